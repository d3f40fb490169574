// What only Node does, one home: read the wasm module's bytes from disk,
// count the cores, start a pool's worker thread. This module imports
// nothing of Node's, so no browser bundler meets a node: specifier: the
// package's Node entries (package.json's "node" condition: node.js,
// worker-node.js) hand Node's part over here when they load.
let node = null;

/** Node's part ({ wasmBytes, cores, spawn }), handed over by node.js (a worker thread's: { wasmBytes }, node-thread.js). */
export function useNode(part) {
  node = part;
}

/**
 * Node's part, for `what` (what needs it, said in the Error when it is
 * missing; init() and the pool make that their coded PathraceError).
 */
export function nodePart(what) {
  if (node) return node;
  throw new Error(
    `${what} under Node needs the package's Node entry: import 'pathrace' or 'pathrace/worker' by name (or web/lib/node.js)`,
  );
}
