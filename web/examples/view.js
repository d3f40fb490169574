// Draws the game on one canvas: the map (one pixel a cell, scaled up),
// streets tinted by the infantry's distance to the nearest flag, ground no
// flag can be reached from in grey, rubble as a brown checker, the flags
// as numbered pennants on top (the one a click moves next ringed), the
// infantry as dots, each tank as the 2 × 2 block it stands on (its
// position the block's top-left cell), and the heroes as discs with the
// rest of their routes.
import { infantry, kinds } from './kinds.js';
import { rubble } from './world.js';

const wallColour = [29, 35, 48];
const cutOffColour = [150, 144, 140];
const rubbleColours = [
  [158, 118, 78],
  [128, 92, 58],
];
const near = [247, 236, 206]; // open cells near a flag …
const far = [196, 214, 222]; // … fade to this far away
const band = 40; // cells of distance per fade
const flagColour = '#b3001b';
const infantryColour = '#2450b8';
const tankColour = '#4d6b1f';

export class View {
  /** `scale`: CSS pixels per cell; the canvas has up to twice as many device pixels, for sharp units on phones. */
  constructor(canvas, world, scale) {
    this.canvas = canvas;
    this.world = world;
    this.px = Math.min(2, Math.ceil(devicePixelRatio || 1)); // canvas pixels per CSS pixel
    this.scale = scale * this.px; // canvas pixels per cell
    canvas.width = world.width * this.scale;
    canvas.height = world.height * this.scale;
    canvas.style.width = `${world.width * scale}px`;
    this.ctx = canvas.getContext('2d');
    this.map = new OffscreenCanvas(world.width, world.height);
    this.mapCtx = this.map.getContext('2d');
    this.pixels = this.mapCtx.createImageData(world.width, world.height);
    this.dirty = true; // the map picture needs repainting
  }

  #paintMap(field) {
    const { open, terrain, width } = this.world;
    const data = this.pixels.data;
    for (let i = 0; i < open.length; ++i) {
      const d = open[i] && field !== null ? field.distance[i] : 0;
      const t = (d % band) / band;
      const k = t < 0.5 ? 2 * t : 2 - 2 * t; // 0 → 1 → 0 over each band
      const rough = rubbleColours[((i % width) + Math.floor(i / width)) & 1];
      for (let j = 0; j < 3; ++j)
        data[4 * i + j] = !open[i]
          ? wallColour[j]
          : terrain[i] === rubble
            ? rough[j]
            : d === Infinity
              ? cutOffColour[j]
              : near[j] + (far[j] - near[j]) * k;
      data[4 * i + 3] = 255;
    }
    this.mapCtx.putImageData(this.pixels, 0, 0);
    this.dirty = false;
  }

  /** The cell under a pointer event, or -1 outside the map. */
  cellAt(event) {
    const box = this.canvas.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * this.world.width;
    const y = ((event.clientY - box.top) / box.height) * this.world.height;
    return this.world.cellAt(x, y);
  }

  #flag(cell, number, next) {
    const { ctx, scale: s, px, world } = this;
    const g = world.pointOf(cell);
    const x = (g.x + 0.5) * s,
      y = (g.y + 0.5) * s;
    ctx.lineWidth = 2 * px;
    ctx.strokeStyle = '#fff';
    ctx.fillStyle = flagColour;
    ctx.beginPath(); // the pole, from the cell up, and the pennant
    ctx.moveTo(x, y);
    ctx.lineTo(x, y - 20 * px);
    ctx.lineTo(x + 14 * px, y - 15 * px);
    ctx.lineTo(x, y - 10 * px);
    ctx.stroke();
    ctx.fill();
    ctx.strokeStyle = flagColour;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x, y - 20 * px);
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(x, y, (next ? 7 : 3.5) * px, 0, 2 * Math.PI);
    ctx.stroke();
    ctx.font = `bold ${11 * px}px system-ui, sans-serif`;
    ctx.fillStyle = '#fff';
    ctx.fillText(String(number), x + 3 * px, y - 11.5 * px);
  }

  draw(crowd, heroes, flags, nextFlag) {
    const { ctx, scale: s, px, world } = this;
    if (this.dirty) this.#paintMap(crowd.fields[infantry]);
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(this.map, 0, 0, world.width * s, world.height * s);

    // A unit's x, y is its block's top-left cell's centre.
    ctx.fillStyle = infantryColour;
    for (let i = 0; i < crowd.count; ++i)
      if (kinds[crowd.kind[i]].size === 1)
        ctx.fillRect(crowd.x[i] * s - px, crowd.y[i] * s - px, 2 * px, 2 * px);
    ctx.fillStyle = tankColour;
    ctx.strokeStyle = '#111';
    ctx.lineWidth = px;
    for (let i = 0; i < crowd.count; ++i) {
      const size = kinds[crowd.kind[i]].size;
      if (size === 1) continue;
      const x = (crowd.x[i] - 0.5) * s,
        y = (crowd.y[i] - 0.5) * s;
      ctx.fillRect(x, y, size * s, size * s);
      ctx.strokeRect(x + px / 2, y + px / 2, size * s - px, size * s - px);
    }

    ctx.lineWidth = 2 * px;
    ctx.lineJoin = 'round';
    for (const { colour, points } of heroes.routesAhead()) {
      if (points.length < 2) continue;
      ctx.strokeStyle = colour;
      ctx.beginPath();
      points.forEach((p, i) => ctx[i === 0 ? 'moveTo' : 'lineTo']((p.x + 0.5) * s, (p.y + 0.5) * s));
      ctx.stroke();
    }
    for (const hero of heroes.list) {
      ctx.beginPath();
      ctx.arc(hero.x * s, hero.y * s, 5 * px, 0, 2 * Math.PI);
      ctx.fillStyle = hero.colour;
      ctx.fill();
      ctx.strokeStyle = '#111';
      ctx.lineWidth = 1.5 * px;
      ctx.stroke();
    }
    flags.forEach((cell, i) => cell >= 0 && this.#flag(cell, i + 1, i === nextFlag));
  }
}
