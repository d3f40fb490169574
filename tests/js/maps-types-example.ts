// Uses the whole of pathrace/maps so that `tsc --noEmit` checks
// web/lib/maps.d.ts against real code, and rejects what it must (the lines
// marked to expect an error). Resolved through the package's "exports" map.
import { init, PathraceError, type Grid, type Point } from 'pathrace';
import {
  cellAt,
  cellCentre,
  fromLDtk,
  fromTiled,
  ldtkLayout,
  tiledLayout,
  type FullTileLayout,
  type LDtkOptions,
  type Pixel,
  type TileLayout,
  type TiledOptions,
} from 'pathrace/maps';

// What Phaser's Tilemap offers, which is a TileLayout as it is.
interface PhaserLikeTilemap {
  tileWidth: number;
  tileHeight: number;
  width: number;
  height: number;
  layers: unknown[];
}

export async function mapsExample(
  tiledJson: string,
  tileset: unknown,
  ldtk: { levels: unknown[] },
  phaserMap: PhaserLikeTilemap,
): Promise<number> {
  await init();
  const map: object = JSON.parse(tiledJson);
  const options: TiledOptions = {
    layers: ['ground', 'walls/upper'],
    tilesets: { 'terrain.tsj': tileset as object },
    collides: 'solid',
    cost: ['speed', 'cost'],
  };
  const grid: Grid = await fromTiled(map, options);
  const plain: Grid = await fromTiled(map);
  const layout: FullTileLayout = tiledLayout(map, options);
  const from: Point | null = cellAt(40, 12.5, layout);
  const to = cellAt(200, 90, phaserMap); // a Phaser Tilemap is a layout
  let cost = 0;
  if (from && to) {
    const r = grid.findPath(from, to);
    const pixels: Pixel[] = r.path.map((cell) => cellCentre(cell, layout));
    cost = r.cost + pixels.length;
  }

  const levelOptions: LDtkOptions = {
    level: 'Level_0',
    layer: 'Collisions',
    walls: ['wall', 3],
    costs: { water: 3, 4: 2 },
    levels: { 'world/Level_0.ldtkl': {} },
  };
  const level: Grid = fromLDtk(ldtk, levelOptions);
  const byIndex = fromLDtk(ldtk, { level: 0 });
  const small: TileLayout = { tileWidth: 8, tileHeight: 8 };
  const centre = cellCentre({ x: 1, y: 1 }, small);
  const size = ldtkLayout(ldtk, levelOptions).tileWidth + centre.x;

  try {
    await fromTiled({ orientation: 'hexagonal', layers: [] });
  } catch (error) {
    if (
      error instanceof PathraceError &&
      error.code === 'unsupported-map' &&
      error.reason === 'unsupported-orientation'
    )
      cost += 1;
    if (error instanceof PathraceError && error.reason === 'unknown-gid')
      cost += (error.gid ?? 0) + (error.layer?.length ?? 0);
    if (error instanceof PathraceError && error.reason === 'bad-cost')
      cost += (error.tile ?? 0) + (error.tileset?.length ?? 0);
    if (error instanceof PathraceError && error.reason === 'missing-level') cost += error.level?.length ?? 0;
  }

  // @ts-expect-error fromTiled is asynchronous: its result is a promise, not a grid
  fromTiled(map).findPath({ x: 0, y: 0 }, { x: 1, y: 1 });
  // @ts-expect-error layers are named by strings
  await fromTiled(map, { layers: [1] });
  // @ts-expect-error a layout needs its tile size
  cellAt(1, 2, { width: 3, height: 3 });
  // @ts-expect-error LDtk costs are numbers
  fromLDtk(ldtk, { costs: { water: 'slow' } });
  // @ts-expect-error walls are identifiers or numbers
  fromLDtk(ldtk, { walls: [true] });

  for (const g of [grid, plain, level, byIndex]) g.dispose();
  return cost + size;
}
