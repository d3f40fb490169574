// The weight sweep drawn: two small SVG charts that share the w axis, path
// cost above and cells expanded below, one column per point of a sweep
// (sweep.js). Dijkstra (w = 0) and greedy stand apart at the two ends; A*
// (w = 1) and greedy are marked; the point a panel runs as is ringed.
// Clicking a column, or Enter on it (arrows move between them), chooses it.
import { english } from './messages.js';
import { algorithmName } from './panel.js';
import { svgElement } from './svg.js';

const height = 250;
const margin = { left: 62, right: 36, top: 22, bottom: 40 };
const gap = 22; // between the two charts
const chartHeight = (height - margin.top - margin.bottom - gap) / 2;

/** A point's weight in words: "w = 2.5", "w = 0 (Dijkstra)", "greedy". */
export function pointName(p, m = english) {
  return m.t('sweep.point', {
    kind: p.greedy ? 'greedy' : p.weight === 0 ? 'dijkstra' : p.weight === 1 ? 'astar' : 'weighted',
    greedy: algorithmName('greedy', {}, m),
    dijkstra: algorithmName('dijkstra', {}, m),
    astar: algorithmName('astar', {}, m),
    weight: m.number(p.weight),
  });
}

export class SweepChart {
  #host;
  #svg;
  #status;
  #onChoose;
  #label; // the group's name the caller gave, or null: the catalogue's
  #currentLabel; // what the ringed point is, as the caller gave it, or null: the catalogue's
  #messages;
  #statusText = null; // the status line: null, a sentence the caller gave, or { id } of a catalogue's
  #points = null;
  #costs;
  #current = null;
  #focused = 0;
  #columns = [];

  /**
   * Draws into `host` (an element it fills); `onChoose(point)` hears of a
   * chosen point; `label` names the charts and `currentLabel` the ringed
   * point for screen readers (default: the catalogue's); `messages`
   * (messages.js): the language of its words and numbers.
   */
  constructor(host, { onChoose, label = null, currentLabel = null, messages = english }) {
    this.#host = host;
    this.#onChoose = onChoose;
    this.#messages = messages;
    this.#status = Object.assign(document.createElement('p'), { className: 'pr-sweep-status' });
    this.#svg = svgElement('svg', { class: 'pr-sweep', role: 'group' });
    this.setLabels({ label, currentLabel });
    host.append(this.#status, this.#svg);
    this.#svg.addEventListener('keydown', (e) => this.#key(e));
    new ResizeObserver(() => this.#draw()).observe(host);
  }

  /** The language of its words and numbers (messages.js): redraws it in it. */
  setMessages(m) {
    this.#messages = m;
    this.setLabels({ label: this.#label, currentLabel: this.#currentLabel });
  }

  /** The names the caller gives the charts and the ringed point (null: the catalogue's); redraws. */
  setLabels({ label = null, currentLabel = null }) {
    this.#label = label;
    this.#currentLabel = currentLabel;
    this.#svg.setAttribute('aria-label', label ?? this.#messages.t('sweep.label'));
    this.#showStatus();
    this.#draw();
  }

  /** "computing…" (or `text`, a sentence in the reader's language) until the next show(). */
  computing(text = null) {
    this.#points = null;
    this.#statusText = text ?? { id: 'sweep.computing' };
    this.#showStatus();
    this.#host.dataset.state = 'computing';
    this.#draw();
  }

  /** Why there is no sweep (a sentence), in place of the chart. */
  unavailable(text) {
    this.#points = null;
    this.#statusText = text;
    this.#showStatus();
    this.#host.dataset.state = 'unavailable';
    this.#draw();
  }

  #showStatus() {
    const s = this.#statusText;
    this.#status.textContent = s === null ? '' : typeof s === 'string' ? s : this.#messages.t(s.id);
  }

  /** The sweep's points, under step costs `costs`, with `current` (one of them, or null) ringed. */
  show(points, costs, current) {
    this.#points = points;
    this.#costs = costs;
    this.#current = current;
    this.#focused = Math.max(0, current ? points.indexOf(current) : points.findIndex((p) => p.weight === 1));
    this.#statusText = null;
    this.#showStatus();
    this.#host.dataset.state = 'done';
    this.#draw();
  }

  /** Rings `current` (a point of the shown sweep, or null). */
  highlight(current) {
    if (current === this.#current) return;
    this.#current = current;
    this.#draw();
  }

  #x(i, width) {
    // Dijkstra first and greedy last, each a step apart from the log-spaced weights between.
    const n = this.#points.length;
    const slots = n + 1;
    const at = i === 0 ? 0 : i === n - 1 ? slots : i + 0.5;
    return margin.left + (at / slots) * (width - margin.left - margin.right);
  }

  #draw() {
    const svg = this.#svg;
    // Redrawing replaces the columns: the keyboard's place is kept.
    const hadFocus = svg.contains(document.activeElement);
    svg.replaceChildren();
    this.#columns = [];
    const points = this.#points;
    if (!points) {
      svg.setAttribute('height', '0');
      return;
    }
    const width = Math.max(300, Math.round(this.#host.clientWidth || 600));
    svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    svg.setAttribute('width', String(width));
    svg.setAttribute('height', String(height));
    const m = this.#messages;
    const found = points.filter((p) => p.found);
    const series = [
      {
        key: 'cost',
        label: m.t('sweep.cost'),
        className: 'pr-sweep-cost', // the palette's goal colour (render-css.js)
        value: (p) => p.cost,
        text: (v) => m.cost(v, this.#costs),
        top: margin.top,
      },
      {
        key: 'expanded',
        label: m.t('sweep.expanded'),
        className: 'pr-sweep-expanded', // its jump colour
        value: (p) => p.expanded,
        text: (v) => m.count(v),
        top: margin.top + chartHeight + gap,
      },
    ];
    const left = margin.left,
      right = width - margin.right;
    for (const s of series) {
      const values = (s.key === 'cost' ? found : points).map(s.value);
      const lo = s.key === 'cost' ? Math.min(...values) : 0,
        hi = Math.max(...values);
      const span = hi - lo || 1;
      s.y = (v) => s.top + chartHeight - ((v - lo) / span) * (chartHeight - 6) - 3;
      const g = svgElement('g', { class: `pr-sweep-${s.key}` }, svg);
      svgElement(
        'rect',
        { x: left, y: s.top, width: right - left, height: chartHeight, class: 'pr-sweep-frame' },
        g,
      );
      // No weight finds a path (a goal walled off, a unit that does not fit): no cost to scale, and a word why.
      if (values.length === 0) {
        const none = svgElement(
          'text',
          {
            x: (left + right) / 2,
            y: s.top + chartHeight / 2 + 4,
            'text-anchor': 'middle',
            class: 'pr-sweep-value',
          },
          g,
        );
        none.textContent = m.t('sweep.noPath');
      }
      for (const v of values.length === 0 ? [] : lo === hi ? [lo] : [lo, hi]) {
        const y = s.y(v);
        svgElement('line', { x1: left - 4, x2: left, y1: y, y2: y, class: 'pr-sweep-tick' }, g);
        const t = svgElement(
          'text',
          { x: left - 6, y: y + 4, 'text-anchor': 'end', class: 'pr-sweep-value' },
          g,
        );
        t.textContent = s.text(v);
      }
      const title = svgElement(
        'text',
        {
          x: 12,
          y: s.top + chartHeight / 2,
          'text-anchor': 'middle',
          transform: `rotate(-90 12 ${s.top + chartHeight / 2})`,
          class: 'pr-sweep-axis',
        },
        g,
      );
      title.textContent = s.label;
      let line = '';
      points.forEach((p, i) => {
        if (!p.greedy && (s.key === 'expanded' || p.found))
          line += `${this.#x(i, width)},${s.y(s.value(p))} `;
      });
      svgElement('polyline', { points: line, class: `pr-sweep-line ${s.className}`, 'stroke-width': 1.5 }, g);
    }

    // The w axis: its ticks, A* and greedy marked, its label.
    const axisY = margin.top + 2 * chartHeight + gap;
    const n = points.length;
    // 0.1 sits close to 0: labelled only where there is room. Greedy is named above the charts.
    const labelled = width >= 480 ? [0, 0.1, 1, 10, 100] : [0, 1, 10, 100];
    points.forEach((p, i) => {
      if (p.greedy || !labelled.includes(p.weight)) return;
      const x = this.#x(i, width);
      svgElement('line', { x1: x, x2: x, y1: axisY, y2: axisY + 4, class: 'pr-sweep-tick' }, svg);
      const t = svgElement(
        'text',
        { x, y: axisY + 16, 'text-anchor': 'middle', class: 'pr-sweep-value' },
        svg,
      );
      t.textContent = m.number(p.weight);
    });
    const label = svgElement(
      'text',
      { x: (left + right) / 2, y: height - 6, 'text-anchor': 'middle', class: 'pr-sweep-axis' },
      svg,
    );
    label.textContent = m.t('sweep.axis');
    for (const [i, name, anchor] of [
      [0, algorithmName('dijkstra', {}, m), 'start'],
      [points.findIndex((p) => p.weight === 1), algorithmName('astar', {}, m), 'middle'],
      [n - 1, algorithmName('greedy', {}, m), 'middle'],
    ]) {
      const x = this.#x(i, width);
      if (i > 0) svgElement('line', { x1: x, x2: x, y1: margin.top, y2: axisY, class: 'pr-sweep-mark' }, svg);
      const t = svgElement(
        'text',
        { x: x - (i === 0 ? 4 : 0), y: margin.top - 6, 'text-anchor': anchor, class: 'pr-sweep-name' },
        svg,
      );
      t.textContent = name;
    }

    // One column a point: dots on both charts, a target as tall as both, its numbers in words.
    points.forEach((p, i) => {
      const x = this.#x(i, width);
      const current = p === this.#current;
      const col = svgElement(
        'g',
        {
          class: `pr-sweep-point${current ? ' current' : ''}`,
          role: 'button',
          tabindex: i === this.#focused ? '0' : '-1',
          'data-index': String(i),
          // The exact numbers, for tests and tools (the label rounds them).
          'data-weight': p.greedy ? 'greedy' : String(p.weight),
          'data-cost': String(p.cost),
          'data-expanded': String(p.expanded),
          'aria-label': m.t('sweep.pointLabel', {
            point: pointName(p, m),
            found: p.found ? 'yes' : 'no',
            cost: p.found ? m.cost(p.cost, this.#costs) : '',
            expanded: p.expanded,
            current: current ? 'yes' : 'no',
            currentLabel: this.#currentLabel ?? m.t('sweep.current'),
          }),
        },
        svg,
      );
      const step = (right - left) / (n + 1);
      svgElement(
        'rect',
        { x: x - step / 2, y: margin.top, width: step, height: axisY - margin.top, class: 'pr-sweep-target' },
        col,
      );
      for (const s of series) {
        if (s.key === 'cost' && !p.found) continue;
        svgElement(
          'circle',
          { cx: x, cy: s.y(s.value(p)), r: current ? 5.5 : 3, class: `pr-sweep-dot ${s.className}` },
          col,
        );
      }
      svgElement('title', {}, col).textContent = col.getAttribute('aria-label');
      col.addEventListener('click', () => this.#choose(i));
      this.#columns.push(col);
    });
    if (hadFocus) this.#columns[this.#focused]?.focus();
  }

  #choose(i) {
    this.#focused = i;
    this.#onChoose(this.#points[i]);
  }

  #key(e) {
    if (!this.#points) return;
    const last = this.#points.length - 1;
    const moves = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1 };
    let next = this.#focused;
    if (e.key in moves) next = Math.min(last, Math.max(0, next + moves[e.key]));
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = last;
    else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.#choose(this.#focused);
      return;
    } else return;
    e.preventDefault();
    this.#columns[this.#focused]?.setAttribute('tabindex', '-1');
    this.#focused = next;
    this.#columns[next].setAttribute('tabindex', '0');
    this.#columns[next].focus();
  }
}
