// The race's speed: the steps of the speed sliders (expansions per second;
// Infinity: all at once), a speed in words, and the pace that fits a race
// when none is chosen (4 to 8 s on any map).
import { english } from './messages.js';

/** The steps of a race's speed, in expansions per second, slowest first (Infinity: all at once). */
export const speedSteps = Object.freeze([
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
]);

/** A speed in words: "all at once", "2.5k /s", "1M /s", "20 /s". */
export function speedText(speed, m = english) {
  if (speed === Infinity) return m.t('speed.allAtOnce');
  return m.t('speed.perSecond', { speed: m.compact(speed) });
}

/** The index of the speed step nearest to a speed (on a log scale). */
export function speedIndex(speed) {
  if (!(speed > 0) || speed === Infinity) return speedSteps.length - 1;
  let best = 0;
  for (let i = 0; i < speedSteps.length - 1; ++i)
    if (Math.abs(Math.log(speedSteps[i] / speed)) < Math.abs(Math.log(speedSteps[best] / speed))) best = i;
  return best;
}

/**
 * How long a race of `total` expansions takes at its auto speed: about 4.5 s
 * for a handful of expansions (slow enough to watch each one), rising with
 * the race's length to 7.5 s from about a hundred thousand.
 */
export function autoSeconds(total) {
  return Math.min(7.5, Math.max(4.5, 1.5 * Math.log10(Math.max(1, total))));
}

/**
 * The speed (expansions per second, two significant digits) that plays a
 * race of `total` expansions in autoSeconds(total): what the page and
 * speed="auto" use when no speed is chosen.
 */
export function autoSpeed(total) {
  return Number((Math.max(1, total) / autoSeconds(total)).toPrecision(2));
}
