// Map editing on the race panels, with mouse, touch and keyboard; each
// finished edit goes into the undo history (history.js). Painting takes the
// value of the first cell touched: starting on the brush's terrain erases,
// starting anywhere else paints the brush. The editor changes nothing
// itself: it asks its `model` (the page) to.
import { words } from './locale.js';

// The cells on the line from a to b (Bresenham), b included, a not.
function line(a, b) {
  const cells = [];
  let x = a.x,
    y = a.y;
  const dx = Math.abs(b.x - x),
    dy = -Math.abs(b.y - y),
    sx = x < b.x ? 1 : -1,
    sy = y < b.y ? 1 : -1;
  let err = dx + dy;
  while (x !== b.x || y !== b.y) {
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y += sy;
    }
    cells.push({ x, y });
  }
  return cells;
}

/**
 * model: {
 *   ready (false while edits must wait), width, height, start, goal, terrainAt(x, y),
 *   fits(x, y) (the race's unit can stand there), brush (0 = wall, else a terrain cost),
 *   setCells([[id, value]…], { final }) — paint; final is false while a drag goes on,
 *   setEndpoint('start' | 'goal', {x, y}, { final }),
 *   commit(entry) — one finished edit for the history: { cells: [[id, before, after]…], start?: [before, after], goal?: [before, after] },
 * }
 */
export class Editor {
  #view;
  #model;
  #drag = null;
  #cursor = null;
  #focused = null;

  constructor(view, model) {
    this.#view = view;
    this.#model = model;
    view.renderers.forEach((r, i) => this.#attach(r, i));
    this.relabel();
  }

  /** The maps' names for screen readers, in the page's language. */
  relabel() {
    const m = words();
    this.#view.renderers.forEach((renderer, panel) => {
      renderer.stage.setAttribute('aria-roledescription', m.t('page.canvas.role'));
      renderer.stage.setAttribute('aria-label', m.t('page.canvas.aria', { side: ['left', 'right'][panel] }));
    });
  }

  /** The keyboard cursor, or null. */
  get cursor() {
    return this.#cursor;
  }

  /** Forgets drags and the cursor (after a new map). */
  reset() {
    this.#drag = null;
    if (this.#cursor) {
      const m = this.#model;
      this.#cursor = { x: Math.min(this.#cursor.x, m.width - 1), y: Math.min(this.#cursor.y, m.height - 1) };
      this.#view.setCursor(this.#focused === null ? null : this.#cursor, this.#focused);
    }
  }

  #attach(renderer, panel) {
    const stage = renderer.stage;
    stage.tabIndex = 0;
    stage.setAttribute('role', 'application');
    stage.setAttribute(
      'aria-describedby',
      renderer.tooltip.id ||
        (renderer.tooltip.id = `pr-tooltip-${panel}-${Math.random().toString(36).slice(2, 8)}`),
    );

    stage.addEventListener('pointerdown', (e) => this.#down(renderer, e));
    stage.addEventListener('pointermove', (e) => this.#move(renderer, e));
    stage.addEventListener('pointerup', (e) => this.#up(e));
    stage.addEventListener('pointercancel', (e) => this.#up(e));
    stage.addEventListener('lostpointercapture', (e) => this.#up(e));
    stage.addEventListener('contextmenu', (e) => e.preventDefault());
    stage.addEventListener('keydown', (e) => this.#key(e, panel));
    stage.addEventListener('focus', () => {
      this.#focused = panel;
      this.#cursor ??= { ...this.#model.start };
      // A click focuses the map too; the cursor shows for the keyboard only.
      if (stage.matches(':focus-visible')) this.#view.setCursor(this.#cursor, panel);
    });
    stage.addEventListener('blur', () => {
      this.#focused = null;
      this.#view.setCursor(null);
    });
  }

  #down(renderer, e) {
    if (e.button !== 0 || this.#drag || this.#model.ready === false) return;
    const cell = renderer.cellAt(e.clientX, e.clientY);
    if (!cell) return;
    e.preventDefault();
    this.#cursor = cell;
    renderer.stage.focus({ preventScroll: true });
    try {
      renderer.stage.setPointerCapture(e.pointerId);
    } catch {
      /* synthetic events have no capture */
    }
    const m = this.#model;
    const marker = renderer.markerAt(e.clientX, e.clientY);
    if (marker) {
      const from = { ...m[marker] };
      this.#drag = { kind: 'endpoint', which: marker, from, at: from, pointer: e.pointerId };
      return;
    }
    const first = m.terrainAt(cell.x, cell.y);
    const value = first === m.brush ? 1 : m.brush;
    this.#drag = { kind: 'paint', value, last: cell, changes: new Map(), pointer: e.pointerId };
    this.#paint([cell]);
  }

  #move(renderer, e) {
    const d = this.#drag;
    if (!d || e.pointerId !== d.pointer) return;
    const cell = renderer.cellAt(e.clientX, e.clientY);
    if (!cell) return;
    if (d.kind === 'paint') {
      if (cell.x === d.last.x && cell.y === d.last.y) return;
      this.#paint(line(d.last, cell));
      d.last = cell;
    } else if (cell.x !== d.at.x || cell.y !== d.at.y) {
      const m = this.#model;
      const other = d.which === 'start' ? m.goal : m.start;
      if (!m.fits(cell.x, cell.y) || (cell.x === other.x && cell.y === other.y)) return;
      d.at = cell;
      m.setEndpoint(d.which, cell, { final: false });
    }
  }

  #up(e) {
    const d = this.#drag;
    if (!d || (e.pointerId !== undefined && e.pointerId !== d.pointer)) return;
    this.#drag = null;
    const m = this.#model;
    if (d.kind === 'paint') {
      if (d.changes.size === 0) return;
      const cells = [...d.changes].map(([id, [before, after]]) => [id, before, after]);
      m.setCells([], { final: true });
      m.commit({ cells });
    } else {
      m.setEndpoint(d.which, d.at, { final: true });
      if (d.at.x !== d.from.x || d.at.y !== d.from.y) m.commit({ cells: [], [d.which]: [d.from, d.at] });
    }
  }

  #paint(cells) {
    const d = this.#drag,
      m = this.#model;
    const batch = [];
    for (const c of cells) {
      if ((c.x === m.start.x && c.y === m.start.y) || (c.x === m.goal.x && c.y === m.goal.y)) continue;
      const before = m.terrainAt(c.x, c.y);
      if (before === d.value) continue;
      const id = c.y * m.width + c.x;
      const earlier = d.changes.get(id);
      d.changes.set(id, [earlier ? earlier[0] : before, d.value]);
      batch.push([id, d.value]);
    }
    if (batch.length) m.setCells(batch, { final: false });
  }

  #key(e, panel) {
    if (e.ctrlKey || e.metaKey || e.altKey || this.#model.ready === false) return;
    const m = this.#model;
    const c = this.#cursor ?? { ...m.start };
    if (this.#view.cursor === null) this.#view.setCursor(c, panel);
    const step = e.shiftKey ? 10 : 1;
    const moves = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    if (moves[e.key]) {
      e.preventDefault();
      const [dx, dy] = moves[e.key];
      this.#cursor = {
        x: Math.max(0, Math.min(m.width - 1, c.x + dx)),
        y: Math.max(0, Math.min(m.height - 1, c.y + dy)),
      };
      this.#view.setCursor(this.#cursor, panel);
      return;
    }
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (key === ' ' || key === 'Enter') {
      e.preventDefault();
      if ((c.x === m.start.x && c.y === m.start.y) || (c.x === m.goal.x && c.y === m.goal.y)) return;
      const id = c.y * m.width + c.x;
      const before = m.terrainAt(c.x, c.y);
      // Space toggles a wall, whatever the brush; Enter toggles the brush's terrain.
      const brush = key === ' ' ? 0 : m.brush;
      const after = before === brush ? 1 : brush;
      m.setCells([[id, after]], { final: true });
      m.commit({ cells: [[id, before, after]] });
      this.#view.setCursor((this.#cursor = c), panel);
    } else if (key === 's' || key === 'g') {
      e.preventDefault();
      const which = key === 's' ? 'start' : 'goal';
      const other = which === 'start' ? m.goal : m.start;
      const from = { ...m[which] };
      if (!m.fits(c.x, c.y) || (c.x === other.x && c.y === other.y) || (c.x === from.x && c.y === from.y))
        return;
      m.setEndpoint(which, c, { final: true });
      m.commit({ cells: [], [which]: [from, { ...c }] });
      this.#view.setCursor((this.#cursor = c), panel);
    } else if (key === 'Escape') {
      this.#view.setCursor(null);
      e.currentTarget.blur();
    }
  }
}
