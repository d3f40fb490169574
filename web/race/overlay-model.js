// What a panel's overlay shows of a race, as values: the detour marks of a
// finished race, every seen cell's f, g, h and parent, and jump point
// search's lines to each jump point's parent. No DOM: the race view draws
// them on the page, figure.js in a figure.
import { CellState } from '../lib/index.js';

function pointsOf(cells, width) {
  const out = new Array(cells.length);
  for (let i = 0; i < cells.length; ++i) out[i] = { x: cells[i] % width, y: Math.floor(cells[i] / width) };
  return out;
}

/**
 * On the finished race (`v`: its verdict), the worse panel shows the better
 * path (dashed), its own stretches off it, and where it first leaves it:
 * [{ betterPath, detour, leave } or {}] per panel.
 */
export function detourMarks(race, v) {
  const marks = [{}, {}];
  if (!v || v.worse === null || !v.detour) return marks;
  const w = race.grid.width;
  const worse = v.results[v.worse],
    better = v.results[v.better];
  const worsePath = worse.path;
  marks[v.worse] = {
    betterPath: pointsOf(better.cells, w),
    detour: v.detour.off.map(([from, to]) => worsePath.slice(from, to + 1)),
    leave: worsePath[v.detour.leave],
  };
  return marks;
}

/** The labels of every cell `states` (its cellStates()) says `search` has seen: [{ x, y, f, g, h, parent }]. */
export function cellLabels(search, states, width, height) {
  const labels = [];
  for (let c = 0; c < width * height; ++c) {
    if (states[c] === 0) continue;
    const p = { x: c % width, y: Math.floor(c / width) };
    const info = search.cellInfo(p);
    labels.push({ x: p.x, y: p.y, f: info.f, g: info.g, h: info.h, parent: info.parent });
  }
  return labels;
}

/**
 * Jump point search: [x, y, parentX, parentY] from each open or closed jump
 * point to its parent. A closed jump point keeps its parent, so `closed`
 * (a Map kept by the caller for as long as the search is the same) holds
 * theirs; an open one may still find a better parent and is asked again.
 */
export function jumpLines(search, states, width, height, closed = new Map()) {
  const lines = [];
  for (let c = 0; c < width * height; ++c) {
    const state = states[c];
    if (state !== CellState.open && state !== CellState.closed) continue;
    const x = c % width,
      y = (c - x) / width;
    let parent = state === CellState.closed ? closed.get(c) : undefined;
    if (parent === undefined) {
      parent = search.cellInfo({ x, y }).parent;
      if (state === CellState.closed) closed.set(c, parent);
    }
    if (parent) lines.push([x, y, parent.x, parent.y]);
  }
  return lines;
}
