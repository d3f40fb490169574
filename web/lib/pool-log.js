// The one log a PathWorker's workers walk in order: loads, edits, profiles
// and queries, in call order. Loads, edits and disposals are for every
// worker; each query is for the first worker to reach it with room (at most
// `depth` unanswered queries each). A worker never passes a query that no
// worker has taken yet, so each query sees exactly the edits made before it
// was asked, whichever worker answers it. A batch of queries is one entry,
// split over the workers when asked: each worker takes its share as one
// message when it reaches the entry, whatever its depth. An entry is
// settled here by its answers, or failed when the worker it waits for dies.
import { PathraceError } from './errors.js';
import { abortError, revive } from './pool-errors.js';

// Unanswered queries per worker: two keep a worker busy while the answer to
// the first crosses back, without queueing so much that aborts come late.
const depth = 2;

export class WorkLog {
  /** Message id → entry awaiting an answer (queries, broadcasts, rebuilds). */
  pending = new Map();
  #entries = []; // from the log position #start on
  #start = 0;
  #nextId = 1;
  #pumpQueued = false;
  #workers;
  #changed;

  /**
   * `workers()`: the pool's live workers; `changed()`: called after each
   * pump, and after an answer that settles a batch's share or a rebuild.
   */
  constructor(workers, changed) {
    this.#workers = workers;
    this.#changed = changed;
  }

  /** The log position after its last entry, where a new worker starts. */
  get end() {
    return this.#start + this.#entries.length;
  }

  nextId() {
    return this.#nextId++;
  }

  /** Forgets every entry; returns those that awaited an answer. */
  clear() {
    const pending = [...this.pending.values()];
    this.pending.clear();
    this.#entries = [];
    return pending;
  }

  // Appends an entry for every worker; resolves with their answers. `lost()`
  // is called when every worker that was to answer died without answering.
  broadcast(message, lost) {
    return new Promise((resolve, reject) => {
      const id = this.nextId();
      message.id = id;
      const entry = {
        kind: 'broadcast',
        message,
        answers: [],
        expect: new Set(this.#workers()),
        lost,
        settle: resolve,
        fail: reject,
      };
      this.pending.set(id, entry);
      this.append(entry);
    });
  }

  // A query for one worker.
  query(message, signal) {
    return new Promise((resolve, reject) => {
      const id = this.nextId();
      message.id = id;
      const entry = {
        kind: 'query',
        message,
        position: 0,
        worker: null,
        taken: false,
        done: false,
        settle: (answer) => {
          entry.finish();
          if (answer.error) reject(revive(answer.error));
          else resolve(answer.value);
        },
        fail: (error) => {
          entry.finish();
          reject(error);
        },
      };
      // A query in flight stays pending when aborted so that its answer,
      // dropped, still frees its worker's slot.
      this.#enter(id, entry, signal, () => entry.taken);
    });
  }

  // Enters a query or a batch in the log under `id`; an abort of `signal`
  // rejects it at once, and it leaves the pending entries unless
  // `keepOnAbort()`. `entry.finish()` marks it done and stops listening.
  #enter(id, entry, signal, keepOnAbort) {
    const onAbort = () => {
      if (entry.done) return;
      if (!keepOnAbort()) this.pending.delete(id);
      entry.fail(abortError());
    };
    entry.finish = () => {
      entry.done = true;
      signal?.removeEventListener('abort', onAbort);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    this.pending.set(id, entry);
    this.append(entry);
  }

  // A batch of queries (each a query message's { a, b, options }), split
  // now over the workers in even stretches, each answered by one message;
  // resolves with the answers in the stretches' order, or rejects with the
  // error of the lowest query index any worker answered.
  batch(message, queries, signal) {
    return new Promise((resolve, reject) => {
      const id = this.nextId();
      const workers = this.#workers();
      const count = Math.min(queries.length, workers.length);
      if (count === 0) return resolve([]);
      const shares = new Map();
      for (let k = 0; k < count; ++k) {
        const first = Math.floor((k * queries.length) / count);
        const end = Math.floor(((k + 1) * queries.length) / count);
        shares.set(workers[k], { ...message, id, first, queries: queries.slice(first, end) });
      }
      const entry = {
        kind: 'batch',
        message: { ...message, id, count: queries.length },
        shares,
        answers: new Map(),
        done: false,
        answer: (worker, answer) => {
          entry.answers.set(worker, answer);
          if (entry.answers.size < shares.size) return;
          this.pending.delete(id);
          entry.finish();
          const ordered = [...shares.keys()].map((w) => entry.answers.get(w));
          const errors = ordered.filter((a) => a.error).map((a) => revive(a.error));
          if (errors.length === 0) resolve(ordered.map((a) => a.value));
          else reject(errors.reduce((low, e) => ((e.index ?? Infinity) < (low.index ?? Infinity) ? e : low)));
        },
        // Whether the batch failed with `worker`, which held a share not yet answered.
        lose: (worker, error) => {
          if (!shares.has(worker) || entry.answers.has(worker)) return false;
          this.pending.delete(id);
          entry.fail(error);
          return true;
        },
        fail: (error) => {
          entry.finish();
          reject(error);
        },
      };
      // Answers still to come are dropped: a share holds no slot.
      this.#enter(id, entry, signal, () => false);
    });
  }

  // Queries and loads go out at once. Edits wait for the end of the task
  // (a microtask) or the next query, whichever comes first, and go with it
  // as one message per worker: a postMessage costs the calling thread far
  // more than the entry in it, and a stroke of walls is then one message
  // per worker instead of one per cell.
  append(entry) {
    entry.position = this.end;
    this.#entries.push(entry);
    if (entry.kind !== 'tell') return this.pump();
    if (this.#pumpQueued) return;
    this.#pumpQueued = true;
    queueMicrotask(() => {
      this.#pumpQueued = false;
      this.pump();
    });
  }

  // Sends every worker that has started what it may have next, as one
  // message (an array when there is more than one entry), then forgets the
  // entries that every worker has passed.
  pump() {
    const end = this.end;
    const workers = this.#workers();
    for (const worker of workers) {
      if (worker.ready) continue;
      const batch = [];
      while (worker.cursor < end) {
        const entry = this.#entries[worker.cursor - this.#start];
        if (entry.kind === 'query') {
          if (!entry.taken && !entry.done) {
            if (worker.inFlight >= depth) break;
            entry.taken = true;
            entry.worker = worker;
            ++worker.inFlight;
            batch.push(entry.message);
          }
        } else if (entry.kind === 'batch') {
          const share = entry.shares.get(worker);
          if (share !== undefined && !entry.done) batch.push(share);
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
    for (const worker of workers) passed = Math.min(passed, worker.cursor);
    const drop = passed - this.#start;
    if (drop > 256 || drop === this.#entries.length) {
      this.#entries = drop === this.#entries.length ? [] : this.#entries.slice(drop);
      this.#start = passed;
    }
    this.#changed();
  }

  /** A worker's answer to the entry its `id` names (none: an entry no longer awaited). */
  answer(worker, message) {
    const entry = this.pending.get(message.id);
    if (entry === undefined) return;
    if (entry.kind === 'query') {
      this.pending.delete(message.id);
      --worker.inFlight;
      if (!entry.done) entry.settle(message);
      this.pump();
    } else if (entry.kind === 'batch') {
      entry.answer(worker, message);
      this.#changed();
    } else if (entry.kind === 'broadcast') {
      entry.answers.push(message);
      entry.expect.delete(worker);
      if (entry.expect.size === 0) {
        this.pending.delete(message.id);
        entry.settle(entry.answers);
      }
    } else {
      this.pending.delete(message.id);
      entry.settle(message);
      this.#changed();
    }
  }

  /**
   * What the death of `worker`, already gone from the live workers, does to
   * the entries awaiting an answer: those it held fail with `error` (the
   * pool's 'worker-failed'; a query or a batch gets its own, which says
   * what it was), and so does a query no live worker can reach any more.
   * Returns how many queries and batches it rejected.
   */
  lose(worker, error) {
    const { message: what, cause } = error;
    const workers = this.#workers();
    let rejected = 0;
    for (const [id, entry] of this.pending) {
      if (entry.kind === 'query') {
        const mine = entry.worker === worker;
        if (entry.done) {
          if (mine) this.pending.delete(id); // aborted: its answer, now lost, was all it waited for
          continue;
        }
        // A query no worker took yet waits for one whose place in the log
        // is before it; a new worker begins after it.
        if (!mine && (entry.taken || workers.some((w) => w.cursor <= entry.position))) continue;
        this.pending.delete(id);
        ++rejected;
        const { op, grid } = entry.message;
        entry.fail(
          new PathraceError(
            'worker-failed',
            `${what}; this ${op} on grid ${grid} ${mine ? 'was in its hands' : 'was waiting and no worker was left to take it'}`,
            { cause },
          ),
        );
      } else if (entry.kind === 'batch') {
        const { count, grid } = entry.message;
        const why = `${what}; this batch of ${count} findPaths on grid ${grid} had a share in its hands`;
        if (entry.lose(worker, new PathraceError('worker-failed', why, { cause }))) ++rejected;
      } else if (entry.kind === 'broadcast') {
        // Settled once every worker that was to answer has answered or died.
        if (!entry.expect.delete(worker) || entry.expect.size > 0) continue;
        this.pending.delete(id);
        if (entry.answers.length > 0) entry.settle(entry.answers);
        else {
          entry.lost?.();
          entry.fail(error);
        }
      } else if (entry.worker === worker) {
        this.pending.delete(id);
        entry.fail(error);
      }
    }
    return rejected;
  }

  // What a worker was doing, for the message of its failure.
  doing(worker) {
    let queries = 0,
      first = null;
    for (const entry of this.pending.values())
      if (entry.worker === worker) {
        if (entry.kind === 'rebuild') return `rebuilding ${entry.grids} grids as a new worker`;
        if (++queries === 1) first = entry.message;
      }
    if (first === null) {
      for (const entry of this.pending.values()) {
        if (entry.kind === 'broadcast' && entry.expect.has(worker) && entry.message.op === 'load')
          return `loading grid ${entry.message.grid}`;
        if (entry.kind === 'batch' && entry.shares.has(worker) && !entry.answers.has(worker)) {
          const { count, grid } = entry.message;
          return `answering ${entry.shares.get(worker).queries.length} of a batch of ${count} findPaths on grid ${grid}`;
        }
      }
      return 'it had no query to answer';
    }
    return `answering ${first.op} on grid ${first.grid}${queries > 1 ? ` (${queries - 1} more queued on it)` : ''}`;
  }
}
