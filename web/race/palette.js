// Every colour the race shows, map and UI, in one table: each named colour
// has a light and a dark value (a theme is a palette), and each is the CSS
// custom property --pr-<name> (kebab-case) that a page sets to restyle it.
// The canvas, the overlay, the figure and the GIF read the same values, so
// a theme shows the same in every output.
//
// The dark theme is designed, not inverted: the floor is a dark slate and
// the walls stay the odd one out, raised and lighter than the floor (on the
// light theme they are the darkest thing on the map); a cell's state
// colours are dark enough for light f/g/h labels to read on them; the marks
// drawn over the cells (start, goal, current, paths, rings) are bright,
// each with an edge (markerRim, pathCasing, ringHalo, cursorHalo) that
// reads where its fill alone would not. Contrast: text 4.5:1 on what it
// sits on, controls and map marks 3:1 (tests/js/palette.test.js computes
// each pair that is drawn together).
import { CellState } from '../lib/index.js';

/** [name, light, dark, what it colours] for every colour, in the order the docs list them. */
const table = [
  // The frame and its words.
  ['page', '#fbfaf7', '#111418', "the race page's background (not the element's: it sits on yours)"],
  ['frame', '#ffffff', '#1a1e23', "the element's frame and the race page's cards"],
  ['text', '#1b1b1b', '#e8eaed', 'text'],
  ['muted', '#5b5b5b', '#a3abb4', 'secondary text: counters, stats, hints'],
  ['border', '#d4d4d4', '#343a41', "the frame's and the cards' borders"],
  ['button', '#ffffff', '#252a30', 'buttons'],
  ['buttonText', '#1b1b1b', '#e8eaed', "buttons' text and icons"],
  ['buttonBorder', '#8a8a8a', '#7c8692', "buttons' borders"],
  ['buttonHover', '#ececec', '#313841', 'a button under the pointer'],
  ['accent', '#0072b2', '#56b4e9', 'the primary button (Play), links, sliders, the focused table row'],
  ['accentText', '#ffffff', '#0b1620', 'text on the accent'],
  ['accentHover', '#005d91', '#7cc6f0', 'the primary button under the pointer'],
  ['focus', '#000000', '#f0e442', "the keyboard focus ring's outline"],
  ['focusHalo', '#f0e442', '#000000', "the keyboard focus ring's halo"],
  ['input', '#ffffff', '#22272d', 'menus and text fields'],
  ['inputBorder', '#8a8a8a', '#7c8692', "menus' and text fields' borders"],
  ['verdict', '#ffffff', '#1a1e23', "the verdict's box on the race page"],
  ['verdictBorder', '#1b1b1b', '#e8eaed', "the verdict box's border once the race is done"],
  ['note', '#fff4e0', '#33290f', 'notes on the race page'],
  ['noteBorder', '#e69f00', '#e69f00', "notes' borders"],
  ['message', '#fdf1e8', '#3a2216', 'what was wrong (a bad attribute, a map that did not load)'],
  ['messageBorder', '#d55e00', '#f08a4b', "that message's edge"],
  ['problem', '#9a3c00', '#ffab76', "a <path-race-step>'s own problem, said inside it"],
  ['tooltip', '#1f1f1f', '#eef1f4', "the map's tooltip"],
  ['tooltipText', '#ffffff', '#15181c', "the tooltip's text"],
  ['mark', '#fff3b0', '#4a4214', "the open list's next row; the weight sweep's chosen point"],
  ['rule', '#e3e3e3', '#30363d', "the open list's row rules"],
  ['worse', '#a3418a', '#e98fcf', "the worse path's cost"],
  ['success', '#006b4f', '#5fd3a9', 'a success said in words (copied)'],
  ['code', '#f6f5f1', '#22272d', 'code boxes'],
  // <path-race-step> in the prose.
  ['stepActive', '#fff1b8', '#3b3410', 'the step the race shows'],
  ['stepActiveText', '#1b1b1b', '#f3f3f3', "that step's text"],
  ['stepHover', '#eaf4fb', '#173246', 'a step under the pointer'],
  ['stepHoverText', '#1b1b1b', '#f3f3f3', "that step's text"],
  ['stepMark', '#0072b2', '#56b4e9', "a step's underline, and the bar beside the active one"],
  // The map's cells (the canvas).
  ['floor', '#ffffff', '#1f242a', 'open ground no search has seen'],
  [
    'wall',
    '#2b2b2b',
    '#8b96a3',
    'walls: darkest on the light theme, raised and lighter than the floor on the dark',
  ],
  ['terrain', '#9c7a4e', '#8a6d4a', 'the tint of costly terrain (more of it the costlier)'],
  ['open', '#56b4e9', '#2a6f9e', 'cells on the open list'],
  ['closed', '#cbe7f8', '#1f3d55', 'cells expanded (closed)'],
  ['scanned', '#f5efb8', '#4a4520', 'cells a jump passed over (jump point search)'],
  ['path', '#e69f00', '#8f5600', "the path's cells"],
  // What is drawn over the cells (the overlay, and the figure).
  ['pathLine', '#5c3900', '#ffc766', 'the line through the path on big cells'],
  ['pathBand', '#e69f00', '#ffb84d', 'the path drawn as a band on tiny cells'],
  ['pathCasing', '#383838', '#0d0f12', "that band's edge"],
  ['detour', '#6f1f5e', '#e3c2ff', 'where the worse path leaves the better one'],
  ['better', '#00466e', '#8fd0f5', 'the better path, dashed over the worse panel'],
  ['jump', '#082f57', '#d9e6ff', "a jump point's line to its parent (jump point search)"],
  ['start', '#009e73', '#3ddc97', 'the start (a circle)'],
  ['goal', '#d55e00', '#ffa066', 'the goal (a diamond)'],
  ['current', '#8e2f78', '#f59ad9', 'the node being expanded (a square)'],
  ['leave', '#f0e442', '#f0e442', 'the triangle where the worse path leaves the better'],
  ['markerRim', '#1b1b1b', '#0d0f12', 'the edge of the start, the goal and the triangle'],
  ['grid', '#000000', '#ffffff', 'grid lines on big cells (a faint shade of this)'],
  ['label', '#1a1a1a', '#eef1f4', 'the f, g and h numbers in cells'],
  ['arrow', '#333333', '#c9d1d9', "the arrows to each cell's parent"],
  ['ring', '#1b1b1b', '#f5f5f5', 'the rings round the cells a step highlights'],
  ['ringHalo', '#ffffff', '#000000', "the rings' halo"],
  ['cursor', '#000000', '#ffffff', 'the hover and keyboard cursor boxes'],
  ['cursorHalo', '#ffffff', '#000000', "the keyboard cursor's halo"],
  ['unitShade', '#000000', '#ffffff', "a large unit's band along its path (a faint shade of this)"],
];

/** Every colour's name, in the docs' order. */
export const colourNames = Object.freeze(table.map(([name]) => name));

/** What each colour colours, by name (the docs' table). */
export const colourUses = Object.freeze(Object.fromEntries(table.map(([name, , , what]) => [name, what])));

/** The themes by name, each a palette: colour name → '#rrggbb'. */
export const palettes = Object.freeze({
  light: Object.freeze(Object.fromEntries(table.map(([name, light]) => [name, light]))),
  dark: Object.freeze(Object.fromEntries(table.map(([name, , dark]) => [name, dark]))),
});

/** The theme names an element's `theme` takes: a palette's, or auto (the page's scheme). */
export const themeNames = Object.freeze([...Object.keys(palettes), 'auto']);

/** The light palette, the name the race used before it had themes. */
export const palette = palettes.light;

/**
 * How much of their colour the shades put over the cells, in both themes:
 * they tint what is under them instead of hiding it.
 */
export const shades = Object.freeze({
  grid: 0.13, // grid lines (colour: grid)
  unitBand: 0.14, // a large unit's band along its path (unitShade)
  unitEnds: 0.18, // its blocks at the start and the goal (start, goal)
  current: 0.35, // the fill of the current node's square (current)
});

/** The CSS custom property a page sets for colour `name`: '--pr-' and the name in kebab-case. */
export function customProperty(name) {
  return `--pr-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** The property render-css.js reads for colour `name`: the page's --pr-* if set, else the theme's. */
export function themeProperty(name) {
  return `--pr-theme-${customProperty(name).slice(5)}`;
}

/**
 * The CSS that defines the theme properties: at `light` (a selector) the
 * light palette's, at `dark` the dark one's, each falling back from the
 * page's --pr-* custom property; `autoDark`, if given, is a selector that
 * takes the dark palette while the reader's system prefers dark. With
 * each, the shades' amounts as --pr-theme-shade-<name> and, when
 * `colorScheme`, the `color-scheme` that makes native controls and scroll
 * bars match (not on what holds the page's own text, whose system colours
 * it would change).
 */
export function paletteCss({ light, dark, autoDark = null, colorScheme = true }) {
  const block = (selector, colours, scheme) =>
    `${selector} {\n${colorScheme ? `  color-scheme: ${scheme};\n` : ''}${colourNames
      .map((name) => `  ${themeProperty(name)}: var(${customProperty(name)}, ${colours[name]});\n`)
      .join('')}${Object.entries(shades)
      .map(([name, amount]) => `  --pr-theme-shade-${customProperty(name).slice(5)}: ${amount};\n`)
      .join('')}}\n`;
  let css = block(light, palettes.light, 'light') + block(dark, palettes.dark, 'dark');
  if (autoDark) css += `@media (prefers-color-scheme: dark) {\n${block(autoDark, palettes.dark, 'dark')}}\n`;
  return css;
}

/** '#rrggbb' → [r, g, b]. */
export function rgb(hex) {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function mix(a, b, t) {
  return [0, 1, 2].map((k) => Math.round(a[k] * (1 - t) + b[k] * t));
}

// A palette's cell colours as [r, g, b], made once per palette.
const cellBases = new WeakMap();
function cellBase(colours) {
  let base = cellBases.get(colours);
  if (!base) {
    const states = [];
    states[CellState.unseen] = rgb(colours.floor);
    states[CellState.open] = rgb(colours.open);
    states[CellState.closed] = rgb(colours.closed);
    states[CellState.path] = rgb(colours.path);
    states[CellState.scanned] = rgb(colours.scanned);
    base = { states, wall: rgb(colours.wall), tint: rgb(colours.terrain) };
    cellBases.set(colours, base);
  }
  return base;
}

/**
 * The colour of a cell in `state` (a CellState byte) on terrain `t` (0: a
 * wall) in palette `colours`, as [r, g, b]. Costly terrain tints the
 * state's colour: unseen ground more than ground a search has reached.
 */
export function cellColour(state, t, colours = palettes.light) {
  const { states, wall, tint } = cellBase(colours);
  if (t === 0) return wall;
  if (t === 1) return states[state];
  const amount = Math.min(1, Math.log(t) / Math.log(16)); // 2 → 0.25, 4 → 0.5, 16+ → 1
  return mix(states[state], tint, (state === CellState.unseen ? 0.75 : 0.45) * amount);
}

const tables = new WeakMap();

/**
 * state << 8 | terrain → a pixel (RGBA bytes in memory order, read as one
 * little-endian Uint32), for the five CellState bytes and terrain 0–255, in
 * palette `colours` (made once per palette object).
 */
export function pixelTableOf(colours = palettes.light) {
  let table = tables.get(colours);
  if (table) return table;
  table = new Uint32Array(5 << 8);
  const little = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
  const pack = ([r, g, b]) =>
    (little ? (255 << 24) | (b << 16) | (g << 8) | r : (r << 24) | (g << 16) | (b << 8) | 255) >>> 0;
  for (let state = 0; state < 5; ++state)
    for (let t = 0; t < 256; ++t) table[(state << 8) | t] = pack(cellColour(state, t, colours));
  tables.set(colours, table);
  return table;
}

/** The light palette's pixel table. */
export const pixelTable = pixelTableOf(palettes.light);
