// Each panel's sentence for its next step and its open list, on the page:
// redrawn only when that panel's search moved, at most once per frame, and
// while the race plays at most every `playingRedrawMs` (at full speed the
// list changes every frame, faster than it can be read, and redrawing it
// every frame doubled the 512² race's p95 frame time);
// linked both ways with the cell hovered on the map, and announced politely
// only while the race is paused (while it plays the text changes silently).
// The sentences are drawn from the race's first frame; the tables
// (../race/open-list-table.js) come with the parts of the page that load
// after it (deferred.js), handed over by showTables().
import { openListModel, openListRows, stepSentence } from '../race/open-list.js';
import { $ } from './elements.js';

const playingRedrawMs = 100;

export class OpenLists {
  #session;
  #view;
  #panels;
  #tables = null; // one OpenListTable a panel, once showTables() has them
  #sentences;
  #shown = [null, null]; // { race, version } last drawn per panel
  #playing = false;
  #drawnAt = -Infinity; // when a playing frame last drew

  constructor(session, view, panels) {
    this.#session = session;
    this.#view = view;
    this.#panels = panels;
    this.#sentences = panels.map((p) => $('[data-role="sentence"]', p));
  }

  /** Draws each panel's open list from now on, as an `OpenListTable` (../race/open-list-table.js). */
  showTables(OpenListTable) {
    this.#tables = this.#panels.map(
      (p, i) =>
        new OpenListTable($('[data-role="open-list"]', p), {
          rows: openListRows,
          onHover: (cell) => this.#view.setHover(cell ? { panel: i, cell } : null),
        }),
    );
    this.#shown = [null, null];
    this.#drawnAt = -Infinity;
    this.frame();
  }

  /** The player's frame: redraws the panels whose search changed. */
  frame() {
    const { race } = this.#session;
    if (this.#playing) {
      const now = performance.now();
      if (now - this.#drawnAt < playingRedrawMs) return;
      this.#drawnAt = now;
    }
    for (let i = 0; i < 2; ++i) {
      if (!race) {
        this.#sentences[i].textContent = '';
        this.#shown[i] = null;
        continue;
      }
      const shown = this.#shown[i];
      const version = race.version(i);
      if (shown && shown.race === race && shown.version === version) continue;
      this.#shown[i] = { race, version };
      const model = openListModel(race, i);
      this.#tables?.[i].update(model);
      const text = stepSentence(race, i, model.rows);
      if (this.#sentences[i].textContent !== text) this.#sentences[i].textContent = text;
    }
  }

  /** A cell hovered on panel `hover.panel`'s map (or none): its row lights up. */
  hovered(hover) {
    this.#tables?.forEach((t, i) => t.highlight(hover && hover.panel === i ? hover.cell : null));
  }

  /** Playing: the sentences change without being announced. */
  playing(on) {
    this.#playing = on;
    for (const p of this.#sentences) p.setAttribute('aria-live', on ? 'off' : 'polite');
    if (!on) this.frame(); // the step it stopped on, at once
  }
}
