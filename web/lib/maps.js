// pathrace/maps: grids from Tiled and LDtk maps, and the tile arithmetic
// between pixels and cells. An entry of its own, so that a game that draws
// its maps by hand does not ship the loaders. maps.d.ts documents it.
import { PathraceError, describe } from './errors.js';
import { checkCoordinate, checkPoint } from './options.js';

export { fromTiled, tiledLayout } from './maps-tiled.js';
export { fromLDtk, ldtkLayout } from './maps-ldtk.js';

const positive = (v) => typeof v === 'number' && v > 0 && Number.isFinite(v);
const whole = (v) => v === undefined || Number.isInteger(v);

function checkLayout(layout, method) {
  const ok =
    layout !== null &&
    typeof layout === 'object' &&
    positive(layout.tileWidth) &&
    positive(layout.tileHeight) &&
    [layout.width, layout.height].every((v) => v === undefined || (Number.isInteger(v) && v >= 1)) &&
    whole(layout.originX) &&
    whole(layout.originY);
  if (!ok)
    throw new PathraceError(
      'invalid-argument',
      `${method} takes a layout { tileWidth, tileHeight } in pixels (a Phaser Tilemap is one), with width, height, originX and originY in whole tiles if given; got ${describe(layout)}`,
    );
  return layout;
}

/**
 * The cell under a pixel, or null off the grid. A tile owns its left and
 * top edges: x = tileWidth is the second column.
 */
export function cellAt(x, y, layout) {
  const { tileWidth, tileHeight, width, height, originX = 0, originY = 0 } = checkLayout(layout, 'cellAt()');
  for (const [value, name] of [
    [x, 'x'],
    [y, 'y'],
  ])
    if (typeof value !== 'number' || !Number.isFinite(value))
      throw new PathraceError(
        'invalid-coordinate',
        `cellAt() ${name} must be a finite number of pixels, got ${describe(value)}`,
      );
  const cell = { x: Math.floor(x / tileWidth) - originX, y: Math.floor(y / tileHeight) - originY };
  if (cell.x < 0 || cell.y < 0) return null;
  if ((width !== undefined && cell.x >= width) || (height !== undefined && cell.y >= height)) return null;
  return cell;
}

/** The pixel at the centre of a cell, where a unit on it stands. */
export function cellCentre(cell, layout) {
  const {
    tileWidth,
    tileHeight,
    width,
    height,
    originX = 0,
    originY = 0,
  } = checkLayout(layout, 'cellCentre()');
  if (width !== undefined && height !== undefined) checkPoint(cell, 'cellCentre() cell', width, height);
  else {
    if (cell === null || typeof cell !== 'object')
      throw new PathraceError(
        'invalid-argument',
        `cellCentre() cell must be a point {x, y}, got ${describe(cell)}`,
      );
    checkCoordinate(cell.x, 'cellCentre() cell.x');
    checkCoordinate(cell.y, 'cellCentre() cell.y');
    if (cell.x < 0 || cell.y < 0)
      throw new PathraceError(
        'out-of-bounds',
        `cellCentre() cell (${cell.x}, ${cell.y}) is outside the grid: cells start at (0, 0)`,
      );
  }
  return { x: (cell.x + originX + 0.5) * tileWidth, y: (cell.y + originY + 0.5) * tileHeight };
}
