// One pool worker in a Node worker thread (started by node.js): Node's part
// for its own module (node.js), then worker-thread.js on the parent's port.
import { parentPort } from 'node:worker_threads';
import './node.js';
import { listen } from './worker-thread.js';

listen(parentPort);
