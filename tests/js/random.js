// Seeded randomness for the tests, with no Node import: the browser tests
// load it too (tests/e2e/worker-faults.test.js serves it to the page, and
// the race core's PRNG it imports).
import { mulberry32 } from '../../web/race/random.js';

/** The race core's PRNG (mulberry32), the one the map generators use. */
export const rng = mulberry32;

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
