// One pool worker behind a small interface, in browsers (module workers)
// and in Node (worker_threads, node.js), and how many a pool starts by default.
import { isNode } from './core.js';
import { nodePart } from './platform.js';

export async function defaultWorkers() {
  const cores = isNode ? nodePart('a pool').cores() : (globalThis.navigator?.hardwareConcurrency ?? 1);
  return Math.max(1, Math.min(4, cores));
}

// One worker behind a small interface: post, a callback per message, and
// `onLost` once if the worker dies on its own (an uncaught error, an exit,
// a message that cannot be read, or a browser that stops it silently).
// Node's worker threads are node.js's.
export async function spawn(onMessage, onLost) {
  if (isNode) return nodePart('a pool').spawn(onMessage, onLost);
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
