// The level as the game loads it, on the main thread with the synchronous
// API: the terrain, where the crowd starts, the first flags and the rubble.
// Its own module so that the crowd's tests (tests/js/crowd.test.js) load
// the same level in Node.
import { Grid } from 'pathrace';
import { kinds, tank } from './kinds.js';
import { World } from './world.js';

const spawnRadius = 25; // the crowd starts within this distance of the open cell nearest the map's centre
const flagDistance = 60; // and walks to three flags about this far away
export const flagCount = 3;
const rubbleRadius = 9; // a rubble district half way to each first flag

/**
 * Loads the map once on this thread: the terrain for drawing and for the
 * units' checks, where the crowd starts (a flow field from the open cell
 * nearest the centre), the first flags (about flagDistance away, apart
 * from each other, where a tank fits) and a rubble district half way to
 * each.
 */
export function survey(text) {
  const grid = Grid.fromMovingAI(text);
  try {
    const world = new World(grid.width, grid.height, grid.costs());
    const { width } = world;
    const walls = kinds[tank].walls;
    const middle = world.cellAt(grid.width / 2, grid.height / 2);
    const centre = world.isOpen(middle) ? middle : world.nearestOpen(middle, width, 1, walls);
    const t = performance.now();
    const { distance } = grid.flowField(world.pointOf(centre));
    const fieldMs = performance.now() - t;
    const spawn = [],
      beyond = [],
      candidates = [];
    for (let i = 0; i < distance.length; ++i) {
      if (distance[i] <= spawnRadius) spawn.push(i);
      else if (distance[i] !== Infinity) beyond.push(i);
      if (Math.abs(distance[i] - flagDistance) <= 5 && world.blockOpen(i, 2, walls)) candidates.push(i);
    }
    // The first flag nearest flagDistance, each next one the candidate farthest from those chosen.
    const apart = (c, chosen) =>
      Math.min(
        ...chosen.map((f) =>
          Math.hypot((c % width) - (f % width), Math.floor(c / width) - Math.floor(f / width)),
        ),
      );
    const flags = [
      candidates.reduce((a, b) =>
        Math.abs(distance[b] - flagDistance) < Math.abs(distance[a] - flagDistance) ? b : a,
      ),
    ];
    while (flags.length < flagCount)
      flags.push(candidates.reduce((a, b) => (apart(b, flags) > apart(a, flags) ? b : a)));
    const c = world.pointOf(centre);
    const districts = flags.map((f) => {
      const p = world.pointOf(f);
      return { x: Math.round((c.x + p.x) / 2), y: Math.round((c.y + p.y) / 2), r: rubbleRadius };
    });
    world.paintRubble(districts);
    beyond.sort((a, b) => distance[a] - distance[b]); // where a crowd too large for the spawn area stands
    return { world, spawn, beyond, flags, fieldMs };
  } finally {
    grid.dispose();
  }
}

/**
 * n of the spawn cells, spread over them by a stride prime to their
 * count's likely factors: the same crowd on every load.
 */
export const spread = (spawn, n, stride) =>
  Array.from({ length: n }, (_, i) => spawn[(i * stride) % spawn.length]);
