#!/usr/bin/env node
// Long runs stay flat: memory measured at the start (after a warm-up), the
// middle and the end of
//   node   1,000,000 pooled queries with edits and 10,000 grid lifetimes
//          (bench/soak/node.js): the main thread's JS heap after a full
//          collection, the process's resident set, the main thread's wasm
//          memory and malloc bytes in use, each worker's malloc bytes;
//   page   the race page replaying races for 10 minutes, maps changed and
//          walls drawn between them (bench/soak/browser.js);
//   game   the game played for 10 minutes (flags moved, walls drawn and erased);
//          for both: the page's JS heap after a collection, its wasm
//          memory and Chromium's resident set.
// Target: no measure grows more than 5% from the start to the end. The
// first fifth of each run is its warm-up (the workers' heaps, and so the
// resident set, were still growing to their size at the first tenth); its
// end is the start. Reported, not enforced (tests/js/soak.test.js asserts
// a short run).
//
//   node bench/soak.js [--only node,page,game] [--queries N] [--lifetimes N] [--minutes M]
// `npm run soak` builds the site (dist/, with the Moving AI maps) first.
import { loadavg } from 'node:os';
import { launchChromium } from './chromium.js';
import { commandLine } from './cli.js';
import { serveSite } from './site.js';
import { gameRound, raceCycle, raceRound, recordWasmMemories, soakFor } from './soak/browser.js';
import { growth, nodeSoak } from './soak/node.js';
import { init } from '../web/lib/node.js';
import { PathWorker } from '../web/lib/worker-node.js';

const options = commandLine(
  'soak',
  'node bench/soak.js [--only node,page,game] [--queries N] [--lifetimes N] [--minutes M]',
  {
    only: { type: 'string', default: 'node,page,game' },
    queries: { type: 'number', min: 1, default: 1_000_000 },
    lifetimes: { type: 'number', min: 0, default: 10_000 },
    minutes: { type: 'number', min: 0.1, whole: false, default: 10 },
  },
);
const only = options.only.split(',');
const chunks = 10;
const warmup = 2; // parts
const mib = (bytes) => (bytes / 2 ** 20).toFixed(2);
const load = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

/**
 * Prints a run's samples: each measure at the start (after the warm-up),
 * middle and end, its growth, and the highest value of the run's second
 * half against its first's (a measure that breathes with garbage
 * collections, as a resident set does, grows only if its peaks do).
 */
function report(name, all) {
  for (const [i, s] of all.entries())
    console.log(`${name} part ${i + 1}: ${s.what}; ${JSON.stringify(s.memory)}`);
  const samples = all.slice(warmup - 1);
  const half = Math.ceil(samples.length / 2);
  const [start, middle, end] = [samples[0], samples[half - 1], samples.at(-1)];
  console.log(`\n${name}: start ${start.what}, middle ${middle.what}, end ${end.what}`);
  console.log(
    '| measure | start MiB | middle MiB | end MiB | end vs start | peak, 2nd half vs 1st | within 5% |',
  );
  console.log('|---|---|---|---|---|---|---|');
  let flat = true;
  for (const key of Object.keys(start.memory)) {
    const values = samples.map((s) => [s.memory[key]].flat().reduce((a, b) => a + b, 0));
    const g = growth(values[0], values.at(-1));
    const peaks = growth(Math.max(...values.slice(0, half)), Math.max(...values.slice(half)));
    flat &&= g <= 5;
    console.log(
      `| ${key} | ${mib(values[0])} | ${mib(values[half - 1])} | ${mib(values.at(-1))} | ${g.toFixed(2)}% | ${peaks.toFixed(2)}% | ${g <= 5 ? 'yes' : 'NO'} |`,
    );
  }
  console.log(`${name}: ${flat ? 'flat (target met)' : 'GROWTH beyond 5% (target NOT met)'}; ${load()}`);
}

async function soakNode() {
  await init();
  const pool = await PathWorker.create({ workers: 2 });
  const samples = [];
  const started = Date.now();
  try {
    const { found, checked } = await nodeSoak(pool, {
      queries: options.queries,
      lifetimes: options.lifetimes,
      chunks,
      sample: ({ part, queries, lifetimes, memory }) => {
        const what = `${queries} queries, ${lifetimes} lifetimes, ${((Date.now() - started) / 1000).toFixed(0)} s`;
        samples.push({ what, memory });
        console.log(
          `node part ${part}/${chunks}: ${what}; rss ${mib(memory.rss)} MiB, JS heap ${mib(memory.jsHeap)} MiB`,
        );
      },
    });
    console.log(
      `node: ${found} answers found a path or were connected; ${checked} checked against the main thread's grid`,
    );
  } finally {
    pool.terminate();
  }
  report('node', samples);
}

async function soakBrowser(browser, site, name, at, round, cycle = 1) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await page.addInitScript(recordWasmMemories);
  await page.goto(`${site.url}${at}`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true' || window.pathraceGame, null, {
    timeout: 60000,
  });
  const samples = [];
  await soakFor(page, {
    seconds: options.minutes * 60,
    chunks,
    round: (i) => round(page, i),
    cycle,
    sample: ({ part, rounds, memory }) => {
      samples.push({ what: `${rounds} rounds`, memory });
      console.log(
        `${name} part ${part}/${chunks}: ${rounds} rounds; rss ${mib(memory.rss)} MiB, JS heap ${mib(memory.jsHeap)} MiB, wasm ${mib(memory.wasm)} MiB`,
      );
    },
  });
  await context.close();
  report(name, samples);
  if (problems.length) throw new Error(`${name}: the page reported errors:\n${problems.join('\n')}`);
}

console.log(`soak: ${only.join(', ')}; ${load()}`);
if (only.includes('node')) await soakNode();
if (only.includes('page') || only.includes('game')) {
  const site = await serveSite();
  const browser = await launchChromium();
  try {
    if (only.includes('page')) await soakBrowser(browser, site, 'page', '', raceRound, raceCycle);
    if (only.includes('game')) await soakBrowser(browser, site, 'game', 'game.html', gameRound);
  } finally {
    await browser.close();
    await site.close();
  }
}
