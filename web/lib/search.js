// pathrace/search: stepped searches over a Grid, for visualisations
// (Grid.search() → Search). Importing it, before init(), makes init() load
// the module that has them (pathrace-search.wasm): a game that only finds
// paths never imports it and ships the smaller pathrace-core.wasm.
import { boundary } from './boundary.js';
import { addSteppedSearch, copyBytes, copyF64, copyInt32, loaded, readF64 } from './core.js';
import { PathraceError, describe } from './errors.js';
import { checkPoint } from './options.js';
import { limits } from './vocabulary.js';
import { readResult, readStatus } from './report.js';
import { pointOf } from './result.js';
import { stepperCore } from './wasm-module.js';

export { CellState } from './vocabulary.js';

// Only Grid.search() may construct a Search.
const token = Symbol('search');

/**
 * @internal Called by Grid.search(): toward the cell `to`, or (goalCount
 * above 0) toward the goals and profile Grid wrote for a unit's query.
 */
export function startSearch(gridCore, owner, from, to, parsed, goalCount) {
  const { rules, weight, events } = parsed;
  const profiled = parsed.terrain !== null;
  const core = new (stepperCore(loaded()))(gridCore);
  if (goalCount === 0) core.start(from, to, rules, weight, events);
  else
    core.startUnit(
      from,
      goalCount,
      rules,
      weight,
      events,
      parsed.size,
      parsed.within,
      parsed.lineOfSight,
      profiled,
    );
  const search = new Search(token, core, { ...owner, profiled }, events);
  try {
    readStatus(core.report(), owner.width, owner.height, profiled);
  } catch (error) {
    search.dispose();
    throw error;
  }
  return search;
}

export class Search {
  #core;
  #owner; // { width, height, version(), forget(search) } from the Grid, and whether profiled
  #report;
  #version;
  #events;

  constructor(key, core, owner, events) {
    if (key !== token)
      throw new PathraceError('invalid-argument', 'a Search is made by grid.search(start, goal, options)');
    this.#core = core;
    this.#owner = owner;
    this.#report = core.report();
    this.#version = owner.version();
    this.#events = events;
  }

  #live() {
    if (this.#core === null)
      throw new PathraceError(
        'disposed',
        'this Search was disposed (or its Grid was); start a new one with grid.search()',
      );
    return this.#core;
  }

  #steppable() {
    const core = this.#live();
    if (this.#owner.version() !== this.#version)
      throw new PathraceError(
        'grid-changed',
        'the grid was edited after this search started, so it cannot go on; start a new search',
      );
    return core;
  }

  #advance(count) {
    const done = this.#steppable().step(count);
    if (done < 0)
      throw new PathraceError(
        'out-of-memory',
        "not enough memory to keep this search's events; call events() more often, or search with events: false",
      );
    readStatus(this.#report, this.#owner.width, this.#owner.height, this.#owner.profiled);
    return done;
  }

  step(count = 1) {
    if (typeof count !== 'number' || !(count >= 0) || !(Number.isInteger(count) || count === Infinity))
      throw new PathraceError(
        'invalid-argument',
        `step() takes a whole number of expansions (0 or more, or Infinity), got ${describe(count)}`,
      );
    return this.#advance(count);
  }

  run() {
    this.#advance(Infinity);
    return this.result();
  }

  result() {
    this.#live();
    return readResult(this.#report, this.#owner.width, this.#owner.height, this.#owner.profiled);
  }

  get status() {
    this.#live();
    return readStatus(this.#report, this.#owner.width, this.#owner.height, this.#owner.profiled);
  }

  get done() {
    return this.status !== 'in-progress';
  }
  get expanded() {
    this.#live();
    return readF64(this.#report, boundary().report.expanded);
  }
  get openSize() {
    this.#live();
    return readF64(this.#report, boundary().report.openSize);
  }
  get scanned() {
    this.#live();
    return readF64(this.#report, boundary().report.scanned);
  }
  get disposed() {
    return this.#core === null;
  }

  get current() {
    this.#live();
    const cell = readF64(this.#report, boundary().report.current);
    return cell < 0 ? null : pointOf(cell, this.#owner.width);
  }

  cellStates(target) {
    const core = this.#live();
    const n = this.#owner.width * this.#owner.height;
    if (target !== undefined && !(target instanceof Uint8Array && target.length >= n))
      throw new PathraceError(
        'invalid-argument',
        `cellStates() fills a Uint8Array of at least ${n} bytes (width × height), got ${describe(target)}`,
      );
    const address = core.cellStates();
    if (address === 0) throw new PathraceError('out-of-memory', `not enough memory for the ${n} cell states`);
    return copyBytes(address, n, target);
  }

  cellInfo(cell) {
    const core = this.#live();
    const { width, height } = this.#owner;
    const address = core.cellInfo(checkPoint(cell, 'cell', width, height));
    const { cellInfo: infoSlot, cellState } = boundary();
    const state = cellState[readF64(address, infoSlot.state)];
    if (state === 'unseen' || state === 'scanned')
      return { state, g: Infinity, h: Infinity, f: Infinity, parent: null };
    const parent = readF64(address, infoSlot.parent);
    return {
      state,
      g: readF64(address, infoSlot.g),
      h: readF64(address, infoSlot.h),
      f: readF64(address, infoSlot.f),
      parent: parent < 0 ? null : pointOf(parent, width),
    };
  }

  openList(k = 12) {
    const core = this.#live();
    const slot = boundary().openEntry;
    const { maxOpenList } = limits;
    if (!Number.isInteger(k) || k < 1 || k > maxOpenList)
      throw new PathraceError(
        'invalid-argument',
        `openList() takes a whole number of entries from 1 to ${maxOpenList}, got ${describe(k)}`,
      );
    const count = core.openList(k);
    const size = Object.keys(slot).length;
    const reals = copyF64(core.openEntries(), count * size);
    const width = this.#owner.width;
    const entries = new Array(count);
    for (let i = 0, j = 0; i < count; ++i, j += size) {
      const cell = reals[j + slot.cell];
      entries[i] = {
        x: cell % width,
        y: (cell - (cell % width)) / width,
        f: reals[j + slot.f],
        g: reals[j + slot.g],
        h: reals[j + slot.h],
        tie: reals[j + slot.tie],
        fresh: reals[j + slot.fresh] !== 0,
      };
    }
    return entries;
  }

  get lastExpansion() {
    this.#live();
    const { report } = boundary();
    return {
      opened: readF64(this.#report, report.lastOpened),
      improved: readF64(this.#report, report.lastImproved),
    };
  }

  events() {
    const core = this.#live();
    if (!this.#events)
      throw new PathraceError(
        'invalid-option',
        'this search was started with events: false, so it keeps no events',
      );
    const count = core.eventCount();
    const ints = copyInt32(core.eventInts(), count * 3);
    const reals = copyF64(core.eventReals(), count * 3);
    core.clearEvents();
    const width = this.#owner.width;
    const { eventKind } = boundary();
    const events = new Array(count);
    for (let i = 0, j = 0; i < count; ++i, j += 3) {
      const cell = ints[j + 1],
        parent = ints[j + 2];
      events[i] = {
        kind: eventKind[ints[j]],
        x: cell % width,
        y: (cell - (cell % width)) / width,
        parent: parent < 0 ? null : pointOf(parent, width),
        g: reals[j],
        h: reals[j + 1],
        f: reals[j + 2],
      };
    }
    return events;
  }

  dispose() {
    if (this.#core === null) return;
    this.#core.delete();
    this.#core = null;
    this.#owner.forget(this);
  }
}

addSteppedSearch(new URL('./wasm/pathrace-search.wasm', import.meta.url).href, startSearch);
