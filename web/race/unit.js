// The unit a race moves: a unit of size k stands on the k×k block whose
// top-left cell is its position (web/lib's `size`, docs/api.md "Units of
// size k"). Its sizes and name, whether its block fits on a cell, and why a
// search of it could not start or finish, for the page, the element and
// their sentences. The engine does the searching; this only reads terrain.
import { limits } from '../lib/vocabulary.js';
import { english } from './messages.js';

/** The sizes a race's unit can have: 1 to web/lib's largest. */
export const unitSizes = Object.freeze(Array.from({ length: limits.maxUnitSize }, (_, i) => i + 1));

/** A unit's size in words: "2×2". */
export function unitName(size, m = english) {
  return m.t('unit.name', { size });
}

/**
 * Whether a unit of `size` can stand at `p` on a width × height map of
 * `terrain` bytes (0: wall): its whole block inside the map and open.
 */
export function unitFits(terrain, width, p, size = 1) {
  const height = terrain.length / width;
  if (p.x < 0 || p.y < 0 || p.x + size > width || p.y + size > height) return false;
  for (let y = p.y; y < p.y + size; ++y)
    for (let x = p.x; x < p.x + size; ++x) if (terrain[y * width + x] === 0) return false;
  return true;
}

/**
 * Why a search ended 'start-blocked' or 'goal-blocked' (`status`), as a
 * clause: "the start is a wall", or for a larger unit "a 2×2 unit does not
 * fit at the goal (its block holds a wall or leaves the map)".
 */
export function blockedClause(status, size = 1, m = english) {
  const end = status === 'start-blocked' ? 'start' : 'goal';
  if (size === 1) return m.t('unit.blockedWall', { end });
  return m.t('unit.blockedUnit', { unit: unitName(size, m), end });
}
