// What a grid is made from and edited with, checked before the engine sees
// it: its size, the rows of Grid.fromRows(), the text of
// Grid.fromMovingAI(), the costs of Grid.fromArray() and a cell's terrain.
// Every mistake becomes a PathraceError that says what is allowed; the
// limits are the engine's (vocabulary.js), so the checks are the same on
// every thread.
import { PathraceError, describe } from './errors.js';
import { limits } from './vocabulary.js';

const { maxSide, maxTerrain } = limits;

/** Grid.fromRows()'s rows (an array of strings, or one string of lines) → their text. */
export function rowsText(rows) {
  if (Array.isArray(rows)) {
    rows.forEach((row, i) => {
      if (typeof row !== 'string' || /[\r\n]/.test(row))
        throw new PathraceError(
          'invalid-argument',
          `Grid.fromRows() rows[${i}] must be a string holding one row, got ${describe(row)}`,
        );
    });
    return rows.join('\n');
  }
  if (typeof rows !== 'string')
    throw new PathraceError(
      'invalid-argument',
      `Grid.fromRows() takes an array of strings or one string of lines, got ${describe(rows)}`,
    );
  return rows;
}

/** Grid.fromMovingAI()'s text, checked to be one. */
export function checkMapText(text) {
  if (typeof text !== 'string')
    throw new PathraceError(
      'invalid-argument',
      `Grid.fromMovingAI() takes the text of a .map file, got ${describe(text)}`,
    );
  return text;
}

/** Grid.fromArray()'s arguments → { width, height, costs: the costs as bytes (a Uint8Array given is used as it is) }. */
export function costBytes(width, height, costs) {
  checkSize(width, height);
  if (!Array.isArray(costs) && !(ArrayBuffer.isView(costs) && !(costs instanceof DataView)))
    throw new PathraceError(
      'invalid-argument',
      `Grid.fromArray() costs must be an array or typed array of terrain costs, got ${describe(costs)}`,
    );
  if (costs.length !== width * height)
    throw new PathraceError(
      'invalid-argument',
      `Grid.fromArray() got ${costs.length} costs but a ${width}×${height} grid needs ${width * height} (row by row)`,
    );
  if (costs instanceof Uint8Array || costs instanceof Uint8ClampedArray) return { width, height, costs };
  const bytes = new Uint8Array(costs.length);
  for (let i = 0; i < costs.length; ++i) {
    checkTerrain(costs[i], `costs[${i}]`);
    bytes[i] = costs[i];
  }
  return { width, height, costs: bytes };
}

export function checkSize(width, height) {
  const ok = (v) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= maxSide;
  if (!ok(width) || !ok(height))
    throw new PathraceError(
      'invalid-size',
      `a grid of ${describe(width)} × ${describe(height)} cells is not allowed: width and height must be whole numbers from 1 to ${maxSide}`,
    );
}

export function checkTerrain(cost, label = 'terrain') {
  if (typeof cost !== 'number' || !Number.isInteger(cost) || cost < 0 || cost > maxTerrain)
    throw new PathraceError(
      'invalid-terrain',
      `${label} must be a whole number from 0 (wall) to ${maxTerrain}, got ${describe(cost)}`,
    );
}
