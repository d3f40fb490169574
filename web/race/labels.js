// f, g and h inside each cell the search has seen, and an arrow to its
// parent; where they go in the cell is label-layout.js's: out of every
// arrow's way and, on the path, out of the path line's. On cells under
// `twoRowCellSize` f alone, as large as it fits; from there up, f above g
// (left) and h (right). The tooltip and the keyboard cursor give all three
// at any size. A cell keeps its text nodes while the map stays: a frame
// only changes text.
import { formatLabel } from './format.js';
import { arrowStrokes, placeLabels } from './label-layout.js';
import { svgElement } from './svg.js';

/** The smallest cell, in CSS pixels, that gets f/g/h labels and parent arrows. */
export const labelCellSize = 28;
/** The smallest cell, in CSS pixels, that shows g and h beside f. */
const twoRowCellSize = 56;
/** Numbers smaller than this, in CSS pixels, are not drawn (the cell keeps its arrow). */
const minLabelPx = 7;
/** The arrows' stroke, in CSS pixels. */
const arrowWidth = 1.6;

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

export class CellLabels {
  #arrows;
  #labels;
  #slots = new Map(); // cell id → its text nodes and arrow

  /** Draws into two overlay groups: `arrows` (below the paths) and `labels`. */
  constructor(arrows, labels) {
    this.#arrows = arrows;
    this.#labels = labels;
    arrows.setAttribute('stroke-width', String(arrowWidth));
  }

  /** Forgets every cell (a new map). */
  clear() {
    for (const slot of this.#slots.values()) {
      slot.g.remove();
      slot.arrow.remove();
    }
    this.#slots.clear();
  }

  /**
   * Shows these labels ([{x, y, f, g, h, parent}], cell ids over `width`)
   * on cells of `cellSize` CSS px, and hides the rest; null hides all.
   * `markers`: the cells under the start and goal markers, of radius
   * `markerRadius` cells, whose numbers keep out from under them; `lines`
   * ([{ cells: [{x, y}], width }], width in CSS px): the lines drawn
   * through cells' centres (the path), whose cells' numbers keep out of
   * their way.
   */
  draw(labels, width, cellSize, { markers = [], markerRadius = 0, lines = [] } = {}) {
    const seen = new Set();
    const marked = new Set(markers.filter(Boolean).map((p) => p.y * width + p.x));
    const through = linesThrough(lines, width, cellSize);
    const byCell = through.size ? new Map((labels ?? []).map((l) => [l.y * width + l.x, l])) : null;
    const twoRows = cellSize >= twoRowCellSize;
    for (const info of labels ?? []) {
      const i = info.y * width + info.x;
      seen.add(i);
      const slot = this.#slot(i, info);
      const texts = { f: formatLabel(info.f), g: formatLabel(info.g), h: formatLabel(info.h) };
      if (slot.f.textContent !== texts.f) slot.f.textContent = texts.f;
      if (slot.gv.textContent !== texts.g) slot.gv.textContent = texts.g;
      if (slot.h.textContent !== texts.h) slot.h.textContent = texts.h;
      const parent = info.parent
        ? { dx: Math.sign(info.parent.x - info.x), dy: Math.sign(info.parent.y - info.y) }
        : null;
      const crossing = through.get(i);
      const placed = placeLabels({
        texts,
        parent,
        marker: marked.has(i) ? markerRadius : 0,
        twoRows,
        ...(crossing && { lines: crossing, strokes: this.#arrowsNear(info, byCell, width, cellSize) }),
      });
      // Beside a marker on a small cell, or where lines leave no room, there is no room to
      // read: the tooltip has the numbers.
      if (!placed || placed.f.size * cellSize < minLabelPx) slot.g.setAttribute('display', 'none');
      else {
        this.#show(slot, info, placed);
        slot.g.removeAttribute('display');
      }
      const d = info.parent ? arrowPath(info) : '';
      if (slot.arrow.getAttribute('d') !== d) slot.arrow.setAttribute('d', d);
      slot.arrow.removeAttribute('display');
    }
    for (const [i, slot] of this.#slots) {
      if (seen.has(i)) continue;
      slot.g.setAttribute('display', 'none');
      slot.arrow.setAttribute('display', 'none');
    }
  }

  // The arrows' strokes that can reach into a cell, in its units: its own
  // and its neighbours' (a child's head ends in it; a diagonal arrow
  // passing by cuts its corner). Arrows to a parent further away (jump
  // point search's) are not counted.
  #arrowsNear(info, byCell, width, cellSize) {
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

  // Sets each number where placeLabels() put it (cell units, offset to the cell), touching only what moved.
  #show(slot, { x, y }, placed) {
    const key = ['f', 'g', 'h'].map((n) => placed[n] && Object.values(placed[n]).join(' ')).join('|');
    if (slot.placed === key) return;
    slot.placed = key;
    for (const [name, node] of [
      ['f', slot.f],
      ['g', slot.gv],
      ['h', slot.h],
    ]) {
      const p = placed[name];
      if (!p) {
        node.setAttribute('display', 'none');
        continue;
      }
      node.setAttribute('x', (x + p.x).toFixed(3));
      node.setAttribute('y', (y + p.y).toFixed(3));
      node.setAttribute('font-size', p.size.toFixed(3));
      node.setAttribute('text-anchor', p.anchor);
      node.removeAttribute('display');
    }
  }

  #slot(i, { x, y }) {
    let slot = this.#slots.get(i);
    if (slot) return slot;
    const g = svgElement('g', { 'data-cell': `${x},${y}` }, this.#labels);
    const central = { 'dominant-baseline': 'central' };
    slot = {
      g,
      f: svgElement('text', { 'data-kind': 'f', ...central }, g),
      gv: svgElement('text', { 'data-kind': 'g', ...central }, g),
      h: svgElement('text', { 'data-kind': 'h', ...central }, g),
      arrow: svgElement('path', { 'vector-effect': 'non-scaling-stroke' }, this.#arrows),
      placed: '',
    };
    this.#slots.set(i, slot);
    return slot;
  }
}
