// Each panel's sentence for its next step and its open list, for both faces
// (the page's web/demo/open-lists.js, the element's web/embed/explain.js):
// redrawn only when that panel's search moved, at most once per frame, and
// while the race plays at most every `playingRedrawMs` (at full speed the
// list changes every frame, faster than it can be read, and redrawing it
// every frame doubled the 512² race's p95 frame time); linked both ways
// with the cell hovered on the map, and announced politely only while the
// race is paused (while it plays the text changes silently). The tables
// (open-list-table.js) may come later than the sentences: showTables().
import { english } from './messages.js';
import { openListModel, openListRows, stepSentence } from './open-list.js';

const playingRedrawMs = 100;

export class OpenListPanels {
  #race;
  #view;
  #sentences;
  #tables = null; // one OpenListTable a panel, once showTables() has them
  #shown = [null, null]; // { race, version } last drawn per panel
  #playing = false;
  #drawnAt = -Infinity; // when a playing frame last drew
  #messages;

  /**
   * `race()`: the race shown (or null); `view`: its RaceView (for the hover
   * link); `sentences`: two elements (null: none) that take each panel's
   * sentence; `messages` (messages.js): the language they are written in.
   */
  constructor({ race, view, sentences, messages = english }) {
    this.#race = race;
    this.#view = view;
    this.#sentences = sentences;
    this.#messages = messages;
  }

  /** The language of the sentences and tables (messages.js): redraws them in it. */
  setMessages(m) {
    this.#messages = m;
    this.#tables?.forEach((t) => t.setMessages(m));
    this.redraw();
  }

  /** Draws each panel's open list from now on, into `hosts` (two elements), as `OpenListTable`s. */
  showTables(OpenListTable, hosts) {
    this.#tables = hosts.map(
      (host, i) =>
        new OpenListTable(host, {
          rows: openListRows,
          messages: this.#messages,
          onHover: (cell) => this.#view.setHover(cell ? { panel: i, cell } : null),
        }),
    );
    this.redraw();
  }

  /** Draws everything again in the next frame() (a panel shown anew). */
  redraw() {
    this.#shown = [null, null];
    this.#drawnAt = -Infinity;
    this.frame();
  }

  /** The player's frame: redraws the panels whose search changed. */
  frame() {
    const race = this.#race();
    if (this.#playing) {
      const now = performance.now();
      if (now - this.#drawnAt < playingRedrawMs) return;
      this.#drawnAt = now;
    }
    for (let i = 0; i < 2; ++i) {
      const sentence = this.#sentences[i];
      if (!race) {
        if (sentence) sentence.textContent = '';
        this.#shown[i] = null;
        continue;
      }
      const shown = this.#shown[i];
      const version = race.version(i);
      if (shown && shown.race === race && shown.version === version) continue;
      this.#shown[i] = { race, version };
      const model = openListModel(race, i, openListRows, this.#messages);
      this.#tables?.[i].update(model);
      if (!sentence) continue;
      const text = stepSentence(race, i, model.rows, this.#messages);
      if (sentence.textContent !== text) sentence.textContent = text;
    }
  }

  /** A cell hovered on panel `hover.panel`'s map (or none): its row lights up. */
  hovered(hover) {
    this.#tables?.forEach((t, i) => t.highlight(hover && hover.panel === i ? hover.cell : null));
  }

  /** Playing: the sentences change without being announced. */
  playing(on) {
    this.#playing = on;
    for (const p of this.#sentences) p?.setAttribute('aria-live', on ? 'off' : 'polite');
    if (!on) this.frame(); // the step it stopped on, at once
  }
}
