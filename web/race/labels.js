// f, g and h inside each cell the search has seen, and an arrow to its
// parent, from 10% to 55% of the way to it (Red Blob Games draws 10% to
// 60%; ending at 55% keeps the head's tip 0.05 of a cell into the parent,
// clear of its numbers). The numbers keep out of every arrow's way: a
// cell's own arrow leaves it through one half (see `band`), so its numbers
// sit in a band of the other half, inset from the edges where its
// children's arrowheads end. On cells under `twoRowCellSize` the band holds f
// alone, as large as it fits; from there up, f above g (left) and h (right).
// The tooltip and the keyboard cursor give all three at any size.
// A cell keeps its text nodes while the map stays: a frame only changes text.
import { formatLabel } from './format.js';
import { svgElement } from './svg.js';

/** The smallest cell, in CSS pixels, that gets f/g/h labels and parent arrows. */
export const labelCellSize = 28;
/** The smallest cell, in CSS pixels, that shows g and h beside f. */
const twoRowCellSize = 56;
/** Numbers smaller than this, in CSS pixels, are not drawn (the cell keeps its arrow). */
const minLabelPx = 7;

// Arrow geometry, in cells from the cell's centre: where it starts and
// ends, as fractions of the way to the parent, and its head's size.
const arrowFrom = 0.1,
  arrowTo = 0.55,
  head = 0.16;
// How far a band keeps from the cell's top and bottom (where children's
// arrowheads end), and its text from the left and right sides (where the
// cell's own arrowhead spreads, 0.11 either side, when the parent is beside it).
const inset = 0.08,
  side = 0.15;

function arrowPath(info) {
  const cx = info.x + 0.5,
    cy = info.y + 0.5;
  const dx = info.parent.x - info.x,
    dy = info.parent.y - info.y;
  const sx = cx + dx * arrowFrom,
    sy = cy + dy * arrowFrom,
    ex = cx + dx * arrowTo,
    ey = cy + dy * arrowTo;
  const len = Math.hypot(dx, dy),
    ux = dx / len,
    uy = dy / len;
  const hx = ex - ux * head,
    hy = ey - uy * head;
  return `M${sx} ${sy}L${ex} ${ey}M${hx - uy * head * 0.7} ${hy + ux * head * 0.7}L${ex} ${ey}L${hx + uy * head * 0.7} ${hy - ux * head * 0.7}`;
}

/**
 * The rows of the cell (fractions of it, top and bottom) that its own
 * arrow does not cross: the lower part when the parent is above (straight
 * or diagonally; the arrow starts 0.1 of the way up, so the band reaches
 * just below the centre), the upper part otherwise (an arrow across or
 * down, or none). Under the start's or the goal's marker (`marker`: its
 * radius in cells, drawn at the centre) the band stops at its edge.
 */
function band(info, marker = 0) {
  const dy = info.parent ? Math.sign(info.parent.y - info.y) : 0;
  if (dy < 0) return { top: Math.max(0.48, 0.5 + marker), bottom: 1 - inset };
  return { top: inset, bottom: Math.min(dy > 0 ? 0.52 : 0.46, 0.5 - marker) };
}

export class CellLabels {
  #arrows;
  #labels;
  #slots = new Map(); // cell id → its text nodes and arrow

  /** Draws into two overlay groups: `arrows` (below the paths) and `labels`. */
  constructor(arrows, labels) {
    this.#arrows = arrows;
    this.#labels = labels;
    arrows.setAttribute('stroke-width', '1.6');
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
   * `markerRadius` cells, whose numbers keep out from under them.
   */
  draw(labels, width, cellSize, { markers = [], markerRadius = 0 } = {}) {
    const seen = new Set();
    const marked = new Set(markers.filter(Boolean).map((p) => p.y * width + p.x));
    for (const info of labels ?? []) {
      const i = info.y * width + info.x;
      seen.add(i);
      const slot = this.#slot(i, info);
      const f = formatLabel(info.f),
        g = formatLabel(info.g),
        h = formatLabel(info.h);
      if (slot.f.textContent !== f) slot.f.textContent = f;
      if (slot.gv.textContent !== g) slot.gv.textContent = g;
      if (slot.h.textContent !== h) slot.h.textContent = h;
      const cellBand = band(info, marked.has(i) ? markerRadius : 0);
      const twoRows = cellSize >= twoRowCellSize && cellBand.bottom - cellBand.top >= 0.3;
      const fSize = this.#place(slot, info, cellBand, f.length, Math.max(g.length, h.length), twoRows);
      // Beside a marker on a small cell there is no room to read: the tooltip has the numbers.
      if (fSize * cellSize < minLabelPx) slot.g.setAttribute('display', 'none');
      else slot.g.removeAttribute('display');
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

  // Puts the numbers in the cell's band: f centred, as large as the band
  // and the cell's width allow; on two rows, g and h under it, left and
  // right. Returns f's font size, in cells.
  #place(slot, info, { top, bottom }, fLength, ghLength, twoRows) {
    const key = `${top} ${bottom} ${twoRows} ${fLength} ${ghLength}`;
    if (slot.placed === key) return slot.fSize;
    slot.placed = key;
    const { x, y } = info,
      height = bottom - top,
      wide = 1 - 2 * side,
      em = 0.6; // a digit's width, in ems
    const set = (node, attrs) => {
      for (const [k, v] of Object.entries(attrs))
        node.setAttribute(k, typeof v === 'number' ? v.toFixed(3) : v);
    };
    if (!twoRows) {
      slot.fSize = Math.min(height * 0.75, wide / (em * Math.max(1, fLength)));
      set(slot.f, { x: x + 0.5, y: y + top + height / 2, 'font-size': slot.fSize });
      slot.gv.setAttribute('display', 'none');
      slot.h.setAttribute('display', 'none');
      return slot.fSize;
    }
    slot.fSize = Math.min(height * 0.44, wide / (em * Math.max(1, fLength)));
    set(slot.f, { x: x + 0.5, y: y + top + height * 0.28, 'font-size': slot.fSize });
    const small = Math.min(height * 0.36, (wide / 2 - 0.04) / (em * Math.max(1, ghLength)));
    set(slot.gv, { x: x + side, y: y + top + height * 0.76, 'font-size': small });
    set(slot.h, { x: x + 1 - side, y: y + top + height * 0.76, 'font-size': small });
    slot.gv.removeAttribute('display');
    slot.h.removeAttribute('display');
    return slot.fSize;
  }

  #slot(i, { x, y }) {
    let slot = this.#slots.get(i);
    if (slot) return slot;
    const g = svgElement('g', { 'data-cell': `${x},${y}` }, this.#labels);
    const central = { 'dominant-baseline': 'central' };
    slot = {
      g,
      f: svgElement('text', { 'data-kind': 'f', 'text-anchor': 'middle', ...central }, g),
      gv: svgElement('text', { 'data-kind': 'g', ...central }, g),
      h: svgElement('text', { 'data-kind': 'h', 'text-anchor': 'end', ...central }, g),
      arrow: svgElement('path', { 'vector-effect': 'non-scaling-stroke' }, this.#arrows),
      placed: '',
      fSize: 0,
    };
    this.#slots.set(i, slot);
    return slot;
  }
}
