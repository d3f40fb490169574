// What the page's tests read, kept out of the game: window.__phaserExample,
// a read-only getter that copies the scene's state when read, so the game
// loop pays nothing for it. body[data-ready] says the scene is up.
import { WEBGL } from 'phaser';

const copy = (cell) => ({ x: cell.x, y: cell.y });

export function publish(scene) {
  Object.defineProperty(window, '__phaserExample', {
    get: () =>
      structuredClone({
        renderer: scene.game.renderer.type === WEBGL ? 'webgl' : 'canvas',
        readout: document.getElementById('readout').textContent,
        selected: scene.selected.map((u) => u.name),
        units: scene.units.map((u) => ({
          name: u.name,
          cell: copy(u.cell),
          position: { x: u.dot.x, y: u.dot.y },
          moving: u.route.length > 0,
          order: u.order && { ...u.order, goal: copy(u.order.goal), path: u.order.path.map(copy) },
        })),
      }),
  });
  document.body.dataset.ready = 'true';
}
