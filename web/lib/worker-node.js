// pathrace/worker under Node: package.json's "node" condition leads here.
// Node's part comes with node.js; the API is worker.js's.
import './node.js';

export * from './worker.js';
