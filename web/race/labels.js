// f, g and h inside each cell the search has seen, and an arrow to its
// parent; where they go in the cell is label-layout.js's: out of every
// arrow's way and, on the path, out of the path line's. On cells under
// `twoRowCellSize` f alone, as large as it fits; from there up, f above g
// (left) and h (right). The tooltip and the keyboard cursor give all three
// at any size. A cell keeps its text nodes while the map stays: a frame
// only changes text.
import { svgElement } from './svg.js';

export class CellLabels {
  #arrows;
  #labels;
  #slots = new Map(); // cell id → its text nodes and arrow

  /** Draws into two overlay groups: `arrows` (below the paths) and `labels`; their look is the groups'. */
  constructor(arrows, labels) {
    this.#arrows = arrows;
    this.#labels = labels;
  }

  /** Forgets every cell (a new map). */
  clear() {
    for (const slot of this.#slots.values()) {
      slot.g.remove();
      slot.arrow.remove();
    }
    this.#slots.clear();
  }

  /** Shows these labels, laid out (label-layout.js layoutLabels()), and hides the rest. */
  draw(laid) {
    const seen = new Set();
    for (const { id, info, texts, placed, arrow } of laid) {
      seen.add(id);
      const slot = this.#slot(id, info);
      if (slot.f.textContent !== texts.f) slot.f.textContent = texts.f;
      if (slot.gv.textContent !== texts.g) slot.gv.textContent = texts.g;
      if (slot.h.textContent !== texts.h) slot.h.textContent = texts.h;
      if (!placed) slot.g.setAttribute('display', 'none');
      else {
        this.#show(slot, info, placed);
        slot.g.removeAttribute('display');
      }
      if (slot.arrow.getAttribute('d') !== arrow) slot.arrow.setAttribute('d', arrow);
      slot.arrow.removeAttribute('display');
    }
    for (const [i, slot] of this.#slots) {
      if (seen.has(i)) continue;
      slot.g.setAttribute('display', 'none');
      slot.arrow.setAttribute('display', 'none');
    }
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
