// The race's preset maps: the traps that show why greedy loses, the
// tutorial's worked example, an open field, random walls and two mazes,
// each by its id; a lesson with its own map (lessons.js) is a preset by its
// id too. Pure ES module (no DOM, no search), like the generators it draws
// with (generators.js).
import { Diagonal, Heuristic, StepCost } from '../lib/vocabulary.js';
import { cup, filled, randomMap, recursiveBacktracker, recursiveDivision, wallLine } from './generators.js';
import { presetDescription, presetName, racePresets, withEnglishWords } from './lessons.js';

export { presetDescription, presetName };

/** The tutorial's 4×4 grid: a wall of two cells between start and goal. */
const workedExample = () => wallLine(filled(4, 4, 1, { x: 0, y: 2 }, { x: 3, y: 2 }), 1, 1, 1, 2);

/** A cup open toward the start; the goal is behind it. */
const concave = () => cup(filled(40, 25, 1, { x: 9, y: 12 }, { x: 31, y: 12 }), 20, 3, 28, 21);

/**
 * A square spiral wall wound out from the centre, its entrance right beside
 * the start and the goal at its heart.
 */
function spiral() {
  const map = filled(35, 33, 1, { x: 32, y: 31 }, { x: 15, y: 14 });
  const turns = [
    [1, 0],
    [0, 1],
    [-1, 0],
    [0, -1],
  ]; // right, down, left, up
  let x = 14,
    y = 15;
  for (let k = 0; k < 10; ++k) {
    // arms of 5, 5, 10, 10, 15, 15, … cells
    const length = 5 * ((k >> 1) + 1),
      [dx, dy] = turns[k % 4];
    wallLine(map, x, y, x + dx * length, y + dy * length);
    x += dx * length;
    y += dy * length;
  }
  return map;
}

/** A U-shaped room open away from the goal, the start in its far corner. */
const uRoom = () => cup(filled(40, 25, 1, { x: 11, y: 5 }, { x: 37, y: 19 }), 10, 4, 26, 20);

/**
 * The race page's maps. `make(seed?)` returns a new map value each call;
 * seeded presets have `defaultSeed` (make() uses it). `trap.minExcess`: under
 * the engine's default options, greedy's path costs at least this fraction
 * more than A*'s (measured, then rounded down; tests/js/race-maps.test.js
 * checks it). `options`: rules the preset is meant to be raced under. Its
 * name and description are messages by its id (presetName,
 * presetDescription; `name` and `description` hold the English ones).
 */
export const presets = withEnglishWords([
  {
    id: 'worked-example',
    make: workedExample,
    options: { diagonal: Diagonal.always, costs: StepCost.classic, heuristic: Heuristic.octile },
  },
  {
    id: 'concave',
    make: concave,
    trap: { minExcess: 0.4 }, // measured 0.434
  },
  {
    id: 'spiral',
    make: spiral,
    trap: { minExcess: 1.0 }, // measured 1.104
  },
  {
    id: 'u-room',
    make: uRoom,
    trap: { minExcess: 0.5 }, // measured 0.534
  },
  {
    id: 'open-field',
    make: () => filled(60, 40, 1, { x: 4, y: 35 }, { x: 55, y: 4 }),
  },
  {
    id: 'random',
    defaultSeed: 7,
    make: (seed = 7) => randomMap(70, 70, 0.3, seed),
  },
  {
    id: 'maze-backtracker',
    defaultSeed: 1,
    make: (seed = 1) => recursiveBacktracker(63, 41, seed),
  },
  {
    id: 'maze-division',
    defaultSeed: 1,
    make: (seed = 1) => recursiveDivision(63, 41, seed),
  },
]);

export const defaultPresetId = 'concave';

/** The preset with this id (or the race with its own map), or undefined. */
export function presetById(id) {
  return presets.find((p) => p.id === id) ?? racePresets.find((r) => r.id === id && r.make);
}
