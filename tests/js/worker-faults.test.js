// pathrace/worker when a worker dies, in Node's worker_threads: the
// scenarios of fault-scenarios.js (stopped from outside, an error thrown
// inside, its memory taken; mid-query, with queries queued, mid-stroke and
// mid-flow-field; terminate() under them). Every Promise outstanding
// settles within a second, the rebuilt workers answer as the synchronous
// API after the same edits, and no edit is lost. tests/e2e/worker-faults.test.js
// runs the same scenarios in Chromium.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { Grid } from '../../web/lib/node.js';
import { faultSwitch, injectFault, platformWorker, recordedMessages } from '../../web/lib/pool.js';
import { PathWorker } from '../../web/lib/worker-node.js';
import { scenarios } from './fault-scenarios.js';
import { checkFaultScenario } from './fault-checks.js';
import { init } from './support.js';

before(() => init());

const lib = { PathWorker, Grid, faultSwitch, injectFault, platformWorker, recordedMessages };

const words = { stopped: 'it exited with code 1', exited: 'it exited with code 3' };

for (const [name, [title, scenario]] of Object.entries(scenarios))
  test(title, async () => checkFaultScenario(assert, name, await scenario(lib), words));
