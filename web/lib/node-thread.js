// One pool worker in a Node worker thread (started by node.js): the part of
// Node's a worker needs (reading the wasm module from disk), then
// worker-thread.js on the parent's port. Not node.js itself, which starts
// threads: a bundler would see this thread start itself, a cycle.
import { parentPort } from 'node:worker_threads';
import { wasmBytes } from './node-wasm.js';
import { useNode } from './platform.js';
import { listen } from './worker-thread.js';

useNode({ wasmBytes });
listen(parentPort);
