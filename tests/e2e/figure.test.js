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
import { DOMParser } from '@xmldom/xmldom';
import { Grid, init } from '../../web/lib/node.js';
import { figureScene } from '../../web/race/figure.js';
import { defaultPresetId, presetById } from '../../web/race/maps.js';
import { defaultPanel } from '../../web/race/panel.js';
import { palettes } from '../../web/race/palette.js';
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

  const groups = [
    ...svg.matchAll(/<g transform="translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)" data-panel="(\w+)"/g),
  ];
  assert.equal(groups.length, 2);
  const preset = presetById('concave').make();
  const skip = new Set([`${preset.start.x},${preset.start.y}`, `${preset.goal.x},${preset.goal.y}`]);
  const current = new RegExp(
    `<rect x="([\\d.]+)" y="([\\d.]+)" width="[\\d.]+" height="[\\d.]+" fill="${palettes.light.current}"`,
    'g',
  );
  for (const cell of svg.matchAll(current))
    skip.add(`${Math.floor(Number(cell[1]) + 0.5)},${Math.floor(Number(cell[2]) + 0.5)}`);
  assert.equal(skip.size, 4, 'start, goal and two current nodes');
  // Each cell of each panel read at 30% into it, clear of the grid lines and of what is drawn at a cell's
  // centre (the start, the goal, the current node).
  const cells = groups.flatMap(([, gx, gy, s], panel) =>
    Array.from({ length: 40 * 25 }, (_, k) => ({ panel, x: k % 40, y: Math.floor(k / 40) }))
      .filter(({ x, y }) => !skip.has(`${x},${y}`))
      .map((c) => ({
        ...c,
        px: Math.floor(Number(gx) + (c.x + 0.3) * Number(s)),
        py: Math.floor(Number(gy) + (c.y + 0.3) * Number(s)),
      })),
  );
  // The SVG drawn on a canvas of its own (a blank page: no CSP), its pixels at those points read there
  // (the whole image through the protocol would be millions of numbers).
  const blank = await browser.newContext().then((c) => c.newPage());
  const figure = await blank.evaluate(
    async ({ svg, points }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const ctx = canvas.getContext('2d');
      ctx.drawImage(image, 0, 0);
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      return points.map(([px, py]) => [
        ...data.slice((py * canvas.width + px) * 4, (py * canvas.width + px) * 4 + 3),
      ]);
    },
    { svg, points: cells.map((c) => [c.px, c.py]) },
  );
  await blank.context().close();
  let compared = 0;
  const wrong = [];
  cells.forEach(({ panel, x, y }, k) => {
    const a = figure[k];
    const b = canvases[panel].slice((y * 40 + x) * 4, (y * 40 + x) * 4 + 3);
    if (a.some((v, j) => Math.abs(v - b[j]) > 3)) wrong.push(`panel ${panel} (${x}, ${y}): ${a} vs ${b}`);
    ++compared;
  });
  assert.equal(compared, 2 * (40 * 25 - skip.size));
  assert.deepEqual(wrong.slice(0, 5), []);
});

// ——— The overlay and the figure: one scene, drawn twice ———

/**
 * Every mark panel `side` of the element's overlay shows, in document order:
 * { mark, tag, cell, geom (its numbers, cell units), style (computed) };
 * the labels' texts and the arrows' strokes; the current node's box.
 */
function overlayMarks(side) {
  const panel = document.getElementById('race').shadowRoot.querySelector(`.pr-panel[data-panel="${side}"]`);
  const svg = panel.querySelector('svg.pr-overlay');
  const shown = (e) => {
    for (let n = e; n && n !== svg; n = n.parentNode)
      if (n.getAttribute?.('display') === 'none') return false;
    return true;
  };
  const numbers = (text) => (String(text).match(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g) ?? []).map(Number);
  const geometry = {
    path: ['d'],
    polyline: ['points'],
    circle: ['cx', 'cy', 'r'],
    rect: ['x', 'y', 'width', 'height'],
  };
  const look = (e) => {
    const c = getComputedStyle(e);
    return {
      fill: c.fill,
      fillOpacity: Number(c.fillOpacity),
      stroke: c.stroke,
      strokeOpacity: Number(c.strokeOpacity),
      width: c.stroke === 'none' ? 0 : parseFloat(c.strokeWidth),
      dash: c.strokeDasharray === 'none' ? [] : numbers(c.strokeDasharray),
      cap: c.strokeLinecap,
      join: c.strokeLinejoin,
    };
  };
  const marks = [...svg.querySelectorAll('[data-mark]')]
    .filter((e) => e.tagName !== 'g' && shown(e))
    .map((e) => ({
      mark: e.dataset.mark,
      tag: e.tagName,
      cell: e.dataset.cell ?? null,
      geom: geometry[e.tagName].flatMap((k) => numbers(e.getAttribute(k))),
      style: look(e),
    }));
  const arrows = [...svg.querySelectorAll('.pr-arrows path')]
    .filter((e) => shown(e) && e.getAttribute('d'))
    .flatMap((e) =>
      e
        .getAttribute('d')
        .split('M')
        .filter(Boolean)
        .map((sub) => ({ geom: numbers(sub), style: look(e) })),
    );
  const labels = [...svg.querySelectorAll('.pr-labels text')]
    .filter((t) => shown(t) && t.textContent !== '')
    .map((t) => ({
      cell: t.parentNode.dataset.cell,
      kind: t.dataset.kind,
      text: t.textContent,
      geom: numbers(`${t.getAttribute('x')} ${t.getAttribute('y')} ${t.getAttribute('font-size')}`),
      fill: getComputedStyle(t).fill,
    }));
  const box = panel.querySelector('.pr-current');
  const current = box.hidden
    ? null
    : {
        cell: box.dataset.cell,
        geom: [
          ...numbers(box.style.transform),
          parseFloat(box.style.width),
          parseFloat(getComputedStyle(box).borderTopWidth),
        ],
        stroke: getComputedStyle(box).borderTopColor,
        fill: getComputedStyle(box).backgroundColor,
      };
  const s = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  return { s, marks, arrows, labels, current };
}

const rgbText = (hex) => `rgb(${[1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16)).join(', ')})`;

/** The same of the figure's panel `side` (its SVG text, parsed here), in CSS px where the overlay's are. */
function figureMarks(svg, side) {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const group = [...doc.getElementsByTagName('g')].find(
    (g) => g.getAttribute('data-panel') === side && g.getAttribute('transform'),
  );
  const s = Number(/scale\(([\d.]+)\)/.exec(group.getAttribute('transform'))[1]);
  const numbers = (text) => (String(text).match(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g) ?? []).map(Number);
  const geometry = {
    path: ['d'],
    polyline: ['points'],
    circle: ['cx', 'cy', 'r'],
    rect: ['x', 'y', 'width', 'height'],
  };
  const look = (e) => {
    const a = (name, fallback) => e.getAttribute(name) || fallback;
    const stroke = a('stroke', 'none');
    return {
      fill: a('fill', 'none') === 'none' ? 'none' : rgbText(a('fill')),
      fillOpacity: Number(a('fill-opacity', 1)),
      stroke: stroke === 'none' ? 'none' : rgbText(stroke),
      strokeOpacity: Number(a('stroke-opacity', 1)),
      width: stroke === 'none' ? 0 : Number(a('stroke-width', 1)) * s,
      dash: numbers(a('stroke-dasharray', '')).map((v) => v * s),
      cap: a('stroke-linecap', 'butt'),
      join: a('stroke-linejoin', 'miter'),
    };
  };
  const all = [...group.getElementsByTagName('*')];
  const marked = all.filter((e) => e.getAttribute('data-mark') && e.tagName !== 'g');
  const current = marked.find((e) => e.getAttribute('data-mark') === 'current');
  const marks = marked
    .filter((e) => !['current', 'arrows'].includes(e.getAttribute('data-mark')))
    .map((e) => ({
      mark: e.getAttribute('data-mark'),
      tag: e.tagName,
      cell: e.getAttribute('data-cell'),
      geom: geometry[e.tagName].flatMap((k) => numbers(e.getAttribute(k))),
      style: look(e),
    }));
  const arrows = marked
    .filter((e) => e.getAttribute('data-mark') === 'arrows')
    .flatMap((e) =>
      e
        .getAttribute('d')
        .split('M')
        .filter(Boolean)
        .map((sub) => ({ geom: numbers(sub), style: look(e) })),
    );
  const labelGroup = all.find((e) => e.tagName === 'g' && e.getAttribute('data-mark') === 'labels');
  const labels = [...(labelGroup?.getElementsByTagName('text') ?? [])].map((t) => ({
    cell: t.getAttribute('data-cell'),
    kind: t.getAttribute('data-kind'),
    text: t.textContent,
    geom: numbers(`${t.getAttribute('x')} ${t.getAttribute('y')} ${t.getAttribute('font-size')}`),
    fill: rgbText(labelGroup.getAttribute('fill')),
  }));
  let box = null;
  if (current) {
    // The figure's ring has its stroke centred on its edge; the page's box, its border inside.
    const [x, y, w] = ['x', 'y', 'width'].map((k) => Number(current.getAttribute(k)));
    const border = Number(current.getAttribute('stroke-width')) * s;
    box = {
      cell: current.getAttribute('data-cell'),
      geom: [x * s - border / 2, y * s - border / 2, w * s + border, border],
      stroke: rgbText(current.getAttribute('stroke')),
      fill: {
        colour: rgbText(current.getAttribute('fill')),
        opacity: Number(current.getAttribute('fill-opacity')),
      },
    };
  }
  return { s, marks, arrows, labels, current: box };
}

/** Numbers alike within `tolerance` (the figure writes three decimals). */
function near(a, b, tolerance, what) {
  assert.equal(a.length, b.length, `${what}: ${a} vs ${b}`);
  a.forEach((v, k) => assert.ok(Math.abs(v - b[k]) <= tolerance, `${what}: ${a} vs ${b}`));
}

/** Checks that the overlay draws what the figure draws, mark for mark, in the same order, looks and places. */
function sameScene(overlay, figure, what) {
  assert.ok(Math.abs(overlay.s - figure.s) < 1e-6, `${what}: ${overlay.s} px a cell vs ${figure.s}`);
  assert.deepEqual(
    overlay.marks.map((m) => `${m.mark}:${m.tag}:${m.cell}`),
    figure.marks.map((m) => `${m.mark}:${m.tag}:${m.cell}`),
    `${what}: the same marks in the same order`,
  );
  overlay.marks.forEach((o, k) => {
    const f = figure.marks[k];
    const where = `${what}: ${o.mark}${o.cell ? ` at ${o.cell}` : ''}`;
    near(o.geom, f.geom, 2e-3, `${where} geometry`);
    const { width, dash, ...rest } = o.style;
    const { width: fw, dash: fd, ...frest } = f.style;
    assert.deepEqual(rest, frest, `${where} look`);
    near([width, ...dash], [fw, ...fd], 0.05, `${where} stroke width and dashes (CSS px)`);
  });
  const subpaths = (list) => list.map((a) => a.geom.map((v) => v.toFixed(2)).join(' ')).sort();
  assert.deepEqual(subpaths(overlay.arrows), subpaths(figure.arrows), `${what}: the arrows`);
  if (overlay.arrows.length) {
    const { width, ...rest } = overlay.arrows[0].style;
    const { width: fw, ...frest } = figure.arrows[0].style;
    assert.deepEqual({ ...rest, dash: [] }, { ...frest, dash: [] }, `${what}: the arrows' look`);
    near([width], [fw], 0.05, `${what}: the arrows' width`);
  }
  const byCell = (list) => [...list].sort((a, b) => `${a.cell}${a.kind}`.localeCompare(`${b.cell}${b.kind}`));
  const [ol, fl] = [byCell(overlay.labels), byCell(figure.labels)];
  assert.deepEqual(
    ol.map((l) => [l.cell, l.kind, l.text, l.fill]),
    fl.map((l) => [l.cell, l.kind, l.text, l.fill]),
    `${what}: the labels`,
  );
  ol.forEach((l, k) => near(l.geom, fl[k].geom, 2e-3, `${what}: label ${l.kind} of ${l.cell}`));
  assert.equal(!!overlay.current, !!figure.current, `${what}: the current node`);
  if (overlay.current) {
    assert.equal(overlay.current.cell, figure.current.cell);
    near(overlay.current.geom, figure.current.geom, 0.05, `${what}: the current node's box`);
    assert.equal(overlay.current.stroke, figure.current.stroke, `${what}: the current node's border`);
    // A colour-mix computes to color(srgb r g b / a), each from 0 to 1, or to rgba().
    const fill = overlay.current.fill;
    const unit = fill.startsWith('color(') ? 255 : 1;
    const parts = fill.match(/[\d.]+/g).map(Number);
    const [r, g, b] = parts.slice(-4, -1).map((v) => v * unit),
      a = parts.at(-1);
    const want = figure.current.fill;
    assert.equal(
      `rgb(${[r, g, b].map(Math.round).join(', ')})`,
      want.colour,
      `${what}: the current node's fill`,
    );
    assert.ok(Math.abs(a - want.opacity) < 0.01, `${what}: its opacity ${a} vs ${want.opacity}`);
  }
}

// Races that between them draw every layer: a greedy detour with labels, the current node and rings; a 2×2 unit; jump lines.
const sceneRaces = [
  {
    name: 'a detour with labels and rings',
    attributes:
      'map="............/............/....######../.........#../..........#./.........#../....######../............" start="1,4" goal="11,4" highlight="3,4 10,1"',
    steps: (total) => [Math.floor(total / 2), total],
    shows: [
      'current',
      'grid',
      'labels',
      'path',
      'betterPath',
      'detour',
      'leave',
      'start',
      'goal',
      'ring',
      'ringHalo',
      'edge',
    ],
  },
  {
    name: 'a 2×2 unit',
    attributes: `map="......../..#...../......../......../......../........" size="2"`,
    steps: (total) => [total],
    shows: ['unitPath', 'unitStart', 'unitGoal', 'path'],
  },
  {
    name: 'jump lines',
    attributes: `map="................/....#......#..../....#......#..../....#####..#..../................/................" left="jps" right="astar" start="0,0" goal="15,5"`,
    steps: (total) => [Math.floor(total / 2), total],
    shows: ['jumps', 'current'],
  },
];

for (const theme of ['light', 'dark'])
  test(`every layer the overlay draws is the figure's, in place and look (${theme} theme)`, async () => {
    for (const race of sceneRaces) {
      const drawn = new Set();
      const page = await hostPage(
        browser,
        element(`${race.attributes} theme="${theme}" controls="none" autoplay="false"`),
      );
      await page.waitForFunction(() => document.getElementById('race')?.moment?.('end') > 0, null, {
        timeout: patience,
      });
      const total = await page.evaluate(() => document.getElementById('race').moment('end'));
      for (const step of race.steps(total)) {
        await page.evaluate((k) => document.getElementById('race').seek(k), step);
        await page.waitForFunction((k) => document.getElementById('race').clock === k, step);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const overlays = [];
        for (const side of ['left', 'right']) overlays.push(await page.evaluate(overlayMarks, side));
        // The figure drawn at the overlay's cell size.
        const svg = await page.evaluate(
          ({ k, s }) => document.getElementById('race').figure({ step: k, cellSize: s }),
          { k: step, s: overlays[0].s },
        );
        for (const [i, side] of ['left', 'right'].entries()) {
          const overlay = overlays[i];
          sameScene(overlay, figureMarks(svg, side), `${race.name}, ${side}, step ${step}`);
          for (const m of overlay.marks) drawn.add(m.mark);
          if (overlay.current) drawn.add('current');
          if (overlay.labels.length && overlay.arrows.length) drawn.add('labels');
        }
      }
      // What this race is here to show is all there: compared, and seen by a reader.
      assert.deepEqual(
        race.shows.filter((m) => !drawn.has(m)),
        [],
        `${race.name}: drawn ${[...drawn]}`,
      );
      await screenshot(page, `figure-scene-${theme}-${race.name.replace(/\W+/g, '-')}`);
      noProblems(page);
      await closePage(page);
    }
  });

test("the element's figure() speaks its language and shows its theme, your --pr-* included, unless asked otherwise", async () => {
  const page = await hostPage(
    browser,
    element('map="concave" theme="dark" controls="none" autoplay="false"'),
    {
      lang: 'zh-CN',
      css: 'path-race { --pr-wall: #7a3cff; }',
    },
  );
  await page.waitForFunction(() => document.getElementById('race')?.moment?.('end') > 0, null, {
    timeout: patience,
  });
  const made = await page.evaluate(async () => {
    const race = document.getElementById('race');
    const svg = await race.figure({ step: 'end' });
    const asked = await race.figure({ step: 'end', lang: 'en', theme: 'light' });
    const narrow = await race.figure({ step: 60, width: 390, explain: true, highlight: [{ x: 3, y: 4 }] });
    const png = await race.figure({
      step: 60,
      width: 390,
      explain: true,
      highlight: [{ x: 3, y: 4 }],
      format: 'png',
    });
    const image = await createImageBitmap(png);
    return { svg, asked, narrow, png: [image.width, image.height] };
  });
  const root = (svg) => new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  const title = (svg) => root(svg).getElementsByTagName('title')[0].textContent;
  const background = (svg) => root(svg).getElementsByTagName('rect')[0].getAttribute('fill');
  // Its own language (the page's lang) and theme, and the page's wall colour, with no option given.
  assert.equal(root(made.svg).getAttribute('lang'), 'zh-CN');
  assert.match(title(made.svg), /\p{Script=Han}/u);
  assert.equal(background(made.svg), palettes.dark.frame);
  assert.match(made.svg, /stroke="#7a3cff"/, 'the walls in the colour the page gave them');
  // Asked for English and the light theme: that palette, whatever the page says.
  assert.equal(root(made.asked).getAttribute('lang'), 'en');
  assert.equal(title(made.asked), 'A* and greedy: a race of two grid searches');
  assert.equal(background(made.asked), palettes.light.frame);
  assert.match(made.asked, new RegExp(`stroke="${palettes.light.wall}"`));
  // For a phone: 390 CSS px wide, stacked, explained, the cell ringed; its PNG at two pixels a CSS px.
  const narrow = root(made.narrow);
  assert.equal(narrow.getAttribute('width'), '390');
  assert.match(made.narrow, /data-part="sentence"/);
  assert.match(made.narrow, /data-mark="ring" data-cell="3,4"/);
  assert.deepEqual(made.png, [780, 2 * Number(narrow.getAttribute('height'))]);
  noProblems(page);
  await closePage(page);
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

test('the race page as `npm start` serves it (its modules unbundled, under the CSP) makes its GIF: the import map names gifenc', async () => {
  const page = await openPage(browser);
  const gif = await downloaded(page, () => page.click('#download-gif'));
  const read = readGif(gif.bytes, 0);
  assert.deepEqual(
    { width: read.width, height: read.height, frames: read.frames },
    expectedGif(defaultPresetId),
  );
  noProblems(page);
  await closePage(page);
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
