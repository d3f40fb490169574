// The shapes and stroke widths of what a panel draws over its cells, in
// cell units for a cell of `s` CSS px: the start's circle, the goal's
// diamond, the yellow triangle where the worse path leaves the better, the
// current node's box, the rings, and the paths' widths. Pure: the scene
// (scene.js) lays them out for the overlay and the figure alike.
import { labelCellSize } from './label-layout.js';

/**
 * Marker radius in cells at `s` CSS px a cell: 7 to 12 px, however small
 * the cells; on labelled cells, small enough to leave the corner numbers readable.
 */
export function markerRadius(s) {
  const px = s >= labelCellSize ? Math.min(s * 0.19, 14) : Math.max(7, Math.min(12, s * 0.42));
  return px / s;
}

// The goal's diamond reaches this many marker radii from its centre (its area about the start circle's).
const diamondReach = 1.18;

/** The white rim of the start and goal markers, in CSS px. */
export function markerRim(s) {
  return Math.max(1.5, Math.min(3, s * 0.08));
}

/** The goal's diamond on cell p, as SVG path data (cell units). */
export function goalDiamond(p, s) {
  const cx = p.x + 0.5,
    cy = p.y + 0.5,
    q = markerRadius(s) * diamondReach;
  return `M${cx} ${cy - q}L${cx + q} ${cy}L${cx} ${cy + q}L${cx - q} ${cy}Z`;
}

/** A yellow triangle pointing down at cell p, where the paths part, as SVG path data. */
export function leaveTriangle(p, s) {
  const cx = p.x + 0.5,
    top = p.y + 0.5,
    size = Math.max(0.9, 14 / s);
  return `M${cx} ${top}L${cx - size * 0.6} ${top - size * 1.1}L${cx + size * 0.6} ${top - size * 1.1}Z`;
}

/**
 * The lines' widths in CSS px: path cells are painted orange; on big cells
 * (`thin`) a thin dark line joins their centres, on tiny ones a thick cased
 * line keeps the path visible. { thin, line, casing, better, detour }.
 */
export function lineWidths(s) {
  const pathWidth = Math.max(2.5, Math.min(8, s * 0.22));
  const thin = s >= 4;
  return {
    thin,
    line: thin ? Math.max(1.5, Math.min(4, s * 0.1)) : 3,
    casing: 5,
    better: Math.max(2, pathWidth * 0.6),
    detour: pathWidth + 3,
  };
}

/**
 * The current node's box in CSS px: { size (at least 9 px, so a tiny
 * cell's is seen), border (inside the box; whole px, as browsers draw a
 * CSS border) }.
 */
export function currentBox(s) {
  return { size: Math.max(s, 9), border: Math.max(2, Math.min(4, Math.round(s * 0.1))) };
}

/**
 * The side in CSS px of a box of at least `minPx` round a cell (the hover
 * and the keyboard cursor); round the start or goal marker (`onMarker`),
 * which can be larger than its cell, it goes round the marker instead.
 */
export function cursorBox(minPx, s, onMarker) {
  return onMarker ? Math.max(minPx, 2 * markerRadius(s) * diamondReach * s + 6) : minPx;
}

/** The radius in cells of the ring round a highlighted cell. */
export function ringRadius(s) {
  return Math.max(0.6, 5 / s + 0.5);
}

/** The jump lines' width (jump point search), in CSS px. */
export function jumpWidth(s) {
  return Math.max(1, Math.min(2.5, s * 0.08));
}

/**
 * The k×k blocks a unit of `size` stands on at each of `cells` (its
 * top-left cells), as SVG path data in cell units: one square each, drawn
 * the same way round, so a fill paints their union once. '' for size 1.
 */
export function unitBlocks(cells, size) {
  if (!(size > 1) || !cells?.length) return '';
  let d = '';
  for (const p of cells) d += `M${p.x} ${p.y}h${size}v${size}h${-size}Z`;
  return d;
}
