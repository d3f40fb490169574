// The page's weight sweep: for the map on screen, its start and goal and the
// right panel's rules, weighted A* at every weight of race/sweep.js and
// greedy, computed in a worker (pathrace/worker) so a big map never holds
// up a frame, drawn by race/sweep-chart.js. Choosing a point makes the
// right panel weighted A* at that w (greedy for greedy's point).
import { SweepChart } from '../race/sweep-chart.js';
import { greedyDiffers, panelPoint, runSweep, sweepRules } from '../race/sweep.js';
import { PathWorker } from '../lib/worker.js';
import { $ } from './elements.js';
import { words } from './locale.js';

const target = 1; // the panel the sweep reads its rules from and sets: the right one

// On maps above this many cells a sweep's searches take long enough that,
// on a machine with few cores, the worker's work slows the animation: they
// wait while the race plays.
const quietCells = 256 * 256;

// FNV-1a over the terrain: an edit anywhere changes the sweep's key.
function terrainHash(terrain) {
  let h = 0x811c9dc5;
  for (let i = 0; i < terrain.length; ++i) h = Math.imul(h ^ terrain[i], 0x01000193);
  return h >>> 0;
}

/** Resolves when the browser is idle (or soon): the fallback's pause between queries. */
function idle() {
  return new Promise((resolve) =>
    window.requestIdleCallback
      ? requestIdleCallback(() => resolve(), { timeout: 200 })
      : setTimeout(resolve, 0),
  );
}

export class SweepBox {
  #session;
  #changed;
  #chart = null;
  #pool = null; // Promise of a PathWorker, or of null when workers cannot start here
  #key = '';
  #points = null;
  #abort = null;
  #player;
  #still = []; // resolvers waiting for the race to stop playing
  #status = null; // what the page says in the chart's status line: { state: 'computing' | 'unavailable', said(m) }, or null

  /** `changed()`: the right panel's settings changed here (the controls show them). */
  constructor(session, player, changed) {
    this.#session = session;
    this.#player = player;
    this.#changed = changed;
  }

  /** The player started or stopped. */
  playing() {
    if (this.#player.playing) return;
    for (const resolve of this.#still.splice(0)) resolve();
  }

  // Resolves once the race is not playing.
  #whenStill() {
    return this.#player.playing ? new Promise((resolve) => this.#still.push(resolve)) : Promise.resolve();
  }

  wire() {
    const m = words();
    this.#chart = new SweepChart($('#sweep-chart'), {
      currentLabel: m.t('page.sweep.current'),
      messages: m,
      onChoose: (p) => this.#choose(p),
    });
  }

  /** The chart's words again, in the page's language. */
  relabel() {
    const m = words();
    this.#chart.setMessages(m);
    this.#chart.setLabels({ currentLabel: m.t('page.sweep.current') });
    if (this.#status) this.#say(this.#status);
  }

  // The chart's status line in the page's words.
  #say(status) {
    this.#status = status;
    this.#chart[status.state](status.said(words()));
  }

  /** The race or its map changed: a new sweep when its inputs did, else the ring moves. */
  update() {
    const { state, grid, terrain } = this.#session;
    if (!grid || !this.#chart) return;
    const rules = sweepRules(state.right, state.costs, state.size);
    const key = JSON.stringify([
      grid.width,
      grid.height,
      terrainHash(terrain),
      state.start,
      state.goal,
      rules,
    ]);
    if (key === this.#key) {
      if (this.#points) this.#chart.highlight(panelPoint(this.#points, state.right));
      return;
    }
    this.#key = key;
    this.#abort?.abort();
    const abort = (this.#abort = new AbortController());
    this.#points = null;
    this.#status = null;
    this.#chart.computing();
    this.#run(rules, abort.signal).then(
      (points) => {
        if (abort.signal.aborted) return;
        this.#points = points;
        this.#status = null;
        this.#chart.show(points, rules.costs, panelPoint(points, this.#session.state.right));
        $('#sweep-greedy-note').hidden = !greedyDiffers(points);
      },
      (error) => {
        if (abort.signal.aborted) return;
        this.#key = '';
        this.#say({ state: 'unavailable', said: (m) => m.t('page.sweep.failed', { error: error.message }) });
      },
    );
  }

  async #run(rules, signal) {
    const { width, height } = this.#session.grid;
    const { start, goal } = this.#session.state;
    const terrain = this.#session.terrain.slice(); // the map as it is now, whatever is edited next
    const big = width * height > quietCells;
    if (big && this.#player.playing)
      this.#say({ state: 'computing', said: (m) => m.t('page.sweep.waiting') });
    // The pool comes with the page's deferred parts (web/demo/deferred.js), after the first frame.
    this.#pool ??= PathWorker.create({ workers: 1 }).catch(() => null);
    const pool = await this.#pool;
    signal.throwIfAborted();
    if (!pool) {
      // No worker here: the page's own grid, one query per idle moment.
      const grid = this.#session.grid;
      const pause = big ? () => this.#whenStill().then(idle) : idle;
      return runSweep((o) => grid.findPath(start, goal, o), rules, { signal, pause });
    }
    const remote = await pool.fromArray(width, height, terrain);
    try {
      const pause = big ? () => this.#whenStill() : undefined;
      return await runSweep((o) => remote.findPath(start, goal, { ...o, signal }), rules, { signal, pause });
    } finally {
      remote.dispose();
    }
  }

  #choose(point) {
    this.#session.setPanel(
      target,
      point.greedy ? { algorithm: 'greedy' } : { algorithm: 'weighted', weight: point.weight },
    );
    this.#changed();
    this.update();
  }
}
