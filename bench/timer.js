// How the benchmarks time pathrace, and the one place that times its wasm
// build against its native one (`npm run bench:wasm` map by map, `npm run
// bench` beside the peers):
//   - wasm: the package's findPath under Node, one query at a time with the
//     timer around the query alone (timeEach), after `warmUpMs` of the same
//     loop untimed (V8 first runs JavaScript in an interpreter and wasm
//     through baseline compilers, and swaps in optimised code once it is
//     hot; a game sees the steady state);
//   - the engine's call alone in wasm (timeEngine, for bench:wasm): the
//     same queries without the package's checks and result objects;
//   - native: pathrace-bench --json --check on a scenario file holding
//     exactly the same problems (bench/native/runner.js);
//   - every path checked cell by cell and measured with exact costs against
//     the scenario's optimal length (bench/paths.js, bench/stats.js).
import { boundary } from '../web/lib/boundary.js';
import { loaded, readF64, writeBytes } from '../web/lib/core.js';
import { Grid } from '../web/lib/node.js';
import { parseOptions } from '../web/lib/options.js';
import { Algorithm, Diagonal } from '../web/lib/vocabulary.js';
import { timeNative } from './native/runner.js';
import { checkPath } from './paths.js';
import { allOptimal, quality, timing } from './stats.js';

// One pass of timeEach over problems first … first + count - 1.
function timedPass(problems, first, count, query, repeat, ms, answers) {
  for (let i = first; i < first + count; ++i) {
    const p = problems[i];
    let best = Infinity,
      answer;
    for (let k = 0; k < repeat; ++k) {
      const t0 = performance.now();
      answer = query(p);
      best = Math.min(best, performance.now() - t0);
    }
    ms[i] = best;
    answers[i] = answer;
  }
}

/**
 * Times `query(p)` for every problem, back to back, the timer around the
 * call alone, the fastest of `repeat` calls kept. Before, for `warmUpMs`,
 * the same loop runs untimed over the list 16 problems at a time (at least
 * once): V8 then runs optimised code for the query *and* the loop around it.
 * (Warmed through another loop, the timed one ran in V8's interpreter, a
 * cost the short queries felt most: docs/benchmarks.md, "The wasm
 * column".) Returns per-query ms and answers.
 */
export function timeEach(problems, query, { warmUpMs = 0, repeat = 1 } = {}) {
  const n = problems.length;
  const ms = new Float64Array(n),
    answers = new Array(n);
  if (warmUpMs > 0 && n > 0) {
    const end = performance.now() + warmUpMs;
    let first = 0;
    do {
      const count = Math.min(16, n - first);
      timedPass(problems, first, count, query, 1, ms, answers);
      first = (first + count) % n;
    } while (performance.now() < end);
  }
  timedPass(problems, 0, n, query, repeat, ms, answers);
  return { ms, answers };
}

/** A pathrace Grid of the map (bench/movingai.js loadMap), from its bytes; `setupMs` is Grid.fromArray's time. */
export function pathraceGrid(map) {
  const t0 = performance.now();
  const grid = Grid.fromArray(map.width, map.height, map.free);
  return { grid, setupMs: performance.now() - t0 };
}

/**
 * pathrace through the wasm package: `grid.findPath` with `options`
 * (default A*, 8-connected, octile, no corner cutting), each query timed
 * `repeat` times keeping the fastest, the path read in full in its fast
 * form inside the timer (every cell id of `cells`, as a game walks it; the
 * {x, y} points are made only after the timer stops, for the check).
 * Returns per-query ms and costs, one { found, valid, reason, length } per
 * problem (the length checked from the returned points) and the cells
 * expanded in all.
 */
export function timeWasm(grid, map, problems, { options = {}, warmUpMs = 0, repeat = 1 } = {}) {
  const four = options.diagonal === Diagonal.never;
  let read = 0;
  // The path's cells read inside the timer; every answer checked after the
  // last pass: checking between queries (the {x, y} points, their
  // allocation and the GC they call for) left the next query on cold
  // caches, which the short queries felt (docs/benchmarks.md, "The wasm column").
  const { ms, answers: results } = timeEach(
    problems,
    (p) => {
      const r = grid.findPath(p.start, p.goal, options);
      read += readCells(r.cells);
      return r;
    },
    { warmUpMs, repeat },
  );
  const costs = new Float64Array(problems.length);
  const paths = [];
  let expanded = 0;
  results.forEach((r, i) => {
    const p = problems[i];
    costs[i] = r.cost;
    expanded += r.expanded;
    if (!r.found) return paths.push({ found: false, valid: false, reason: r.status, length: Infinity });
    const c = checkPath(map, r.path, p.start, p.goal, four);
    paths.push({ found: true, valid: c.valid, reason: c.reason, length: c.length });
  });
  if (read < 0) throw new Error('timeWasm: a cell id below 0'); // the sum used, so that the read is not optimised away
  return { ms, costs, paths, expanded };
}

/** Reads every cell id of a path's fast form, as a game walking it does; their sum. */
export function readCells(cells) {
  let sum = 0;
  for (let i = 0; i < cells.length; ++i) sum += cells[i];
  return sum;
}

/**
 * The engine's call alone, for the split of the package's time: the same
 * problems through the wasm module's GridCore.findPath (the call findPath
 * makes), timed like timeWasm but without the package's checks of its
 * arguments and without reading the answer into JavaScript (the path's cells
 * copied out and made {x, y} points, the result object): the answer stays in
 * wasm memory. Each answer's cost is read after its timer stops and must be
 * `costs[i]` (the package's). Returns per-query ms.
 */
export function timeEngine(
  map,
  problems,
  costs,
  { options = {}, prepared = false, warmUpMs = 0, repeat = 1 } = {},
) {
  const core = new (loaded().GridCore)();
  try {
    const address = core.reserveInput(map.free.length);
    if (address === 0) throw new Error(`timeEngine: no memory for ${map.name}`);
    writeBytes(address, map.free);
    if (boundary().loadStatus[core.loadCosts(map.width, map.height)] !== 'ok')
      throw new Error(`timeEngine: ${map.name} did not load`);
    const { rules, weight, closest, maxExpansions } = parseOptions(options, 'findPath');
    if (prepared && boundary().prepareStatus[core.prepareJumps(rules)] !== 'ok')
      throw new Error(`timeEngine: ${map.name} could not be prepared`);
    const cell = (p) => p.y * map.width + p.x;
    const report = core.report(),
      slot = boundary().report;
    // The answer's cost, read in the timer (a number from the report block:
    // no allocation) and checked after the last pass.
    const { ms, answers } = timeEach(
      problems,
      (p) => {
        core.findPath(cell(p.start), cell(p.goal), rules, weight, closest, maxExpansions);
        return readF64(report, slot.reached) >= 0 ? readF64(report, slot.cost) : Infinity;
      },
      { warmUpMs, repeat },
    );
    answers.forEach((cost, i) => {
      if (cost !== costs[i])
        throw new Error(
          `timeEngine: ${map.name} problem ${problems[i].index}: the engine's cost ${cost}, the package's ${costs[i]}`,
        );
    });
    return ms;
  } finally {
    core.delete();
  }
}

/**
 * The same `problems` of a scenario (8-connected, octile, no corner cutting)
 * through pathrace-bench (`nativeBench`, skipped when null) and then through
 * `grid` in wasm, with `algorithm` (astar or jps: both answer with the
 * optimal length). Returns { wasm: { problems, timing, expanded, quality,
 * optimal, engine (with `engine`: timeEngine's timing) }, ms (wasm's
 * per-query times), native: { problems, mismatches, expanded, timing,
 * wasmRatio: { median, mean }, engineRatio (with `engine`) } or null }.
 */
export function wasmVersusNative(
  grid,
  map,
  scenario,
  problems,
  {
    algorithm = Algorithm.astar,
    prepared = false,
    nativeBench = null,
    warmUpMs = 0,
    repeat = 1,
    engine = false,
  } = {},
) {
  const args = ['--algorithm', algorithm, ...(prepared ? ['--prepared'] : [])];
  const native = nativeBench ? timeNative(nativeBench, map, scenario, problems, { args, repeat }) : null;
  if (prepared) grid.prepare({ jumps: true });
  const options = { algorithm };
  const run = timeWasm(grid, map, problems, { options, warmUpMs, repeat });
  const refs = problems.map((p) => ({ index: p.index, length: p.optimal, tolerance: p.tolerance }));
  const wasm = {
    problems: problems.length,
    timing: timing(run.ms),
    expanded: run.expanded,
    quality: quality(run.paths, refs),
  };
  wasm.optimal = allOptimal(wasm.quality);
  if (engine)
    wasm.engine = timing(timeEngine(map, problems, run.costs, { options, prepared, warmUpMs, repeat }));
  if (native) {
    native.wasmRatio = {
      median: wasm.timing.median / native.timing.median,
      mean: wasm.timing.mean / native.timing.mean,
    };
    if (engine)
      native.engineRatio = {
        median: wasm.engine.median / native.timing.median,
        mean: wasm.engine.mean / native.timing.mean,
      };
  }
  return { wasm, ms: run.ms, native };
}

/**
 * The package's findPath over `problems` in passes (every query once, the
 * path read in full as `cells`), in Node or in a browser page: self-contained,
 * so that Playwright can send it to a page as it is (`lib`, pathrace's index
 * module, is then the page's `globalThis.pathrace`). A browser's clock is
 * coarse (100 µs in Chromium unless the page is cross-origin isolated), so
 * a query is not timed alone: after `warmUpMs` of passes, as many passes
 * as last `minMs` are timed together, `rounds` times, and the fastest kept.
 * Returns { us: the mean µs per query, costs: each query's cost }.
 */
export async function timePasses({
  lib,
  width,
  height,
  free,
  prepared,
  problems,
  options,
  warmUpMs,
  minMs,
  rounds,
}) {
  const { init, Grid } = lib ?? globalThis.pathrace;
  await init();
  const bytes = typeof free === 'string' ? Uint8Array.from(atob(free), (c) => c.charCodeAt(0)) : free;
  const grid = Grid.fromArray(width, height, bytes);
  try {
    if (prepared) grid.prepare({ jumps: true });
    let sink = 0;
    // Summed in a local, as readCells() does: a sum kept in the closure's
    // variable is a store to the heap per cell, which the passes would
    // time beside the queries.
    const pass = () => {
      for (const p of problems) {
        const cells = grid.findPath(p.start, p.goal, options).cells;
        let sum = 0;
        for (let i = 0; i < cells.length; ++i) sum += cells[i];
        sink += sum;
      }
    };
    const passes = (k) => {
      const t0 = performance.now();
      for (let i = 0; i < k; ++i) pass();
      return performance.now() - t0;
    };
    for (const end = performance.now() + warmUpMs; performance.now() < end;) pass();
    let k = 1;
    while (passes(k) < minMs) k *= 2;
    let best = Infinity;
    for (let r = 0; r < rounds; ++r) best = Math.min(best, passes(k));
    if (sink < 0) throw new Error('timePasses: a cell id below 0'); // the sum used, so that the read stays
    return {
      us: (best * 1000) / (k * problems.length),
      costs: problems.map((p) => grid.findPath(p.start, p.goal, options).cost),
    };
  } finally {
    grid.dispose();
  }
}
