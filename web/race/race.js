// The race: two stepped searches over one Grid, advanced by one shared clock
// counted in expansions, so the race compares work, not wall time. No DOM:
// the page and the <path-race> embed both drive it and draw it themselves.
//
// Going back in time re-runs a search from its start to expansion k (the
// engine is fast enough that a scrubber stays live: docs/benchmarks.md);
// going forward only steps.
import { unrunResult } from '../lib/result.js';
import { defaults } from '../lib/vocabulary.js';
// Races step their searches: this makes init() load the module that can.
import '../lib/search.js';
import { english } from './messages.js';
import { searchOptions } from './panel.js';

/** Maps at most this many cells record the engine's step events (for the step captions). */
export const eventsCellLimit = 64 * 64;

/**
 * What a panel holds in place of a search the engine refused to start on
 * this map (jump point search on terrain): a search that is over before it
 * began, whose result has status 'refused', the engine's sentence (for
 * developers) in `refusal` and in `refusedFor` what a reader's sentence
 * names: { reason: 'terrain', cell, terrain } or { reason: 'other' }. The
 * race goes on with the other panel; the faces say why (refusalClause).
 */
class RefusedSearch {
  #result;
  #cells;
  constructor(error, cells) {
    this.#cells = cells;
    this.#result = Object.freeze({
      ...unrunResult('refused'),
      refusal: error.message,
      refusedFor: Object.freeze(
        error.cell
          ? { reason: 'terrain', cell: { ...error.cell }, terrain: error.terrain }
          : { reason: 'other' },
      ),
    });
  }
  get done() {
    return true;
  }
  get status() {
    return 'refused';
  }
  get expanded() {
    return 0;
  }
  get openSize() {
    return 0;
  }
  get scanned() {
    return 0;
  }
  get current() {
    return null;
  }
  step() {
    return 0;
  }
  result() {
    return this.#result;
  }
  cellStates(target = new Uint8Array(this.#cells)) {
    return target.fill(0);
  }
  cellInfo() {
    return { state: 'unseen', g: Infinity, h: Infinity, f: Infinity, parent: null };
  }
  events() {
    return [];
  }
  openList() {
    return [];
  }
  get lastExpansion() {
    return { opened: 0, improved: 0 };
  }
  dispose() {}
}

/**
 * Why the engine would not run a panel's search (a result with status
 * 'refused'), as a clause for the reader: "jump point search needs every
 * open cell to cost 1, but cell (30, 10) has terrain 3".
 */
export function refusalClause(result, m = english) {
  const { reason, cell, terrain } = result.refusedFor ?? { reason: 'other' };
  if (reason !== 'terrain') return m.t('race.refusal', { reason, x: '', y: '', terrain: '' });
  return m.t('race.refusal', { reason, x: String(cell.x), y: String(cell.y), terrain: String(terrain) });
}

export class Race {
  #grid;
  #start;
  #goal;
  #panels; // settings per panel
  #costs;
  #size; // the unit's side in cells (unit.js)
  #events;
  #searches = [null, null];
  #totals = [null, null];
  #plans = [null, null]; // each panel's whole run, from the engine
  #results = [null, null];
  #steps = [[], []]; // the events of each panel's last expansion
  #versions = [0, 0];
  #clock = 0;

  /**
   * `grid` is borrowed (the caller disposes it, after this race).
   * `panels`: two panel settings; `costs`: a step-cost name; `size`: the
   * unit both panels move (1 to 8: the k×k block whose top-left cell is its position);
   * `events`: record step events (default: on maps of at most eventsCellLimit cells).
   */
  constructor(grid, { start, goal, panels, costs = defaults.costs, size = 1, events }) {
    this.#grid = grid;
    this.#start = { x: start.x, y: start.y };
    this.#goal = { x: goal.x, y: goal.y };
    this.#panels = panels.map((p) => ({ ...p }));
    this.#costs = costs;
    this.#size = size;
    this.#events = events ?? grid.width * grid.height <= eventsCellLimit;
    for (let i = 0; i < 2; ++i) this.#restart(i);
  }

  get grid() {
    return this.#grid;
  }
  get start() {
    return { ...this.#start };
  }
  get goal() {
    return { ...this.#goal };
  }
  get costs() {
    return this.#costs;
  }
  /** The unit's side in cells, the same in both panels. */
  get size() {
    return this.#size;
  }
  get events() {
    return this.#events;
  }
  get clock() {
    return this.#clock;
  }
  panelSettings(i) {
    return { ...this.#panels[i] };
  }
  options(i) {
    return { ...this.#searchOptions(i), events: this.#events };
  }

  // Panel i's query as findPath takes it: its settings, the step costs and the unit.
  #searchOptions(i) {
    return { ...searchOptions(this.#panels[i], this.#costs), size: this.#size };
  }

  /** Expansions each panel needs to finish (asked of the engine once per setup). */
  totals() {
    for (let i = 0; i < 2; ++i) this.#totals[i] ??= this.plan(i).expanded;
    return [...this.#totals];
  }

  /**
   * Panel i's whole run as the engine finds it (its result once finished,
   * else a findPath of its own): asked once per setup, like totals().
   */
  plan(i) {
    this.#plans[i] ??= this.result(i) ?? this.#grid.findPath(this.#start, this.#goal, this.#searchOptions(i));
    return this.#plans[i];
  }

  /** plan(i) when it has been asked for already, else null: never runs a search. */
  planned(i) {
    return this.#plans[i] ?? this.result(i);
  }

  /** The length of the whole race on the clock: the larger of the two totals. */
  get total() {
    const [a, b] = this.totals();
    return Math.max(a, b);
  }

  /** Both searches have finished. */
  get finished() {
    return this.#searches[0].done && this.#searches[1].done;
  }

  /** The Search handle of panel i (borrowed: do not step or dispose it). */
  search(i) {
    return this.#searches[i];
  }

  /** Bumped whenever panel i's search state changes (for renderers). */
  version(i) {
    return this.#versions[i];
  }

  /** The engine's result of panel i once it has finished, else null. */
  result(i) {
    const s = this.#searches[i];
    if (!s.done) return null;
    this.#results[i] ??= s.result();
    return this.#results[i];
  }

  /** The events of panel i's last expansion (empty without events or before the first). */
  lastStep(i) {
    return this.#steps[i];
  }

  /**
   * Moves the clock to k expansions (Infinity: to the end). Each panel has
   * then expanded min(k, its total). Returns the new clock.
   */
  seek(k) {
    if (typeof k !== 'number' || Number.isNaN(k))
      throw new TypeError(`seek() takes a number of expansions, got ${k}`);
    k = Math.max(0, k === Infinity ? Infinity : Math.floor(k));
    for (let i = 0; i < 2; ++i) {
      let s = this.#searches[i];
      if (s.expanded > k) s = this.#restart(i, { rewind: true });
      if (!s.done && s.expanded < k) {
        s.step(k - s.expanded);
        ++this.#versions[i];
        this.#collectEvents(i);
      }
    }
    const [a, b] = this.#searches;
    this.#clock = a.done && b.done ? Math.min(k, Math.max(a.expanded, b.expanded)) : k;
    if (this.finished) {
      for (let i = 0; i < 2; ++i) this.#totals[i] ??= this.#searches[i].expanded;
    }
    return this.#clock;
  }

  /** Advances the clock by n expansions. */
  advance(n = 1) {
    return this.seek(this.#clock + n);
  }

  /**
   * Starts over on a changed grid, start, goal, panels, costs or unit size,
   * and comes back to the same clock (or to the end, if the race had finished).
   */
  reset({ start, goal, panels, costs, size } = {}) {
    const wasFinished = this.finished && this.#clock > 0;
    if (start) this.#start = { x: start.x, y: start.y };
    if (goal) this.#goal = { x: goal.x, y: goal.y };
    if (panels) this.#panels = panels.map((p) => ({ ...p }));
    if (costs) this.#costs = costs;
    if (size) this.#size = size;
    const clock = this.#clock;
    for (let i = 0; i < 2; ++i) this.#restart(i);
    this.seek(wasFinished ? Infinity : clock);
  }

  /** Changes one panel's settings; that panel re-runs to the current clock. */
  setPanel(i, settings) {
    const wasFinished = this.finished && this.#clock > 0;
    this.#panels[i] = { ...settings };
    const clock = this.#clock;
    this.#restart(i);
    this.seek(wasFinished ? Infinity : clock);
  }

  /**
   * Makes the race run under these settings (any of start, goal, panels,
   * costs, size), re-running only what they change. Returns whether anything did.
   */
  change({
    start = this.#start,
    goal = this.#goal,
    panels = this.#panels,
    costs = this.#costs,
    size = this.#size,
  }) {
    const same = (a, b) => a.x === b.x && a.y === b.y;
    if (
      !same(start, this.#start) ||
      !same(goal, this.#goal) ||
      costs !== this.#costs ||
      size !== this.#size
    ) {
      this.reset({ start, goal, costs, size, panels });
      return true;
    }
    let changed = false;
    for (let i = 0; i < 2; ++i) {
      if (JSON.stringify(panels[i]) === JSON.stringify(this.#panels[i])) continue;
      this.setPanel(i, panels[i]);
      changed = true;
    }
    return changed;
  }

  dispose() {
    for (const s of this.#searches) s?.dispose();
    this.#searches = [null, null];
  }

  // A new search for panel i from expansion 0. Rewinding (the same search
  // again) keeps what is known of its length and result. Options the engine
  // refuses on this grid ('invalid-option': jump point search on terrain)
  // give the panel a RefusedSearch that carries the engine's sentence.
  #restart(i, { rewind = false } = {}) {
    let s;
    try {
      s = this.#grid.search(this.#start, this.#goal, this.options(i));
    } catch (error) {
      if (error?.code !== 'invalid-option') throw error;
      s = new RefusedSearch(error, this.#grid.width * this.#grid.height);
    }
    this.#searches[i]?.dispose();
    this.#searches[i] = s;
    if (!rewind) {
      this.#totals[i] = null;
      this.#plans[i] = null;
      this.#results[i] = null;
    }
    this.#steps[i] = [];
    ++this.#versions[i];
    return s;
  }

  #collectEvents(i) {
    if (!this.#events) return;
    const events = this.#searches[i].events();
    let last = -1;
    for (let j = events.length - 1; j >= 0; --j)
      if (events[j].kind === 'expand') {
        last = j;
        break;
      }
    if (last >= 0) this.#steps[i] = events.slice(last);
  }
}
