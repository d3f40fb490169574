// RemoteGrid: a grid of a PathWorker pool (pool.js), as a handle with the
// synchronous Grid's methods answered by Promises. Arguments are checked
// here, on the calling thread, so that mistakes reject at once with the
// codes the synchronous API uses; the pool carries them to its workers as
// grid-unchecked.js takes them (cell ids, parsed options), and the workers
// check nothing again.
import { checkQueries, unpackResults } from './batch.js';
import { PathraceError, describe } from './errors.js';
import { checkTerrain } from './grid-input.js';
import { checkGoals, checkPoint, checkPrepare, parseOptions } from './options.js';
import { resultOf } from './result.js';

/** Splits `signal` off a query's options and checks it. */
function takeSignal(options, method) {
  if (options === null || typeof options !== 'object' || !('signal' in options))
    return { signal: undefined, rest: options };
  const { signal, ...rest } = options;
  if (
    signal !== undefined &&
    (signal === null || typeof signal.aborted !== 'boolean' || typeof signal.addEventListener !== 'function')
  )
    throw new PathraceError(
      'invalid-option',
      `${method}() signal must be an AbortSignal, got ${describe(signal)}`,
    );
  return { signal, rest };
}

/** @internal Lets a PathWorker (pool.js), and only it, construct RemoteGrids. */
export const remoteGridKey = Symbol('RemoteGrid');

export class RemoteGrid {
  #pool;
  #record; // the pool's record of this grid: its id, size, and `failure` once it could not be rebuilt
  #id;
  #width;
  #height;
  #disposed = false;

  constructor(key, pool, record) {
    if (key !== remoteGridKey)
      throw new PathraceError('invalid-argument', 'a RemoteGrid is made by a PathWorker (pool.fromRows() …)');
    this.#pool = pool;
    this.#record = record;
    this.#id = record.id;
    this.#width = record.width;
    this.#height = record.height;
  }

  get width() {
    return this.#width;
  }
  get height() {
    return this.#height;
  }
  get disposed() {
    return this.#disposed;
  }

  #live() {
    if (this.#disposed)
      throw new PathraceError('disposed', 'this RemoteGrid was disposed (or its PathWorker terminated)');
    if (this.#record.failure) throw this.#record.failure;
  }

  // A query: `where()` checks and returns its cells (as cell ids), here, as
  // do the options, so that mistakes reject at once with the codes the
  // synchronous API uses. A profile's name stays a name: the workers know
  // its costs.
  #ask(op, options, where) {
    try {
      this.#live();
      const message = { op, grid: this.#id, ...where(this.#width, this.#height) };
      const { signal, rest } = takeSignal(options, op);
      message.parsed = parseOptions(rest, op, this.#pool.profiles);
      return this.#pool.query(message, signal);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /** Like Grid.findPath(), answered by a worker; `options.signal` aborts it. */
  findPath(start, goal, options) {
    const width = this.#width;
    return this.#ask('findPath', options, (w, h) => ({
      from: checkPoint(start, 'start', w, h),
      to: checkGoals(goal, 'goal', w, h),
    })).then((record) => resultOf(width, record));
  }

  /**
   * Like Grid.findPaths(), answered by every worker at once: each takes an
   * even stretch of the queries in one message and answers it in one;
   * `options.signal` aborts the whole batch.
   */
  findPaths(queries, options) {
    const width = this.#width;
    try {
      this.#live();
      const { signal, rest } = takeSignal(options, 'findPaths');
      const checked = checkQueries(queries, rest, width, this.#height, this.#pool.profiles);
      return this.#pool
        .batch({ op: 'findPaths', grid: this.#id }, checked, signal)
        .then((shares) => shares.flatMap((share) => unpackResults(share, width)));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /** Like Grid.connected(), answered by a worker. */
  connected(a, b, options) {
    return this.#ask('connected', options, (w, h) => ({
      from: checkPoint(a, 'a', w, h),
      to: checkPoint(b, 'b', w, h),
    }));
  }

  /** Like Grid.flowField(), answered by a worker; the arrays are transferred, not copied. */
  flowField(goal, options) {
    return this.#ask('flowField', options, (w, h) => ({ to: checkGoals(goal, 'goal', w, h) }));
  }

  /** Like Grid.setTerrain(), on every worker, before any query asked later. */
  setTerrain(cell, cost) {
    this.#live();
    const id = checkPoint(cell, 'cell', this.#width, this.#height);
    checkTerrain(cost);
    this.#pool.tell({ op: 'setTerrain', grid: this.#id, cell: id, cost });
  }

  /**
   * Like Grid.prepare(), on every worker, before any query asked later;
   * checked here, so its mistakes (and a grid too large) throw at once.
   */
  prepare(options) {
    this.#live();
    const { jumps, diagonal } = checkPrepare(options, this.#width, this.#height);
    const { rules } = parseOptions({ diagonal }, 'search');
    this.#pool.tell({ op: 'prepare', grid: this.#id, jumps, rules });
  }

  /** Like Grid.setWall(). */
  setWall(cell, wall = true) {
    if (typeof wall !== 'boolean')
      throw new PathraceError('invalid-argument', `setWall() takes true or false, got ${describe(wall)}`);
    this.setTerrain(cell, wall ? 0 : 1);
  }

  /** Frees the grid on every worker, after the queries already asked. Safe to call twice. */
  dispose() {
    if (this.#disposed) return;
    this.#disposed = true;
    this.#pool.forget(this);
    try {
      this.#pool.tell({ op: 'dispose', grid: this.#id });
    } catch {
      // A terminated pool has freed every grid already.
    }
  }
}
