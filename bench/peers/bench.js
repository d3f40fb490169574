// One map of the peer benchmark, every library in turn in the same process
// (and pathrace-bench beside it), so that the ratios come from one run:
//
//   S = every `every`-th problem of the scenario (all buckets; pathrace-bench
//       --every picks the same ones). pathrace wasm and native answer all of
//       S, 8-connected, checked against the scenario's optimal lengths; the
//       4-connected part (pathrace A* manhattan vs l1-path-finder, both
//       checked against pathrace BFS distances) also answers all of S.
//   C = at most `cap` problems of S spread evenly from the shortest to the
//       longest (all of S when it is small): PathFinding.js and easystar.js
//       answer C, and their speedups compare them with pathrace wasm's times
//       on exactly those problems, taken from its run over S.
import { Algorithm, Diagonal, Heuristic } from '../../web/lib/vocabulary.js';
import { loadMap, loadScenario, sampleEvery } from '../movingai.js';
import { allOptimal, quality, timing } from '../stats.js';
import { pathraceGrid, timeWasm, wasmVersusNative } from '../timer.js';
import { blockedMatrix, runEasyStar, runL1, runPathFinding } from './libraries.js';

export const DEFAULTS = {
  every: 5,
  /** Problems per map for the slow peers (PathFinding.js, easystar.js)… */
  cap: 100,
  /** …and on maps of more than `bigCells` cells (Berlin_0_1024), `bigCap`. */
  bigCap: 40,
  bigCells: 512 * 512,
  warmUpMs: 300,
  /** The totals compared in the 4-connected part: setup + this many queries. */
  queriesForTotal: 1000,
};

const gc = () => globalThis.gc?.();

function pick(values, indices) {
  return indices.map((i) => values[i]);
}

/**
 * At most `cap` problems spread evenly over `problems` (the scenario lists
 * them by bucket, so the subset runs from the shortest to the longest); all
 * of them when there are no more than `cap`.
 */
export function spread(problems, cap) {
  if (!(cap < problems.length)) return problems.slice();
  const out = [];
  for (let i = 0; i < cap; ++i) out.push(problems[Math.floor(((i + 0.5) * problems.length) / cap)]);
  return out;
}

/**
 * Runs one map. `peers` from loadPeers(); `nativeBench` a pathrace-bench path
 * or null (skipped); `log` gets a line per step.
 */
export function benchMap(name, { peers, nativeBench = null, dir, log = () => {}, ...opts } = {}) {
  const o = { ...DEFAULTS, ...opts };
  const map = loadMap(name, dir);
  const scenario = loadScenario(name, dir);
  const S = sampleEvery(scenario.problems, o.every);
  const cap = map.width * map.height > o.bigCells ? o.bigCap : o.cap;
  const C = spread(S, cap);
  const position = new Map(S.map((p, i) => [p.index, i]));
  const inC = C.map((p) => position.get(p.index));
  const refs8C = C.map((p) => ({ index: p.index, length: p.optimal, tolerance: p.tolerance }));
  const result = {
    map: {
      name,
      width: map.width,
      height: map.height,
      passable: map.free.reduce((a, b) => a + b, 0),
      scenarioProblems: scenario.problems.length,
    },
    sample: { every: o.every, problems: S.length, capped: C.length, cap },
    eight: {},
    four: {},
  };
  const step = (what, fn) => {
    const t0 = performance.now();
    const r = fn();
    log(`${name}: ${what} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    gc();
    return r;
  };

  // 8-connected, on S: pathrace native then wasm, A* and then JPS.
  const { grid } = pathraceGrid(map);
  try {
    const versus = (algorithm, what) =>
      step(`pathrace ${what}${nativeBench ? ' native and' : ''} wasm, ${S.length} problems`, () =>
        wasmVersusNative(grid, map, scenario, S, { algorithm, nativeBench, warmUpMs: o.warmUpMs }),
      );
    const astar = versus(Algorithm.astar, 'A*');
    result.eight.wasm = {
      ...astar.wasm,
      timingOnCapped: timing(pick(Array.from(astar.ms), inC)),
      ms: Array.from(astar.ms),
    };
    if (astar.native) result.eight.native = astar.native;
    const jps = versus(Algorithm.jps, 'JPS');
    result.eight.jps = {
      ...jps.wasm,
      timingOnCapped: timing(pick(Array.from(jps.ms), inC)),
      // How many times faster than pathrace A* (wasm), on the same problems.
      vsAstar: {
        median: result.eight.wasm.timing.median / jps.wasm.timing.median,
        mean: result.eight.wasm.timing.mean / jps.wasm.timing.mean,
      },
    };
    if (jps.native) result.eight.nativeJps = jps.native;

    // The slow peers, on C.
    const matrix = blockedMatrix(map);
    const vsWasm = (t) => ({
      median: t.median / result.eight.wasm.timingOnCapped.median,
      mean: t.mean / result.eight.wasm.timingOnCapped.mean,
    });
    const pf = step(`PathFinding.js, ${C.length} problems`, () =>
      runPathFinding(peers, map, C, { warmUpMs: o.warmUpMs, matrix }),
    );
    result.eight.pathfinding = {
      problems: C.length,
      timing: timing(pf.ms),
      clone: timing(pf.cloneMs),
      search: timing(pf.searchMs),
      quality: quality(pf.paths, refs8C),
    };
    result.eight.pathfinding.speedup = vsWasm(result.eight.pathfinding.timing);
    const es = step(`easystar.js, ${C.length} problems`, () =>
      runEasyStar(peers, map, C, { warmUpMs: o.warmUpMs, matrix }),
    );
    result.eight.easystar = { problems: C.length, timing: timing(es.ms), quality: quality(es.paths, refs8C) };
    result.eight.easystar.speedup = vsWasm(result.eight.easystar.timing);
    // Best against best: PathFinding.js's jump point search vs pathrace's.
    const pfJps = step(`PathFinding.js JumpPointFinder, ${C.length} problems`, () =>
      runPathFinding(peers, map, C, { warmUpMs: o.warmUpMs, matrix, jps: true }),
    );
    const vsJps = (t) => ({
      median: t.median / result.eight.jps.timingOnCapped.median,
      mean: t.mean / result.eight.jps.timingOnCapped.mean,
    });
    result.eight.pathfindingJps = {
      problems: C.length,
      timing: timing(pfJps.ms),
      clone: timing(pfJps.cloneMs),
      search: timing(pfJps.searchMs),
      quality: quality(pfJps.paths, refs8C),
    };
    result.eight.pathfindingJps.speedup = vsJps(result.eight.pathfindingJps.timing);
    result.eight.easystar.jpsSpeedup = vsJps(result.eight.easystar.timing);
  } finally {
    grid.dispose();
  }

  // 4-connected, on S: BFS distances (the reference), pathrace A*, l1-path-finder.
  const g4 = pathraceGrid(map);
  try {
    const bfs = step(`pathrace BFS 4-connected (reference), ${S.length} problems`, () =>
      timeWasm(g4.grid, map, S, { options: { algorithm: Algorithm.bfs, diagonal: Diagonal.never } }),
    );
    const missing = bfs.paths.filter((p) => !p.found || !p.valid).length;
    if (missing > 0) throw new Error(`${name}: BFS found no valid 4-connected path for ${missing} problems`);
    const refs4 = S.map((p, i) => ({ index: p.index, length: bfs.paths[i].length, tolerance: 1e-9 }));
    const a4 = step(`pathrace wasm A* 4-connected, ${S.length} problems`, () =>
      timeWasm(g4.grid, map, S, {
        options: { diagonal: Diagonal.never, heuristic: Heuristic.manhattan },
        warmUpMs: o.warmUpMs,
      }),
    );
    const j4 = step(`pathrace wasm JPS 4-connected, ${S.length} problems`, () =>
      timeWasm(g4.grid, map, S, {
        options: { algorithm: Algorithm.jps, diagonal: Diagonal.never },
        warmUpMs: o.warmUpMs,
      }),
    );
    const l1 = step(`l1-path-finder, ${S.length} problems`, () =>
      runL1(peers, map, S, { warmUpMs: o.warmUpMs }),
    );
    const w = {
      problems: S.length,
      setupMs: g4.setupMs,
      timing: timing(a4.ms),
      quality: quality(a4.paths, refs4),
      expanded: a4.expanded,
    };
    w.optimal = allOptimal(w.quality);
    const l = {
      problems: S.length,
      prepMs: l1.prepMs,
      timing: timing(l1.ms),
      quality: quality(l1.paths, refs4),
      reportedMismatch: l1.reportedMismatch,
    };
    const jps4 = {
      problems: S.length,
      timing: timing(j4.ms),
      quality: quality(j4.paths, refs4),
      expanded: j4.expanded,
    };
    jps4.optimal = allOptimal(jps4.quality);
    const n = o.queriesForTotal;
    const slower = w.timing.mean - l.timing.mean;
    result.four = {
      problems: S.length,
      wasm: w,
      l1: l,
      perQueryRatio: { median: w.timing.median / l.timing.median, mean: w.timing.mean / l.timing.mean },
      // Queries after which l1-path-finder's preprocessing has paid for itself
      // (mean query times; null = never, pathrace's queries are not slower).
      breakEven: slower > 0 ? Math.max(0, (l.prepMs - w.setupMs) / slower) : null,
      totalsAt: { queries: n, wasm: w.setupMs + n * w.timing.mean, l1: l.prepMs + n * l.timing.mean },
      jps: jps4,
      // Setup + k queries (mean times), for k = 1, 10, 100, 1000: JPS, A*, l1.
      totals: [1, 10, 100, 1000].map((k) => ({
        queries: k,
        jps: w.setupMs + k * jps4.timing.mean,
        astar: w.setupMs + k * w.timing.mean,
        l1: l.prepMs + k * l.timing.mean,
      })),
    };
  } finally {
    g4.grid.dispose();
  }
  return result;
}
