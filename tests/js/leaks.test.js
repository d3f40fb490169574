// No leaks: after a warm-up, many queries and many grid lifetimes leave the
// wasm heap exactly as they found it. Reads malloc's in-use bytes through
// web/lib/core.js, which the package does not export.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { heapInUse, memoryBytes } from '../../web/lib/core.js';
import { Grid } from '../../web/lib/node.js';
import '../../web/lib/search.js';
import { init, randomCosts, randomOpenCell, rng } from './support.js';

before(() => init());

const variants = [
  {},
  { algorithm: 'greedy' },
  { algorithm: 'dijkstra', diagonal: 'never' },
  { algorithm: 'bfs', diagonal: 'always', costs: 'classic' },
  { weight: 3, heuristic: 'euclidean', tieBreak: 'fifo' },
];

test('100,000 findPath calls do not grow the heap', () => {
  const random = rng(2024);
  const costs = randomCosts(random, 32, 32, 0.3, true);
  const grid = Grid.fromArray(32, 32, costs);
  const pairs = Array.from({ length: 100 }, () => [
    randomOpenCell(random, 32, costs),
    randomOpenCell(random, 32, costs),
  ]);
  const query = (i) =>
    grid.findPath(
      pairs[i % pairs.length][0],
      pairs[i % pairs.length][1],
      variants[Math.floor(i / pairs.length) % variants.length],
    );

  // Every (pair, rules) once: the searcher's buffers reach their final size.
  const round = pairs.length * variants.length;
  for (let i = 0; i < round; ++i) query(i);
  const heap = heapInUse(),
    memory = memoryBytes();
  let found = 0;
  for (let i = 0; i < 100_000; ++i) if (query(i).found) ++found;
  assert.ok(found > 0);
  assert.equal(heapInUse(), heap, 'bytes in use by malloc');
  assert.equal(memoryBytes(), memory, 'wasm memory size');
  grid.dispose();
});

test('20,000 queries with units, several goals, ranges and profiles do not grow the heap', () => {
  const random = rng(2325);
  const costs = randomCosts(random, 32, 32, 0.2, true);
  const grid = Grid.fromArray(32, 32, costs);
  const cell = () => randomOpenCell(random, 32, costs);
  const queries = Array.from({ length: 60 }, (_, i) => ({
    start: cell(),
    goals: i % 2 ? cell() : Array.from({ length: 1 + (i % 20) }, cell),
    options: {
      size: 1 + (i % 4),
      ...(i % 3 === 0 && { within: 1.5, lineOfSight: i % 2 === 0 }),
      ...(i % 5 < 2 && {
        terrain: i % 5 ? { 2: 1, 4: 'wall' } : Array.from({ length: 256 }, (_, c) => c % 7),
      }),
      ...(i % 7 === 0 && { closest: true, maxExpansions: 50 }),
    },
  }));
  const query = (i) => {
    const { start, goals, options } = queries[i % queries.length];
    if (i % 100 === 0) {
      const { closest, maxExpansions, within, lineOfSight, ...field } = options;
      return grid.flowField(goals, field).distance.length > 0;
    }
    if (i % 100 === 50) {
      const { closest, maxExpansions, ...stepped } = options;
      const search = grid.search(start, goals, stepped);
      search.step(20);
      search.dispose();
      return true;
    }
    grid.connected(start, Array.isArray(goals) ? goals[0] : goals, { size: options.size });
    return grid.findPath(start, goals, options).found;
  };
  for (let i = 0; i < 200; ++i) query(i);
  const heap = heapInUse(),
    memory = memoryBytes();
  let found = 0;
  for (let i = 0; i < 20_000; ++i) if (query(i)) ++found;
  assert.ok(found > 0);
  assert.equal(heapInUse(), heap, 'bytes in use by malloc');
  assert.equal(memoryBytes(), memory, 'wasm memory size');
  grid.dispose();
});

test('1,000 grid lifetimes, each with queries and searches, do not grow the heap', () => {
  const random = rng(7);
  const text =
    'type octile\nheight 12\nwidth 16\nmap\n' +
    Array.from({ length: 12 }, () => '....@...........').join('\n');
  const makers = [
    () => new Grid(16, 12),
    () => Grid.fromRows(Array.from({ length: 12 }, () => '..#.............')),
    () => Grid.fromMovingAI(text),
    () => Grid.fromArray(16, 12, randomCosts(random, 16, 12, 0.2, true)),
  ];
  const lifetime = (i) => {
    const grid = makers[i % makers.length]();
    grid.setTerrain({ x: 15, y: 11 }, 1);
    grid.findPath({ x: 15, y: 11 }, { x: 1, y: 1 }, variants[i % variants.length]);
    grid.costs();
    const s = grid.search({ x: 15, y: 11 }, { x: 1, y: 1 }, variants[(i + 1) % variants.length]);
    s.step(5);
    s.events();
    s.cellStates();
    s.cellInfo({ x: 14, y: 11 });
    s.run();
    if (i % 2 === 0) s.dispose(); // else the grid disposes it
    try {
      grid.findPath({ x: 99, y: 0 }, { x: 0, y: 0 });
    } catch {
      /* an error frees nothing it should not */
    }
    grid.dispose();
  };

  for (let i = 0; i < 40; ++i) lifetime(i);
  const heap = heapInUse(),
    memory = memoryBytes();
  for (let i = 0; i < 1000; ++i) lifetime(i);
  assert.equal(heapInUse(), heap, 'bytes in use by malloc');
  assert.equal(memoryBytes(), memory, 'wasm memory size');
});

test('failed loads free what they allocated', () => {
  const bad = () => {
    try {
      Grid.fromRows(['....', '..x.']);
    } catch {
      /* expected */
    }
  };
  for (let i = 0; i < 20; ++i) bad();
  const heap = heapInUse();
  for (let i = 0; i < 500; ++i) bad();
  assert.equal(heapInUse(), heap);
});
