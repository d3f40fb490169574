// What one panel draws over its cells, live: the scene's layers
// (scene.js: the start and goal, a larger unit's block, the paths, the
// detour, the rings, the f/g/h labels, the hover and cursor boxes, grid
// lines …) as an SVG in cell units, scaled with the cells, each mark in
// the look the scene's table gives it. Colours are CSS custom properties
// (palette.js), so a theme or an author's --pr-* restyles the overlay as
// it restyles the figure. The current node is a box of its own between the
// cells and the SVG, moved by a transform, so animating it never repaints
// the SVG. Only the layers whose inputs changed are touched.
import { CellLabels } from './labels.js';
import { english } from './messages.js';
import { themeProperty } from './palette.js';
import { layerChanged, markStyle, sceneLayers } from './scene.js';
import { svgElement } from './svg.js';

// Each layer's class (render-css.js and the tests find them by it) and the marker a test or a tool reads.
const layerClass = {
  grid: 'pr-gridlines',
  unitPath: 'pr-unit-path',
  unitStart: 'pr-unit-start',
  unitGoal: 'pr-unit-goal',
  jumps: 'pr-jumps',
  betterPath: 'pr-better',
  pathCasing: 'pr-path-casing',
  path: 'pr-path',
  detour: 'pr-detour',
  leave: 'pr-leave',
  start: 'pr-start',
  goal: 'pr-goal',
  highlight: 'pr-highlight',
  hover: 'pr-hover',
  cursorHalo: 'pr-cursor-halo',
  cursor: 'pr-cursor',
  edge: 'pr-edge',
};
const markerOf = {
  unitPath: 'unit-path',
  unitStart: 'unit-start',
  unitGoal: 'unit-goal',
  leave: 'leave',
  start: 'start',
  goal: 'goal',
  cursor: 'cursor',
};
// A shape's geometry attributes, by tag (what a hidden shape clears).
const geometry = {
  path: ['d'],
  polyline: ['points'],
  circle: ['cx', 'cy', 'r'],
  rect: ['x', 'y', 'width', 'height'],
};

// Colour `name` as the overlay paints it: the theme's property, which falls back from the page's --pr-*.
const colourVar = (name) => `var(${themeProperty(name)})`;

/**
 * Gives SVG element `node` the look of mark `name` on cells of `s` CSS px:
 * colours as CSS (custom properties), the stroke's width and dashes in CSS
 * px whatever the scale (non-scaling strokes).
 */
function applyStyle(node, name, s) {
  const st = markStyle(name, s);
  node.dataset.mark = name;
  node.style.fill = st.fill ? colourVar(st.fill) : 'none';
  node.style.fillOpacity = String(st.fillOpacity);
  node.style.stroke = st.stroke ? colourVar(st.stroke) : 'none';
  node.style.strokeOpacity = String(st.strokeOpacity);
  if (!st.stroke) return;
  node.setAttribute('stroke-width', st.width);
  node.setAttribute('vector-effect', 'non-scaling-stroke');
  node.setAttribute('stroke-linecap', st.cap);
  node.setAttribute('stroke-linejoin', st.join);
  if (st.dash) node.setAttribute('stroke-dasharray', st.dash.join(' '));
}

export class Overlay {
  #svg;
  #current;
  #nodes = {}; // layer name → its element (a group for a layer of many shapes)
  #labels;
  #shown = {};
  #width = 0;
  #height = 0;
  #scale = 1;
  #messages;
  #name;

  /** `name` labels the panel for screen readers; `messages` (messages.js) writes the labels' numbers. */
  constructor(doc, name, { messages } = {}) {
    this.#messages = messages;
    this.#name = name;
    const svg = svgElement('svg', {
      class: 'pr-overlay',
      preserveAspectRatio: 'none',
      role: 'img',
      'aria-label': (messages ?? english).t('view.overlay', { name }),
    });
    const current = doc.createElement('div');
    current.className = 'pr-current';
    current.dataset.marker = 'current';
    current.hidden = true;
    // Layout-critical styles are set here (as panel-renderer.js does).
    const layout = {
      position: 'absolute',
      left: '0',
      top: '0',
      pointerEvents: 'none',
      willChange: 'transform',
    };
    Object.assign(svg.style, layout, { overflow: 'visible' });
    Object.assign(current.style, layout, { boxSizing: 'border-box', borderStyle: 'solid' });
    this.#svg = svg;
    this.#current = current;

    for (const layer of sceneLayers) {
      if (layer.name === 'current') continue;
      if (layer.tag === 'labels') {
        const arrows = svgElement('g', { class: 'pr-arrows' }, svg);
        const labels = svgElement('g', { class: 'pr-labels' }, svg);
        this.#labels = new CellLabels(arrows, labels);
        this.#nodes.labels = { arrows, labels };
        continue;
      }
      const node = svgElement(layer.many ? 'g' : layer.tag, { class: layerClass[layer.name] }, svg);
      if (markerOf[layer.name]) node.dataset.marker = markerOf[layer.name];
      this.#nodes[layer.name] = node;
    }
  }

  /** The SVG, laid over the cells. */
  get svg() {
    return this.#svg;
  }
  /** The current node's box, between the cells and the SVG. */
  get current() {
    return this.#current;
  }
  /** What is shown now (the last update()). */
  get shown() {
    return this.#shown;
  }

  /** The numbers in the labels, in the language of `messages` (messages.js). */
  setMessages(messages) {
    this.#messages = messages;
    this.setName(this.#name);
    this.update(this.#shown, { force: true });
  }

  /** The panel's name for screen readers (its label says it is the map and the search). */
  setName(name) {
    this.#name = name;
    this.#svg.setAttribute('aria-label', (this.#messages ?? english).t('view.overlay', { name }));
  }

  /** A new map: forgets everything drawn on the last one. */
  setMap(width, height) {
    this.#width = width;
    this.#height = height;
    this.#svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    this.#labels.clear();
    this.#shown = {};
    this.update({}, { force: true });
  }

  /** CSS pixels per cell: redraws everything at the new size. */
  setScale(scale) {
    this.#scale = scale;
    this.update(this.#shown, { force: true });
  }

  /**
   * Shows `next` (scene.js sceneLayers' `shown`; see
   * PanelRenderer.setOverlay); only the layers whose inputs changed since
   * the last call are drawn, all of them when `force` (a new size).
   */
  update(next, { force = false } = {}) {
    const prev = this.#shown;
    const shown = { ...next };
    this.#shown = shown;
    const view = { width: this.#width, height: this.#height, s: this.#scale, m: this.#messages };
    for (const layer of sceneLayers) {
      if (!force && !layerChanged(layer, prev, shown)) continue;
      const shapes = this.#width ? layer.draw(shown, view) : [];
      if (layer.name === 'current') this.#moveCurrent(shapes[0], shown.current);
      else if (layer.tag === 'labels') this.#drawLabels(shapes[0]);
      else if (layer.many) this.#drawMany(this.#nodes[layer.name], shapes);
      else this.#drawOne(this.#nodes[layer.name], layer, shapes[0]);
    }
    this.#nodes.jumps.dataset.count = String(shown.jumps?.length ?? 0);
    this.#nodes.highlight.dataset.count = String(shown.highlight?.length ?? 0);
    for (const name of ['unitStart', 'unitGoal']) this.#nodes[name].dataset.size = String(shown.unit ?? 1);
  }

  #drawOne(node, layer, shape) {
    if (!shape) {
      // An empty path or line reads as none drawn; a length cannot be empty.
      for (const key of geometry[layer.tag])
        if (key === 'd' || key === 'points') node.setAttribute(key, '');
        else node.removeAttribute(key);
      node.setAttribute('display', 'none');
      delete node.dataset.cell;
      return;
    }
    this.#place(node, shape);
    node.removeAttribute('display');
  }

  #drawMany(group, shapes) {
    group.replaceChildren();
    for (const shape of shapes) {
      const node = svgElement(shape.tag, {}, group);
      if (shape.mark === 'ringHalo') node.setAttribute('class', 'pr-highlight-halo');
      this.#place(node, shape);
    }
  }

  #place(node, shape) {
    for (const key of geometry[shape.tag]) node.setAttribute(key, shape[key]);
    if (shape.cell) node.dataset.cell = shape.cell;
    else delete node.dataset.cell;
    applyStyle(node, shape.mark, this.#scale);
  }

  #drawLabels(shape) {
    const { arrows, labels } = this.#nodes.labels;
    applyStyle(arrows, 'arrows', this.#scale);
    applyStyle(labels, 'labels', this.#scale);
    this.#labels.draw(shape?.laid ?? []);
  }

  // The current node's box: the scene's rect, drawn as a CSS box (its border inside it) moved by a transform.
  #moveCurrent(shape, p) {
    const box = this.#current;
    if (!shape) {
      box.hidden = true;
      delete box.dataset.cell;
      return;
    }
    const s = this.#scale;
    const st = markStyle('current', s);
    const size = shape.width * s + st.width;
    if (box.dataset.size !== `${size}`) {
      box.dataset.size = `${size}`;
      box.style.width = box.style.height = `${size}px`;
      box.style.borderWidth = `${st.width}px`;
      box.style.borderColor = colourVar(st.stroke);
      box.style.background = `color-mix(in srgb, ${colourVar(st.fill)} ${st.fillOpacity * 100}%, transparent)`;
    }
    box.style.transform = `translate(${(p.x + 0.5) * s - size / 2}px, ${(p.y + 0.5) * s - size / 2}px)`;
    box.dataset.cell = shape.cell;
    box.hidden = false;
  }
}
