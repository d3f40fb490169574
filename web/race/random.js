// Seeded randomness: the map generators' (generators.js) and the tests'
// (tests/js/random.js). No import, so a browser test can load it alone.

/** mulberry32: a small, fast PRNG; the same seed gives the same numbers in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
