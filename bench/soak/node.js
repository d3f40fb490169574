// The soak's Node half: pooled queries with edits and grid lifetimes, run in
// chunks, with the memory measured after each. Used by bench/soak.js (a
// million queries) and tests/js/soak.test.js (a short run that asserts it).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { heapInUse, memoryBytes } from '../../web/lib/core.js';
import { Grid } from '../../web/lib/node.js';
import '../../web/lib/search.js';
import { heapsInUse } from '../../web/lib/pool.js';
import { randomMap } from '../../web/race/generators.js';

// A full collection on demand, with or without node --expose-gc.
setFlagsFromString('--expose-gc');
const collect = globalThis.gc ?? runInNewContext('gc');

/**
 * The process's memory now, after a full collection of the main thread's
 * JS heap: that heap's bytes in use, the resident set (every thread: the
 * workers' JS heaps and wasm memories are in it), the main thread's wasm
 * memory and malloc's bytes in use there, and each pool worker's malloc
 * bytes in use (`pool`, when given).
 */
export async function nodeMemory(pool) {
  const workers = pool ? await heapsInUse(pool) : [];
  collect();
  const { heapUsed, rss } = process.memoryUsage();
  return { jsHeap: heapUsed, rss, wasm: memoryBytes(), wasmInUse: heapInUse(), workers };
}

const side = 64;
const variants = [
  {},
  { algorithm: 'greedy' },
  { algorithm: 'dijkstra', diagonal: 'never' },
  { algorithm: 'bfs', diagonal: 'always', costs: 'classic' },
  { weight: 3, heuristic: 'euclidean', tieBreak: 'fifo' },
  { size: 2 },
];

/**
 * Runs `queries` pooled queries (findPath under six rule sets, with a flow
 * field, a connected() and a query to three goals among them) on a 64×64
 * map whose walls are toggled between batches, and `lifetimes` grid
 * lifetimes (a grid made, searched, edited and disposed, synchronously and
 * in the pool), in `chunks` equal parts. After each part calls
 * `sample({ part, queries, lifetimes, memory })` (memory: nodeMemory()).
 * A mirror grid on the main thread takes the same edits, and about one
 * pooled answer in 80 is checked against its answer. Returns { found, checked }.
 */
export async function nodeSoak(pool, { queries, lifetimes, chunks = 20, seed = 25, sample }) {
  // The map from `seed`, its open cells priced 1 to 3; cells and strokes
  // picked by fixed strides, so that a run replays exactly.
  const costs = randomMap(side, side, 0.25, seed).terrain.map((t, i) => t && 1 + ((i * 7) % 3));
  const remote = await pool.fromArray(side, side, costs);
  const mirror = Grid.fromArray(side, side, costs);
  const cell = (k) => {
    const i = (k * 2654435761) % costs.length;
    return { x: i % side, y: Math.floor(i / side) };
  };
  const pairs = Array.from({ length: 200 }, (_, k) => [cell(2 * k), cell(2 * k + 1)]);
  let found = 0,
    checked = 0,
    queried = 0,
    lived = 0,
    strokes = 0;

  // Query i as [method, ...arguments], asked of the pool's grid and of the mirror alike.
  const question = (i) => {
    const [a, b] = pairs[i % pairs.length];
    const options = variants[i % variants.length];
    if (i % 97 === 0) return ['flowField', b, { diagonal: options.diagonal }];
    if (i % 89 === 0) return ['connected', a, b];
    if (i % 83 === 0) return ['findPath', a, [b, pairs[(i + 1) % pairs.length][1], a], options];
    return ['findPath', a, b, options];
  };
  const same = (r, expected) =>
    typeof r === 'boolean'
      ? r === expected
      : 'cost' in r
        ? r.found === expected.found && r.cost === expected.cost
        : r.distance.every((d, c) => d === expected.distance[c]);
  // A batch of queries in flight, then a stroke of walls drawn and erased
  // (erased where the map had none), so the map stays the one it was.
  const batch = async (count) => {
    const asked = Array.from({ length: count }, (_, k) => {
      const [method, ...args] = question(queried + k);
      return remote[method](...args);
    });
    const answers = await Promise.all(asked);
    for (const [k, r] of answers.entries()) {
      if (r === true || r.found) ++found;
      const i = queried + k;
      if (i % 83 === 0 || i % 500 === 0) {
        const [method, ...args] = question(i);
        if (!same(r, mirror[method](...args)))
          throw new Error(`soak: pooled ${method} #${i} differs from the grid's answer after the same edits`);
        ++checked;
      }
    }
    queried += count;
    const y = (strokes * 37) % side,
      x0 = (++strokes * 13) % (side - 8);
    for (const wall of [true, false])
      for (let x = x0; x < x0 + 8; ++x) {
        const cost = wall ? 0 : costs[y * side + x];
        remote.setTerrain({ x, y }, cost);
        mirror.setTerrain({ x, y }, cost);
      }
  };
  const live = async (count) => {
    for (let done = 0; done < count; done += 25) {
      const n = Math.min(25, count - done);
      const made = await Promise.all(
        Array.from({ length: n }, (_, k) => pool.fromArray(16, 12, costs.subarray(k, k + 16 * 12))),
      );
      for (const g of made) g.setWall({ x: 1, y: 1 });
      await Promise.all(made.map((g) => g.findPath({ x: 0, y: 0 }, { x: 15, y: 11 }, { closest: true })));
      for (const [k, g] of made.entries()) {
        g.dispose();
        const local = Grid.fromArray(16, 12, costs.subarray(k, k + 16 * 12));
        local.setWall({ x: 2, y: 2 });
        local.findPath({ x: 0, y: 0 }, { x: 15, y: 11 }, variants[k % variants.length]);
        const s = local.search({ x: 0, y: 0 }, { x: 15, y: 11 });
        s.step(10);
        s.cellStates();
        if (k % 2) s.dispose(); // else the grid disposes it
        local.dispose();
      }
    }
    lived += count;
  };

  try {
    for (let part = 1; part <= chunks; ++part) {
      const q = Math.round((queries * part) / chunks) - queried;
      for (let left = q; left > 0; left -= 1000) await batch(Math.min(1000, left));
      await live(Math.round((lifetimes * part) / chunks) - lived);
      await sample({ part, queries: queried, lifetimes: lived, memory: await nodeMemory(pool) });
    }
  } finally {
    remote.dispose();
    mirror.dispose();
  }
  return { found, checked };
}

/** Growth from `a` to `b` in percent. */
export const growth = (a, b) => (100 * (b - a)) / a;
