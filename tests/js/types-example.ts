// Uses the whole public API so that `tsc --noEmit` checks web/lib/index.d.ts
// against real code (and rejects what it must: see the @ts-expect-error lines).
// Resolved through the package's own "exports" map, as users import it.
import {
  CellState,
  Grid,
  PathraceError,
  init,
  vocabulary,
  type CellInfo,
  type OpenListEntry,
  type FindPathOptions,
  type FlowField,
  type PathOptions,
  type PathQuery,
  type PathResult,
  type PathraceErrorCode,
  type Point,
  type SearchEvent,
  type SearchOptions,
  type SmoothPathResult,
  type TerrainProfile,
} from 'pathrace';
import { Search } from 'pathrace/search';
import {
  PathWorker,
  type PathWorkerFaultEvent,
  RemoteGrid,
  type AbortSignalLike,
  type RemoteFindPathOptions,
  type RemotePathOptions,
  type RemotePathQuery,
} from 'pathrace/worker';

export async function example(mapText: string, wasm: Uint8Array, log: string[]): Promise<number> {
  await init();
  await init({ wasm });
  await init({ wasm: 'https://example.com/pathrace-core.wasm' });
  await init({ wasm: { href: 'file:///x.wasm' } });

  const grid: Grid = Grid.fromRows(['....#', '.##.#', '.....']);
  const fromText = Grid.fromRows('..\n..');
  const fromMap = Grid.fromMovingAI(mapText);
  const fromArray = Grid.fromArray(2, 2, new Uint8Array([1, 0, 1, 1]));
  const fromNumbers = Grid.fromArray(2, 1, [1, 255]);
  const fromFloats = Grid.fromArray(1, 1, new Float64Array([3]));
  const plain = new Grid(64, 64);

  // The vocabulary: a menu of rules in their codes' order, and a name from it that findPath takes.
  const menu: string[] = vocabulary
    .byCode(vocabulary.diagonals)
    .map((d) => `${d.code} ${d.name}: ${d.label}`);
  const rule: PathOptions = {
    diagonal: vocabulary.names(vocabulary.diagonals)[0],
    heuristic: vocabulary.defaultHeuristic(vocabulary.defaults.diagonal),
    weight: vocabulary.limits.maxWeight,
  };
  const usesWeight: boolean =
    vocabulary.entry(vocabulary.algorithms, 'astar')?.uses.includes('weight') ?? false;
  // @ts-expect-error a diagonal rule's name is one of the engine's, not any string
  const wrong: PathOptions = { diagonal: vocabulary.algorithms[0].name };
  log.push(menu.join(), String(usesWeight), String(wrong));
  log.push(String(grid.findPath({ x: 0, y: 0 }, { x: 4, y: 2 }, rule).found));

  const w: number = grid.width + grid.height;
  const wall: boolean = grid.isWall({ x: 4, y: 0 });
  grid.setWall({ x: 2, y: 2 });
  grid.setWall({ x: 2, y: 2 }, false);
  grid.setTerrain({ x: 0, y: 2 }, 5);
  const terrain: number = grid.getTerrain({ x: 0, y: 2 });
  const costs: Uint8Array = grid.costs();
  grid.costs(new Uint8Array(w));

  const options: PathOptions = {
    algorithm: 'astar',
    diagonal: 'no-corner-cutting',
    heuristic: 'octile',
    weight: 1.5,
    costs: 'classic',
    tieBreak: 'fifo',
  };
  const start: Point = { x: 0, y: 0 };
  const r: PathResult = grid.findPath(start, { x: 4, y: 2 }, options);
  const steps: Point[] = r.path;
  const cells: Int32Array = r.cells;
  const counters = r.cost + r.cardinal + r.diagonal + r.expanded + r.generated + r.reopened + r.peakOpen;
  const jumped: number = grid.findPath(
    start,
    { x: 4, y: 2 },
    { algorithm: 'jps', diagonal: 'never' },
  ).scanned;
  if (r.status === 'no-path' || r.status === 'start-blocked' || r.status === 'goal-blocked' || !r.found)
    return 0;

  const smooth: SmoothPathResult = grid.findPath(start, { x: 4, y: 2 }, { ...options, smooth: true });
  const turns: Point[] = smooth.waypoints;
  const pulled: number = smooth.waypointLength + turns.length;
  const maybe: FindPathOptions = { smooth: r.found };
  log.push(String(pulled), String(grid.findPath(start, start, maybe).cost));
  // @ts-expect-error: smooth is true or false
  grid.findPath(start, start, { smooth: 'yes' });
  // @ts-expect-error: smooth belongs to findPath()
  grid.connected(start, start, { smooth: true });
  // @ts-expect-error: without smooth: true a result has no waypoints
  log.push(String(grid.findPath(start, start).waypoints));
  const near = grid.findPath(start, { x: 4, y: 2 }, { closest: true, maxExpansions: 50, smooth: true });
  const end: Point | null = near.reached;
  const limited: boolean = near.status === 'limit';
  log.push(String(end?.x), String(limited), String(near.waypoints.length));
  // @ts-expect-error: closest is true or false
  grid.findPath(start, start, { closest: 1 });
  // @ts-expect-error: maxExpansions belongs to findPath()
  grid.search(start, start, { maxExpansions: 5 });

  // Units, several goals, ranges and terrain profiles.
  const flags: Point[] = [
    { x: 4, y: 2 },
    { x: 0, y: 2 },
  ];
  const hover: TerrainProfile = { 3: 1, 9: 'wall' };
  const tank: FindPathOptions = { size: 2, terrain: hover, within: 1.5, lineOfSight: true };
  const toFlag = grid.findPath(start, flags, tank);
  const flag: Point = flags[toFlag.goalIndex];
  const byClass: TerrainProfile = Array.from({ length: 256 }, (_, c) => (c === 9 ? 'wall' : c));
  const fields: FlowField = grid.flowField(flags, { size: 2, terrain: byClass });
  const wide: boolean = grid.connected(start, flag, { size: 3 });
  const stepped = grid.search(start, flags, { size: 2, within: 1, terrain: new Uint8Array(256) });
  log.push(String(fields.next[0]), String(wide), String(stepped.run().goalIndex));
  // @ts-expect-error: size is a number of cells
  grid.findPath(start, start, { size: 'big' });
  // @ts-expect-error: connected() takes no terrain profile
  grid.connected(start, start, { terrain: hover });
  // @ts-expect-error: a profile's cost is a number or 'wall'
  grid.findPath(start, start, { terrain: { 3: 'mud' } });

  // Batches: a query per unit, the batch's options under each query's own.
  const units: PathQuery[] = [
    { from: start, to: flags, size: 2 },
    { from: start, to: { x: 4, y: 2 }, diagonal: 'never' },
  ];
  const batch: PathResult[] = grid.findPaths(units, { closest: true });
  const pulledAll: SmoothPathResult[] = grid.findPaths([{ from: start, to: start }], { smooth: true });
  log.push(String(batch[1].cells.length + pulledAll[0].waypoints.length));
  // @ts-expect-error: a query's goal is named `to`
  grid.findPaths([{ from: start, goal: start }]);
  // @ts-expect-error: a query smooth: false gives no waypoints
  const unpulled: SmoothPathResult[] = grid.findPaths([{ from: start, to: start, smooth: false }], {
    smooth: true,
  });
  // @ts-expect-error: events belongs to search()
  grid.findPaths([{ from: start, to: start, events: false }]);
  try {
    grid.findPaths([{ from: { x: 99, y: 0 }, to: start }]);
  } catch (error) {
    if (error instanceof PathraceError) log.push(String(error.index));
  }

  const linked: boolean =
    grid.connected(start, { x: 4, y: 2 }, { diagonal: 'always' }) && grid.connected(start, start);
  const field: FlowField = grid.flowField({ x: 4, y: 2 }, options);
  const toward: number = field.next[0] + field.distance[0] + grid.flowField(start).next.length;

  const searchOptions: SearchOptions = { algorithm: 'greedy', events: true };
  const s: Search = grid.search(start, { x: 4, y: 2 }, searchOptions);
  const expandedNow: number = s.step() + s.step(50) + s.expanded + s.openSize;
  const states: Uint8Array = s.cellStates();
  s.cellStates(new Uint8Array(grid.width * grid.height));
  const closed = states.filter((v) => v === CellState.closed).length;
  const events: SearchEvent[] = s.events();
  for (const e of events) {
    if (e.kind === 'expand' && e.parent !== null) log.push(`${e.x} ${e.y} ${e.parent.x} ${e.g + e.h + e.f}`);
  }
  const info: CellInfo = s.cellInfo({ x: 1, y: 0 });
  const infoState: 'unseen' | 'open' | 'closed' | 'path' | 'scanned' = info.state;
  const top: OpenListEntry[] = s.openList(8);
  if (top.length > 0 && top[0].fresh)
    log.push(`${top[0].x} ${top[0].y} ${top[0].f + top[0].g + top[0].h + top[0].tie}`);
  const { opened, improved } = s.lastExpansion;
  log.push(String(opened + improved + s.openList().length));
  const current: Point | null = s.current;
  const finished: boolean = s.done || s.status === 'in-progress' || s.disposed;
  const last: PathResult = s.run();
  const same: PathResult = s.result();
  s.dispose();

  try {
    grid.findPath({ x: 99, y: 0 }, start);
  } catch (error) {
    if (error instanceof PathraceError) {
      const code: PathraceErrorCode = error.code;
      const where = `${error.line ?? 0}:${error.column ?? 0} ${error.reason ?? ''} ${error.message}`;
      log.push(`${code} ${where}`);
    }
  }

  // @ts-expect-error: algorithm names are checked
  grid.findPath(start, start, { algorithm: 'dfs' });
  // @ts-expect-error: events belongs to search()
  grid.findPath(start, start, { events: false });
  // @ts-expect-error: flow fields are typed arrays, not points
  const wrongField: Point[] = field.next;
  // @ts-expect-error: a Search comes from grid.search()
  new Search();
  // @ts-expect-error: costs are numbers
  Grid.fromArray(1, 1, ['1']);
  // @ts-expect-error: results are values, their fields are not handles
  r.dispose();

  for (const g of [grid, fromText, fromMap, fromArray, fromNumbers, fromFloats, plain]) g.dispose();
  return (
    w +
    terrain +
    costs.length +
    steps.length +
    cells.length +
    counters +
    jumped +
    expandedNow +
    closed +
    (wall ? 1 : 0) +
    (linked ? 1 : 0) +
    toward +
    wrongField.length +
    (current ? current.x : 0) +
    (finished ? 1 : 0) +
    last.cost +
    same.cost +
    infoState.length
  );
}

export async function poolExample(mapText: string, signal: AbortSignalLike): Promise<number> {
  const pool: PathWorker = await PathWorker.create({ workers: 2 });
  const defaults = await PathWorker.create();
  const grid: RemoteGrid = await pool.fromRows(['....#', '.##.#', '.....']);
  const fromMap = await pool.fromMovingAI(mapText);
  const fromArray = await pool.fromArray(2, 1, [1, 1]);
  grid.setWall({ x: 1, y: 1 });
  grid.setWall({ x: 1, y: 1 }, false);
  grid.setTerrain({ x: 0, y: 2 }, 4);
  const options: RemotePathOptions = { algorithm: 'astar', diagonal: 'always', signal };
  const r: PathResult = await grid.findPath({ x: 0, y: 0 }, { x: 4, y: 2 }, options);
  const smoothOptions: RemoteFindPathOptions = { smooth: true, signal };
  const smooth: SmoothPathResult = await grid.findPath(
    { x: 0, y: 0 },
    { x: 4, y: 2 },
    { smooth: true, signal },
  );
  const pulled: number =
    smooth.waypoints.length + (await grid.findPath({ x: 0, y: 0 }, { x: 1, y: 0 }, smoothOptions)).cost;
  const budgeted: RemoteFindPathOptions = { closest: true, maxExpansions: 100, signal };
  const near: number = (await grid.findPath({ x: 0, y: 0 }, { x: 4, y: 2 }, budgeted)).expanded;
  // @ts-expect-error: maxExpansions is a number
  await grid.findPath({ x: 0, y: 0 }, { x: 1, y: 1 }, { maxExpansions: '5' });
  pool.profile('hover', { 3: 1, 9: 'wall' });
  const hovering: RemoteFindPathOptions = { terrain: 'hover', size: 2, within: 2, signal };
  const toFlag: number = (await grid.findPath({ x: 0, y: 0 }, [{ x: 4, y: 2 }], hovering)).goalIndex;
  const flags: FlowField = await grid.flowField([{ x: 4, y: 2 }], { terrain: 'hover', size: 2 });
  const wide: boolean = await grid.connected({ x: 0, y: 0 }, { x: 4, y: 2 }, { size: 2, signal });
  const orders: RemotePathQuery[] = [{ from: { x: 0, y: 0 }, to: { x: 4, y: 2 }, terrain: 'hover' }];
  const answered: PathResult[] = await grid.findPaths(orders, { signal, diagonal: 'never' });
  const waypoints: number = (
    await grid.findPaths([{ from: { x: 0, y: 0 }, to: { x: 4, y: 2 } }], { smooth: true })
  )[0].waypoints.length;
  // @ts-expect-error: a signal aborts the whole batch, not one query
  await grid.findPaths([{ from: { x: 0, y: 0 }, to: { x: 4, y: 2 }, signal }]);
  // @ts-expect-error: a profile is named with a string
  pool.profile(7, {});
  const linked: boolean = await grid.connected({ x: 0, y: 0 }, { x: 4, y: 2 });
  const field: FlowField = await grid.flowField({ x: 4, y: 2 }, { signal });
  const size: number =
    grid.width + grid.height + pool.workers + (grid.disposed ? 1 : 0) + near + answered.length + waypoints;
  // @ts-expect-error: signal must look like an AbortSignal
  await grid.findPath({ x: 0, y: 0 }, { x: 1, y: 1 }, { signal: true });
  // @ts-expect-error: a PathWorker comes from PathWorker.create()
  new PathWorker();
  let lost = 0;
  const onFault = (event: PathWorkerFaultEvent) => {
    const code: PathraceErrorCode = event.error.code;
    lost += event.rejected + event.worker + (code === 'worker-failed' ? 1 : 0);
    event.rebuilt.then((grids: RemoteGrid[]) => grids.forEach((g) => g.dispose()));
  };
  pool.addEventListener('fault', onFault, { once: true, signal });
  pool.removeEventListener('fault', onFault);
  // @ts-expect-error: the pool's one event is 'fault'
  pool.addEventListener('crash', onFault);
  for (const g of [grid, fromMap, fromArray]) g.dispose();
  await pool.terminate();
  await defaults.terminate();
  return (
    r.cost +
    lost +
    (linked ? 1 : 0) +
    field.distance[0] +
    size +
    pulled +
    smooth.waypointLength +
    toFlag +
    flags.next[0] +
    (wide ? 1 : 0)
  );
}
