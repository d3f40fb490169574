// pathrace under Node: package.json's "node" condition of 'pathrace' leads
// here (browser bundlers take index.js and never see this file). It hands
// Node's part to platform.js — the wasm module's bytes read from disk, the
// core count, a pool's worker_threads — then is the package's API.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { wasmBytes } from './node-wasm.js';
import { useNode } from './platform.js';

export * from './index.js';

// One pool worker in a worker thread (node-thread.js), behind pool-port.js's interface.
function spawn(onMessage, onLost) {
  const worker = new Worker(new URL('./node-thread.js', import.meta.url));
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

useNode({
  wasmBytes,
  cores: () => os.availableParallelism?.() ?? os.cpus().length,
  spawn,
});
