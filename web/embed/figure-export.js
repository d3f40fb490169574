// Figures and animations of a race for the element and the page: the
// figure (web/race/figure.js) as SVG text, painted on a canvas as a PNG,
// or sampled into an animated GIF (at most gifFrames frames, one palette,
// each frame after the first only its changed pixels). Painted on a canvas
// rather than through an <img> of the SVG, so a page whose
// Content-Security-Policy has no `img-src blob:` makes them all. Downloads
// go through a Blob URL and an <a download>.
import { figureScene, figureStep, raceFigure } from '../race/figure.js';
import { figureSvg } from '../race/figure-svg.js';
import { panelLabels } from '../race/panel.js';
import { pixelTable } from '../race/palette.js';
import { Race } from '../race/race.js';
import { autoSeconds } from '../race/speed.js';

/** The most frames a GIF samples a race into. */
export const gifFrames = 150;
/** How long a GIF holds its last frame, in ms. */
const gifHold = 2500;

/** { start, goal, panels, costs, size } of a race: what a figure of it runs. */
function settingsOf(race) {
  return {
    start: race.start,
    goal: race.goal,
    panels: [race.panelSettings(0), race.panelSettings(1)],
    costs: race.costs,
    size: race.size,
  };
}

/** The figure's title: both panels' names. */
function titleOf(race) {
  return `${panelLabels(settingsOf(race).panels).join(' and ')}: a race of two grid searches`;
}

const transformText = /^translate\(([-\d.]+) ([-\d.]+)\) scale\(([-\d.]+)\)$/;

// Paints a node and its children; `at`: { x, y, k } (the group's
// translation and scale), `style`: the attributes inherited (fill, font).
function paintNode(ctx, n, at, style) {
  const a = { ...style, ...n.attrs };
  if (n.cells) {
    paintCells(ctx, n.cells, at);
    return;
  }
  if (n.tag === 'g') {
    const m = n.attrs.transform && transformText.exec(n.attrs.transform);
    const inner = m
      ? { x: at.x + at.k * Number(m[1]), y: at.y + at.k * Number(m[2]), k: at.k * Number(m[3]) }
      : at;
    const inherited = { fill: a.fill, 'font-family': a['font-family'] };
    for (const child of n.children ?? []) paintNode(ctx, child, inner, inherited);
    return;
  }
  ctx.setTransform(at.k, 0, 0, at.k, at.x, at.y);
  if (n.tag === 'text') {
    // Text at its size on screen, so a small number in a scaled cell is drawn as crisply as the page's.
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.font = `${a['font-weight'] ?? 'normal'} ${a['font-size'] * at.k}px ${a['font-family']}`;
    ctx.textAlign = { middle: 'center', end: 'right' }[a['text-anchor']] ?? 'left';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = a.fill;
    ctx.fillText(n.text, at.x + at.k * a.x, at.y + at.k * a.y);
    return;
  }
  let shape;
  if (n.tag === 'rect') {
    shape = new Path2D();
    shape.rect(a.x, a.y, a.width, a.height);
  } else if (n.tag === 'circle') {
    shape = new Path2D();
    shape.arc(a.cx, a.cy, a.r, 0, 2 * Math.PI);
  } else shape = new Path2D(a.d);
  if (a.fill && a.fill !== 'none') {
    ctx.globalAlpha = a['fill-opacity'] ?? 1;
    ctx.fillStyle = a.fill;
    ctx.fill(shape);
  }
  if (a.stroke && a.stroke !== 'none') {
    ctx.globalAlpha = a['stroke-opacity'] ?? 1;
    ctx.strokeStyle = a.stroke;
    ctx.lineWidth = a['stroke-width'] ?? 1;
    ctx.lineCap = a['stroke-linecap'] ?? 'butt';
    ctx.lineJoin = a['stroke-linejoin'] ?? 'miter';
    ctx.setLineDash(a['stroke-dasharray'] ? a['stroke-dasharray'].split(' ').map(Number) : []);
    ctx.stroke(shape);
  }
  ctx.globalAlpha = 1;
}

// The cell layer as the panels paint it (cell-bitmap.js): one pixel a cell, scaled without smoothing.
function paintCells(ctx, { states, terrain, width, height }, at) {
  const bitmap = new OffscreenCanvas(width, height);
  const image = new ImageData(width, height);
  const pixels = new Uint32Array(image.data.buffer);
  for (let i = 0; i < width * height; ++i) pixels[i] = pixelTable[(states[i] << 8) | terrain[i]];
  bitmap.getContext('2d').putImageData(image, 0, 0);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(bitmap, at.x, at.y, width * at.k, height * at.k);
}

/** Paints a figure (figure.js's scene) on a 2D canvas context of its size. */
export function paintFigure(ctx, scene) {
  for (const n of scene.nodes) paintNode(ctx, n, { x: 0, y: 0, k: 1 }, {});
  ctx.setTransform(1, 0, 0, 1, 0, 0);
}

function canvasFor(doc, scene) {
  const canvas = doc.createElement('canvas');
  canvas.width = scene.width;
  canvas.height = scene.height;
  return canvas;
}

/**
 * `race` (its grid, start, goal, panels and costs) at `step` (figureStep():
 * start, end or a number; default its clock) as 'svg' text or a 'png'
 * Blob, of 'both' panels or the 'left' or 'right' one, with f, g, h and
 * the arrows where cells are large enough unless `labels` is false.
 */
export async function raceFigureFile(
  doc,
  race,
  { step = race.clock, format = 'svg', panels = 'both', labels = true } = {},
) {
  if (format !== 'svg' && format !== 'png')
    throw new TypeError(`format ${JSON.stringify(format)} is not svg or png`);
  const scene = raceFigure(race.grid, settingsOf(race), {
    step: figureStep(step),
    panels,
    labels,
    runs: format === 'svg',
  });
  if (format === 'svg') return figureSvg(scene, titleOf(race));
  const canvas = canvasFor(doc, scene);
  paintFigure(canvas.getContext('2d'), scene);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the PNG could not be made'))),
      'image/png',
    ),
  );
}

/** gifenc, loaded when the first GIF is made: bundled with the element, else the CDN's copy of the same version. */
async function gifEncoder() {
  try {
    return await import('gifenc');
  } catch {
    try {
      return await import(/* @vite-ignore */ 'https://cdn.jsdelivr.net/npm/gifenc@1.0.3/dist/gifenc.esm.js');
    } catch {
      throw new Error('the GIF encoder (gifenc) could not be loaded here');
    }
  }
}

/**
 * `race` (its settings) played from start to end as an animated GIF Blob:
 * at most gifFrames frames at even steps, over the time the element's
 * auto speed takes, the last frame held. `cellSize`: px a cell (default:
 * the larger side about 320 px). Resolves with { blob, frames, width, height }.
 */
export async function raceGif(doc, race, { cellSize, panels = 'both', labels = true } = {}) {
  const { GIFEncoder, quantize, applyPalette } = await gifEncoder();
  const { width, height } = race.grid;
  const s = cellSize ?? Math.max(1, Math.min(32, Math.floor(320 / Math.max(width, height))));
  const own = new Race(race.grid, { ...settingsOf(race), events: false });
  try {
    const total = own.total;
    const count = Math.min(gifFrames, total + 1);
    const steps = Array.from({ length: count }, (_, k) =>
      count === 1 ? 0 : Math.round((k * total) / (count - 1)),
    );
    const delay = Math.max(20, Math.min(1000, (autoSeconds(total) * 1000) / count));
    const frame = (step) => {
      own.seek(step);
      return figureScene(own, { panels, cellSize: s, labels, runs: false });
    };
    // The last frame first: it has the paths and the verdict, the tallest caption.
    const last = frame(total);
    const first = frame(0);
    const size = { width: first.width, height: Math.max(first.height, last.height) };
    const canvas = canvasFor(doc, size);
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    const pixels = (scene) => {
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, size.width, size.height);
      paintFigure(ctx, scene);
      return ctx.getImageData(0, 0, size.width, size.height).data;
    };
    // One palette for every frame, from the first and the last; index 0 is
    // kept for "unchanged since the frame before" (transparent).
    const end = pixels(last);
    const start = pixels(first);
    const both = new Uint8Array(start.length + end.length);
    both.set(start);
    both.set(end, start.length);
    const palette = quantize(both, 255);
    const gif = GIFEncoder();
    let previous = null;
    for (let k = 0; k < count; ++k) {
      // A task per frame: the page stays responsive while a large race is encoded.
      if (k > 0) await new Promise((resolve) => setTimeout(resolve, 0));
      const index = applyPalette(k === 0 ? start : pixels(frame(steps[k])), palette);
      for (let i = 0; i < index.length; ++i) index[i] += 1;
      const out = index.slice();
      if (previous) for (let i = 0; i < out.length; ++i) if (out[i] === previous[i]) out[i] = 0;
      previous = index;
      gif.writeFrame(out, size.width, size.height, {
        palette: k === 0 ? [[255, 255, 255], ...palette] : undefined,
        delay: k === count - 1 ? gifHold : delay,
        transparent: k > 0,
        transparentIndex: 0,
        dispose: 1,
      });
    }
    gif.finish();
    return {
      blob: new Blob([gif.bytes()], { type: 'image/gif' }),
      frames: count,
      ...size,
    };
  } finally {
    own.dispose();
  }
}

/** Offers `blob` (or text, as `type`) as a file called `name`: a Blob URL and an <a download>. */
export function download(doc, blob, name, type = 'image/svg+xml') {
  const data = blob instanceof Blob ? blob : new Blob([blob], { type });
  const url = URL.createObjectURL(data);
  const a = doc.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  doc.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name for a race's figure: "pathrace-a-star-vs-greedy-step-12.svg". */
export function figureFileName(race, step, extension) {
  const names = panelLabels(settingsOf(race).panels).map((n) =>
    n
      .toLowerCase()
      .replace(/\*/g, '-star')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
  );
  const at = step === null ? '' : `-step-${step === Infinity ? 'end' : step}`;
  return `pathrace-${names.join('-vs-')}${at}.${extension}`;
}

/**
 * Downloads the figure of `race` at its clock (SVG), or its animation
 * (GIF); `button` (the one clicked) is disabled meanwhile; `labels`: f,
 * g, h and the arrows where cells are large enough.
 */
export async function downloadRace(doc, race, kind, button = null, { labels = true } = {}) {
  if (button) button.disabled = true;
  try {
    await makeDownload(doc, race, kind, labels);
  } finally {
    if (button) button.disabled = false;
  }
}

async function makeDownload(doc, race, kind, labels) {
  if (kind === 'gif') {
    const { blob } = await raceGif(doc, race, { labels });
    download(doc, blob, figureFileName(race, null, 'gif'));
  } else {
    const step = race.finished ? Infinity : race.clock;
    download(doc, await raceFigureFile(doc, race, { step, labels }), figureFileName(race, step, 'svg'));
  }
}
