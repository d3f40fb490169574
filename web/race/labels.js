// f, g and h inside each cell the search has seen, and an arrow to its
// parent, as the classic tutorials draw them: f top-left, g bottom-left,
// h bottom-right, the arrow from 10% to 60% of the way to the parent.
// A cell keeps its text nodes while the map stays: a frame only changes text.
import { formatLabel } from './format.js';
import { svgElement } from './svg.js';

/** The smallest cell, in CSS pixels, that gets f/g/h labels and parent arrows. */
export const labelCellSize = 28;

function arrowPath(info) {
  const cx = info.x + 0.5,
    cy = info.y + 0.5;
  const dx = info.parent.x - info.x,
    dy = info.parent.y - info.y;
  const sx = cx + dx * 0.1,
    sy = cy + dy * 0.1,
    ex = cx + dx * 0.6,
    ey = cy + dy * 0.6;
  const len = Math.hypot(dx, dy),
    ux = dx / len,
    uy = dy / len,
    head = 0.16;
  const hx = ex - ux * head,
    hy = ey - uy * head;
  return `M${sx} ${sy}L${ex} ${ey}M${hx - uy * head * 0.7} ${hy + ux * head * 0.7}L${ex} ${ey}L${hx + uy * head * 0.7} ${hy - ux * head * 0.7}`;
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

  /** Shows these labels ([{x, y, f, g, h, parent}], cell ids over `width`) and hides the rest; null hides all. */
  draw(labels, width) {
    const seen = new Set();
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
      const topSize = Math.min(0.24, 0.86 / (0.6 * Math.max(1, f.length)));
      const bottomSize = Math.min(0.24, 0.42 / (0.6 * Math.max(1, g.length, h.length)));
      slot.f.setAttribute('font-size', topSize.toFixed(3));
      slot.gv.setAttribute('font-size', bottomSize.toFixed(3));
      slot.h.setAttribute('font-size', bottomSize.toFixed(3));
      slot.g.removeAttribute('display');
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

  #slot(i, { x, y }) {
    let slot = this.#slots.get(i);
    if (slot) return slot;
    const g = svgElement('g', { 'data-cell': `${x},${y}` }, this.#labels);
    slot = {
      g,
      f: svgElement(
        'text',
        { 'data-kind': 'f', x: x + 0.07, y: y + 0.07, 'dominant-baseline': 'hanging' },
        g,
      ),
      gv: svgElement('text', { 'data-kind': 'g', x: x + 0.07, y: y + 0.93 }, g),
      h: svgElement('text', { 'data-kind': 'h', x: x + 0.93, y: y + 0.93, 'text-anchor': 'end' }, g),
      arrow: svgElement('path', { 'vector-effect': 'non-scaling-stroke' }, this.#arrows),
    };
    this.#slots.set(i, slot);
    return slot;
  }
}
