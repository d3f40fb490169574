// One pool worker behind a small interface, in Node (worker_threads) and in
// browsers (module workers), and how many a pool starts by default.
import { isNode } from './core.js';

const threadsModule = 'node:worker_threads';
const osModule = 'node:os';

export async function defaultWorkers() {
  const cores = isNode
    ? await import(/* @vite-ignore */ osModule).then((os) => os.availableParallelism?.() ?? os.cpus().length)
    : (globalThis.navigator?.hardwareConcurrency ?? 1);
  return Math.max(1, Math.min(4, cores));
}

// One worker behind a small interface: post, a callback per message, and
// `onLost` once if the worker dies on its own (an uncaught error, an exit,
// a message that cannot be read, or a browser that stops it silently).
export async function spawn(onMessage, onLost) {
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
