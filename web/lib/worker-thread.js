// One worker of a PathWorker pool (pool.js): its own wasm module and a copy
// of every RemoteGrid, answering the messages the pool sends in order.
import { heapInUse, isNode } from './core.js';
import { Grid, init } from './index.js';

const threadsModule = 'node:worker_threads';
const grids = new Map();
const profiles = new Map(); // name → 256 bytes, from PathWorker.profile()
let port; // Node's parentPort, or the worker's global scope

function serialize(error) {
  if (error?.name !== 'PathraceError') return { code: null, message: String(error?.message ?? error) };
  const { code, message, ...details } = { ...error, message: error.message };
  delete details.name;
  return { code, message, details };
}

const load = {
  rows: (rows) => Grid.fromRows(rows),
  movingai: (text) => Grid.fromMovingAI(text),
  array: ({ width, height, costs }) => Grid.fromArray(width, height, costs),
};

// A query's options with a profile's name replaced by its costs.
function priced(options) {
  return typeof options?.terrain === 'string'
    ? { ...options, terrain: profiles.get(options.terrain) }
    : options;
}

// Each returns [value, transfer list].
const operations = {
  load({ grid, kind, payload }) {
    const loaded = load[kind](payload);
    grids.set(grid, loaded);
    return [{ width: loaded.width, height: loaded.height }];
  },
  findPath({ grid, a, b, options }) {
    const result = grids.get(grid).findPath(a, b, priced(options));
    delete result.path; // the pool makes it from the cells, which travel without a copy
    return [result, [result.cells.buffer]];
  },
  connected({ grid, a, b, options }) {
    return [grids.get(grid).connected(a, b, options)];
  },
  flowField({ grid, a, options }) {
    const field = grids.get(grid).flowField(a, priced(options));
    return [field, [field.distance.buffer, field.next.buffer]];
  },
  profile({ name, costs }) {
    profiles.set(name, costs);
  },
  setTerrain({ grid, cell, cost }) {
    grids.get(grid).setTerrain(cell, cost);
  },
  prepare({ grid, options }) {
    grids.get(grid).prepare(options);
  },
  dispose({ grid }) {
    grids.get(grid)?.dispose();
    grids.delete(grid);
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
  let answer, transfer;
  try {
    const done = operations[message.op](message);
    if (message.id === undefined) return;
    answer = { id: message.id, value: done[0] };
    transfer = done[1];
  } catch (error) {
    if (message.id === undefined) return;
    answer = { id: message.id, error: serialize(error) };
  }
  port.postMessage(answer, transfer);
}

// No top-level await: bundlers' classic (iife) workers cannot have one.
async function start() {
  if (isNode) {
    port = (await import(/* @vite-ignore */ threadsModule)).parentPort;
    port.on('message', receiveAll);
  } else {
    port = self;
    self.onmessage = (event) => receiveAll(event.data);
  }
  try {
    await init();
    port.postMessage({ ready: true });
  } catch (error) {
    port.postMessage({ error: serialize(error) });
  }
}

start();
