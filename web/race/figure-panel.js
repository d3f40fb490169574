// One panel's map in a figure, as plain nodes ({ tag, attrs, text,
// children }, SVG's names) in cell units: its cells in a palette's
// colours — one path per colour of horizontal runs, not a rectangle per
// cell, so a big map's figure stays small — and over them every layer of
// its scene (scene.js) with each mark's look resolved in that palette,
// stroke widths turned from CSS px into cell units. figure.js places it.
import { Algorithm } from '../lib/vocabulary.js';
import { figureFont } from './figure-text.js';
import { labelCellSize } from './label-layout.js';
import { cellLabels, jumpLines } from './overlay-model.js';
import { cellColour } from './palette.js';
import { markStyle, panelShown, sceneLayers } from './scene.js';

const round = (v) => Math.round(v * 1000) / 1000;
// Path data with its numbers to three decimals (the layout's arrows carry sixteen).
const tidy = (d) => d.replace(/-?\d+\.\d{4,}/g, (v) => String(round(Number(v))));
const node = (tag, attrs, extra = {}) => ({ tag, attrs, ...extra });
const hex = (rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

// Per palette: state << 8 | terrain → the number of its colour in `list` (#rrggbb); cells that look the same share one.
const cellTables = new WeakMap();
function cellTable(colours) {
  let t = cellTables.get(colours);
  if (t) return t;
  const ids = new Map();
  t = { of: new Uint16Array(5 << 8), list: [] };
  for (let state = 0; state < 5; ++state)
    for (let terrain = 0; terrain < 256; ++terrain) {
      const c = hex(cellColour(state, terrain, colours));
      if (!ids.has(c)) ids.set(c, t.list.push(c) - 1);
      t.of[(state << 8) | terrain] = ids.get(c);
    }
  cellTables.set(colours, t);
  return t;
}

/**
 * The cells as one path per colour of horizontal runs, each move relative
 * to the end of the run before it, over a rectangle of the floor's colour;
 * the group also carries the cells as values (`cells`) for a canvas to
 * paint as a bitmap, and without `runs` holds only those.
 */
function cellLayer(states, terrain, width, height, colours, runs) {
  const cells = { states, terrain, width, height, colours };
  const layer = node('g', { 'data-layer': 'cells' }, { cells, children: [] });
  if (!runs) return layer;
  const { of, list } = cellTable(colours);
  const floor = list.indexOf(colours.floor);
  const paths = new Map(); // colour number → { d: pieces, x, y: where its last run ended }
  for (let y = 0; y < height; ++y) {
    const row = y * width;
    let x = 0;
    while (x < width) {
      const colour = of[(states[row + x] << 8) | terrain[row + x]];
      let end = x + 1;
      while (end < width && of[(states[row + end] << 8) | terrain[row + end]] === colour) ++end;
      if (colour !== floor) {
        const run = paths.get(colour);
        if (!run) paths.set(colour, { d: [`M${x} ${y + 0.5}h${end - x}`], x: end, y });
        else {
          run.d.push(`m${x - run.x} ${y - run.y}h${end - x}`);
          run.x = end;
          run.y = y;
        }
      }
      x = end;
    }
  }
  layer.children.push(node('rect', { x: 0, y: 0, width, height, fill: colours.floor }));
  for (const [colour, { d }] of paths)
    layer.children.push(
      node('path', { d: d.join(''), fill: 'none', stroke: list[colour], 'stroke-width': 1 }),
    );
  return layer;
}

/** A scene shape as a figure node in `colours`, on cells of `s` px (its group scales cell units by s). */
function shapeNode(shape, s, colours) {
  if (shape.tag === 'labels') return labelNodes(shape.laid, s, colours);
  const st = markStyle(shape.mark, s);
  const attrs = {};
  for (const [k, v] of Object.entries(shape))
    if (!['tag', 'mark', 'cell', 'count'].includes(k)) attrs[k] = typeof v === 'number' ? round(v) : v;
  if (attrs.d) attrs.d = tidy(attrs.d);
  attrs.fill = st.fill ? colours[st.fill] : 'none';
  if (st.fill && st.fillOpacity !== 1) attrs['fill-opacity'] = st.fillOpacity;
  if (st.stroke) {
    attrs.stroke = colours[st.stroke];
    if (st.strokeOpacity !== 1) attrs['stroke-opacity'] = st.strokeOpacity;
    attrs['stroke-width'] = round(st.width / s);
    if (st.cap !== 'butt') attrs['stroke-linecap'] = st.cap;
    if (st.join !== 'miter') attrs['stroke-linejoin'] = st.join;
    if (st.dash) attrs['stroke-dasharray'] = st.dash.map((v) => round(v / s)).join(' ');
  }
  attrs['data-mark'] = shape.mark;
  if (shape.cell) attrs['data-cell'] = shape.cell;
  return [node(shape.tag, attrs)];
}

// The labels layer: the arrows as one path, then the numbers.
function labelNodes(laid, s, colours) {
  const out = [];
  const arrows = tidy(laid.map((l) => l.arrow).join(''));
  if (arrows) out.push(...shapeNode({ tag: 'path', mark: 'arrows', d: arrows }, s, colours));
  const texts = [];
  for (const { info, texts: t, placed } of laid) {
    if (!placed) continue;
    for (const kind of ['f', 'g', 'h']) {
      const p = placed[kind];
      if (!p || t[kind] === '') continue;
      const at = { x: round(info.x + p.x), y: round(info.y + p.y), 'font-size': round(p.size) };
      texts.push(
        node(
          'text',
          {
            ...at,
            'text-anchor': p.anchor,
            'dominant-baseline': 'central',
            'data-cell': `${info.x},${info.y}`,
            'data-kind': kind,
          },
          { text: t[kind] },
        ),
      );
    }
  }
  const fill = colours[markStyle('labels', s).fill];
  if (texts.length)
    out.push(node('g', { fill, 'font-family': figureFont(), 'data-mark': 'labels' }, { children: texts }));
  return out;
}

/**
 * Panel i of `race` at its clock as figure nodes in cell units: its cells,
 * then each scene layer, on cells of `s` CSS px in palette `colours`;
 * `marks`: the panel's detourMarks(); `labels`: f, g, h and the arrows
 * where cells are large enough; `highlight`: cells ringed; `runs`: the
 * cells as paths (else only as values, for a canvas); `m`: the labels'
 * numbers' language.
 */
export function panelMap(race, i, { s, marks, labels, runs, colours, highlight }, m) {
  const { width, height } = race.grid;
  const search = race.search(i);
  const states = search.cellStates();
  const jps = race.panelSettings(i).algorithm === Algorithm.jps;
  const shown = panelShown(race, i, {
    marks,
    // Every seen cell's numbers only where cells are large enough to show them.
    labels: labels && s >= labelCellSize ? cellLabels(search, states, width, height) : null,
    jumps: jps ? jumpLines(search, states, width, height) : null,
    highlight,
  });
  const view = { width, height, s, m };
  const out = [cellLayer(states, race.grid.costs(), width, height, colours, runs)];
  for (const layer of sceneLayers)
    for (const shape of layer.draw(shown, view)) out.push(...shapeNode(shape, s, colours));
  return out;
}
