// The benchmarks, small: a run of the peer benchmark (`npm run bench`)
// through its own code (bench/peers/bench.js, bench/peers/report.js,
// bench/peers/chart.js and the wasm-vs-native timer bench/timer.js) on arena
// and den312d, a handful of problems each, checking that every library
// answered every problem with a valid path and that pathrace's are optimal;
// every `npm run bench*` entry point loading and reading its command line;
// bench/native.js's steps on one map; bench:wasm's timing of the engine's
// call alone, answering as the package does; and bench/page.js's three page
// modes, one visit each on the default race; bench/browser.js's Node and
// Chromium columns on arena and den312d. Timing is never asserted.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import { init } from '../../web/lib/node.js';
import {
  loadMap,
  loadScenario,
  mapsAvailable,
  missingMapsMessage,
  root,
  sampleEvery,
} from '../../bench/movingai.js';
import { benchMap } from '../../bench/peers/bench.js';
import { svgChart } from '../../bench/peers/chart.js';
import { loadPeers } from '../../bench/peers/libraries.js';
import { markdown, targets } from '../../bench/peers/report.js';
import { nativeBenchPath } from '../../bench/native/runner.js';
import { siteDir } from '../../bench/site.js';
import { pathraceGrid, wasmVersusNative } from '../../bench/timer.js';
import { buildSite } from '../../scripts/build-site.mjs';

const MAPS = ['arena', 'den312d'];
// Every 5th problem as the bench picks them, then 6 spread over all of them
// for every library (cap = 6), so all buckets from short to long are seen.
const OPTIONS = { every: 5, cap: 6, bigCap: 6, warmUpMs: 0 };

let peers;
before(async () => {
  await init();
  peers = loadPeers();
});

function everyPathFound(q, what) {
  assert.equal(q.missing, 0, `${what}: ${q.missing} problems without a path`);
  assert.equal(q.invalid, 0, `${what}: invalid paths: ${JSON.stringify(q.examples)}`);
  assert.equal(q.shorter, 0, `${what}: paths shorter than the reference: ${JSON.stringify(q.examples)}`);
  assert.equal(q.found, q.problems, what);
}

test('the peer benchmark runs every library on arena and den312d, pathrace optimal', async (t) => {
  if (!mapsAvailable()) {
    t.skip(missingMapsMessage('arena and den312d'));
    return;
  }
  const nativeBench = nativeBenchPath();
  const results = MAPS.map((name) => benchMap(name, { ...OPTIONS, peers, nativeBench }));
  for (const r of results) {
    const name = r.map.name,
      e = r.eight,
      f = r.four;
    assert.ok(
      r.sample.problems > 20 && r.sample.capped === 6,
      `${name}: sample ${r.sample.problems}, capped ${r.sample.capped}`,
    );

    // pathrace, 8-connected: a path for every sampled problem, of exactly the scenario's optimal length.
    everyPathFound(e.wasm.quality, `${name} pathrace wasm`);
    assert.equal(e.wasm.quality.longer, 0, `${name}: pathrace wasm paths longer than the scenario's`);
    assert.ok(e.wasm.optimal);

    // pathrace JPS, 8- and 4-connected: optimal too.
    everyPathFound(e.jps.quality, `${name} pathrace JPS`);
    assert.equal(e.jps.quality.longer, 0, `${name}: pathrace JPS paths longer than the scenario's`);
    everyPathFound(f.jps.quality, `${name} pathrace JPS 4-connected`);
    assert.equal(f.jps.quality.longer, 0, `${name}: pathrace JPS 4-connected paths longer than BFS`);
    assert.deepEqual(
      f.totals.map((t) => t.queries),
      [1, 10, 100, 1000],
    );

    // The peers: a valid path for every problem of the capped set (their length may exceed the optimum).
    everyPathFound(e.pathfindingJps.quality, `${name} PathFinding.js JumpPointFinder`);
    assert.equal(e.pathfindingJps.quality.problems, 6);
    everyPathFound(e.pathfinding.quality, `${name} PathFinding.js`);
    assert.equal(e.pathfinding.quality.problems, 6);
    everyPathFound(e.easystar.quality, `${name} easystar.js`);
    assert.equal(e.easystar.quality.problems, 6);

    // 4-connected: pathrace A* equals the BFS distance; l1-path-finder finds a valid path for each.
    everyPathFound(f.wasm.quality, `${name} pathrace 4-connected`);
    assert.equal(f.wasm.quality.longer, 0, `${name}: pathrace 4-connected paths longer than BFS`);
    everyPathFound(f.l1.quality, `${name} l1-path-finder`);
    assert.equal(f.l1.reportedMismatch, 0, `${name}: l1-path-finder's distance differs from its path`);
  }

  await t.test('pathrace native answers the same problems optimally', (st) => {
    if (!nativeBench) return st.skip('no build/native/pathrace-bench (build it with scripts/build.sh bench)');
    for (const r of results) {
      const name = r.map.name;
      assert.equal(
        r.eight.native.problems,
        r.sample.problems,
        `${name}: pathrace-bench answered another problem set`,
      );
      assert.equal(
        r.eight.native.mismatches,
        0,
        `${name}: pathrace native differs from the scenario's optimal lengths`,
      );
      assert.equal(r.eight.nativeJps.problems, r.sample.problems, `${name}: native JPS problem set`);
      assert.equal(r.eight.nativeJps.mismatches, 0, `${name}: native JPS differs from the scenario`);
    }
  });

  // The report renders (its numbers are not checked: they are timings).
  const run = {
    date: 'test',
    seconds: 0,
    machine: {
      cpu: 'test',
      cores: 1,
      memoryGB: 1,
      os: 'test',
      node: process.version,
      v8: '',
      pathrace: '0',
      loadAverage: [0, 0, 0],
    },
    versions: peers.versions,
    options: { ...OPTIONS, bigCells: 512 * 512, queriesForTotal: 1000 },
    maps: results,
  };
  run.targets = targets(results);
  assert.ok(run.targets.find((x) => x.name === 'every pathrace path optimal').met);
  const md = markdown(run);
  for (const name of MAPS) assert.match(md, new RegExp(`\\| ${name} `));
  assert.match(svgChart(run), /^<svg[\s\S]*<\/svg>\n$/);
});

/** `node bench/NAME.js ARGS` from the repository's root: { status, stdout, stderr }. */
function runBench(name, args) {
  return spawnSync(process.execPath, [path.join('bench', `${name}.js`), ...args], {
    cwd: root,
    encoding: 'utf8',
  });
}

test("bench:wasm times the engine's call alone on the package's problems, with the package's costs", (t) => {
  if (!mapsAvailable()) {
    t.skip(missingMapsMessage('den312d'));
    return;
  }
  const map = loadMap('den312d'),
    scenario = loadScenario('den312d');
  const problems = sampleEvery(scenario.problems, 40);
  for (const prepared of [false, true]) {
    const { grid } = pathraceGrid(map);
    try {
      // timeEngine throws when an engine answer's cost is not the package's.
      const { wasm } = wasmVersusNative(grid, map, scenario, problems, {
        algorithm: 'jps',
        prepared,
        engine: true,
      });
      everyPathFound(wasm.quality, `den312d${prepared ? ' prepared' : ''}`);
      assert.equal(wasm.quality.longer, 0);
      assert.ok(wasm.engine.total > 0, `the engine was timed: ${JSON.stringify(wasm.engine)}`);
    } finally {
      grid.dispose();
    }
  }
});

test('every npm run bench* entry point loads and reads its command line', () => {
  // bench, bench:native, bench:wasm, bench:game, bench:batch, bench:page, bench:browser (package.json).
  for (const name of ['peers', 'native', 'wasm', 'game', 'batch', 'page', 'browser']) {
    const help = runBench(name, ['--help']);
    assert.equal(help.status, 0, `bench/${name}.js --help: ${help.stderr}`);
    assert.match(help.stdout, new RegExp(`^usage: node (--expose-gc )?bench/${name}\\.js `));
    const wrong = runBench(name, ['--no-such-option']);
    assert.equal(wrong.status, 2, `bench/${name}.js --no-such-option: ${wrong.stderr}`);
    assert.match(wrong.stderr, /usage: /);
  }
});

test('bench/warthog.js reads its command line and asks for a Warthog build', () => {
  const help = runBench('warthog', ['--help']);
  assert.equal(help.status, 0, help.stderr);
  assert.match(help.stdout, /^usage: node bench\/warthog\.js --warthog DIR /);
  const wrong = runBench('warthog', ['--no-such-option']);
  assert.equal(wrong.status, 2, wrong.stderr);
  assert.match(wrong.stderr, /usage: /);
  const none = runBench('warthog', ['--rounds', '2']);
  assert.equal(none.status, 2, none.stderr);
  assert.match(none.stderr, /--warthog DIR is required/);
  const badRounds = runBench('warthog', ['--warthog', '.', '--rounds', '0']);
  assert.equal(badRounds.status, 2, badRounds.stderr);
  assert.match(badRounds.stderr, /--rounds takes a whole number >= 1/);
});

test('bench/native.js runs every step of npm run bench:native on one map', (t) => {
  if (!mapsAvailable()) return t.skip(missingMapsMessage('arena'));
  if (!nativeBenchPath())
    return t.skip('no build/native/pathrace-bench (build it with scripts/build.sh bench)');
  const run = runBench('native', ['--maps', 'arena', '--every', '50']);
  assert.equal(run.status, 0, run.stderr);
  const steps = run.stdout.match(/==> .*/g) ?? [];
  assert.equal(steps.length, 5, run.stdout);
  // The four scenario steps answer arena's sample (the 8-connected one with 0
  // mismatches, JPS with A*'s costs); the fifth is the article's table.
  const rows = run.stdout.match(/^arena +\d+ +\S+/gm) ?? [];
  assert.equal(rows.length, 4, run.stdout);
  assert.match(rows[0], /^arena +\d+ +0$/);
  assert.match(rows[2], /^arena +\d+ +0$/);
  assert.match(rows[3], /^arena +\d+ +0$/);
  assert.match(run.stdout, /^120x120 /m);
});

test('bench/page.js refuses a mode it does not have', () => {
  const run = runBench('page', ['--only', 'dist,fast']);
  assert.equal(run.status, 2, run.stderr);
  assert.match(run.stderr, /--only takes dev, dist, slow, lighthouse; got "fast"/);
});

test('bench/page.js measures the default race on the development server, on dist/ and over the slow network', async () => {
  if (!existsSync(path.join(siteDir, 'index.html'))) await buildSite({ quiet: true });
  const args = ['--only', 'dev,dist,slow', '--maps', 'default', '--repeat', '1', '--seconds', '0.3'];
  const run = runBench('page', [...args, '--json']);
  assert.equal(run.status, 0, run.stderr);
  const result = JSON.parse(run.stdout.slice(run.stdout.indexOf('\n{') + 1));
  assert.deepEqual(
    result.modes.map((m) => [m.mode, m.map, m.runs.length]),
    [
      ['dev', 'default', 1],
      ['dist', 'default', 1],
      ['slow', 'default', 1],
    ],
  );
  for (const { mode, runs } of result.modes) {
    const [visit] = runs;
    assert.ok(visit.firstFrame > 0 && visit.raceFrame >= visit.firstFrame, `${mode}: the marks in order`);
    // The page itself first (under /pathrace/ on the static server), then what it fetched, all before the race's first frame.
    assert.match(visit.requests[0].url, mode === 'dev' ? /^http:\/\/[^/]+\/(#|$)/ : /\/pathrace\/(#|$)/);
    assert.ok(visit.requests.length > 1, `${mode}: the page's scripts counted`);
    assert.ok(visit.requests.every((r) => r.start < visit.raceFrame));
    const bodies = visit.requests.reduce((n, r) => n + r.encodedBodySize, 0);
    if (mode === 'dev') assert.ok(visit.gzip > 0 && visit.gzip < bodies, 'dev: sent as is, counted gzipped');
    // The static server sends text and wasm gzipped at level 6, the size the count gzips them to.
    else
      for (const r of visit.requests.filter((r) => /(\/|\.(html|js|css|json|wasm))$/.test(r.url)))
        assert.equal(r.encodedBodySize, r.gzip, `${mode}: ${r.url} sent gzipped`);
    if (mode === 'slow') {
      assert.equal(visit.racing, null, 'slow: no racing');
      // The emulated round trip holds back everything after the page by at least 100 ms: the emulation is on.
      assert.ok(visit.requests[1].start >= 100, `slow: first subresource at ${visit.requests[1].start} ms`);
    } else assert.ok(visit.racing.frames > 0 && visit.racing.races > 0, `${mode}: frames timed while racing`);
  }
  assert.match(run.stdout, /race's first frame ms/);
  assert.match(run.stdout, /≤ 400 (met|NOT met)/);
});

test('bench/browser.js times the package in Node and in Chromium, with the same optimal costs', (t) => {
  if (!mapsAvailable()) return t.skip(missingMapsMessage('arena and den312d'));
  for (const extra of [[], ['--prepared']]) {
    const run = runBench('browser', ['--maps', MAPS.join(','), '--every', '8', '--rounds', '1', ...extra]);
    // It exits 1 naming a query whose cost differs between the two or from the scenario's.
    assert.equal(run.status, 0, run.stderr);
    for (const name of MAPS)
      assert.match(
        run.stdout,
        new RegExp(`^\\| ${name} \\| \\d+ \\| [\\d.]+ \\| [\\d.]+ \\| [\\d.]+× \\|$`, 'm'),
      );
    assert.match(run.stdout, /Chromium \/ Node: geometric mean [\d.]+×/);
  }
});
