// Type declarations for pathrace/worker, written by hand to match
// web/lib/worker.js (checked by `tsc --noEmit` on tests/js/types-example.ts;
// `npm run docs` makes the API reference from these comments).

/**
 * Path queries off the main thread: a pool of workers (Web Workers in
 * browsers and bundlers, `worker_threads` in Node), each with its own
 * WebAssembly module, answering the synchronous API's queries as Promises.
 *
 * ```js
 * import { PathWorker } from 'pathrace/worker';
 *
 * const pool = await PathWorker.create();
 * const grid = await pool.fromRows(['....#', '.##.#', '.....']);
 * const r = await grid.findPath({ x: 0, y: 0 }, { x: 4, y: 2 });
 * await pool.terminate();
 * ```
 *
 * Memory rules. A {@link PathWorker} owns threads, each with its own
 * WebAssembly module; `terminate()` stops them and frees everything. A
 * {@link RemoteGrid} is a handle on a copy of one grid in every worker of
 * its pool (each copy costs the grid's memory in that worker): call
 * `dispose()` when done, or terminate the pool. Results are plain values,
 * as in the synchronous API; their typed arrays were made in a worker and
 * moved to you, not copied.
 *
 * @module pathrace/worker
 */
import type {
  FindPathOptions,
  PathraceError,
  FlowField,
  Goals,
  PathOptions,
  PathResult,
  Point,
  PrepareOptions,
  SmoothPathResult,
  TerrainCosts,
  TerrainProfile,
} from './index.js';

/** What the pool needs of an AbortSignal (the browsers' and Node's both fit). */
export interface AbortSignalLike {
  /** Whether the query is already aborted. */
  readonly aborted: boolean;
  /** The pool listens for 'abort' while the query is unanswered. */
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  /** The pool stops listening once the query is answered. */
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** The options of {@link PathWorker.create}. */
export interface PathWorkerOptions {
  /** How many workers: 1 to 256. Default: the number of cores, at most 4. */
  workers?: number;
}

/** The options of a remote query: the synchronous API's, plus a signal. */
export interface RemotePathOptions extends PathOptions {
  /**
   * Aborts the query: its promise rejects with a DOMException named
   * 'AbortError' at once, also when the signal is already aborted. A query
   * a worker has begun runs to its end there, and its answer is dropped.
   */
  signal?: AbortSignalLike;
}

/** The options of `RemoteGrid.connected()`: a remote query's, and the unit's `size`. */
export interface RemoteConnectedOptions extends RemotePathOptions, Pick<FindPathOptions, 'size'> {}

/**
 * The options of `RemoteGrid.flowField()`: a remote query's, the unit's
 * `size`, and its `terrain`: a profile's costs, or the name
 * `PathWorker.profile()` gave it.
 */
export interface RemoteFlowFieldOptions extends RemoteConnectedOptions {
  /** A terrain profile, or the name of one defined by `pool.profile(name, terrain)` (only the name travels). */
  terrain?: TerrainProfile | string;
}

/** The options of `RemoteGrid.findPath()`: those of `Grid.findPath()`, `terrain` by name too, and a `signal`. */
export interface RemoteFindPathOptions
  extends
    RemoteFlowFieldOptions,
    Pick<FindPathOptions, 'smooth' | 'closest' | 'maxExpansions' | 'within' | 'lineOfSight'> {}

/**
 * One query of `RemoteGrid.findPaths()`: where from, where to, and the
 * remote `findPath()`'s options for it (a profile by name too), without a
 * signal: one signal aborts the whole batch.
 */
export interface RemotePathQuery extends Omit<RemoteFindPathOptions, 'signal'> {
  /** The start cell. */
  from: Point;
  /** The goal, or several goals. */
  to: Goals;
}

/**
 * What a {@link PathWorker} dispatches as its 'fault' event when one of its
 * workers dies (an error it did not catch, an exit, or a browser that
 * stopped it). By then the queries that worker held have rejected with
 * `error`'s code, and a new worker is rebuilding every grid.
 */
export interface PathWorkerFaultEvent {
  /** Always 'fault'. */
  readonly type: 'fault';
  /**
   * A PathraceError with code 'worker-failed' whose message says which
   * worker failed, why, and what it was doing; `cause` is the platform's error.
   */
  readonly error: PathraceError;
  /** The number of the worker that failed (workers are numbered from 1 as the pool starts them). */
  readonly worker: number;
  /** How many queries rejected with 'worker-failed' because of it (a batch counts once). */
  readonly rejected: number;
  /**
   * Resolves once the new worker has rebuilt every grid, with the grids it
   * could not rebuild (out of memory, say): each rejects every later call
   * with 'worker-failed' and says why. Resolves with none when the pool is
   * terminated first, or when the new worker itself fails before it has
   * rebuilt (it is not replaced again: the pool goes on with one worker
   * fewer, and shuts down with 'worker-failed' when none is left).
   */
  readonly rebuilt: Promise<RemoteGrid[]>;
}

/**
 * A handle: a pool of workers that answer path queries off the main thread.
 * Every grid is copied to every worker, so any worker can answer any query;
 * loads, edits and disposals reach every worker in the order they were
 * made, and each query sees exactly the edits made before it was asked.
 *
 * It heals: when a worker dies, the queries it held reject with
 * 'worker-failed', a new worker takes its place and every grid is rebuilt
 * on it from the pool's record of how it was made and every edit since.
 * The pool is an EventTarget (the platform's own): a 'fault' event
 * ({@link PathWorkerFaultEvent}) tells the application.
 */
export class PathWorker {
  private constructor();
  /**
   * Starts the workers and loads the WebAssembly module in each. Rejects
   * with 'unknown-option' or 'invalid-option' for bad options and
   * 'init-failed' when a worker cannot start.
   */
  static create(options?: PathWorkerOptions): Promise<PathWorker>;
  /** How many workers the pool has, one starting in place of a failed one included (0 once terminated). */
  readonly workers: number;
  /** Listens for the pool's 'fault' event: a worker died and is being replaced (EventTarget's method). */
  addEventListener(
    type: 'fault',
    listener: (event: PathWorkerFaultEvent) => void,
    options?: { once?: boolean; signal?: AbortSignalLike },
  ): void;
  /** Stops listening (EventTarget's method). */
  removeEventListener(type: 'fault', listener: (event: PathWorkerFaultEvent) => void): void;
  /** Like `Grid.fromRows()`, in every worker. Rejects with 'invalid-map' (with `line` and `column`). */
  fromRows(rows: readonly string[] | string): Promise<RemoteGrid>;
  /** Like `Grid.fromMovingAI()`, in every worker. */
  fromMovingAI(text: string): Promise<RemoteGrid>;
  /** Like `Grid.fromArray()`, in every worker. */
  fromArray(width: number, height: number, costs: TerrainCosts): Promise<RemoteGrid>;
  /**
   * Gives a terrain profile a name in every worker, once: queries then
   * take `terrain: name` and only the name travels with them. Defining a
   * name again replaces it for the queries asked after. Throws
   * 'invalid-option' for bad costs, 'invalid-argument' for a name that is
   * not a non-empty string; a query naming a profile never defined rejects
   * with 'invalid-option'.
   */
  profile(name: string, terrain: TerrainProfile): void;
  /**
   * Stops every worker and disposes of every RemoteGrid. Promises not yet
   * settled reject with code 'terminated', and so does any later call.
   * Safe to call twice.
   */
  terminate(): Promise<void>;
}

/**
 * A handle on a grid copied to every worker of a PathWorker, made by
 * `pool.fromRows()`, `pool.fromMovingAI()` or `pool.fromArray()`. Queries
 * check their arguments at once and reject with the synchronous API's codes.
 */
export class RemoteGrid {
  private constructor();
  /** Columns, as the grid was made. */
  readonly width: number;
  /** Rows, as the grid was made. */
  readonly height: number;
  /** True after `dispose()` or the pool's `terminate()`. */
  readonly disposed: boolean;
  /**
   * Like `Grid.findPath()`, answered by the first free worker. The result's
   * `cells` (and `waypointCells`) are moved from the worker, not copied, and
   * its `path` (and `waypoints`) made from them when first read, so reading
   * only `cells` costs the main thread nothing per point.
   */
  findPath(
    start: Point,
    goal: Goals,
    options: RemoteFindPathOptions & { smooth: true },
  ): Promise<SmoothPathResult>;
  findPath(start: Point, goal: Goals, options?: RemoteFindPathOptions): Promise<PathResult>;
  /**
   * Like `Grid.findPaths()`, answered by every worker at once: the batch is
   * split into even stretches, one per worker, each sent as one message and
   * answered as one (the results' numbers and cells in typed arrays, moved,
   * not copied), after the edits asked before it. The results equal
   * `findPath()`'s; each `cells` and `waypointCells` is a view on its
   * worker's arrays, and `path` and `waypoints` are made from them on first read. A mistake rejects with the query's
   * `index` and nothing is answered; `options.signal` aborts the whole
   * batch; a worker that dies holding a stretch rejects the batch with
   * 'worker-failed'.
   */
  findPaths(
    queries: readonly (RemotePathQuery & { smooth?: true })[],
    options: RemoteFindPathOptions & { smooth: true },
  ): Promise<SmoothPathResult[]>;
  findPaths(queries: readonly RemotePathQuery[], options?: RemoteFindPathOptions): Promise<PathResult[]>;
  /** Like `Grid.connected()`, answered by a worker. */
  connected(a: Point, b: Point, options?: RemoteConnectedOptions): Promise<boolean>;
  /** Like `Grid.flowField()`, answered by a worker: to one goal or the nearest of several. */
  flowField(goal: Goals, options?: RemoteFlowFieldOptions): Promise<FlowField>;
  /** Like `Grid.setTerrain()`: reaches every worker before any query asked later. Throws at once for bad arguments. */
  setTerrain(cell: Point, cost: number): void;
  /** Like `Grid.setWall()`. */
  setWall(cell: Point, wall?: boolean): void;
  /**
   * Like `Grid.prepare()`, on every worker, before any query asked later.
   * Throws at once for bad options and for a grid past the limit; a worker
   * short of memory for the table answers unprepared (the same answers).
   */
  prepare(options: PrepareOptions): void;
  /** Frees the grid in every worker once the queries already asked are answered. Safe to call twice. */
  dispose(): void;
}
