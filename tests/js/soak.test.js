// The soak (bench/soak.js, `npm run soak`) in short: pooled queries with
// edits and grid lifetimes leave the memory where the warm-up left it. The
// wasm heaps (the main thread's and each worker's malloc bytes, the wasm
// memory) must not move at all; the JS heap after a full collection and
// the resident set move a little from run to run, and get tolerances a few
// times their measured noise (see each).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { growth, nodeSoak } from '../../bench/soak/node.js';
import { PathWorker } from '../../web/lib/worker-node.js';
import { init } from './support.js';

const mib = (bytes) => (bytes / 2 ** 20).toFixed(2);

test('40,000 pooled queries with edits and 1,000 grid lifetimes stay flat after a warm-up', async (t) => {
  await init();
  const pool = await PathWorker.create({ workers: 2 });
  const samples = [];
  try {
    const { checked } = await nodeSoak(pool, {
      queries: 40_000,
      lifetimes: 1_000,
      chunks: 10,
      sample: ({ memory }) => samples.push(memory),
    });
    assert.ok(checked > 200, `${checked} pooled answers checked against the main thread's grid`);
  } finally {
    pool.terminate();
  }
  // The first half is the warm-up: the workers' heaps and the resident set settle there.
  const [start, end] = [samples[4], samples.at(-1)];
  t.diagnostic(
    samples.map((m, i) => `${i + 1}: rss ${mib(m.rss)} MiB, JS heap ${mib(m.jsHeap)} MiB`).join('; '),
  );
  assert.deepEqual(end.workers, start.workers, "each worker's malloc bytes in use");
  assert.equal(end.wasmInUse, start.wasmInUse, "the main thread's malloc bytes in use");
  assert.equal(end.wasm, start.wasm, "the main thread's wasm memory");
  // Measured over 3 runs (load average 8 on 2 cores): from the 5th sample
  // to the 10th the JS heap after a collection moved at most 0.28 MiB (of
  // ~5.4) and the resident set 1.0% (of ~190 MiB); a leak of 50 bytes a
  // query would add 1 MiB to the heap.
  assert.ok(end.jsHeap - start.jsHeap <= 2 ** 20, `JS heap ${mib(start.jsHeap)} → ${mib(end.jsHeap)} MiB`);
  assert.ok(growth(start.rss, end.rss) <= 5, `resident set ${mib(start.rss)} → ${mib(end.rss)} MiB`);
});
