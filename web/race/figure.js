// A race at one step as a figure, with no DOM: each panel's scene
// (scene.js, the layers the live overlay draws, in the same looks) over its
// cells in a palette's colours, its name and numbers above its map, with
// `explain` its step sentence and the top of its open list under it, and
// the verdict at the foot — in a reader's language (a Messages) and theme
// (a palette), laid out for the width it will be shown at: side by side,
// or one panel above the other where that would make the text too small.
// The figure is plain values ({ tag, attrs, text, children }, SVG's
// names); figure-svg.js writes it as SVG text, figure-export.js paints it
// on a canvas, bin/figure-raster.js rasterises it in Node. One drawing for
// `element.figure()`, the page's download buttons, the GIF's frames and
// `pathrace figure`.
import { english } from './messages.js';
import { atStep, parseAt, whyNoMoment } from './moments.js';
import { openListModel, stepSentence } from './open-list.js';
import { detourMarks } from './overlay-model.js';
import { palettes } from './palette.js';
import { formatStats } from './format.js';
import { panelLabels } from './panel.js';
import { Race } from './race.js';
import { panelMap } from './figure-panel.js';
import { verdict } from './verdict.js';
import { figureFont, textLines } from './figure-text.js';

/** Which panels a figure shows, by name. */
export const figurePanels = Object.freeze({ both: [0, 1], left: [0], right: [1] });

/** The rows of each open list a figure with `explain` shows. */
export const figureRows = 5;

/** Below this width in CSS px a panel's column is too narrow for its words: the panels stack. */
export const stackBelow = 240;

// The figure's spacing and type, in CSS px: { size, line, weight }.
const pad = 12,
  gap = 24;
const type = {
  name: { size: 15, line: 20, weight: 'bold' },
  stats: { size: 13, line: 18 },
  sentence: { size: 13, line: 18 },
  table: { size: 12, line: 17 },
  verdict: { size: 14, line: 20 },
};

/**
 * The cell size in CSS px a figure of a width × height map draws at: its
 * larger side about 1024 px (a 4×4 map at 64 px gets f, g and h; a 36×36
 * at 28 px gets f), from 1 px up to 64.
 */
export function figureCellSize(width, height) {
  return Math.max(1, Math.min(64, Math.floor(1024 / Math.max(width, height))));
}

const round = (v) => Math.round(v * 1000) / 1000;
const node = (tag, attrs, extra = {}) => ({ tag, attrs, ...extra });

/**
 * The figure's title, naming the panels drawn: both, or one and the
 * search it races.
 */
export function figureTitle(race, panels = 'both', m = english) {
  const names = panelLabels([race.panelSettings(0), race.panelSettings(1)], {}, m);
  const shown = figurePanels[panels];
  if (shown.length === 2) return m.t('figure.title.both', { left: names[0], right: names[1] });
  const i = shown[0];
  return m.t('figure.title.one', { name: names[i], side: ['left', 'right'][i], other: names[1 - i] });
}

/**
 * How a figure of `n` panels of a `mapW` × `mapH` map is laid out:
 * { width (CSS px; `width` when given), stacked, s (CSS px a cell),
 * column (a panel's width) }. Without `width`, at figureCellSize();
 * with it, as large as fits, panels side by side while each column is at
 * least stackBelow px, else one above the other.
 */
export function figureLayout(n, mapW, mapH, { width, cellSize, explain = false } = {}) {
  const natural = cellSize ?? figureCellSize(mapW, mapH);
  const least = explain ? stackBelow : 0;
  if (!width) {
    const column = Math.max(mapW * natural, least);
    return { width: Math.max(2 * pad + n * column + (n - 1) * gap, 320), stacked: false, s: natural, column };
  }
  const side = (width - 2 * pad - (n - 1) * gap) / n;
  const stacked = n > 1 && side < stackBelow;
  const column = stacked ? width - 2 * pad : side;
  let s = Math.min(cellSize ?? natural, column / mapW);
  // Whole or half px a cell, so a PNG at two pixels a CSS px has cells of whole pixels.
  if (s >= 1) s = Math.floor(s * 2) / 2;
  return { width, stacked, s: round(s), column };
}

/** A block of wrapped text of `kind` (type) at x, y, at most `w` wide: { nodes, height }. */
function textBlock(text, kind, x, y, w, attrs) {
  const t = type[kind];
  const lines = textLines(text, w, t.size, t.weight === 'bold');
  const nodes = lines.map((line, k) =>
    node(
      'text',
      {
        x,
        y: round(y + k * t.line + t.line / 2),
        'font-size': t.size,
        ...(t.weight && { 'font-weight': t.weight }),
        'dominant-baseline': 'central',
        ...attrs,
      },
      { text: line },
    ),
  );
  return { nodes, height: lines.length * t.line };
}

/**
 * The open list's top rows under a map: a header (the cell, then the
 * columns the algorithm orders by) and a row each, the next one first
 * and in bold. { nodes, height }.
 */
function openListBlock(model, side, x, y, w, colours, m) {
  const t = type.table;
  const heads = [m.t('openList.cell'), ...model.columns.map((c) => c.label)];
  const rows = model.rows.map((e) => [
    `(${m.count(e.x)}, ${m.count(e.y)})`,
    ...model.columns.map((c) => m.number(e[c.key], 2)),
  ]);
  if (!rows.length) return { nodes: [], height: 0 };
  const columns = heads.length;
  const cellW = Math.min(w / columns, 96);
  const nodes = [];
  const line = (texts, row, attrs) =>
    texts.forEach((text, j) =>
      nodes.push(
        node(
          'text',
          {
            x: round(x + (j + 1) * cellW - 8),
            y: round(y + row * t.line + t.line / 2),
            'font-size': t.size,
            'text-anchor': 'end',
            'dominant-baseline': 'central',
            'data-part': 'open-list',
            'data-panel': side,
            'data-row': row,
            ...attrs,
          },
          { text },
        ),
      ),
    );
  line(heads, 0, { 'font-weight': 'bold', fill: colours.muted });
  rows.forEach((r, k) => line(r, k + 1, k === 0 ? { 'font-weight': 'bold' } : {}));
  const rule = round(y + t.line);
  nodes.push(
    node('path', {
      d: `M${x} ${rule}H${round(x + columns * cellW)}`,
      stroke: colours.rule,
      'stroke-width': 1,
    }),
  );
  return { nodes, height: (rows.length + 1) * t.line };
}

/**
 * The race as it is now as a figure: { width, height, cellSize, stacked,
 * pixelRatio (device pixels a CSS px a raster of it takes: 2 for a figure
 * laid out for a `width`, so a phone's screen shows it sharp), title,
 * nodes }, in `m`'s language (messages.js). Options: `panels` ('both',
 * 'left' or 'right'); `theme` ('light' or 'dark') or `colours` (a palette);
 * `width` (the CSS px it will be shown at); `cellSize` (CSS px a cell,
 * at most); `labels` (f, g, h and the parent arrows where cells are large
 * enough; default true); `explain` (each panel's step sentence and the top
 * of its open list under its map); `highlight` ([{x, y}] ringed on both
 * maps); `runs` (the cells as paths, default true; a canvas paints them
 * from the cell layer's values).
 */
export function figureScene(race, options = {}, m = english) {
  const {
    panels = 'both',
    theme = 'light',
    labels = true,
    runs = true,
    explain = false,
    highlight,
  } = options;
  const shown = figurePanels[panels];
  if (!shown) throw new TypeError(`panels ${JSON.stringify(panels)} is not both, left or right`);
  const colours = options.colours ?? palettes[theme];
  if (!colours) throw new TypeError(`theme ${JSON.stringify(theme)} is not light or dark`);
  const { width: mapCells, height: mapRows } = race.grid;
  const layout = figureLayout(shown.length, mapCells, mapRows, options);
  const { s, column, stacked } = layout;
  const v = race.finished ? verdict(race, m) : null;
  const marks = detourMarks(race, v);
  const names = panelLabels([race.panelSettings(0), race.panelSettings(1)], {}, m);
  const mapH = round(mapRows * s);
  const text = [];
  const add = (block) => {
    text.push(...block.nodes);
    return block.height;
  };
  const blocks = shown.map((i) => {
    const model = explain ? openListModel(race, i, figureRows, m) : null;
    const side = ['left', 'right'][i];
    return {
      i,
      side,
      header: [
        [names[i], 'name', { 'data-part': 'name', 'data-panel': side }],
        [
          formatStats(race.search(i), race.result(i), race.costs, m),
          'stats',
          { 'data-part': 'stats', 'data-panel': side, fill: colours.muted },
        ],
      ],
      model,
      sentence: model ? stepSentence(race, i, model.rows, m) : '',
    };
  });
  const maps = [];
  // Each part of a panel from `top` down, returning where it ends.
  const header = (b, x, top) => {
    for (const [t, kind, attrs] of b.header) top += add(textBlock(t, kind, x, top, column, attrs));
    return top;
  };
  const map = (b, x, top) => {
    const drawn = panelMap(race, b.i, { s, marks: marks[b.i], labels, runs, colours, highlight }, m);
    const at = `translate(${x} ${round(top)}) scale(${s})`;
    maps.push(node('g', { transform: at, 'data-panel': b.side }, { children: drawn }));
    return top + mapH + 10;
  };
  const explanation = (b, x, top) => {
    if (!b.model) return top;
    top += add(
      textBlock(b.sentence, 'sentence', x, top, column, { 'data-part': 'sentence', 'data-panel': b.side }),
    );
    const list = openListBlock(b.model, b.side, x, top + 4, column, colours, m);
    text.push(...list.nodes);
    return top + 4 + list.height + 10;
  };
  let foot;
  if (stacked) {
    foot = blocks.reduce((top, b) => explanation(b, pad, map(b, pad, header(b, pad, top) + 6)) + 6, pad);
  } else {
    // Side by side, the maps and the explanations line up across the panels.
    const x = (k) => round(pad + k * (column + gap));
    const mapTop = Math.max(...blocks.map((b, k) => header(b, x(k), pad))) + 6;
    const explainTop = Math.max(...blocks.map((b, k) => map(b, x(k), mapTop)));
    foot = Math.max(...blocks.map((b, k) => explanation(b, x(k), explainTop)));
  }
  const said = v ? v.text : m.t('figure.pending', { n: race.clock });
  foot += add(textBlock(said, 'verdict', pad, foot, layout.width - 2 * pad, { 'data-part': 'verdict' }));
  const height = round(foot + pad);
  return {
    width: layout.width,
    height,
    cellSize: s,
    stacked,
    pixelRatio: options.width ? 2 : 1,
    title: figureTitle(race, panels, m),
    lang: m.lang,
    nodes: [
      node('rect', { x: 0, y: 0, width: layout.width, height, fill: colours.frame }),
      ...maps,
      node('g', { fill: colours.text, 'font-family': figureFont(m.lang) }, { children: text }),
    ],
  };
}

/**
 * A race on `grid` (borrowed) under { start, goal, panels, costs, size } at
 * `step` expansions (Infinity: the end; or a moment's name) as a figure
 * (figureScene()'s options), in `m`'s language: a race of its own, made,
 * drawn and freed.
 */
export function raceFigure(grid, settings, { step = Infinity, ...options } = {}, m = english) {
  const race = new Race(grid, { ...settings, events: false });
  try {
    const at = typeof step === 'number' ? step : atStep(race, step);
    if (at === null) throw new Error(`this race has no ${step} moment (${whyNoMoment(step)})`);
    race.seek(at);
    return figureScene(race, options, m);
  } finally {
    race.dispose();
  }
}

/**
 * The step a figure shows, from its text or number: a number of expansions
 * (Infinity: both searches done), or what the element's `at` takes
 * (moments.js parseAt: start, end, a step number, or a named moment such as
 * divergence or commit, which raceFigure() finds on its race). Throws an
 * Error for the reader otherwise. The one place a figure's moment is read
 * (the element's figure() and `pathrace figure --at`).
 */
export function figureStep(at) {
  if (typeof at === 'number' && (at === Infinity || (Number.isInteger(at) && at >= 0))) return at;
  return parseAt(at);
}
