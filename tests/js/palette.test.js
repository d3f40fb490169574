// The palette (web/race/palette.js) in both themes: every pair of colours
// drawn one on the other meets WCAG AA, computed here from the hex values
// with WCAG 2's own formula (not the palette's code): 4.5:1 for text, 3:1
// for controls and for the map's marks against the cells under them. The
// cells a mark can sit on are the canvas's own colours, every terrain
// tint included. Also: the names, their custom properties and the CSS the
// palette writes, the canvas's pixel table, and the docs' table of them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { CellState } from '../../web/lib/node.js';
import {
  cellColour,
  colourNames,
  colourUses,
  customProperty,
  paletteCss,
  palettes,
  pixelTableOf,
  shades,
  themeProperty,
} from '../../web/race/palette.js';
import { markStyle } from '../../web/race/scene.js';
import { root } from './support.js';

// WCAG 2.x relative luminance and contrast ratio.
const channel = (c8) => {
  const c = c8 / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const rgbOf = (colour) =>
  typeof colour === 'string' ? [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)) : colour;
const luminance = (colour) => {
  const [r, g, b] = rgbOf(colour).map(channel);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
// `top` at `opacity` over `under`, as the browser composites it.
const over = (top, under, opacity) =>
  rgbOf(top).map((c, k) => Math.round(c * opacity + rgbOf(under)[k] * (1 - opacity)));

const hex = (rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

test("the ratio is WCAG's: black on white is 21:1, a colour on itself 1:1, #767676 on white 4.54:1", () => {
  assert.equal(contrast('#000000', '#ffffff'), 21);
  assert.equal(contrast('#56b4e9', '#56b4e9'), 1);
  assert.equal(Math.floor(contrast('#767676', '#ffffff') * 100) / 100, 4.54);
});

// Text on what it is written on (4.5:1).
const textPairs = [
  ['text', 'frame'],
  ['muted', 'frame'],
  ['text', 'page'],
  ['muted', 'page'],
  ['accent', 'page'], // links
  ['accent', 'frame'],
  ['buttonText', 'button'],
  ['buttonText', 'buttonHover'],
  ['accentText', 'accent'],
  ['accentText', 'accentHover'],
  ['text', 'input'],
  ['text', 'verdict'],
  ['text', 'note'],
  ['text', 'message'],
  ['tooltipText', 'tooltip'],
  ['stepActiveText', 'stepActive'],
  ['stepHoverText', 'stepHover'],
  ['problem', 'page'],
  ['problem', 'frame'],
  ['text', 'mark'],
  ['worse', 'frame'],
  ['success', 'frame'],
  ['text', 'code'],
  ['muted', 'code'],
];
// Controls' edges and the focus ring against what surrounds them (3:1).
const controlPairs = [
  ['buttonBorder', 'frame'],
  ['buttonBorder', 'page'],
  ['inputBorder', 'frame'],
  ['inputBorder', 'page'],
  ['accent', 'frame'], // the primary button, and the sliders' accent
  ['accent', 'page'],
  ['focus', 'frame'],
  ['focus', 'page'],
  ['stepMark', 'page'],
  ['messageBorder', 'frame'],
];

for (const [theme, P] of Object.entries(palettes)) {
  test(`${theme}: text reads at 4.5:1 and controls at 3:1`, () => {
    const weak = [];
    for (const [a, b] of textPairs) if (contrast(P[a], P[b]) < 4.5) weak.push(`${a} on ${b}`);
    for (const [a, b] of controlPairs) if (contrast(P[a], P[b]) < 3) weak.push(`${a} on ${b}`);
    assert.deepEqual(weak, []);
  });

  // Every colour the canvas paints for these states, on every terrain (not walls).
  const cellsIn = (...states) => [
    ...new Set(states.flatMap((s) => Array.from({ length: 255 }, (_, t) => hex(cellColour(s, t + 1, P))))),
  ];
  const { unseen, open, closed, path, scanned } = CellState;
  const anyGround = cellsIn(unseen, open, closed, path, scanned);
  const seen = cellsIn(open, closed, path, scanned);

  test(`${theme}: walls stand out from the floor, f/g/h from every cell a search has seen`, () => {
    assert.ok(contrast(P.wall, P.floor) >= 3, 'wall on floor');
    const weak = [];
    for (const cell of seen) {
      if (contrast(P.label, cell) < 4.5) weak.push(`label on ${cell}`);
      if (contrast(P.arrow, cell) < 3) weak.push(`arrow on ${cell}`);
    }
    assert.deepEqual(weak, []);
  });

  // Each mark (scene.js's name, drawn at its own opacity) on the cells it
  // can be drawn over: its fill, or its edge, stands out at 3:1, and an
  // edge stands out from its fill. The grid lines and a unit's band are
  // shades that leave the cells' colours to be read, and are not marks.
  const marks = [
    ['start', anyGround],
    ['goal', cellsIn(unseen, open, closed, path)],
    ['leave', cellsIn(path)],
    ['current', cellsIn(closed)],
    ['path', cellsIn(path), 56], // big cells: a line through the path's cells
    ['path', anyGround, 2], // tiny cells: a band with its casing
    ['detour', anyGround],
    ['betterPath', anyGround],
    ['jumps', anyGround],
    ['ring', [...anyGround, P.wall]],
    ['cursor', [...anyGround, P.wall]],
    // On a wall the pointer itself shows where it is, and the tooltip names the cell.
    ['hover', anyGround],
  ];
  // Halos drawn round a mark, and the casing drawn under the path's band.
  const halos = { ring: 'ringHalo', cursor: 'cursorHalo' };
  test(`${theme}: every mark stands out at 3:1 from the cells under it`, () => {
    const weak = [];
    for (const [name, cells, s = 28] of marks) {
      const style = markStyle(name, s);
      const edge = halos[name] ?? (style.stroke === 'pathBand' ? 'pathCasing' : null);
      // A mark's fill and its different-coloured rim or halo are told apart too.
      const rim = edge ?? (style.fill && style.stroke !== style.fill ? style.stroke : null);
      const body = style.fill ?? style.stroke;
      if (rim && contrast(P[rim], P[body]) < 3) weak.push(`${name}: ${rim} on ${body}`);
      for (const cell of cells) {
        const shown = [];
        if (style.fill) shown.push(over(P[style.fill], cell, style.fillOpacity));
        if (style.stroke) shown.push(over(P[style.stroke], cell, style.strokeOpacity));
        if (edge) shown.push(P[edge]);
        const ratio = Math.max(...shown.map((c) => contrast(c, cell)));
        if (ratio < 3) weak.push(`${name} (${P[body]}) on ${cell}: ${ratio.toFixed(2)}`);
      }
    }
    assert.deepEqual(weak.slice(0, 12), []);
  });
}

test('every colour has a light and a dark value, a use, and its own --pr- property', () => {
  assert.equal(new Set(colourNames).size, colourNames.length);
  for (const name of colourNames) {
    for (const theme of ['light', 'dark'])
      assert.match(palettes[theme][name], /^#[0-9a-f]{6}$/, `${theme} ${name}`);
    assert.ok(colourUses[name]?.length > 3, `${name} says what it colours`);
  }
  assert.deepEqual(Object.keys(palettes.dark), colourNames);
  assert.equal(customProperty('buttonText'), '--pr-button-text');
  assert.equal(customProperty('floor'), '--pr-floor');
  const properties = colourNames.map(customProperty);
  assert.equal(new Set(properties).size, properties.length);
  for (const p of properties) assert.match(p, /^--pr-[a-z]+(-[a-z]+)*$/);
});

test("the palette's CSS gives each theme property the page's --pr-* first, then the theme's value", () => {
  const css = paletteCss({ light: '.a', dark: '.a.b', autoDark: '.a:not(.c)' });
  const block = (selector) =>
    css.slice(css.indexOf(`${selector} {`), css.indexOf('}', css.indexOf(`${selector} {`)));
  for (const [selector, theme] of [
    ['.a', 'light'],
    ['.a.b', 'dark'],
    ['.a:not(.c)', 'dark'],
  ]) {
    const text = block(selector);
    assert.match(text, new RegExp(`color-scheme: ${theme};`));
    for (const name of colourNames)
      assert.ok(
        text.includes(`${themeProperty(name)}: var(${customProperty(name)}, ${palettes[theme][name]});`),
        `${selector} ${name}`,
      );
    for (const [name, amount] of Object.entries(shades))
      assert.match(text, new RegExp(`shade-[a-z-]+: ${amount};`), name);
  }
  assert.match(css, /@media \(prefers-color-scheme: dark\) \{\n\.a:not\(\.c\) \{/);
  assert.doesNotMatch(
    paletteCss({ light: ':host', dark: ':host(:state(dark))', colorScheme: false }),
    /color-scheme/,
  );
});

test("the canvas's colours: each state's, walls', and terrain tinting towards the terrain colour", () => {
  for (const P of Object.values(palettes)) {
    const states = { unseen: P.floor, open: P.open, closed: P.closed, path: P.path, scanned: P.scanned };
    for (const [state, colour] of Object.entries(states)) {
      assert.equal(hex(cellColour(CellState[state], 1, P)), colour, state);
      assert.equal(hex(cellColour(CellState[state], 0, P)), P.wall, `${state} wall`);
    }
    // Terrain 16 and above: unseen ground 3/4 of the way to the terrain colour, seen ground 45%.
    const mix = (a, b, t) => hex(rgbOf(a).map((c, k) => Math.round(c * (1 - t) + rgbOf(b)[k] * t)));
    assert.equal(hex(cellColour(CellState.unseen, 200, P)), mix(P.floor, P.terrain, 0.75));
    assert.equal(hex(cellColour(CellState.closed, 16, P)), mix(P.closed, P.terrain, 0.45));
    // The pixel table packs the same colours as RGBA bytes in memory order.
    const table = pixelTableOf(P);
    assert.equal(pixelTableOf(P), table, 'made once a palette');
    const bytes = new Uint8Array(table.buffer);
    const at = (CellState.open << 8) | 9;
    assert.deepEqual([...bytes.subarray(at * 4, at * 4 + 4)], [...cellColour(CellState.open, 9, P), 255]);
  }
  assert.notDeepEqual(cellColour(CellState.unseen, 1), cellColour(CellState.unseen, 1, palettes.dark));
  assert.deepEqual(cellColour(CellState.unseen, 1), rgbOf(palettes.light.floor), 'light by default');
});

test("docs/embed.md's table of colours lists exactly the palette's, with both themes' values", () => {
  const docs = readFileSync(path.join(root, 'docs', 'embed.md'), 'utf8');
  const section = docs.slice(docs.indexOf('### Colours: `--pr-*`'));
  const rows = [
    ...section.matchAll(/^\| `(--pr-[a-z-]+)` \| `(#[0-9a-f]{6})` \| `(#[0-9a-f]{6})` \| [^|]+ \|$/gm),
  ];
  assert.deepEqual(
    rows.map(([, property, light, dark]) => [property, light, dark]),
    colourNames.map((name) => [customProperty(name), palettes.light[name], palettes.dark[name]]),
  );
});
