// Where a cell's f, g and h go, in cell units (0 to 1 across the cell,
// y down): pure geometry, no DOM. labels.js draws what this places on the
// page, figure.js in a figure: layoutLabels() is the one place both ask.
//
// A cell's parent arrow leaves it through one half, so its numbers sit in
// a band of the other half (`bands`), inset from the edges where its
// children's arrowheads end: f alone, or f above g (left) and h (right).
// A line drawn through cells' centres (the path, and on the worse panel
// the better path and the detour) runs from a cell's centre towards the
// cells before and after it: where it crosses both halves (straight down,
// or diagonally through), the numbers move into the quarters of the cell
// it leaves free. Each place such a cell could take is checked against the
// strokes near it — its arrow, its children's arrowheads and the lines —
// with text boxes measured generously, and the first that keeps clear of
// all of them is taken.
import { english } from './messages.js';

// Arrow geometry, in cells from the cell's centre: where it starts and
// ends, as fractions of the way to the parent, and its head's size (Red
// Blob Games draws 10% to 60%; ending at 55% keeps the head's tip 0.05 of
// a cell into the parent, clear of its numbers).
const arrowFrom = 0.1,
  arrowTo = 0.55,
  head = 0.16;
// How far a band keeps from the cell's top and bottom (where children's
// arrowheads end), and its text from the left and right sides (where the
// cell's own arrowhead spreads, 0.11 either side, when the parent is beside it).
const inset = 0.08,
  side = 0.15;
// A quarter's text keeps this far from the cell's left and right edges.
const edge = 0.01;

/** The smallest cell, in CSS pixels, that gets f/g/h labels and parent arrows. */
export const labelCellSize = 28;
/** The smallest cell, in CSS pixels, that shows g and h beside f. */
const twoRowCellSize = 56;
/** Numbers smaller than this, in CSS pixels, are not drawn (the cell keeps its arrow). */
const minLabelPx = 7;
/** The arrows' stroke, in CSS pixels. */
export const arrowWidth = 1.6;

/**
 * The arrow from a cell towards its parent, `(dx, dy)` away, as three
 * strokes [x1, y1, x2, y2] in the cell's units: the shaft and the head's
 * two sides, each ending at the tip.
 */
export function arrowStrokes(dx, dy) {
  const len = Math.hypot(dx, dy),
    ux = dx / len,
    uy = dy / len;
  const sx = 0.5 + dx * arrowFrom,
    sy = 0.5 + dy * arrowFrom,
    ex = 0.5 + dx * arrowTo,
    ey = 0.5 + dy * arrowTo;
  const hx = ex - ux * head,
    hy = ey - uy * head,
    w = head * 0.7;
  return [
    [sx, sy, ex, ey],
    [hx - uy * w, hy + ux * w, ex, ey],
    [hx + uy * w, hy - ux * w, ex, ey],
  ];
}

/** A text's width in ems: digits as wide as the widest fonts draw them, a sign or separator narrower. */
export function textWidth(text) {
  let w = 0;
  for (const c of text) w += c >= '0' && c <= '9' ? 0.64 : 0.36;
  return w;
}
// A text's box reaches this far above and below its middle, in ems.
const halfHeight = 0.6;

/**
 * The two bands of a cell for its numbers, the one its arrow leaves free
 * first: the lower part when the parent is above (straight or diagonally;
 * the arrow starts 0.1 of the way up, so the band reaches just below the
 * centre), the upper part otherwise (an arrow across or down, or none).
 * Under the start's or the goal's marker (`marker`: its radius in cells)
 * a band stops at its edge; beside a line through the centre (`lineHalf`:
 * half its width), at its side.
 */
function bands(dy, marker, lineHalf) {
  const upper = { top: inset, bottom: Math.min(dy > 0 ? 0.52 : 0.46, 0.5 - marker, 0.5 - lineHalf) };
  const lower = {
    top: Math.max(dy < 0 ? 0.48 : 0.54, 0.5 + marker, 0.5 + lineHalf),
    bottom: 1 - inset,
  };
  return dy < 0 ? [lower, upper] : [upper, lower];
}

/**
 * The numbers in a band: f centred, as large as the band and the cell's
 * width allow; on two rows, g and h under it, left and right.
 */
function inBand({ top, bottom }, texts, twoRows) {
  const height = bottom - top,
    wide = 1 - 2 * side;
  if (!twoRows) {
    const size = Math.min(height * 0.75, wide / Math.max(0.64, textWidth(texts.f)));
    return { f: { x: 0.5, y: top + height / 2, size, anchor: 'middle' } };
  }
  const size = Math.min(height * 0.44, wide / Math.max(0.64, textWidth(texts.f)));
  const small = Math.min(
    height * 0.36,
    (wide / 2 - 0.04) / Math.max(0.64, textWidth(texts.g), textWidth(texts.h)),
  );
  const y = top + height * 0.76;
  return {
    f: { x: 0.5, y: top + height * 0.28, size, anchor: 'middle' },
    g: { x: side, y, size: small, anchor: 'start' },
    h: { x: 1 - side, y, size: small, anchor: 'end' },
  };
}

// The quarters of a cell beside lines through its centre (`gap`:
// how far they keep from its middle lines): top-left, top-right,
// bottom-left, bottom-right, each { x: [from, to], y: [from, to] }.
function quarters(gap) {
  const left = [edge, 0.5 - gap],
    right = [0.5 + gap, 1 - edge],
    up = [inset, 0.5 - gap],
    down = [0.5 + gap, 1 - inset];
  return {
    tl: { x: left, y: up },
    tr: { x: right, y: up },
    bl: { x: left, y: down },
    br: { x: right, y: down },
  };
}

// Which quarters hold which numbers when no band is free, best first: f
// above, g on the left, h on the right where the free quarters allow; a
// quarter holding two numbers stacks them ('f/h': f above h).
const quarterPlans = [
  { tl: 'f', bl: 'g', br: 'h' },
  { tr: 'f', bl: 'g', br: 'h' },
  { tl: 'f', bl: 'g', tr: 'h' },
  { tr: 'f/h', bl: 'g' },
  { tl: 'f/g', br: 'h' },
  { tl: 'f', bl: 'g/h' },
  { tr: 'f', br: 'g/h' },
];
const quarterOrder = ['tl', 'tr', 'bl', 'br'];

/** Numbers in quarters (`plan`), each centred in its quarter or its half of one, no larger than `caps`. */
function inQuarters(plan, rects, texts, caps) {
  const placed = {};
  for (const [q, names] of Object.entries(plan)) {
    const { x, y } = rects[q];
    const stack = names.split('/');
    const rows = stack.length;
    stack.forEach((name, k) => {
      const y0 = y[0] + ((y[1] - y[0]) * k) / rows,
        y1 = y[0] + ((y[1] - y[0]) * (k + 1)) / rows;
      const size = Math.min(
        caps[name],
        (y1 - y0) / (2 * halfHeight),
        (x[1] - x[0]) / Math.max(0.64, textWidth(texts[name])),
      );
      placed[name] = { x: (x[0] + x[1]) / 2, y: (y0 + y1) / 2, size, anchor: 'middle' };
    });
  }
  return placed;
}

/** A placed text's box (estimated generously from its size and characters). */
function box(p, text) {
  const w = p.size * Math.max(0.64, textWidth(text)),
    x0 = p.anchor === 'middle' ? p.x - w / 2 : p.anchor === 'end' ? p.x - w : p.x;
  return { x0, x1: x0 + w, y0: p.y - p.size * halfHeight, y1: p.y + p.size * halfHeight };
}

/** Whether stroke [x1, y1, x2, y2] comes within `half` of box `b` (Liang–Barsky against the box grown by `half`). */
function touches([x1, y1, x2, y2], half, b) {
  let t0 = 0,
    t1 = 1;
  const dx = x2 - x1,
    dy = y2 - y1;
  for (const [p, q] of [
    [-dx, x1 - (b.x0 - half)],
    [dx, b.x1 + half - x1],
    [-dy, y1 - (b.y0 - half)],
    [dy, b.y1 + half - y1],
  ]) {
    if (p === 0) {
      if (q < 0) return false;
    } else if (p < 0) t0 = Math.max(t0, q / p);
    else t1 = Math.min(t1, q / p);
    if (t0 > t1) return false;
  }
  return true;
}

/** Whether every number placed is inside the cell and clear of every stroke ({ line, half }). */
function clear(placed, texts, strokes) {
  for (const [name, p] of Object.entries(placed)) {
    if (texts[name] === '') continue;
    const b = box(p, texts[name]);
    if (b.x0 < 0 || b.x1 > 1 || b.y0 < 0 || b.y1 > 1) return false;
    if (strokes.some((s) => touches(s.line, s.half, b))) return false;
  }
  return true;
}

/**
 * Where a cell's numbers go: { f: { x, y, size, anchor }, g, h } in the
 * cell's units (g and h only on two rows; `size` is the font size).
 * `texts`: { f, g, h } as shown; `parent`: the direction of its parent
 * ({ dx, dy }, signs) or null; `marker`: the radius of a start or goal
 * marker on it (0 if none); `twoRows`: g and h shown too. Where lines run
 * through the cell, `lines`: each stroke from its centre towards the next
 * cell ({ line: [0.5, 0.5, x, y], half: half its width and half a pixel's
 * margin }), and `strokes`: its arrow's and its children's arrowheads'
 * ({ line, half }). Null when no place keeps clear.
 */
export function placeLabels({ texts, parent, marker = 0, twoRows, lines = [], strokes = [] }) {
  const dy = parent?.dy ?? 0;
  const lineHalf = Math.max(0, ...lines.map((l) => l.half));
  const fitted = (band) => inBand(band, texts, twoRows && band.bottom - band.top >= 0.3);
  const [preferred, other] = bands(dy, marker, lineHalf);
  // No line through the cell: the band its arrow leaves free holds its numbers.
  if (!lines.length) return fitted(preferred);
  const candidates = [fitted(preferred), fitted(other)];
  // In quarters, numbers no larger than the band's would be, so these cells read like the rest.
  const usual = inBand(bands(dy, 0, lineHalf)[0], texts, twoRows);
  const caps = { f: usual.f.size, g: usual.g?.size ?? 0, h: usual.h?.size ?? 0 };
  const rects = quarters(lineHalf + 0.01);
  for (const plan of twoRows ? quarterPlans : quarterOrder.map((q) => ({ [q]: 'f' })))
    candidates.push(inQuarters(plan, rects, texts, caps));
  const near = [...lines, ...strokes];
  return candidates.find((c) => clear(c, texts, near)) ?? null;
}

/** A cell's arrow to its parent as SVG path data, in map cell units. */
function arrowPath(info) {
  const [[sx, sy, ex, ey], [ax, ay], [bx, by]] = arrowStrokes(info.parent.x - info.x, info.parent.y - info.y);
  const at = (x, y) => `${info.x + x} ${info.y + y}`;
  return `M${at(sx, sy)}L${at(ex, ey)}M${at(ax, ay)}L${at(ex, ey)}L${at(bx, by)}`;
}

/**
 * Per cell id that a line through cells' centres passes ([{ cells: [{x,
 * y}], width }], width in CSS px): the strokes from its centre towards the
 * cells before and after it on each line, in its units, with half their
 * width and half a pixel (antialiasing).
 */
function linesThrough(lines, width, cellSize) {
  const out = new Map();
  for (const { cells, width: px } of lines) {
    const half = (px / 2 + 0.5) / cellSize;
    (cells ?? []).forEach((p, k) => {
      const id = p.y * width + p.x;
      if (!out.has(id)) out.set(id, []);
      for (const q of [cells[k - 1], cells[k + 1]])
        if (q) out.get(id).push({ line: [0.5, 0.5, 0.5 + q.x - p.x, 0.5 + q.y - p.y], half });
    });
  }
  return out;
}

// The arrows' strokes that can reach into a cell, in its units: its own
// and its neighbours' (a child's head ends in it; a diagonal arrow
// passing by cuts its corner). Arrows to a parent further away (jump
// point search's) are not counted.
function arrowsNear(info, byCell, width, cellSize) {
  const half = (arrowWidth / 2 + 0.5) / cellSize;
  const strokes = [];
  for (let cy = -1; cy <= 1; ++cy)
    for (let cx = -1; cx <= 1; ++cx) {
      if (info.x + cx < 0 || info.x + cx >= width) continue;
      const near = byCell.get((info.y + cy) * width + info.x + cx);
      if (!near?.parent) continue;
      const dx = near.parent.x - near.x,
        dy = near.parent.y - near.y;
      if (Math.abs(dx) > 1 || Math.abs(dy) > 1) continue;
      for (const [x1, y1, x2, y2] of arrowStrokes(dx, dy))
        strokes.push({ line: [x1 + cx, y1 + cy, x2 + cx, y2 + cy], half });
    }
  return strokes;
}

/**
 * Every label of a panel laid out: for each of `labels` ([{x, y, f, g, h,
 * parent}], cell ids over `width`) on cells of `cellSize` CSS px, { id,
 * info, texts: { f, g, h } as shown, placed (placeLabels(), or null where
 * there is no room to read: the tooltip has the numbers), arrow (SVG path
 * data in map cells, '' for the start) }. `markers`: the cells under the
 * start and goal markers, of radius `markerRadius` cells, whose numbers
 * keep out from under them; `lines` ([{ cells: [{x, y}], width }], width in
 * CSS px): the lines drawn through cells' centres (the path), whose cells'
 * numbers keep out of their way. The numbers are written as `m` (messages.js) writes them.
 */
export function layoutLabels(
  labels,
  width,
  cellSize,
  { markers = [], markerRadius = 0, lines = [] } = {},
  m = english,
) {
  const marked = new Set(markers.filter(Boolean).map((p) => p.y * width + p.x));
  const through = linesThrough(lines, width, cellSize);
  const byCell = through.size ? new Map(labels.map((l) => [l.y * width + l.x, l])) : null;
  const twoRows = cellSize >= twoRowCellSize;
  return labels.map((info) => {
    const id = info.y * width + info.x;
    const texts = { f: m.label(info.f), g: m.label(info.g), h: m.label(info.h) };
    const parent = info.parent
      ? { dx: Math.sign(info.parent.x - info.x), dy: Math.sign(info.parent.y - info.y) }
      : null;
    const crossing = through.get(id);
    const placed = placeLabels({
      texts,
      parent,
      marker: marked.has(id) ? markerRadius : 0,
      twoRows,
      ...(crossing && { lines: crossing, strokes: arrowsNear(info, byCell, width, cellSize) }),
    });
    const readable = placed && placed.f.size * cellSize >= minLabelPx;
    return { id, info, texts, placed: readable ? placed : null, arrow: info.parent ? arrowPath(info) : '' };
  });
}
