// Where a race's map comes from, one home for the page and the element: a
// preset (maps.js), a Moving AI map of the page's (listed in the index.json
// its <meta name="pathrace-maps"> names; fetched once), rows of text, cells,
// or a .map URL; the start and goal of a map that brings none; and the
// sentence that says why a map's text does not load.
import { Grid } from '../lib/index.js';
import { quote } from './format.js';
import { openEnds } from './generators.js';
import { presetById, presetDescription, presetName } from './maps.js';
import { english } from './messages.js';
import { unitFits } from './unit.js';

/** The <meta> by which a page names the index.json of the Moving AI maps it serves. */
export const movingAIMeta = 'pathrace-maps';

/**
 * The URL of the index of the Moving AI maps page `doc` serves (written by
 * scripts/copy-maps.mjs): its <meta name="pathrace-maps" content="…">,
 * relative to the page; null when it names none. The maps are the page's,
 * not the package's (which carries none), so nothing here names a file of
 * its own that a bundler would look for.
 */
export function movingAIIndexUrl(doc = globalThis.document) {
  const content = doc?.querySelector?.(`meta[name="${movingAIMeta}"]`)?.getAttribute('content');
  return content ? new URL(content, doc.baseURI).href : null;
}

/** A Moving AI map's name: it becomes a file name beside maps/index.json, so no '/' and no leading '.'. */
export const movingAIName = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

const texts = new Map(); // URL → Promise of its text, fetched once for every race on the page

/** The text at `href`, fetched once; `what` names it in the error a failure throws (in the language of `m`). */
export function fetchText(href, what, m = english) {
  if (!texts.has(href)) {
    const text = fetch(href).then(
      (response) => {
        if (!response.ok) throw new Error(m.t('map.fetchFailed', { what, status: String(response.status) }));
        return response.text();
      },
      () => {
        throw new Error(m.t('map.fetchBlocked', { what }));
      },
    );
    text.catch(() => texts.delete(href));
    texts.set(href, text);
  }
  return texts.get(href);
}

const indexes = new Map(); // index URL → Promise of its entries

/** The Moving AI maps the page serves: [{ name, file, width, height, start, goal, optimal }] (none when it names no index, or it is missing). */
export function movingAIMaps(index = movingAIIndexUrl()) {
  if (!index) return Promise.resolve([]);
  if (!indexes.has(index))
    indexes.set(
      index,
      fetch(index)
        .then(
          (r) => (r.ok ? r.json() : []),
          () => [],
        )
        .then((list) => (Array.isArray(list) ? list : [])),
    );
  return indexes.get(index);
}

function movingAIText(entry, index, m = english) {
  return fetchText(new URL(entry.file, index).href, m.t('map.movingAI', { name: quote(entry.name) }), m);
}

/** Starts fetching a Moving AI map of the page's by its name before the index is read (copy-maps.mjs names its files <name>.map). */
export function prefetchMovingAI(name, index = movingAIIndexUrl()) {
  if (index) movingAIText({ name, file: `${name}.map` }, index).catch(() => {});
}

/**
 * Why a .map text does not load, for the reader: "‹what› is not a Moving AI
 * map (line 6, column 2): unexpected 'x' (…)", from web/lib's 'invalid-map'
 * error (its line, column, reason and, in English, its detail).
 */
export function invalidMapSentence(what, error, m = english) {
  // Line and column numbers are places in a file, written as an editor shows them.
  const where = error.line ? (error.column ? 'lineColumn' : 'line') : 'none';
  return m.t('map.invalid', {
    what,
    where,
    line: String(error.line ?? ''),
    column: String(error.column ?? ''),
    problem: m.t('map.problem', { reason: error.reason, detail: error.detail }),
  });
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
 * The grid is the caller's to dispose. Its name and description, and the
 * message of an Error it throws, are for the reader, in the language of `m`.
 */
export async function loadMap(map, { size = 1 } = {}, m = english) {
  // A map's size as the reader reads it, its sides as written ("512×512").
  const sizeOf = (grid) => m.t('map.size', { width: String(grid.width), height: String(grid.height) });
  if (map.kind === 'preset') {
    const preset = presetById(map.id);
    if (!preset) throw new Error(m.t('map.noPreset', { name: quote(map.id) }));
    const made = preset.make(map.seed);
    return {
      grid: Grid.fromArray(made.width, made.height, made.terrain),
      start: made.start,
      goal: made.goal,
      options: preset.options ?? {},
      name: presetName(preset, m),
      description: presetDescription(preset, m),
    };
  }
  if (map.kind === 'movingai') {
    const index = movingAIIndexUrl();
    const served = await movingAIMaps(index);
    const entry = served.find((e) => e.name === map.name);
    if (!entry && served.length === 0) throw new Error(m.t('map.noMovingAI', { name: quote(map.name) }));
    if (!entry) throw new Error(m.t('map.unknown', { name: quote(map.name) }));
    const grid = Grid.fromMovingAI(await movingAIText(entry, index, m));
    return {
      grid,
      start: entry.start,
      goal: entry.goal,
      options: {},
      name: entry.name,
      description: m.t('map.movingAIDescription', { name: entry.name, size: sizeOf(grid) }),
    };
  }
  if (map.kind === 'rows' || map.kind === 'cells') {
    const grid =
      map.kind === 'rows' ? Grid.fromRows(map.rows) : Grid.fromArray(map.width, map.height, map.terrain);
    const ends = openEnds(grid.costs(), grid.width, size);
    if (!ends) {
      grid.dispose();
      throw new Error(m.t('map.noOpenCell', { what: m.t('map.this', { size: sizeOf(grid) }) }));
    }
    return {
      grid,
      ...ends,
      options: {},
      name: m.t('map.rowsName', { size: sizeOf(grid) }),
      description: m.t('map.rowsDescription', { size: sizeOf(grid) }),
    };
  }
  if (map.kind === 'url' || map.kind === 'text') {
    const what = m.t('map.url', { name: quote(map.kind === 'url' ? map.href : map.name) });
    const text = map.kind === 'url' ? await fetchText(map.href, what, m) : map.text;
    let grid;
    try {
      grid = Grid.fromMovingAI(text);
    } catch (error) {
      if (error.code !== 'invalid-map') throw error;
      throw new Error(invalidMapSentence(what, error, m), { cause: error });
    }
    const ends = pickEndpoints(grid, grid.costs(), size);
    if (!ends) {
      grid.dispose();
      throw new Error(m.t('map.noOpenCell', { what }));
    }
    const name = map.kind === 'url' ? map.href.slice(map.href.lastIndexOf('/') + 1) : map.name;
    return { grid, ...ends, options: {}, name, description: name };
  }
  throw new Error(m.t('map.unknownKind', { kind: quote(map.kind) }));
}
