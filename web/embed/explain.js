// explain="sentence | open-list | both": under each map, the panel's
// sentence for its next step and its open list, drawn by the race core's
// OpenListPanels and OpenListTable (../race/open-list-panels.js,
// ../race/open-list-table.js) as the race page draws them. Nothing is made
// or redrawn while explain is "none".
import { OpenListPanels } from '../race/open-list-panels.js';
import { OpenListTable } from '../race/open-list-table.js';
import { make } from './dom.js';

export class ElementExplain {
  #frame;
  #areas;
  #lists;
  #mode = 'none';
  #tables = false; // the tables are made (the first time they were asked for)

  /** Adds a hidden area under each map of `parts` (frame.js); `race()`: the race shown; `view`: its RaceView. */
  constructor(doc, parts, { race, view }) {
    this.#frame = parts.frame;
    this.#areas = parts.panels.map(({ panel, side }) => {
      const sentence = make(doc, 'p', { class: 'pr-sentence', part: 'sentence', 'aria-live': 'polite' });
      const table = make(doc, 'div', { class: 'pr-open-list-host', part: 'open-list' });
      const area = make(doc, 'div', { class: 'pr-explain', 'data-panel': side }, sentence, table);
      area.hidden = true;
      panel.append(area);
      return { area, sentence, table };
    });
    this.#lists = new OpenListPanels({ race, view, sentences: this.#areas.map((a) => a.sentence) });
  }

  /** Each panel's explain area (shown or not). */
  get hosts() {
    return this.#areas.map((a) => a.area);
  }

  /** Each panel's explain area when shown, else null (for the layout). */
  get areas() {
    return this.#areas.map((a) => (a.area.hidden ? null : a.area));
  }

  /** What explain says: 'none', 'sentence', 'open-list' or 'both'. */
  show(mode) {
    if (mode === this.#mode) return;
    this.#mode = mode;
    const sentence = mode === 'sentence' || mode === 'both',
      table = mode === 'open-list' || mode === 'both';
    for (const a of this.#areas) {
      a.area.hidden = mode === 'none';
      a.sentence.hidden = !sentence;
      a.table.hidden = !table;
    }
    if (mode === 'none') delete this.#frame.dataset.explain;
    else this.#frame.dataset.explain = mode;
    if (table && !this.#tables) {
      this.#tables = true;
      this.#lists.showTables(
        OpenListTable,
        this.#areas.map((a) => a.table),
      );
    } else if (mode !== 'none') this.#lists.redraw();
  }

  /** Says everything in the language of `m` (a Messages) from now on, what is shown included. */
  setMessages(m) {
    this.#lists.setMessages(m);
  }

  /** The player's frame: the panels whose search moved are told again. */
  frame() {
    if (this.#mode !== 'none') this.#lists.frame();
  }

  /** Playing or not: while it plays the sentences change without being announced. */
  playing(on) {
    this.#lists.playing(on);
  }

  /** A cell hovered on a map (RaceView's onHover): its row in that panel's list lights up. */
  hovered(hover) {
    this.#lists.hovered(hover);
  }
}
