// The race's preset maps: the traps that show why greedy loses, the
// tutorial's worked example, an open field, random walls and two mazes,
// each by its id; a lesson with its own map (lessons.js) is a preset by its
// id too. Pure ES module (no DOM, no search), like the generators it draws
// with (generators.js).
import { Diagonal, Heuristic, StepCost } from '../lib/vocabulary.js';
import { filled, randomMap, recursiveBacktracker, recursiveDivision, wallLine } from './generators.js';
import { racePresets } from './lessons.js';

/** The tutorial's 4×4 grid: a wall of two cells between start and goal. */
function workedExample() {
  const map = filled(4, 4, 1, { x: 0, y: 2 }, { x: 3, y: 2 });
  wallLine(map, 1, 1, 1, 2);
  return map;
}

/** A cup open toward the start; the goal is behind it. */
function concave() {
  const map = filled(40, 25, 1, { x: 9, y: 12 }, { x: 31, y: 12 });
  wallLine(map, 20, 3, 28, 3);
  wallLine(map, 20, 21, 28, 21);
  wallLine(map, 28, 3, 28, 21);
  return map;
}

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
function uRoom() {
  const map = filled(40, 25, 1, { x: 11, y: 5 }, { x: 37, y: 19 });
  wallLine(map, 10, 4, 26, 4);
  wallLine(map, 10, 20, 26, 20);
  wallLine(map, 26, 4, 26, 20);
  return map;
}

/**
 * The race page's maps. `make(seed?)` returns a new map value each call;
 * seeded presets have `defaultSeed` (make() uses it). `trap.minExcess`: under
 * the engine's default options, greedy's path costs at least this fraction
 * more than A*'s (measured, then rounded down; tests/js/race-maps.test.js
 * checks it). `options`: rules the preset is meant to be raced under.
 */
export const presets = [
  {
    id: 'worked-example',
    name: 'Worked example (4×4)',
    description:
      "The classic A* tutorial's 4×4 grid: diagonal steps cost 14, straight ones 10, and every cell shows f, g and h.",
    make: workedExample,
    options: { diagonal: Diagonal.always, costs: StepCost.classic, heuristic: Heuristic.octile },
  },
  {
    id: 'concave',
    name: 'Concave trap',
    description:
      'A cup open toward the start, the goal behind it. Greedy runs straight into the cup and has to back out; A* goes over the rim.',
    make: concave,
    trap: { minExcess: 0.4 }, // measured 0.434
  },
  {
    id: 'spiral',
    name: 'Spiral',
    description:
      "The spiral's entrance is right beside the start, but greedy heads for the goal at its heart and walks all the way round the outside first.",
    make: spiral,
    trap: { minExcess: 1.0 }, // measured 1.104
  },
  {
    id: 'u-room',
    name: 'U-shaped room',
    description:
      'The start is inside a U whose opening faces away from the goal. Greedy walks into the far corner before it finds the way out.',
    make: uRoom,
    trap: { minExcess: 0.5 }, // measured 0.534
  },
  {
    id: 'open-field',
    name: 'Open field',
    description:
      "No walls: the baseline where greedy's guess is right. Both find a shortest path, expanding little more than the cells along it.",
    make: () => filled(60, 40, 1, { x: 4, y: 35 }, { x: 55, y: 4 }),
  },
  {
    id: 'random',
    name: 'Random walls',
    description: '70×70, 30% walls, start and goal in opposite corners.',
    defaultSeed: 7,
    make: (seed = 7) => randomMap(70, 70, 0.3, seed),
  },
  {
    id: 'maze-backtracker',
    name: 'Maze (backtracker)',
    description: 'A perfect maze carved by a random depth-first walk: long winding corridors, few branches.',
    defaultSeed: 1,
    make: (seed = 1) => recursiveBacktracker(63, 41, seed),
  },
  {
    id: 'maze-division',
    name: 'Maze (recursive division)',
    description:
      'A perfect maze made by splitting rooms with walls that have one gap: long straight corridors.',
    defaultSeed: 1,
    make: (seed = 1) => recursiveDivision(63, 41, seed),
  },
];

export const defaultPresetId = 'concave';

/** The preset with this id (or the race with its own map), or undefined. */
export function presetById(id) {
  return presets.find((p) => p.id === id) ?? racePresets.find((r) => r.id === id && r.make);
}
