// Each panel's open list and its sentence for the next step, on the page:
// redrawn at most once per frame and only when that panel's search moved,
// linked both ways with the cell hovered on the map, and announced politely
// only while the race is paused (while it plays the text changes silently).
import { openListModel, openListRows, stepSentence } from '../race/open-list.js';
import { OpenListTable } from '../race/open-list-table.js';
import { $ } from './elements.js';

export class OpenLists {
  #session;
  #view;
  #tables;
  #sentences;
  #shown = [null, null]; // { race, version } last drawn per panel

  constructor(session, view, panels) {
    this.#session = session;
    this.#view = view;
    this.#sentences = panels.map((p) => $('[data-role="sentence"]', p));
    this.#tables = panels.map(
      (p, i) =>
        new OpenListTable($('[data-role="open-list"]', p), {
          rows: openListRows,
          onHover: (cell) => this.#view.setHover(cell ? { panel: i, cell } : null),
        }),
    );
  }

  /** The player's frame: redraws the panels whose search changed. */
  frame() {
    const { race } = this.#session;
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
      this.#tables[i].update(model);
      const text = stepSentence(race, i, model.rows);
      if (this.#sentences[i].textContent !== text) this.#sentences[i].textContent = text;
    }
  }

  /** A cell hovered on panel `hover.panel`'s map (or none): its row lights up. */
  hovered(hover) {
    this.#tables.forEach((t, i) => t.highlight(hover && hover.panel === i ? hover.cell : null));
  }

  /** Playing: the sentences change without being announced. */
  playing(on) {
    for (const p of this.#sentences) p.setAttribute('aria-live', on ? 'off' : 'polite');
  }
}
