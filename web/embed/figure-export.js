// Figures and animations of a race for the element and the page: the
// figure (web/race/figure.js) as SVG text, painted on a canvas as a PNG,
// or sampled into an animated GIF (at most gifFrames frames, one palette,
// each frame after the first only its changed pixels). Painted on a canvas
// rather than through an <img> of the SVG, so a page whose
// Content-Security-Policy has no `img-src blob:` makes them all. Downloads
// go through a Blob URL and an <a download>. The GIF's frames and their
// encoding are the command line's too (bin/figure-raster.js), which only
// turns each frame into pixels its own way.
import { figureScene, figureStep, raceFigure } from '../race/figure.js';
import { figureSvg } from '../race/figure-svg.js';
import { english, loadMessages } from '../race/messages.js';
import { panelLabels } from '../race/panel.js';
import { pixelTableOf } from '../race/palette.js';
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

/**
 * The language a figure's options ask for, ready: `lang` (a language tag,
 * loaded; an unknown one reads English), else `messages` (a Messages),
 * else English.
 */
export async function figureMessages({ lang, messages } = {}) {
  return lang === undefined ? (messages ?? english) : loadMessages(lang);
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
  } else if (n.tag === 'polyline') shape = new Path2D(`M${a.points.trim().replace(/ +/g, 'L')}`);
  else shape = new Path2D(a.d);
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
function paintCells(ctx, { states, terrain, width, height, colours }, at) {
  const bitmap = new OffscreenCanvas(width, height);
  const image = new ImageData(width, height);
  const pixels = new Uint32Array(image.data.buffer);
  const table = pixelTableOf(colours);
  for (let i = 0; i < width * height; ++i) pixels[i] = table[(states[i] << 8) | terrain[i]];
  bitmap.getContext('2d').putImageData(image, 0, 0);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(bitmap, at.x, at.y, width * at.k, height * at.k);
}

/** Paints a figure (figure.js's scene) on a 2D canvas context of its size times `ratio` (device px a CSS px). */
export function paintFigure(ctx, scene, ratio = 1) {
  for (const n of scene.nodes) paintNode(ctx, n, { x: 0, y: 0, k: ratio }, {});
  ctx.setTransform(1, 0, 0, 1, 0, 0);
}

function canvasFor(doc, width, height) {
  const canvas = doc.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/**
 * What figureScene() takes from a figure's options: `panels`, `labels`,
 * `theme` or `colours`, `width`, `explain`, `highlight`, `cellSize`.
 */
function sceneOptions({ panels, labels, theme, colours, width, explain, highlight, cellSize }) {
  const options = { panels, labels, theme, colours, width, explain, highlight, cellSize };
  for (const key of Object.keys(options)) if (options[key] === undefined) delete options[key];
  return options;
}

/**
 * `race` (its grid, start, goal, panels and costs) at `step` (figureStep():
 * start, end or a number; default its clock) as 'svg' text or a 'png'
 * Blob, with figureScene()'s options (`panels`, `labels`, `theme` or
 * `colours`, `width`, `explain`, `highlight`), in the language of `lang`
 * or `messages` (figureMessages()). A PNG of a figure laid out for a
 * `width` has two pixels a CSS px.
 */
export async function raceFigureFile(doc, race, { step = race.clock, format = 'svg', ...options } = {}) {
  if (format !== 'svg' && format !== 'png')
    throw new TypeError(`format ${JSON.stringify(format)} is not svg or png`);
  const m = await figureMessages(options);
  const scene = raceFigure(
    race.grid,
    settingsOf(race),
    { step: figureStep(step), ...sceneOptions(options), runs: format === 'svg' },
    m,
  );
  if (format === 'svg') return figureSvg(scene);
  const ratio = scene.pixelRatio;
  const canvas = canvasFor(doc, Math.round(scene.width * ratio), Math.round(scene.height * ratio));
  paintFigure(canvas.getContext('2d'), scene, ratio);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the PNG could not be made'))),
      'image/png',
    ),
  );
}

/**
 * gifenc (a dependency of the package), loaded when the first GIF is made:
 * a bundler bundles it into a chunk of its own, Node reads its CommonJS
 * build. A page that loads the element with no bundler (from an npm CDN)
 * maps the name `gifenc` to a URL in an import map; without one the import
 * fails, and the error says so.
 */
async function gifEncoder() {
  let gifenc;
  try {
    gifenc = await import('gifenc');
  } catch (cause) {
    throw new Error(
      "the GIF encoder (gifenc) could not be loaded: bundle the element, or name gifenc's URL in the page's import map",
      { cause },
    );
  }
  // Node reads the package's CommonJS build: its exports are the module's default.
  return gifenc.GIFEncoder ? gifenc : gifenc.default;
}

/**
 * The frames a GIF of a race `total` expansions long shows: { steps (at
 * most gifFrames, evenly spaced from the start to the end), delays (ms
 * each: together the time the element's auto speed takes, the last frame
 * held) }.
 */
export function gifPlan(total) {
  const count = Math.min(gifFrames, total + 1);
  const steps = Array.from({ length: count }, (_, k) =>
    count === 1 ? 0 : Math.round((k * total) / (count - 1)),
  );
  const delay = Math.max(20, Math.min(1000, (autoSeconds(total) * 1000) / count));
  return { steps, delays: steps.map((_, k) => (k === count - 1 ? gifHold : delay)) };
}

/** The cell size in CSS px a GIF of a width × height map draws at: its larger side about 320 px. */
export function gifCellSize(width, height) {
  return Math.max(1, Math.min(32, Math.floor(320 / Math.max(width, height))));
}

/**
 * A race on `grid` (borrowed) under `settings` played from start to end as
 * GIF bytes: the frames of gifPlan(), each a figure (figureScene()'s
 * `options`, in `m`'s language, at gifCellSize() unless laid out for a
 * `width`) as tall as the tallest, turned into RGBA bytes by `pixels(scene)`
 * (a canvas here, which paints the cells from their values; resvg on the
 * command line, which needs them as paths: `runs: true`) at one pixel a CSS px, in one
 * palette; `prepare(scenes)`, if given, is shown every frame's figure
 * first (the command line outlines all their words at once). Resolves
 * with { bytes, frames, width, height }.
 */
export async function encodeRaceGif(grid, settings, options, m, pixels, prepare = null) {
  const { GIFEncoder, quantize, applyPalette } = await gifEncoder();
  const own = new Race(grid, { ...settings, events: false });
  try {
    const total = own.total;
    const { steps, delays } = gifPlan(total);
    const cellSize = options.cellSize ?? (options.width ? undefined : gifCellSize(grid.width, grid.height));
    const scene = (step) => {
      own.seek(step);
      return figureScene(own, { ...sceneOptions(options), cellSize, runs: options.runs ?? false }, m);
    };
    // The last frame has the paths and the verdict, the tallest foot: every frame takes its height.
    const last = scene(total);
    const first = scene(0);
    const size = { width: first.width, height: Math.max(first.height, last.height) };
    const frame = async (s) => pixels(tallAs(s, size.height));
    const scenes = prepare ? steps.map(scene) : null;
    if (prepare) await prepare(scenes.map((s) => tallAs(s, size.height)));
    // One palette for every frame, from the first and the last; index 0 is
    // kept for "unchanged since the frame before" (transparent).
    const end = await frame(last);
    const start = await frame(first);
    const both = new Uint8Array(start.length + end.length);
    both.set(start);
    both.set(end, start.length);
    const palette = quantize(both, 255);
    const gif = GIFEncoder();
    let previous = null;
    for (let k = 0; k < steps.length; ++k) {
      // A task per frame: a page stays responsive while a large race is encoded.
      if (k > 0) await new Promise((resolve) => setTimeout(resolve, 0));
      const rgba =
        k === 0 ? start : k === steps.length - 1 ? end : await frame(scenes?.[k] ?? scene(steps[k]));
      const index = applyPalette(rgba, palette);
      for (let i = 0; i < index.length; ++i) index[i] += 1;
      const out = index.slice();
      if (previous) for (let i = 0; i < out.length; ++i) if (out[i] === previous[i]) out[i] = 0;
      previous = index;
      gif.writeFrame(out, size.width, size.height, {
        palette: k === 0 ? [[255, 255, 255], ...palette] : undefined,
        delay: delays[k],
        transparent: k > 0,
        transparentIndex: 0,
        dispose: 1,
      });
    }
    gif.finish();
    return { bytes: gif.bytes(), frames: steps.length, ...size };
  } finally {
    own.dispose();
  }
}

// A figure made `height` tall, its background with it (a shorter frame of a GIF).
function tallAs(scene, height) {
  if (scene.height === height) return scene;
  const [background, ...rest] = scene.nodes;
  return { ...scene, height, nodes: [{ ...background, attrs: { ...background.attrs, height } }, ...rest] };
}

/**
 * `race` (its settings) played from start to end as an animated GIF Blob
 * (encodeRaceGif(), each frame painted on a canvas), with figureScene()'s
 * options and the language of `lang` or `messages`. Resolves with { blob,
 * frames, width, height }.
 */
export async function raceGif(doc, race, options = {}) {
  const m = await figureMessages(options);
  let ctx = null;
  const pixels = (scene) => {
    ctx ??= canvasFor(doc, scene.width, scene.height).getContext('2d', { willReadFrequently: true });
    paintFigure(ctx, scene);
    return ctx.getImageData(0, 0, scene.width, scene.height).data;
  };
  const { bytes, ...made } = await encodeRaceGif(race.grid, settingsOf(race), options, m, pixels);
  return { blob: new Blob([bytes], { type: 'image/gif' }), ...made };
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
 * (GIF); `button` (the one clicked) is disabled meanwhile; `options`: the
 * figure's (raceFigureFile(): `labels`, `messages`, `colours` …).
 */
export async function downloadRace(doc, race, kind, button = null, options = {}) {
  if (button) button.disabled = true;
  try {
    if (kind === 'gif') {
      const { blob } = await raceGif(doc, race, options);
      download(doc, blob, figureFileName(race, null, 'gif'));
    } else {
      const step = race.finished ? Infinity : race.clock;
      download(doc, await raceFigureFile(doc, race, { ...options, step }), figureFileName(race, step, 'svg'));
    }
  } finally {
    if (button) button.disabled = false;
  }
}
