// Type declarations for pathrace, written by hand to match web/lib/*.js
// (checked by `tsc --noEmit` on tests/js/types-example.ts; `npm run docs`
// makes the API reference from these comments).

/**
 * Grid pathfinding in WebAssembly: A*, jump point search, weighted A*,
 * greedy best-first, Dijkstra and BFS over grids of walls and terrain costs.
 *
 * ```js
 * import { init, Grid } from 'pathrace';
 *
 * await init();
 * const grid = Grid.fromRows(['....#', '.##.#', '.....']);
 * const r = grid.findPath({ x: 0, y: 0 }, { x: 4, y: 2 });
 * grid.dispose();
 * ```
 *
 * Memory rules. Two kinds of object come out of this package:
 * - Handles ({@link Grid}, {@link Search}) own WebAssembly memory, which
 *   JavaScript's garbage collector cannot see. Whoever creates one calls
 *   `dispose()` when done; disposing twice is harmless, using a disposed
 *   handle throws a {@link PathraceError} with code 'disposed'. Disposing a
 *   Grid also disposes every Search started on it.
 * - Everything else (results, points, events, typed arrays) is a plain
 *   JavaScript value: a copy, never a view into WebAssembly memory, so it
 *   stays valid after any later call and after `dispose()`.
 *
 * @module pathrace
 */

import type { Search } from './search.js';
/** The stepped search: its entry is pathrace/search, which also exports it as a value. */
export type { Search } from './search.js';

/** A cell position: x is the column (0 at the left), y the row (0 at the top). */
export interface Point {
  /** The column: a whole number from 0 to width - 1. */
  x: number;
  /** The row: a whole number from 0 to height - 1. */
  y: number;
}

/**
 * Loads the WebAssembly module. Call it once and await it before anything
 * else; later calls return the same promise (their options are checked,
 * then ignored). Works in browsers, bundlers such as Vite, Web Workers and Node >= 18. A
 * failed load rejects with code 'init-failed' and may be retried.
 */
export function init(options?: InitOptions): Promise<void>;

/** The options of {@link init}. */
export interface InitOptions {
  /**
   * Where the `.wasm` comes from, when not from beside the package's glue
   * (the default; under Node it is read from disk): a URL (a string or a
   * `URL` object), or the module's bytes.
   */
  wasm?: string | { readonly href: string } | ArrayBuffer | ArrayBufferView;
}

/** A search algorithm (see {@link PathOptions.algorithm}). */
export type Algorithm = 'astar' | 'greedy' | 'dijkstra' | 'bfs' | 'jps';
/** Whether and how a path may step diagonally (see {@link PathOptions.diagonal}). */
export type Diagonal = 'never' | 'no-corner-cutting' | 'at-most-one-blocked' | 'always';
/** The estimate of the cost left to the goal (see {@link PathOptions.heuristic}). */
export type HeuristicName = 'manhattan' | 'octile' | 'euclidean' | 'chebyshev' | 'zero';
/** What a straight and a diagonal step cost (see {@link PathOptions.costs}). */
export type StepCosts = 'exact' | 'classic';
/** Which of the open cells of equal priority comes first (see {@link PathOptions.tieBreak}). */
export type TieBreak = 'larger-g' | 'fifo' | 'lifo';

/**
 * The words of pathrace for code that shows or stores them (menus, labels,
 * links): every algorithm and rule with its label, and the limits. Each list
 * is in the engine's order; `code` is an entry's stable number (shared links
 * store it) and its place in a menu, the default first.
 */
export declare namespace vocabulary {
  /** One word of a list: a name the options take, with how people read it. */
  interface Entry<Name extends string = string> {
    /** The name the options take ('no-corner-cutting'). */
    readonly name: Name;
    /** Its short label for menus and captions ('8 ways, no corner cutting'). */
    readonly label: string;
    /** Its stable number: shared links store it, menus list by it (the default first). */
    readonly code: number;
    /** The options that change what it does besides the step rules (algorithms only). */
    readonly uses: readonly ('heuristic' | 'weight')[];
  }
  /** An algorithm's entry: an {@link Entry} with its full name. */
  interface AlgorithmEntry extends Entry<Algorithm> {
    /** Its full name ("greedy best-first"). */
    readonly title: string;
  }
  /** The search algorithms ({@link PathOptions.algorithm}). */
  const algorithms: readonly AlgorithmEntry[];
  /** The diagonal rules ({@link PathOptions.diagonal}): 'never' (4-connected) first, then the corner rules. */
  const diagonals: readonly Entry<Diagonal>[];
  /** The heuristics ({@link PathOptions.heuristic}). */
  const heuristics: readonly Entry<HeuristicName>[];
  /** The step costs ({@link PathOptions.costs}). */
  const stepCosts: readonly Entry<StepCosts>[];
  /** The tie-breaks ({@link PathOptions.tieBreak}). */
  const tieBreaks: readonly Entry<TieBreak>[];
  /** Names by camel-case key: `vocabulary.Algorithm.astar === 'astar'`. */
  const Algorithm: Readonly<Record<string, Algorithm>>;
  /** Names by camel-case key: `vocabulary.Diagonal.noCornerCutting === 'no-corner-cutting'`. */
  const Diagonal: Readonly<Record<string, Diagonal>>;
  /** Names by camel-case key: `vocabulary.Heuristic.octile === 'octile'`. */
  const Heuristic: Readonly<Record<string, HeuristicName>>;
  /** Names by camel-case key: `vocabulary.StepCost.classic === 'classic'`. */
  const StepCost: Readonly<Record<string, StepCosts>>;
  /** Names by camel-case key: `vocabulary.TieBreak.largerG === 'larger-g'`. */
  const TieBreak: Readonly<Record<string, TieBreak>>;
  /** What an option is when it is not given (the heuristic: `defaultHeuristic(diagonal)`). */
  const defaults: {
    /** 'astar'. */
    readonly algorithm: Algorithm;
    /** 'no-corner-cutting', Moving AI's rule. */
    readonly diagonal: Diagonal;
    /** 'exact': 1 and √2. */
    readonly costs: StepCosts;
    /** 'larger-g'. */
    readonly tieBreak: TieBreak;
    /** 1: plain A*. */
    readonly weight: number;
  };
  /** The heuristic when none is given: 'manhattan' for 'never' (exact on 4 connections), else 'octile'. */
  function defaultHeuristic(diagonal: Diagonal): HeuristicName;
  /**
   * What the engine takes at most, known before `init()` (the wasm build
   * writes them from the engine it linked).
   */
  const limits: {
    /** A grid's largest width and height, in cells (8192). */
    readonly maxSide: number;
    /** The largest `weight` (10000). */
    readonly maxWeight: number;
    /** The largest terrain cost (255). */
    readonly maxTerrain: number;
    /** The most entries `Search.openList()` returns (64). */
    readonly maxOpenList: number;
    /** The largest unit `size` (8). */
    readonly maxUnitSize: number;
    /** The most goals one query takes (4096). */
    readonly maxGoals: number;
    /** The largest `within` range, in cells (100000). */
    readonly maxWithin: number;
    /** The most cells, the one-cell border included, `Grid.prepare({ jumps: true })` takes (16777216). */
    readonly maxPreparedCells: number;
    /** Bytes a cell of the prepared jump table takes (16). */
    readonly preparedBytesPerCell: number;
  };
  /** The names of a list's entries, in its order. */
  function names<N extends string>(list: readonly Entry<N>[]): N[];
  /** A list's entries in their `code` order: a menu's, the default first. */
  function byCode<E extends Entry>(list: readonly E[]): E[];
  /** The entry of `list` called `name`, or undefined. */
  function entry<E extends Entry>(list: readonly E[], name: string): E | undefined;
}

/** The rules of one query. Every field is optional. */
export interface PathOptions {
  /**
   * 'astar' (default; with `weight` != 1 it is weighted A*), 'greedy' (best
   * first by h alone: fast, paths not shortest), 'dijkstra' (by g alone),
   * 'bfs' (first in, first out: fewest steps, whatever they cost), 'jps'
   * (jump point search: A*'s optimal cost, many times faster on open maps,
   * by jumping along rows and columns and expanding only the cells where a
   * path may turn; `expanded` counts those jump points and `scanned` the
   * cells jumped over). 'jps' is for uniform-cost grids, static or rarely
   * edited (edits are fine between queries): on a grid where any open cell
   * has terrain other than 1, or with `weight` other than 1, it throws a
   * PathraceError 'invalid-option' naming the cell or the weight; use 'astar'
   * there. `path` is still every cell, jump points and the cells between.
   */
  algorithm?: Algorithm;
  /**
   * Diagonal moves: 'never' (4-connected), 'no-corner-cutting' (default,
   * Moving AI's rule: both side cells free), 'at-most-one-blocked', 'always'.
   */
  diagonal?: Diagonal;
  /**
   * Default 'octile', or 'manhattan' when `diagonal` is 'never'. Unused by
   * dijkstra and bfs. For 'jps' it orders the jump points as it orders A*'s
   * cells: any admissible heuristic (never 'manhattan' with diagonals) keeps
   * the cost optimal; the defaults are the fastest.
   */
  heuristic?: HeuristicName;
  /** A*'s priority is g + weight·h. Default 1; from 0 to 10000. Used by 'astar' only ('jps' refuses any other than 1). */
  weight?: number;
  /** 'exact' (default): steps cost 1 and √2. 'classic': 10 and 14, as the tutorials draw them. Both are multiplied by the terrain cost of the cell entered. */
  costs?: StepCosts;
  /** Order among equal priorities: 'larger-g' (default), 'fifo', 'lifo'. For 'jps', among jump points: it may pick another path of the same cost, never a costlier one. */
  tieBreak?: TieBreak;
}

/**
 * What a query's costs are for another kind of unit: a terrain class
 * (the number a cell holds, 1 to 255) → what a cell of that class costs
 * this query, a whole number from 1 to 255, or 'wall' (or 0) to make it
 * impassable. Either an object naming only the classes it changes (`{ 3: 1,
 * 9: 'wall' }`: the others cost what they hold), or 256 costs, one per
 * class (index 0, the walls, must stay 0 or 'wall'). The grid is not edited.
 */
export type TerrainProfile =
  { readonly [terrainClass: number]: number | 'wall' } | readonly (number | 'wall')[] | Uint8Array;

/** The options that say who moves: its size and how it prices terrain. */
export interface UnitOptions {
  /**
   * The unit's side in cells, a whole number from 1 (default) to 8. A unit
   * of size k stands on the k × k block whose top-left cell is its position
   * (the points of the query and of `path` are that cell); a position is
   * open when the whole block lies in the grid and holds no wall, and a
   * step onto it costs the step cost times the costliest cell of the block.
   * A diagonal step also needs the diagonal rule to hold for the blocks at
   * its sides ('no-corner-cutting': no wall in the (k+1) × (k+1) square it
   * sweeps). Any other value throws 'invalid-option'.
   */
  size?: number;
  /**
   * A terrain profile for this query only: classes cheaper, dearer or
   * walls (see {@link TerrainProfile}). 'jps' takes it only when every open
   * cell then costs 1; `smooth` does not take it.
   */
  terrain?: TerrainProfile;
}

/** The options of a range: stop near the goal rather than on it. */
export interface RangeOptions {
  /**
   * End at the cheapest cell whose distance to a goal by the query's
   * heuristic is at most this many cells (cardinal steps): "walk into
   * range". From 0 (default: the goal itself) to 100000. A goal may then be a
   * wall. Not with 'jps'.
   */
  within?: number;
  /** With `within`: the cell must also see the goal (the line of sight of `smooth`, on the grid's walls). Default false. */
  lineOfSight?: boolean;
}

/** The options of `connected()`: the rules, and the unit's `size`. */
export interface ConnectedOptions extends PathOptions, Pick<UnitOptions, 'size'> {}

/** The options of `flowField()`: the rules, and the unit (its `size` and `terrain`). */
export interface FlowFieldOptions extends PathOptions, UnitOptions {}

/** The options of `findPath()`: the rules, the unit, a range, and whether to add waypoints. */
export interface FindPathOptions extends PathOptions, UnitOptions, RangeOptions {
  /**
   * Also return `waypoints` and `waypointLength` (see `SmoothPathResult`).
   * Default false. Only for units of size 1 without a terrain profile (its
   * line of sight is one cell wide and reads the grid's own prices).
   */
  smooth?: boolean;
  /**
   * When the goal cannot be reached (walled off, a wall itself, or the
   * `maxExpansions` budget spent): return the path to `reached`, the cell
   * the search expanded nearest the goal by the heuristic (ties: the smaller
   * g), instead of no path. `found` stays false and `status` says why
   * ('no-path', 'goal-blocked', 'limit'). Not with 'jps', which expands jump
   * points only (an 'invalid-option' error). Default false.
   */
  closest?: boolean;
  /**
   * Stop after expanding this many cells (a whole number, at least 1)
   * without taking the goal: `status` 'limit', and with `closest` the path
   * to the best cell so far. For per-frame budgets. Default: no limit.
   */
  maxExpansions?: number;
}

/**
 * One query of `findPaths()`: where from, where to (a goal or several), and
 * `findPath()`'s options for it, which override the batch's.
 */
export interface PathQuery extends FindPathOptions {
  /** The start cell. */
  from: Point;
  /** The goal, or several goals (the cheapest to reach wins, as in `findPath()`). */
  to: Goals;
}

/** The options of `search()`: the rules, the unit, a range, and whether to record events. */
export interface SearchOptions extends PathOptions, UnitOptions, RangeOptions {
  /**
   * Record every step's events for `events()`. Default true. The record
   * grows until `events()` takes it, so turn this off for a big map whose
   * search only paints `cellStates()`.
   */
  events?: boolean;
}

/**
 * How a query ended. 'start-blocked' and 'goal-blocked' (a wall at either
 * end), 'no-path' and 'limit' (`maxExpansions` spent) are normal answers
 * with `found: false`, not errors. Without `closest`, start and goal that no
 * path joins answer 'no-path' at once from the grid's connected components
 * (`expanded` 0; on grids over 2048² cells only once `connected()` has
 * labelled them).
 */
export type PathStatus = 'found' | 'no-path' | 'start-blocked' | 'goal-blocked' | 'limit' | 'in-progress';

/**
 * A value: the outcome of a query. `cells` is the path's fast form, read
 * once from wasm memory; `path` is made from it on first read and kept (an
 * own, enumerable property: JSON.stringify, structuredClone and spreading
 * include it).
 */
export interface PathResult {
  /** Whether the path reaches the goal. */
  found: boolean;
  /** How the query ended: 'found', or why not. */
  status: PathStatus;
  /**
   * Start … goal, both included (with `closest`: start … reached); empty
   * when there is no path. Made from `cells` on first read: a point per
   * cell, so a loop that can take cell ids reads `cells` instead.
   */
  path: Point[];
  /**
   * The same path as cell ids y·width + x: the fast form (x = id % width,
   * y = ⌊id / width⌋). Under 1024 cells, a view on a 16 KB buffer shared
   * with later paths (as Node's small Buffers share a pool): transfer
   * `cells.slice()`, not `cells.buffer`.
   */
  cells: Int32Array;
  /** The path's cost in the rules' step costs (Infinity when there is no path). */
  cost: number;
  /** Where the path ends: the goal when found, the nearest cell with `closest`, else null. */
  reached: Point | null;
  /** Steps along an axis in the path. */
  cardinal: number;
  /** Diagonal steps in the path. */
  diagonal: number;
  /** Cells taken off the open list (the goal included); for 'jps', jump points. */
  expanded: number;
  /** Cells put on the open list for the first time. */
  generated: number;
  /** Closed cells put back on the open list after a cheaper g was found. */
  reopened: number;
  /** The largest size the open list reached. */
  peakOpen: number;
  /** Cells jump point search passed over while jumping (0 for the other algorithms). */
  scanned: number;
  /**
   * Which goal the path reaches: its index in the goals given (0 for a
   * single goal); with `within`, the goal in range of `reached`; with
   * `closest` and no goal reached, the goal nearest `reached`. -1 without a
   * path.
   */
  goalIndex: number;
}

/**
 * A value: a result of `findPath(…, { smooth: true })`. The waypoints are
 * string pulled over `path`: its start, some of its turning points and its
 * goal, where an agent can walk a straight line (centre to centre) from each
 * to the next. Such a segment has line of sight under the query's corner
 * rule: every cell it passes through is open, and where it passes exactly
 * through a grid corner the two cells it only touches there obey the rule as
 * a diagonal step's side cells would ('no-corner-cutting': both open, so a
 * segment touches no wall, not even at a corner). A 4-connected query
 * ('never') uses that same rule: its segments may run at any angle but touch
 * no wall; an agent that may only move along the axes follows `path`
 * instead. A segment passes only through cells whose terrain is no costlier
 * than the costliest cell of the stretch of `path` it replaces.
 */
export interface SmoothPathResult extends PathResult {
  /** Start, turning points, goal: a subset of `path`, in its order; empty when not found. Made from `waypointCells` on first read. */
  waypoints: Point[];
  /** The same waypoints as cell ids y·width + x: the fast form. */
  waypointCells: Int32Array;
  /**
   * The waypoints' Euclidean length in cells (Infinity when not found).
   * Never more than the path's length in cells, so with 'exact' step costs
   * on plain terrain it is at most `cost`.
   */
  waypointLength: number;
}

/**
 * A value: every cell's way to its nearest goal, made by
 * `Grid.flowField()`. Both arrays have one entry per cell, indexed by the
 * cell id y·width + x.
 */
export interface FlowField {
  /** The cost to reach the nearest goal in the step costs' units: 0 at a goal, Infinity where unreachable (walls included). */
  distance: Float64Array;
  /** The id of the next cell on a shortest path to the nearest goal; -1 at a goal and where unreachable. */
  next: Int32Array;
}

/** One goal, or several (1 to 4096): a query goes to the cheapest to reach. */
export type Goals = Point | readonly Point[];

/** The bytes `Search.cellStates()` returns, one per cell. */
export declare const CellState: {
  /** Not reached yet (or, once done, never reached). */
  readonly unseen: 0;
  /** On the open list: reached, waiting to be expanded. */
  readonly open: 1;
  /** Expanded (for 'jps': a jump point expanded). */
  readonly closed: 2;
  /** On the path found, once the search is done. */
  readonly path: 3;
  /** Passed over by a jump of a stepped jump point search, and neither open nor closed. */
  readonly scanned: 4;
};

/** A cell's state by name, as {@link CellInfo.state} gives it (the keys of {@link CellState}). */
export type CellStateName = 'unseen' | 'open' | 'closed' | 'path' | 'scanned';
/** What a {@link SearchEvent} did. */
export type EventKind = 'expand' | 'open' | 'improve' | 'reopen';

/**
 * A value: one thing a search did. 'expand' takes (x, y) off the open list;
 * 'open' puts a newly seen cell on it; 'improve' lowers an open cell's g;
 * 'reopen' puts a closed cell back with a lower g. g, h and f are in the
 * rules' step costs; f is the priority the open list orders by.
 */
export interface SearchEvent {
  /** What happened to the cell. */
  kind: EventKind;
  /** The cell's column. */
  x: number;
  /** The cell's row. */
  y: number;
  /** The cell it was reached from; null for the start. */
  parent: Point | null;
  /** The cost of the best path to the cell found so far. */
  g: number;
  /** The heuristic's estimate of the cost from the cell to the goal. */
  h: number;
  /** The priority the open list orders the cell by (g + w·h for A*, h for greedy, g for Dijkstra). */
  f: number;
}

/** A value: what a search knows about one cell (for tooltips). Unseen and scanned cells have g, h, f = Infinity. */
export interface CellInfo {
  /** Where the cell is in the search. */
  state: CellStateName;
  /** The cost of the best path to the cell found so far. */
  g: number;
  /** The heuristic's estimate of the cost from the cell to the goal. */
  h: number;
  /** The cell's priority on the open list. */
  f: number;
  /** The cell it was reached from; null for the start and for unseen cells. */
  parent: Point | null;
}

/** A value: one entry of `search.openList()`. */
export interface OpenListEntry {
  /** The cell's column. */
  x: number;
  /** The cell's row. */
  y: number;
  /** The priority the list orders by: g + w·h (A*, weighted A*, JPS), h (greedy), g (Dijkstra); BFS, ordered by arrival alone, reports g. */
  f: number;
  /** The cost of the best path to the cell found so far. */
  g: number;
  /** The heuristic's estimate of the cost from the cell to the goal. */
  h: number;
  /** The tie-break key among equal f: g under 'larger-g' (larger first), else the arrival number (smaller first under 'fifo' and BFS, larger under 'lifo'). */
  tie: number;
  /** Opened or improved by the last expansion (before the first: the start). */
  fresh: boolean;
}

/** Terrain costs for `Grid.fromArray()`. */
export type TerrainCosts =
  | readonly number[]
  | Uint8Array
  | Uint8ClampedArray
  | Int8Array
  | Uint16Array
  | Int16Array
  | Uint32Array
  | Int32Array
  | Float32Array
  | Float64Array;

/** Options of `Grid.prepare()`. */
export interface PrepareOptions {
  /** Build the jump table (true), or free it (false). */
  jumps: boolean;
  /** The moves the table serves: 'jps' queries with this `diagonal` read it. Default 'no-corner-cutting'. */
  diagonal?: Diagonal;
}

/** What `Grid.prepare()` built. */
export interface Prepared {
  /** The jump table is built. */
  readonly jumps: true;
  /** The moves it serves: 'jps' queries with this `diagonal` read it. */
  readonly diagonal: Diagonal;
  /** Bytes of the table: 16 per cell, border included. */
  readonly bytes: number;
}

/**
 * A handle: a width × height map of terrain costs (0 = wall, 1 = plain,
 * up to 255 = slow). Entering a cell costs its terrain times the step
 * cost. Owns WebAssembly memory: call `dispose()` when done.
 */
export class Grid {
  /** A grid of plain cells. Width and height: 1 to 8192. Throws 'invalid-size', 'out-of-memory'. */
  constructor(width: number, height: number);
  /**
   * From ASCII rows, top row first: `.` plain, `#` wall, `1`–`9` terrain
   * cost. An array of strings, or one string with a row per line. Throws
   * 'invalid-map' with the `line` and `column` of the mistake.
   */
  static fromRows(rows: readonly string[] | string): Grid;
  /** From the text of a Moving AI `.map` file. Throws 'invalid-map' with `line` and `column`. */
  static fromMovingAI(text: string): Grid;
  /**
   * From width × height terrain costs, row by row (0 = wall, up to 255).
   * A Uint8Array is taken as it is; other arrays are checked value by value
   * ('invalid-terrain').
   */
  static fromArray(width: number, height: number, costs: TerrainCosts): Grid;

  /** Columns, 1 to 8192. */
  readonly width: number;
  /** Rows, 1 to 8192. */
  readonly height: number;
  /** True after `dispose()`. */
  readonly disposed: boolean;

  /** The terrain cost of a cell (0 = wall). */
  getTerrain(cell: Point): number;
  /** Sets a cell's terrain cost, 0 (wall) to 255. Searches started before cannot step any further ('grid-changed'). */
  setTerrain(cell: Point, cost: number): void;
  /** Whether a cell is a wall (terrain 0). */
  isWall(cell: Point): boolean;
  /** Makes a cell a wall, or (`wall` false) plain ground of cost 1. */
  setWall(cell: Point, wall?: boolean): void;
  /**
   * A copy of every cell's terrain cost, row by row. With `target` (at least
   * width × height bytes) the copy goes there and `target` is returned.
   */
  costs(target?: Uint8Array): Uint8Array;

  /**
   * The prepared tier for static maps: `{ jumps: true }` builds a table of
   * jump distances for the walls as they are (16 bytes a cell, the one-cell
   * border included), which every `algorithm: 'jps'` query with the same
   * `diagonal` (default 'no-corner-cutting') then reads instead of
   * scanning; the answers are the same. Edits repair it where they can
   * change it. Never built unless asked; preparing again replaces it;
   * `{ jumps: false }` frees it. Units larger than 1 jump online. A grid of
   * more than 16,777,216 cells with its border (4094 × 4094) throws
   * 'out-of-memory' (`limit` says the limit), as does a table memory cannot
   * hold.
   */
  prepare(options: PrepareOptions): void;
  /** What `prepare()` built, or null. */
  readonly prepared: Prepared | null;

  /**
   * The whole query at once. The grid's search memory is reused: no
   * allocation per query once warm. With an array of goals (1 to 4096;
   * else 'invalid-option'; any off the grid: 'out-of-bounds'), the path to
   * the cheapest to reach, `goalIndex` saying which.
   */
  findPath(start: Point, goal: Goals, options: FindPathOptions & { smooth: true }): SmoothPathResult;
  findPath(start: Point, goal: Goals, options?: FindPathOptions): PathResult;
  /**
   * Many queries at once: each answered as `findPath(q.from, q.to, { ...options, ...q })`
   * would answer it, in order. Every query is checked before any is
   * answered; the first mistake throws a PathraceError with its code, the
   * query's `index`, and its reason (`findPaths() queries[3]: …`), and
   * nothing is answered. `options` are `findPath()`'s, for every query that
   * does not set its own. An empty batch answers `[]`.
   */
  findPaths(
    queries: readonly (PathQuery & { smooth?: true })[],
    options: FindPathOptions & { smooth: true },
  ): SmoothPathResult[];
  findPaths(queries: readonly PathQuery[], options?: FindPathOptions): PathResult[];
  /**
   * Whether any path leads from `a` to `b` under the options' `diagonal`
   * rule: exactly `findPath(a, b, options).found` (false when either cell is
   * a wall), without a search. Takes findPath's options; only `diagonal`
   * matters. The grid labels its connected components on first use,
   * O(cells) (a few ms for 1024×1024); later calls are O(1). Edits keep the
   * labels valid in O(1) — a wall removed always, a wall added unless the
   * cells around it are not connected around it (it may split a component:
   * then the next call labels again) — and terrain edits between passable
   * costs do not touch them. With `size` k > 1, for a unit of that size:
   * labels are kept per size asked for, and rebuilt on the first call after
   * an edit changed that size's walls.
   */
  connected(a: Point, b: Point, options?: ConnectedOptions): boolean;
  /**
   * Every cell's cost to reach `goal` and its next step there, for many
   * agents sharing one goal: one Dijkstra from the goal over the reversed
   * moves, under the options' `diagonal` rule, step `costs` and the terrain
   * (a move costs its step cost times the terrain of the cell it enters, as
   * in findPath). Takes findPath's options; the algorithm, heuristic,
   * weight and tie-break do not matter. A wall as the goal is not an error:
   * no cell reaches it. The arrays are new copies each call (12 bytes per
   * cell); the grid's working memory is allocated on the first call and
   * reused. With an array of goals, one Dijkstra from all of them: each
   * cell's distance to, and next step toward, its nearest goal. With `size`
   * and `terrain`, for that unit (cells are the positions of its block's
   * top-left cell).
   */
  flowField(goal: Goals, options?: FlowFieldOptions): FlowField;
  /**
   * A stepped search, for visualisations. Returns a new handle (dispose it,
   * or it is disposed with the grid). Takes goals, a unit and a range as
   * `findPath()` does. Needs `import 'pathrace/search'` before `init()`
   * (else 'not-initialized'): that entry makes `init()` load the module
   * with stepped searches, which a game that only finds paths does not ship.
   */
  search(start: Point, goal: Goals, options?: SearchOptions): Search;

  /** Frees the grid and every Search on it. Safe to call twice. */
  dispose(): void;
}

/**
 * The stable `code` of a PathraceError:
 * - 'not-initialized': used before `await init()` finished;
 * - 'init-failed': the WebAssembly module could not be loaded;
 * - 'invalid-argument': an argument of the wrong type or shape;
 * - 'invalid-coordinate': x or y not a whole number (NaN, 2.5, '3', …);
 * - 'out-of-bounds': a point outside the grid (negative included), a goal among several too;
 * - 'invalid-size': width or height not a whole number from 1 to 8192;
 * - 'invalid-terrain': a terrain cost not a whole number from 0 to 255;
 * - 'invalid-map': map text or rows that do not parse, or a Tiled or LDtk map (pathrace/maps)
 *   that is malformed (see `line`, `column`, `reason`, and `layer`, `tileset`, `tile`, `gid`, `level`);
 * - 'unsupported-map': a well-formed map that pathrace/maps cannot read: a hexagonal, isometric
 *   or staggered Tiled map, or zstd-compressed layer data (see `reason`);
 * - 'unknown-option': an option name that does not exist;
 * - 'invalid-option': an option value that is not allowed (a `size` not from 1 to 8, a profile
 *   cost not from 0 to 255, a `within` not from 0 to 100000, …), an empty array of goals or one
 *   of more than 4096, a query 'jps' cannot answer, or events() of a search without them;
 * - 'out-of-memory': the grid or search does not fit in memory (the module keeps working);
 * - 'disposed': a Grid, Search or RemoteGrid used after `dispose()`;
 * - 'grid-changed': a Search stepped after its grid was edited;
 * - 'terminated': a PathWorker (pathrace/worker) used, or its query left
 *   unanswered, after `terminate()`;
 * - 'worker-failed': a PathWorker's worker died while it held the query (the pool
 *   replaces it and rebuilds every grid), or a RemoteGrid the new worker could not
 *   rebuild is used; when no worker can be started again, every later call.
 */
export type PathraceErrorCode =
  | 'not-initialized'
  | 'init-failed'
  | 'invalid-argument'
  | 'invalid-coordinate'
  | 'out-of-bounds'
  | 'invalid-size'
  | 'invalid-terrain'
  | 'invalid-map'
  | 'unsupported-map'
  | 'unknown-option'
  | 'invalid-option'
  | 'out-of-memory'
  | 'disposed'
  | 'grid-changed'
  | 'terminated'
  | 'worker-failed';

/**
 * Why a map did not load (with code 'invalid-map', or 'unsupported-map' for the last two). The
 * first six are the text loaders'; the others pathrace/maps': no tile or IntGrid layer (or level),
 * a malformed layer or chunk, data that does not decode or holds a value that is no tile, data of
 * the wrong length, an encoding or compression Tiled does not write, a GID no tileset holds, a
 * cost property not from 1 to 255, a tileset or level in a file of its own that was not passed
 * in, a malformed tileset; an orientation other than orthogonal, zstd compression.
 */
export type MapErrorReason =
  | 'bad-header'
  | 'bad-size'
  | 'bad-row-length'
  | 'bad-character'
  | 'missing-rows'
  | 'extra-rows'
  | 'no-layers'
  | 'bad-layer'
  | 'bad-data'
  | 'bad-data-length'
  | 'unknown-encoding'
  | 'unknown-compression'
  | 'unknown-gid'
  | 'bad-cost'
  | 'missing-tileset'
  | 'missing-level'
  | 'bad-tileset'
  | 'unsupported-orientation'
  | 'unsupported-compression';

/** Thrown for caller mistakes; after one, the module keeps working. */
export class PathraceError extends Error {
  /** Always 'PathraceError'. */
  readonly name: 'PathraceError';
  /** What kind of mistake: stable across versions, for code to test (the message is for people). */
  readonly code: PathraceErrorCode;
  /** For 'invalid-map': the 1-based line of the mistake (0 where none applies, as in every JSON map). */
  readonly line?: number;
  /** For 'invalid-map': the 1-based column of the mistake (0 where none applies). */
  readonly column?: number;
  /** For 'invalid-map' and 'unsupported-map': what kind of mistake. */
  readonly reason?: MapErrorReason;
  /** For a Tiled or LDtk map's error: the layer's path ("group/layer"; in LDtk "level/layer"). */
  readonly layer?: string;
  /** For a Tiled map's error: the tileset's name, or its `source` when it is external. */
  readonly tileset?: string;
  /** For 'bad-cost': the tile's id within its tileset. */
  readonly tile?: number;
  /** For 'unknown-gid': the GID no tileset holds (flip bits removed). */
  readonly gid?: number;
  /** For 'missing-level': the level's identifier. */
  readonly level?: string;
  /**
   * For 'invalid-map' and 'unsupported-map': what was wrong, in words, without the function's name
   * or the line and column (for messages that say where themselves).
   */
  readonly detail?: string;
  /** For 'invalid-option' when 'jps' meets terrain: the open cell whose terrain is not 1 (a reader's sentence can name it). */
  readonly cell?: Point;
  /** For 'invalid-option' when 'jps' meets terrain: that cell's terrain. */
  readonly terrain?: number;
  /** For an error of `findPaths()` about one query: its index in the queries. */
  readonly index?: number;
  private constructor();
}
