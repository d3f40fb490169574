// Draws a Race into two PanelRenderers: the cell states, the current node,
// the paths, the detour once both are done, f/g/h labels on big cells, and
// the tooltip of the cell under the pointer or the keyboard cursor. Shared
// by the page and the <path-race> embed; no page chrome here.
import { Algorithm } from '../lib/vocabulary.js';
import { english } from './messages.js';
import { cellLabels, detourMarks, jumpLines } from './overlay-model.js';
import { PanelRenderer } from './panel-renderer.js';
import { panelShown } from './scene.js';
import { verdict } from './verdict.js';

/** The tooltip's lines for cell p of panel i of a race, in the language of `m`. */
export function tooltipLines(race, i, p, terrain, m = english) {
  const search = race.search(i);
  const info = search.cellInfo(p);
  const t = terrain ? terrain[p.y * race.grid.width + p.x] : race.grid.getTerrain(p);
  // Coordinates are positions, never grouped like counts.
  const at = (q) => ({ x: String(q.x), y: String(q.y) });
  const tags = [];
  if (p.x === race.start.x && p.y === race.start.y) tags.push('start');
  if (p.x === race.goal.x && p.y === race.goal.y) tags.push('goal');
  const cur = search.current;
  if (!search.done && cur && cur.x === p.x && cur.y === p.y) tags.push('current');
  const tagText = tags.map((tag) => m.t('tooltip.tag', { tag })).join(m.t('tooltip.tagSeparator'));
  const lines = [
    tags.length ? m.t('tooltip.cellTagged', { ...at(p), tags: tagText }) : m.t('tooltip.cell', at(p)),
  ];
  if (t === 0) {
    lines.push(m.t('tooltip.wall'));
    return lines;
  }
  lines.push(m.t('tooltip.state', { state: info.state }));
  // (A cell jump point search's path only passes over has no g, h or f.)
  if (info.state !== 'unseen' && info.state !== 'scanned' && Number.isFinite(info.g)) {
    const n = (v) => m.number(v, 3);
    lines.push(m.t('tooltip.numbers', { f: n(info.f), g: n(info.g), h: n(info.h) }));
    lines.push(info.parent ? m.t('tooltip.parent', at(info.parent)) : m.t('tooltip.noParent'));
  }
  if (t > 1) lines.push(m.t('tooltip.terrain', { terrain: String(t) }));
  return lines;
}

export class RaceView {
  #renderers;
  #buffers = [null, null];
  #drawn = [-1, -1];
  #race = null;
  #terrain = null;
  #labels = true;
  #highlight = null; // cells ringed on both panels, or null
  #hover = null; // { panel, cell } under the pointer
  #cursor = null; // the keyboard cursor cell, or null
  #focusPanel = null; // the panel whose tooltip follows the cursor
  #verdict = null;
  #marks = [{}, {}];
  #tooltips;
  #overlayDirty = true;
  #labelCache = [null, null];
  #jumpCache = [null, null];
  #onHover;
  #messages;
  #names; // the accessible names the caller gave, or null: the catalogue's

  /**
   * hosts: two elements to draw in; names: their accessible names (default:
   * the catalogue's "Left search", "Right search"); messages (messages.js):
   * the language of the names, tooltips and verdict;
   * onHover({ panel, cell } | null): the hovered cell changed.
   */
  constructor(hosts, { names = null, messages = english, tooltips = true, onHover = null } = {}) {
    this.#messages = messages;
    this.#names = names;
    this.#renderers = hosts.map((h, i) => new PanelRenderer(h, { name: this.#name(i), messages }));
    this.#tooltips = tooltips;
    this.#onHover = onHover;
    if (tooltips) {
      this.#renderers.forEach((r, i) => {
        r.stage.addEventListener('pointermove', (e) => this.#pointer(i, e));
        r.stage.addEventListener('pointerdown', (e) => this.#pointer(i, e));
        r.stage.addEventListener('pointerleave', () => this.setHover(null));
      });
    }
  }

  get renderers() {
    return this.#renderers;
  }

  /** The language of the panels' words, tooltips and verdict (messages.js): redraws them in it. */
  setMessages(m) {
    this.#messages = m;
    this.#renderers.forEach((r, i) => {
      r.setMessages(m);
      r.setName(this.#name(i));
    });
    const race = this.#race;
    if (!race) return;
    this.#verdict = race.finished ? verdict(race, m) : null;
    this.#drawTooltips(race);
  }

  /** The panels' accessible names (two texts; null: the catalogue's). */
  setNames(names) {
    this.#names = names;
    this.#renderers.forEach((r, i) => r.setName(this.#name(i)));
  }

  #name(i) {
    return this.#names?.[i] ?? this.#messages.t('view.panelName', { side: ['left', 'right'][i] });
  }

  renderer(i) {
    return this.#renderers[i];
  }
  get race() {
    return this.#race;
  }
  /** The verdict drawn last (verdict.js), or null. */
  get verdict() {
    return this.#verdict;
  }

  /** A new map (terrain bytes, row by row). */
  setMap(width, height, terrain) {
    this.#terrain = terrain;
    this.#race = null;
    this.#verdict = null;
    this.#marks = [{}, {}];
    const [first, ...others] = this.#renderers;
    first.setMap(width, height, terrain);
    for (const r of others) r.setMap(width, height, terrain, first);
    const padded = (width * height + 3) & ~3;
    this.#buffers = [new Uint8Array(padded), new Uint8Array(padded)];
    this.#drawn = [-1, -1];
    this.#labelCache = [null, null];
    this.#jumpCache = [null, null];
    this.#hover = null;
    this.#overlayDirty = true;
  }

  /** Start and goal (and the unit's size) on a map whose race is not made yet. */
  showEndpoints(start, goal, unit = 1) {
    for (const r of this.#renderers) r.setOverlay({ start, goal, unit });
  }

  /** Both panels' cells in palette `colours` (palette.js), repainted if it changed. */
  setColours(colours) {
    for (const r of this.#renderers) r.setColours(colours);
  }

  /** Terrain edited in place: all of it or (cell ids) some. */
  setTerrain(terrain, cells = null) {
    this.#terrain = terrain;
    for (const r of this.#renderers) r.setTerrain(terrain, cells);
  }

  /** Sizes both panels to fit this many CSS pixels each. */
  fit(maxWidth, maxHeight, options) {
    for (const r of this.#renderers) r.fit(maxWidth, maxHeight, options);
    this.#overlayDirty = true;
    this.#labelCache = [null, null];
  }

  set labels(on) {
    this.#labels = on;
    this.#overlayDirty = true;
  }
  get labels() {
    return this.#labels;
  }
  get labelsFit() {
    return this.#renderers[0].labelsFit;
  }

  /** The cells ringed on both panels ([{x, y}], none: null or []). */
  set highlight(cells) {
    const next = cells?.length ? cells.map(({ x, y }) => ({ x, y })) : null;
    if (JSON.stringify(next) === JSON.stringify(this.#highlight)) return;
    this.#highlight = next;
    this.#overlayDirty = true;
  }
  get highlight() {
    return this.#highlight;
  }

  /** The keyboard cursor shown, or null. */
  get cursor() {
    return this.#cursor;
  }

  /** The keyboard cursor (a cell or null) and the panel it is in (its tooltip follows it). */
  setCursor(cell, panel = null) {
    this.#cursor = cell ? { x: cell.x, y: cell.y } : null;
    this.#focusPanel = cell ? panel : null;
    this.#overlayDirty = true;
    if (this.#race) this.draw(this.#race);
  }

  setHover(hover) {
    const same = (a, b) =>
      a === b || (a && b && a.panel === b.panel && a.cell.x === b.cell.x && a.cell.y === b.cell.y);
    if (same(this.#hover, hover)) return;
    this.#hover = hover;
    this.#onHover?.(hover);
    this.#overlayDirty = true;
    if (this.#race) this.draw(this.#race);
  }

  /** Draws the race as it is now; cheap when nothing changed. */
  draw(race) {
    if (race !== this.#race) {
      this.#race = race;
      this.#drawn = [-1, -1];
    }
    const changed = [0, 1].map((i) => this.#drawn[i] !== race.version(i));
    if (changed[0] || changed[1] || this.#overlayDirty) {
      const v = race.finished ? verdict(race, this.#messages) : null;
      // The detour marks belong to both panels: either one finishing redraws both overlays.
      if (changed[0] || changed[1]) {
        this.#marks = detourMarks(race, v);
        this.#overlayDirty = true;
      }
      this.#verdict = v;
    }
    for (let i = 0; i < 2; ++i) {
      if (changed[i]) {
        this.#drawn[i] = race.version(i);
        this.#renderers[i].paint(race.search(i).cellStates(this.#buffers[i]));
      }
      if (changed[i] || this.#overlayDirty) this.#drawOverlay(race, i, changed[i]);
    }
    this.#overlayDirty = false;
    this.#drawTooltips(race);
  }

  #drawOverlay(race, i, statesChanged) {
    const r = this.#renderers[i];
    const search = race.search(i);
    const overlay = panelShown(race, i, { marks: this.#marks[i], highlight: this.#highlight });
    if (this.#cursor) overlay.cursor = this.#cursor;
    if (this.#hover) overlay.hover = this.#hover.cell;
    if (race.panelSettings(i).algorithm === Algorithm.jps) {
      if (statesChanged || !this.#jumpCache[i]?.lines) this.#jumpLines(race, i);
      overlay.jumps = this.#jumpCache[i].lines;
    }
    if (this.#labels && r.labelsFit) {
      if (statesChanged || !this.#labelCache[i])
        this.#labelCache[i] = cellLabels(search, this.#buffers[i], race.grid.width, race.grid.height);
      overlay.labels = this.#labelCache[i];
    } else this.#labelCache[i] = null;
    r.setOverlay(overlay);
  }

  // Jump point search's lines, the closed jump points' parents kept for as long as the search is the same.
  #jumpLines(race, i) {
    const search = race.search(i);
    let cache = this.#jumpCache[i];
    if (!cache || cache.search !== search) cache = this.#jumpCache[i] = { search, closed: new Map() };
    cache.lines = jumpLines(search, this.#buffers[i], race.grid.width, race.grid.height, cache.closed);
  }

  #pointer(i, e) {
    if (!this.#race) return;
    const cell = this.#renderers[i].cellAt(e.clientX, e.clientY);
    this.setHover(cell ? { panel: i, cell } : null);
  }

  #drawTooltips(race) {
    for (let i = 0; i < 2; ++i) {
      const r = this.#renderers[i];
      let cell = null;
      if (this.#hover && this.#hover.panel === i) cell = this.#hover.cell;
      else if (!this.#hover && this.#cursor && this.#focusPanel === i) cell = this.#cursor;
      if (cell && this.#tooltips)
        r.showTooltip(cell, tooltipLines(race, i, cell, this.#terrain, this.#messages));
      else r.hideTooltip();
    }
  }
}
