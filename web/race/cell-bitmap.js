// The cells of one panel as a bitmap: one pixel per cell in an ImageData,
// scaled by CSS without smoothing. A frame writes only the cells whose state
// changed, and puts back only the 64×64 tiles that hold them. Its colours
// are a palette's (palette.js); a new palette repaints every cell.
import { palettes, pixelTableOf } from './palette.js';

const TILE = 64;

export class CellBitmap {
  #canvas;
  #ctx;
  #width = 0;
  #height = 0;
  #terrain = null;
  #states = null; // what is painted now (padded to whole words)
  #image = null;
  #pixels = null;
  #table = pixelTableOf(palettes.light);
  #colours = palettes.light;

  constructor(doc) {
    const canvas = doc.createElement('canvas');
    canvas.className = 'pr-cells';
    canvas.setAttribute('aria-hidden', 'true');
    // An own compositing layer: a frame that changes cells re-rasters
    // neither the page nor the overlay around them.
    Object.assign(canvas.style, { display: 'block', imageRendering: 'pixelated', willChange: 'transform' });
    this.#canvas = canvas;
    this.#ctx = canvas.getContext('2d', { alpha: false });
  }

  get canvas() {
    return this.#canvas;
  }

  /** The palette the cells are painted in. */
  get colours() {
    return this.#colours;
  }

  /** Paints the cells in palette `colours` (name → '#rrggbb'; palette.js), all of them again if it changed. */
  setColours(colours) {
    if (colours === this.#colours) return;
    this.#colours = colours;
    this.#table = pixelTableOf(colours);
    if (this.#image) this.#repaintAll();
  }

  /**
   * A new map: sizes the bitmap and paints every cell unseen (copying the
   * pixels of `like`, a bitmap just given the same map, when there is one).
   */
  setMap(width, height, terrain, like = null) {
    this.#width = width;
    this.#height = height;
    this.#canvas.width = width;
    this.#canvas.height = height;
    this.#image = this.#ctx.createImageData(width, height);
    this.#pixels = new Uint32Array(this.#image.data.buffer);
    const n = width * height;
    this.#states = new Uint8Array((n + 3) & ~3);
    this.#terrain = new Uint8Array(terrain.subarray(0, n));
    if (like && like.#width === width && like.#height === height && like.#table === this.#table) {
      this.#pixels.set(like.#pixels);
      this.#ctx.putImageData(this.#image, 0, 0);
    } else this.#repaintAll();
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
      this.#pixels[i] = this.#table[(this.#states[i] << 8) | this.#terrain[i]];
      const x = i % this.#width,
        y = (i - x) / this.#width;
      this.#ctx.putImageData(this.#image, 0, 0, x, y, 1, 1);
    }
  }

  /** Paints cell states (web/lib cellStates() bytes, at least width × height). */
  paint(states) {
    const n = this.#width * this.#height,
      W = this.#width;
    const prev = this.#states,
      pixels = this.#pixels,
      terrain = this.#terrain,
      table = this.#table;
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
        pixels[i] = table[(s << 8) | terrain[i]];
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

  #repaintAll() {
    const n = this.#width * this.#height,
      prev = this.#states,
      terrain = this.#terrain,
      pixels = this.#pixels,
      table = this.#table;
    for (let i = 0; i < n; ++i) pixels[i] = table[(prev[i] << 8) | terrain[i]];
    this.#ctx.putImageData(this.#image, 0, 0);
  }
}
