// The race's speed as the controls show it: in words, on the scale of
// web/lib's speed steps (expansions per second; Infinity: all at once), and
// the pace that fits a race when none is chosen.
import { speedSteps } from '../lib/vocabulary.js';
import { formatNumber } from './format.js';

/** "all at once", "2.5k /s", "1M /s", "20 /s". */
export function speedText(speed) {
  if (speed === Infinity) return 'all at once';
  if (speed >= 1e6) return `${speed / 1e6}M /s`;
  if (speed >= 1e3) return `${speed / 1e3}k /s`;
  return `${formatNumber(speed, 1)} /s`;
}

/** The index of the speed step nearest to a speed (on a log scale). */
export function speedIndex(speed) {
  if (!(speed > 0) || speed === Infinity) return speedSteps.length - 1;
  let best = 0;
  for (let i = 0; i < speedSteps.length - 1; ++i)
    if (Math.abs(Math.log(speedSteps[i] / speed)) < Math.abs(Math.log(speedSteps[best] / speed))) best = i;
  return best;
}

/** speed="auto" plays a race in about this many seconds (at 20 expansions a second at least). */
export const autoSeconds = 3;

/** The speed that plays a race of `total` expansions in about autoSeconds. */
export function autoSpeed(total) {
  return Math.max(20, Math.round(total / autoSeconds));
}
