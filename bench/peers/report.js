// The peer benchmark's report: the machine it ran on, the targets measured,
// and the Markdown (method, tables and targets). The chart is chart.js.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../movingai.js';

function firstLine(cmd, args) {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\n')[0]
      .trim();
  } catch {
    return null;
  }
}

/** CPU model (from /proc/cpuinfo), cores, Node/V8 and compiler versions, load average. */
export function machineInfo() {
  let cpu = os.cpus()[0]?.model?.trim() || 'unknown';
  try {
    const m = readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.+)$/m);
    if (m) cpu = m[1].trim();
  } catch {
    /* not Linux: keep os.cpus() */
  }
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return {
    cpu,
    cores: os.availableParallelism?.() ?? os.cpus().length,
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    v8: process.versions.v8,
    emcc:
      firstLine('emcc', ['--version'])
        ?.match(/\)\s*([0-9][^ ]*)/)?.[1]
        ?.replace(/^/, 'Emscripten ') ?? null,
    cxx: firstLine('c++', ['--version'])?.replace(/^c\+\+ /, 'g++ ') ?? null,
    pathrace: pkg.version,
    loadAverage: os.loadavg().map((v) => Number(v.toFixed(2))),
  };
}

// ---- formatting -----------------------------------------------------------

/** Milliseconds with 3 significant digits (and no exponent). */
export function ms(v) {
  if (v === null || v === undefined || !Number.isFinite(v)) return '–';
  if (v === 0) return '0';
  const digits = Math.max(0, 2 - Math.floor(Math.log10(Math.abs(v))));
  return v.toFixed(Math.min(digits, 4));
}
const x = (v) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));
const pct = (v) => (v >= 10 ? v.toFixed(0) : v.toFixed(1));

function qualityCell(q, what = 'optimal') {
  const parts = [];
  if (q.longer === 0) parts.push(`0 of ${q.problems}`);
  else
    parts.push(
      `**${q.longer} of ${q.problems}**, up to +${x(q.maxExcess)} (+${pct(q.maxExcessPct)}%), mean +${x(q.meanExcess)}`,
    );
  if (q.missing) parts.push(`**${q.missing} not found**`);
  if (q.invalid) parts.push(`**${q.invalid} invalid** (${q.examples[0]?.reason ?? ''})`);
  if (q.shorter) parts.push(`**${q.shorter} shorter than ${what}?!**`);
  return parts.join('; ');
}

const size = (m) => `${m.width}×${m.height}`;
const is512 = (m) => m.width === 512 && m.height === 512;

// ---- targets --------------------------------------------------------------

/** Each target of the issue, measured: { name, met, detail, perMap }. */
export function targets(maps) {
  const out = [];
  const big = maps.filter((r) => is512(r.map));
  const speed = (lib, goal) => {
    const rows = big.map((r) => ({
      map: r.map.name,
      median: r.eight[lib].speedup.median,
      mean: r.eight[lib].speedup.mean,
    }));
    return { met: rows.length > 0 && rows.every((v) => v.median >= goal), rows, none: rows.length === 0 };
  };
  const pf = speed('pathfinding', 50);
  out.push({
    name: 'pathrace wasm ≥ 50× faster per query than PathFinding.js on every 512×512 map',
    met: pf.met,
    detail: pf.none
      ? 'no 512×512 map in this run'
      : pf.rows.map((v) => `${v.map} ${x(v.median)}× (mean ${x(v.mean)}×)`).join(', '),
  });
  const es = speed('easystar', 3);
  out.push({
    name: 'pathrace wasm ≥ 3× faster per query than easystar.js on every 512×512 map',
    met: es.met,
    detail: es.none
      ? 'no 512×512 map in this run'
      : es.rows.map((v) => `${v.map} ${x(v.median)}× (mean ${x(v.mean)}×)`).join(', '),
  });
  const withNative = maps.filter((r) => r.eight.native);
  const worst = (key) =>
    withNative.reduce(
      (w, r) => (r.eight.native.wasmRatio[key] > (w?.eight.native.wasmRatio[key] ?? -1) ? r : w),
      null,
    );
  const wm = worst('median'),
    wn = worst('mean');
  const over = withNative.filter(
    (r) => r.eight.native.wasmRatio.median > 1.4 || r.eight.native.wasmRatio.mean > 1.4,
  );
  out.push({
    name: 'pathrace wasm within 1.4× of pathrace native (median and mean query time, every map)',
    met: withNative.length === maps.length && over.length === 0,
    detail:
      withNative.length === 0
        ? 'native not run'
        : `worst median ratio ${x(wm.eight.native.wasmRatio.median)} (${wm.map.name}), worst mean ratio ${x(wn.eight.native.wasmRatio.mean)} (${wn.map.name})` +
          (over.length
            ? `; over 1.4 on ${over.map((r) => `${r.map.name} ${x(r.eight.native.wasmRatio.median)}/${x(r.eight.native.wasmRatio.mean)}`).join(', ')}`
            : ''),
  });
  const behind = maps.filter((r) => !(r.four.totalsAt.wasm < r.four.totalsAt.l1));
  out.push({
    name: `4-connected: pathrace total time (setup + queries) below l1-path-finder's for up to ${maps[0]?.four.totalsAt.queries ?? 1000} queries on every map`,
    met: behind.length === 0,
    detail:
      behind.length === 0
        ? 'every map'
        : `behind on ${behind.map((r) => `${r.map.name} (break-even ${Math.round(r.four.breakEven)} queries)`).join(', ')}`,
  });
  const slow = maps.filter((r) => r.four.perQueryRatio.median > 2);
  const worst4 = maps.reduce(
    (w, r) => (r.four.perQueryRatio.median > (w?.four.perQueryRatio.median ?? -1) ? r : w),
    null,
  );
  out.push({
    name: '4-connected: pathrace per query within 2× of l1-path-finder (median) on every map',
    met: slow.length === 0,
    detail:
      `worst ${x(worst4.four.perQueryRatio.median)}× (${worst4.map.name}, mean ${x(worst4.four.perQueryRatio.mean)}×)` +
      (slow.length ? `; over 2× on ${slow.map((r) => r.map.name).join(', ')}` : ''),
  });
  out.push(...jpsTargets(maps));
  const n8 = maps.reduce((s, r) => s + r.eight.wasm.problems, 0),
    n4 = maps.reduce((s, r) => s + r.four.problems, 0);
  const bad8 = maps.filter(
    (r) =>
      !r.eight.wasm.optimal ||
      !r.eight.jps.optimal ||
      (r.eight.native && r.eight.native.mismatches > 0) ||
      (r.eight.nativeJps && r.eight.nativeJps.mismatches > 0),
  );
  const bad4 = maps.filter((r) => !r.four.wasm.optimal || !r.four.jps.optimal);
  out.push({
    name: 'every pathrace path optimal',
    met: bad8.length === 0 && bad4.length === 0,
    detail:
      `8-connected: ${n8} wasm paths each of A* and JPS checked against the scenarios (and the same ${n8} problems by pathrace-bench --check, both algorithms); 4-connected: ${n4} A* and ${n4} JPS paths against BFS distances` +
      (bad8.length || bad4.length
        ? `; NOT optimal on ${[...bad8, ...bad4].map((r) => r.map.name).join(', ')}`
        : ''),
  });
  return out;
}

/** The maps of games, cities and rooms (not the synthetic random and maze ones). */
const gameCityRoom = (r) => !/^(random|maze)/.test(r.map.name);

/** The jump point search targets of the issue. */
function jpsTargets(maps) {
  const out = [];
  const played = maps.filter(gameCityRoom);
  const geomean = played.length
    ? Math.exp(played.reduce((s, r) => s + Math.log(r.eight.jps.vsAstar.median), 0) / played.length)
    : 0;
  out.push({
    name: 'pathrace JPS (wasm) ≥ 10× pathrace A* (wasm), geometric mean of the median ratios over the game, city and room maps',
    met: played.length > 0 && geomean >= 10,
    detail: played.length
      ? `${x(geomean)}× (${played.map((r) => `${r.map.name} ${x(r.eight.jps.vsAstar.median)}×`).join(', ')})`
      : 'no such map in this run',
  });
  const slower = maps.filter((r) => r.eight.jps.vsAstar.median < 1 || r.eight.jps.vsAstar.mean < 1);
  out.push({
    name: 'pathrace JPS (wasm) never slower than pathrace A* (wasm), median and mean, on any map',
    met: slower.length === 0,
    detail: slower.length
      ? `slower on ${slower.map((r) => `${r.map.name} ${x(r.eight.jps.vsAstar.median)}×/${x(r.eight.jps.vsAstar.mean)}×`).join(', ')}`
      : maps.map((r) => `${r.map.name} ${x(r.eight.jps.vsAstar.median)}×`).join(', '),
  });
  const big = maps.filter((r) => is512(r.map));
  const pfBehind = big.filter((r) => r.eight.pathfindingJps.speedup.median < 50);
  out.push({
    name: "pathrace JPS (wasm) ≥ 50× PathFinding.js's JumpPointFinder (clone counted) per query on every 512×512 map",
    met: big.length > 0 && pfBehind.length === 0,
    detail: big.length
      ? big.map((r) => `${r.map.name} ${x(r.eight.pathfindingJps.speedup.median)}×`).join(', ')
      : 'no 512×512 map in this run',
  });
  const esBehind = maps.filter((r) => r.eight.easystar.jpsSpeedup.median < 10);
  out.push({
    name: 'pathrace JPS (wasm) ≥ 10× easystar.js per query on every map',
    met: esBehind.length === 0,
    detail: maps.map((r) => `${r.map.name} ${x(r.eight.easystar.jpsSpeedup.median)}×`).join(', '),
  });
  const at1000 = (r) => r.four.totals.find((t) => t.queries === 1000);
  const ahead = maps.filter((r) => at1000(r).jps < at1000(r).l1);
  out.push({
    name: "4-connected: pathrace JPS total time for 1,000 queries (setup included) below l1-path-finder's",
    met: ahead.length === maps.length,
    detail: `below on ${ahead.length} of ${maps.length} maps${
      ahead.length < maps.length
        ? `; behind on ${maps
            .filter((r) => !ahead.includes(r))
            .map((r) => r.map.name)
            .join(', ')}`
        : ''
    }`,
  });
  return out;
}

/** The jump point search tables. */
function jpsTables(run) {
  const L = [];
  L.push(
    '',
    "Jump point search, 8-connected (octile, no corner cutting), checked against the scenario's optimal length: pathrace JPS against pathrace A*, PathFinding.js's JumpPointFinder (same rule, clone counted) and easystar.js.",
    '',
  );
  L.push(
    '| map | pathrace JPS wasm median / p95 ms | × pathrace A* wasm (median, mean) | native JPS median ms (wasm/native) | jump points / query | PathFinding.js JPS median ms (clone + search) | pathrace JPS × PF JPS | pathrace JPS × easystar | paths longer than optimal |',
  );
  L.push('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of run.maps) {
    const e = r.eight,
      j = e.jps,
      pf = e.pathfindingJps;
    const native = e.nativeJps
      ? `${ms(e.nativeJps.timing.median)} (${x(e.nativeJps.wasmRatio.median)})`
      : 'not run';
    L.push(
      `| ${r.map.name} | ${ms(j.timing.median)} / ${ms(j.timing.p95)} | ${x(j.vsAstar.median)}×, ${x(j.vsAstar.mean)}× | ${native} | ${Math.round(j.expanded / j.problems)} | ${ms(pf.timing.median)} (${ms(pf.clone.median)} + ${ms(pf.search.median)}) | ${x(pf.speedup.median)}× | ${x(e.easystar.jpsSpeedup.median)}× | JPS ${qualityCell(j.quality)}; PF ${qualityCell(pf.quality)} |`,
    );
  }
  L.push(
    '',
    '4-connected jump point search: total ms for setup + 1, 10, 100 and 1,000 queries (mean query times), pathrace JPS / pathrace A* / l1-path-finder.',
    '',
  );
  L.push('| map | 1 | 10 | 100 | 1,000 | JPS paths longer than BFS |');
  L.push('|---|---:|---:|---:|---:|---|');
  for (const r of run.maps) {
    const cells = r.four.totals.map((t) => `${ms(t.jps)} / ${ms(t.astar)} / ${ms(t.l1)}`);
    L.push(`| ${r.map.name} | ${cells.join(' | ')} | ${qualityCell(r.four.jps.quality, 'BFS')} |`);
  }
  return L;
}

// ---- Markdown -------------------------------------------------------------

/** The tables alone (what the README shows). */
function markdownTables(run) {
  const L = [];
  L.push("8-connected: A\\*, octile, no corner cutting, checked against the scenario's optimal length.", '');
  L.push(
    '| map | library | problems | median ms | p95 ms | speedup of pathrace wasm | paths longer than optimal |',
  );
  L.push('|---|---|---:|---:|---:|---:|---|');
  for (const r of run.maps) {
    const e = r.eight,
      name = `${r.map.name} (${size(r.map)})`;
    L.push(
      `| ${name} | pathrace wasm | ${e.wasm.problems} | ${ms(e.wasm.timing.median)} | ${ms(e.wasm.timing.p95)} | – | ${qualityCell(e.wasm.quality)} |`,
    );
    if (e.native)
      L.push(
        `| | pathrace native | ${e.native.problems} | ${ms(e.native.timing.median)} | ${ms(e.native.timing.p95)} | wasm/native ${x(e.native.wasmRatio.median)} (mean ${x(e.native.wasmRatio.mean)}) | ${e.native.mismatches === 0 ? `0 of ${e.native.problems}` : `**${e.native.mismatches} mismatches**`} |`,
      );
    const pf = e.pathfinding;
    // When the peers ran a capped subset, say what pathrace wasm took on it.
    const onC =
      r.sample.capped < r.sample.problems
        ? `; wasm ${ms(e.wasm.timingOnCapped.median)} ms on these ${r.sample.capped}`
        : '';
    L.push(
      `| | PathFinding.js (clone ${ms(pf.clone.median)} + search ${ms(pf.search.median)}) | ${pf.problems} | ${ms(pf.timing.median)} | ${ms(pf.timing.p95)} | ${x(pf.speedup.median)}× (mean ${x(pf.speedup.mean)}×${onC}) | ${qualityCell(pf.quality)} |`,
    );
    const es = e.easystar;
    L.push(
      `| | easystar.js | ${es.problems} | ${ms(es.timing.median)} | ${ms(es.timing.p95)} | ${x(es.speedup.median)}× (mean ${x(es.speedup.mean)}×${onC}) | ${qualityCell(es.quality)} |`,
    );
  }
  L.push('');
  L.push(
    '4-connected: pathrace A\\* (manhattan) vs l1-path-finder, on the same problems, checked against BFS distances.',
    '',
  );
  L.push(
    '| map | problems | pathrace median / p95 ms | l1 median / p95 ms | pathrace / l1 per query | pathrace setup ms | l1 preprocessing ms | break-even queries | total for 1000 queries, pathrace / l1 ms | paths longer than BFS |',
  );
  L.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of run.maps) {
    const f = r.four;
    const be = f.breakEven === null ? 'never' : Math.round(f.breakEven).toLocaleString('en-US');
    L.push(
      `| ${r.map.name} | ${f.problems} | ${ms(f.wasm.timing.median)} / ${ms(f.wasm.timing.p95)} | ${ms(f.l1.timing.median)} / ${ms(f.l1.timing.p95)} | ${x(f.perQueryRatio.median)}× (mean ${x(f.perQueryRatio.mean)}×) | ${ms(f.wasm.setupMs)} | ${ms(f.l1.prepMs)} | ${be} | ${ms(f.totalsAt.wasm)} / ${ms(f.totalsAt.l1)} | pathrace ${qualityCell(f.wasm.quality, 'BFS')}; l1 ${qualityCell(f.l1.quality, 'BFS')} |`,
    );
  }
  L.push(...jpsTables(run));
  return L.join('\n');
}

export function machineLine(run) {
  const m = run.machine;
  return (
    `${m.cpu}, ${m.cores} cores, ${m.memoryGB} GB; ${m.os}; Node ${m.node} (V8 ${m.v8})` +
    `${m.emcc ? `; wasm built by ${m.emcc}` : ''}${m.cxx ? `; native by ${m.cxx}` : ''}` +
    `; load average ${run.machine.loadAverage.join(' ')} at the start, ${run.loadAverageEnd?.join(' ') ?? '?'} at the end`
  );
}

export function methodText(run) {
  const o = run.options,
    v = run.versions;
  return [
    `Libraries: pathrace ${run.machine.pathrace} (wasm under Node, and pathrace-bench native), PathFinding.js (\`pathfinding\`) ${v.pathfinding}, easystar.js (\`easystarjs\`) ${v.easystarjs}, l1-path-finder ${v['l1-path-finder']}.`,
    `Problems: every ${o.every}th problem of each Moving AI scenario (all buckets). pathrace wasm, pathrace native and the 4-connected part answer all of them; ` +
      `PathFinding.js and easystar.js answer at most ${o.cap} per map (${o.bigCap} on maps over ${o.bigCells.toLocaleString('en-US')} cells: Berlin_0_1024), spread evenly from the shortest to the longest, ` +
      'and their speedups divide their times by pathrace wasm\'s on exactly those problems in the same run (speedup = their median / pathrace wasm\'s median; "mean" = the same with mean times). ' +
      "The native row shows pathrace wasm's time divided by native's on the same problems (1.4 = wasm 40% slower).",
    `Timing: one query at a time, the timer around the query alone; ${o.warmUpMs} ms of untimed queries per library and map first (JIT warm-up). ` +
      'PathFinding.js includes the `grid.clone()` its documentation requires before each search (shown apart). easystar.js runs in sync mode (`enableSync`, `findPath` + `calculate()`), diagonals on, corner cutting off.',
    'Path quality: every returned path is walked cell by cell (no wall, no corner cutting) and its length measured with exact costs (1 and √2), whatever the library thinks it costs. ' +
      'easystar.js prices a diagonal at 1.4 and its heuristic (1.4·min(dx,dy) + max(dx,dy)) overestimates, so its paths are often not the shortest. ' +
      'l1-path-finder returns corner points; each leg must have a wall-free box and the length is the sum of |dx| + |dy|.',
    '4-connected: "setup" is `Grid.fromArray` from the same bytes; l1-path-finder\'s preprocessing is `createPlanner` on an ndarray of the walls. ' +
      'Break-even = queries after which l1\'s preprocessing has paid for itself (mean times); "never" = pathrace\'s queries are not slower.',
  ];
}

export function markdown(run) {
  const L = [];
  L.push('# pathrace vs JavaScript pathfinding libraries', '');
  L.push(`Run ${run.date} (${(run.seconds / 60).toFixed(1)} min) with \`npm run bench\`.`, '');
  L.push(`Machine: ${machineLine(run)}.`, '');
  for (const line of methodText(run)) L.push(line, '');
  L.push(markdownTables(run), '');
  L.push('## Targets', '');
  for (const t of run.targets) L.push(`- ${t.met ? '**met**' : '**NOT met**'}: ${t.name}: ${t.detail}.`);
  L.push(
    '',
    'Chart: `chart.svg` (median ms per query, log scale, whisker to p95). Raw numbers: `results.json`.',
    '',
  );
  return L.join('\n');
}
