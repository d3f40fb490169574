// The crowd's two kinds of unit. Each follows its own flow field to the
// nearest flag, asked of the pool with its size and terrain profile.
// Infantry (size 1) pay the map's price for rubble (its class is its cost,
// 3 a step); tanks (size 2, a 2 × 2 block) cannot cross it: their profile,
// sent to the pool once by name, makes rubble a wall.
import { rubble } from './world.js';

/** One byte per terrain class: 1 where a unit of the kind cannot stand (class 0, the walls, always). */
function wallsOf(...classes) {
  const walls = new Uint8Array(256);
  walls[0] = 1;
  for (const c of classes) walls[c] = 1;
  return walls;
}

export const kinds = [
  { name: 'infantry', size: 1, speed: 10, walls: wallsOf(), profile: null },
  {
    name: 'tank',
    size: 2,
    speed: 7,
    walls: wallsOf(rubble),
    profile: { name: 'tracks', terrain: { [rubble]: 'wall' } },
  },
];
export const infantry = 0,
  tank = 1;

/** The kind of the crowd's unit i: one in ten a tank. */
export const kindOf = (i) => (i % 10 === 9 ? tank : infantry);

/** What a kind's flow field is asked with: its size and, by name, its profile. */
export const fieldOptions = (kind) =>
  kind.profile === null ? { size: kind.size } : { size: kind.size, terrain: kind.profile.name };

/**
 * Where a unit of `kind` has reached the flag on `cell`: the positions
 * whose block covers it (for a tank, the four anchors up and to the left),
 * those inside the map.
 */
export function goalsAt(kind, cell, width) {
  const x = cell % width,
    y = (cell - x) / width;
  const goals = [];
  for (let dy = 0; dy < kind.size; ++dy)
    for (let dx = 0; dx < kind.size; ++dx) if (x >= dx && y >= dy) goals.push({ x: x - dx, y: y - dy });
  return goals;
}
