// The worker pool behind `pathrace/worker`: grids replicated on every
// worker, queries answered by whichever worker is free.
//
// How grids map to workers. Every worker holds its own wasm module and a
// copy of every RemoteGrid, so any worker can answer any query and a batch
// spreads over all of them. Everything the pool is asked goes into one log
// (pool-log.js), which every worker walks in order. Memory: each grid costs
// its size on every worker.
import { PathraceError, describe } from './errors.js';
import { checkMapText, costBytes, rowsText } from './grid-input.js';
import { checkProfile, parseOptions } from './options.js';
import { FaultEvent, abortError, checkCreateOptions, revive, terminated } from './pool-errors.js';
import { WorkLog } from './pool-log.js';
import { defaultWorkers, spawn } from './pool-port.js';
import { GridRecords } from './pool-records.js';
import { RemoteGrid, remoteGridKey } from './remote-grid.js';

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

export class PathWorker extends EventTarget {
  #workers = [];
  #log = new WorkLog(
    () => this.#workers,
    () => this.#idle(),
  );
  #nextGrid = 1;
  #nextWorker = 1;
  #grids = new Set();
  #profiles = new Set(); // the names pool.profile() defined
  // How to make every grid again on a new worker.
  #records = new GridRecords((grid) => this.#query({ op: 'costs', grid }));
  #started = false;
  #faults = null; // the test switch: fault messages for the next workers
  #failure = null; // the PathraceError every call gets once terminated
  #busy = true; // whether the workers keep Node running (they do when spawned)
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
    for (let i = 0; i < count; ++i) ready.push(new Promise((resolve) => this.#spawn(resolve, this.#log.end)));
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
    this.#log.answer(worker, message);
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
    const what = `pathrace worker ${worker.number} failed (${cause.message ?? cause}) while ${this.#log.doing(worker)}`;
    const error = new PathraceError('worker-failed', what, { cause });
    const rejected = this.#log.lose(worker, error);
    // A worker that dies before it has rebuilt the grids is not replaced
    // again: what killed it may kill the next one.
    const rebuilt = worker.replacing
      ? Promise.resolve([])
      : new Promise((resolve) => this.#replace(worker, resolve));
    if (this.#workers.length === 0) this.#shutDown(error);
    else this.#log.pump();
    this.dispatchEvent(new FaultEvent(error, worker.number, rejected, rebuilt));
  }

  // A new worker in the place of `dead`, after the log's end: it gets the
  // records as they are now, then everything asked later (edits made while
  // it starts wait in the log). `done` gets the grids it could not rebuild.
  #replace(dead, done) {
    const messages = this.#records.messages();
    const grids = this.#records.size;
    ++this.#starting;
    const worker = this.#spawn((ready) => {
      this.#doneStarting(worker);
      if (ready.error) return this.#lost(worker, revive(ready.error));
      for (const fault of this.#faults?.splice(0) ?? []) worker.port.post(fault);
      const id = this.#log.nextId();
      this.#log.pending.set(id, {
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
      this.#log.pump();
    }, this.#log.end);
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
    this.#log.append({ kind: 'tell', message: { op: 'dispose', grid: id } });
    return record.handle;
  }

  #shutDown(failure) {
    this.#failure = failure;
    this.#starting = 0;
    const pending = this.#log.clear();
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

  // Appends a message for every worker, which answers nothing, and keeps it
  // in the records.
  #tell(message) {
    this.#log.append({ kind: 'tell', message });
    this.#records.record(message); // after: a copy of the costs it asks for comes after this edit
  }

  // A query for one worker, or a batch of them (`queries`) for all.
  #query(message, signal, queries) {
    if (this.#failure) return Promise.reject(this.#failure);
    if (signal?.aborted) return Promise.reject(abortError());
    return queries ? this.#log.batch(message, queries, signal) : this.#log.query(message, signal);
  }

  // Under Node, idle workers do not keep the process alive.
  #idle() {
    const busy = this.#log.pending.size > 0 || this.#starting > 0;
    if (busy === this.#busy) return;
    this.#busy = busy;
    for (const worker of this.#workers) worker.port?.busy(busy);
  }

  // A grid loaded on every worker from `input()`, the checked payload of
  // its `kind` (grid-unchecked.js loadGrid), made here so that a mistake
  // rejects before any worker is asked.
  async #load(kind, input) {
    this.#live();
    const payload = input();
    const id = this.#nextGrid++;
    const record = this.#records.open(id, kind, payload);
    let answers;
    try {
      // A load no worker finished is not made again on a new one.
      const lost = () => this.#records.delete(id);
      answers = await this.#log.broadcast({ op: 'load', grid: id, kind, payload }, lost);
    } catch (error) {
      this.#records.delete(id);
      if (!this.#failure) this.#log.append({ kind: 'tell', message: { op: 'dispose', grid: id } });
      throw error;
    }
    const failed = answers.find((a) => a.error);
    if (failed) {
      this.#tell({ op: 'dispose', grid: id });
      throw revive(failed.error);
    }
    const { width, height } = answers[0].value;
    this.#records.loaded(record, width, height);
    const grid = new RemoteGrid(remoteGridKey, this.#remote, record);
    record.handle = grid;
    this.#grids.add(grid);
    return grid;
  }

  /** Like Grid.fromRows(), on every worker. */
  fromRows(rows) {
    return this.#load('rows', () => rowsText(rows));
  }

  /** Like Grid.fromMovingAI(), on every worker. */
  fromMovingAI(text) {
    return this.#load('movingai', () => checkMapText(text));
  }

  /** Like Grid.fromArray(), on every worker. */
  fromArray(width, height, costs) {
    // A copy, kept for rebuilds: the caller may write into its array later.
    return this.#load('array', () => {
      const input = costBytes(width, height, costs);
      return { ...input, costs: new Uint8Array(input.costs) };
    });
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
    batch: (message, queries, signal) => this.#query(message, signal, queries),
    tell: (message) => {
      this.#live();
      this.#tell(message);
    },
    forget: (grid) => this.#grids.delete(grid),
  };

  static {
    heapsOf = async (pool) => {
      pool.#live();
      const answers = await pool.#log.broadcast({ op: 'heap' });
      return answers.map((a) => a.value);
    };
    workerOf = (pool, index) => pool.#workers[index];
    recordedOf = (pool) => pool.#records.count();
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
  // A 'fill' finds a path on each grid it makes, with the default options.
  const message = { op: 'fault', ...fault, query: parseOptions(undefined, 'findPath') };
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
