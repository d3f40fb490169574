// Draws the game on one canvas: the map (one pixel a cell, scaled up), open
// cells tinted by their distance to the goal, cells the goal cannot be
// reached from in grey, the goal as a cross in a ring, the crowd as dots
// and the heroes as discs with the rest of their routes.

const wallColour = [29, 35, 48];
const cutOffColour = [150, 144, 140];
const near = [247, 236, 206]; // open cells near the goal …
const far = [196, 214, 222]; // … fade to this far away
const band = 40; // cells of distance per fade

export class View {
  constructor(canvas, world, scale) {
    this.canvas = canvas;
    this.world = world;
    this.scale = scale;
    canvas.width = world.width * scale;
    canvas.height = world.height * scale;
    this.ctx = canvas.getContext('2d');
    this.map = new OffscreenCanvas(world.width, world.height);
    this.mapCtx = this.map.getContext('2d');
    this.pixels = this.mapCtx.createImageData(world.width, world.height);
    this.dirty = true; // the map picture needs repainting
    // A fixed offset per unit, so that a crowd on one cell shows as a crowd.
    this.jitter = null;
  }

  #paintMap(field) {
    const { open } = this.world;
    const data = this.pixels.data;
    for (let i = 0; i < open.length; ++i) {
      const d = open[i] && field !== null ? field.distance[i] : 0;
      const t = (d % band) / band;
      const k = t < 0.5 ? 2 * t : 2 - 2 * t; // 0 → 1 → 0 over each band
      for (let j = 0; j < 3; ++j)
        data[4 * i + j] = !open[i]
          ? wallColour[j]
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

  draw(crowd, heroes, goal) {
    const { ctx, scale: s, world } = this;
    if (this.dirty) this.#paintMap(crowd.field);
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(this.map, 0, 0, world.width * s, world.height * s);

    if (goal >= 0) {
      const g = world.pointOf(goal);
      const cx = (g.x + 0.5) * s,
        cy = (g.y + 0.5) * s;
      ctx.strokeStyle = '#b3001b';
      ctx.lineWidth = 2.5;
      ctx.beginPath();
      ctx.arc(cx, cy, 9, 0, 2 * Math.PI);
      ctx.moveTo(cx - 13, cy);
      ctx.lineTo(cx + 13, cy);
      ctx.moveTo(cx, cy - 13);
      ctx.lineTo(cx, cy + 13);
      ctx.stroke();
    }

    if (this.jitter === null || this.jitter.length !== 2 * crowd.count) {
      this.jitter = new Float32Array(2 * crowd.count);
      for (let i = 0; i < this.jitter.length; ++i) this.jitter[i] = (((i * 7919) % 61) / 61 - 0.5) * 0.9;
    }
    ctx.fillStyle = '#2450b8';
    for (let i = 0; i < crowd.count; ++i)
      ctx.fillRect(
        (crowd.x[i] + this.jitter[2 * i]) * s - 1.5,
        (crowd.y[i] + this.jitter[2 * i + 1]) * s - 1.5,
        3,
        3,
      );

    ctx.lineWidth = 2;
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
      ctx.arc(hero.x * s, hero.y * s, 5, 0, 2 * Math.PI);
      ctx.fillStyle = hero.colour;
      ctx.fill();
      ctx.strokeStyle = '#111';
      ctx.lineWidth = 1.5;
      ctx.stroke();
    }
  }
}
