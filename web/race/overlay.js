// What one panel draws over its cells: the start (a circle) and the goal (a
// diamond), for a unit larger than one cell its block at both and along its
// path, the current node, the paths, the detour, rings round the cells
// a tutorial points at, the hover and keyboard
// cursor boxes, grid lines on big cells, the f/g/h labels (labels.js), and
// for jump point search a line from each jump point to its parent.
// An SVG in cell units, scaled with the cells; the current node is a small
// box of its own, moved by a transform, so animating it never repaints the SVG.
// How each part looks is render.css's; what changes with the cell size is
// set here.
import { labelCellSize } from './label-layout.js';
import { CellLabels } from './labels.js';
import {
  goalDiamond,
  jumpWidth,
  leaveTriangle,
  lineWidths,
  markerRadius,
  markerRim,
  unitBlocks,
} from './marks.js';
import { palette } from './palette.js';
import { centres, svgElement } from './svg.js';

export class Overlay {
  #svg;
  #current;
  #layers = {};
  #labels;
  #shown = {};
  #width = 0;
  #height = 0;
  #scale = 1;

  /** `name` labels the panel for screen readers. */
  constructor(doc, name) {
    const svg = svgElement('svg', {
      class: 'pr-overlay',
      preserveAspectRatio: 'none',
      role: 'img',
      'aria-label': `${name}: the map and the search`,
    });
    const current = doc.createElement('div');
    current.className = 'pr-current';
    current.dataset.marker = 'current';
    current.hidden = true;
    // Layout-critical styles are set here (as panel-renderer.js does), the
    // look is render.css's; it draws in the palette's colours, given to it
    // as custom properties (--pr-start, …).
    const layout = {
      position: 'absolute',
      left: '0',
      top: '0',
      pointerEvents: 'none',
      willChange: 'transform',
    };
    Object.assign(svg.style, layout, { overflow: 'visible' });
    Object.assign(current.style, layout, { boxSizing: 'border-box' });
    for (const node of [svg, current])
      for (const [key, colour] of Object.entries(palette)) node.style.setProperty(`--pr-${key}`, colour);
    this.#svg = svg;
    this.#current = current;

    // Bottom to top; the hover and cursor boxes come last, the cursor on its halo.
    const L = this.#layers;
    const layer = (key, tag, className, attributes = {}) =>
      (L[key] = svgElement(tag, { class: className, ...attributes }, svg));
    layer('grid', 'path', 'pr-gridlines');
    layer('unitPath', 'path', 'pr-unit-path', { 'data-marker': 'unit-path' });
    layer('unitStart', 'path', 'pr-unit-start', { 'data-marker': 'unit-start' });
    layer('unitGoal', 'path', 'pr-unit-goal', { 'data-marker': 'unit-goal' });
    layer('arrows', 'g', 'pr-arrows');
    layer('labels', 'g', 'pr-labels');
    layer('jumps', 'path', 'pr-jumps');
    layer('betterPath', 'polyline', 'pr-better');
    layer('pathCasing', 'polyline', 'pr-path-casing');
    layer('path', 'polyline', 'pr-path');
    layer('detour', 'g', 'pr-detour');
    layer('leave', 'path', 'pr-leave', { 'data-marker': 'leave' });
    layer('start', 'circle', 'pr-start', { 'data-marker': 'start' });
    layer('goal', 'path', 'pr-goal', { 'data-marker': 'goal' });
    layer('highlight', 'g', 'pr-highlight');
    layer('hover', 'rect', 'pr-hover');
    layer('cursorHalo', 'rect', 'pr-cursor-halo');
    layer('cursor', 'rect', 'pr-cursor', { 'data-marker': 'cursor' });
    this.#labels = new CellLabels(L.arrows, L.labels);
  }

  /** The SVG, laid over the cells. */
  get svg() {
    return this.#svg;
  }
  /** The current node's box, between the cells and the SVG. */
  get current() {
    return this.#current;
  }
  /** What is shown now (the last update()). */
  get shown() {
    return this.#shown;
  }

  /** A new map: forgets everything drawn on the last one. */
  setMap(width, height) {
    this.#width = width;
    this.#height = height;
    this.#svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    this.#labels.clear();
    this.#shown = {};
    this.update({});
  }

  /** CSS pixels per cell: redraws everything at the new size. */
  setScale(scale) {
    this.#scale = scale;
    this.update(this.#shown, { force: true });
  }

  /**
   * Shows `next` (see PanelRenderer.setOverlay); only what changed since the
   * last call is touched, everything when `force` (a new size).
   */
  update(next, { force = false } = {}) {
    const prev = this.#shown;
    const o = { ...next };
    this.#shown = o;
    const L = this.#layers,
      s = this.#scale;
    const same = (a, b) => a === b || (a && b && a.x === b.x && a.y === b.y);

    if (force) {
      const W = this.#width,
        H = this.#height;
      if (W && s >= 6 && W * H <= 256 * 256) {
        let d = '';
        for (let x = 1; x < W; ++x) d += `M${x} 0V${H}`;
        for (let y = 1; y < H; ++y) d += `M0 ${y}H${W}`;
        L.grid.setAttribute('d', d);
      } else L.grid.setAttribute('d', '');
    }

    // Start: a circle; goal: a diamond; both with a white rim and a dark edge.
    const r = markerRadius(s);
    const rim = markerRim(s);
    if (force || !same(prev.start, o.start)) {
      if (o.start) {
        L.start.setAttribute('cx', o.start.x + 0.5);
        L.start.setAttribute('cy', o.start.y + 0.5);
        L.start.setAttribute('r', r);
        L.start.setAttribute('stroke-width', rim);
        L.start.removeAttribute('display');
        L.start.dataset.cell = `${o.start.x},${o.start.y}`;
      } else L.start.setAttribute('display', 'none');
    }
    if (force || !same(prev.goal, o.goal)) {
      if (o.goal) {
        L.goal.setAttribute('d', goalDiamond(o.goal, s));
        L.goal.setAttribute('stroke-width', rim);
        L.goal.removeAttribute('display');
        L.goal.dataset.cell = `${o.goal.x},${o.goal.y}`;
      } else L.goal.setAttribute('display', 'none');
    }

    // A unit of size k > 1: its k×k block at the start, at the goal and at each cell of its path.
    if (force || prev.unit !== o.unit || !same(prev.start, o.start) || !same(prev.goal, o.goal)) {
      L.unitStart.setAttribute('d', unitBlocks(o.start && [o.start], o.unit));
      L.unitGoal.setAttribute('d', unitBlocks(o.goal && [o.goal], o.unit));
      for (const node of [L.unitStart, L.unitGoal]) node.dataset.size = String(o.unit ?? 1);
    }
    if (force || prev.unit !== o.unit || prev.path !== o.path)
      L.unitPath.setAttribute('d', unitBlocks(o.path, o.unit));

    const box = (node, p, minPx, width) => {
      if (!p) {
        node.setAttribute('display', 'none');
        return;
      }
      const size = Math.max(1, minPx / s);
      node.setAttribute('x', p.x + 0.5 - size / 2);
      node.setAttribute('y', p.y + 0.5 - size / 2);
      node.setAttribute('width', size);
      node.setAttribute('height', size);
      node.setAttribute('stroke-width', width);
      node.removeAttribute('display');
      node.dataset.cell = `${p.x},${p.y}`;
    };
    if (force || !same(prev.current, o.current)) this.#moveCurrent(o.current);
    // On the start or the goal, the hover and cursor boxes go round the
    // marker (which can be larger than its cell) instead of squaring it off.
    const endpointsMoved = !same(prev.start, o.start) || !same(prev.goal, o.goal);
    const around = (p, minPx) =>
      p && (same(p, o.start) || same(p, o.goal)) ? Math.max(minPx, 2 * r * 1.18 * s + 6) : minPx;
    if (force || endpointsMoved || !same(prev.hover, o.hover)) box(L.hover, o.hover, around(o.hover, 8), 1.5);
    if (force || endpointsMoved || !same(prev.cursor, o.cursor)) {
      box(L.cursor, o.cursor, around(o.cursor, 10), 2);
      box(L.cursorHalo, o.cursor, around(o.cursor, 10), 4);
    }

    const widths = lineWidths(s);
    const { thin, line: lineWidth, better: betterWidth, detour: detourWidth } = widths;
    if (force || prev.path !== o.path) {
      const pts = o.path?.length ? centres(o.path) : '';
      L.path.setAttribute('points', pts);
      L.pathCasing.setAttribute('points', thin ? '' : pts);
      L.path.setAttribute('stroke', widths.pathStroke);
      L.path.setAttribute('stroke-width', lineWidth);
      L.pathCasing.setAttribute('stroke-width', widths.casing);
    }
    // Jump point search: [x, y, parentX, parentY] per jump point.
    if (force || prev.jumps !== o.jumps) {
      let d = '';
      for (const [x, y, px, py] of o.jumps ?? []) d += `M${x + 0.5} ${y + 0.5}L${px + 0.5} ${py + 0.5}`;
      L.jumps.setAttribute('d', d);
      L.jumps.setAttribute('stroke-width', jumpWidth(s));
      L.jumps.dataset.count = String(o.jumps?.length ?? 0);
    }
    if (force || prev.betterPath !== o.betterPath) {
      L.betterPath.setAttribute('points', o.betterPath?.length ? centres(o.betterPath) : '');
      L.betterPath.setAttribute('stroke-width', betterWidth);
    }
    if (force || prev.detour !== o.detour) {
      L.detour.replaceChildren();
      for (const stretch of o.detour ?? []) {
        svgElement('polyline', { points: centres(stretch), 'stroke-width': detourWidth }, L.detour);
      }
    }
    // A ring round each cell the prose points at (a white halo under a dark ring).
    if (force || prev.highlight !== o.highlight) {
      L.highlight.replaceChildren();
      const ring = Math.max(0.6, 5 / s + 0.5);
      for (const c of o.highlight ?? []) {
        const at = { cx: c.x + 0.5, cy: c.y + 0.5, r: ring, 'data-cell': `${c.x},${c.y}` };
        svgElement('circle', { ...at, class: 'pr-highlight-halo' }, L.highlight);
        svgElement('circle', at, L.highlight);
      }
      L.highlight.dataset.count = String(o.highlight?.length ?? 0);
    }
    if (force || !same(prev.leave, o.leave)) {
      if (o.leave) {
        L.leave.setAttribute('d', leaveTriangle(o.leave, s));
        L.leave.setAttribute('stroke-width', 1.5);
        L.leave.removeAttribute('display');
        L.leave.dataset.cell = `${o.leave.x},${o.leave.y}`;
      } else L.leave.setAttribute('display', 'none');
    }

    // The numbers keep out of the way of the lines through cells' centres: the path, the better one, the detour.
    const lines = [
      { cells: o.path, width: lineWidth },
      { cells: o.betterPath, width: betterWidth },
      ...(o.detour ?? []).map((cells) => ({ cells, width: detourWidth })),
    ];
    if (
      force ||
      prev.labels !== o.labels ||
      prev.path !== o.path ||
      prev.betterPath !== o.betterPath ||
      prev.detour !== o.detour
    )
      this.#labels.draw(o.labels && s >= labelCellSize ? o.labels : null, this.#width, s, {
        markers: [o.start, o.goal],
        markerRadius: markerRadius(s),
        lines,
      });
  }

  #moveCurrent(p) {
    const box = this.#current;
    if (!p) {
      box.hidden = true;
      delete box.dataset.cell;
      return;
    }
    const s = this.#scale,
      size = Math.max(s, 9);
    const border = Math.max(2, Math.min(4, s * 0.1));
    if (box.dataset.size !== `${size}`) {
      box.dataset.size = `${size}`;
      box.style.width = box.style.height = `${size}px`;
      box.style.borderWidth = `${border}px`;
    }
    box.style.transform = `translate(${(p.x + 0.5) * s - size / 2}px, ${(p.y + 0.5) * s - size / 2}px)`;
    box.dataset.cell = `${p.x},${p.y}`;
    box.hidden = false;
  }
}
