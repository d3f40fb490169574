// The game's crowd (web/examples/crowd.js) on the game's level, stepped in
// Node as the game's frame loop steps it, at several frame rates. The game
// caps a frame's time at 50 ms, so on a busy machine its crowd takes larger
// steps: where the crowd moves depends on the frame times, and it must
// arrive whatever they are. The page test (tests/e2e/game.test.js) runs one
// such schedule, whatever the machine gives it; this one runs each of them
// on purpose. A crowd that locks (units waiting on each other for ever)
// fails here, at any rate, within seconds.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Grid } from '../../web/lib/node.js';
import { Crowd } from '../../web/examples/crowd.js';
import { goalsAt, kindOf, kinds } from '../../web/examples/kinds.js';
import { flagCount, spread, survey } from '../../web/examples/level.js';
import { init, missingMapsMessage, movingAI, rng } from './support.js';

const mapName = 'Boston_0_256';
const unitCount = 400;
const limit = 90; // seconds of game time, as the page test allows

// The frame times: the game's own cap (50 ms) and faster, steady and not.
const schedules = {
  '60 fps': () => () => 1 / 60,
  '20 fps (the cap)': () => () => 0.05,
  'uneven, 17 to 50 ms': (seed) => {
    const random = rng(seed);
    return () => 1 / 60 + random() * (0.05 - 1 / 60);
  },
  '60 fps with a 50 ms frame in seven': () => {
    let n = 0;
    return () => (++n % 7 === 0 ? 0.05 : 1 / 60);
  },
};

/** The options a kind's field is asked with, its profile given whole (the game names it in the pool). */
const unitOf = (kind) =>
  kind.profile === null ? { size: kind.size } : { size: kind.size, terrain: kind.profile.terrain };

/**
 * The crowd on the level, placed as the game places it, and the first
 * flags. `grid` is the map with its rubble, as the game's pool holds it.
 */
function level(text) {
  const { world, spawn, beyond, flags } = survey(text);
  const grid = Grid.fromArray(world.width, world.height, world.terrain);
  const crowd = new Crowd(world, unitCount, kindOf);
  assert.equal(crowd.spawn([...spread(spawn, spawn.length, 7919), ...beyond]), unitCount);
  return { world, grid, crowd, flags };
}

/** Each kind's field to `flags`, as the game asks it. */
function fieldsTo(grid, crowd, flags, width) {
  kinds.forEach((kind, k) => {
    crowd.fields[k] = grid.flowField(
      flags.flatMap((f) => goalsAt(kind, f, width)),
      unitOf(kind),
    );
    crowd.fallbacks[k] = [];
  });
}

/**
 * Steps the crowd until the units of each kind stand within `within(k)` of
 * the end of their field (95 % of the infantry, 90 % of the tanks, as the
 * page test asks), or `limit` seconds pass. Returns the game time it took,
 * or Infinity, and how far the others are.
 */
function arrive(crowd, dt, within) {
  const counts = kinds.map((_, k) => crowd.kind.filter((kk) => kk === k).length);
  const far = () => {
    const out = kinds.map(() => []);
    for (let i = 0; i < crowd.count; ++i) {
      const k = crowd.kind[i];
      const field = crowd.fieldFor(k, crowd.cell[i]);
      const d = field === null ? Infinity : field.distance[crowd.cell[i]];
      if (!(d <= within(k))) out[k].push(d);
    }
    return out;
  };
  let time = 0;
  for (let frame = 0; time < limit; ++frame) {
    const step = dt();
    crowd.step(step);
    time += step;
    if (frame % 15 !== 0) continue;
    const out = far();
    if (out[0].length <= 0.05 * counts[0] && out[1].length <= 0.1 * counts[1]) return { time, out };
  }
  return { time: Infinity, out: far() };
}

/**
 * How far from the end of its field a kind's crowd may stand: the least
 * distance within which the field's positions hold the crowd's cells (360
 * soldiers and 40 tanks of four cells each) six times over. A crowd packs
 * around a flag along the streets, not in a disc, and splits unevenly
 * between three flags (the nearest one for each unit): three times over
 * was short of the crowd around the busiest flag.
 */
function roomFor(crowd, k) {
  const field = crowd.fields[k];
  const sizes = kinds.map((kind) => kind.size * kind.size);
  let cells = 0;
  for (let i = 0; i < crowd.count; ++i) cells += sizes[crowd.kind[i]];
  const reached = crowd.fallbacks[k].length > 0 ? crowd.fallbacks[k][0].distance : field.distance;
  const sorted = reached.filter((d) => d !== Infinity).sort();
  return sorted[Math.min(sorted.length - 1, 6 * cells)];
}

const report = (name, { time, out }) =>
  `${name}: ${time === Infinity ? `not arrived after ${limit} s` : `arrived after ${time.toFixed(1)} s`}; ` +
  `others at ${kinds.map((kind, k) => `${kind.name} [${out[k].map((d) => d.toFixed(0)).join(' ')}]`).join(', ')}`;

test('the crowd reaches its three flags at every frame rate', async (t) => {
  const map = movingAI(mapName);
  if (!map) return t.skip(missingMapsMessage(mapName));
  await init();
  for (const [name, schedule] of Object.entries(schedules)) {
    const { world, grid, crowd, flags } = level(map.text);
    try {
      assert.equal(flags.length, flagCount);
      fieldsTo(grid, crowd, flags, world.width);
      const room = kinds.map((_, k) => roomFor(crowd, k));
      const result = arrive(crowd, schedule(1), (k) => room[k]);
      t.diagnostic(report(name, result) + ` (within ${room.map((r) => r.toFixed(0)).join(' and ')})`);
      assert.ok(result.time < limit, `${name}: the crowd did not reach the flags in ${limit} s`);
    } finally {
      grid.dispose();
    }
  }
});

/** The octile distance between cells a and b of a map `width` wide. */
function octile(a, b, width) {
  const dx = Math.abs((a % width) - (b % width)),
    dy = Math.abs(Math.floor(a / width) - Math.floor(b / width));
  return Math.max(dx, dy) + (Math.SQRT2 - 1) * Math.min(dx, dy);
}

/**
 * Per kind, for the units no flag's field reaches: a field to the
 * positions they can reach nearest a flag (by the octile distance to a
 * position whose block covers one), one per area, as the game's fallbacks
 * are, found here by a flow field from a unit and a scan of what it
 * reaches, not by the game's closest query.
 */
function fallbacksTo(grid, crowd, flags, width) {
  kinds.forEach((kind, k) => {
    const goals = flags.flatMap((f) => goalsAt(kind, f, width)).map(({ x, y }) => y * width + x);
    for (let i; (i = crowd.firstStranded(k)) >= 0;) {
      const { distance } = grid.flowField(crowd.world.pointOf(crowd.cell[i]), unitOf(kind));
      let best = Infinity;
      const h = distance.map((d, p) =>
        d === Infinity ? Infinity : Math.min(...goals.map((g) => octile(p, g, width))),
      );
      for (const v of h) best = Math.min(best, v);
      const nearest = [];
      h.forEach((v, p) => v <= best + 1e-9 && nearest.push(crowd.world.pointOf(p)));
      crowd.fallbacks[k].push(grid.flowField(nearest, unitOf(kind)));
    }
  });
}

test('walled off from the flags, the crowd reaches the place nearest them at every frame rate', async (t) => {
  const map = movingAI(mapName);
  if (!map) return t.skip(missingMapsMessage(mapName));
  await init();
  for (const [name, schedule] of Object.entries(schedules))
    for (const head of [0, 120, 400]) {
      const { world, grid, crowd, flags } = level(map.text);
      try {
        const { width } = world;
        // The crowd first walks toward the first flags for `head` frames,
        // as it does while a player clicks the new ones.
        fieldsTo(grid, crowd, flags, width);
        const dt = schedule(head + 1);
        for (let f = 0; f < head; ++f) crowd.step(dt());
        // The new flags: three open cells of the largest area the infantry
        // cannot reach, as in the page test.
        const home = grid.flowField(world.pointOf(crowd.cell[0])).distance;
        const area = new Int32Array(home.length).fill(-1);
        let largest = [];
        for (let c = 0; c < home.length; ++c) {
          if (!world.open[c] || home[c] !== Infinity || area[c] >= 0) continue;
          const cells = [];
          grid.flowField(world.pointOf(c)).distance.forEach((d, p) => d !== Infinity && cells.push(p));
          for (const p of cells) area[p] = c;
          if (cells.length > largest.length) largest = cells;
        }
        assert.ok(largest.length > 0, 'the map has ground the crowd cannot reach');
        const walled = [0, largest.length >> 1, largest.length - 1].map((k) => largest[k]);
        fieldsTo(grid, crowd, walled, width);
        fallbacksTo(grid, crowd, walled, width);
        const room = kinds.map((_, k) => roomFor(crowd, k));
        const result = arrive(crowd, dt, (k) => room[k]);
        t.diagnostic(
          report(`${name}, ${head} frames toward the first flags`, result) +
            ` (within ${room.map((r) => r.toFixed(0)).join(' and ')})`,
        );
        assert.ok(
          result.time < limit,
          `${name}, after ${head} frames: the crowd did not arrive in ${limit} s`,
        );
      } finally {
        grid.dispose();
      }
    }
});
