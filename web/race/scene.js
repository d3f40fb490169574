// One panel of a race as a scene: what is drawn over its cells, layer by
// layer from the bottom up, as plain shapes in cell units, and how each
// mark looks, from one table. Two renderers draw it: the live overlay
// (overlay.js, SVG in the page whose colours are CSS custom properties, so
// a theme or an author's --pr-* applies) and the figure (figure.js, SVG
// text, PNG and GIF in a palette's resolved colours). Nothing here knows
// about the DOM, and no renderer keeps a number this table has.
import { arrowWidth, labelCellSize, layoutLabels } from './label-layout.js';
import {
  cursorBox,
  currentBox,
  goalDiamond,
  jumpWidth,
  leaveTriangle,
  lineWidths,
  markerRadius,
  markerRim,
  ringRadius,
  unitBlocks,
} from './marks.js';
import { shades } from './palette.js';

const byPath = (key) => (s) => lineWidths(s)[key];

/**
 * How every mark looks: colours by their names in the palette (palette.js;
 * the overlay reads each as a CSS custom property, the figure as the
 * palette's value), opacities (the shades the theme names are the
 * palette's), and stroke widths and dashes in CSS px — a
 * number, or a function of the cell size in CSS px (marks.js). `cap` and
 * `join` are SVG's stroke-linecap and stroke-linejoin.
 */
export const markStyles = Object.freeze({
  current: {
    fill: 'current',
    fillOpacity: shades.current,
    stroke: 'current',
    width: (s) => currentBox(s).border,
  },
  grid: { stroke: 'grid', strokeOpacity: shades.grid, width: 1 },
  // A shade, not a colour: the cells under a unit's band keep their state's hue.
  unitPath: { fill: 'unitShade', fillOpacity: shades.unitBand },
  unitStart: { fill: 'start', fillOpacity: shades.unitEnds, stroke: 'start', width: 2, dash: [5, 3] },
  unitGoal: { fill: 'goal', fillOpacity: shades.unitEnds, stroke: 'goal', width: 2, dash: [5, 3] },
  arrows: { stroke: 'arrow', width: arrowWidth, cap: 'round', join: 'round' },
  labels: { fill: 'label' },
  jumps: { stroke: 'jump', strokeOpacity: 0.75, width: jumpWidth, cap: 'round' },
  betterPath: { stroke: 'better', width: byPath('better'), dash: [6, 4], join: 'round' },
  pathCasing: { stroke: 'pathCasing', width: byPath('casing'), cap: 'round', join: 'round' },
  // On big cells a thin dark line joins the path's cells' centres; on tiny ones a band keeps the path visible.
  path: {
    stroke: (s) => (lineWidths(s).thin ? 'pathLine' : 'pathBand'),
    width: byPath('line'),
    cap: 'round',
    join: 'round',
  },
  detour: { stroke: 'detour', strokeOpacity: 0.9, width: byPath('detour'), cap: 'round', join: 'round' },
  leave: { fill: 'leave', stroke: 'markerRim', width: 1.5, join: 'round' },
  start: { fill: 'start', stroke: 'markerRim', width: markerRim },
  goal: { fill: 'goal', stroke: 'markerRim', width: markerRim, join: 'round' },
  // A ring round a cell the prose points at: a ring on a halo.
  ringHalo: { stroke: 'ringHalo', width: 5.5 },
  ring: { stroke: 'ring', width: 2.5 },
  hover: { stroke: 'cursor', width: 1.5 },
  cursorHalo: { stroke: 'cursorHalo', width: 4 },
  cursor: { stroke: 'cursor', width: 2, dash: [4, 3] },
  // The map's edge.
  edge: { stroke: 'border', width: 1 },
});

/**
 * Mark `name`'s look on cells of `s` CSS px: { fill, stroke (palette
 * names, or null for none), fillOpacity, strokeOpacity, width (CSS px),
 * dash ([CSS px] or null), cap, join }.
 */
export function markStyle(name, s) {
  const t = markStyles[name];
  const at = (v) => (typeof v === 'function' ? v(s) : v);
  return {
    fill: at(t.fill) ?? null,
    fillOpacity: t.fillOpacity ?? 1,
    stroke: at(t.stroke) ?? null,
    strokeOpacity: t.strokeOpacity ?? 1,
    width: t.stroke ? at(t.width) : 0,
    dash: t.dash ?? null,
    cap: t.cap ?? 'butt',
    join: t.join ?? 'miter',
  };
}

/** The palette names every mark draws with. */
export const markColours = Object.freeze([
  ...new Set(
    Object.keys(markStyles).flatMap((name) =>
      // Both of a colour that depends on the cell size.
      [1, labelCellSize].flatMap((s) => {
        const { fill, stroke } = markStyle(name, s);
        return [fill, stroke].filter(Boolean);
      }),
    ),
  ),
]);

const same = (a, b) => a === b || (a && b && a.x === b.x && a.y === b.y);
const cellOf = (p) => `${p.x},${p.y}`;
const centres = (cells) => cells.map((p) => `${p.x + 0.5},${p.y + 0.5}`).join(' ');
const circle = (mark, p, r) => ({ tag: 'circle', mark, cell: cellOf(p), cx: p.x + 0.5, cy: p.y + 0.5, r });
const line = (mark, cells) => (cells?.length > 1 ? [{ tag: 'polyline', mark, points: centres(cells) }] : []);

/** A box of at least `minPx` CSS px round cell p, larger round the start or goal marker on it. */
function boxAround(o, p, minPx, s, mark) {
  if (!p) return [];
  const onMarker = same(p, o.start) || same(p, o.goal);
  const size = Math.max(1, cursorBox(minPx, s, onMarker) / s);
  const at = (v) => v + 0.5 - size / 2;
  return [{ tag: 'rect', mark, cell: cellOf(p), x: at(p.x), y: at(p.y), width: size, height: size }];
}

/**
 * The layers over a panel's cells, bottom to top: { name, tag (of its
 * shapes), many (whether it draws several: else at most one), uses (the
 * fields of what is shown it reads, so a renderer redraws it only when one
 * changed), draw(shown, view) → shapes }. `shown` (every field optional; a
 * missing one draws nothing): start, goal, current, hover, cursor: {x, y};
 * path, betterPath: [{x, y}]; detour: [[{x, y}, …]] stretches; leave:
 * {x, y}; highlight: [{x, y}] ringed; labels: [{x, y, f, g, h, parent}];
 * jumps: [[x, y, parentX, parentY]]; unit: the unit's size. `view`: {
 * width, height (cells), s (CSS px a cell), m (Messages, for the labels'
 * numbers) }. A shape is { tag ('path', 'polyline', 'rect', 'circle'),
 * mark (its markStyles name), its geometry attributes, cell ('x,y', of
 * a mark on one cell) }; the labels layer's is { tag: 'labels', laid
 * (layoutLabels()) }.
 */
export const sceneLayers = Object.freeze([
  {
    name: 'current',
    tag: 'rect',
    uses: ['current'],
    draw: ({ current: p }, { s }) => {
      if (!p) return [];
      const { size, border } = currentBox(s);
      // A ring whose border lies inside its box, as a CSS border does.
      const inner = (size - border) / s,
        at = (v) => v + 0.5 - inner / 2;
      return [
        {
          tag: 'rect',
          mark: 'current',
          cell: cellOf(p),
          x: at(p.x),
          y: at(p.y),
          width: inner,
          height: inner,
        },
      ];
    },
  },
  {
    name: 'grid',
    tag: 'path',
    uses: [],
    draw: (o, { width, height, s }) => {
      if (!(s >= 6 && width * height <= 256 * 256)) return [];
      let d = '';
      for (let x = 1; x < width; ++x) d += `M${x} 0V${height}`;
      for (let y = 1; y < height; ++y) d += `M0 ${y}H${width}`;
      return [{ tag: 'path', mark: 'grid', d }];
    },
  },
  {
    name: 'unitPath',
    tag: 'path',
    uses: ['unit', 'path'],
    draw: (o) =>
      o.unit > 1 && o.path ? [{ tag: 'path', mark: 'unitPath', d: unitBlocks(o.path, o.unit) }] : [],
  },
  {
    name: 'unitStart',
    tag: 'path',
    uses: ['unit', 'start'],
    draw: (o) =>
      o.unit > 1 && o.start ? [{ tag: 'path', mark: 'unitStart', d: unitBlocks([o.start], o.unit) }] : [],
  },
  {
    name: 'unitGoal',
    tag: 'path',
    uses: ['unit', 'goal'],
    draw: (o) =>
      o.unit > 1 && o.goal ? [{ tag: 'path', mark: 'unitGoal', d: unitBlocks([o.goal], o.unit) }] : [],
  },
  {
    // f, g, h and the arrows to each cell's parent, clear of the lines through the cells and of the markers.
    name: 'labels',
    tag: 'labels',
    uses: ['labels', 'path', 'betterPath', 'detour', 'start', 'goal'],
    draw: (o, { width, s, m }) => {
      if (!o.labels || s < labelCellSize) return [];
      const widths = lineWidths(s);
      const laid = layoutLabels(
        o.labels,
        width,
        s,
        {
          markers: [o.start, o.goal],
          markerRadius: markerRadius(s),
          lines: [
            { cells: o.path, width: widths.line },
            { cells: o.betterPath, width: widths.better },
            ...(o.detour ?? []).map((cells) => ({ cells, width: widths.detour })),
          ],
        },
        m,
      );
      return [{ tag: 'labels', laid }];
    },
  },
  {
    name: 'jumps',
    tag: 'path',
    uses: ['jumps'],
    draw: ({ jumps }) => {
      let d = '';
      for (const [x, y, px, py] of jumps ?? []) d += `M${x + 0.5} ${y + 0.5}L${px + 0.5} ${py + 0.5}`;
      return d ? [{ tag: 'path', mark: 'jumps', d, count: jumps.length }] : [];
    },
  },
  {
    name: 'betterPath',
    tag: 'polyline',
    uses: ['betterPath'],
    draw: (o) => line('betterPath', o.betterPath),
  },
  {
    name: 'pathCasing',
    tag: 'polyline',
    uses: ['path'],
    draw: (o, { s }) => (lineWidths(s).thin ? [] : line('pathCasing', o.path)),
  },
  { name: 'path', tag: 'polyline', uses: ['path'], draw: (o) => line('path', o.path) },
  {
    name: 'detour',
    tag: 'polyline',
    many: true,
    uses: ['detour'],
    draw: (o) => (o.detour ?? []).flatMap((stretch) => line('detour', stretch)),
  },
  {
    name: 'leave',
    tag: 'path',
    uses: ['leave'],
    draw: ({ leave: p }, { s }) =>
      p ? [{ tag: 'path', mark: 'leave', cell: cellOf(p), d: leaveTriangle(p, s) }] : [],
  },
  {
    name: 'start',
    tag: 'circle',
    uses: ['start'],
    draw: ({ start: p }, { s }) => (p ? [circle('start', p, markerRadius(s))] : []),
  },
  {
    name: 'goal',
    tag: 'path',
    uses: ['goal'],
    draw: ({ goal: p }, { s }) =>
      p ? [{ tag: 'path', mark: 'goal', cell: cellOf(p), d: goalDiamond(p, s) }] : [],
  },
  {
    name: 'highlight',
    tag: 'circle',
    many: true,
    uses: ['highlight'],
    draw: ({ highlight }, { s }) =>
      (highlight ?? []).flatMap((p) => ['ringHalo', 'ring'].map((mark) => circle(mark, p, ringRadius(s)))),
  },
  {
    name: 'hover',
    tag: 'rect',
    uses: ['hover', 'start', 'goal'],
    draw: (o, { s }) => boxAround(o, o.hover, 8, s, 'hover'),
  },
  {
    name: 'cursorHalo',
    tag: 'rect',
    uses: ['cursor', 'start', 'goal'],
    draw: (o, { s }) => boxAround(o, o.cursor, 10, s, 'cursorHalo'),
  },
  {
    name: 'cursor',
    tag: 'rect',
    uses: ['cursor', 'start', 'goal'],
    draw: (o, { s }) => boxAround(o, o.cursor, 10, s, 'cursor'),
  },
  {
    name: 'edge',
    tag: 'rect',
    uses: [],
    draw: (o, { width, height }) => [{ tag: 'rect', mark: 'edge', x: 0, y: 0, width, height }],
  },
]);

/** Whether layer `layer` draws something else for `next` than it did for `prev`. */
export function layerChanged(layer, prev, next) {
  return layer.uses.some((key) => {
    const a = prev[key],
      b = next[key];
    return a !== b && !(a && b && a.x !== undefined && same(a, b));
  });
}

/**
 * What panel `i` of `race` shows at its clock, as sceneLayers' `shown`:
 * its start and goal, the unit, the node it takes next, its path once
 * found, `marks` (detourMarks() of the race's verdict, for this panel),
 * `labels` and `jumps` when given (overlay-model.js's cellLabels() and
 * jumpLines()), and the cells of `highlight` ringed.
 */
export function panelShown(race, i, { marks = {}, labels = null, jumps = null, highlight = null } = {}) {
  const search = race.search(i);
  const result = race.result(i);
  const shown = {
    start: race.start,
    goal: race.goal,
    unit: race.size,
    current: search.done ? null : search.current,
    path: result?.found ? result.path : null,
    ...marks,
  };
  if (labels) shown.labels = labels;
  if (jumps) shown.jumps = jumps;
  if (highlight?.length) shown.highlight = highlight;
  return shown;
}
