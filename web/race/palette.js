// The colours of the race: Okabe–Ito (colour-blind safe) for what the
// overlay draws, and the table that turns a cell's search state and terrain
// into one pixel of the cell bitmap.
import { CellState } from '../lib/index.js';

/** Okabe–Ito colours and the tints the cells use. */
export const palette = {
  floor: '#ffffff',
  wall: '#2b2b2b',
  terrain: '#9c7a4e',
  open: '#56b4e9', // sky blue
  closed: '#cbe7f8', // a pale sky blue
  scanned: '#f5efb8', // a pale yellow: passed over by a jump (jump point search)
  jump: '#0072b2', // blue: a jump point's line to its parent
  path: '#e69f00', // orange
  start: '#009e73', // bluish green, a circle
  goal: '#d55e00', // vermillion, a diamond
  current: '#cc79a7', // reddish purple, a square ring
  detour: '#cc79a7',
  better: '#0072b2', // blue, dashed: the better path drawn over the worse panel
  leave: '#f0e442', // yellow triangle: where the worse path first leaves the better
};

function rgb(hex) {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function mix(a, b, t) {
  return [0, 1, 2].map((k) => Math.round(a[k] * (1 - t) + b[k] * t));
}

const base = [];
base[CellState.unseen] = rgb(palette.floor);
base[CellState.open] = rgb(palette.open);
base[CellState.closed] = rgb(palette.closed);
base[CellState.path] = rgb(palette.path);
base[CellState.scanned] = rgb(palette.scanned);
const wallColour = rgb(palette.wall),
  tint = rgb(palette.terrain);

/** The colour of a cell in `state` (a CellState byte) on terrain `t` (0: a wall), as [r, g, b]. */
export function cellColour(state, t) {
  if (t === 0) return wallColour;
  if (t === 1) return base[state];
  const amount = Math.min(1, Math.log(t) / Math.log(16)); // 2 → 0.25, 4 → 0.5, 16+ → 1
  return mix(base[state], tint, (state === CellState.unseen ? 0.75 : 0.45) * amount);
}

/**
 * state << 8 | terrain → a pixel (RGBA bytes in memory order, read as one
 * little-endian Uint32), for the five CellState bytes and terrain 0–255.
 */
export const pixelTable = (() => {
  const table = new Uint32Array(5 << 8);
  const little = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
  const pack = ([r, g, b]) =>
    (little ? (255 << 24) | (b << 16) | (g << 8) | r : (r << 24) | (g << 16) | (b << 8) | 255) >>> 0;
  for (let state = 0; state < base.length; ++state)
    for (let t = 0; t < 256; ++t) table[(state << 8) | t] = pack(cellColour(state, t));
  return table;
})();
