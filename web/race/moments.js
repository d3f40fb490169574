// The named moments of a race, as steps of its clock (expansions per panel,
// race.js seek()): where a tutorial's prose points. No DOM: the element,
// the page's sentence (open-list.js) and Node (the figure CLI) read them.
//
// A moment is the step at which a panel's sentence (open-list.js
// stepSentence) tells it. At step k a panel has made k expansions and its
// sentence names the cell its next one takes (the top of its open list), so:
//   divergence — the worse search's sentence first names a cell off the
//                better path (the step before it expands it);
//   commit     — its sentence says "Here it commits to its detour": it names
//                the first cell of the longest stretch of its path off the
//                better one (detourCell, the sentence's own test);
//   left-goal, right-goal — that side's sentence says it took the goal off
//                its open list: the step its search ends, found.
// The worse search is the one whose path costs more; with no such search
// (equal costs, a side with no path) divergence and commit are null.
import { quote } from './format.js';
import { english } from './messages.js';
import { detour } from './verdict.js';

/** The moments by name, in the order a race reaches them as a rule. */
export const momentNames = Object.freeze(['start', 'divergence', 'commit', 'left-goal', 'right-goal', 'end']);

/** The largest step number `at` takes (the clock never needs more). */
export const maxStep = 999_999_999;

/**
 * An `at` value: a moment's name (any letter case) or a step number (whole,
 * from 0 to maxStep). Returns the name or the number; throws an Error whose
 * message is a sentence for the reader.
 */
export function parseAt(text, m = english) {
  const v = String(text).trim().toLowerCase();
  if (momentNames.includes(v)) return v;
  if (/^\d{1,9}$/.test(v)) return Number(v);
  // The names and the bound are values an author types, written as typed.
  throw new Error(
    m.t('moments.badAt', { at: quote(text), names: momentNames.join(', '), max: String(maxStep) }),
  );
}

/**
 * The cell where panel i's path commits to its detour: the first cell of
 * the longest stretch where it runs off the other panel's cheaper path
 * (small departures between equally cheap routes are not the detour), or
 * null. Needs both whole runs (race.planned); runs no search.
 */
export function detourCell(race, i) {
  const mine = race.planned(i),
    other = race.planned(1 - i);
  if (!mine || !other || !isWorse(mine, other)) return null;
  const d = detour(other.cells, mine.cells);
  if (!d || d.off.length === 0) return null;
  const [from] = d.off.reduce((a, b) => (b[1] - b[0] > a[1] - a[0] ? b : a));
  return mine.path[from + 1];
}

/** Whether result `a`'s path costs more than `b`'s (both found; rounding aside). */
function isWorse(a, b) {
  return a.found && b.found && a.cost > b.cost * (1 + 1e-9);
}

// Per race, the moments of the two whole runs they were computed from: a
// race that changes (settings, an edited grid) asks the engine for new runs
// (race.plan), and so gets new moments.
const cache = new WeakMap();

/**
 * Every moment of `race` (a Race): { start, divergence, commit, 'left-goal',
 * 'right-goal', end }, each a step or null when the race has no such
 * moment. Asks the engine for both whole runs (race.plan) and, when one
 * path is worse, steps a search of its own through the worse one's
 * expansions up to its detour; the race's clock is not moved.
 */
export function raceMoments(race) {
  const plans = [race.plan(0), race.plan(1)];
  const known = cache.get(race);
  if (known?.plans[0] === plans[0] && known.plans[1] === plans[1]) return known.moments;
  const goal = (p) => (p.found ? p.expanded : null);
  const moments = {
    start: 0,
    divergence: null,
    commit: null,
    'left-goal': goal(plans[0]),
    'right-goal': goal(plans[1]),
    end: race.total,
  };
  const worse = [0, 1].find((i) => isWorse(plans[i], plans[1 - i]));
  if (worse !== undefined) Object.assign(moments, worseMoments(race, worse));
  cache.set(race, { plans, moments: Object.freeze(moments) });
  return moments;
}

/** The step of moment `name` of `race` (a name of momentNames), or null. */
export function momentStep(race, name) {
  if (!momentNames.includes(name)) throw new RangeError(`no moment is called ${name}`);
  return raceMoments(race)[name];
}

/** Why a race has no moment `name` (atStep gave null), for a sentence. */
export function whyNoMoment(name, m = english) {
  if (name === 'left-goal' || name === 'right-goal')
    return m.t('moments.noGoal', { side: name.slice(0, -5) });
  return m.t('moments.noDetour');
}

/** An `at` value (parseAt's) on `race`: its step, or null for a moment the race does not have. */
export function atStep(race, at) {
  return typeof at === 'number' ? at : momentStep(race, at);
}

// Steps panel i's search afresh, one expansion at a time: the step before
// it expands its first cell off the better path, and the one before it
// expands its detour's first cell.
function worseMoments(race, i) {
  const better = new Set(race.plan(1 - i).cells);
  const leave = detourCell(race, i);
  const { width } = race.grid;
  const search = race.grid.search(race.start, race.goal, { ...race.options(i), events: false });
  const found = { divergence: null, commit: null };
  try {
    while (!search.done && (found.divergence === null || (leave && found.commit === null))) {
      const k = search.expanded;
      search.step(1);
      const c = search.current;
      if (!c) break;
      if (found.divergence === null && !better.has(c.y * width + c.x)) found.divergence = k;
      if (leave && c.x === leave.x && c.y === leave.y) found.commit = k;
    }
  } finally {
    search.dispose();
  }
  return found;
}
