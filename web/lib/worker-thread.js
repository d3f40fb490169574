// One worker of a PathWorker pool (pool.js): its own wasm module and a copy
// of every RemoteGrid, answering the messages the pool sends in order. The
// pool's calling thread has checked every argument (remote-grid.js), so
// the work is grid-unchecked.js's alone and the checks stay out of this
// bundle.
import { atQuery, packResults } from './batch.js';
import { heapInUse, init, isNode } from './core.js';
import { PathraceError } from './errors.js';
import * as unchecked from './grid-unchecked.js';

const grids = new Map(); // grid id → { core, width, height, report } (grid-unchecked.js)
const unbuilt = new Map(); // grid id → why a rebuild could not make it
const profiles = new Map(); // name → 256 bytes, from PathWorker.profile()
let port; // Node's parentPort, or the worker's global scope
let armed = false; // whether the pool's tests may send faults
let trap = null; // a test fault waiting for its message
const ballast = []; // the grids of a 'fill' fault
let closed = false; // after an 'exit' fault in a browser

function serialize(error) {
  if (error?.name !== 'PathraceError') return { code: null, message: String(error?.message ?? error) };
  const { code, message, ...details } = { ...error, message: error.message };
  delete details.name;
  return { code, message, details };
}

// A query's parsed options with a profile's name replaced by its costs.
function priced(parsed) {
  return typeof parsed.terrain === 'string' ? { ...parsed, terrain: profiles.get(parsed.terrain) } : parsed;
}

function dispose(grid) {
  grid?.core.delete();
}

function gridOf(id) {
  const grid = grids.get(id);
  if (grid !== undefined) return grid;
  throw new PathraceError(
    'worker-failed',
    `this worker could not rebuild grid ${id}: ${unbuilt.get(id)?.message}`,
  );
}

// Test faults (pool.js injectFault), honoured only when the pool was made
// with its fault switch: 'throw' an error no handler catches, 'exit' the
// thread (a browser's worker closes itself, silently), each either at once
// or on the `after`-th next message of op `on`; 'fill' takes wasm memory
// with grids that are kept, each with its query's records, down to the megabyte the engine
// keeps free (and two small grids given back), so that a larger grid made
// next runs out of memory.
const faults = {
  throw() {
    throw new Error('a fault injected by the tests');
  },
  exit() {
    if (isNode) process.exit(3);
    self.close(); // the task runs on: what it holds is left unanswered
    closed = true;
  },
  fill({ query }) {
    // A grid's query records (made by its first findPath) are most of the
    // memory and are not written until used, so grids with them fill it
    // fast; then small grids the rest.
    for (const side of [8192, 4096, 2048, 1024])
      for (;;) {
        const grid = ballasted(() => unchecked.newGrid(side, side));
        if (grid === null || ballasted(() => unchecked.findPathRecord(grid, 0, 1, query)) === null) break;
      }
    const small = [];
    for (let grid; (grid = ballasted(() => unchecked.newGrid(128, 128)));) small.push(grid);
    small.splice(-2).forEach(dispose);
  },
};

// Outside receive()'s try, so that what a fault throws is not caught.
// Returns whether `message` is not to be answered: a fault, or a message
// after an 'exit'.
// The handle `make()` returns, kept, or null when it ran out of memory.
function ballasted(make) {
  try {
    const handle = make();
    ballast.push(handle);
    return handle;
  } catch {
    return null;
  }
}

function fault(message) {
  if (closed) return true;
  if (message.op === 'fault') {
    if (message.on === undefined) faults[message.kind](message);
    else trap = { ...message, after: message.after ?? 1 };
    return true;
  }
  if (trap === null || trap.on !== message.op || --trap.after > 0) return false;
  const sprung = trap;
  trap = null;
  faults[sprung.kind](sprung);
  return closed;
}

// Each returns [value, transfer list].
const operations = {
  start({ lock, faults: testing }) {
    armed = testing;
    begin(lock);
  },
  // A new worker makes every grid of the pool again from the pool's records;
  // a grid that fails (out of memory) is left out, and says why when asked.
  rebuild({ messages }) {
    const failed = [];
    for (const message of messages) {
      if (unbuilt.has(message.grid)) continue;
      try {
        operations[message.op](message);
      } catch (error) {
        if (error instanceof WebAssembly.RuntimeError) throw error;
        dispose(grids.get(message.grid));
        grids.delete(message.grid);
        unbuilt.set(message.grid, error);
        failed.push({ grid: message.grid, error: serialize(error) });
      }
    }
    return [failed];
  },
  load({ grid, kind, payload }) {
    const loaded = unchecked.loadGrid(kind, payload);
    grids.set(grid, loaded);
    return [{ width: loaded.width, height: loaded.height }];
  },
  findPath({ grid, from, to, parsed }) {
    // The record, its cells moved: the pool makes the points on the calling thread, when read.
    const record = unchecked.findPathRecord(gridOf(grid), from, to, priced(parsed));
    const moved = [record.cells.buffer];
    if (record.waypointCells) moved.push(record.waypointCells.buffer);
    return [record, moved];
  },
  // A share of a batch: every result in three buffers, moved (batch.js);
  // the first mistake names its query's index in the whole batch.
  findPaths({ grid, first, queries }) {
    const target = gridOf(grid);
    const records = queries.map(({ from, to, parsed }, i) => {
      try {
        return unchecked.findPathRecord(target, from, to, priced(parsed));
      } catch (error) {
        throw atQuery(error, first + i);
      }
    });
    return packResults(records, target.width);
  },
  connected({ grid, from, to, parsed }) {
    return [unchecked.connectedCells(gridOf(grid), from, to, parsed)];
  },
  flowField({ grid, to, parsed }) {
    const field = unchecked.flowFieldOf(gridOf(grid), to, priced(parsed));
    return [field, [field.distance.buffer, field.next.buffer]];
  },
  profile({ name, costs }) {
    profiles.set(name, costs);
  },
  setTerrain({ grid, cell, cost }) {
    gridOf(grid).core.setCost(cell, cost);
  },
  costs({ grid }) {
    const costs = unchecked.costsOf(gridOf(grid));
    return [costs, [costs.buffer]];
  },
  prepare({ grid, jumps, rules }) {
    unchecked.prepareJumps(grids.get(grid), jumps, rules);
  },
  dispose({ grid }) {
    dispose(grids.get(grid));
    grids.delete(grid);
    unbuilt.delete(grid);
  },
  heap() {
    return [heapInUse()];
  },
};

// The pool sends what it was asked in one task as one message: an entry,
// or an array of them in order.
function receiveAll(messages) {
  if (!Array.isArray(messages)) return receive(messages);
  for (const message of messages) receive(message);
}

function receive(message) {
  if (armed && fault(message)) return;
  let answer, transfer;
  try {
    const done = operations[message.op](message);
    if (message.id === undefined) return;
    answer = { id: message.id, value: done[0] };
    transfer = done[1];
  } catch (error) {
    // The module aborted or trapped: its memory cannot be trusted, so this
    // worker dies of it, uncaught, and the pool replaces it.
    if (error instanceof WebAssembly.RuntimeError) throw error;
    if (message.id === undefined) return;
    answer = { id: message.id, error: serialize(error) };
  }
  port.postMessage(answer, transfer);
}

// The pool's first message: hold the Web Lock that tells the pool when
// this worker is gone (browsers), load the module, say so.
async function begin(lock) {
  try {
    if (lock !== undefined)
      await new Promise((held) =>
        navigator.locks.request(lock, () => {
          held();
          return new Promise(() => {});
        }),
      );
    await init();
    port.postMessage({ ready: true });
  } catch (error) {
    port.postMessage({ error: serialize(error) });
  }
}

/** Answers the pool on `from`: a Node worker thread's parentPort (node-thread.js), or the worker's global scope. */
export function listen(from) {
  port = from;
  if (isNode) port.on('message', receiveAll);
  else self.onmessage = (event) => receiveAll(event.data);
}

// In a browser this module is the worker.
if (!isNode) listen(self);
