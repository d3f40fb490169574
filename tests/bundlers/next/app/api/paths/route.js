// A route handler: the package's Node entry on Next's server, a pool of worker threads too.
import { Grid, init } from 'pathrace';
import { PathWorker } from 'pathrace/worker';

export const dynamic = 'force-dynamic'; // answered per request, not at build time

const rows = ['....#', '.##.#', '.....'];

export async function GET() {
  try {
    await init();
    const grid = Grid.fromRows(rows);
    const { cost, path } = grid.findPath({ x: 0, y: 0 }, { x: 4, y: 2 });
    grid.dispose();
    const pool = await PathWorker.create({ workers: 2 });
    try {
      const pooled = await (await pool.fromRows(rows)).findPath({ x: 0, y: 0 }, { x: 4, y: 2 });
      return Response.json({
        main: { cost, path },
        pooled: { cost: pooled.cost, path: pooled.path },
        workers: pool.workers,
      });
    } finally {
      await pool.terminate();
    }
  } catch (error) {
    return Response.json({ error: `${error.code ?? error.name}: ${error.message}` });
  }
}
