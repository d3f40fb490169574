// The package's jump point search in Chromium beside Node: the same Moving
// AI problems, the same wasm module and the same timing code
// (bench/timer.js timePasses), Node in this process and Chromium in a
// headless page that imports web/lib as a browser app does. The two run
// in alternating rounds on each map (which goes first alternates too), and
// each keeps its fastest round.
// Chromium's time over Node's is what a ratio measured under Node (the wasm
// column of bench/warthog.js, against Warthog natively) becomes in a
// browser, as both divide by the same Warthog time.
//
//   node bench/browser.js [--maps a,b] [--every K] [--rounds N] [--prepared]
import { createServer } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import * as pathrace from '../web/lib/index.js';
import { launchChromium } from './chromium.js';
import { commandLine } from './cli.js';
import {
  loadMap,
  loadScenario,
  mapList,
  mapsAvailable,
  missingMapsMessage,
  root,
  sampleEvery,
} from './movingai.js';
import { geometricMean } from './stats.js';
import { timePasses } from './timer.js';

const usage = 'node bench/browser.js [--maps a,b] [--every K] [--rounds N] [--prepared]';
const options = commandLine('bench-browser', usage, {
  maps: { type: 'string' },
  every: { type: 'number', min: 1, default: 10 },
  rounds: { type: 'number', min: 1, default: 5 },
  prepared: { type: 'boolean' },
});

if (!mapsAvailable()) {
  console.warn(`\n*** ${missingMapsMessage('the browser comparison')} ***\n`);
  process.exit(0);
}

// web/ as a static host serves it, and a page that imports the package.
const page = `<!doctype html><meta charset="utf-8"><title>pathrace in Chromium</title>
<script type="module">globalThis.pathrace = await import('/lib/index.js');</script>`;
const files = sirv(path.join(root, 'web'), { dev: true });
const server = createServer((req, res) => {
  if (req.url === '/') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page);
  } else files(req, res, () => res.writeHead(404).end());
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const browser = await launchChromium();

try {
  const tab = await browser.newPage();
  await tab.goto(`http://127.0.0.1:${server.address().port}/`);
  await tab.waitForFunction(() => globalThis.pathrace !== undefined);
  const search = { algorithm: 'jps' };
  console.log(
    `pathrace's ${options.prepared ? 'prepared ' : ''}JPS, the package's findPath with its cells read: ` +
      `Node ${process.version} and Chromium ${browser.version()}, every ${options.every} problem(s), ` +
      `the fastest of ${options.rounds} alternating rounds of at least 50 ms each`,
  );
  console.log(
    '\n| map | problems | Node µs/query | Chromium µs/query | Chromium / Node |\n|---|---:|---:|---:|---:|',
  );
  const ratios = [];
  for (const [m, name] of mapList(options.maps).entries()) {
    const map = loadMap(name);
    const problems = sampleEvery(loadScenario(name).problems, options.every);
    const args = {
      width: map.width,
      height: map.height,
      prepared: options.prepared === true,
      problems: problems.map(({ start, goal }) => ({ start, goal })),
      options: search,
      minMs: 50,
      rounds: 1,
    };
    const inNode = (warmUpMs) => timePasses({ ...args, warmUpMs, lib: pathrace, free: map.free });
    const base64 = Buffer.from(map.free).toString('base64');
    const inChromium = (warmUpMs) => tab.evaluate(timePasses, { ...args, warmUpMs, free: base64 });
    // Round by round, which runs first alternating; each keeps its fastest.
    let node = { us: Infinity },
      chromium = { us: Infinity };
    for (let r = 0; r < options.rounds; ++r) {
      const warmUpMs = r === 0 ? 300 : 0;
      const [a, b] =
        (m + r) % 2 === 0
          ? [await inNode(warmUpMs), await inChromium(warmUpMs)]
          : [await inChromium(warmUpMs), await inNode(warmUpMs)].reverse();
      if (a.us < node.us) node = a;
      if (b.us < chromium.us) chromium = b;
    }
    problems.forEach((p, i) => {
      const [a, b] = [node.costs[i], chromium.costs[i]];
      if (a !== b || Math.abs(a - p.optimal) > p.tolerance) {
        console.error(
          `bench-browser: ${name} #${p.index}: Node's cost ${a}, Chromium's ${b}, optimal ${p.optimal}`,
        );
        process.exitCode = 1;
      }
    });
    ratios.push(chromium.us / node.us);
    console.log(
      `| ${name} | ${problems.length} | ${node.us.toFixed(2)} | ${chromium.us.toFixed(2)} | ${ratios.at(-1).toFixed(2)}× |`,
    );
  }
  console.log(
    `\nChromium / Node: geometric mean ${geometricMean(ratios).toFixed(2)}×, ` +
      `from ${Math.min(...ratios).toFixed(2)}× to ${Math.max(...ratios).toFixed(2)}×`,
  );
} finally {
  await browser.close();
  server.close();
}
