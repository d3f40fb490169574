// What the map loaders (maps-tiled.js, maps-ldtk.js) share: their coded
// errors, the check of their options, and the files a map names that the
// caller passes in by name.
import { PathraceError, describe } from './errors.js';

export const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A malformed map: code 'invalid-map' with a reason and the `detail` in
 * words, like the text loaders' errors; line and column are 0, as JSON has
 * no line worth naming (the detail names the layer, tile or level instead).
 */
export function mapError(method, reason, detail, where = {}) {
  return new PathraceError('invalid-map', `${method}: ${detail}`, {
    reason,
    line: 0,
    column: 0,
    detail,
    ...where,
  });
}

/** A well-formed map the loaders cannot read (a hexagonal grid, zstd data). */
export function unsupportedMap(method, reason, detail, where = {}) {
  return new PathraceError('unsupported-map', `${method}: ${detail}`, { reason, detail, ...where });
}

/** Options of a loader: an object with only the names it knows. */
export function checkLoaderOptions(options, method, allowed) {
  if (!isObject(options))
    throw new PathraceError(
      'invalid-argument',
      `${method} options must be an object, got ${describe(options)}`,
    );
  for (const key of Object.keys(options))
    if (!allowed.includes(key))
      throw new PathraceError(
        'unknown-option',
        `${method} has no option "${key}"; the options are ${allowed.join(', ')}`,
      );
  return options;
}

/** An option holding one name or an array of names → the array. */
export function checkNames(value, name, method, fallback) {
  if (value === undefined) return fallback;
  const names = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(names) || names.length === 0 || !names.every((n) => typeof n === 'string' && n !== ''))
    throw new PathraceError(
      'invalid-option',
      `${method} ${name} must be a name or a non-empty array of names, got ${describe(value)}`,
    );
  return names;
}

// A map names its files by a path relative to itself ("../tilesets/terrain.tsj");
// a caller who loaded the file keys it by that path or by its file name.
const baseName = (file) => file.slice(file.lastIndexOf('/') + 1);

/**
 * The file a map names (`source`, `externalRelPath`) among those the caller
 * passed in as { name: parsed JSON } (see checkFiles): by the same path, else
 * by file name; undefined when not passed.
 */
export function namedFile(files, file) {
  if (files === undefined) return undefined;
  if (Object.hasOwn(files, file)) return files[file];
  const name = baseName(file);
  return Object.hasOwn(files, name) ? files[name] : undefined;
}

/** The option of files passed in by name (`tilesets`, `levels`): an object, if given. */
export function checkFiles(files, option, method) {
  if (files !== undefined && !isObject(files))
    throw new PathraceError(
      'invalid-option',
      `${method} ${option} must be an object of files by name, keyed by the name the map gives it, got ${describe(files)}`,
    );
  return files;
}
