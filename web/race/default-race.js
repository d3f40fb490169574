// The race both faces start from when none is asked for: the default
// preset's map, A* on the left and greedy best-first on the right, under
// the engine's default rules. The page's first state adds its speed to it;
// the examples page writes its code samples for it.
import { Algorithm, defaults } from '../lib/vocabulary.js';
import { defaultPresetId, presetById } from './maps.js';
import { defaultPanel } from './panel.js';

/** { map, start, goal, left, right, costs }, a new value each call. */
export function defaultRace() {
  const { start, goal } = presetById(defaultPresetId).make();
  return {
    map: { kind: 'preset', id: defaultPresetId },
    start,
    goal,
    left: defaultPanel(Algorithm.astar),
    right: defaultPanel(Algorithm.greedy),
    costs: defaults.costs,
  };
}
