// The Phaser + Tiled example (web/examples/phaser/, bundled by Vite into
// dist/phaser.html) in headless Chromium, from the built site on a static
// server under the development server's Content-Security-Policy: it boots
// with no console error or warning, under WebGL (Chromium's software GL)
// and under Canvas (a browser without WebGL, where Phaser's AUTO falls
// back); each unit sent to a tile arrives on it along a cheapest path, one
// at a time and all at once; a tap on the island nothing reaches, or on a
// wall, says so; and a 390 px phone, tapping, sends a unit too.
//
// The oracle is this file's own: it reads level.json itself (a tile whose
// tileset entry has `collides` true is a wall, `cost` the price of entering
// it) and runs a Dijkstra with pathrace's default rules (8 neighbours, no
// corner cutting, a step costs 1 or √2 times the terrain it enters). The
// example's status hook (window.__phaserExample) reports what the units
// did; every number it reports is checked against the oracle, never taken
// from pathrace.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launchChromium } from '../../bench/chromium.js';
import { siteDir } from '../../scripts/build-site.mjs';
import { defaultCsp } from '../../scripts/serve.mjs';
import { codeBlocks } from '../js/doc-blocks.js';
import {
  noProblems,
  patience,
  root,
  screenshot,
  serveSite,
  useBrowser,
  waitReady,
  watch,
} from './support.js';

const level = JSON.parse(readFileSync(path.join(root, 'web', 'examples', 'phaser', 'level.json'), 'utf8'));
const { width, height, tilewidth: tileW, tileheight: tileH } = level;

/** Each cell's cost of entering it, 0 for a wall, as this test reads the Tiled map. */
function terrainOf(map) {
  const tiles = new Map(); // gid → { collides, cost }
  for (const set of map.tilesets)
    for (const tile of set.tiles ?? []) {
      const props = Object.fromEntries((tile.properties ?? []).map((p) => [p.name, p.value]));
      tiles.set(set.firstgid + tile.id, props);
    }
  const terrain = new Float64Array(width * height).fill(1);
  for (const layer of map.layers.filter((l) => l.type === 'tilelayer'))
    layer.data.forEach((raw, i) => {
      const props = tiles.get(raw & 0x0fffffff) ?? {}; // the flip and rotation bits off
      if (props.collides === true) terrain[i] = 0;
      else if (terrain[i] !== 0 && props.cost) terrain[i] = Math.max(terrain[i], props.cost);
    });
  return terrain;
}
const terrain = terrainOf(level);
const open = (x, y) => x >= 0 && y >= 0 && x < width && y < height && terrain[y * width + x] > 0;

/** The cost of one step, or null when it is no legal move (a wall, a cut corner, not a neighbour). */
function stepCost(a, b) {
  const dx = b.x - a.x,
    dy = b.y - a.y;
  if (Math.max(Math.abs(dx), Math.abs(dy)) !== 1 || !open(b.x, b.y)) return null;
  if (dx !== 0 && dy !== 0 && !(open(a.x + dx, a.y) && open(a.x, a.y + dy))) return null;
  return (dx !== 0 && dy !== 0 ? Math.SQRT2 : 1) * terrain[b.y * width + b.x];
}

/** Dijkstra from one cell: the cheapest cost to every cell (Infinity where none reaches). */
function costsFrom(start) {
  const best = new Float64Array(width * height).fill(Infinity);
  const done = new Uint8Array(width * height);
  best[start.y * width + start.x] = 0;
  for (;;) {
    let c = -1;
    for (let i = 0; i < best.length; ++i)
      if (!done[i] && best[i] < Infinity && (c < 0 || best[i] < best[c])) c = i;
    if (c < 0) return best;
    done[c] = 1;
    const at = { x: c % width, y: Math.floor(c / width) };
    for (let dy = -1; dy <= 1; ++dy)
      for (let dx = -1; dx <= 1; ++dx) {
        const to = { x: at.x + dx, y: at.y + dy };
        const step = (dx || dy) && stepCost(at, to);
        if (step && best[c] + step < best[to.y * width + to.x]) best[to.y * width + to.x] = best[c] + step;
      }
  }
}
const oracle = (from, to) => costsFrom(from)[to.y * width + to.x];

// The units where the map's "units" object layer puts them.
const starts = level.layers
  .find((l) => l.name === 'units')
  .objects.map((o) => ({ name: o.name, cell: { x: Math.floor(o.x / tileW), y: Math.floor(o.y / tileH) } }));

// Where the tests send them: across both fords, into the fort by its gate,
// round the mud. Each is checked open and reachable below, and far from
// every start, so that no unit stands under a tap (a tap on a unit selects it).
const targets = [
  { x: 34, y: 22 }, // the fort's east room
  { x: 36, y: 2 }, // north-east, over the northern ford
  { x: 6, y: 20 }, // the heart of the southern mud
  { x: 24, y: 27 }, // south, over the southern ford
];
const island = { x: 31, y: 9 };
const deepWater = { x: 18, y: 10 };

// Chromium's software GL (no GPU here) reads each WebGL frame back for its
// software compositor and its driver says so as a console warning; that is
// the test machine, not the page. Every other warning counts.
const softwareGlNote =
  /^\[\.WebGL-[\da-fx]+\]GL Driver Message \(OpenGL, Performance, [^)]*\): GPU stall due to ReadPixels/;

const browser = useBrowser();
let site, withoutWebgl;
before(async () => {
  site = await serveSite({ csp: defaultCsp, files: { 'favicon.ico': '' } });
  // Phaser's AUTO takes Canvas in a browser without WebGL.
  withoutWebgl = await launchChromium(['--mute-audio', '--disable-webgl']);
});
after(async () => {
  await withoutWebgl?.close();
  await site?.close();
});

async function openExample(chromium, context = {}) {
  const ctx = await chromium.newContext({ viewport: { width: 1100, height: 900 }, ...context });
  const page = await ctx.newPage();
  await watch(page);
  page.warnings = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && !softwareGlNote.test(m.text())) page.warnings.push(m.text());
  });
  await page.goto(new URL('phaser.html', site.url).href);
  await waitReady(page);
  return page;
}

const status = (page) => page.evaluate(() => window.__phaserExample);
const plain = (readout) => readout.replace(/ \([\d.]+ ms\)$/, '');
const clean = (page) => {
  noProblems(page);
  assert.deepEqual(page.warnings, [], 'no console warnings');
};

/** The client point at a cell's centre on the game's canvas, from the map's size in pixels. */
async function pointOf(page, cell) {
  const box = await page.locator('#stage canvas').boundingBox();
  return {
    x: box.x + ((cell.x + 0.5) * tileW * box.width) / (width * tileW),
    y: box.y + ((cell.y + 0.5) * tileH * box.height) / (height * tileH),
  };
}

async function send(page, unit, cell) {
  await page.getByRole('button', { name: unit, exact: true }).click();
  const p = await pointOf(page, cell);
  await page.mouse.click(p.x, p.y);
}

const settled = (page) =>
  page.waitForFunction(() => window.__phaserExample.units.every((u) => !u.moving), null, {
    timeout: patience,
  });

/** A unit's order, checked against the oracle: from `from` to its goal, legal steps, the cheapest cost. */
function checkOrder(order, from, goal, who) {
  const expected = oracle(from, goal);
  assert.ok(Number.isFinite(expected), `${who}: the oracle reaches (${goal.x}, ${goal.y})`);
  assert.deepEqual(order.goal, goal, `${who}'s goal`);
  assert.equal(order.found, true, `${who} found a path`);
  assert.deepEqual(order.path[0], from, `${who}'s path starts where it stood`);
  assert.deepEqual(order.path.at(-1), goal, `${who}'s path ends at its goal`);
  let walked = 0;
  for (let i = 1; i < order.path.length; ++i) {
    const step = stepCost(order.path[i - 1], order.path[i]);
    assert.ok(step, `${who}: step ${i} ${JSON.stringify(order.path.slice(i - 1, i + 1))} is a legal move`);
    walked += step;
  }
  assert.ok(Math.abs(walked - expected) < 1e-9, `${who} walks cost ${walked}, the cheapest is ${expected}`);
  assert.ok(Math.abs(order.cost - expected) < 1e-9, `${who}'s reported cost ${order.cost} = ${expected}`);
}

function checkArrived(s, name, goal) {
  const u = s.units.find((unit) => unit.name === name);
  assert.deepEqual(u.cell, goal, `${name} stands on (${goal.x}, ${goal.y})`);
  assert.deepEqual(
    u.position,
    { x: (goal.x + 0.5) * tileW, y: (goal.y + 0.5) * tileH },
    `${name} at the centre`,
  );
}

test("docs/api.md's Phaser snippet is the example's own code, line by line and in order", () => {
  const heading = readFileSync(path.join(root, 'docs', 'api.md'), 'utf8')
    .split('\n')
    .indexOf('### Phaser + Tiled: a whole example');
  assert.ok(heading >= 0, 'docs/api.md has the section');
  const block = codeBlocks('docs/api.md').find((b) => b.line > heading && b.lang === 'js');
  const source = readFileSync(path.join(root, 'web', 'examples', 'phaser', 'main.js'), 'utf8')
    .split('\n')
    .map((line) => line.trim());
  const lines = block.code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('// …'));
  let from = 0;
  for (const line of lines) {
    const found = source.indexOf(line, from);
    assert.ok(found >= 0, `main.js has, after line ${from}: ${line}`);
    from = found + 1;
  }
  // The measure: a prototype in 15 lines of pathrace or fewer.
  const pathrace = lines.filter((line) =>
    /pathrace|init\(|grid\.|fromTiled|tiledLayout|cellAt|cellCentre/.test(line),
  );
  assert.ok(pathrace.length <= 15, `${pathrace.length} lines of pathrace`);
});

test('Phaser is in the Phaser example only: no other page of dist/ loads it', () => {
  const phaserMark = 'https://phaser.io'; // in Phaser's boot banner
  const assets = readdirSync(path.join(siteDir, 'assets')).filter((f) => f.endsWith('.js'));
  const withPhaser = assets.filter((f) =>
    readFileSync(path.join(siteDir, 'assets', f), 'utf8').includes(phaserMark),
  );
  assert.equal(withPhaser.length, 1, `one chunk holds Phaser: ${withPhaser.join(', ')}`);
  for (const page of readdirSync(siteDir).filter((f) => f.endsWith('.html') || f.endsWith('.js'))) {
    const text = readFileSync(path.join(siteDir, page), 'utf8');
    assert.equal(
      text.includes(withPhaser[0]),
      page === 'phaser.html',
      `${page} loads ${withPhaser[0]}: only phaser.html does`,
    );
  }
  for (const f of assets.filter((a) => a !== withPhaser[0]))
    assert.ok(
      !readFileSync(path.join(siteDir, 'assets', f), 'utf8').includes(withPhaser[0]),
      `${f} imports no Phaser`,
    );
});

test('the map, as this test reads it, has what the cases need', () => {
  assert.equal(starts.length, 4);
  for (const goal of targets) {
    assert.ok(open(goal.x, goal.y), `(${goal.x}, ${goal.y}) is open`);
    for (const s of starts)
      assert.ok(
        Math.max(Math.abs(s.cell.x - goal.x), Math.abs(s.cell.y - goal.y)) >= 3,
        'no start near a target',
      );
  }
  assert.ok(
    open(island.x, island.y) && !Number.isFinite(oracle(starts[0].cell, island)),
    'the island: open, unreachable',
  );
  assert.ok(!open(deepWater.x, deepWater.y), 'deep water collides');
  // Slow ground on the way: a target whose cheapest path is dearer than its steps.
  assert.ok(terrain.includes(3) && terrain.includes(5), 'mud (3) and shallows (5)');
});

for (const renderer of ['webgl', 'canvas'])
  describe(`with ${renderer === 'webgl' ? 'WebGL' : 'Canvas (no WebGL in the browser)'}`, () => {
    test('it boots, and each unit sent to a tile arrives there along a cheapest path', async () => {
      const page = await openExample(renderer === 'webgl' ? browser : withoutWebgl);
      try {
        const first = await status(page);
        assert.equal(first.renderer, renderer);
        assert.deepEqual(
          first.units.map((u) => ({ name: u.name, cell: u.cell })),
          starts,
          'the units stand on the map objects',
        );
        assert.deepEqual(first.selected, [starts[0].name]);
        assert.deepEqual(await page.locator('#units button').allTextContents(), [
          ...starts.map((s) => s.name),
          'All',
        ]);

        // One after the other, each selected by its button; all walk at once.
        for (const [i, s] of starts.entries()) await send(page, s.name, targets[i]);
        const sent = await status(page);
        for (const [i, s] of starts.entries()) checkOrder(sent.units[i].order, s.cell, targets[i], s.name);
        const last = sent.units.at(-1).order;
        assert.match(
          sent.readout,
          new RegExp(
            `^${starts.at(-1).name} → \\(${targets.at(-1).x}, ${targets.at(-1).y}\\): ${last.path.length - 1} steps, cost ${oracle(starts.at(-1).cell, targets.at(-1)).toFixed(1)} \\(`,
          ),
        );
        // On their way, each with its route drawn.
        if (renderer === 'webgl') await screenshot(page, 'phaser-desktop');
        await settled(page);
        const arrived = await status(page);
        for (const [i, s] of starts.entries()) checkArrived(arrived, s.name, targets[i]);

        // All at once: one batch, every unit from where it stands to one tile.
        const meet = { x: 12, y: 9 };
        await page.getByRole('button', { name: 'All', exact: true }).click();
        const p = await pointOf(page, meet);
        await page.mouse.click(p.x, p.y);
        const all = await status(page);
        assert.deepEqual(
          all.selected,
          starts.map((s) => s.name),
        );
        assert.equal(plain(all.readout), `4 units → (${meet.x}, ${meet.y})`);
        for (const [i, s] of starts.entries()) checkOrder(all.units[i].order, targets[i], meet, s.name);
        await settled(page);
        const met = await status(page);
        for (const s of starts) checkArrived(met, s.name, meet);
        clean(page);
      } finally {
        await page.context().close();
      }
    });
  });

test('a tap on the island nothing reaches, or on deep water, says so and sends no one', async () => {
  const page = await openExample(browser);
  try {
    await send(page, starts[1].name, island);
    let s = await status(page);
    assert.equal(plain(s.readout), `No path: ${starts[1].name} cannot reach (${island.x}, ${island.y})`);
    assert.equal(s.units[1].order.status, 'no-path');
    assert.equal(s.units[1].moving, false);

    await page.getByRole('button', { name: 'All', exact: true }).click();
    const p = await pointOf(page, island);
    await page.mouse.click(p.x, p.y);
    s = await status(page);
    assert.equal(
      plain(s.readout),
      `No path: ${starts.map((u) => u.name).join(', ')} cannot reach (${island.x}, ${island.y})`,
    );
    assert.ok(s.units.every((u) => !u.moving && u.order.found === false));

    await send(page, starts[0].name, deepWater);
    s = await status(page);
    assert.equal(
      plain(s.readout),
      `(${deepWater.x}, ${deepWater.y}) is blocked: a wall, a tree or deep water`,
    );
    assert.equal(s.units[0].order.status, 'goal-blocked');
    assert.deepEqual(
      s.units.map((u) => u.cell),
      starts.map((u) => u.cell),
      'no one moved',
    );
    clean(page);
  } finally {
    await page.context().close();
  }
});

test('on a 390 px phone the map fits and a tap sends the unit', async () => {
  const page = await openExample(browser, {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    hasTouch: true,
    isMobile: true,
  });
  try {
    const fit = await page.evaluate(() => ({
      scroll: document.scrollingElement.scrollWidth,
      canvas: document.querySelector('#stage canvas').getBoundingClientRect().width,
    }));
    assert.ok(fit.scroll <= 390, `no sideways scrolling (${fit.scroll} px)`);
    assert.ok(fit.canvas > 340 && fit.canvas <= 390, `the map fills the width (${fit.canvas} px)`);
    const goal = targets[2];
    await page.getByRole('button', { name: starts[2].name, exact: true }).tap();
    const p = await pointOf(page, goal);
    await page.touchscreen.tap(p.x, p.y);
    const s = await status(page);
    assert.deepEqual(s.selected, [starts[2].name]);
    checkOrder(s.units[2].order, starts[2].cell, goal, starts[2].name);
    await settled(page);
    checkArrived(await status(page), starts[2].name, goal);
    await screenshot(page, 'phaser-phone', { fullPage: true });
    clean(page);
  } finally {
    await page.context().close();
  }
});
