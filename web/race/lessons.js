// The races that each teach one lesson: a map, the rules it is raced under
// and the two panels' settings, with the caption the page shows. Pure ES
// module (no DOM, no search).
import { Algorithm, Diagonal, Heuristic, StepCost, TieBreak } from '../lib/vocabulary.js';
import { cup, filled, wallLine } from './generators.js';
import { english } from './messages.js';

/**
 * The greedy tutorial's map: a U of walls open toward the start, the goal
 * beyond its far side. Raced 4-connected under Manhattan distance.
 */
const greedyStory = () => cup(filled(33, 16, 1, { x: 0, y: 3 }, { x: 32, y: 15 }), 6, 2, 16, 10);

/** A long wall with gaps above and below, the goal level with the lower gap. */
const overestimate = () => wallLine(filled(40, 31, 1, { x: 1, y: 1 }, { x: 38, y: 29 }), 8, 4, 8, 29);

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
 * its map as they name a preset's. Its name and caption (the page shows
 * them) are messages by its id (presetName, presetDescription); the
 * caption's numbers are the engine's, checked against an oracle in
 * tests/js/race-lessons.test.js and tests/e2e/presets-lessons.test.js.
 */
export const racePresets = [
  {
    id: 'greedy-story',
    make: greedyStory,
    options: story4,
    left: { algorithm: Algorithm.astar },
    right: { algorithm: Algorithm.greedy },
  },
  {
    id: 'overestimate',
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
    make: greedyStory,
    options: story4,
    left: { algorithm: Algorithm.astar, tieBreak: TieBreak.largerG },
    right: { algorithm: Algorithm.astar, tieBreak: TieBreak.lifo },
  },
  {
    id: 'astar-vs-jps',
    movingai: 'lak303d',
    left: { algorithm: Algorithm.astar },
    right: { algorithm: Algorithm.jps },
  },
];

/** A preset map's or a lesson race's name for the reader (its message `preset.<id>.name`). */
export function presetName(preset, m = english) {
  return m.t(`preset.${preset.id}.name`);
}

/** A preset map's or a lesson race's caption for the reader (its message `preset.<id>.description`). */
export function presetDescription(preset, m = english) {
  return m.t(`preset.${preset.id}.description`);
}

/** Gives each of `list` its English `name` and `description` as fields, for code that reads them so. */
export function withEnglishWords(list) {
  for (const p of list) Object.assign(p, { name: presetName(p), description: presetDescription(p) });
  return list;
}

withEnglishWords(racePresets);
