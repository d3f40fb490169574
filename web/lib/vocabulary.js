// The words of pathrace in one place: its search algorithms, the rules and
// their labels, and the engine's limits. options.js checks what callers pass
// against them; the race core, the page, the element, links to a race and
// the benchmarks read them from here and spell none of them out again.
//
// The engine packs rules by these names (boundary.js reads its tables), so
// a name must be one the engine knows (tests/js/boundary.test.js checks). `code` is the entry's number in shared race
// links and its place in the faces' menus (the default first): frozen once
// given, so a new entry takes the next free one.
import { cellStates } from './wasm/constants.js';

function entries(list) {
  return Object.freeze(
    list.map((entry) => Object.freeze({ ...entry, uses: Object.freeze(entry.uses ?? []) })),
  );
}

/**
 * Search algorithms. `label`: its short name; `title`: its full one;
 * `uses`: the options that change what it does besides the step rules.
 * Code 4 is taken: the race's panels call weighted A* that (race/panel.js).
 */
export const algorithms = entries([
  { name: 'astar', label: 'A*', title: 'A*', code: 0, uses: ['heuristic', 'weight'] },
  { name: 'greedy', label: 'greedy', title: 'greedy best-first', code: 1, uses: ['heuristic'] },
  { name: 'dijkstra', label: 'Dijkstra', title: 'Dijkstra', code: 2 },
  { name: 'bfs', label: 'BFS', title: 'BFS', code: 3 },
  { name: 'jps', label: 'JPS', title: 'jump point search', code: 5, uses: ['heuristic'] },
]);

/** Diagonal moves: 'never' is 4-connected; the others are 8-connected, each with its corner rule. */
export const diagonals = entries([
  { name: 'never', label: '4 ways', code: 1 },
  { name: 'no-corner-cutting', label: '8 ways, no corner cutting', code: 0 },
  { name: 'at-most-one-blocked', label: '8 ways, past one blocked corner', code: 2 },
  { name: 'always', label: '8 ways, cutting corners', code: 3 },
]);

export const heuristics = entries([
  { name: 'manhattan', label: 'Manhattan', code: 1 },
  { name: 'octile', label: 'octile', code: 0 },
  { name: 'euclidean', label: 'Euclidean', code: 2 },
  { name: 'chebyshev', label: 'Chebyshev', code: 3 },
  { name: 'zero', label: 'zero (none)', code: 4 },
]);

/** Step costs: 'exact' 1 and √2 (Moving AI's), 'classic' 10 and 14 (the tutorials'). */
export const stepCosts = entries([
  { name: 'exact', label: 'exact: 1 and √2', code: 0 },
  { name: 'classic', label: 'classic: 10 and 14', code: 1 },
]);

/** Which of the open cells of equal priority comes off the open list first. */
export const tieBreaks = entries([
  { name: 'larger-g', label: 'prefer larger g', code: 0 },
  { name: 'fifo', label: 'first in, first out', code: 1 },
  { name: 'lifo', label: 'last in, first out', code: 2 },
]);

// Names by their camel-case key, for code that means one of them: Diagonal.always === 'always'.
function named(list) {
  return Object.freeze(
    Object.fromEntries(list.map((e) => [e.name.replace(/-(\w)/g, (_, c) => c.toUpperCase()), e.name])),
  );
}
export const Algorithm = named(algorithms);
export const Diagonal = named(diagonals);
export const Heuristic = named(heuristics);
export const StepCost = named(stepCosts);
export const TieBreak = named(tieBreaks);

/** What an option is when it is not given. */
export const defaults = Object.freeze({
  algorithm: Algorithm.astar,
  diagonal: Diagonal.noCornerCutting,
  costs: StepCost.exact,
  tieBreak: TieBreak.largerG,
  weight: 1,
});

/** The heuristic when none is given: Manhattan is exact on a 4-connected grid, octile on an 8-connected one. */
export function defaultHeuristic(diagonal) {
  return diagonal === Diagonal.never ? Heuristic.manhattan : Heuristic.octile;
}

/**
 * What the engine takes at most: a grid's side, a weight, a terrain cost and
 * the entries of an open-list report. They are the engine's own numbers,
 * which boundary() exports (cpp/bindings/boundary.cpp), and the wasm build
 * writes the ones it just linked into wasm/constants.js
 * (cpp/bindings/write-constants.mjs). They are read from there rather than
 * from boundary() because they are wanted before init() and where no
 * engine runs: pathrace/worker's main thread checks a query's options with
 * them, and the page reads a link while the engine loads.
 */
export { limits } from './wasm/constants.js';

/**
 * The bytes of Search.cellStates(), by name: the engine's CellState, from
 * the names the wasm build wrote (wasm/constants.js, as the limits above),
 * so usable before init().
 */
export const CellState = Object.freeze(Object.fromEntries(cellStates.map((name, byte) => [name, byte])));

/** The names of a list's entries, in its order. */
export function names(list) {
  return list.map((e) => e.name);
}

/** A list's entries in their `code` order: the faces' menus, the default first. */
export function byCode(list) {
  return [...list].sort((a, b) => a.code - b.code);
}

/** The entry of `list` called `name`, or undefined. */
export function entry(list, name) {
  return list.find((e) => e.name === name);
}
