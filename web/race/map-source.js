// Where a race's map comes from, one home for the page and the element: a
// preset (maps.js), a Moving AI map served beside this module (maps/, with
// its index.json; fetched once), rows of text, cells, or a .map URL; the
// start and goal of a map that brings none; and the sentence that says why
// a map's text does not load.
import { Grid } from '../lib/index.js';
import { quote } from './format.js';
import { openEnds } from './generators.js';
import { presetById } from './maps.js';
import { unitFits } from './unit.js';

// Written by scripts/copy-maps.mjs, served by `npm start`, not packed: bundlers leave it to run time.
const movingAIIndexUrl = new URL(
  /* @vite-ignore */ /* webpackIgnore: true */ './maps/index.json',
  import.meta.url,
);

/** A Moving AI map's name: it becomes a file name beside maps/index.json, so no '/' and no leading '.'. */
export const movingAIName = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

const texts = new Map(); // URL → Promise of its text, fetched once for every race on the page

/** The text at `href`, fetched once; `what` names it in the error a failure throws. */
export function fetchText(href, what) {
  if (!texts.has(href)) {
    const text = fetch(href).then(
      (response) => {
        if (!response.ok) throw new Error(`${what} could not be fetched (HTTP ${response.status})`);
        return response.text();
      },
      () => {
        throw new Error(
          `${what} could not be fetched (a network error, or the page's Content-Security-Policy)`,
        );
      },
    );
    text.catch(() => texts.delete(href));
    texts.set(href, text);
  }
  return texts.get(href);
}

let movingAIIndex = null;

/** The Moving AI maps served here: [{ name, file, width, height, start, goal, optimal }] (none when the index is missing). */
export function movingAIMaps() {
  movingAIIndex ??= fetch(movingAIIndexUrl)
    .then(
      (r) => (r.ok ? r.json() : []),
      () => [],
    )
    .then((list) => (Array.isArray(list) ? list : []));
  return movingAIIndex;
}

function movingAIText(entry) {
  return fetchText(new URL(entry.file, movingAIIndexUrl).href, `the Moving AI map ${quote(entry.name)}`);
}

/** Starts fetching a Moving AI map by its name before the index is read (copy-maps.mjs names its files <name>.map). */
export function prefetchMovingAI(name) {
  movingAIText({ name, file: `${name}.map` }).catch(() => {});
}

/**
 * Why a .map text does not load, for the reader: "‹what› is not a Moving AI
 * map (line 6, column 2): unexpected 'x' (…)", from web/lib's 'invalid-map' error.
 */
export function invalidMapSentence(what, error) {
  const where = error.line ? ` (line ${error.line}${error.column ? `, column ${error.column}` : ''})` : '';
  return `${what} is not a Moving AI map${where}: ${error.detail}`;
}

/**
 * A start near the top-left and a goal near the bottom-right that the engine
 * can join; failing that, the open cells nearest those corners. Both are
 * always open cells: null when the grid has none. With `size` k > 1, cells
 * where a k×k unit fits (unit.js) that it can join, while there are any.
 */
export function pickEndpoints(grid, costs = grid.costs(), size = 1) {
  const w = grid.width,
    h = grid.height;
  const byCorner = (fromEnd) => {
    const out = [];
    for (let s = 0; s < w + h - 1 && out.length < 24; ++s) {
      for (let x = Math.max(0, s - h + 1); x <= Math.min(s, w - 1) && out.length < 24; ++x) {
        const y = s - x;
        const cell = { x: fromEnd ? w - 1 - x : x, y: fromEnd ? h - 1 - y : y };
        if (unitFits(costs, w, cell, size)) out.push(cell);
      }
    }
    return out;
  };
  const starts = byCorner(false),
    goals = byCorner(true);
  if (starts.length === 0) return size > 1 ? pickEndpoints(grid, costs) : null;
  for (const start of starts.slice(0, 6)) {
    for (const goal of goals) {
      if (start.x === goal.x && start.y === goal.y) continue;
      if (grid.findPath(start, goal, { size }).found) return { start, goal };
    }
  }
  const start = starts[0];
  return { start, goal: goals.find((p) => p.x !== start.x || p.y !== start.y) ?? start };
}

/**
 * A map → { grid, start, goal, options (a preset's rules), name, description }:
 *   { kind: 'preset', id, seed? } | { kind: 'movingai', name } | { kind: 'rows', rows }
 *   | { kind: 'cells', width, height, terrain } | { kind: 'url', href }
 *   | { kind: 'text', text, name } (a .map file's text, read by the caller).
 * Where the map brings no start and goal of its own (rows, cells, a .map),
 * they are picked for a unit of `size` (openEnds, pickEndpoints).
 * The grid is the caller's to dispose. Throws an Error whose message is for the reader.
 */
export async function loadMap(map, { size = 1 } = {}) {
  if (map.kind === 'preset') {
    const preset = presetById(map.id);
    if (!preset) throw new Error(`there is no preset map called ${quote(map.id)}`);
    const made = preset.make(map.seed);
    return {
      grid: Grid.fromArray(made.width, made.height, made.terrain),
      start: made.start,
      goal: made.goal,
      options: preset.options ?? {},
      name: preset.name,
      description: preset.description ?? preset.name,
    };
  }
  if (map.kind === 'movingai') {
    const served = await movingAIMaps();
    const entry = served.find((m) => m.name === map.name);
    if (!entry && served.length === 0)
      throw new Error(
        `map ${quote(map.name)}: no Moving AI maps are served beside this element (the npm package, and so a CDN, carries none); give the map as rows, or the URL of its .map file`,
      );
    if (!entry)
      throw new Error(`map ${quote(map.name)} is neither a preset nor one of the Moving AI maps served here`);
    const grid = Grid.fromMovingAI(await movingAIText(entry));
    return {
      grid,
      start: entry.start,
      goal: entry.goal,
      options: {},
      name: entry.name,
      description: `${entry.name}, a ${grid.width}×${grid.height} map from the Moving AI benchmarks`,
    };
  }
  if (map.kind === 'rows' || map.kind === 'cells') {
    const grid =
      map.kind === 'rows' ? Grid.fromRows(map.rows) : Grid.fromArray(map.width, map.height, map.terrain);
    const { width, height } = grid;
    const ends = openEnds(grid.costs(), width, size);
    if (!ends) {
      grid.dispose();
      throw new Error(`this ${width}×${height} map has no open cell to start from`);
    }
    return {
      grid,
      ...ends,
      options: {},
      name: `a ${width}×${height} map`,
      description: `your ${width}×${height} map`,
    };
  }
  if (map.kind === 'url' || map.kind === 'text') {
    const what = map.kind === 'url' ? `the map ${quote(map.href)}` : `the map ${quote(map.name)}`;
    const text = map.kind === 'url' ? await fetchText(map.href, what) : map.text;
    let grid;
    try {
      grid = Grid.fromMovingAI(text);
    } catch (error) {
      if (error.code !== 'invalid-map') throw error;
      throw new Error(invalidMapSentence(what, error), { cause: error });
    }
    const ends = pickEndpoints(grid, grid.costs(), size);
    if (!ends) {
      grid.dispose();
      throw new Error(`${what} has no open cell to start from`);
    }
    const name = map.kind === 'url' ? map.href.slice(map.href.lastIndexOf('/') + 1) : map.name;
    return { grid, ...ends, options: {}, name, description: name };
  }
  throw new Error(`unknown kind of map ${quote(map.kind)}`);
}
