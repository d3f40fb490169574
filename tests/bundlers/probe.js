// What the bundler tests read in each app (copied into it as probe.js):
// findPath on the main thread and in a pool, through the package's entries
// as the app's bundler resolved them, into window.__paths.
import { Grid, init } from 'pathrace';
import { PathWorker } from 'pathrace/worker';

const rows = ['....#', '.##.#', '.....'];
const from = { x: 0, y: 0 },
  to = { x: 4, y: 2 };

async function paths() {
  await init();
  const grid = Grid.fromRows(rows);
  const main = grid.findPath(from, to);
  grid.dispose();
  const pool = await PathWorker.create({ workers: 2 });
  try {
    const pooled = await (await pool.fromRows(rows)).findPath(from, to);
    return { main, pooled, workers: pool.workers };
  } finally {
    await pool.terminate();
  }
}

paths().then(
  (found) => {
    window.__paths = found;
  },
  (error) => {
    window.__paths = { error: `${error.code ?? error.name}: ${error.message}` };
  },
);
