// pathrace/worker: paths off the main thread. A PathWorker is a pool of
// workers (Web Workers in browsers, worker_threads in Node), each with its
// own wasm module; worker.d.ts documents the API.
export { PathWorker } from './pool.js';
export { RemoteGrid } from './remote-grid.js';
