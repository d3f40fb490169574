// Shared by the tests: the package as built in the tree, seeded randomness,
// and the Moving AI scenarios.
import { readFileSync } from 'node:fs';
import { Grid, PathraceError, init } from '../../web/lib/node.js';
import { loadScenario, mapFiles } from '../../bench/movingai.js';

export { mapsDir, missingMapsMessage, root } from '../../bench/movingai.js';

export { init };

export { randomCosts, randomOpenCell, rng } from './random.js';

/** A Moving AI map's text and its scenario's problems, or null when the maps folder lacks it (the caller skips). */
export function movingAI(name) {
  const files = mapFiles(name);
  if (!files) return null;
  return { text: readFileSync(files.map, 'utf8'), problems: loadScenario(name).problems };
}

/** The length of a path in Moving AI's units (1 and √2 per step). */
export function octileLength(result) {
  return result.cardinal + result.diagonal * Math.SQRT2;
}

/** Every step of a path moves to a neighbour that the rules allow. */
export function checkPathShape(grid, result, start, goal) {
  const { path } = result;
  if (path.length === 0) return 'empty path';
  if (path[0].x !== start.x || path[0].y !== start.y) return 'does not begin at the start';
  const last = path[path.length - 1];
  if (last.x !== goal.x || last.y !== goal.y) return 'does not end at the goal';
  for (let i = 1; i < path.length; ++i) {
    const dx = Math.abs(path[i].x - path[i - 1].x),
      dy = Math.abs(path[i].y - path[i - 1].y);
    if (dx > 1 || dy > 1 || dx + dy === 0) return `step ${i} is not to a neighbour`;
    if (grid.isWall(path[i])) return `step ${i} enters a wall`;
  }
  return null;
}

/** The code of the PathraceError that f() throws, or 'no error'. */
export function errorCode(f) {
  try {
    f();
  } catch (error) {
    if (error instanceof PathraceError) return error.code;
    throw error;
  }
  return 'no error';
}

/** use(grid) on a new Grid of a map value (web/race/maps.js), disposed after. */
export function withGrid(map, use) {
  const grid = Grid.fromArray(map.width, map.height, map.terrain);
  try {
    return use(grid);
  } finally {
    grid.dispose();
  }
}

/**
 * A race panel as the race core takes it, written out here rather than read
 * from web/race: A* under the engine's default rules.
 */
export const astarPanel = Object.freeze({
  algorithm: 'astar',
  heuristic: 'octile',
  diagonal: 'no-corner-cutting',
  tieBreak: 'larger-g',
  weight: 1,
});
/** The same panel running greedy best-first search. */
export const greedyPanel = Object.freeze({ ...astarPanel, algorithm: 'greedy' });
