// Grid: a handle on a wasm grid, with findPath() and search() over it.
import { atQuery, checkQueries } from './batch.js';
import { boundary } from './boundary.js';
import { copyBytes, copyF64, copyInt32, loaded, steppedSearch, writeBytes, writeInt32 } from './core.js';
import { PathraceError, describe } from './errors.js';
import { checkGoals, checkPoint, checkPrepare, checkSize, checkTerrain, parseOptions } from './options.js';
import { readRecord, readStatus } from './report.js';
import { resultOf } from './result.js';

// Lets the factories hand a loaded GridCore to the constructor, which users
// call with a width and a height.
const adopt = Symbol('adopt');

const encoder = new TextEncoder();

function outOfMemory(what) {
  return new PathraceError(
    'out-of-memory',
    `not enough memory for ${what}; dispose of grids you no longer need, or use a smaller grid`,
  );
}

// Copies `bytes` into a new GridCore and runs `read` (one of its loaders)
// over them; the GridCore is freed on failure.
function load(what, bytes, read, size = 'this map') {
  const core = new (loaded().GridCore)();
  try {
    const address = core.reserveInput(bytes.length);
    if (address === 0) throw outOfMemory(size);
    writeBytes(address, bytes);
    const status = boundary().loadStatus[read(core)];
    if (status === 'out-of-memory') throw outOfMemory(size);
    if (status !== 'ok')
      throw new PathraceError('invalid-map', `${what}: ${core.errorMessage()}`, {
        reason: status,
        line: core.errorLine(),
        column: core.errorColumn(),
        detail: core.errorDetail(),
      });
    return new Grid(adopt, core);
  } catch (error) {
    core.delete();
    throw error;
  }
}

function costBytes(width, height, costs) {
  if (!Array.isArray(costs) && !(ArrayBuffer.isView(costs) && !(costs instanceof DataView)))
    throw new PathraceError(
      'invalid-argument',
      `Grid.fromArray() costs must be an array or typed array of terrain costs, got ${describe(costs)}`,
    );
  if (costs.length !== width * height)
    throw new PathraceError(
      'invalid-argument',
      `Grid.fromArray() got ${costs.length} costs but a ${width}×${height} grid needs ${width * height} (row by row)`,
    );
  if (costs instanceof Uint8Array || costs instanceof Uint8ClampedArray) return costs;
  const bytes = new Uint8Array(costs.length);
  for (let i = 0; i < costs.length; ++i) {
    checkTerrain(costs[i], `costs[${i}]`);
    bytes[i] = costs[i];
  }
  return bytes;
}

export class Grid {
  #core;
  #width;
  #height;
  #report;
  #version = 0; // bumped by every edit: a search started before one may not step on
  #searches = new Set();

  constructor(width, height) {
    let core;
    if (width === adopt) {
      core = height;
    } else {
      const module = loaded();
      checkSize(width, height);
      core = new module.GridCore();
      if (core.create(width, height) !== 0) {
        core.delete();
        throw outOfMemory(`a ${width}×${height} grid`);
      }
    }
    this.#core = core;
    this.#width = core.width();
    this.#height = core.height();
    this.#report = core.report();
  }

  static fromRows(rows) {
    loaded();
    let text = rows;
    if (Array.isArray(rows)) {
      rows.forEach((row, i) => {
        if (typeof row !== 'string' || /[\r\n]/.test(row))
          throw new PathraceError(
            'invalid-argument',
            `Grid.fromRows() rows[${i}] must be a string holding one row, got ${describe(row)}`,
          );
      });
      text = rows.join('\n');
    } else if (typeof rows !== 'string') {
      throw new PathraceError(
        'invalid-argument',
        `Grid.fromRows() takes an array of strings or one string of lines, got ${describe(rows)}`,
      );
    }
    return load('Grid.fromRows()', encoder.encode(text), (core) => core.loadRows());
  }

  static fromMovingAI(text) {
    loaded();
    if (typeof text !== 'string')
      throw new PathraceError(
        'invalid-argument',
        `Grid.fromMovingAI() takes the text of a .map file, got ${describe(text)}`,
      );
    return load('Grid.fromMovingAI()', encoder.encode(text), (core) => core.loadMovingAI());
  }

  static fromArray(width, height, costs) {
    loaded();
    checkSize(width, height);
    const bytes = costBytes(width, height, costs);
    return load(
      'Grid.fromArray()',
      bytes,
      (core) => core.loadCosts(width, height),
      `a ${width}×${height} grid`,
    );
  }

  get width() {
    return this.#width;
  }
  get height() {
    return this.#height;
  }
  get disposed() {
    return this.#core === null;
  }

  #live() {
    if (this.#core === null) throw new PathraceError('disposed', 'this Grid was disposed; create a new one');
    return this.#core;
  }

  getTerrain(cell) {
    const core = this.#live();
    return core.cost(checkPoint(cell, 'cell', this.#width, this.#height));
  }

  setTerrain(cell, cost) {
    const core = this.#live();
    const id = checkPoint(cell, 'cell', this.#width, this.#height);
    checkTerrain(cost);
    core.setCost(id, cost);
    ++this.#version;
  }

  isWall(cell) {
    return this.getTerrain(cell) === 0;
  }

  setWall(cell, wall = true) {
    if (typeof wall !== 'boolean')
      throw new PathraceError('invalid-argument', `setWall() takes true or false, got ${describe(wall)}`);
    this.setTerrain(cell, wall ? 0 : 1);
  }

  prepare(options) {
    const core = this.#live();
    const { jumps, diagonal } = checkPrepare(options, this.#width, this.#height);
    if (!jumps) {
      core.dropJumps();
      return;
    }
    const status = boundary().prepareStatus[core.prepareJumps(parseOptions({ diagonal }, 'search').rules)];
    // 'too-large' was refused by checkPrepare, which knows the same limit.
    if (status !== 'ok') throw outOfMemory(`the jump table of a ${this.#width}×${this.#height} grid`);
  }

  get prepared() {
    const core = this.#live();
    const diagonal = core.preparedDiagonal();
    if (diagonal < 0) return null;
    return { jumps: true, diagonal: boundary().rules.diagonal.names[diagonal], bytes: core.preparedBytes() };
  }

  costs(target) {
    const core = this.#live();
    const n = this.#width * this.#height;
    if (target !== undefined && !(target instanceof Uint8Array && target.length >= n))
      throw new PathraceError(
        'invalid-argument',
        `costs() fills a Uint8Array of at least ${n} bytes, got ${describe(target)}`,
      );
    const address = core.costs();
    if (address === 0) throw outOfMemory(`a copy of the ${this.#width}×${this.#height} costs`);
    return copyBytes(address, n, target);
  }

  findPath(start, goal, options) {
    const core = this.#live();
    const w = this.#width,
      h = this.#height;
    const from = checkPoint(start, 'start', w, h);
    const to = checkGoals(goal, 'goal', w, h);
    const parsed = parseOptions(options, 'findPath');
    const { rules, weight, smooth, closest, maxExpansions } = parsed;
    if (parsed.plain && typeof to === 'number')
      core.findPath(from, to, rules, weight, closest, maxExpansions);
    else
      core.findPathUnit(
        from,
        this.#target(to, parsed),
        rules,
        weight,
        closest,
        maxExpansions,
        parsed.size,
        parsed.within,
        parsed.lineOfSight,
        parsed.terrain !== null,
      );
    const record = readRecord(this.#report, w, h, parsed.terrain !== null);
    return smooth ? this.#smooth(record, rules, weight) : resultOf(w, record);
  }

  // Every query checked before any is answered, so that a mistake throws
  // with nothing answered; what only the search can refuse (jump point
  // search on terrain) throws naming its query too.
  findPaths(queries, options) {
    this.#live();
    const checked = checkQueries(queries, options, this.#width, this.#height);
    const results = new Array(checked.length);
    for (let i = 0; i < checked.length; ++i) {
      const { a, b, options: own } = checked[i];
      try {
        results[i] = this.findPath(a, b, own);
      } catch (error) {
        throw atQuery(error, i);
      }
    }
    return results;
  }

  // Writes the goals (a cell id or an array of them) and the profile where
  // the engine's unit queries read them; returns the number of goals.
  #target(goals, { terrain }) {
    const core = this.#core;
    const count = typeof goals === 'number' ? 1 : goals.length;
    const address = core.reserveGoals(count);
    if (address === 0) throw outOfMemory(`${count} goals`);
    writeInt32(address, typeof goals === 'number' ? [goals] : goals);
    if (terrain !== null) writeBytes(core.profile(), terrain);
    return count;
  }

  // The result of the path just found (its record) with the engine's
  // string-pulled waypoints.
  #smooth(record, rules, weight) {
    const core = this.#core;
    const count = core.smoothPath(rules, weight);
    if (count < 0) throw outOfMemory(`the waypoints of a ${record.cells.length}-cell path`);
    record.waypointCells = copyInt32(core.waypoints(), count);
    record.waypointLength = record.reached ? core.waypointLength() : Infinity;
    return resultOf(this.#width, record);
  }

  connected(a, b, options) {
    const core = this.#live();
    const w = this.#width,
      h = this.#height;
    const from = checkPoint(a, 'a', w, h);
    const to = checkPoint(b, 'b', w, h);
    const { rules, weight, size } = parseOptions(options, 'connected');
    if (size === 1) core.connected(from, to, rules, weight);
    else core.connectedUnit(from, to, rules, weight, size);
    return readStatus(this.#report, w, h) === 'found';
  }

  flowField(goal, options) {
    const core = this.#live();
    const w = this.#width,
      h = this.#height;
    const to = checkGoals(goal, 'goal', w, h);
    const parsed = parseOptions(options, 'flowField');
    const { rules, weight } = parsed;
    if (parsed.plain && typeof to === 'number') core.flowField(to, rules, weight);
    else core.flowFieldUnit(this.#target(to, parsed), rules, weight, parsed.size, parsed.terrain !== null);
    readStatus(this.#report, w, h);
    const n = w * h;
    return { distance: copyF64(core.flowDistance(), n), next: copyInt32(core.flowNext(), n) };
  }

  search(start, goal, options) {
    const core = this.#live();
    const startSearch = steppedSearch();
    const w = this.#width,
      h = this.#height;
    const from = checkPoint(start, 'start', w, h);
    const to = checkGoals(goal, 'goal', w, h);
    const parsed = parseOptions(options, 'search');
    const goalCount = parsed.plain && typeof to === 'number' ? 0 : this.#target(to, parsed);
    const search = startSearch(
      core,
      { width: w, height: h, version: () => this.#version, forget: (s) => this.#searches.delete(s) },
      from,
      to,
      parsed,
      goalCount,
    );
    this.#searches.add(search);
    return search;
  }

  dispose() {
    if (this.#core === null) return;
    for (const search of this.#searches) search.dispose();
    this.#core.delete();
    this.#core = null;
  }
}
