// The race's speed as the controls show it: a scale of steps in expansions
// per second (Infinity: the whole search at once) and its words.
import { formatNumber } from './format.js';

/** The steps of a speed slider, slowest first. */
export const speeds = [
  1,
  2,
  5,
  10,
  20,
  50,
  100,
  200,
  500,
  1000,
  2000,
  5000,
  10000,
  20000,
  50000,
  100000,
  200000,
  500000,
  1000000,
  Infinity,
];

/** "all at once", "2.5k /s", "1M /s", "20 /s". */
export function speedText(speed) {
  if (speed === Infinity) return 'all at once';
  if (speed >= 1e6) return `${speed / 1e6}M /s`;
  if (speed >= 1e3) return `${speed / 1e3}k /s`;
  return `${formatNumber(speed, 1)} /s`;
}

/** The step of `speeds` nearest to a speed (on a log scale). */
export function speedIndex(speed) {
  if (!(speed > 0) || speed === Infinity) return speeds.length - 1;
  let best = 0;
  for (let i = 0; i < speeds.length - 1; ++i)
    if (Math.abs(Math.log(speeds[i] / speed)) < Math.abs(Math.log(speeds[best] / speed))) best = i;
  return best;
}

/** speed="auto" plays a race in about this many seconds (at 20 expansions a second at least). */
export const autoSeconds = 3;

/** The speed that plays a race of `total` expansions in about autoSeconds. */
export function autoSpeed(total) {
  return Math.max(20, Math.round(total / autoSeconds));
}
