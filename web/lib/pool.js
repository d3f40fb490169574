// The worker pool behind `pathrace/worker`: grids replicated on every
// worker, queries answered by whichever worker is free.
//
// How grids map to workers. Every worker holds its own wasm module and a
// copy of every RemoteGrid, so any worker can answer any query and a batch
// spreads over all of them. Everything the pool is asked goes into one log,
// in call order. Loads, edits and disposals are for every worker; each
// query is for the first worker to reach it with room (at most `depth`
// unanswered queries each). A worker walks the log in order and never passes
// a query that no worker has taken yet, so each query sees exactly the
// edits made before it was asked, whichever worker answers it. Memory: each
// grid costs its size on every worker.
import { isNode } from './core.js';
import { PathraceError, describe } from './errors.js';
import { checkProfile } from './options.js';
import { RemoteGrid, remoteGridKey } from './remote-grid.js';

// Unanswered queries per worker: two keep a worker busy while the answer to
// the first crosses back, without queueing so much that aborts come late.
const depth = 2;
const maxWorkers = 256;
const threadsModule = 'node:worker_threads';
const osModule = 'node:os';

function abortError() {
  return new DOMException('the query was aborted', 'AbortError');
}

function terminated() {
  return new PathraceError('terminated', 'this PathWorker was terminated; create a new one');
}

/** A PathraceError from the worker, rebuilt with its code and details. */
function revive(error) {
  if (error.code === null) return new Error(error.message);
  return new PathraceError(error.code, error.message, error.details);
}

async function defaultWorkers() {
  const cores = isNode
    ? await import(/* @vite-ignore */ osModule).then((os) => os.availableParallelism?.() ?? os.cpus().length)
    : (globalThis.navigator?.hardwareConcurrency ?? 1);
  return Math.max(1, Math.min(4, cores));
}

// One worker behind a small interface: post, and a callback per message.
async function spawn(onMessage, onError) {
  if (isNode) {
    const { Worker } = await import(/* @vite-ignore */ threadsModule);
    const worker = new Worker(new URL('./worker-thread.js', import.meta.url));
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('messageerror', onError);
    return {
      post: (message) => worker.postMessage(message),
      busy: (yes) => (yes ? worker.ref() : worker.unref()),
      terminate: () => worker.terminate(),
    };
  }
  // Written out in full so that bundlers (Vite) see and bundle the worker.
  const worker = new Worker(new URL('./worker-thread.js', import.meta.url), { type: 'module' });
  worker.onmessage = (event) => onMessage(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    onError(new Error(event.message ?? 'the worker failed'));
  };
  worker.onmessageerror = () => onError(new Error('a message from the worker could not be read'));
  return {
    post: (message) => worker.postMessage(message),
    busy: () => {},
    terminate: () => worker.terminate(),
  };
}

function checkCreateOptions(options) {
  if (options === null || typeof options !== 'object' || Array.isArray(options))
    throw new PathraceError(
      'invalid-argument',
      `PathWorker.create() takes an options object, got ${describe(options)}`,
    );
  for (const key of Object.keys(options))
    if (key !== 'workers')
      throw new PathraceError(
        'unknown-option',
        `PathWorker.create() has no option "${key}"; the only option is workers`,
      );
  const { workers } = options;
  if (workers !== undefined && !(Number.isInteger(workers) && workers >= 1 && workers <= maxWorkers))
    throw new PathraceError(
      'invalid-option',
      `workers must be a whole number from 1 to ${maxWorkers}, got ${describe(workers)}`,
    );
}

// Set by PathWorker's static block: reads its private state for heapsInUse().
let heapsOf;

// Lets PathWorker.create() construct a pool.
const create = Symbol('create');

export class PathWorker {
  #workers = [];
  #log = []; // entries, from the log position #logStart on
  #logStart = 0;
  #pending = new Map(); // message id → entry awaiting an answer
  #nextId = 1;
  #nextGrid = 1;
  #grids = new Set();
  #profiles = new Set(); // the names pool.profile() defined
  #failure = null; // the PathraceError every call gets once terminated
  #busy = true; // whether the workers keep Node running (they do when spawned)
  #pumpQueued = false;

  static async create(options = {}) {
    checkCreateOptions(options);
    const count = options.workers ?? (await defaultWorkers());
    const pool = new PathWorker(create);
    await pool.#start(count);
    return pool;
  }

  constructor(key) {
    if (key !== create)
      throw new PathraceError('invalid-argument', 'a PathWorker is made by await PathWorker.create(options)');
  }

  get workers() {
    return this.#workers.length;
  }

  async #start(count) {
    const ready = [];
    for (let i = 0; i < count; ++i) {
      let signalReady;
      ready.push(new Promise((resolve) => (signalReady = resolve)));
      const worker = { port: null, cursor: 0, inFlight: 0, ready: signalReady };
      worker.port = await spawn(
        (message) => this.#receive(worker, message),
        (error) => this.#fail(error),
      );
      this.#workers.push(worker);
    }
    const answers = await Promise.all(ready);
    const failed = answers.find((a) => a.error);
    if (failed || this.#failure) {
      const error = failed
        ? revive(failed.error)
        : new PathraceError('init-failed', `a worker failed to start: ${this.#failure.message}`);
      this.#terminateWorkers();
      throw error;
    }
    this.#idle();
  }

  // A message from a worker: its start-up, or the answer to an entry.
  #receive(worker, message) {
    if (worker.ready) {
      const ready = worker.ready;
      worker.ready = null;
      ready(message);
      return;
    }
    const entry = this.#pending.get(message.id);
    if (entry === undefined) return;
    if (entry.kind === 'query') {
      this.#pending.delete(message.id);
      --worker.inFlight;
      if (!entry.done) entry.settle(message);
      this.#pump();
    } else {
      entry.answers.push(message);
      if (entry.answers.length === this.#workers.length) {
        this.#pending.delete(message.id);
        entry.settle(entry.answers);
      }
    }
  }

  // A worker crashed: nothing can be trusted any more.
  #fail(error) {
    if (this.#failure) return;
    for (const worker of this.#workers)
      if (worker.ready) {
        const ready = worker.ready;
        worker.ready = null;
        ready({ error: { code: 'init-failed', message: `a worker failed to start: ${error.message}` } });
      }
    this.#shutDown(
      new PathraceError('worker-failed', `a pathrace worker failed: ${error.message}`, { cause: error }),
    );
  }

  #shutDown(failure) {
    this.#failure = failure;
    const pending = [...this.#pending.values()];
    this.#pending.clear();
    this.#log = [];
    for (const entry of pending) entry.fail(failure);
    for (const grid of this.#grids) grid.dispose();
    return this.#terminateWorkers();
  }

  async #terminateWorkers() {
    const workers = this.#workers;
    this.#workers = [];
    await Promise.all(workers.map((w) => w.port.terminate()));
  }

  /**
   * Stops every worker and frees every RemoteGrid; what was asked and not
   * answered rejects with code 'terminated'. Safe to call twice.
   */
  terminate() {
    if (this.#failure) return Promise.resolve();
    return this.#shutDown(terminated());
  }

  #live() {
    if (this.#failure) throw this.#failure;
  }

  // Appends an entry for every worker; resolves with their answers.
  #broadcast(message) {
    return new Promise((resolve, reject) => {
      const id = this.#nextId++;
      message.id = id;
      const entry = {
        kind: 'broadcast',
        message,
        answers: [],
        settle: resolve,
        fail: reject,
      };
      this.#pending.set(id, entry);
      this.#append(entry);
    });
  }

  // Appends an edit for every worker, which answers nothing.
  #tell(message) {
    this.#append({ kind: 'tell', message });
  }

  // A query for one worker.
  #query(message, signal) {
    if (this.#failure) return Promise.reject(this.#failure);
    if (signal?.aborted) return Promise.reject(abortError());
    return new Promise((resolve, reject) => {
      const id = this.#nextId++;
      message.id = id;
      const entry = {
        kind: 'query',
        message,
        taken: false,
        done: false,
        settle: (answer) => {
          finish();
          if (answer.error) reject(revive(answer.error));
          else resolve(answer.value);
        },
        fail: (error) => {
          finish();
          reject(error);
        },
      };
      const onAbort = () => {
        if (entry.done) return;
        // A query in flight stays pending so that its answer, dropped, still
        // frees its worker's slot.
        if (!entry.taken) this.#pending.delete(id);
        entry.fail(abortError());
      };
      const finish = () => {
        entry.done = true;
        signal?.removeEventListener('abort', onAbort);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#pending.set(id, entry);
      this.#append(entry);
    });
  }

  // Queries and loads go out at once. Edits wait for the end of the task
  // (a microtask) or the next query, whichever comes first, and go with it
  // as one message per worker: a postMessage costs the calling thread far
  // more than the entry in it, and a stroke of walls is then one message
  // per worker instead of one per cell.
  #append(entry) {
    this.#log.push(entry);
    if (entry.kind !== 'tell') return this.#pump();
    if (this.#pumpQueued) return;
    this.#pumpQueued = true;
    queueMicrotask(() => {
      this.#pumpQueued = false;
      this.#pump();
    });
  }

  // Sends every worker what it may have next, as one message (an array when
  // there is more than one entry), then forgets
  // the entries that every worker has passed.
  #pump() {
    const end = this.#logStart + this.#log.length;
    for (const worker of this.#workers) {
      const batch = [];
      while (worker.cursor < end) {
        const entry = this.#log[worker.cursor - this.#logStart];
        if (entry.kind === 'query') {
          if (!entry.taken && !entry.done) {
            if (worker.inFlight >= depth) break;
            entry.taken = true;
            ++worker.inFlight;
            batch.push(entry.message);
          }
        } else {
          batch.push(entry.message);
        }
        ++worker.cursor;
      }
      if (batch.length > 0) worker.port.post(batch.length === 1 ? batch[0] : batch);
    }
    // Entries every worker has passed go in batches: one splice per entry
    // would cost a copy of the rest of the log each time.
    let passed = end;
    for (const worker of this.#workers) passed = Math.min(passed, worker.cursor);
    const drop = passed - this.#logStart;
    if (drop > 256 || drop === this.#log.length) {
      this.#log = drop === this.#log.length ? [] : this.#log.slice(drop);
      this.#logStart = passed;
    }
    this.#idle();
  }

  // Under Node, idle workers do not keep the process alive.
  #idle() {
    const busy = this.#pending.size > 0;
    if (busy === this.#busy) return;
    this.#busy = busy;
    for (const worker of this.#workers) worker.port.busy(busy);
  }

  #load(kind, payload) {
    try {
      this.#live();
    } catch (error) {
      return Promise.reject(error);
    }
    const id = this.#nextGrid++;
    return this.#broadcast({ op: 'load', grid: id, kind, payload }).then((answers) => {
      const failed = answers.find((a) => a.error);
      if (failed) {
        this.#tell({ op: 'dispose', grid: id });
        throw revive(failed.error);
      }
      const grid = new RemoteGrid(remoteGridKey, this.#remote, id, answers[0].value);
      this.#grids.add(grid);
      return grid;
    });
  }

  /** Like Grid.fromRows(), on every worker. */
  fromRows(rows) {
    return this.#load('rows', rows);
  }

  /** Like Grid.fromMovingAI(), on every worker. */
  fromMovingAI(text) {
    return this.#load('movingai', text);
  }

  /** Like Grid.fromArray(), on every worker. */
  fromArray(width, height, costs) {
    return this.#load('array', { width, height, costs });
  }

  /**
   * Names a terrain profile ({ class: cost | 'wall' } or an array of 256
   * costs) on every worker, once: queries then take `terrain: name`, and
   * only the name travels with them. Defining a name again replaces it for
   * the queries asked after.
   */
  profile(name, terrain) {
    this.#live();
    if (typeof name !== 'string' || name.length === 0)
      throw new PathraceError(
        'invalid-argument',
        `profile() takes a name (a non-empty string) and the costs, got ${describe(name)}`,
      );
    const costs = checkProfile(terrain);
    this.#profiles.add(name);
    this.#tell({ op: 'profile', name, costs });
  }

  // What a RemoteGrid may ask of its pool.
  #remote = {
    profiles: this.#profiles,
    query: (message, signal) => this.#query(message, signal),
    tell: (message) => {
      this.#live();
      this.#tell(message);
    },
    forget: (grid) => this.#grids.delete(grid),
  };

  static {
    heapsOf = async (pool) => {
      pool.#live();
      const answers = await pool.#broadcast({ op: 'heap' });
      return answers.map((a) => a.value);
    };
  }
}

/**
 * Each worker's bytes in use by malloc, for the leak tests: not exported by
 * the package's entry point.
 */
export function heapsInUse(pool) {
  return heapsOf(pool);
}
