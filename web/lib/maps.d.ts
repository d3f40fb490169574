// Type declarations for pathrace/maps, written by hand to match
// web/lib/maps.js (checked by `tsc --noEmit` on tests/js/maps-types-example.ts;
// `npm run docs` makes the API reference from these comments).

/**
 * Grids from the maps level editors write: Tiled's JSON maps and LDtk's
 * IntGrid layers, and the tile arithmetic between a map's pixels and a
 * grid's cells. An entry of its own, so a game that makes its grids by hand
 * ships none of it.
 *
 * ```js
 * import { init } from 'pathrace';
 * import { cellAt, cellCentre, fromTiled, tiledLayout } from 'pathrace/maps';
 *
 * await init();
 * const grid = await fromTiled(map); // a Tiled map's JSON, parsed
 * const layout = tiledLayout(map);
 * const r = grid.findPath(cellAt(unitX, unitY, layout), cellAt(clickX, clickY, layout));
 * const waypoints = r.path.map((cell) => cellCentre(cell, layout));
 * ```
 *
 * The grids these loaders return are ordinary {@link Grid} handles:
 * `dispose()` them when done. Terrain follows pathrace's rule, 0 a wall and
 * 1 to 255 the cost of entering a cell; a level editor's tiles say which is
 * which through their properties (Tiled) or the loader's options (LDtk).
 *
 * @module pathrace/maps
 */
import type { Grid, PathraceError, Point } from './index.js';

/**
 * A Tiled map as its JSON export parses (`.tmj` or `.json`; Phaser's
 * `this.cache.tilemap.get(key).data`). Checked at run time, so any object is
 * accepted here and a malformed one throws a coded {@link PathraceError}.
 */
export type TiledMap = object;

/** An LDtk project as its `.ldtk` file parses; checked at run time like {@link TiledMap}. */
export type LDtkProject = object;

/** Options of {@link fromTiled} and {@link tiledLayout}. */
export interface TiledOptions {
  /**
   * The tile layers to read, by name, by path through groups
   * (`'walls/upper'`, as Phaser names nested layers) or by the name of a
   * group (all its tile layers). Default: every tile layer, hidden ones too.
   */
  layers?: string | readonly string[];
  /**
   * The map's external tilesets (a `source` in the map), parsed, keyed by
   * that `source` or by its file name: `{ 'terrain.tsj': json }`.
   */
  tilesets?: { readonly [source: string]: object };
  /**
   * The bool tile property (or properties) whose `true` makes a cell a wall.
   * Default: `['collides', 'ge_collide']` (Phaser's and grid-engine's).
   */
  collides?: string | readonly string[];
  /**
   * The int tile property (or properties, the first found wins) holding a
   * tile's cost, a whole number from 1 to 255. Default: `['cost', 'ge_cost']`.
   */
  cost?: string | readonly string[];
}

/** Options of {@link fromLDtk} and {@link ldtkLayout}. */
export interface LDtkOptions {
  /** The level, by identifier, by iid or by index. Needed when the project has more than one. */
  level?: string | number;
  /** The IntGrid layer, by identifier. Needed when the level has more than one. */
  layer?: string;
  /**
   * The IntGrid values that are walls, by identifier (`'wall'`) or number.
   * Default: every value that `costs` does not price.
   */
  walls?: readonly (string | number)[];
  /** The cost of entering a cell of each value named here (by identifier or number): `{ water: 3, 4: 2 }`. */
  costs?: { readonly [value: string]: number };
  /**
   * External levels (the project saved with "separate level files"), parsed,
   * keyed by their `externalRelPath` or its file name: `{ 'Level_0.ldtkl': json }`.
   */
  levels?: { readonly [path: string]: object };
}

/**
 * How a grid's cells lie in a map's pixels. A Phaser `Tilemap` is one as it
 * is (`tileWidth`, `tileHeight`, `width`, `height`).
 */
export interface TileLayout {
  /** A tile's width in pixels. */
  readonly tileWidth: number;
  /** A tile's height in pixels. */
  readonly tileHeight: number;
  /** The grid's width in tiles; when given, pixels right of it are off the grid. */
  readonly width?: number;
  /** The grid's height in tiles; when given, pixels below it are off the grid. */
  readonly height?: number;
  /** The tile column of the grid's column 0 (an infinite Tiled map's grid starts at its leftmost chunk). Default 0. */
  readonly originX?: number;
  /** The tile row of the grid's row 0. Default 0. */
  readonly originY?: number;
}

/** A {@link TileLayout} with every field, as the layout functions return it. */
export type FullTileLayout = Required<TileLayout>;

/**
 * A grid from an orthogonal Tiled map: every tile layer (or the ones
 * `options.layers` names), groups included, laid over each other. A cell is
 * a wall where any of its tiles has a true `collides` (or `ge_collide`)
 * property; else it costs the largest `cost` (or `ge_cost`) of its tiles, 1
 * where none says and on empty cells. Layer `data` may be an array, CSV
 * text, or base64 plain or compressed with zlib or gzip; an infinite map's
 * chunks make a grid from its leftmost and topmost chunk (see
 * {@link tiledLayout}).
 *
 * Asynchronous because zlib and gzip data are decompressed by the
 * platform's `DecompressionStream`, which has no synchronous form; every map
 * takes the same path, so turning compression on in Tiled changes no code.
 *
 * Rejects with a {@link PathraceError}: `'unsupported-map'` for a
 * hexagonal, isometric or staggered map or zstd data; `'invalid-map'`, its
 * `reason` and message naming the layer, tileset or tile, for a malformed
 * one; `'invalid-option'` for a layer name the map does not have.
 */
export function fromTiled(map: TiledMap, options?: TiledOptions): Promise<Grid>;

/**
 * The tile size of a Tiled map (`tilewidth`, `tileheight`) and the extent
 * of the grid {@link fromTiled} makes with the same options, for
 * {@link cellAt} and {@link cellCentre}.
 */
export function tiledLayout(map: TiledMap, options?: TiledOptions): FullTileLayout;

/**
 * A grid from one IntGrid layer of one LDtk level (`intGridCsv`, `__cWid` ×
 * `__cHei`). 0, no value, is open ground of cost 1; a value in `walls` is a
 * wall; one in `costs` costs that much. Without `walls`, every value
 * `costs` does not price is a wall; with it, the rest cost 1. Values are
 * named by the identifiers of the layer's definition or by number.
 * Synchronous: LDtk has nothing to decompress.
 */
export function fromLDtk(project: LDtkProject, options?: LDtkOptions): Grid;

/**
 * The tile size (`__gridSize`) and extent of the IntGrid layer
 * {@link fromLDtk} reads with the same options; pixels count from the
 * layer's top-left corner.
 */
export function ldtkLayout(project: LDtkProject, options?: LDtkOptions): FullTileLayout;

/**
 * The cell under a pixel, or null off the grid (left of or above it, or
 * past `width` or `height` when the layout has them). A tile owns its left
 * and top edges: with 16-pixel tiles, x = 15.9 is column 0 and x = 16
 * column 1.
 */
export function cellAt(x: number, y: number, layout: TileLayout): Point | null;

/** The pixel at the centre of a cell, where a unit standing on it is drawn. */
export function cellCentre(cell: Point, layout: TileLayout): Pixel;

/** A position in a map's pixels (not whole numbers in general). */
export interface Pixel {
  /** Pixels from the map's left edge. */
  x: number;
  /** Pixels from the map's top edge. */
  y: number;
}
