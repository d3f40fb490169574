// What the page tests (tests/e2e/game.test.js) read, kept out of the game's
// own modules: a copy of the game needs none of this. Everything here
// reads; nothing changes the game.
import { kinds } from './kinds.js';
import { rubble } from './world.js';

const body = () => document.body.dataset;

/**
 * Exposes the running game: `window.pathraceGame.snapshot()` (where
 * everything is, as plain values), `window.pathraceGame.watch(check)`
 * (`check(live)` after every frame's moves, with the crowd's live arrays)
 * and the readout's numbers in its data- attributes.
 */
export function exposeForTests({ world, crowd, heroes, flags, scale, readout, loop }) {
  const live = {
    width: world.width,
    height: world.height,
    open: world.open,
    terrain: world.terrain,
    rubble,
    sizes: kinds.map((k) => k.size),
    count: crowd.count,
    kind: crowd.kind,
    x: crowd.x,
    y: crowd.y,
    cell: crowd.cell,
    target: crowd.target,
  };
  window.pathraceGame = {
    snapshot: () => ({
      width: world.width,
      height: world.height,
      flags: flags.points,
      open: Array.from(world.open),
      terrain: Array.from(world.terrain),
      units: Array.from({ length: crowd.count }, (_, i) => ({
        x: crowd.x[i],
        y: crowd.y[i],
        kind: kinds[crowd.kind[i]].name,
        size: kinds[crowd.kind[i]].size,
        resting: crowd.target[i] === crowd.cell[i],
      })),
      heroes: heroes.list.map((h) => ({ x: h.x, y: h.y })),
      scale,
    }),
    watch: (check) => (loop.afterMoves = () => check(live)),
  };
  readout.onShow = (n) =>
    Object.assign(readout.output.dataset, {
      ...n,
      fps: n.fps.toFixed(1),
      pathMs: n.pathMs.toFixed(3),
      pathMax: n.pathMax.toFixed(3),
      fieldMs: n.fieldMs.toFixed(2),
      loadFieldMs: n.loadFieldMs.toFixed(2),
    });
}

/** Says the game runs (or has said why it cannot). */
export const markReady = () => (body().ready = 'true');

/** Says the game stopped before it began: the map `name` is not there. */
export const markMissingMap = (name) => (body().missingMap = name);
