// Phaser 4 and a Tiled map, with the paths from pathrace. The grid comes
// from the map's own tile properties (`collides` a wall, `cost` slow
// ground) through pathrace/maps; a tap sends the selected units to the
// tile under it, one grid.findPaths batch for all of them. 40 × 30 tiles
// and four units: the synchronous grid answers well within a frame, so no
// worker pool (docs/api.md, "When the pool pays off").
import { AUTO, Game, Scale, Scene } from 'phaser';
import { init } from 'pathrace';
import { cellAt, cellCentre, fromTiled, tiledLayout } from 'pathrace/maps';
import level from './level.json';
// ?no-inline: the image stays a file of the site, the one the tileset
// names, where Vite would inline a small file as a data: URL.
import terrainUrl from './terrain.svg?no-inline';
import { publish } from './status.js';

await init();
const grid = await fromTiled(level); // `collides` → a wall, `cost` → the terrain's cost
const layout = tiledLayout(level); // the tile size, for pixels ↔ cells

const cellsPerSecond = 6; // on plain ground; mud (cost 3) takes three times as long
const colours = [0xe4572e, 0xf3a712, 0xa8c686, 0x7b5ea7, 0x29335c, 0x669bbc];
const readout = document.getElementById('readout');
const picker = document.getElementById('units');
const at = (cell) => `(${cell.x}, ${cell.y})`;

class Level extends Scene {
  preload() {
    this.load.tilemapTiledJSON('level', level);
    this.load.svg('terrain', terrainUrl);
  }

  create() {
    const map = this.make.tilemap({ key: 'level' });
    const tiles = map.addTilesetImage('terrain', 'terrain');
    for (const name of ['ground', 'walls']) map.createLayer(name, tiles);
    this.paths = this.add.graphics();
    // The units stand on the point objects of the map's "units" layer.
    this.units = map.getObjectLayer('units').objects.map((o, i) => {
      const cell = cellAt(o.x, o.y, layout);
      const { x, y } = cellCentre(cell, layout);
      const dot = this.add.circle(x, y, layout.tileWidth * 0.4, colours[i % colours.length]);
      dot.setInteractive({ useHandCursor: true }).on('pointerdown', (_p, _x, _y, event) => {
        event.stopPropagation(); // a tap on a unit selects it, not a goal under it
        this.select(this.choices[i]);
      });
      return { name: o.name, dot, cell, route: [], order: null };
    });
    this.addPicker();
    this.select(this.choices[0]);
    this.input.on('pointerdown', (pointer) => this.send(pointer));
    publish(this);
  }

  /** HTML buttons that choose which units a tap sends: each one, or all. */
  addPicker() {
    this.choices = [
      ...this.units.map((u) => ({ label: u.name, units: [u] })),
      { label: 'All', units: this.units },
    ];
    for (const choice of this.choices) {
      choice.button = document.createElement('button');
      choice.button.type = 'button';
      choice.button.textContent = choice.label;
      choice.button.addEventListener('click', () => this.select(choice));
      picker.append(choice.button);
    }
  }

  select(choice) {
    this.selected = choice.units;
    for (const c of this.choices) c.button.setAttribute('aria-pressed', c === choice);
    for (const u of this.units) u.dot.setStrokeStyle(2, this.selected.includes(u) ? 0xffffff : 0x1d2330);
  }

  // The pathrace part: one batch for the selected units, from the cell each
  // is on or stepping into, to the tile under the pointer.
  send(pointer) {
    const goal = cellAt(pointer.worldX, pointer.worldY, layout);
    if (!goal) return;
    const units = this.selected;
    const started = performance.now();
    const results = grid.findPaths(units.map((u) => ({ from: u.route[0] ?? u.cell, to: goal })));
    const ms = performance.now() - started;
    results.forEach((r, i) => {
      units[i].order = { goal, found: r.found, status: r.status, cost: r.cost, path: r.path };
      if (r.found) units[i].route = [...r.path]; // walked off cell by cell
    });
    readout.textContent = `${tell(units, results, goal)} (${ms.toFixed(2)} ms)`;
    this.drawPaths();
  }

  drawPaths() {
    this.paths.clear();
    this.units.forEach((u, i) => {
      if (u.route.length === 0) return;
      this.paths.lineStyle(2, colours[i % colours.length], 0.8);
      this.paths.strokePoints([u.dot, ...u.route.map((c) => cellCentre(c, layout))]);
    });
  }

  // Each unit walks toward the centre of the next cell of its route, slower
  // on dearer ground: entering a cell of cost c takes c times as long.
  update(_time, delta) {
    let arrived = false;
    for (const u of this.units) {
      let budget = (delta / 1000) * cellsPerSecond * layout.tileWidth;
      while (u.route.length > 0 && budget > 0) {
        const next = u.route[0];
        const target = cellCentre(next, layout);
        const perPixel = grid.getTerrain(next); // budget spent per pixel walked into this cell
        const distance = Math.hypot(target.x - u.dot.x, target.y - u.dot.y);
        if (distance * perPixel > budget) {
          const f = budget / perPixel / distance;
          u.dot.setPosition(u.dot.x + (target.x - u.dot.x) * f, u.dot.y + (target.y - u.dot.y) * f);
          break;
        }
        budget -= distance * perPixel;
        u.dot.setPosition(target.x, target.y);
        u.cell = u.route.shift();
        arrived ||= u.route.length === 0;
      }
    }
    if (this.units.some((u) => u.route.length > 0) || arrived) this.drawPaths();
  }
}

/** The readout after a tap: where each unit goes, or why it cannot. */
function tell(units, results, goal) {
  if (results[0].status === 'goal-blocked') return `${at(goal)} is blocked: a wall, a tree or deep water`;
  const going = units.filter((_, i) => results[i].found);
  const stuck = units.filter((_, i) => !results[i].found).map((u) => u.name);
  const cannot = stuck.length ? `${stuck.join(', ')} cannot reach ${at(goal)}` : '';
  if (going.length === 0) return `No path: ${cannot}`;
  const r = results[units.indexOf(going[0])];
  const head =
    units.length === 1
      ? `${going[0].name} → ${at(goal)}: ${r.path.length - 1} steps, cost ${r.cost.toFixed(1)}`
      : `${going.length} units → ${at(goal)}`;
  return cannot ? `${head}; ${cannot}` : head;
}

new Game({
  type: AUTO,
  parent: 'stage',
  width: level.width * level.tilewidth,
  height: level.height * level.tileheight,
  pixelArt: true,
  backgroundColor: '#1d2330',
  scale: { mode: Scale.FIT, expandParent: false },
  scene: Level,
});
