// One panel of the race, drawn: the cell bitmap (cell-bitmap.js) under the
// overlay (overlay.js), sized to fit, with hit-testing and the tooltip.
// Knows nothing of the engine or the page: it is given bytes, points and
// numbers. Cosmetic styles live in render-css.js; the layout-critical ones are
// set here, so the renderer also works inside a shadow root.
import { CellBitmap } from './cell-bitmap.js';
import { labelCellSize } from './label-layout.js';
import { markerRadius } from './marks.js';
import { Overlay } from './overlay.js';

/**
 * From this many CSS px a cell, cells are whole pixels, all the same size.
 * Below it, rounding down would cost a map an eighth of its size or more
 * (nearly a quarter at 3.9 px): on a phone's two maps side by side, the
 * difference between a map and a thumbnail. The exact fraction makes cells
 * differ by at most a device pixel, which a phone's pixel ratio hides. The
 * race page's placeholder for its first map (demo/style.css) follows the
 * same rule.
 */
export const wholeCellSize = 8;

export class PanelRenderer {
  #host;
  #stage;
  #cells;
  #overlay;
  #tooltip;
  #width = 0;
  #height = 0;
  #scale = 1;

  /**
   * Draws into `host` (an element the caller placed); `name` labels the
   * canvas for screen readers; `messages` (messages.js): the language of its words and numbers.
   */
  constructor(host, { name = 'search', messages } = {}) {
    this.#host = host;
    const doc = host.ownerDocument;
    const stage = doc.createElement('div');
    stage.className = 'pr-stage';
    Object.assign(stage.style, {
      position: 'relative',
      lineHeight: '0',
      touchAction: 'none',
      userSelect: 'none',
    });
    const tooltip = doc.createElement('div');
    tooltip.className = 'pr-tooltip';
    tooltip.setAttribute('role', 'tooltip');
    tooltip.hidden = true;
    Object.assign(tooltip.style, {
      position: 'absolute',
      pointerEvents: 'none',
      lineHeight: 'normal',
      whiteSpace: 'pre-line',
      zIndex: '2',
    });
    this.#cells = new CellBitmap(doc);
    this.#overlay = new Overlay(doc, name, { messages });
    stage.append(this.#cells.canvas, this.#overlay.current, this.#overlay.svg, tooltip);
    host.appendChild(stage);
    this.#stage = stage;
    this.#tooltip = tooltip;
  }

  get host() {
    return this.#host;
  }
  /** The element that holds the canvas and overlay (pointer events land here). */
  get stage() {
    return this.#stage;
  }
  get width() {
    return this.#width;
  }
  get height() {
    return this.#height;
  }
  /** CSS pixels per cell. */
  get cellSize() {
    return this.#scale;
  }
  /** Whether cells are big enough for f/g/h labels. */
  get labelsFit() {
    return this.#scale >= labelCellSize;
  }

  /**
   * A new map: sizes the bitmap and paints every cell unseen (copying the
   * pixels of `like`, a renderer just given the same map, when there is one).
   */
  setMap(width, height, terrain, like = null) {
    this.#width = width;
    this.#height = height;
    this.#cells.setMap(width, height, terrain, like?.#cells);
    this.#overlay.setMap(width, height);
  }

  /** Paints the cells in palette `colours` (palette.js); the overlay's colours are CSS's. */
  setColours(colours) {
    this.#cells.setColours(colours);
  }

  /** Writes the panel's words and numbers in the language of `messages` (messages.js). */
  setMessages(messages) {
    this.#overlay.setMessages(messages);
  }

  /** The panel's name for screen readers. */
  setName(name) {
    this.#overlay.setName(name);
  }

  /** Terrain changed: all of it, or (with `cells`, ids y·width + x) only those. */
  setTerrain(terrain, cells = null) {
    this.#cells.setTerrain(terrain, cells);
  }

  /** Paints the search's cell states (web/lib cellStates() bytes, at least width × height). */
  paint(states) {
    this.#cells.paint(states);
  }

  /**
   * Sizes the panel to fit maxWidth × maxHeight CSS pixels: whole pixels per
   * cell (at most `maxCell`) when cells are at least `wholeCellSize` px, else
   * the exact fraction.
   */
  fit(maxWidth, maxHeight, { maxCell = 100 } = {}) {
    if (!this.#width) return;
    let scale = Math.min(maxWidth / this.#width, maxHeight / this.#height, maxCell);
    if (scale >= wholeCellSize) scale = Math.floor(scale);
    scale = Math.max(scale, 0.05);
    this.#scale = scale;
    const w = `${Math.round(this.#width * scale)}px`,
      h = `${Math.round(this.#height * scale)}px`;
    for (const node of [this.#stage, this.#cells.canvas, this.#overlay.svg])
      Object.assign(node.style, { width: w, height: h });
    this.#overlay.setScale(scale);
  }

  /**
   * What the overlay shows (every field optional; a missing one is hidden):
   * start, goal, current, cursor, hover: {x, y}; path, betterPath: [{x, y}];
   * detour: [[{x, y}, …], …] stretches; leave: {x, y}; highlight: [{x, y}] ringed;
   * labels: [{x, y, g, h, f, parent}] (drawn only when cells are big enough);
   * unit: the unit's size (above 1, its block is drawn at start, goal and along the path).
   */
  setOverlay(overlay) {
    this.#overlay.update(overlay);
  }

  /** The cell under a client-coordinate point, or null outside the map. */
  cellAt(clientX, clientY) {
    const r = this.#cells.canvas.getBoundingClientRect();
    if (!r.width || !r.height) return null;
    const x = Math.floor(((clientX - r.left) / r.width) * this.#width);
    const y = Math.floor(((clientY - r.top) / r.height) * this.#height);
    if (x < 0 || y < 0 || x >= this.#width || y >= this.#height) return null;
    return { x, y };
  }

  /** A cell's centre in client coordinates. */
  cellCentre(p) {
    const r = this.#cells.canvas.getBoundingClientRect();
    return {
      x: r.left + ((p.x + 0.5) / this.#width) * r.width,
      y: r.top + ((p.y + 0.5) / this.#height) * r.height,
    };
  }

  /** 'start' or 'goal' when a client point is on that marker (markers can be larger than a cell), else null. */
  markerAt(clientX, clientY, { slop = 6 } = {}) {
    const shown = this.#overlay.shown;
    for (const which of ['goal', 'start']) {
      const p = shown[which];
      if (!p) continue;
      const c = this.cellCentre(p);
      const radius = Math.max(markerRadius(this.#scale) * this.#scale, this.#scale / 2) + slop;
      if (Math.hypot(clientX - c.x, clientY - c.y) <= radius) return which;
    }
    return null;
  }

  /** Shows the tooltip by cell p with these lines of text (never parsed as HTML). */
  showTooltip(p, lines) {
    const tip = this.#tooltip;
    tip.textContent = lines.join('\n');
    tip.hidden = false;
    tip.dataset.cell = `${p.x},${p.y}`;
    const s = this.#scale;
    const stageW = this.#width * s,
      stageH = this.#height * s;
    const tw = tip.offsetWidth,
      th = tip.offsetHeight;
    let left = (p.x + 1) * s + 8,
      top = (p.y + 1) * s + 8;
    if (left + tw > stageW) left = Math.max(0, p.x * s - tw - 8);
    if (top + th > stageH) top = Math.max(0, p.y * s - th - 8);
    tip.style.left = `${Math.round(left)}px`;
    tip.style.top = `${Math.round(top)}px`;
  }

  hideTooltip() {
    this.#tooltip.hidden = true;
    delete this.#tooltip.dataset.cell;
  }

  get tooltip() {
    return this.#tooltip;
  }
}
