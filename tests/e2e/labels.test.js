// The f/g/h labels and the parent arrows on cells of 28, 40 and 64 CSS px
// (the smallest labelled size, the common one, and a large one): no arrow
// crosses a number, every number fits inside its own cell, and the numbers
// are large enough to read. Checked on the geometry Chromium lays out (text
// boxes from getBBox, points sampled along each arrow), and in screenshots.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { baseUrl, noProblems, screenshot, useBrowser } from './support.js';

// Ties, a wall to go round and arrows in all eight directions; 8-connected, exact costs (decimals).
const rows = '.........../.####..#.../....#..#.../.##.#.##.../....#....../...........';

const browser = useBrowser();
let base;
before(async () => {
  base = await baseUrl();
});

/** A host page with one element racing `rows` to the end, `width` CSS px wide. */
async function host(width) {
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
        `<path-race id="r" map="${rows}" start="0,0" goal="10,5" speed="max" style="display:block;width:${width}px"></path-race></body></html>`,
    }),
  );
  await page.goto(url);
  await page.waitForFunction(() => document.getElementById('r')?.finished === true, null, { timeout: 20000 });
  return page;
}

/** CSS px per cell of the left panel. */
const cellSize = (page) =>
  page.evaluate(() => {
    const canvas = document.getElementById('r').shadowRoot.querySelector('canvas.pr-cells');
    return canvas.getBoundingClientRect().width / canvas.width;
  });

/** Host width that makes cells of about `target` px (cells scale with the width). */
async function pageAt(target) {
  let width = 900;
  for (let i = 0; i < 4; ++i) {
    const page = await host(width);
    const s = await cellSize(page);
    if (s >= target && s < target + 1.5) return { page, s };
    await page.context().close();
    width = Math.ceil((width * (target + 0.5)) / s);
  }
  throw new Error(`no width gives cells of ${target} px`);
}

/** Every visible label's box and every visible arrow's sampled points, in cells, per panel. */
function geometry(page) {
  return page.evaluate(() => {
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
        .map((p) => {
          const points = [];
          const length = p.getTotalLength();
          for (let l = 0; l <= length; l += 0.01) {
            const q = p.getPointAtLength(l);
            points.push([q.x, q.y]);
          }
          return points;
        });
      return { texts, arrows };
    });
  });
}

for (const target of [28, 40, 64]) {
  test(`at ${target} px a cell, no parent arrow crosses a label and every label fits its cell`, async () => {
    const { page, s } = await pageAt(target);
    try {
      const panels = await geometry(page);
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
            for (const [px, py] of points)
              assert.ok(
                px < x0 - halfStroke || px > x1 + halfStroke || py < y0 - halfStroke || py > y1 + halfStroke,
                `an arrow crosses ${t.kind} ${t.text} of (${t.cell.x}, ${t.cell.y}) at ${s.toFixed(1)} px`,
              );
        }
      }
      assert.ok(labels >= 40 && arrows >= 30, `${labels} labels and ${arrows} arrows were checked`);
      noProblems(page);
      await screenshot(page, `labels-${target}px`);
    } finally {
      await page.context().close();
    }
  });
}
