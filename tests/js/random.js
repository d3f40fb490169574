// Seeded randomness for the tests, with no Node import: the browser tests
// load it too (tests/e2e/worker-faults.test.js serves it to the page).

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
