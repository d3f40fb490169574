// Shared by the tests: the package as built in the tree, seeded randomness,
// and the Moving AI scenarios.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PathraceError, init } from '../../web/lib/index.js';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const mapsDir = process.env.PATHRACE_MAPS ?? path.join(root, '..', 'shared', 'maps', 'movingai');

export { init };

/** mulberry32: small, fast and reproducible from its seed. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Width × height terrain costs: `wallRate` walls, else 1 or (with `terrain`) 1–4. */
export function randomCosts(random, width, height, wallRate, terrain = false) {
  const costs = new Uint8Array(width * height);
  for (let i = 0; i < costs.length; ++i)
    costs[i] = random() < wallRate ? 0 : terrain ? 1 + Math.floor(random() * 4) : 1;
  return costs;
}

export function randomOpenCell(random, width, costs) {
  for (;;) {
    const i = Math.floor(random() * costs.length);
    if (costs[i] !== 0) return { x: i % width, y: Math.floor(i / width) };
  }
}

/**
 * The problems of a Moving AI `.scen` file, with the tolerance the C++
 * oracle uses for lengths printed with few decimals.
 */
export function readScenario(file) {
  const lines = readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter((l) => l.trim() !== '');
  return lines.map((line) => {
    const f = line.trim().split(/\s+/);
    const printed = f[8];
    const optimal = Number(printed);
    const decimals = printed.includes('.') ? printed.length - printed.indexOf('.') - 1 : 0;
    return {
      start: { x: Number(f[4]), y: Number(f[5]) },
      goal: { x: Number(f[6]), y: Number(f[7]) },
      optimal,
      tolerance: decimals === 2 ? 0.0051 : Math.max(1e-4, 1e-5 * optimal),
    };
  });
}

/** The map and scenario paths of a Moving AI map, or null (with a loud warning) when absent. */
export function movingAI(name) {
  const map = path.join(mapsDir, `${name}.map`);
  if (!existsSync(map) || !existsSync(`${map}.scen`)) {
    console.warn(`\n*** SKIPPED: Moving AI map ${name} not found in ${mapsDir} (set PATHRACE_MAPS) ***\n`);
    return null;
  }
  return { text: readFileSync(map, 'utf8'), problems: readScenario(`${map}.scen`) };
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
