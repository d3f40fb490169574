// A race at one step as a figure, with no DOM: the same cells, paths,
// markers, f/g/h labels and parent arrows the panels draw (from the same
// modules: palette.js, marks.js, label-layout.js, overlay-model.js), each
// panel's name and numbers above its map and the verdict under them. The
// figure is a scene of plain values ({ tag, attrs, text, children }, SVG's
// names); figure-svg.js writes it as SVG text, the element paints it on a
// canvas. One drawing for `element.figure()`, the page's download buttons,
// the GIF's frames and `pathrace figure` in Node.
import { Algorithm } from '../lib/vocabulary.js';
import { formatCount, formatStats } from './format.js';
import { labelCellSize, layoutLabels, arrowWidth } from './label-layout.js';
import {
  goalDiamond,
  jumpWidth,
  leaveTriangle,
  lineWidths,
  markerRadius,
  markerRim,
  unitBlocks,
} from './marks.js';
import { cellLabels, detourMarks, jumpLines } from './overlay-model.js';
import { cellColour, palette } from './palette.js';
import { panelLabels } from './panel.js';
import { atStep, parseAt, whyNoMoment } from './moments.js';
import { Race } from './race.js';
import { verdict } from './verdict.js';

/** Which panels a figure shows, by name. */
export const figurePanels = Object.freeze({ both: [0, 1], left: [0], right: [1] });

/** The font of a figure's text (the panels' own, render.css). */
export const figureFont = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

const pad = 12,
  gap = 24,
  nameSize = 15,
  statsSize = 13,
  headerHeight = 44,
  verdictSize = 14,
  verdictLine = 20;

/**
 * The cell size in CSS px a figure of a width × height map draws at: its
 * larger side about 1024 px (a 4×4 map at 64 px gets f, g and h; a 36×36
 * at 28 px gets f), from 1 px up to 64.
 */
export function figureCellSize(width, height) {
  return Math.max(1, Math.min(64, Math.floor(1024 / Math.max(width, height))));
}

const round = (v) => Math.round(v * 1000) / 1000;
// Path data with its numbers to three decimals (the layout's arrows carry sixteen).
const tidy = (d) => d.replace(/-?\d+\.\d{4,}/g, (v) => String(round(Number(v))));
const node = (tag, attrs, extra = {}) => ({ tag, attrs, ...extra });

// Each cell state << 8 | terrain → the number of its colour in `colours` (#rrggbb), made once:
// different states and terrains that look the same (walls) share one.
const colours = [];
const colourOf = (() => {
  const table = new Uint16Array(5 << 8);
  const ids = new Map();
  for (let state = 0; state < 5; ++state)
    for (let t = 0; t < 256; ++t) {
      const hex = `#${cellColour(state, t)
        .map((c) => c.toString(16).padStart(2, '0'))
        .join('')}`;
      if (!ids.has(hex)) ids.set(hex, colours.push(hex) - 1);
      table[(state << 8) | t] = ids.get(hex);
    }
  return table;
})();

/**
 * The cells as one path per colour of horizontal runs (a 512×512 map takes
 * a few hundred KB to 1.5 MB), over a rectangle of the floor's colour, in a group
 * that also carries the cells as values (`cells`), for a canvas to paint as
 * a bitmap; without `runs`, the group holds only those.
 */
function cellLayer(states, terrain, width, height, runs) {
  const cells = { states, terrain, width, height };
  const layer = node('g', { 'data-layer': 'cells' }, { cells, children: [] });
  if (runs) layer.children = cellRuns(states, terrain, width, height);
  return layer;
}

// Each colour's runs as one path of horizontal strokes one cell wide, each
// move relative to the end of the run before it (a few bytes a run).
function cellRuns(states, terrain, width, height) {
  const runs = new Map(); // colour number → { d: path data pieces, x, y: where the last run ended }
  const floor = colours.indexOf(palette.floor);
  for (let y = 0; y < height; ++y) {
    const row = y * width;
    let x = 0;
    while (x < width) {
      const colour = colourOf[(states[row + x] << 8) | terrain[row + x]];
      let end = x + 1;
      while (end < width && colourOf[(states[row + end] << 8) | terrain[row + end]] === colour) ++end;
      if (colour !== floor) {
        const run = runs.get(colour);
        if (!run) runs.set(colour, { d: [`M${x} ${y + 0.5}h${end - x}`], x: end, y });
        else {
          run.d.push(`m${x - run.x} ${y - run.y}h${end - x}`);
          run.x = end;
          run.y = y;
        }
      }
      x = end;
    }
  }
  const out = [node('rect', { x: 0, y: 0, width, height, fill: palette.floor })];
  for (const [colour, { d }] of runs)
    out.push(node('path', { d: d.join(''), fill: 'none', stroke: colours[colour], 'stroke-width': 1 }));
  return out;
}

const points = (cells) => cells.map((p, k) => `${k ? 'L' : 'M'}${p.x + 0.5} ${p.y + 0.5}`).join('');

/** One panel's map, in cell units (its group scales them to `s` px). */
function panelNodes(race, i, states, marks, s, { labels, runs }) {
  const { width, height } = race.grid;
  const search = race.search(i);
  const result = race.result(i);
  const px = (v) => round(v / s);
  const out = [cellLayer(states, race.grid.costs(), width, height, runs)];
  const current = search.done ? null : search.current;
  if (current) {
    // The current node's box (the page's .pr-current): a ring, its border inside it.
    const size = Math.max(s, 9) / s,
      border = Math.max(2, Math.min(4, s * 0.1)) / s;
    out.push(
      node('rect', {
        x: round(current.x + 0.5 - size / 2 + border / 2),
        y: round(current.y + 0.5 - size / 2 + border / 2),
        width: round(size - border),
        height: round(size - border),
        fill: palette.current,
        'fill-opacity': 0.35,
        stroke: palette.current,
        'stroke-width': round(border),
      }),
    );
  }
  if (s >= 6 && width * height <= 256 * 256) {
    let d = '';
    for (let x = 1; x < width; ++x) d += `M${x} 0V${height}`;
    for (let y = 1; y < height; ++y) d += `M0 ${y}H${width}`;
    out.push(
      node('path', { d, fill: 'none', stroke: '#000', 'stroke-opacity': 0.13, 'stroke-width': px(1) }),
    );
  }
  const widths = lineWidths(s);
  const path = result?.found ? result.path : null;
  if (race.size > 1) {
    // A unit larger than one cell, as the overlay draws it (render.css .pr-unit-*): the band of its path, its block at both ends.
    if (path) out.push(node('path', { d: unitBlocks(path, race.size), fill: '#000', 'fill-opacity': 0.14 }));
    for (const [end, colour] of [
      [race.start, palette.start],
      [race.goal, palette.goal],
    ])
      out.push(
        node('path', {
          d: unitBlocks([end], race.size),
          fill: colour,
          'fill-opacity': 0.18,
          stroke: colour,
          'stroke-width': px(2),
          'stroke-dasharray': `${px(5)} ${px(3)}`,
        }),
      );
  }
  const line = (cells, attrs) =>
    cells?.length > 1
      ? node('path', {
          d: points(cells),
          fill: 'none',
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
          ...attrs,
        })
      : null;
  if (labels && s >= labelCellSize) {
    const laid = layoutLabels(cellLabels(search, states, width, height), width, s, {
      markers: [race.start, race.goal],
      markerRadius: markerRadius(s),
      lines: [
        { cells: path, width: widths.line },
        { cells: marks.betterPath, width: widths.better },
        ...(marks.detour ?? []).map((cells) => ({ cells, width: widths.detour })),
      ],
    });
    const arrows = tidy(laid.map((l) => l.arrow).join(''));
    if (arrows)
      out.push(
        node('path', {
          d: arrows,
          fill: 'none',
          stroke: '#333',
          'stroke-width': px(arrowWidth),
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
      );
    const texts = [];
    for (const { info, texts: t, placed } of laid) {
      if (!placed) continue;
      for (const kind of ['f', 'g', 'h']) {
        const p = placed[kind];
        if (!p || t[kind] === '') continue;
        texts.push(
          node(
            'text',
            {
              x: round(info.x + p.x),
              y: round(info.y + p.y),
              'font-size': round(p.size),
              'text-anchor': p.anchor,
              'dominant-baseline': 'central',
              'data-cell': `${info.x},${info.y}`,
              'data-kind': kind,
            },
            { text: t[kind] },
          ),
        );
      }
    }
    if (texts.length)
      out.push(node('g', { fill: '#1a1a1a', 'font-family': figureFont }, { children: texts }));
  }
  if (race.panelSettings(i).algorithm === Algorithm.jps) {
    const d = jumpLines(search, states, width, height)
      .map(([x, y, jx, jy]) => `M${x + 0.5} ${y + 0.5}L${jx + 0.5} ${jy + 0.5}`)
      .join('');
    if (d)
      out.push(
        node('path', {
          d,
          fill: 'none',
          stroke: palette.jump,
          'stroke-opacity': 0.75,
          'stroke-linecap': 'round',
          'stroke-width': px(jumpWidth(s)),
        }),
      );
  }
  out.push(
    line(marks.betterPath, {
      stroke: palette.better,
      'stroke-width': px(widths.better),
      'stroke-dasharray': `${px(6)} ${px(4)}`,
      'stroke-linecap': 'butt',
    }),
  );
  if (!widths.thin)
    out.push(line(path, { stroke: '#000', 'stroke-opacity': 0.55, 'stroke-width': px(widths.casing) }));
  out.push(line(path, { stroke: widths.pathStroke, 'stroke-width': px(widths.line) }));
  for (const stretch of marks.detour ?? [])
    out.push(
      line(stretch, { stroke: palette.detour, 'stroke-opacity': 0.9, 'stroke-width': px(widths.detour) }),
    );
  if (marks.leave)
    out.push(
      node('path', {
        d: leaveTriangle(marks.leave, s),
        fill: palette.leave,
        stroke: '#000',
        'stroke-linejoin': 'round',
        'stroke-width': px(1.5),
      }),
    );
  const rim = px(markerRim(s));
  const { start, goal } = race;
  out.push(
    node('circle', {
      cx: start.x + 0.5,
      cy: start.y + 0.5,
      r: round(markerRadius(s)),
      fill: palette.start,
      stroke: '#fff',
      'stroke-width': rim,
    }),
    node('path', {
      d: goalDiamond(goal, s),
      fill: palette.goal,
      stroke: '#fff',
      'stroke-linejoin': 'round',
      'stroke-width': rim,
    }),
  );
  // The map's edge (the page's box-shadow round .pr-stage).
  out.push(
    node('rect', {
      x: 0,
      y: 0,
      width,
      height,
      fill: 'none',
      stroke: '#000',
      'stroke-opacity': 0.25,
      'stroke-width': px(1),
    }),
  );
  return out.filter(Boolean);
}

/** `text` in lines of at most `width` px at `size` px (a generous guess at the font's widths). */
function wrap(text, width, size) {
  const perLine = Math.max(16, Math.floor(width / (size * 0.56)));
  const lines = [];
  let lineText = '';
  for (const word of text.split(' ')) {
    if (lineText && lineText.length + 1 + word.length > perLine) {
      lines.push(lineText);
      lineText = word;
    } else lineText = lineText ? `${lineText} ${word}` : word;
  }
  if (lineText) lines.push(lineText);
  return lines;
}

/**
 * The race as it is now as a figure: { width, height, cellSize, nodes }.
 * `panels`: 'both', 'left' or 'right'; `cellSize`: CSS px a cell
 * (figureCellSize() by default); `labels`: f, g, h and the parent arrows
 * where cells are large enough (default true); `runs`: the cells as paths
 * (default true; a canvas paints them from the cell layer's values).
 */
export function figureScene(race, { panels = 'both', cellSize, labels = true, runs = true } = {}) {
  const shown = figurePanels[panels];
  if (!shown) throw new TypeError(`panels ${JSON.stringify(panels)} is not both, left or right`);
  const { width, height } = race.grid;
  const s = cellSize ?? figureCellSize(width, height);
  const v = race.finished ? verdict(race) : null;
  const marks = detourMarks(race, v);
  const names = panelLabels([race.panelSettings(0), race.panelSettings(1)]);
  const mapW = width * s,
    mapH = height * s;
  const figureW = Math.max(2 * pad + shown.length * mapW + (shown.length - 1) * gap, 320);
  const text = (x, y, size, t, attrs = {}) =>
    node('text', { x, y, 'font-size': size, 'dominant-baseline': 'central', ...attrs }, { text: t });
  const nodes = [];
  shown.forEach((i, k) => {
    const x = pad + k * (mapW + gap);
    const search = race.search(i);
    nodes.push(
      text(x, pad + nameSize / 2, nameSize, names[i], { 'font-weight': 'bold', 'data-part': 'name' }),
      text(
        x,
        pad + nameSize + 6 + statsSize / 2,
        statsSize,
        formatStats(search, race.result(i), race.costs),
        {
          'data-part': 'stats',
        },
      ),
      node(
        'g',
        {
          transform: `translate(${x} ${pad + headerHeight}) scale(${s})`,
          'data-panel': ['left', 'right'][i],
        },
        { children: panelNodes(race, i, race.search(i).cellStates(), marks[i], s, { labels, runs }) },
      ),
    );
  });
  const said = v
    ? v.text
    : `After ${formatCount(race.clock)} expansions; the verdict comes when both searches are done.`;
  const lines = wrap(said, figureW - 2 * pad, verdictSize);
  const top = pad + headerHeight + mapH + 10;
  lines.forEach((t, k) =>
    nodes.push(
      text(pad, top + k * verdictLine + verdictLine / 2, verdictSize, t, { 'data-part': 'verdict' }),
    ),
  );
  const figureH = top + lines.length * verdictLine + pad;
  return {
    width: figureW,
    height: figureH,
    cellSize: s,
    nodes: [
      node('rect', { x: 0, y: 0, width: figureW, height: figureH, fill: '#fff' }),
      node('g', { fill: '#1a1a1a', 'font-family': figureFont }, { children: nodes }),
    ],
  };
}

/**
 * A race on `grid` (borrowed) under { start, goal, panels, costs, size } at
 * `step` expansions (Infinity: the end) as a figure (figureScene()'s
 * options): a race of its own, made, drawn and freed.
 */
export function raceFigure(grid, settings, { step = Infinity, ...options } = {}) {
  const race = new Race(grid, { ...settings, events: false });
  try {
    const at = typeof step === 'number' ? step : atStep(race, step);
    if (at === null) throw new Error(`this race has no ${step} moment (${whyNoMoment(step)})`);
    race.seek(at);
    return figureScene(race, options);
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
