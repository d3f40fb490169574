// The races that each teach one lesson: a map, the rules it is raced under
// and the two panels' settings, with the caption the page shows. Pure ES
// module (no DOM, no search).
import { Algorithm, Diagonal, Heuristic, StepCost, TieBreak } from '../lib/vocabulary.js';
import { filled, wallLine } from './generators.js';

/**
 * The greedy tutorial's map: a U of walls open toward the start, the goal
 * beyond its far side. Raced 4-connected under Manhattan distance.
 */
function greedyStory() {
  const map = filled(33, 16, 1, { x: 0, y: 3 }, { x: 32, y: 15 });
  wallLine(map, 6, 2, 16, 2);
  wallLine(map, 6, 10, 16, 10);
  wallLine(map, 16, 2, 16, 10);
  return map;
}

/** A long wall with gaps above and below, the goal level with the lower gap. */
function overestimate() {
  const map = filled(40, 31, 1, { x: 1, y: 1 }, { x: 38, y: 29 });
  wallLine(map, 8, 4, 8, 29);
  return map;
}

// Every rule a lesson's numbers depend on, so that none left over from the
// map before changes them (and leaving the lesson puts them back).
const story4 = {
  diagonal: Diagonal.never,
  heuristic: Heuristic.manhattan,
  tieBreak: TieBreak.largerG,
  costs: StepCost.exact,
};

/**
 * Races that each teach one lesson: a map and the two panels' settings.
 * Choosing one sets both. A race on a Moving AI map (`movingai`, served in
 * maps/) is offered only where that map is, and the state keeps it as a
 * Moving AI map. A race with its own map (`make`, `options` as a preset's)
 * is also a preset by its id (presetById), so links and the element name
 * its map as they name a preset's. `description` is the caption the page
 * shows; its numbers are the engine's, checked against an oracle in
 * tests/js/race-lessons.test.js and tests/e2e/presets-lessons.test.js.
 */
export const racePresets = [
  {
    id: 'greedy-story',
    name: "Greedy's 65 cells where 45 suffice",
    description:
      "The greedy tutorial's story, 4-connected with Manhattan distance: greedy heads straight for the goal, into a U open toward it, follows the U's walls to its end and has to come back out. Its path crosses 65 cells where 45 suffice; A* pays for the way already walked and finds one of 45.",
    make: greedyStory,
    options: story4,
    left: { algorithm: Algorithm.astar },
    right: { algorithm: Algorithm.greedy },
  },
  {
    id: 'overestimate',
    name: 'A* with a heuristic that overestimates',
    description:
      "Diagonal steps cost √2, but Manhattan distance counts each as 2: away from the goal's row it overestimates. A* under it (right) walks down the wall, round its foot and along the goal's row: its path costs 62.9. A* under octile distance (left) goes over the wall for 48.6. A* is only optimal when h never overestimates.",
    make: overestimate,
    options: {
      diagonal: Diagonal.noCornerCutting,
      heuristic: Heuristic.octile,
      tieBreak: TieBreak.largerG,
      costs: StepCost.exact,
    },
    left: { algorithm: Algorithm.astar, heuristic: Heuristic.octile },
    right: { algorithm: Algorithm.astar, heuristic: Heuristic.manhattan },
  },
  {
    id: 'ties',
    name: 'Ties: larger g vs last in, first out',
    description:
      "The greedy story's map under A*, where many cells tie on f. Which of them comes off the open list first changes the work, never the cost: preferring larger g expands 115 cells, last in, first out 45 and first in, first out 283, and every path costs 44.",
    make: greedyStory,
    options: story4,
    left: { algorithm: Algorithm.astar, tieBreak: TieBreak.largerG },
    right: { algorithm: Algorithm.astar, tieBreak: TieBreak.lifo },
  },
  {
    id: 'astar-vs-jps',
    name: 'A* vs jump point search',
    movingai: 'lak303d',
    description:
      'A Dragon Age map. Both find a shortest path of the same cost; jump point search expands a few jump points where A* expands thousands of cells.',
    left: { algorithm: Algorithm.astar },
    right: { algorithm: Algorithm.jps },
  },
];
