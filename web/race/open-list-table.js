// The open list of one panel as a real table (open-list.js gives the
// values): a <details> holding a <table> whose rows are made once and
// reused, so that a frame's update sets only the text that changed and
// never rebuilds the DOM. Rows are focusable; hovering or focusing one asks
// for its cell to be marked on the map, and highlight() marks the row of a
// cell hovered there. The page shows it (web/demo/open-lists.js).
import { english } from './messages.js';

/** Below this width the list starts folded under its map. */
const phoneQuery = '(max-width: 600px)';

export class OpenListTable {
  #details;
  #summary;
  #table;
  #caption;
  #headRow;
  #body;
  #rows = [];
  #columnsKey = '';
  #columns = [];
  #hovered = null;
  #onHover;
  #messages;
  #model = null; // the model shown last

  /**
   * `host`: the element to fill; `rows`: how many rows to keep;
   * `onHover(cell | null)`: a row was hovered or focused, or left;
   * `messages` (messages.js): the language of its words and numbers.
   */
  constructor(host, { rows, onHover = () => {}, messages = english }) {
    const doc = host.ownerDocument;
    const el = (tag, props = {}) => Object.assign(doc.createElement(tag), props);
    this.#onHover = onHover;
    this.#messages = messages;
    this.#details = el('details', { className: 'pr-open-list' });
    this.#details.open = !(doc.defaultView?.matchMedia?.(phoneQuery).matches ?? false);
    this.#summary = el('summary');
    this.#table = el('table');
    this.#caption = el('caption');
    const head = el('thead');
    this.#headRow = el('tr');
    head.append(this.#headRow);
    this.#body = el('tbody');
    this.#table.append(this.#caption, head, this.#body);
    this.#details.append(this.#summary, this.#table);
    for (let i = 0; i < rows; ++i) {
      const tr = el('tr', { tabIndex: 0, hidden: true });
      const rank = el('th', { scope: 'row', textContent: String(i + 1) });
      tr.append(rank, el('td'));
      this.#body.append(tr);
      this.#rows.push({ tr, cells: [], x: -1, y: -1 });
    }
    const rowOf = (e) => this.#rows.find((r) => r.tr === e.target.closest?.('tr'));
    const enter = (e) => {
      const r = rowOf(e);
      if (r && !r.tr.hidden) this.#onHover({ x: r.x, y: r.y });
    };
    const leave = (e) => {
      if (!this.#body.contains(e.relatedTarget)) this.#onHover(null);
    };
    this.#body.addEventListener('pointerover', enter);
    this.#body.addEventListener('focusin', enter);
    this.#body.addEventListener('pointerout', leave);
    this.#body.addEventListener('focusout', leave);
    host.append(this.#details);
  }

  get element() {
    return this.#details;
  }

  /**
   * Its words and numbers in the language of `m` (messages.js): the
   * headings at once, the rest with the next model (openListModel(…, m)).
   */
  setMessages(m) {
    this.#messages = m;
    this.#columnsKey = '';
    if (this.#model) this.update(this.#model);
  }

  /** Shows `model` (openListModel's value), touching only what changed. */
  update(model) {
    const m = this.#messages;
    this.#model = model;
    const key = model.columns.map((c) => `${c.key}:${c.label}:${c.priority ?? ''}`).join();
    if (key !== this.#columnsKey) this.#setColumns(model.columns, key);
    const name = m.t('openList.table', { name: model.label });
    if (this.#table.getAttribute('aria-label') !== name) this.#table.setAttribute('aria-label', name);
    if (this.#caption.textContent !== model.caption) this.#caption.textContent = model.caption;
    const summary = m.t(model.done ? 'openList.summaryDone' : 'openList.summary', { size: model.size });
    if (this.#summary.textContent !== summary) this.#summary.textContent = summary;
    this.#table.dataset.size = String(model.size);
    this.#rows.forEach((r, i) => {
      const e = model.rows[i];
      if (!e) {
        if (!r.tr.hidden) r.tr.hidden = true;
        r.x = r.y = -1;
        return;
      }
      if (r.tr.hidden) r.tr.hidden = false;
      if (r.x !== e.x || r.y !== e.y) {
        r.x = e.x;
        r.y = e.y;
        r.cells[0].textContent = m.t('tooltip.cell', { x: String(e.x), y: String(e.y) });
        r.tr.dataset.x = String(e.x);
        r.tr.dataset.y = String(e.y);
      }
      this.#columns.forEach((c, j) => {
        const text = m.number(e[c.key], 2);
        const td = r.cells[j + 1];
        if (td.textContent !== text) td.textContent = text;
      });
      const fresh = e.fresh ? 'true' : 'false';
      if (r.tr.dataset.fresh !== fresh) r.tr.dataset.fresh = fresh;
      if (i === 0 && r.tr.dataset.top !== 'true') r.tr.dataset.top = 'true';
    });
    this.highlight(this.#hovered);
  }

  /** Marks the row of `cell` (a cell hovered on the map), or none. */
  highlight(cell) {
    this.#hovered = cell;
    for (const r of this.#rows) {
      const on = cell !== null && !r.tr.hidden && r.x === cell.x && r.y === cell.y;
      if ((r.tr.dataset.hover === 'true') !== on) r.tr.dataset.hover = String(on);
    }
  }

  #setColumns(columns, key) {
    const doc = this.#table.ownerDocument;
    this.#columnsKey = key;
    this.#columns = columns;
    const th = (text, extra = {}) =>
      Object.assign(doc.createElement('th'), { scope: 'col', textContent: text }, extra);
    const m = this.#messages;
    this.#headRow.replaceChildren(th(m.t('openList.rank')), th(m.t('openList.cell')));
    for (const c of columns) {
      const h = th(c.label);
      if (c.priority) {
        h.dataset.priority = 'true';
        h.setAttribute('aria-sort', 'ascending');
        h.title = m.t('openList.orderedBy');
        h.append(
          Object.assign(doc.createElement('span'), { className: 'pr-priority-mark', textContent: ' ▲' }),
        );
      }
      if (c.ties) h.dataset.ties = 'true';
      this.#headRow.append(h);
    }
    for (const r of this.#rows) {
      r.tr.replaceChildren(r.tr.firstChild);
      r.cells = [doc.createElement('td')];
      for (let j = 0; j < columns.length; ++j) r.cells.push(doc.createElement('td'));
      r.tr.append(...r.cells);
      r.x = r.y = -1;
    }
  }
}
