// The race: two stepped searches over one Grid, advanced by one shared clock
// counted in expansions, so the race compares work, not wall time. No DOM:
// the page and the <path-race> embed both drive it and draw it themselves.
//
// Going back in time re-runs a search from its start to expansion k (the
// engine does a few million expansions a second, so a scrubber stays live);
// going forward only steps.

/** Display names of the engine's algorithms. */
export const algorithmNames = { astar: 'A*', greedy: 'greedy', dijkstra: 'Dijkstra', bfs: 'BFS' };

/** Maps at most this many cells record the engine's step events (for the step captions). */
export const eventsCellLimit = 64 * 64;

/**
 * A panel's settings ({algorithm, heuristic, diagonal, tieBreak, weight}) and
 * the race's step costs → the options web/lib's search() takes. 'weighted'
 * is A* with its weight; plain 'astar' uses weight 1.
 */
export function searchOptions(panel, costs = 'exact') {
  const algorithm = panel.algorithm === 'weighted' ? 'astar' : panel.algorithm;
  const options = { algorithm, costs };
  if (panel.diagonal) options.diagonal = panel.diagonal;
  if (panel.heuristic && (algorithm === 'astar' || algorithm === 'greedy'))
    options.heuristic = panel.heuristic;
  if (panel.tieBreak) options.tieBreak = panel.tieBreak;
  if (algorithm === 'astar') options.weight = panel.algorithm === 'weighted' ? Number(panel.weight ?? 1) : 1;
  return options;
}

/** "A*", "weighted A* (w = 2.5)", "greedy", … for a panel's settings. */
export function algorithmLabel(panel) {
  if (panel.algorithm === 'weighted') return `weighted A* (w = ${formatNumber(Number(panel.weight ?? 1))})`;
  return algorithmNames[panel.algorithm] ?? String(panel.algorithm);
}

/** A number as people read it: whole numbers bare, others with at most `digits` decimals. */
export function formatNumber(value, digits = 2) {
  if (value === Infinity) return '∞';
  if (!Number.isFinite(value)) return '–';
  if (Number.isInteger(value)) return String(value);
  return String(Number(value.toFixed(digits)));
}

/** A path cost for the verdict: whole numbers under classic costs, one decimal otherwise ("65.0"). */
export function formatCost(value, costs) {
  if (!Number.isFinite(value)) return '–';
  if (costs === 'classic' && Number.isInteger(value)) return String(value);
  return value.toFixed(1);
}

function sameCost(a, b) {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

function formatRatio(r) {
  return r >= 10 ? String(Math.round(r)) : String(Math.round(r * 10) / 10);
}

function formatPercent(p) {
  return p >= 10 ? String(Math.round(p)) : String(Math.round(p * 10) / 10);
}

export class Race {
  #grid;
  #start;
  #goal;
  #panels; // settings per panel
  #costs;
  #events;
  #searches = [null, null];
  #totals = [null, null];
  #results = [null, null];
  #steps = [[], []]; // the events of each panel's last expansion
  #versions = [0, 0];
  #clock = 0;

  /**
   * `grid` is borrowed (the caller disposes it, after this race).
   * `panels`: two panel settings; `costs`: 'exact' or 'classic';
   * `events`: record step events (default: on maps of at most eventsCellLimit cells).
   */
  constructor(grid, { start, goal, panels, costs = 'exact', events }) {
    this.#grid = grid;
    this.#start = { x: start.x, y: start.y };
    this.#goal = { x: goal.x, y: goal.y };
    this.#panels = panels.map((p) => ({ ...p }));
    this.#costs = costs;
    this.#events = events ?? grid.width * grid.height <= eventsCellLimit;
    for (let i = 0; i < 2; ++i) this.#restart(i);
  }

  get grid() {
    return this.#grid;
  }
  get start() {
    return { ...this.#start };
  }
  get goal() {
    return { ...this.#goal };
  }
  get costs() {
    return this.#costs;
  }
  get events() {
    return this.#events;
  }
  get clock() {
    return this.#clock;
  }
  panelSettings(i) {
    return { ...this.#panels[i] };
  }
  options(i) {
    return { ...searchOptions(this.#panels[i], this.#costs), events: this.#events };
  }

  /** Expansions each panel needs to finish (asked of the engine once per setup). */
  totals() {
    for (let i = 0; i < 2; ++i) {
      if (this.#totals[i] !== null) continue;
      const s = this.#searches[i];
      if (s.done) this.#totals[i] = s.expanded;
      else
        this.#totals[i] = this.#grid.findPath(
          this.#start,
          this.#goal,
          searchOptions(this.#panels[i], this.#costs),
        ).expanded;
    }
    return [...this.#totals];
  }

  /** The length of the whole race on the clock: the larger of the two totals. */
  get total() {
    const [a, b] = this.totals();
    return Math.max(a, b);
  }

  /** Both searches have finished. */
  get finished() {
    return this.#searches[0].done && this.#searches[1].done;
  }

  /** The Search handle of panel i (borrowed: do not step or dispose it). */
  search(i) {
    return this.#searches[i];
  }

  /** Bumped whenever panel i's search state changes (for renderers). */
  version(i) {
    return this.#versions[i];
  }

  /** The engine's result of panel i once it has finished, else null. */
  result(i) {
    const s = this.#searches[i];
    if (!s.done) return null;
    this.#results[i] ??= s.result();
    return this.#results[i];
  }

  /** The events of panel i's last expansion (empty without events or before the first). */
  lastStep(i) {
    return this.#steps[i];
  }

  /**
   * Moves the clock to k expansions (Infinity: to the end). Each panel has
   * then expanded min(k, its total). Returns the new clock.
   */
  seek(k) {
    if (typeof k !== 'number' || Number.isNaN(k))
      throw new TypeError(`seek() takes a number of expansions, got ${k}`);
    k = Math.max(0, k === Infinity ? Infinity : Math.floor(k));
    for (let i = 0; i < 2; ++i) {
      let s = this.#searches[i];
      if (s.expanded > k) s = this.#restart(i, { rewind: true });
      if (!s.done && s.expanded < k) {
        s.step(k - s.expanded);
        ++this.#versions[i];
        this.#collectEvents(i);
      }
    }
    const [a, b] = this.#searches;
    this.#clock = a.done && b.done ? Math.min(k, Math.max(a.expanded, b.expanded)) : k;
    if (this.finished) {
      for (let i = 0; i < 2; ++i) this.#totals[i] ??= this.#searches[i].expanded;
    }
    return this.#clock;
  }

  /** Advances the clock by n expansions. */
  advance(n = 1) {
    return this.seek(this.#clock + n);
  }

  /**
   * Starts over on a changed grid, start, goal, panels or costs, and comes
   * back to the same clock (or to the end, if the race had finished).
   */
  reset({ start, goal, panels, costs } = {}) {
    const wasFinished = this.finished && this.#clock > 0;
    if (start) this.#start = { x: start.x, y: start.y };
    if (goal) this.#goal = { x: goal.x, y: goal.y };
    if (panels) this.#panels = panels.map((p) => ({ ...p }));
    if (costs) this.#costs = costs;
    const clock = this.#clock;
    for (let i = 0; i < 2; ++i) this.#restart(i);
    this.seek(wasFinished ? Infinity : clock);
  }

  /** Changes one panel's settings; that panel re-runs to the current clock. */
  setPanel(i, settings) {
    const wasFinished = this.finished && this.#clock > 0;
    this.#panels[i] = { ...settings };
    const clock = this.#clock;
    this.#restart(i);
    this.seek(wasFinished ? Infinity : clock);
  }

  dispose() {
    for (const s of this.#searches) s?.dispose();
    this.#searches = [null, null];
  }

  // A new search for panel i from expansion 0. Rewinding (the same search
  // again) keeps what is known of its length and result.
  #restart(i, { rewind = false } = {}) {
    this.#searches[i]?.dispose();
    const s = this.#grid.search(this.#start, this.#goal, this.options(i));
    this.#searches[i] = s;
    if (!rewind) {
      this.#totals[i] = null;
      this.#results[i] = null;
    }
    this.#steps[i] = [];
    ++this.#versions[i];
    return s;
  }

  #collectEvents(i) {
    if (!this.#events) return;
    const events = this.#searches[i].events();
    let last = -1;
    for (let j = events.length - 1; j >= 0; --j)
      if (events[j].kind === 'expand') {
        last = j;
        break;
      }
    if (last >= 0) this.#steps[i] = events.slice(last);
  }
}

/**
 * Where the worse path leaves the better one. Both are cell-id arrays from
 * start to goal. Returns null when they are the same, else { leave (index in
 * `worse` of the last cell shared before the first departure), rejoin (index
 * in `worse` where it first comes back), off: [[from, to], …] every stretch
 * of `worse` (index ranges, inclusive, with the on-path cells at each end)
 * that runs off `better`, offCells (how many of worse's cells are off it) }.
 */
export function detour(better, worse) {
  const onBetter = new Set(better);
  let d = 0;
  while (d < better.length && d < worse.length && better[d] === worse[d]) ++d;
  if (d === worse.length && d === better.length) return null;
  const off = [];
  let offCells = 0;
  for (let j = 1; j < worse.length; ++j) {
    if (onBetter.has(worse[j])) continue;
    const from = j - 1;
    while (j < worse.length && !onBetter.has(worse[j])) {
      ++offCells;
      ++j;
    }
    off.push([from, Math.min(j, worse.length - 1)]);
  }
  const leave = Math.max(0, d - 1);
  const first = off.find(([from]) => from >= leave) ?? [leave, Math.min(worse.length - 1, leave + 1)];
  return { leave: first[0], rejoin: first[1], off, offCells };
}

/**
 * The comparison once both panels are done: which path is worse, by how much,
 * and the sentence that says it. Null while either is still running.
 * Numbers are the engine's results, unrounded; only `text` rounds them.
 */
export function verdict(race) {
  const r = [race.result(0), race.result(1)];
  if (!r[0] || !r[1]) return null;
  const labels = [0, 1].map((i) => algorithmLabel(race.panelSettings(i)));
  if (labels[0] === labels[1]) {
    labels[0] += ' (left)';
    labels[1] += ' (right)';
  }
  const costs = race.costs;
  const base = { results: r, labels, worse: null, better: null, detour: null };

  if (!r[0].found || !r[1].found) {
    if (!r[0].found && !r[1].found) {
      const why =
        r[0].status === 'start-blocked'
          ? 'the start is a wall'
          : r[0].status === 'goal-blocked'
            ? 'the goal is a wall'
            : 'no path joins start and goal';
      return {
        ...base,
        text: `Neither finds a path: ${why} (${r[0].expanded} and ${r[1].expanded} expansions).`,
      };
    }
    const lost = r[0].found ? 1 : 0;
    return {
      ...base,
      text: `${labels[lost]} finds no path under its rules; ${labels[1 - lost]}'s costs ${formatCost(r[1 - lost].cost, costs)}.`,
    };
  }

  const [e0, e1] = [r[0].expanded, r[1].expanded];
  // Counts within 5% of each other would read "1× fewer": they are "about as many".
  const close = (a, b) => a !== b && formatRatio(Math.max(a, b) / Math.min(a, b)) === '1';
  if (sameCost(r[0].cost, r[1].cost)) {
    const cost = formatCost(r[0].cost, costs);
    if (e0 === e1)
      return { ...base, text: `Both paths cost ${cost}, after the same number of expansions (${e0}).` };
    if (close(e0, e1))
      return { ...base, text: `Both paths cost ${cost}, after about as many expansions (${e0} and ${e1}).` };
    const s = e0 < e1 ? 0 : 1;
    const ratio = formatRatio(Math.max(e0, e1) / Math.min(e0, e1));
    return {
      ...base,
      text: `Both paths cost ${cost}; ${labels[s]} expanded ${ratio}× fewer nodes (${r[s].expanded} vs ${r[1 - s].expanded}).`,
    };
  }

  const w = r[0].cost > r[1].cost ? 0 : 1,
    b = 1 - w;
  const pct = formatPercent((r[w].cost / r[b].cost - 1) * 100);
  const costText = `${formatCost(r[w].cost, costs)} vs ${formatCost(r[b].cost, costs)}`;
  const ew = r[w].expanded,
    eb = r[b].expanded;
  let text;
  if (ew === eb) text = `${labels[w]} expanded as many nodes and its path costs ${pct}% more: ${costText}.`;
  else if (close(ew, eb))
    text = `${labels[w]} expanded about as many nodes (${ew} vs ${eb}) and its path costs ${pct}% more: ${costText}.`;
  else if (ew < eb)
    text = `${labels[w]} expanded ${formatRatio(eb / ew)}× fewer nodes but its path costs ${pct}% more: ${costText}.`;
  else
    text = `${labels[w]} expanded ${formatRatio(ew / eb)}× more nodes and its path still costs ${pct}% more: ${costText}.`;
  return { ...base, text, worse: w, better: b, detour: detour(r[b].cells, r[w].cells) };
}

/**
 * Drives a Race in time: play/pause at a speed in expansions per second
 * (Infinity: the whole search in one frame), on requestAnimationFrame.
 * `onFrame(race)` is called after every frame in which something may have
 * changed; call requestFrame() after changing the race from outside.
 */
export class Player {
  /**
   * Milliseconds of stepping a frame may take at most; the rest of the frame
   * paints. The player lowers its own budget when frames come late and
   * raises it again, up to this, when they come on time.
   */
  static stepBudget = 4;
  /** Expansions stepped between two looks at the clock. */
  static slice = 2048;

  #race;
  #onFrame;
  #onStateChange;
  #raf;
  #caf;
  #speed = 100;
  #playing = false;
  #pending = 0;
  #last = null;
  #budget = 0;
  #interval = 0;
  #timer = 0;
  #stepMs = 3; // the adaptive stepping budget
  #frameMs = Infinity; // the shortest frame seen: the display's refresh interval

  constructor(
    race,
    {
      onFrame = () => {},
      onStateChange = () => {},
      speed = 100,
      raf = (f) => requestAnimationFrame(f),
      caf = (id) => cancelAnimationFrame(id),
    } = {},
  ) {
    this.#race = race;
    this.#onFrame = onFrame;
    this.#onStateChange = onStateChange;
    this.#raf = raf;
    this.#caf = caf;
    this.speed = speed;
  }

  get race() {
    return this.#race;
  }
  set race(race) {
    this.#race = race;
    this.requestFrame();
  }
  get playing() {
    return this.#playing;
  }
  get speed() {
    return this.#speed;
  }
  set speed(value) {
    if (!(value > 0))
      throw new RangeError(`speed must be > 0 expansions per second (Infinity: all at once), got ${value}`);
    this.#speed = value;
  }

  play() {
    if (this.#playing || !this.#race) return;
    if (this.#race.finished && this.#race.clock > 0) this.#race.seek(0);
    this.#playing = true;
    this.#budget = 1; // the first expansion comes at once, whatever the speed
    this.#last = null;
    this.requestFrame();
    this.#onStateChange(this);
  }

  pause() {
    if (!this.#playing) return;
    this.#playing = false;
    clearTimeout(this.#timer);
    this.#timer = 0;
    this.#onStateChange(this);
  }

  toggle() {
    if (this.#playing) this.pause();
    else this.play();
  }

  requestFrame() {
    if (!this.#pending) this.#pending = this.#raf((t) => this.#frame(t));
  }

  stop() {
    this.#playing = false;
    if (this.#pending) this.#caf(this.#pending);
    clearTimeout(this.#timer);
    this.#pending = 0;
    this.#timer = 0;
  }

  /**
   * Milliseconds between two moves of the clock: 0 moves it every frame
   * (animation); 1000 jumps once a second (for prefers-reduced-motion).
   */
  get stepInterval() {
    return this.#interval;
  }
  set stepInterval(ms) {
    this.#interval = Math.max(0, ms);
  }

  #frame(now) {
    const began = performance.now();
    this.#pending = 0;
    let wait = -1; // ms until the next move of the clock; -1: none
    if (this.#playing && this.#race) {
      const interval = this.#interval;
      const waiting = interval > 0 && this.#last !== null && now - this.#last < interval;
      if (!waiting) this.#advance(now, began);
      if (this.#race.finished) this.pause();
      else wait = waiting ? interval - (now - this.#last) : interval;
    }
    // Drawn before the next frame is asked for, so that a callback the
    // drawing asks for runs first in the next frame.
    this.#onFrame(this.#race);
    if (wait === 0) this.requestFrame();
    else if (wait > 0) {
      // Reduced motion: the next jump comes after a pause, not a frame.
      this.#timer ||= setTimeout(() => {
        this.#timer = 0;
        this.requestFrame();
      }, wait);
    }
  }

  #advance(now, began) {
    const elapsed = this.#last === null ? null : now - this.#last;
    const dt = elapsed === null ? 0 : Math.min(Math.max(100, this.#interval), elapsed);
    this.#last = now;
    if (elapsed !== null && this.#interval === 0) {
      // A late frame halves the time spent stepping; frames on time win it back slowly.
      this.#frameMs = Math.min(this.#frameMs, Math.max(4, elapsed));
      if (elapsed > this.#frameMs * 1.5) this.#stepMs = Math.max(0.5, this.#stepMs * 0.5);
      else this.#stepMs = Math.min(Player.stepBudget, this.#stepMs + 0.25);
    }
    if (this.#speed === Infinity) {
      this.#race.seek(Infinity);
      return;
    }
    this.#budget += (dt / 1000) * this.#speed;
    let n = Math.floor(this.#budget);
    this.#budget -= n;
    // Fast speeds step in slices within a time budget, so that a frame
    // leaves room to paint: on a slow machine the race runs as fast as it
    // smoothly can, and the expansions that did not fit are dropped.
    const budget = this.#interval > 0 ? 50 : this.#stepMs;
    while (n > 0) {
      const slice = Math.min(n, Player.slice);
      this.#race.advance(slice);
      n -= slice;
      if (this.#race.finished || performance.now() - began > budget) break;
    }
  }
}
