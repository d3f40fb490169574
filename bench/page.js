#!/usr/bin/env node
// `npm run bench:page`: the race page's speed in headless Chromium, as a
// first-time visitor meets it (a fresh browser context, the cache disabled),
// served three ways (--only picks some):
//   dev         the development server, as `npm start` serves it
//               (scripts/serve.mjs, run as its own process on a free port);
//   dist        the built site (dist/) on a generic static server (sirv,
//               bench/site.js) under /pathrace/, gzipping what a host gzips;
//   slow        dist/ again over Chromium's network emulation (CDP
//               Network.emulateNetworkConditions): 100 ms round trip,
//               5 Mbit/s down;
//   lighthouse  Lighthouse's scores for the built page, default race,
//               under its default mobile simulation.
// On each map (the default race, random512-25-0, Berlin_0_1024; --maps) it
// reports the requests the page made before the race's first frame (the
// 'pathrace:first-race-frame' performance mark, set after the race's first
// drawn frame; the favicon not counted), their bytes gzipped (each body at
// level 6) and on the wire, first contentful paint, the first frame
// ('pathrace:first-frame': the map painted), the race's first frame, and
// (dev and dist) requestAnimationFrame deltas' p95 while the race plays at
// --speed, replayed whenever it ends, for --seconds, with the open list and
// the step sentence on screen. Each number is min / median over --repeat
// visits (the modes take turns, visit by visit), judged on the median
// against issue 21's targets; the load average is printed with them.
//
// Needs the wasm build, the Moving AI maps copied beside the race core
// (scripts/copy-maps.mjs) and dist/ (`npm run build`): `npm run bench:page`
// makes all three first.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { encodeState } from '../web/demo/state-codec.js';
import { defaultState } from '../web/demo/state.js';
import { presetById } from '../web/race/maps.js';
import { launchChromium } from './chromium.js';
import { commandLine } from './cli.js';
import { root } from './movingai.js';
import { lighthouse, lighthouseVersion } from './page/lighthouse.js';
import { sizes, slowNetwork, visit } from './page/load.js';
import { lighthouseTable, modeTable } from './page/report.js';
import { serveSite, siteDir } from './site.js';

const usage =
  'node bench/page.js [--only dev,dist,slow,lighthouse] [--maps default,NAME…] [--repeat N] [--seconds S] [--speed E] [--json]';
const args = commandLine('bench-page', usage, {
  only: { type: 'string', default: 'dev,dist,slow,lighthouse' },
  maps: { type: 'string', default: 'default,random512-25-0,Berlin_0_1024' },
  repeat: { type: 'number', min: 1, default: 3 },
  seconds: { type: 'number', min: 0.1, whole: false, default: 4 },
  speed: { type: 'number', min: 1, default: 1000000 },
  json: { type: 'boolean', default: false },
});
const { repeat, seconds, speed, json } = args;
const fail = (message, code = 2) => {
  console.error(`bench-page: ${message}${code === 2 ? `\nusage: ${usage}` : ''}`);
  process.exit(code);
};

const modeNames = ['dev', 'dist', 'slow', 'lighthouse'];
const only = args.only.split(',').filter(Boolean);
for (const m of only) if (!modeNames.includes(m)) fail(`--only takes ${modeNames.join(', ')}; got "${m}"`);
const pageModes = ['dev', 'dist', 'slow'].filter((m) => only.includes(m));
const maps = args.maps.split(',').filter(Boolean);
if (maps.length === 0) fail('--maps names no map');

// What each mode serves from: the folder the maps index is in, and what to build when it is missing.
const sources = {
  dev: {
    maps: path.join(root, 'web/race/maps'),
    build: 'bash scripts/build-wasm.sh && node scripts/copy-maps.mjs',
  },
  dist: { maps: path.join(siteDir, 'race/maps'), build: 'npm run build' },
};
const sourceOf = (mode) => (mode === 'dev' ? sources.dev : sources.dist);
if (only.includes('dev') && !existsSync(path.join(root, 'web/lib/wasm/pathrace-core.wasm')))
  fail(`web/lib/wasm is not built; run: ${sources.dev.build}`, 1);
if (only.some((m) => m !== 'dev') && !existsSync(path.join(siteDir, 'index.html')))
  fail(`dist/ is not built; run: ${sources.dist.build}`, 1);

/** The map's size, and the hash that opens its race (none for the default race), in `mode`. */
function mapVisit(name, mode) {
  const state = defaultState();
  if (name === 'default') {
    const { width, height } = presetById(state.map.id).make();
    return { size: `${width}×${height}`, hash: '' };
  }
  const { maps: folder, build } = sourceOf(mode);
  const indexFile = path.join(folder, 'index.json');
  if (!existsSync(indexFile)) fail(`no ${path.relative(root, indexFile)}; run: ${build}`, 1);
  const entry = JSON.parse(readFileSync(indexFile, 'utf8')).find((m) => m.name === name);
  if (!entry) fail(`--maps: "${name}" is neither "default" nor a map in ${path.relative(root, indexFile)}`);
  const moving = { ...state, map: { kind: 'movingai', name }, start: entry.start, goal: entry.goal };
  return { size: `${entry.width}×${entry.height}`, hash: `#${encodeState(moving)}` };
}
const plan = pageModes.flatMap((mode) => maps.map((map) => ({ mode, map, ...mapVisit(map, mode) })));

/** scripts/serve.mjs on a free port: resolves to { url, close() } once it prints its URL. */
async function startDevServer() {
  const child = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--port', '0', '--quiet'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`the page server exited (code ${code}) before printing its URL`);
  });
  const [url] = await Promise.race([once(createInterface({ input: child.stdout }), 'line'), exited]);
  return {
    url,
    close: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill();
      await once(child, 'exit');
    },
  };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
const machine = { cores: os.cpus().length, cpu: os.cpus()[0]?.model, loadAtStart: loadAverage() };
console.log(`bench:page on ${machine.cores} cores (${machine.cpu}), load average ${machine.loadAtStart}`);

const servers = {};
const rows = new Map(plan.map((p) => [`${p.mode} ${p.map}`, { ...p, runs: [] }]));
const lighthouseRuns = [];
let browser;
try {
  if (only.includes('dev')) servers.dev = await startDevServer();
  if (only.some((m) => m !== 'dev')) servers.dist = await serveSite({ gzip: true });
  const base = { dev: servers.dev?.url, dist: servers.dist?.url, slow: servers.dist?.url };
  if (plan.length) {
    browser = await launchChromium();
    machine.chromium = browser.version();
    const gzipped = new Map();
    for (const map of maps)
      for (let r = 1; r <= repeat; ++r)
        for (const mode of pageModes) {
          const row = rows.get(`${mode} ${map}`);
          const run = await visit(browser, base[mode] + row.hash, {
            network: mode === 'slow' ? slowNetwork : null,
            racing: mode === 'slow' ? null : { speed, seconds },
          });
          Object.assign(run, await sizes(run.requests, gzipped), { load: os.loadavg()[0] });
          row.runs.push(run);
          console.error(`  ${mode} ${map} ${r}/${repeat}: race's first frame ${run.raceFrame.toFixed(0)} ms`);
        }
  }
  if (only.includes('lighthouse'))
    for (let r = 1; r <= repeat; ++r) {
      lighthouseRuns.push(await lighthouse(servers.dist.url));
      console.error(`  lighthouse ${r}/${repeat}: performance ${lighthouseRuns.at(-1).performance}`);
    }
} finally {
  await browser?.close();
  for (const server of Object.values(servers)) await server.close();
}
machine.loadAtEnd = loadAverage();

const titles = {
  dev: 'the development server (scripts/serve.mjs, as npm start serves it), localhost',
  dist: 'dist/ on sirv under /pathrace/ (gzip level 6), localhost',
  slow: `dist/ as above over an emulated network: ${slowNetwork.latency} ms round trip, ${(slowNetwork.downloadThroughput * 8) / 1e6} Mbit/s down, cache disabled`,
};
if (plan.length)
  console.log(
    `\nChromium ${machine.chromium}; ${repeat} visit(s) per map; min / median; targets of issue 21.`,
  );
for (const mode of pageModes) {
  console.log(`\n${mode}: ${titles[mode]}`);
  console.log(
    modeTable(
      mode,
      [...rows.values()].filter((row) => row.mode === mode),
    ).replace(/^/gm, '  '),
  );
}
if (lighthouseRuns.length) {
  console.log(
    `\nlighthouse ${lighthouseVersion}: dist/'s race page (default race), default mobile simulation, ${lighthouseRuns.length} run(s)`,
  );
  console.log(lighthouseTable(lighthouseRuns));
}
console.log(
  `\nload average ${machine.loadAtStart} at the start, ${machine.loadAtEnd} at the end, on ${machine.cores} cores: other work on the machine shows up in these numbers.`,
);
if (json)
  console.log(
    JSON.stringify(
      {
        machine,
        options: { only, maps, repeat, seconds, speed },
        modes: [...rows.values()],
        lighthouse: lighthouseRuns,
      },
      null,
      2,
    ),
  );
