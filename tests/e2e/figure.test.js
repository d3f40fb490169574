// Figures and animations in Chromium: the element's figure() is the
// command line's SVG; rendered, it colours each cell as the element's
// canvas does at that step; its PNG has the figure's size; the page's and
// the element's buttons download an SVG and a GIF, and the GIF decodes to
// the figure's size and the race's frame count.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, test } from 'node:test';
import { GifReader } from 'omggif';
import { Grid, init } from '../../web/lib/index.js';
import { figureScene } from '../../web/race/figure.js';
import { defaultPresetId, presetById } from '../../web/race/maps.js';
import { defaultPanel } from '../../web/race/panel.js';
import { Race } from '../../web/race/race.js';
import { gifFrames } from '../../web/embed/figure-export.js';
import {
  closePage,
  desktopAndPhone,
  hostPage,
  noProblems,
  openPage,
  root,
  screenshot,
  screenshots,
  serveSite,
  strictCsp,
  useBrowser,
  patience,
} from './support.js';

const browser = useBrowser();
const run = promisify(execFile);
let site;
before(async () => {
  await init();
  site = await serveSite({ csp: strictCsp, files: { 'favicon.ico': '' } });
});
after(async () => {
  await site?.close();
});

const element = (attributes) => `<script type="module" src="/path-race.js"></script>
<path-race id="race" ${attributes}></path-race>`;

/** Waits until the (first) element's race is on a map `width` cells wide. */
async function loaded(page, width) {
  await page.waitForFunction(
    (w) => document.querySelector('path-race')?.shadowRoot?.querySelector('canvas.pr-cells')?.width === w,
    width,
    { timeout: patience },
  );
}

async function cliFigure(...args) {
  const { stdout } = await run(process.execPath, [path.join(root, 'bin', 'pathrace.js'), 'figure', ...args]);
  return stdout;
}

/** A downloaded file: its suggested name and bytes, after `click()`. */
async function downloaded(page, click) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: patience }), click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

/** A GIF's size and frames (omggif), and frame `k` as RGBA (frames after the first draw only what changed). */
function readGif(bytes, k = 0) {
  const gif = new GifReader(new Uint8Array(bytes));
  const rgba = new Uint8Array(gif.width * gif.height * 4);
  for (let i = 0; i <= k; ++i) gif.decodeAndBlitFrameRGBA(i, rgba);
  return { width: gif.width, height: gif.height, frames: gif.numFrames(), rgba };
}

/** The race a preset runs in the element by default, in Node: its length and the GIF's expected size. */
function expectedGif(id) {
  const preset = presetById(id);
  const map = preset.make();
  const grid = Grid.fromArray(map.width, map.height, map.terrain);
  const { diagonal, heuristic, costs } = preset.options ?? {};
  const panels = ['astar', 'greedy'].map((a) => ({
    ...defaultPanel(a),
    ...(diagonal && { diagonal }),
    ...(heuristic && { heuristic }),
  }));
  const race = new Race(grid, { start: map.start, goal: map.goal, panels, costs, events: false });
  const total = race.total;
  const s = Math.max(1, Math.min(32, Math.floor(320 / Math.max(map.width, map.height))));
  const first = figureScene(race, { cellSize: s });
  race.seek(Infinity);
  const last = figureScene(race, { cellSize: s });
  race.dispose();
  grid.dispose();
  return {
    width: first.width,
    height: Math.max(first.height, last.height),
    frames: Math.min(gifFrames, total + 1),
  };
}

test("the element's figure() is the command line's SVG, and its PNG has the figure's size", async () => {
  const page = await hostPage(browser, element('map="worked-example" controls="full" autoplay="false"'));
  await loaded(page, 4);
  for (const [at, step] of [
    ['end', 'end'],
    ['2', 2],
    ['start', 0],
  ]) {
    const svg = await page.evaluate((step) => document.getElementById('race').figure({ step }), step);
    assert.equal(svg, await cliFigure('--map', 'worked-example', '--at', at), `at ${at}`);
  }
  const right = await page.evaluate(() =>
    document.getElementById('race').figure({ step: 'end', panels: 'right' }),
  );
  assert.equal(right, await cliFigure('--map', 'worked-example', '--panels', 'right'));
  // The element's labels attribute is the command line's --labels.
  await page.evaluate(() => document.getElementById('race').setAttribute('labels', 'false'));
  const bare = await page.evaluate(() => document.getElementById('race').figure({ step: 'end' }));
  assert.ok(!bare.includes('data-kind="f"'), 'no labels');
  assert.equal(bare, await cliFigure('--map', 'worked-example', '--labels', 'false'));
  const png = await page.evaluate(async () => {
    const el = document.getElementById('race');
    const svg = await el.figure({ step: 3 });
    const blob = await el.figure({ step: 3, format: 'png' });
    const image = await createImageBitmap(blob);
    const size = /width="(\d+)" height="(\d+)"/.exec(svg);
    return {
      type: blob.type,
      width: image.width,
      height: image.height,
      svg: [Number(size[1]), Number(size[2])],
    };
  });
  assert.equal(png.type, 'image/png');
  assert.deepEqual([png.width, png.height], png.svg);
  const wrong = await page.evaluate(() =>
    document
      .getElementById('race')
      .figure({ format: 'jpeg' })
      .then(
        () => 'made',
        (e) => e.message,
      ),
  );
  assert.match(wrong, /format "jpeg" is not svg or png/);
  noProblems(page);
  await closePage(page);
});

test("the figure, rendered, colours every cell as the element's canvas does at that step", async () => {
  const page = await hostPage(
    browser,
    element('map="concave" controls="full" autoplay="false" height="400"'),
  );
  await loaded(page, 40);
  const step = 60;
  // The scrubber moves the element's race to the step.
  await page.evaluate((k) => {
    const input = document.getElementById('race').shadowRoot.querySelector('input.pr-clock');
    input.value = String(k);
    input.dispatchEvent(new Event('input'));
  }, step);
  await page.waitForFunction(
    (k) =>
      document.getElementById('race').clock === k &&
      document
        .getElementById('race')
        .shadowRoot.querySelector('.pr-readout')
        .textContent.startsWith(String(k)),
    step,
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const canvases = await page.evaluate(() =>
    [...document.getElementById('race').shadowRoot.querySelectorAll('canvas.pr-cells')].map((c) => [
      ...c.getContext('2d').getImageData(0, 0, c.width, c.height).data,
    ]),
  );
  const svg = await page.evaluate((k) => document.getElementById('race').figure({ step: k }), step);
  await closePage(page);

  // The SVG drawn on a canvas of its own (a blank page: no CSP), each cell read at 30% into it, clear of the
  // grid lines and of what is drawn at a cell's centre (the start, the goal, the current node).
  const blank = await browser.newContext().then((c) => c.newPage());
  const figure = await blank.evaluate(async (svg) => {
    const image = new Image();
    image.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    return { width: canvas.width, data: [...ctx.getImageData(0, 0, canvas.width, canvas.height).data] };
  }, svg);
  await blank.context().close();
  const groups = [
    ...svg.matchAll(/<g transform="translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)" data-panel="(\w+)"/g),
  ];
  assert.equal(groups.length, 2);
  const preset = presetById('concave').make();
  const skip = new Set([`${preset.start.x},${preset.start.y}`, `${preset.goal.x},${preset.goal.y}`]);
  for (const cell of svg.matchAll(
    /<rect x="([\d.]+)" y="([\d.]+)" width="[\d.]+" height="[\d.]+" fill="#cc79a7"/g,
  ))
    skip.add(`${Math.floor(Number(cell[1]) + 0.5)},${Math.floor(Number(cell[2]) + 0.5)}`);
  assert.equal(skip.size, 4, 'start, goal and two current nodes');
  let compared = 0;
  const wrong = [];
  groups.forEach(([, gx, gy, s], i) => {
    for (let y = 0; y < 25; ++y)
      for (let x = 0; x < 40; ++x) {
        if (skip.has(`${x},${y}`)) continue;
        const px = Math.floor(Number(gx) + (x + 0.3) * Number(s)),
          py = Math.floor(Number(gy) + (y + 0.3) * Number(s));
        const a = figure.data.slice((py * figure.width + px) * 4, (py * figure.width + px) * 4 + 3);
        const b = canvases[i].slice((y * 40 + x) * 4, (y * 40 + x) * 4 + 3);
        if (a.some((v, k) => Math.abs(v - b[k]) > 3)) wrong.push(`panel ${i} (${x}, ${y}): ${a} vs ${b}`);
        ++compared;
      }
  });
  assert.equal(compared, 2 * (40 * 25 - skip.size));
  assert.deepEqual(wrong.slice(0, 5), []);
});

test("the element's buttons download its figure (SVG) and its animation (GIF)", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${site.url}embed.html?map=worked-example&controls=full&speed=max`);
  await loaded(page, 4);
  const button = (kind) => page.locator(`path-race >> button[data-action="download-${kind}"]`);
  assert.equal(await button('svg').textContent(), 'Download figure (SVG)');
  const svg = await downloaded(page, () => button('svg').click());
  assert.match(svg.name, /^pathrace-a-star-vs-greedy-step-(\d+|end)\.svg$/);
  assert.match(svg.bytes.toString('utf8'), /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  const started = performance.now();
  const gif = await downloaded(page, () => button('gif').click());
  const ms = performance.now() - started;
  assert.equal(gif.name, 'pathrace-a-star-vs-greedy.gif');
  const read = readGif(gif.bytes);
  assert.deepEqual(
    { width: read.width, height: read.height, frames: read.frames },
    expectedGif('worked-example'),
  );
  await screenshot(page, 'figure-element-buttons-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await screenshot(page, 'figure-element-buttons-phone');
  await context.close();
  console.log(
    `# the worked example's GIF: ${gif.bytes.length} bytes, ${read.frames} frames, ${ms.toFixed(0)} ms`,
  );
});

test("the page's buttons download the race as a figure and as a GIF, bounded in frames and bytes", async () => {
  const page = await openPage(browser, { base: site.url, path: 'index.html' });
  const svg = await downloaded(page, () => page.click('#download-svg'));
  assert.match(svg.name, /\.svg$/);
  assert.match(svg.bytes.toString('utf8'), /<title>A\* and greedy: a race of two grid searches<\/title>/);
  let started = performance.now();
  const gif = await downloaded(page, () => page.click('#download-gif'));
  const defaultMs = performance.now() - started;
  const read = readGif(gif.bytes, 75);
  const expected = expectedGif(defaultPresetId);
  assert.deepEqual({ width: read.width, height: read.height, frames: read.frames }, expected);
  console.log(
    `# the default race's GIF: ${gif.bytes.length} bytes, ${read.frames} frames, ${defaultMs.toFixed(0)} ms`,
  );
  await desktopAndPhone(page, 'figure-page-buttons');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('#download-svg').scrollIntoViewIfNeeded();
  await screenshot(page, 'figure-page-buttons-phone-close');
  await page.setViewportSize({ width: 1280, height: 860 });
  noProblems(page);
  await closePage(page);

  // A frame of the GIF, looked at.
  const view = await browser
    .newContext({ viewport: { width: read.width, height: read.height } })
    .then((c) => c.newPage());
  await view.evaluate(
    ({ width, height, rgba }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      document.body.style.margin = '0';
      document.body.append(canvas);
      canvas.getContext('2d').putImageData(new ImageData(new Uint8ClampedArray(rgba), width, height), 0, 0);
    },
    { width: read.width, height: read.height, rgba: [...read.rgba] },
  );
  await view.screenshot({ path: path.join(screenshots, 'figure-gif-frame-75.png') });
  await view.context().close();

  // A 64×64 race and a 512×512 one (a Moving AI maze) in the element.
  for (const [map, width] of [
    [
      Array.from({ length: 64 }, (_, y) => (y % 8 === 4 ? `${'#'.repeat(60)}....` : '.'.repeat(64))).join(
        '/',
      ),
      64,
    ],
    ['maze512-1-0', 512],
  ]) {
    const host = await browser.newContext();
    const p = await host.newPage();
    await p.goto(`${site.url}embed.html?map=${encodeURIComponent(map)}&controls=full&autoplay=false`);
    await loaded(p, width);
    started = performance.now();
    const big = await downloaded(p, () =>
      p.locator('path-race >> button[data-action="download-gif"]').click(),
    );
    const ms = performance.now() - started;
    const frames = readGif(big.bytes).frames;
    console.log(
      `# a ${width}×${width} race's GIF: ${big.bytes.length} bytes, ${frames} frames, ${ms.toFixed(0)} ms`,
    );
    assert.ok(frames <= gifFrames);
    if (width === 64) assert.ok(big.bytes.length < 2e6, `${big.bytes.length} bytes`);
    await host.close();
  }
});
