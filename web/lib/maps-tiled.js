// fromTiled(): a Grid from an orthogonal Tiled JSON map, walls and costs
// read from its tiles' properties; tiledLayout(): where that grid's cells
// lie in the map's pixels.
import { loaded } from './core.js';
import { PathraceError, describe, listed } from './errors.js';
import { Grid } from './grid.js';
import {
  checkLoaderOptions,
  checkNames,
  isObject,
  mapError,
  checkFiles,
  namedFile,
  unsupportedMap,
} from './maps-input.js';
import { gidsOf } from './maps-tiled-data.js';
import { checkSize } from './grid-input.js';
import { limits } from './vocabulary.js';

const optionNames = ['layers', 'tilesets', 'collides', 'cost'];
// Phaser's convention, then grid-engine's.
const defaultCollides = ['collides', 'ge_collide'];
const defaultCost = ['cost', 'ge_cost'];
// Flipped horizontally, vertically, anti-diagonally, and (hexagonal maps) rotated 120°.
const gidBits = 0x0fffffff;
const { maxTerrain } = limits;

/**
 * A Tiled map (parsed JSON) → a Promise of a Grid: every tile layer, or the
 * ones options.layers names, laid over each other; a cell is a wall where
 * any of its tiles collides, else it costs the largest cost of its tiles
 * (1 where none says).
 */
export async function fromTiled(map, options = {}) {
  const method = 'fromTiled()';
  loaded(); // before any work: a grid cannot be made without the module
  const plan = planOf(map, options, method);
  const costOf = gidCosts(map, options, method);
  const { width, height, originX, originY } = plan;
  const costs = new Uint8Array(width * height).fill(1);
  for (const layer of plan.layers)
    for (const piece of layer.pieces) {
      const gids = await gidsOf(
        { ...layer.source, data: piece.data },
        piece.width * piece.height,
        piece.where,
      );
      for (let i = 0; i < gids.length; ++i) {
        const gid = gids[i] & gidBits;
        if (gid === 0) continue;
        const tx = piece.x + (i % piece.width);
        const ty = piece.y + Math.floor(i / piece.width);
        const cost = costOf(gid, () => `layer "${layer.path}" at tile (${tx}, ${ty})`, layer.path);
        const cell = (ty - originY) * width + (tx - originX);
        // A wall wins over every cost; else the dearest tile sets the price.
        if (costs[cell] !== 0) costs[cell] = cost === 0 ? 0 : Math.max(costs[cell], cost);
      }
    }
  return Grid.fromArray(width, height, costs);
}

/**
 * The tile size of a Tiled map and where the grid fromTiled() makes of it
 * lies in tiles: { tileWidth, tileHeight, width, height, originX, originY }.
 */
export function tiledLayout(map, options = {}) {
  const method = 'tiledLayout()';
  const { width, height, originX, originY } = planOf(map, options, method);
  const tile = (name) => {
    const value = map[name];
    if (!(typeof value === 'number' && value > 0 && Number.isFinite(value)))
      throw mapError(
        method,
        'bad-size',
        `the map's ${name} is ${describe(value)}, not a positive number of pixels`,
      );
    return value;
  };
  return { tileWidth: tile('tilewidth'), tileHeight: tile('tileheight'), width, height, originX, originY };
}

// The map checked, the layers chosen, and the grid's size and origin in
// tiles (an infinite map's grid starts at its leftmost and topmost chunk).
function planOf(map, options, method) {
  if (!isObject(map))
    throw new PathraceError(
      'invalid-argument',
      `${method} takes a Tiled map (its JSON export, parsed), got ${describe(map)}`,
    );
  checkLoaderOptions(options, method, optionNames);
  checkFiles(options.tilesets, 'tilesets', method);
  const orientation = map.orientation ?? 'orthogonal';
  if (orientation !== 'orthogonal')
    throw unsupportedMap(
      method,
      'unsupported-orientation',
      `the map is ${describe(orientation)}; only orthogonal maps can be loaded (hexagonal, isometric and staggered ones cannot)`,
    );
  const layers = chosenLayers(tileLayers(map.layers, method), options.layers, method);
  return map.infinite === true ? infinitePlan(layers, method) : finitePlan(map, layers, method);
}

// Every tile layer, groups walked, each with its path ("group/layer", as
// Phaser names nested layers) and the names that choose it: its own, its
// path, and its groups' names and paths.
function tileLayers(layers, method) {
  if (!Array.isArray(layers)) throw mapError(method, 'no-layers', 'the map has no layers array');
  const found = [];
  const walk = (list, groups) => {
    list.forEach((layer, i) => {
      if (!isObject(layer))
        throw mapError(
          method,
          'bad-layer',
          `layer ${i + 1} of ${groups.at(-1)?.path ?? 'the map'} is not an object`,
        );
      const name = typeof layer.name === 'string' ? layer.name : `#${layer.id ?? i + 1}`;
      const path = [...groups.map((g) => g.name), name].join('/');
      if (layer.type === 'group') {
        if (!Array.isArray(layer.layers))
          throw mapError(method, 'bad-layer', `group "${path}" has no layers array`, { layer: path });
        walk(layer.layers, [...groups, { name, path }]);
      } else if (layer.type === 'tilelayer') {
        const chosenBy = new Set([name, path, ...groups.flatMap((g) => [g.name, g.path])]);
        found.push({ layer, path, chosenBy });
      }
    });
  };
  walk(layers, []);
  if (found.length === 0) throw mapError(method, 'no-layers', 'the map has no tile layers');
  return found;
}

function chosenLayers(all, option, method) {
  const names = checkNames(option, 'layers', method, null);
  if (names === null) return all;
  for (const name of names)
    if (!all.some((l) => l.chosenBy.has(name)))
      throw new PathraceError(
        'invalid-option',
        `${method} layers names "${name}", which is no tile layer or group of the map; its tile layers are ${listed(all.map((l) => l.path))}`,
      );
  return all.filter((l) => names.some((name) => l.chosenBy.has(name)));
}

const whole = (value, least) => Number.isInteger(value) && value >= least;

function finitePlan(map, layers, method) {
  const { width, height } = map;
  if (!whole(width, 1) || !whole(height, 1))
    throw mapError(
      method,
      'bad-size',
      `the map is ${describe(width)} × ${describe(height)} tiles; width and height must be whole numbers from 1`,
    );
  checkSize(width, height);
  const size = `${width}×${height} map`;
  return {
    width,
    height,
    originX: 0,
    originY: 0,
    layers: layers.map(({ layer, path }) => ({
      path,
      source: layer,
      pieces: [
        {
          x: 0,
          y: 0,
          width,
          height,
          data: layer.data,
          where: { method, label: `layer "${path}"`, layer: path, size },
        },
      ],
    })),
  };
}

function infinitePlan(layers, method) {
  let left = Infinity,
    top = Infinity,
    right = -Infinity,
    bottom = -Infinity;
  const planned = layers.map(({ layer, path }) => {
    if (!Array.isArray(layer.chunks))
      throw mapError(method, 'bad-layer', `layer "${path}" of an infinite map has no chunks array`, {
        layer: path,
      });
    const pieces = layer.chunks.map((chunk, i) => {
      const ok = isObject(chunk) && whole(chunk.x, -Infinity) && whole(chunk.y, -Infinity);
      if (!ok || !whole(chunk.width, 1) || !whole(chunk.height, 1))
        throw mapError(
          method,
          'bad-layer',
          `layer "${path}" chunk ${i + 1} needs whole numbers x, y, width and height (from 1)`,
          { layer: path },
        );
      left = Math.min(left, chunk.x);
      top = Math.min(top, chunk.y);
      right = Math.max(right, chunk.x + chunk.width);
      bottom = Math.max(bottom, chunk.y + chunk.height);
      const where = {
        method,
        label: `layer "${path}" chunk at (${chunk.x}, ${chunk.y})`,
        layer: path,
        size: `${chunk.width}×${chunk.height} chunk`,
      };
      return { x: chunk.x, y: chunk.y, width: chunk.width, height: chunk.height, data: chunk.data, where };
    });
    return { path, source: layer, pieces };
  });
  if (left === Infinity)
    throw mapError(method, 'bad-size', 'the infinite map has no chunks in its tile layers, so no size');
  checkSize(right - left, bottom - top);
  return { width: right - left, height: bottom - top, originX: left, originY: top, layers: planned };
}

// ------------------------------------------------------------------ tilesets

/**
 * A function from a GID (flip bits off) to its cell cost, 0 for a wall;
 * `where()` names the tile for an unknown GID.
 */
function gidCosts(map, options, method) {
  const collides = checkNames(options.collides, 'collides', method, defaultCollides);
  const cost = checkNames(options.cost, 'cost', method, defaultCost);
  const list = map.tilesets ?? [];
  if (!Array.isArray(list)) throw mapError(method, 'bad-tileset', "the map's tilesets is not an array");
  const tilesets = list
    .map((entry, i) => tilesetOf(entry, i, options.tilesets, method, { collides, cost }))
    .sort((a, b) => a.firstgid - b.firstgid);
  const known = new Map();
  return (gid, where, layer) => {
    let found = known.get(gid);
    if (found !== undefined) return found;
    const tileset = tilesets.findLast((t) => t.firstgid <= gid);
    const id = tileset ? gid - tileset.firstgid : -1;
    if (!tileset || (tileset.count !== null && id >= tileset.count && !tileset.costs.has(id))) {
      const held = tilesets.map(
        (t) => `${t.firstgid}–${t.count === null ? '' : t.firstgid + t.count - 1} ("${t.name}")`,
      );
      const detail = held.length ? `the tilesets hold GIDs ${held.join(', ')}` : 'the map has no tilesets';
      throw mapError(method, 'unknown-gid', `${where()} has GID ${gid}, which no tileset holds (${detail})`, {
        layer,
        gid,
      });
    }
    found = tileset.costs.get(id) ?? 1;
    known.set(gid, found);
    return found;
  };
}

function tilesetOf(entry, i, given, method, names) {
  if (!isObject(entry) || !whole(entry.firstgid, 1))
    throw mapError(
      method,
      'bad-tileset',
      `tileset ${i + 1} of the map has no firstgid (a whole number from 1)`,
    );
  let tileset = entry;
  if (typeof entry.source === 'string') {
    tileset = namedFile(given, entry.source);
    if (tileset === undefined)
      throw mapError(
        method,
        'missing-tileset',
        `the map's tileset "${entry.source}" is in a file of its own: pass it in, as tilesets: { "${entry.source}": json }`,
        { tileset: entry.source },
      );
    if (!isObject(tileset))
      throw mapError(
        method,
        'bad-tileset',
        `the tileset "${entry.source}" passed in is ${describe(tileset)}, not a tileset's JSON (export it as .tsj or .json, not .tsx)`,
        { tileset: entry.source },
      );
  }
  const name = typeof tileset.name === 'string' ? tileset.name : (entry.source ?? `#${i + 1}`);
  const count = whole(tileset.tilecount, 0) ? tileset.tilecount : null;
  return { firstgid: entry.firstgid, name, count, costs: tileCosts(tileset, name, method, names) };
}

// Each listed tile's id → its cost (0 for a wall). Properties come as Tiled
// writes them now (tiles: [{ id, properties: [{ name, value }] }]) or as it
// did before 1.2 (tiles keyed by id, properties as an object, tileproperties).
function tileCosts(tileset, name, method, names) {
  const properties = new Map();
  const add = (id, props) => {
    const tile = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
    if (!whole(tile, 0))
      throw mapError(method, 'bad-tileset', `tileset "${name}" lists a tile with id ${describe(id)}`, {
        tileset: name,
      });
    const own = properties.get(tile) ?? new Map();
    properties.set(tile, own);
    if (Array.isArray(props)) {
      for (const p of props) if (isObject(p) && typeof p.name === 'string') own.set(p.name, p.value);
    } else if (isObject(props)) for (const [key, value] of Object.entries(props)) own.set(key, value);
  };
  const { tiles, tileproperties } = tileset;
  if (Array.isArray(tiles)) for (const tile of tiles) add(tile?.id, tile?.properties);
  else if (isObject(tiles)) for (const [id, tile] of Object.entries(tiles)) add(id, tile?.properties);
  if (isObject(tileproperties)) for (const [id, props] of Object.entries(tileproperties)) add(id, props);

  const costs = new Map();
  for (const [tile, own] of properties) {
    const costName = names.cost.find((n) => own.has(n));
    const cost = costName === undefined ? 1 : own.get(costName);
    if (!whole(cost, 1) || cost > maxTerrain)
      throw mapError(
        method,
        'bad-cost',
        `tileset "${name}" tile ${tile} has ${costName} ${describe(cost)}; a cost is a whole number from 1 to ${maxTerrain}`,
        { tileset: name, tile },
      );
    costs.set(tile, names.collides.some((n) => own.get(n) === true) ? 0 : cost);
  }
  return costs;
}
