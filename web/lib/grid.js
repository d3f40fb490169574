// Grid: a handle on a wasm grid, with findPath() and search() over it. Its
// methods check their arguments here, then do their work in
// grid-unchecked.js, which a pool's workers share.
import { atQuery, checkQueries } from './batch.js';
import { boundary } from './boundary.js';
import { copyCells, loaded, steppedSearch } from './core.js';
import { PathraceError, describe } from './errors.js';
import {
  connectedCells,
  costsOf,
  findPathRecord,
  flowFieldOf,
  loadGrid,
  newGrid,
  prepareJumps,
  writeTarget,
} from './grid-unchecked.js';
import { checkMapText, checkSize, checkTerrain, costBytes, rowsText } from './grid-input.js';
import { checkGoals, checkPoint, checkPrepare, parseOptions } from './options.js';
import { resultOf } from './result.js';

// Lets the factories hand a loaded grid to the constructor, which users
// call with a width and a height.
const adopt = Symbol('adopt');

export class Grid {
  #grid; // { core, width, height, report } (grid-unchecked.js); its core null once disposed
  #version = 0; // bumped by every edit: a search started before one may not step on
  #searches = new Set();

  constructor(width, height) {
    if (width === adopt) {
      this.#grid = height;
    } else {
      loaded();
      checkSize(width, height);
      this.#grid = newGrid(width, height);
    }
  }

  static fromRows(rows) {
    loaded();
    return new Grid(adopt, loadGrid('rows', rowsText(rows)));
  }

  static fromMovingAI(text) {
    loaded();
    return new Grid(adopt, loadGrid('movingai', checkMapText(text)));
  }

  static fromArray(width, height, costs) {
    loaded();
    return new Grid(adopt, loadGrid('array', costBytes(width, height, costs)));
  }

  get width() {
    return this.#grid.width;
  }
  get height() {
    return this.#grid.height;
  }
  get disposed() {
    return this.#grid.core === null;
  }

  // The grid, or the error of using it after dispose().
  #live() {
    if (this.#grid.core === null)
      throw new PathraceError('disposed', 'this Grid was disposed; create a new one');
    return this.#grid;
  }

  getTerrain(cell) {
    const { core, width, height } = this.#live();
    return core.cost(checkPoint(cell, 'cell', width, height));
  }

  setTerrain(cell, cost) {
    const { core, width, height } = this.#live();
    const id = checkPoint(cell, 'cell', width, height);
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
    const grid = this.#live();
    const { jumps, diagonal } = checkPrepare(options, grid.width, grid.height);
    prepareJumps(grid, jumps, parseOptions({ diagonal }, 'search').rules);
  }

  get prepared() {
    const { core } = this.#live();
    const diagonal = core.preparedDiagonal();
    if (diagonal < 0) return null;
    return { jumps: true, diagonal: boundary().rules.diagonal.names[diagonal], bytes: core.preparedBytes() };
  }

  costs(target) {
    const grid = this.#live();
    const n = grid.width * grid.height;
    if (target !== undefined && !(target instanceof Uint8Array && target.length >= n))
      throw new PathraceError(
        'invalid-argument',
        `costs() fills a Uint8Array of at least ${n} bytes, got ${describe(target)}`,
      );
    return costsOf(grid, target);
  }

  findPath(start, goal, options) {
    const grid = this.#live();
    const { width, height } = grid;
    const from = checkPoint(start, 'start', width, height);
    const to = checkGoals(goal, 'goal', width, height);
    return resultOf(width, findPathRecord(grid, from, to, parseOptions(options, 'findPath'), copyCells));
  }

  // Every query checked before any is answered, so that a mistake throws
  // with nothing answered; what only the search can refuse (jump point
  // search on terrain) throws naming its query too.
  findPaths(queries, options) {
    const grid = this.#live();
    const checked = checkQueries(queries, options, grid.width, grid.height);
    const results = new Array(checked.length);
    for (let i = 0; i < checked.length; ++i) {
      const { from, to, parsed } = checked[i];
      try {
        results[i] = resultOf(grid.width, findPathRecord(grid, from, to, parsed, copyCells));
      } catch (error) {
        throw atQuery(error, i);
      }
    }
    return results;
  }

  connected(a, b, options) {
    const grid = this.#live();
    const { width, height } = grid;
    const from = checkPoint(a, 'a', width, height);
    const to = checkPoint(b, 'b', width, height);
    return connectedCells(grid, from, to, parseOptions(options, 'connected'));
  }

  flowField(goal, options) {
    const grid = this.#live();
    const to = checkGoals(goal, 'goal', grid.width, grid.height);
    return flowFieldOf(grid, to, parseOptions(options, 'flowField'));
  }

  search(start, goal, options) {
    const { core, width, height } = this.#live();
    const startSearch = steppedSearch();
    const from = checkPoint(start, 'start', width, height);
    const to = checkGoals(goal, 'goal', width, height);
    const parsed = parseOptions(options, 'search');
    const goalCount = parsed.plain && typeof to === 'number' ? 0 : writeTarget(core, to, parsed.terrain);
    const search = startSearch(
      core,
      { width, height, version: () => this.#version, forget: (s) => this.#searches.delete(s) },
      from,
      to,
      parsed,
      goalCount,
    );
    this.#searches.add(search);
    return search;
  }

  dispose() {
    const grid = this.#grid;
    if (grid.core === null) return;
    for (const search of this.#searches) search.dispose();
    grid.core.delete();
    grid.core = null;
  }
}
