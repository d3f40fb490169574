// fromLDtk(): a Grid from an IntGrid layer of an LDtk level, its values
// named walls or priced; ldtkLayout(): that layer's tile size and extent.
import { loaded } from './core.js';
import { PathraceError, describe, listed } from './errors.js';
import { Grid } from './grid.js';
import { checkFiles, checkLoaderOptions, isObject, mapError, namedFile } from './maps-input.js';
import { checkSize } from './grid-input.js';
import { limits } from './vocabulary.js';

const optionNames = ['level', 'layer', 'walls', 'costs', 'levels'];
const { maxTerrain } = limits;
const whole = (value, least) => Number.isInteger(value) && value >= least;

/**
 * An LDtk project (parsed JSON) → a Grid of one IntGrid layer of one level:
 * 0 (no value) is open ground of cost 1; a value in `walls` is a wall, one
 * in `costs` costs that much; with no `walls` given, every value that
 * `costs` does not price is a wall, else it is open ground of cost 1.
 */
export function fromLDtk(project, options = {}) {
  const method = 'fromLDtk()';
  loaded();
  const { layer, path, values } = intGridLayer(project, options, method);
  const priced = checkCosts(options.costs, values, method);
  const walls = options.walls === undefined ? null : checkWalls(options.walls, values, method);
  for (const value of walls ?? [])
    if (priced.has(value))
      throw new PathraceError(
        'invalid-option',
        `${method} value ${nameOf(value, values)} is both in walls and in costs`,
      );
  const { __cWid: width, __cHei: height, intGridCsv: csv } = layer;
  if (!Array.isArray(csv))
    throw mapError(method, 'bad-data', `layer "${path}" has no intGridCsv array`, { layer: path });
  if (csv.length !== width * height)
    throw mapError(
      method,
      'bad-data-length',
      `layer "${path}" has ${csv.length} values in intGridCsv but its ${width}×${height} cells need ${width * height}`,
      { layer: path },
    );
  const costs = new Uint8Array(width * height);
  for (let i = 0; i < csv.length; ++i) {
    const value = csv[i];
    if (value === 0) costs[i] = 1;
    else if (!whole(value, 1) || (values !== null && !values.has(value)))
      throw mapError(
        method,
        'bad-data',
        `layer "${path}" cell (${i % width}, ${Math.floor(i / width)}) holds ${describe(value)}, which is no value of the layer`,
        { layer: path },
      );
    else if (priced.has(value)) costs[i] = priced.get(value);
    else costs[i] = walls === null || walls.has(value) ? 0 : 1;
  }
  return Grid.fromArray(width, height, costs);
}

/**
 * The tile size of the IntGrid layer fromLDtk() reads and its extent:
 * { tileWidth, tileHeight, width, height, originX: 0, originY: 0 }, pixels
 * counted from the layer's top-left corner.
 */
export function ldtkLayout(project, options = {}) {
  const { layer, path } = intGridLayer(project, options, 'ldtkLayout()');
  const size = layer.__gridSize;
  if (!(typeof size === 'number' && size > 0))
    throw mapError('ldtkLayout()', 'bad-size', `layer "${path}" has __gridSize ${describe(size)}`, {
      layer: path,
    });
  return {
    tileWidth: size,
    tileHeight: size,
    width: layer.__cWid,
    height: layer.__cHei,
    originX: 0,
    originY: 0,
  };
}

// The level's IntGrid layer the options choose, its path "level/layer" for
// messages, and its values (number → identifier) from the project's layer
// definition, or null when the project has none.
function intGridLayer(project, options, method) {
  if (!isObject(project))
    throw new PathraceError(
      'invalid-argument',
      `${method} takes an LDtk project (its .ldtk JSON, parsed), got ${describe(project)}`,
    );
  checkLoaderOptions(options, method, optionNames);
  checkFiles(options.levels, 'levels', method);
  const { level, name } = chosenLevel(project, options, method);
  const intGrids = level.layerInstances.filter((l) => isObject(l) && l.__type === 'IntGrid');
  const names = intGrids.map((l) => l.__identifier);
  if (intGrids.length === 0) throw mapError(method, 'no-layers', `level "${name}" has no IntGrid layer`);
  let layer;
  if (options.layer === undefined) {
    if (intGrids.length > 1)
      throw new PathraceError(
        'invalid-option',
        `${method} level "${name}" has ${intGrids.length} IntGrid layers (${listed(names)}): say which, as layer: "${names[0]}"`,
      );
    layer = intGrids[0];
  } else {
    layer = intGrids.find((l) => l.__identifier === options.layer);
    if (layer === undefined)
      throw new PathraceError(
        'invalid-option',
        `${method} layer ${describe(options.layer)} is no IntGrid layer of level "${name}"; it has ${listed(names)}`,
      );
  }
  const path = `${name}/${layer.__identifier}`;
  const { __cWid: width, __cHei: height } = layer;
  if (!whole(width, 1) || !whole(height, 1))
    throw mapError(
      method,
      'bad-size',
      `layer "${path}" is ${describe(width)} × ${describe(height)} cells (__cWid × __cHei); both must be whole numbers from 1`,
      { layer: path },
    );
  checkSize(width, height);
  const definition = project.defs?.layers?.find?.((d) => isObject(d) && d.uid === layer.layerDefUid);
  const values = Array.isArray(definition?.intGridValues)
    ? new Map(definition.intGridValues.filter(isObject).map((v) => [v.value, v.identifier ?? null]))
    : null;
  return { layer, path, values };
}

function chosenLevel(project, options, method) {
  const levels =
    Array.isArray(project.levels) && project.levels.length > 0 ? project.levels : worldLevels(project);
  if (levels.length === 0) throw mapError(method, 'no-layers', 'the project has no levels');
  const names = levels.map((l, i) =>
    isObject(l) && typeof l.identifier === 'string' ? l.identifier : `#${i}`,
  );
  const want = options.level;
  let index;
  if (want === undefined) {
    if (levels.length > 1)
      throw new PathraceError(
        'invalid-option',
        `${method} the project has ${levels.length} levels (${listed(names.slice(0, 5))}${levels.length > 5 ? ', …' : ''}): say which, as level: "${names[0]}"`,
      );
    index = 0;
  } else if (typeof want === 'number') {
    index = whole(want, 0) && want < levels.length ? want : -1;
  } else if (typeof want === 'string') {
    index = levels.findIndex((l, i) => names[i] === want || l?.iid === want);
  } else {
    index = -1;
  }
  if (index < 0)
    throw new PathraceError(
      'invalid-option',
      `${method} level ${describe(want)} is not in the project: name a level by its identifier or iid, or give its index from 0 to ${levels.length - 1}`,
    );
  let level = levels[index];
  const name = names[index];
  if (isObject(level) && !Array.isArray(level.layerInstances) && typeof level.externalRelPath === 'string') {
    const file = level.externalRelPath;
    level = namedFile(options.levels, file);
    if (level === undefined)
      throw mapError(
        method,
        'missing-level',
        `level "${name}" is in a file of its own: pass it in, as levels: { "${file}": json }`,
        { level: name },
      );
  }
  if (!isObject(level) || !Array.isArray(level.layerInstances))
    throw mapError(method, 'no-layers', `level "${name}" has no layerInstances array`, { level: name });
  return { level, name };
}

// Projects with several worlds keep their levels in each world.
function worldLevels(project) {
  if (!Array.isArray(project.worlds)) return [];
  return project.worlds.flatMap((w) => (isObject(w) && Array.isArray(w.levels) ? w.levels : []));
}

// ---------------------------------------------------------------- the values

function nameOf(value, values) {
  const identifier = values?.get(value);
  return identifier ? `${value} ("${identifier}")` : String(value);
}

// A value named by its identifier or its number → the number.
function valueOf(name, option, values, method) {
  let value = null;
  if (typeof name === 'number') value = name;
  else if (typeof name === 'string' && /^\d+$/.test(name)) value = Number(name);
  else if (typeof name === 'string' && values !== null)
    for (const [v, identifier] of values) if (identifier === name) value = v;
  const known = values === null ? whole(value, 1) : values.has(value);
  if (!known) {
    const choices =
      values === null
        ? 'the layer has no definition to name values by'
        : `its values are ${[...values.keys()].map((v) => nameOf(v, values)).join(', ')}`;
    throw new PathraceError(
      'invalid-option',
      `${method} ${option} names ${describe(name)}, which is no value of the layer; ${choices}`,
    );
  }
  return value;
}

function checkCosts(costs, values, method) {
  const priced = new Map();
  if (costs === undefined) return priced;
  if (!isObject(costs))
    throw new PathraceError(
      'invalid-option',
      `${method} costs must be an object of value → cost, as { water: 3 }, got ${describe(costs)}`,
    );
  for (const [name, cost] of Object.entries(costs)) {
    const value = valueOf(name, 'costs', values, method);
    if (!whole(cost, 1) || cost > maxTerrain)
      throw new PathraceError(
        'invalid-option',
        `${method} costs gives ${nameOf(value, values)} the cost ${describe(cost)}; a cost is a whole number from 1 to ${maxTerrain}`,
      );
    priced.set(value, cost);
  }
  return priced;
}

function checkWalls(walls, values, method) {
  if (!Array.isArray(walls))
    throw new PathraceError(
      'invalid-option',
      `${method} walls must be an array of values, by identifier or number, got ${describe(walls)}`,
    );
  return new Set(walls.map((name) => valueOf(name, 'walls', values, method)));
}
