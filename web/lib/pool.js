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

// One worker behind a small interface: post, a callback per message, and
// `onLost` once if the worker dies on its own (an uncaught error, an exit,
// a message that cannot be read, or a browser that stops it silently).
async function spawn(onMessage, onLost) {
  if (isNode) {
    const { Worker } = await import(/* @vite-ignore */ threadsModule);
    const worker = new Worker(new URL('./worker-thread.js', import.meta.url));
    worker.on('message', onMessage);
    worker.on('error', onLost);
    worker.on('messageerror', () => onLost(new Error('a message from it could not be read')));
    worker.on('exit', (code) => onLost(new Error(`it exited with code ${code}`)));
    return {
      post: (message) => worker.postMessage(message),
      busy: (yes) => (yes ? worker.ref() : worker.unref()),
      watch: () => {},
      terminate: () => worker.terminate(),
      raw: worker,
    };
  }
  // Written out in full so that bundlers (Vite) see and bundle the worker.
  const worker = new Worker(new URL('./worker-thread.js', import.meta.url), { type: 'module' });
  worker.onmessage = (event) => onMessage(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    onLost(new Error(event.message || 'an error it did not catch'));
  };
  worker.onmessageerror = () => onLost(new Error('a message from it could not be read'));
  // A worker the browser stops (a crash, a discarded tab, terminate() from
  // elsewhere) says nothing; the Web Lock it holds while it lives is
  // granted to the pool when it is gone.
  const locks = globalThis.navigator?.locks;
  const lock = locks ? `pathrace-worker-${crypto.randomUUID?.() ?? Math.random()}` : undefined;
  return {
    post: (message) => worker.postMessage(message),
    busy: () => {},
    lock,
    watch: () => locks?.request(lock, () => onLost(new Error('it stopped'))),
    terminate: () => worker.terminate(),
    raw: worker,
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

// Set by PathWorker's static block: read its private state for the tests
// (heapsInUse() and the fault switch below).
let heapsOf, workerOf, faultOf, recordedOf;

// Lets PathWorker.create() construct a pool.
const create = Symbol('create');

/**
 * Test-only, not in the package's entry points nor its types:
 * `PathWorker.create({ [faultSwitch]: true })` makes a pool whose workers
 * honour the `fault` messages of injectFault().
 */
export const faultSwitch = Symbol('pathrace fault switch');

// A grid's edits are folded into one copy of its costs once they outnumber
// an eighth of its cells (and this many).
const minSnapshotEdits = 1024;

/** The event a PathWorker dispatches when one of its workers dies. */
export class FaultEvent extends Event {
  constructor(error, worker, rejected, rebuilt) {
    super('fault');
    this.error = error;
    this.worker = worker;
    this.rejected = rejected;
    this.rebuilt = rebuilt;
  }
}

export class PathWorker extends EventTarget {
  #workers = [];
  #log = []; // entries, from the log position #logStart on
  #logStart = 0;
  #pending = new Map(); // message id → entry awaiting an answer
  #nextId = 1;
  #nextGrid = 1;
  #nextWorker = 1;
  #grids = new Set();
  #profiles = new Set(); // the names pool.profile() defined
  // How to make every grid again on a new worker: per grid, its load and
  // every message told to it since, in order; for the pool, the last message
  // of each op and name told to no grid (the profiles).
  #records = new Map(); // grid id → record
  #poolRecord = new Map(); // `${op} ${name}` → message
  #started = false;
  #faults = null; // the test switch: fault messages for the next workers
  #failure = null; // the PathraceError every call gets once terminated
  #busy = true; // whether the workers keep Node running (they do when spawned)
  #pumpQueued = false;
  #starting = 0; // new workers not yet ready, which keep Node running

  static async create(options = {}) {
    checkCreateOptions(options);
    const count = options.workers ?? (await defaultWorkers());
    const pool = new PathWorker(create);
    if (options[faultSwitch] === true) pool.#faults = [];
    await pool.#start(count);
    return pool;
  }

  constructor(key) {
    super();
    if (key !== create)
      throw new PathraceError('invalid-argument', 'a PathWorker is made by await PathWorker.create(options)');
  }

  get workers() {
    return this.#workers.length;
  }

  async #start(count) {
    const ready = [];
    for (let i = 0; i < count; ++i)
      ready.push(new Promise((resolve) => this.#spawn(resolve, this.#logStart + this.#log.length)));
    const answers = await Promise.all(ready);
    const failed = answers.find((a) => a.error);
    if (failed || this.#failure) {
      const error = failed
        ? revive(failed.error)
        : new PathraceError('init-failed', `a worker failed to start: ${this.#failure.message}`);
      this.#terminateWorkers();
      throw error;
    }
    this.#started = true;
    for (const worker of this.#workers) worker.port.watch();
    this.#idle();
  }

  // A new worker at log position `cursor`; `onReady` gets its first message.
  #spawn(onReady, cursor) {
    const worker = {
      number: this.#nextWorker++,
      port: null,
      cursor,
      inFlight: 0,
      ready: onReady,
      gone: false,
    };
    this.#workers.push(worker);
    spawn(
      (message) => this.#receive(worker, message),
      (cause) => this.#lost(worker, cause),
    ).then((port) => {
      worker.port = port;
      if (worker.gone || this.#failure) port.terminate();
      else port.post({ op: 'start', lock: port.lock, faults: this.#faults !== null });
    });
    return worker;
  }

  // A message from a worker: its start-up, or the answer to an entry.
  #receive(worker, message) {
    if (worker.gone) return;
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
    } else if (entry.kind === 'broadcast') {
      entry.answers.push(message);
      entry.expect.delete(worker);
      if (entry.expect.size === 0) {
        this.#pending.delete(message.id);
        entry.settle(entry.answers);
      }
    } else {
      this.#pending.delete(message.id);
      entry.settle(message);
      this.#idle();
    }
  }

  // A worker died on its own. Before the pool has started, the pool fails
  // to start; after, what the worker held rejects, and a new worker takes
  // its place with every grid rebuilt from the records.
  #lost(worker, cause) {
    if (worker.gone || this.#failure) return;
    worker.gone = true;
    worker.port?.terminate(); // a browser's worker lives on after an error it did not catch
    if (!this.#started) {
      if (!this.#failure) this.#failure = new PathraceError('init-failed', cause.message);
      for (const w of this.#workers)
        if (w.ready) {
          const ready = w.ready;
          w.ready = null;
          ready({ error: { code: 'init-failed', message: `a worker failed to start: ${cause.message}` } });
        }
      return;
    }
    this.#workers.splice(this.#workers.indexOf(worker), 1);
    this.#doneStarting(worker);
    worker.rebuilt?.([]);
    const what = `pathrace worker ${worker.number} failed (${cause.message ?? cause}) while ${this.#doing(worker)}`;
    const error = new PathraceError('worker-failed', what, { cause });
    let rejected = 0;
    for (const [id, entry] of this.#pending) {
      if (entry.kind === 'query') {
        const mine = entry.worker === worker;
        if (entry.done) {
          if (mine) this.#pending.delete(id); // aborted: its answer, now lost, was all it waited for
          continue;
        }
        // A query no worker took yet waits for one whose place in the log
        // is before it; a new worker begins after it.
        if (!mine && (entry.taken || this.#workers.some((w) => w.cursor <= entry.position))) continue;
        this.#pending.delete(id);
        ++rejected;
        const { op, grid } = entry.message;
        entry.fail(
          new PathraceError(
            'worker-failed',
            `${what}; this ${op} on grid ${grid} ${mine ? 'was in its hands' : 'was waiting and no worker was left to take it'}`,
            { cause },
          ),
        );
      } else if (entry.kind === 'broadcast') {
        // Settled once every worker that was to answer has answered or died.
        if (!entry.expect.delete(worker) || entry.expect.size > 0) continue;
        this.#pending.delete(id);
        if (entry.answers.length > 0) entry.settle(entry.answers);
        else {
          // A load no worker finished is not made again on the new one.
          if (entry.message.op === 'load') this.#records.delete(entry.message.grid);
          entry.fail(error);
        }
      } else if (entry.worker === worker) {
        this.#pending.delete(id);
        entry.fail(error);
      }
    }
    // A worker that dies before it has rebuilt the grids is not replaced
    // again: what killed it may kill the next one.
    const rebuilt = worker.replacing
      ? Promise.resolve([])
      : new Promise((resolve) => this.#replace(worker, resolve));
    if (this.#workers.length === 0) this.#shutDown(error);
    else this.#pump();
    this.dispatchEvent(new FaultEvent(error, worker.number, rejected, rebuilt));
  }

  // What a worker was doing, for the message of its failure.
  #doing(worker) {
    let queries = 0,
      first = null;
    for (const entry of this.#pending.values())
      if (entry.worker === worker) {
        if (entry.kind === 'rebuild') return `rebuilding ${entry.grids} grids as a new worker`;
        if (++queries === 1) first = entry.message;
      }
    if (first === null) {
      for (const entry of this.#pending.values())
        if (entry.kind === 'broadcast' && entry.expect.has(worker) && entry.message.op === 'load')
          return `loading grid ${entry.message.grid}`;
      return 'it had no query to answer';
    }
    return `answering ${first.op} on grid ${first.grid}${queries > 1 ? ` (${queries - 1} more queued on it)` : ''}`;
  }

  // A new worker in the place of `dead`, after the log's end: it gets the
  // records as they are now, then everything asked later (edits made while
  // it starts wait in the log). `done` gets the grids it could not rebuild.
  #replace(dead, done) {
    const messages = [...this.#poolRecord.values()];
    for (const record of this.#records.values()) messages.push(...record.messages);
    const grids = this.#records.size;
    ++this.#starting;
    const worker = this.#spawn((ready) => {
      this.#doneStarting(worker);
      if (ready.error) return this.#lost(worker, revive(ready.error));
      for (const fault of this.#faults?.splice(0) ?? []) worker.port.post(fault);
      const id = this.#nextId++;
      this.#pending.set(id, {
        kind: 'rebuild',
        worker,
        grids,
        settle: ({ value }) => {
          worker.replacing = false;
          done(value.map((failed) => this.#unbuilt(failed, worker, dead)).filter((g) => g));
        },
        fail: () => done([]),
      });
      worker.port.post({ op: 'rebuild', id, messages });
      worker.port.watch();
      this.#pump();
    }, this.#logStart + this.#log.length);
    worker.replacing = true;
    worker.starting = true;
    worker.rebuilt = done; // a resolve: also called, harmlessly, when the worker goes
  }

  // A new worker is ready, or gone before it was.
  #doneStarting(worker) {
    if (!worker.starting) return;
    worker.starting = false;
    --this.#starting;
  }

  // A grid the new worker could not make again: every call to it rejects
  // from now on, and every worker frees it.
  #unbuilt({ grid: id, error }, worker, dead) {
    const record = this.#records.get(id);
    if (record === undefined) return null;
    const cause = revive(error);
    record.failure = new PathraceError(
      'worker-failed',
      `this RemoteGrid (grid ${id}, ${record.width}×${record.height}) could not be rebuilt on pathrace worker ${worker.number}, which replaced worker ${dead.number}: ${cause.message}`,
      { cause },
    );
    this.#records.delete(id);
    this.#append({ kind: 'tell', message: { op: 'dispose', grid: id } });
    return record.handle;
  }

  #shutDown(failure) {
    this.#failure = failure;
    this.#starting = 0;
    const pending = [...this.#pending.values()];
    this.#pending.clear();
    this.#log = [];
    this.#records.clear();
    for (const entry of pending) entry.fail(failure);
    for (const grid of this.#grids) grid.dispose();
    return this.#terminateWorkers();
  }

  async #terminateWorkers() {
    const workers = this.#workers;
    this.#workers = [];
    for (const worker of workers) {
      worker.gone = true;
      worker.rebuilt?.([]);
    }
    await Promise.all(workers.map((w) => w.port?.terminate()));
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
        expect: new Set(this.#workers),
        settle: resolve,
        fail: reject,
      };
      this.#pending.set(id, entry);
      this.#append(entry);
    });
  }

  // Appends a message for every worker, which answers nothing, and keeps it
  // in the records.
  #tell(message) {
    this.#append({ kind: 'tell', message });
    this.#record(message); // after: a copy of the costs it asks for comes after this edit
  }

  #record(message) {
    if (message.grid === undefined) {
      this.#poolRecord.set(`${message.op} ${message.name}`, message);
      return;
    }
    const record = this.#records.get(message.grid);
    if (record === undefined) return;
    if (message.op === 'dispose') {
      this.#records.delete(message.grid);
      return;
    }
    record.messages.push(message);
    if (message.op === 'setTerrain' && ++record.edits > record.limit && !record.snapshotting)
      this.#snapshot(record);
  }

  // Folds a grid's edits into a copy of its costs, read by a worker at this
  // point of the log. The load and the edits before it give way to the
  // copy; messages of other kinds (state made from the costs) are kept, in
  // order, and so is everything told after.
  #snapshot(record) {
    record.snapshotting = true;
    const at = record.messages.length;
    this.#query({ op: 'costs', grid: record.id }).then(
      (costs) => {
        record.snapshotting = false;
        if (this.#records.get(record.id) !== record) return;
        const { id, width, height } = record;
        const later = record.messages.slice(at);
        record.messages = [
          { op: 'load', grid: id, kind: 'array', payload: { width, height, costs } },
          ...record.messages.slice(1, at).filter((m) => m.op !== 'setTerrain'),
          ...later,
        ];
        record.edits = later.filter((m) => m.op === 'setTerrain').length;
      },
      () => {
        record.snapshotting = false;
      },
    );
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
        position: 0,
        worker: null,
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
    entry.position = this.#logStart + this.#log.length;
    this.#log.push(entry);
    if (entry.kind !== 'tell') return this.#pump();
    if (this.#pumpQueued) return;
    this.#pumpQueued = true;
    queueMicrotask(() => {
      this.#pumpQueued = false;
      this.#pump();
    });
  }

  // Sends every worker that has started what it may have next, as one
  // message (an array when there is more than one entry), then forgets the
  // entries that every worker has passed.
  #pump() {
    const end = this.#logStart + this.#log.length;
    for (const worker of this.#workers) {
      if (worker.ready) continue;
      const batch = [];
      while (worker.cursor < end) {
        const entry = this.#log[worker.cursor - this.#logStart];
        if (entry.kind === 'query') {
          if (!entry.taken && !entry.done) {
            if (worker.inFlight >= depth) break;
            entry.taken = true;
            entry.worker = worker;
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
    const busy = this.#pending.size > 0 || this.#starting > 0;
    if (busy === this.#busy) return;
    this.#busy = busy;
    for (const worker of this.#workers) worker.port?.busy(busy);
  }

  async #load(kind, payload) {
    this.#live();
    const id = this.#nextGrid++;
    const record = {
      id,
      messages: [{ op: 'load', grid: id, kind, payload }],
      edits: 0,
      limit: Infinity,
      snapshotting: false,
      width: 0,
      height: 0,
      failure: null,
      handle: null,
    };
    this.#records.set(id, record);
    let answers;
    try {
      answers = await this.#broadcast({ op: 'load', grid: id, kind, payload });
    } catch (error) {
      this.#records.delete(id);
      if (!this.#failure) this.#append({ kind: 'tell', message: { op: 'dispose', grid: id } });
      throw error;
    }
    const failed = answers.find((a) => a.error);
    if (failed) {
      this.#tell({ op: 'dispose', grid: id });
      throw revive(failed.error);
    }
    const { width, height } = answers[0].value;
    Object.assign(record, { width, height, limit: Math.max(minSnapshotEdits, (width * height) / 8) });
    const grid = new RemoteGrid(remoteGridKey, this.#remote, record);
    record.handle = grid;
    this.#grids.add(grid);
    return grid;
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
    workerOf = (pool, index) => pool.#workers[index];
    recordedOf = (pool) => [...pool.#records.values()].reduce((n, r) => n + r.messages.length, 0);
    faultOf = (pool) => {
      if (pool.#faults === null) throw new Error('this PathWorker was not made with the fault switch');
      return pool.#faults;
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

/**
 * Test-only fault switch (pools made with `[faultSwitch]: true`): posts
 * `{ op: 'fault', ...fault }` to the worker at `index` at once, ahead of
 * anything the log still holds for it; or, with `index` 'next', to each
 * worker the pool starts from now on before its rebuild. See
 * worker-thread.js for the kinds.
 */
export function injectFault(pool, index, fault) {
  const faults = faultOf(pool);
  const message = { op: 'fault', ...fault };
  if (index === 'next') faults.push(message);
  else workerOf(pool, index).port.post(message);
}

/** Test-only: the worker at `index` as the platform made it (a Worker), to stop it from outside. */
export function platformWorker(pool, index) {
  return workerOf(pool, index).port.raw;
}

/** Test-only: how many messages the pool's records of its grids hold. */
export function recordedMessages(pool) {
  return recordedOf(pool);
}
