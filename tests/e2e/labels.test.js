// The f/g/h labels and the parent arrows on cells of 28, 40 and 64 CSS px
// (the smallest labelled size, the common one, and a large one): no arrow
// crosses a number, every number fits inside its own cell, and the numbers
// are large enough to read; at 40 and 64 px the path line crosses no number
// either (nor, on the worse panel, the better path's line and the detour's),
// on a path that runs straight down, across and up a corridor and on one
// that runs diagonally, and every cell the path runs through keeps its f.
// Checked on the geometry Chromium lays out (text boxes from getBBox,
// points sampled along each arrow and each line), and in screenshots.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { baseUrl, noProblems, screenshot, useBrowser, patience } from './support.js';

// Ties, a wall to go round and arrows in all eight directions; 8-connected, exact costs (decimals).
const open = {
  rows: '.........../.####..#.../....#..#.../.##.#.##.../....#....../...........',
  start: '0,0',
  goal: '10,5',
};
// A wall to go round: the path runs straight down one side of it, along the bottom and straight up the other.
const corridor = { rows: '...#.../...#.../...#.../...#.../.......', start: '1,0', goal: '5,0' };

const browser = useBrowser();
let base;
before(async () => {
  base = await baseUrl();
});

/** A host page with one element racing `map` to the end, `width` CSS px wide. */
async function host(width, { rows, start, goal }) {
  const page = await browser.newContext({ viewport: { width: 1400, height: 1000 } }).then((c) => c.newPage());
  page.problems = [];
  page.on('pageerror', (e) => page.problems.push(`uncaught: ${e.stack ?? e}`));
  page.on('console', (m) => m.type() === 'error' && page.problems.push(`console.error: ${m.text()}`));
  const url = new URL('__labels-test/host.html', base).href;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body:
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>labels</title>` +
        `<script type="module" src="../path-race.js"></script></head><body>` +
        `<path-race id="r" map="${rows}" start="${start}" goal="${goal}" speed="max" style="display:block;width:${width}px"></path-race></body></html>`,
    }),
  );
  await page.goto(url);
  await page.waitForFunction(() => document.getElementById('r')?.finished === true, null, {
    timeout: patience,
  });
  return page;
}

/** CSS px per cell of the left panel. */
const cellSize = (page) =>
  page.evaluate(() => {
    const canvas = document.getElementById('r').shadowRoot.querySelector('canvas.pr-cells');
    return canvas.getBoundingClientRect().width / canvas.width;
  });

/** Host width that makes cells of about `target` px on `map` (cells scale with the width). */
async function pageAt(target, map) {
  let width = 900;
  for (let i = 0; i < 4; ++i) {
    const page = await host(width, map);
    const s = await cellSize(page);
    if (s >= target && s < target + 1.5) return { page, s };
    await page.context().close();
    width = Math.ceil((width * (target + 0.5)) / s);
  }
  throw new Error(`no width gives cells of ${target} px`);
}

/**
 * Every visible label's box, every visible arrow's sampled points, and the
 * sampled points and stroke width (CSS px) of each line drawn through
 * cells (the path, and the better path and the detour where drawn), in
 * cells, per panel.
 */
function geometry(page) {
  return page.evaluate(() => {
    // Points every 0.01 of a cell along an SVG shape, in cells.
    const sample = (shape) => {
      const points = [];
      const length = shape.getTotalLength();
      for (let l = 0; l <= length; l += 0.01) {
        const q = shape.getPointAtLength(l);
        points.push([q.x, q.y]);
      }
      return points;
    };
    const root = document.getElementById('r').shadowRoot;
    return [...root.querySelectorAll('.pr-overlay')].map((svg) => {
      const texts = [...svg.querySelectorAll('.pr-labels g:not([display="none"]) text')]
        .filter((t) => t.getAttribute('display') !== 'none' && t.textContent !== '')
        .map((t) => {
          const b = t.getBBox();
          const [x, y] = t.parentNode.dataset.cell.split(',').map(Number);
          return {
            cell: { x, y },
            kind: t.dataset.kind,
            text: t.textContent,
            size: Number(t.getAttribute('font-size')),
            box: { x0: b.x, y0: b.y, x1: b.x + b.width, y1: b.y + b.height },
          };
        });
      const arrows = [...svg.querySelectorAll('.pr-arrows path:not([display="none"])')]
        .filter((p) => (p.getAttribute('d') ?? '') !== '')
        .map(sample);
      const lines = [...svg.querySelectorAll('.pr-path, .pr-better, .pr-detour polyline')]
        .filter((line) => (line.getAttribute('points') ?? '') !== '')
        .map((line) => ({
          kind: line.getAttribute('class') ?? 'detour',
          points: sample(line),
          width: Number(line.getAttribute('stroke-width')),
        }));
      return { texts, arrows, lines };
    });
  });
}

/** The points of `points` (in cells) within `half` of box `b`: none when the line keeps clear of it. */
function crossing(points, b, half) {
  return points.filter(
    ([px, py]) => px >= b.x0 - half && px <= b.x1 + half && py >= b.y0 - half && py <= b.y1 + half,
  );
}

/**
 * Checks every label of `panels` (geometry()) at `s` px a cell: inside its
 * own cell, at least 7 px tall, crossed by no arrow. Returns how many
 * labels and arrows it checked.
 */
function checkLabels(panels, s) {
  const halfStroke = 0.8 / s + 0.5 / s; // the arrow's 1.6 px stroke, and half a pixel of antialiasing
  let labels = 0,
    arrows = 0;
  for (const { texts, arrows: paths } of panels) {
    labels += texts.length;
    arrows += paths.length;
    for (const t of texts) {
      // Glyph boxes are a little taller than the digits; the box is the honest, larger test.
      const { x0, y0, x1, y1 } = t.box;
      assert.ok(
        x0 >= t.cell.x - 1e-6 &&
          x1 <= t.cell.x + 1 + 1e-6 &&
          y0 >= t.cell.y - 1e-6 &&
          y1 <= t.cell.y + 1 + 1e-6,
        `${t.kind} ${t.text} of (${t.cell.x}, ${t.cell.y}) stays inside its cell at ${s.toFixed(1)} px`,
      );
      assert.ok(t.size * s >= 7, `${t.kind} ${t.text} is ${(t.size * s).toFixed(1)} px tall, at least 7`);
      for (const points of paths)
        assert.deepEqual(
          crossing(points, t.box, halfStroke),
          [],
          `an arrow crosses ${t.kind} ${t.text} of (${t.cell.x}, ${t.cell.y}) at ${s.toFixed(1)} px`,
        );
    }
  }
  return { labels, arrows };
}

for (const target of [28, 40, 64]) {
  test(`at ${target} px a cell, no parent arrow crosses a label and every label fits its cell`, async () => {
    const { page, s } = await pageAt(target, open);
    try {
      const { labels, arrows } = checkLabels(await geometry(page), s);
      assert.ok(labels >= 40 && arrows >= 30, `${labels} labels and ${arrows} arrows were checked`);
      noProblems(page);
      await screenshot(page, `labels-${target}px`);
    } finally {
      await page.context().close();
    }
  });
}

for (const [name, map] of Object.entries({ corridor, open })) {
  for (const target of [40, 64]) {
    test(`at ${target} px a cell, the path line crosses no label (${name} map)`, async () => {
      const { page, s } = await pageAt(target, map);
      try {
        const panels = await geometry(page);
        checkLabels(panels, s);
        for (const { texts, lines } of panels) {
          const path = lines.find((line) => line.kind === 'pr-path');
          assert.ok(path, 'the path is drawn');
          for (const line of lines) {
            // Half the line's stroke (in CSS px, whatever the scale) and half a pixel of antialiasing.
            const half = (line.width / 2 + 0.5) / s;
            for (const t of texts)
              assert.deepEqual(
                crossing(line.points, t.box, half),
                [],
                `${line.kind} crosses ${t.kind} ${t.text} of (${t.cell.x}, ${t.cell.y}) at ${s.toFixed(1)} px`,
              );
          }
          // The cells the line runs through (between its ends, the start and goal markers') keep their f.
          const key = ([x, y]) => `${Math.floor(x)},${Math.floor(y)}`;
          const ends = new Set([key(path.points[0]), key(path.points.at(-1))]);
          const through = new Set(path.points.map(key).filter((k) => !ends.has(k)));
          const withF = new Set(texts.filter((t) => t.kind === 'f').map((t) => `${t.cell.x},${t.cell.y}`));
          assert.ok(through.size >= 7, `the path runs through ${through.size} cells`);
          assert.deepEqual(
            [...through].filter((k) => !withF.has(k)),
            [],
            'every cell on the path shows its f',
          );
        }
        noProblems(page);
        await screenshot(page, `labels-path-${name}-${target}px`);
      } finally {
        await page.context().close();
      }
    });
  }
}
