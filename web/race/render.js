// One panel of the race, drawn: the cells through an ImageData (one pixel per
// cell, scaled by CSS without smoothing), and an SVG overlay in cell units
// for what needs shapes or text (start, goal, current node, paths, the
// detour, f/g/h labels and parent arrows), plus the tooltip. Knows nothing
// of the engine or the page: it is given bytes, points and numbers.
// Cosmetic styles live in render.css; the layout-critical ones are set here,
// so the renderer also works inside a shadow root.

const SVG = 'http://www.w3.org/2000/svg';

/** Okabe–Ito colours (colour-blind safe) and the tints the cells use. */
export const palette = {
  floor: '#ffffff',
  wall: '#2b2b2b',
  terrain: '#9c7a4e',
  open: '#56b4e9', // sky blue
  closed: '#cbe7f8', // a pale sky blue
  path: '#e69f00', // orange
  start: '#009e73', // bluish green, a circle
  goal: '#d55e00', // vermillion, a diamond
  current: '#cc79a7', // reddish purple, a square ring
  detour: '#cc79a7',
  better: '#0072b2', // blue, dashed: the better path drawn over the worse panel
  leave: '#f0e442', // yellow triangle: where the worse path first leaves the better
};

/** The CellState byte of a cell no search has seen (web/lib's CellState.unseen). */
const UNSEEN = 0;

/** The smallest cell, in CSS pixels, that gets f/g/h labels and parent arrows. */
export const labelCellSize = 28;

function rgb(hex) {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function mix(a, b, t) {
  return [0, 1, 2].map((k) => Math.round(a[k] * (1 - t) + b[k] * t));
}

// state << 8 | terrain → a pixel (RGBA bytes in memory order, read as one
// little-endian Uint32).
const colourTable = (() => {
  const table = new Uint32Array(4 << 8);
  const little = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
  const pack = ([r, g, b]) =>
    (little ? (255 << 24) | (b << 16) | (g << 8) | r : (r << 24) | (g << 16) | (b << 8) | 255) >>> 0;
  const base = [rgb(palette.floor), rgb(palette.open), rgb(palette.closed), rgb(palette.path)];
  const wall = rgb(palette.wall),
    tint = rgb(palette.terrain);
  for (let state = 0; state < 4; ++state) {
    for (let t = 0; t < 256; ++t) {
      let c;
      if (t === 0) c = wall;
      else if (t === 1) c = base[state];
      else {
        const amount = Math.min(1, Math.log(t) / Math.log(16)); // 2 → 0.25, 4 → 0.5, 16+ → 1
        c = mix(base[state], tint, (state === UNSEEN ? 0.75 : 0.45) * amount);
      }
      table[(state << 8) | t] = pack(c);
    }
  }
  return table;
})();

/** The colour of a cell as CSS, for legends. */
export function cellColour(state, terrain = 1) {
  const v = colourTable[(state << 8) | terrain];
  const bytes = new Uint8Array(new Uint32Array([v]).buffer);
  return `rgb(${bytes[0]}, ${bytes[1]}, ${bytes[2]})`;
}

/** Numbers inside cells: whole, or one decimal. */
function labelText(v) {
  if (!Number.isFinite(v)) return '';
  return Number.isInteger(v) ? String(v) : v.toFixed(1);
}

function el(name, attributes = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attributes)) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

function points(cells) {
  let s = '';
  for (const p of cells) s += `${p.x + 0.5},${p.y + 0.5} `;
  return s;
}

const TILE = 64;

export class PanelRenderer {
  #host;
  #stage;
  #canvas;
  #ctx;
  #svg;
  #tooltip;
  #width = 0;
  #height = 0;
  #terrain = null;
  #states = null; // what is painted now (padded to whole words)
  #image = null;
  #pixels = null;
  #scale = 1;
  #overlay = {};
  #layers = {};
  #labelSlots = new Map();
  #current;

  /** Draws into `host` (an element the caller placed); `name` labels the canvas for screen readers. */
  constructor(host, { name = 'search' } = {}) {
    this.#host = host;
    const doc = host.ownerDocument;
    const stage = doc.createElement('div');
    stage.className = 'pr-stage';
    Object.assign(stage.style, {
      position: 'relative',
      lineHeight: '0',
      touchAction: 'none',
      userSelect: 'none',
    });
    const canvas = doc.createElement('canvas');
    canvas.className = 'pr-cells';
    canvas.setAttribute('aria-hidden', 'true');
    // Own compositing layers for the canvas and the overlay: a frame that
    // changes cells re-rasters neither the page nor the overlay around them.
    Object.assign(canvas.style, { display: 'block', imageRendering: 'pixelated', willChange: 'transform' });
    const svg = el('svg', {
      class: 'pr-overlay',
      preserveAspectRatio: 'none',
      role: 'img',
      'aria-label': `${name}: the map and the search`,
    });
    Object.assign(svg.style, {
      position: 'absolute',
      left: '0',
      top: '0',
      overflow: 'visible',
      pointerEvents: 'none',
      willChange: 'transform',
    });
    const tooltip = doc.createElement('div');
    tooltip.className = 'pr-tooltip';
    tooltip.setAttribute('role', 'tooltip');
    tooltip.hidden = true;
    Object.assign(tooltip.style, {
      position: 'absolute',
      pointerEvents: 'none',
      lineHeight: 'normal',
      whiteSpace: 'pre-line',
      zIndex: '2',
    });
    // The current node moves every frame: a small box of its own, moved by
    // a transform, so that animating it never repaints the overlay.
    const current = doc.createElement('div');
    current.className = 'pr-current';
    current.dataset.marker = 'current';
    current.hidden = true;
    Object.assign(current.style, {
      position: 'absolute',
      left: '0',
      top: '0',
      boxSizing: 'border-box',
      pointerEvents: 'none',
      willChange: 'transform',
      border: `2px solid ${palette.current}`,
      background: 'rgba(204, 121, 167, 0.35)',
    });
    stage.append(canvas, current, svg, tooltip);
    this.#current = current;
    host.appendChild(stage);
    this.#stage = stage;
    this.#canvas = canvas;
    this.#ctx = canvas.getContext('2d', { alpha: false });
    this.#svg = svg;
    this.#tooltip = tooltip;

    const L = this.#layers;
    L.grid = el(
      'path',
      {
        class: 'pr-gridlines',
        fill: 'none',
        stroke: '#000',
        'stroke-opacity': '0.13',
        'vector-effect': 'non-scaling-stroke',
      },
      svg,
    );
    L.arrows = el(
      'g',
      {
        class: 'pr-arrows',
        fill: 'none',
        stroke: '#333',
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      },
      svg,
    );
    L.labels = el('g', { class: 'pr-labels', fill: '#1a1a1a' }, svg);
    L.betterPath = el(
      'polyline',
      {
        class: 'pr-better',
        fill: 'none',
        stroke: palette.better,
        'stroke-dasharray': '6 4',
        'vector-effect': 'non-scaling-stroke',
        'stroke-linejoin': 'round',
      },
      svg,
    );
    L.pathCasing = el(
      'polyline',
      {
        fill: 'none',
        stroke: '#000',
        'stroke-opacity': '0.55',
        'vector-effect': 'non-scaling-stroke',
        'stroke-linejoin': 'round',
        'stroke-linecap': 'round',
      },
      svg,
    );
    L.path = el(
      'polyline',
      {
        class: 'pr-path',
        fill: 'none',
        stroke: palette.path,
        'vector-effect': 'non-scaling-stroke',
        'stroke-linejoin': 'round',
        'stroke-linecap': 'round',
      },
      svg,
    );
    L.detour = el(
      'g',
      {
        class: 'pr-detour',
        fill: 'none',
        stroke: palette.detour,
        'stroke-linejoin': 'round',
        'stroke-linecap': 'round',
      },
      svg,
    );
    L.leave = el(
      'path',
      {
        class: 'pr-leave',
        fill: palette.leave,
        stroke: '#000',
        'vector-effect': 'non-scaling-stroke',
        'stroke-linejoin': 'round',
        'data-marker': 'leave',
      },
      svg,
    );
    L.start = el(
      'circle',
      {
        class: 'pr-start',
        fill: palette.start,
        stroke: '#fff',
        'vector-effect': 'non-scaling-stroke',
        'data-marker': 'start',
      },
      svg,
    );
    L.goal = el(
      'path',
      {
        class: 'pr-goal',
        fill: palette.goal,
        stroke: '#fff',
        'vector-effect': 'non-scaling-stroke',
        'stroke-linejoin': 'round',
        'data-marker': 'goal',
      },
      svg,
    );
    L.hover = el(
      'rect',
      { class: 'pr-hover', fill: 'none', stroke: '#000', 'vector-effect': 'non-scaling-stroke' },
      svg,
    );
    L.cursor = el(
      'rect',
      {
        class: 'pr-cursor',
        fill: 'none',
        stroke: '#000',
        'stroke-dasharray': '4 3',
        'vector-effect': 'non-scaling-stroke',
        'data-marker': 'cursor',
      },
      svg,
    );
    L.cursorHalo = el('rect', { fill: 'none', stroke: '#fff', 'vector-effect': 'non-scaling-stroke' }, svg);
    svg.insertBefore(L.cursorHalo, L.cursor);
  }

  get host() {
    return this.#host;
  }
  /** The element that holds the canvas and overlay (pointer events land here). */
  get stage() {
    return this.#stage;
  }
  get width() {
    return this.#width;
  }
  get height() {
    return this.#height;
  }
  /** CSS pixels per cell. */
  get cellSize() {
    return this.#scale;
  }
  /** Whether cells are big enough for f/g/h labels. */
  get labelsFit() {
    return this.#scale >= labelCellSize;
  }

  /**
   * A new map: sizes the bitmap and paints every cell unseen (copying the
   * pixels of `like`, a renderer just given the same map, when there is one).
   */
  setMap(width, height, terrain, like = null) {
    this.#width = width;
    this.#height = height;
    this.#canvas.width = width;
    this.#canvas.height = height;
    this.#svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    this.#image = this.#ctx.createImageData(width, height);
    this.#pixels = new Uint32Array(this.#image.data.buffer);
    const n = width * height;
    this.#states = new Uint8Array((n + 3) & ~3);
    this.#terrain = new Uint8Array(terrain.subarray(0, n));
    // The parent arrows live in their own layer: they go with their labels.
    for (const slot of this.#labelSlots.values()) {
      slot.g.remove();
      slot.arrow.remove();
    }
    this.#labelSlots.clear();
    this.#overlay = {};
    if (like && like.#width === width && like.#height === height) {
      this.#pixels.set(like.#pixels);
      this.#ctx.putImageData(this.#image, 0, 0);
    } else this.#repaintAll();
    this.#updateOverlay({});
  }

  /** Terrain changed: all of it, or (with `cells`, ids y·width + x) only those. */
  setTerrain(terrain, cells = null) {
    if (cells === null) {
      this.#terrain.set(terrain.subarray(0, this.#terrain.length));
      this.#repaintAll();
      return;
    }
    for (const i of cells) {
      this.#terrain[i] = terrain[i];
      this.#pixels[i] = colourTable[(this.#states[i] << 8) | this.#terrain[i]];
      const x = i % this.#width,
        y = (i - x) / this.#width;
      this.#ctx.putImageData(this.#image, 0, 0, x, y, 1, 1);
    }
  }

  /**
   * Paints the search's cell states (web/lib cellStates() bytes, at least
   * width × height). Only the cells that changed since the last call are
   * written, and only the 64×64 tiles that hold them are put on the canvas.
   */
  paint(states) {
    const n = this.#width * this.#height,
      W = this.#width;
    const prev = this.#states,
      pixels = this.#pixels,
      terrain = this.#terrain;
    const tilesX = Math.ceil(W / TILE),
      tilesY = Math.ceil(this.#height / TILE);
    const dirty = new Uint8Array(tilesX * tilesY);
    let dirtyCount = 0;
    // Cells are compared four at a time; the row is tracked as the scan
    // goes, so a changed cell costs no division.
    const aligned = states.byteOffset % 4 === 0 && states.length >= prev.length;
    const words = aligned ? prev.length >> 2 : n;
    const a = aligned ? new Uint32Array(states.buffer, states.byteOffset, words) : states;
    const b = aligned ? new Uint32Array(prev.buffer, 0, words) : prev;
    const per = aligned ? 4 : 1;
    let y = 0,
      rowStart = 0,
      rowEnd = W;
    for (let w = 0; w < words; ++w) {
      if (a[w] === b[w]) continue;
      const first = w * per,
        end = Math.min(n, first + per);
      for (let i = first; i < end; ++i) {
        const s = states[i];
        if (s === prev[i]) continue;
        prev[i] = s;
        pixels[i] = colourTable[(s << 8) | terrain[i]];
        while (i >= rowEnd) {
          ++y;
          rowStart = rowEnd;
          rowEnd += W;
        }
        const t = (y >> 6) * tilesX + ((i - rowStart) >> 6);
        if (!dirty[t]) {
          dirty[t] = 1;
          ++dirtyCount;
        }
      }
    }
    if (dirtyCount === 0) return;
    if (dirtyCount * 2 > dirty.length) {
      this.#ctx.putImageData(this.#image, 0, 0);
      return;
    }
    for (let t = 0; t < dirty.length; ++t) {
      if (!dirty[t]) continue;
      const tx = (t % tilesX) * TILE,
        ty = Math.floor(t / tilesX) * TILE;
      this.#ctx.putImageData(this.#image, 0, 0, tx, ty, TILE, TILE);
    }
  }

  /**
   * Sizes the panel to fit maxWidth × maxHeight CSS pixels: whole pixels per
   * cell when cells are at least a pixel (at most `maxCell`), else a fraction.
   */
  fit(maxWidth, maxHeight, { maxCell = 100 } = {}) {
    if (!this.#width) return;
    let scale = Math.min(maxWidth / this.#width, maxHeight / this.#height);
    if (scale >= 1) scale = Math.max(1, Math.min(maxCell, Math.floor(scale)));
    scale = Math.max(scale, 0.05);
    this.#scale = scale;
    const w = `${Math.round(this.#width * scale)}px`,
      h = `${Math.round(this.#height * scale)}px`;
    for (const node of [this.#stage, this.#canvas, this.#svg])
      Object.assign(node.style, { width: w, height: h });
    // Upscaled cells stay sharp squares; a map larger than its panel is
    // shrunk with smoothing so that thin walls fade instead of vanishing.
    this.#canvas.style.imageRendering = 'pixelated';
    this.#updateOverlay({ ...this.#overlay, force: true });
  }

  /**
   * What the overlay shows (every field optional; a missing one is hidden):
   * start, goal, current, cursor, hover: {x, y}; path, betterPath: [{x, y}];
   * detour: [[{x, y}, …], …] stretches; leave: {x, y};
   * labels: [{x, y, g, h, f, parent}] (drawn only when cells are big enough).
   */
  setOverlay(overlay) {
    this.#updateOverlay(overlay);
  }

  /** The cell under a client-coordinate point, or null outside the map. */
  cellAt(clientX, clientY) {
    const r = this.#canvas.getBoundingClientRect();
    if (!r.width || !r.height) return null;
    const x = Math.floor(((clientX - r.left) / r.width) * this.#width);
    const y = Math.floor(((clientY - r.top) / r.height) * this.#height);
    if (x < 0 || y < 0 || x >= this.#width || y >= this.#height) return null;
    return { x, y };
  }

  /** A cell's centre in client coordinates. */
  cellCentre(p) {
    const r = this.#canvas.getBoundingClientRect();
    return {
      x: r.left + ((p.x + 0.5) / this.#width) * r.width,
      y: r.top + ((p.y + 0.5) / this.#height) * r.height,
    };
  }

  /** 'start' or 'goal' when a client point is on that marker (markers can be larger than a cell), else null. */
  markerAt(clientX, clientY, { slop = 6 } = {}) {
    for (const which of ['goal', 'start']) {
      const p = this.#overlay[which];
      if (!p) continue;
      const c = this.cellCentre(p);
      const radius = Math.max(this.#markerRadius() * this.#scale, this.#scale / 2) + slop;
      if (Math.hypot(clientX - c.x, clientY - c.y) <= radius) return which;
    }
    return null;
  }

  /** Shows the tooltip by cell p with these lines of text (never parsed as HTML). */
  showTooltip(p, lines) {
    const tip = this.#tooltip;
    tip.textContent = lines.join('\n');
    tip.hidden = false;
    tip.dataset.cell = `${p.x},${p.y}`;
    const s = this.#scale;
    const stageW = this.#width * s,
      stageH = this.#height * s;
    const tw = tip.offsetWidth,
      th = tip.offsetHeight;
    let left = (p.x + 1) * s + 8,
      top = (p.y + 1) * s + 8;
    if (left + tw > stageW) left = Math.max(0, p.x * s - tw - 8);
    if (top + th > stageH) top = Math.max(0, p.y * s - th - 8);
    tip.style.left = `${Math.round(left)}px`;
    tip.style.top = `${Math.round(top)}px`;
  }

  hideTooltip() {
    this.#tooltip.hidden = true;
    delete this.#tooltip.dataset.cell;
  }

  get tooltip() {
    return this.#tooltip;
  }

  #repaintAll() {
    const n = this.#width * this.#height,
      prev = this.#states,
      terrain = this.#terrain,
      pixels = this.#pixels;
    for (let i = 0; i < n; ++i) pixels[i] = colourTable[(prev[i] << 8) | terrain[i]];
    this.#ctx.putImageData(this.#image, 0, 0);
  }

  // Marker radius in cells: 7 to 12 CSS px, however small the cells; on
  // labelled cells, small enough to leave the corner numbers readable.
  #markerRadius() {
    const s = this.#scale;
    const px = s >= labelCellSize ? Math.min(s * 0.19, 14) : Math.max(7, Math.min(12, s * 0.42));
    return px / s;
  }

  #updateOverlay(next) {
    const prev = this.#overlay;
    const force = next.force === true;
    const o = { ...next };
    delete o.force;
    this.#overlay = o;
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
    const r = this.#markerRadius();
    const rim = Math.max(1.5, Math.min(3, s * 0.08));
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
        const cx = o.goal.x + 0.5,
          cy = o.goal.y + 0.5,
          q = r * 1.18;
        L.goal.setAttribute('d', `M${cx} ${cy - q}L${cx + q} ${cy}L${cx} ${cy + q}L${cx - q} ${cy}Z`);
        L.goal.setAttribute('stroke-width', rim);
        L.goal.removeAttribute('display');
        L.goal.dataset.cell = `${o.goal.x},${o.goal.y}`;
      } else L.goal.setAttribute('display', 'none');
    }

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

    // Path cells are painted orange; on big cells a thin dark line joins
    // their centres, on tiny ones a thick cased line keeps the path visible.
    const pathWidth = Math.max(2.5, Math.min(8, s * 0.22));
    if (force || prev.path !== o.path) {
      const pts = o.path?.length ? points(o.path) : '';
      const thin = s >= 4;
      L.path.setAttribute('points', pts);
      L.pathCasing.setAttribute('points', thin ? '' : pts);
      L.path.setAttribute('stroke', thin ? '#6b4300' : palette.path);
      L.path.setAttribute('stroke-width', thin ? Math.max(1.5, Math.min(4, s * 0.1)) : 3);
      L.pathCasing.setAttribute('stroke-width', 5);
    }
    if (force || prev.betterPath !== o.betterPath) {
      L.betterPath.setAttribute('points', o.betterPath?.length ? points(o.betterPath) : '');
      L.betterPath.setAttribute('stroke-width', Math.max(2, pathWidth * 0.6));
    }
    if (force || prev.detour !== o.detour) {
      L.detour.replaceChildren();
      for (const stretch of o.detour ?? []) {
        el(
          'polyline',
          {
            points: points(stretch),
            'stroke-width': pathWidth + 3,
            'vector-effect': 'non-scaling-stroke',
            'stroke-opacity': '0.9',
          },
          L.detour,
        );
      }
    }
    if (force || !same(prev.leave, o.leave)) {
      if (o.leave) {
        // A yellow triangle pointing down at the cell where the paths part.
        const cx = o.leave.x + 0.5,
          top = o.leave.y + 0.5,
          size = Math.max(0.9, 14 / s);
        L.leave.setAttribute(
          'd',
          `M${cx} ${top}L${cx - size * 0.6} ${top - size * 1.1}L${cx + size * 0.6} ${top - size * 1.1}Z`,
        );
        L.leave.setAttribute('stroke-width', 1.5);
        L.leave.removeAttribute('display');
        L.leave.dataset.cell = `${o.leave.x},${o.leave.y}`;
      } else L.leave.setAttribute('display', 'none');
    }

    if (force || prev.labels !== o.labels) this.#drawLabels(o.labels && this.labelsFit ? o.labels : null);
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

  // f top-left, g bottom-left, h bottom-right, and an arrow to the parent
  // from 10% to 60% of the way, as the classic tutorials draw them.
  #drawLabels(labels) {
    const L = this.#layers;
    const seen = new Set();
    L.arrows.setAttribute('stroke-width', '1.6');
    for (const info of labels ?? []) {
      const i = info.y * this.#width + info.x;
      seen.add(i);
      let slot = this.#labelSlots.get(i);
      if (!slot) {
        const g = el('g', { 'data-cell': `${info.x},${info.y}` }, L.labels);
        slot = {
          g,
          f: el(
            'text',
            { 'data-kind': 'f', x: info.x + 0.07, y: info.y + 0.07, 'dominant-baseline': 'hanging' },
            g,
          ),
          gv: el('text', { 'data-kind': 'g', x: info.x + 0.07, y: info.y + 0.93 }, g),
          h: el('text', { 'data-kind': 'h', x: info.x + 0.93, y: info.y + 0.93, 'text-anchor': 'end' }, g),
          arrow: el('path', { 'vector-effect': 'non-scaling-stroke' }, L.arrows),
        };
        this.#labelSlots.set(i, slot);
      }
      const f = labelText(info.f),
        g = labelText(info.g),
        h = labelText(info.h);
      if (slot.f.textContent !== f) slot.f.textContent = f;
      if (slot.gv.textContent !== g) slot.gv.textContent = g;
      if (slot.h.textContent !== h) slot.h.textContent = h;
      const topSize = Math.min(0.24, 0.86 / (0.6 * Math.max(1, f.length)));
      const bottomSize = Math.min(0.24, 0.42 / (0.6 * Math.max(1, g.length, h.length)));
      slot.f.setAttribute('font-size', topSize.toFixed(3));
      slot.gv.setAttribute('font-size', bottomSize.toFixed(3));
      slot.h.setAttribute('font-size', bottomSize.toFixed(3));
      slot.g.removeAttribute('display');
      let d = '';
      if (info.parent) {
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
        d = `M${sx} ${sy}L${ex} ${ey}M${hx - uy * head * 0.7} ${hy + ux * head * 0.7}L${ex} ${ey}L${hx + uy * head * 0.7} ${hy - ux * head * 0.7}`;
      }
      if (slot.arrow.getAttribute('d') !== d) slot.arrow.setAttribute('d', d);
      slot.arrow.removeAttribute('display');
    }
    for (const [i, slot] of this.#labelSlots) {
      if (seen.has(i)) continue;
      slot.g.setAttribute('display', 'none');
      slot.arrow.setAttribute('display', 'none');
    }
  }
}
