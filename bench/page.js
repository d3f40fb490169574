#!/usr/bin/env node
// `npm run bench:page`: the race page's speed in headless Chromium, on the 512×512 random512-25-0
// and the 1024×1024 Berlin_0_1024 Moving AI maps:
//   - time from navigation to the first painted frame: the page's
//     'pathrace:first-frame' performance mark, set at the start of the
//     animation frame after the one that painted the map (start and goal on
//     it), and 'pathrace:first-race-frame', the same after the race's first
//     drawn frame (its two searches exist, expansion 0 or 1 on screen);
//     first contentful paint for comparison;
//   - requestAnimationFrame deltas while the race plays at full speed,
//     replayed from the start whenever it ends, for a few seconds: p50, p95, max.
// Targets: p95 <= 16.7 ms on 512×512, <= 33 ms on 1024×1024; first frame <= 500 ms.
//
//   node bench/page.js [--repeat N] [--seconds S] [--speed E[,E…]] [--json]
//     --repeat N   page loads per map and speed (default 3; medians are judged)
//     --seconds S  seconds of racing per load (default 4)
//     --speed E    expansions per second, one or a comma list (default
//                  1000000,100000: the fastest animated setting, which the
//                  page caps to what fits in a frame, and a fast watchable one)
//     --json       print the results as JSON too
// Racing replays the race whenever it ends, so the frames that start a race
// over are measured too. rAF deltas come in whole display frames (16.7 ms at
// 60 Hz) give or take timer jitter, so a p95 of 16.8 ms means every frame on time.
// Needs the wasm build (scripts/build-wasm.sh) and the Moving AI maps copied
// beside the race core (scripts/copy-maps.mjs); `npm run bench:page` does
// both first. The page is served as `npm start` serves it (scripts/serve.mjs,
// run here as its own process on a free port).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { chromium } from 'playwright-core';
import { encodeState } from '../web/demo/state-codec.js';
import { defaultState } from '../web/demo/state.js';
import { commandLine } from './cli.js';
import { root } from './movingai.js';
import { median, percentile } from './stats.js';

const args = commandLine(
  'bench-page',
  'node bench/page.js [--repeat N] [--seconds S] [--speed E[,E…]] [--json]',
  {
    repeat: { type: 'number', min: 1, default: 3 },
    seconds: { type: 'number', min: 0.1, whole: false, default: 4 },
    speed: { type: 'string', default: '1000000,100000' },
    json: { type: 'boolean', default: false },
  },
);
const { repeat, seconds, json } = args;
const speedList = args.speed.split(',').map(Number);
if (!speedList.every((v) => v > 0)) {
  console.error('bench-page: --speed takes expansions per second (> 0), or a comma list of them');
  process.exit(2);
}

const targets = { 'random512-25-0': 16.7, Berlin_0_1024: 33 };
const jitter = 0.5; // ms of timer jitter allowed on a rAF delta
const firstFrameTarget = 500;

if (!existsSync(path.join(root, 'web/lib/wasm/pathrace-core.wasm'))) {
  console.error('bench-page: web/lib/wasm is not built; run: bash scripts/build-wasm.sh');
  process.exit(1);
}
const indexFile = path.join(root, 'web/race/maps/index.json');
if (!existsSync(indexFile)) {
  console.error('bench-page: no web/race/maps/index.json; run: node scripts/copy-maps.mjs');
  process.exit(1);
}
const index = JSON.parse(readFileSync(indexFile, 'utf8'));

/** scripts/serve.mjs on a free port: resolves to { url, close() } once it prints its URL. */
async function startPageServer() {
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

const launchOptions = {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-renderer-backgrounding',
    '--disable-background-timer-throttling',
    '--disable-backgrounding-occluded-windows',
  ],
};

// In the page: plays the race at full speed, replaying it whenever it ends,
// and records every requestAnimationFrame delta for `ms` milliseconds.
function race(ms) {
  return new Promise((resolve) => {
    const deltas = [];
    const play = document.querySelector('#play');
    const start = performance.now();
    let last = null,
      races = 0;
    const frame = (t) => {
      if (last !== null) deltas.push(t - last);
      last = t;
      if (play.dataset.playing !== 'true') {
        play.click();
        ++races;
      }
      if (t - start < ms) requestAnimationFrame(frame);
      else {
        play.click();
        resolve({ deltas, races });
      }
    };
    requestAnimationFrame(frame);
  });
}

const server = await startPageServer();
const results = [];
let browser;
try {
  browser = await chromium.launch(launchOptions);
  for (const name of Object.keys(targets))
    for (const speed of speedList) {
      const entry = index.find((m) => m.name === name);
      if (!entry) {
        console.warn(
          `\n*** SKIPPED: ${name} is not among the copied Moving AI maps (see PATHRACE_MAPS) ***\n`,
        );
        continue;
      }
      const state = {
        ...defaultState(),
        map: { kind: 'movingai', name },
        start: entry.start,
        goal: entry.goal,
        speed,
      };
      const url = `${server.url}#${encodeState(state)}`;
      const runs = [];
      for (let r = 0; r < repeat; ++r) {
        const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
        const page = await context.newPage();
        const problems = [];
        page.on('pageerror', (e) => problems.push(String(e)));
        page.on('console', (m) => {
          if (m.type() === 'error') problems.push(m.text());
        });
        await page.goto(url);
        await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
        const load = await page.evaluate(() => ({
          firstFrame: performance.getEntriesByName('pathrace:first-frame')[0].startTime,
          raceFrame: performance.getEntriesByName('pathrace:first-race-frame')[0].startTime,
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
          total: Number(document.querySelector('#clock').dataset.total || NaN),
        }));
        // The race plays by itself on load: stop it and go back to expansion 0,
        // then time the racing.
        await page.evaluate(() => {
          if (document.querySelector('#play').dataset.playing === 'true')
            document.querySelector('#play').click();
          document.querySelector('#restart').click();
        });
        await page.waitForTimeout(300);
        const { deltas, races } = await page.evaluate(race, seconds * 1000);
        const sorted = deltas.sort((a, b) => a - b);
        runs.push({
          firstFrame: load.firstFrame,
          raceFrame: load.raceFrame,
          fcp: load.fcp,
          frames: sorted.length,
          races,
          p50: percentile(sorted, 0.5),
          p95: percentile(sorted, 0.95),
          max: sorted.at(-1),
        });
        if (problems.length) console.warn(`${name}: page problems: ${problems.join('; ')}`);
        await context.close();
      }
      const summary = {
        map: name,
        size: `${entry.width}×${entry.height}`,
        speed,
        runs,
        p50: median(runs.map((x) => x.p50)),
        p95: median(runs.map((x) => x.p95)),
        bestP95: Math.min(...runs.map((x) => x.p95)),
        firstFrame: median(runs.map((x) => x.firstFrame)),
        bestFirstFrame: Math.min(...runs.map((x) => x.firstFrame)),
        raceFrame: median(runs.map((x) => x.raceFrame)),
        target: targets[name],
      };
      results.push(summary);
      const f = (v) => v.toFixed(1).padStart(6);
      console.log(
        `\n${name} (${summary.size}), racing at ${speed.toLocaleString('en')} expansions/s, ${repeat} loads × ${seconds} s:`,
      );
      console.log('  load    FCP  first frame  race frame  frames races   p50    p95    max   (ms)');
      runs.forEach((x, i) =>
        console.log(
          `  ${String(i + 1).padStart(4)} ${f(x.fcp)}   ${f(x.firstFrame)}     ${f(x.raceFrame)}  ${String(x.frames).padStart(6)} ${String(x.races).padStart(5)} ${f(x.p50)} ${f(x.p95)} ${f(x.max)}`,
        ),
      );
      const ok = (v, t) => (v <= t ? 'ok' : 'MISSED');
      console.log(
        `  median p50 ${summary.p50.toFixed(1)} ms, p95 ${summary.p95.toFixed(1)} ms (target <= ${summary.target}: ${ok(summary.p95, summary.target + jitter)}; best p95 ${summary.bestP95.toFixed(1)})`,
      );
      console.log(
        `  first frame: median ${summary.firstFrame.toFixed(0)} ms, best ${summary.bestFirstFrame.toFixed(0)} ms (target <= ${firstFrameTarget}: ${ok(summary.firstFrame, firstFrameTarget)}); the race's first frame: median ${summary.raceFrame.toFixed(0)} ms`,
      );
    }
} finally {
  await browser?.close();
  await server.close();
}
const load = os.loadavg()[0];
console.log(
  `\nload average ${load.toFixed(2)} on ${os.cpus().length} cores during the run: other work on the machine shows up in these numbers.`,
);
if (json) console.log(JSON.stringify(results, null, 2));
