// <path-race>: the race page's race as a custom element, for tutorials.
//
//   <script type="module" src="…/path-race.js"></script>
//   <path-race map="concave"></path-race>
//
// Built from the page's own modules (web/demo: Race and Player drive the two
// searches, RaceView and PanelRenderer draw them); this file adds only the
// element: attributes (attributes.js), a shadow root, sizing, a small
// transport bar, pausing off-screen and the race-finish event. Attribute
// text only ever reaches the DOM as text (textContent, setAttribute on
// elements made here); styles come from CSS files linked in the shadow root
// and from CSSOM properties, so a strict Content-Security-Policy holds.
import { Grid, init } from '../lib/index.js';
import { Player, Race, algorithmLabel, formatCost, formatNumber, verdict } from '../race/race.js';
import { RaceView } from '../race/race-view.js';
import { mapFromRows, presetById } from '../race/maps.js';
import { attributeNames, defaults, mapKey, quote, readSettings, resolveRules } from './attributes.js';

const SVG = 'http://www.w3.org/2000/svg';
const stylesheets = [
  new URL('../race/render.css', import.meta.url).href,
  new URL('./path-race.css', import.meta.url).href,
];
// Served by `npm start` (scripts/copy-maps.mjs), not packed: bundlers leave it to run time.
const movingAIIndexUrl = new URL(/* @vite-ignore */ '../race/maps/index.json', import.meta.url);

/** The speed scale of the full controls, in expansions per second (the page's). */
export const speeds = [
  1,
  2,
  5,
  10,
  20,
  50,
  100,
  200,
  500,
  1000,
  2000,
  5000,
  10000,
  20000,
  50000,
  100000,
  200000,
  500000,
  1000000,
  Infinity,
];
/** speed="auto" plays a race in about this many seconds (at 20 expansions a second at least). */
export const autoSeconds = 3;

const icons = {
  play: 'M5 3l12 7-12 7z',
  pause: 'M5 3h4v14H5zM11 3h4v14h-4z',
  restart: 'M4 3v14M16 3 7 10l9 7z',
  back: 'M14 3 5 10l9 7zM16 3v14',
  step: 'M6 3l9 7-9 7zM4 3v14',
  end: 'M16 3v14M4 3l9 7-9 7z',
};

// ------------------------------------------------------------------ shared by every element on the page

// One wasm module for all elements: web/lib's init() is idempotent.
let engine = null;
function ready() {
  engine ??= init().catch((error) => {
    engine = null;
    throw error;
  });
  return engine;
}

const texts = new Map(); // URL → Promise of its text, fetched once for every element
function fetchText(href, what) {
  if (!texts.has(href)) {
    const text = fetch(href).then(
      (response) => {
        if (!response.ok) throw new Error(`${what} could not be fetched (HTTP ${response.status})`);
        return response.text();
      },
      () => {
        throw new Error(
          `${what} could not be fetched (a network error, or the page's Content-Security-Policy)`,
        );
      },
    );
    text.catch(() => texts.delete(href));
    texts.set(href, text);
  }
  return texts.get(href);
}

let movingAIIndex = null;
function movingAIMaps() {
  movingAIIndex ??= fetch(movingAIIndexUrl)
    .then(
      (r) => (r.ok ? r.json() : []),
      () => [],
    )
    .then((list) => (Array.isArray(list) ? list : []));
  return movingAIIndex;
}

// Stylesheets: linked when they are files; a bundler that inlines small
// assets turns them into data: URLs, which a Content-Security-Policy's
// style-src 'self' would block as links, so those are decoded here and
// adopted as constructed stylesheets (shared by every element) instead.
const adopted = new Map();
function decodeDataUrl(href) {
  const comma = href.indexOf(',');
  const body = href.slice(comma + 1);
  if (!/;base64$/i.test(href.slice(0, comma))) return decodeURIComponent(body);
  return new TextDecoder().decode(Uint8Array.from(atob(body), (c) => c.charCodeAt(0)));
}
function styleSheets(doc, onReady) {
  const links = [],
    sheets = [];
  let pending = 0;
  for (const href of stylesheets) {
    if (
      href.startsWith('data:') &&
      typeof CSSStyleSheet === 'function' &&
      'adoptedStyleSheets' in Document.prototype
    ) {
      if (!adopted.has(href)) {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(decodeDataUrl(href));
        adopted.set(href, sheet);
      }
      sheets.push(adopted.get(href));
      continue;
    }
    const link = make(doc, 'link', { rel: 'stylesheet', href });
    ++pending;
    link.addEventListener(
      'load',
      () => {
        if (--pending === 0) onReady();
      },
      { once: true },
    );
    link.addEventListener(
      'error',
      () => {
        if (--pending === 0) onReady();
      },
      { once: true },
    );
    links.push(link);
  }
  if (pending === 0) queueMicrotask(onReady);
  return { links, sheets };
}

const reducedMotion =
  typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : { matches: false };

// ------------------------------------------------------------------ maps

/** A start near the top-left and a goal near the bottom-right that the engine can join. */
function pickEndpoints(grid) {
  const w = grid.width,
    h = grid.height,
    costs = grid.costs();
  const near = (fromEnd) => {
    const out = [];
    for (let s = 0; s < w + h - 1 && out.length < 12; ++s) {
      for (let x = Math.max(0, s - h + 1); x <= Math.min(s, w - 1) && out.length < 12; ++x) {
        const cx = fromEnd ? w - 1 - x : x,
          cy = fromEnd ? h - 1 - (s - x) : s - x;
        if (costs[cy * w + cx] !== 0) out.push({ x: cx, y: cy });
      }
    }
    return out;
  };
  const starts = near(false),
    goals = near(true);
  for (const start of starts.slice(0, 4))
    for (const goal of goals)
      if ((start.x !== goal.x || start.y !== goal.y) && grid.findPath(start, goal).found)
        return { start, goal };
  return { start: starts[0] ?? { x: 0, y: 0 }, goal: goals[0] ?? { x: w - 1, y: h - 1 } };
}

/** A map setting → { grid, start, goal, options (a preset's rules), name }. Throws with a sentence for the reader. */
async function loadMap(map) {
  if (map.kind === 'preset') {
    const preset = presetById(map.id);
    const made = preset.make(map.seed);
    return {
      grid: Grid.fromArray(made.width, made.height, made.terrain),
      start: made.start,
      goal: made.goal,
      options: preset.options ?? {},
      name: preset.name,
    };
  }
  if (map.kind === 'rows') {
    const made = mapFromRows(map.rows);
    return {
      grid: Grid.fromArray(made.width, made.height, made.terrain),
      start: made.start,
      goal: made.goal,
      options: {},
      name: `a ${made.width}×${made.height} map`,
    };
  }
  if (map.kind === 'movingai') {
    const entry = (await movingAIMaps()).find((m) => m.name === map.name);
    if (!entry)
      throw new Error(`map ${quote(map.name)} is neither a preset nor one of the Moving AI maps served here`);
    const text = await fetchText(
      new URL(entry.file, movingAIIndexUrl).href,
      `the Moving AI map ${quote(entry.name)}`,
    );
    const grid = Grid.fromMovingAI(text);
    return { grid, start: entry.start, goal: entry.goal, options: {}, name: entry.name };
  }
  const text = await fetchText(map.href, `the map ${quote(map.href)}`);
  let grid;
  try {
    grid = Grid.fromMovingAI(text);
  } catch (error) {
    if (error.code !== 'invalid-map') throw error;
    const where = error.line ? ` at line ${error.line}${error.column ? `, column ${error.column}` : ''}` : '';
    throw new Error(`the map ${quote(map.href)} is not a Moving AI .map file${where}: ${error.detail}`, {
      cause: error,
    });
  }
  return { grid, ...pickEndpoints(grid), options: {}, name: map.href.slice(map.href.lastIndexOf('/') + 1) };
}

function inside(p, grid) {
  return p.x < grid.width && p.y < grid.height;
}

// ------------------------------------------------------------------ DOM helpers (text only, never HTML)

function make(doc, tag, props = {}, ...children) {
  const node = doc.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'text') node.textContent = v;
    else if (k === 'class') node.className = v;
    else node.setAttribute(k, v);
  }
  node.append(...children);
  return node;
}

function icon(doc, d) {
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 20 20');
  svg.setAttribute('aria-hidden', 'true');
  const path = doc.createElementNS(SVG, 'path');
  path.setAttribute('d', d);
  svg.append(path);
  return svg;
}

function speedText(speed) {
  if (speed === Infinity) return 'all at once';
  if (speed >= 1e6) return `${speed / 1e6}M /s`;
  if (speed >= 1e3) return `${speed / 1e3}k /s`;
  return `${formatNumber(speed, 1)} /s`;
}

function speedIndex(speed) {
  if (!(speed > 0) || speed === Infinity) return speeds.length - 1;
  let best = 0;
  for (let i = 0; i < speeds.length - 1; ++i)
    if (Math.abs(Math.log(speeds[i] / speed)) < Math.abs(Math.log(speeds[best] / speed))) best = i;
  return best;
}

const panelNames = ['left', 'right'];

// Without a DOM (the package imported under Node) the module still loads.
const Base = globalThis.HTMLElement ?? class {};

export class PathRaceElement extends Base {
  static observedAttributes = attributeNames;

  #root;
  #frame;
  #bar;
  #maps;
  #panels;
  #verdict;
  #message;
  #view;
  #player;
  #controls = {};

  #settings = null; // what the attributes said last
  #rules = null; // { panels, costs } the race runs under
  #problems = [];
  #loadProblems = [];
  #mapKey = null;
  #map = null; // { grid, start, goal, options, name }
  #race = null;
  #speed = 100;
  #finished = false; // race-finish sent for this run
  #lastResult = null;
  #visible = false;
  #wantsPlay = false; // play once visible
  #queued = false;
  #work = Promise.resolve();
  #generation = 0; // bumped on disconnect: work from before is dropped
  #resizeObserver = null;
  #intersectionObserver = null;
  #layoutPending = false;
  #total = null;

  constructor() {
    super();
    const doc = this.ownerDocument;
    this.#root = this.attachShadow({ mode: 'open' });
    // The frame stays hidden until its styles arrive (a moment), never longer.
    this.#frame = make(doc, 'div', { class: 'pr-frame', part: 'frame' });
    this.#frame.style.visibility = 'hidden';
    const shown = () => {
      this.#frame.style.visibility = '';
    };
    const { links, sheets } = styleSheets(doc, shown);
    if (sheets.length) this.#root.adoptedStyleSheets = sheets;
    setTimeout(shown, 3000);

    this.#message = make(doc, 'p', { class: 'pr-message', part: 'message', role: 'status' });
    this.#message.hidden = true;
    this.#bar = make(doc, 'div', {
      class: 'pr-bar',
      part: 'controls',
      role: 'group',
      'aria-label': 'Race controls',
    });
    this.#maps = make(doc, 'div', { class: 'pr-maps', 'data-layout': 'side' });
    this.#panels = panelNames.map((side) => {
      const name = make(doc, 'span', { class: 'pr-name', 'data-role': 'name' });
      const stats = make(doc, 'span', { class: 'pr-stats', 'data-role': 'stats' });
      // The sizer measures the widest stats text this race can show (see #layout).
      const sizer = make(doc, 'span', { class: 'pr-sizer', 'aria-hidden': 'true' });
      const head = make(doc, 'div', { class: 'pr-head' }, name, stats, sizer);
      const map = make(doc, 'div', { class: 'pr-map' });
      const panel = make(
        doc,
        'section',
        { class: 'pr-panel', part: 'panel', 'data-panel': side, 'aria-label': `${side} search` },
        head,
        map,
      );
      return { panel, head, name, stats, sizer, map };
    });
    this.#maps.append(...this.#panels.map((p) => p.panel));
    this.#verdict = make(doc, 'p', { class: 'pr-verdict', part: 'verdict', 'aria-live': 'polite' });
    this.#frame.append(this.#message, this.#bar, this.#maps, this.#verdict);
    this.#root.append(...links, this.#frame);
    this.#showWaiting('Loading the race…');

    this.#view = new RaceView(
      this.#panels.map((p) => p.map),
      { names: ['Left search', 'Right search'] },
    );
    this.#player = new Player(null, {
      onFrame: () => this.#drawFrame(),
      onStateChange: () => this.#showPlaying(),
    });
  }

  // ---------------------------------------------------------------- public API

  /** The last race-finish event's detail, or null. */
  get lastResult() {
    return this.#lastResult;
  }
  /** What was wrong with the attributes (or the map), as shown in the element. */
  get problems() {
    return [...this.#problems, ...this.#loadProblems];
  }
  get playing() {
    return this.#player.playing;
  }
  /** The race's clock, in expansions per panel. */
  get clock() {
    return this.#race?.clock ?? 0;
  }
  /** Both searches are done. */
  get finished() {
    return this.#race?.finished ?? false;
  }

  play() {
    this.#play();
  }
  pause() {
    this.#wantsPlay = false;
    this.#player.pause();
  }
  /** Back to the start; plays again if it was playing. */
  restart() {
    this.#seek(0, { keepPlaying: true });
  }

  // ---------------------------------------------------------------- lifecycle

  connectedCallback() {
    this.#resizeObserver ??= new ResizeObserver(() => this.#layoutSoon());
    this.#resizeObserver.observe(this.#maps);
    this.#intersectionObserver ??= new IntersectionObserver((entries) =>
      this.#visibility(entries.at(-1).isIntersecting),
    );
    this.#intersectionObserver.observe(this);
    this.#schedule();
  }

  disconnectedCallback() {
    this.#resizeObserver?.disconnect();
    this.#intersectionObserver?.disconnect();
    this.#visible = false;
    if (this.#player.playing) {
      this.#wantsPlay = true;
      this.#player.pause();
    }
    // Moved rather than removed (back in the document within this task): the
    // race goes on where it was. Removed: its wasm memory is freed.
    queueMicrotask(() => {
      if (!this.isConnected) this.#teardown();
    });
  }

  #teardown() {
    ++this.#generation;
    this.#player.race = null;
    this.#player.stop();
    this.#dropMap();
    this.#settings = null;
    this.#wantsPlay = false;
  }

  attributeChangedCallback(name, before, after) {
    if (before !== after && this.isConnected) this.#schedule();
  }

  // Attribute changes made together are applied together, one at a time.
  #schedule() {
    if (this.#queued) return;
    this.#queued = true;
    queueMicrotask(() => {
      this.#queued = false;
      const generation = this.#generation;
      this.#work = this.#work
        .then(() => (generation === this.#generation && this.isConnected ? this.#apply(generation) : null))
        .catch((error) => this.#fail(error));
    });
  }

  async #apply(generation) {
    const base = this.ownerDocument.baseURI;
    const { settings, problems } = readSettings((name) => this.getAttribute(name), { base });
    const previous = this.#settings;
    this.#settings = settings;
    this.#problems = problems;

    try {
      await ready();
    } catch (error) {
      if (generation !== this.#generation) return;
      this.#showMessage([`The race could not start: ${error.message}`]);
      this.#showWaiting('The race needs WebAssembly, which did not load.');
      return;
    }
    if (generation !== this.#generation) return;

    let fresh = false;
    const key = mapKey(settings.map);
    if (!this.#race || key !== this.#mapKey) {
      this.#loadProblems = [];
      let loaded;
      try {
        loaded = await loadMap(settings.map);
      } catch (error) {
        this.#loadProblems.push(
          `${error.message}; showing the ${presetById(defaults.map).name.toLowerCase()} instead.`,
        );
        loaded = await loadMap({ kind: 'preset', id: defaults.map });
      }
      if (generation !== this.#generation) {
        loaded.grid.dispose();
        return;
      }
      this.#setMap(loaded, key);
      fresh = true;
    }

    // The rules, and the start and goal on this map.
    const map = this.#map;
    const rules = resolveRules(settings, map.options);
    const ends = {};
    for (const which of ['start', 'goal']) {
      const p = settings[which];
      if (p && !inside(p, map.grid)) {
        this.#problems.push(
          `${which} ${quote(`${p.x},${p.y}`)} is outside this ${map.grid.width}×${map.grid.height} map (x from 0 to ${map.grid.width - 1}, y from 0 to ${map.grid.height - 1}); using the map's own ${which}.`,
        );
      }
      ends[which] = p && inside(p, map.grid) ? p : map[which];
    }

    let changed = fresh;
    if (fresh) {
      this.#race = new Race(map.grid, {
        start: ends.start,
        goal: ends.goal,
        panels: rules.panels,
        costs: rules.costs,
        events: false,
      });
      this.#player.race = this.#race;
    } else {
      const race = this.#race;
      const same = (a, b) => a.x === b.x && a.y === b.y;
      if (!same(race.start, ends.start) || !same(race.goal, ends.goal) || rules.costs !== this.#rules.costs) {
        race.reset({ start: ends.start, goal: ends.goal, costs: rules.costs, panels: rules.panels });
        changed = true;
      } else {
        for (let i = 0; i < 2; ++i) {
          if (JSON.stringify(rules.panels[i]) === JSON.stringify(this.#rules.panels[i])) continue;
          race.setPanel(i, rules.panels[i]);
          changed = true;
        }
      }
    }
    this.#rules = rules;
    if (changed) this.#total = null;

    this.#view.labels = settings.labels;
    this.#setHeight(settings.height);
    if (!previous || previous.controls !== settings.controls) this.#buildControls(settings.controls);
    this.#showMessage(this.problems);
    this.#showNames();
    if (changed || !previous || previous.speed !== settings.speed) this.#setSpeed(settings.speed);
    this.#layout();

    if (changed) this.#begin(settings);
    else if (previous && previous.autoplay !== settings.autoplay) {
      // Turned off: it stops; turned on: an unfinished race plays (once on screen).
      if (!settings.autoplay) this.pause();
      else if (!this.#race.finished && !this.#player.playing) {
        if (reducedMotion.matches) this.#seek(Infinity);
        else {
          this.#wantsPlay = true;
          if (this.#visible) this.#play();
        }
      }
    }
    this.#player.requestFrame();
  }

  #setMap(loaded, key) {
    this.#player.pause();
    this.#player.race = null;
    this.#dropMap();
    this.#map = loaded;
    this.#mapKey = key;
    const { grid } = loaded;
    const terrain = grid.costs();
    this.#view.setMap(grid.width, grid.height, terrain);
    let heaviest = 1; // the largest terrain cost, for #headWidth's bound on a path's cost
    for (const t of terrain) if (t > heaviest) heaviest = t;
    loaded.heaviest = heaviest;
  }

  #dropMap() {
    this.#race?.dispose();
    this.#race = null;
    this.#map?.grid.dispose();
    this.#map = null;
    this.#mapKey = null;
    this.#rules = null;
  }

  // A new or changed race: play it from the start when it may play by itself
  // (once it is on screen); else show its end, unless Play is there to press.
  #begin(settings) {
    this.#finished = false;
    const animate = settings.autoplay && !reducedMotion.matches;
    if (animate) {
      this.#race.seek(0);
      this.#wantsPlay = true;
      if (this.#visible) this.#play();
    } else {
      this.#wantsPlay = false;
      this.#player.pause();
      if (settings.controls === 'none' || settings.autoplay) this.#race.seek(Infinity);
      else this.#race.seek(0);
    }
  }

  #play() {
    const race = this.#race;
    if (!race) return;
    if (race.finished) this.#finished = false; // Play on a finished race replays it
    this.#player.play();
  }

  #seek(k, { keepPlaying = false } = {}) {
    const race = this.#race;
    if (!race) return;
    const playing = this.#player.playing;
    this.#wantsPlay = false;
    if (!keepPlaying || !playing) this.#player.pause();
    if (k < race.clock) this.#finished = false;
    race.seek(k);
    this.#player.requestFrame();
  }

  #visibility(visible) {
    this.#visible = visible;
    if (!visible) {
      // Off screen: pause, and take it up again when it comes back.
      if (this.#player.playing) {
        this.#wantsPlay = true;
        this.#player.pause();
      }
    } else if (this.#wantsPlay && this.#race && !this.#race.finished) {
      this.#wantsPlay = false;
      this.#play();
    } else if (this.#wantsPlay && this.#race?.finished) {
      this.#wantsPlay = false;
    }
  }

  #setSpeed(speed) {
    if (speed === 'auto') {
      this.#total ??= this.#race.total;
      speed = Math.max(20, Math.round(this.#total / autoSeconds));
    }
    this.#speed = speed;
    this.#player.speed = speed;
    const c = this.#controls;
    if (c.speed) {
      c.speed.value = String(speedIndex(speed));
      c.speedOut.textContent = speedText(speed);
    }
  }

  // ---------------------------------------------------------------- drawing

  #drawFrame() {
    const race = this.#race;
    if (!race) return;
    this.#view.draw(race);
    for (let i = 0; i < 2; ++i) this.#showStats(i);
    this.#showClock();
    this.#showPlaying();
    const v = this.#view.verdict ?? (race.finished ? verdict(race) : null);
    if (v) {
      if (this.#verdict.textContent !== v.text) this.#verdict.textContent = v.text;
      this.#verdict.dataset.done = 'true';
    } else this.#showWaiting('The verdict appears when both searches are done.');
    this.#frame.dataset.finished = String(race.finished);
    if (race.finished && !this.#finished) {
      this.#finished = true;
      this.#announce(race, v);
    }
  }

  #showStats(i) {
    const s = this.#race.search(i),
      r = this.#race.result(i);
    const stats = this.#panels[i].stats;
    let text = `${s.expanded} expanded`;
    if (r) text += r.found ? ` · cost ${formatCost(r.cost, this.#race.costs)}` : ' · no path';
    else text += ` · ${s.openSize} open`;
    if (stats.textContent !== text) stats.textContent = text;
    stats.dataset.expanded = String(s.expanded);
    stats.dataset.cost = r ? String(r.cost) : '';
    this.#panels[i].panel.dataset.done = String(s.done);
  }

  #showNames() {
    for (let i = 0; i < 2; ++i) {
      const label = algorithmLabel(this.#rules.panels[i]);
      const { name } = this.#panels[i];
      name.textContent = label;
      this.#panels[i].panel.setAttribute('aria-label', `${panelNames[i]}: ${label}`);
      const select = this.#controls.algorithms?.[i];
      if (select) {
        // The choice is in the select; beside it, the weight of weighted A*.
        const { algorithm, weight } = this.#rules.panels[i];
        select.value = algorithm;
        name.textContent = algorithm === 'weighted' ? `w = ${formatNumber(weight)}` : '';
      }
      name.hidden = name.textContent === '';
    }
  }

  #showWaiting(text) {
    if (this.#verdict.dataset.done === 'false' && this.#verdict.textContent === text) return;
    this.#verdict.replaceChildren(make(this.ownerDocument, 'span', { class: 'pr-waiting', text }));
    this.#verdict.dataset.done = 'false';
  }

  #showMessage(lines) {
    const m = this.#message;
    m.textContent = lines.join('\n');
    m.hidden = lines.length === 0;
  }

  #fail(error) {
    this.#showMessage([...this.problems, `The race could not be shown: ${error?.message ?? error}`]);
  }

  #announce(race, v) {
    const map = this.#map;
    const panel = (i) => {
      const r = race.result(i),
        rules = this.#rules.panels[i];
      const { events, ...options } = race.options(i);
      return {
        algorithm: rules.algorithm,
        label: algorithmLabel(rules),
        options,
        found: r.found,
        status: r.status,
        cost: r.cost,
        expanded: r.expanded,
        generated: r.generated,
        reopened: r.reopened,
        peakOpen: r.peakOpen,
        cardinal: r.cardinal,
        diagonal: r.diagonal,
        path: r.path.map((p) => ({ x: p.x, y: p.y })),
      };
    };
    const detail = {
      left: panel(0),
      right: panel(1),
      verdict: v?.text ?? '',
      worse: v && v.worse !== null ? panelNames[v.worse] : null,
      map: { name: map.name, width: map.grid.width, height: map.grid.height },
      start: race.start,
      goal: race.goal,
      costs: race.costs,
    };
    this.#lastResult = detail;
    this.dispatchEvent(new CustomEvent('race-finish', { detail, bubbles: true, composed: true }));
  }

  // ---------------------------------------------------------------- controls

  #buildControls(kind) {
    const doc = this.ownerDocument;
    const c = (this.#controls = {});
    this.#bar.replaceChildren();
    for (const p of this.#panels) p.panel.querySelector('select.pr-algorithm')?.remove();
    this.#bar.hidden = kind === 'none';
    this.#frame.dataset.controls = kind;
    if (kind === 'none') return;
    const button = (name, label, action, extra = {}) => {
      const b = make(
        doc,
        'button',
        { type: 'button', 'data-action': name, 'aria-label': label, title: label, ...extra },
        icon(doc, icons[name]),
      );
      b.addEventListener('click', action);
      return b;
    };
    c.play = make(doc, 'button', { type: 'button', 'data-action': 'play', class: 'pr-primary' });
    c.play.addEventListener('click', () => {
      this.#wantsPlay = false;
      if (this.#player.playing) this.#player.pause();
      else this.#play();
    });
    c.restart = button('restart', 'Back to the start', () => this.#seek(0));
    const buttons = make(doc, 'div', { class: 'pr-buttons' });
    if (kind === 'full') {
      c.back = button('back', 'Step back one expansion', () => this.#seek(this.#race.clock - 1));
      c.step = button('step', 'Step one expansion', () => this.#seek(this.#race.clock + 1));
      c.end = button('end', 'Jump to the end', () => this.#seek(Infinity));
      buttons.append(c.restart, c.back, c.play, c.step, c.end);
    } else buttons.append(c.play, c.restart);
    this.#bar.append(buttons);

    if (kind === 'full') {
      c.clock = make(doc, 'input', {
        type: 'range',
        min: '0',
        max: '1',
        step: '1',
        value: '0',
        class: 'pr-clock',
        'aria-label': 'Expansions done',
      });
      c.clock.addEventListener('input', () => this.#seek(Number(c.clock.value)));
      c.speed = make(doc, 'input', {
        type: 'range',
        min: '0',
        max: String(speeds.length - 1),
        step: '1',
        'aria-label': 'Speed',
      });
      c.speedOut = make(doc, 'output', { class: 'pr-speed-out' });
      c.speed.addEventListener('input', () => {
        const speed = speeds[Number(c.speed.value)];
        this.setAttribute('speed', speed === Infinity ? 'max' : String(speed));
      });
      this.#bar.append(
        make(doc, 'label', { class: 'pr-scrubber' }, c.clock),
        make(doc, 'label', { class: 'pr-speed' }, make(doc, 'span', { text: 'Speed' }), c.speed, c.speedOut),
      );
      c.speed.value = String(speedIndex(this.#speed));
      c.speedOut.textContent = speedText(this.#speed);
      // Each panel's algorithm, in its header; a choice sets the attribute.
      c.algorithms = this.#panels.map((p, i) => {
        const select = make(doc, 'select', {
          class: 'pr-algorithm',
          'aria-label': `${panelNames[i]} algorithm`,
        });
        for (const [value, label] of [
          ['astar', 'A*'],
          ['weighted', 'weighted A*'],
          ['greedy', 'greedy'],
          ['dijkstra', 'Dijkstra'],
          ['bfs', 'BFS'],
        ])
          select.append(new Option(label, value));
        select.addEventListener('change', () => this.setAttribute(panelNames[i], select.value));
        p.name.before(select);
        return select;
      });
    }
    c.readout = make(doc, 'output', { class: 'pr-readout', 'aria-live': 'off' });
    this.#bar.append(c.readout);
    this.#showPlaying();
  }

  #showPlaying() {
    const b = this.#controls.play;
    if (!b) return;
    const playing = this.#player.playing;
    const label = playing ? 'Pause' : this.#race?.finished && this.#race.clock > 0 ? 'Replay' : 'Play';
    if (b.dataset.label === label) return;
    b.dataset.label = label;
    b.dataset.playing = String(playing);
    b.replaceChildren(icon(this.ownerDocument, playing ? icons.pause : icons.play), label);
    b.setAttribute('aria-label', label);
  }

  #showClock() {
    const c = this.#controls,
      race = this.#race;
    if (!c.readout) return;
    const total = race.finished ? Math.max(race.search(0).expanded, race.search(1).expanded) : this.#total;
    const text =
      total !== null && total !== undefined
        ? `${race.clock} / ${total} expansions`
        : `${race.clock} expansions`;
    if (c.readout.textContent !== text) c.readout.textContent = text;
    c.restart.disabled = race.clock === 0;
    if (c.clock) {
      this.#total ??= race.total;
      c.clock.max = String(Math.max(1, this.#total));
      c.clock.value = String(race.clock);
      c.back.disabled = race.clock === 0;
      c.step.disabled = race.finished;
      c.end.disabled = race.finished;
    }
  }

  // ---------------------------------------------------------------- size

  // A fixed height is the element's, plus a problem message's when one is
  // shown (#layout sets --pr-message), so the fallback race keeps its size;
  // a height in vh (embed.html fills its iframe with 100vh) stays as it is.
  #setHeight(height) {
    const fixed = height !== 'auto';
    this.#frame.style.height = fixed ? `calc(${height} + var(--pr-message, 0px))` : '';
    this.#frame.toggleAttribute('data-fixed', fixed);
  }

  #layoutSoon() {
    if (this.#layoutPending) return;
    this.#layoutPending = true;
    // Not inside the ResizeObserver callback: resizing there would loop.
    requestAnimationFrame(() => {
      this.#layoutPending = false;
      this.#layout();
    });
  }

  // The panels side by side when each gets 200 px or more, else stacked;
  // each map as large as its panel allows (auto height: at most 480 px).
  // The two headers share a row (a subgrid), so both maps sit at the same
  // height; each header spans its map, and is never narrower than its
  // longest line (#headWidth), so the stats do not wrap or jump mid-race.
  #layout() {
    const grid = this.#map?.grid;
    if (!grid || !this.isConnected) return;
    const settings = this.#settings;
    const fixed = settings?.height !== 'auto';
    const message =
      fixed && !this.#message.hidden && !/vh$/.test(settings.height)
        ? this.#message.offsetHeight + (parseFloat(getComputedStyle(this.#frame).rowGap) || 0)
        : 0;
    this.#frame.style.setProperty('--pr-message', `${message}px`);
    const maps = this.#maps;
    const style = getComputedStyle(maps);
    const columnGap = parseFloat(style.columnGap) || 0,
      rowGap = parseFloat(style.rowGap) || 0;
    const stacked = maps.clientWidth < 2 * 200 + columnGap;
    const layout = stacked ? 'stacked' : 'side';
    if (maps.dataset.layout !== layout) maps.dataset.layout = layout;
    const host = this.#panels[0].map;
    const width = host.clientWidth;
    if (!width) return;
    const headWidth = this.#headWidth();
    // Too narrow for a header's longest line: the stats get a line of their
    // own from the start, rather than wrapping (and moving the maps) mid-race.
    for (const p of this.#panels) p.head.toggleAttribute('data-wrap', headWidth > width);
    const setHeads = (mapWidth) => {
      for (const p of this.#panels)
        p.head.style.minWidth = `${Math.min(width, Math.max(mapWidth, headWidth))}px`;
    };
    const mapWidth = () => Math.round(grid.width * (this.#view.renderer(0).cellSize || 0));
    setHeads(mapWidth());
    let height;
    if (fixed) {
      // What the headers (and the gaps) leave of the maps' area.
      const chrome = this.#panels.map((p) => p.panel.offsetHeight - p.map.offsetHeight);
      height = stacked
        ? (maps.clientHeight - chrome[0] - chrome[1] - rowGap) / 2
        : maps.clientHeight - Math.max(...chrome);
    } else height = Math.min(480, Math.max(160, width));
    this.#view.fit(width, Math.max(24, height));
    setHeads(mapWidth());
    this.#player.requestFrame();
  }

  // The width a header needs on one line: its algorithm (name, or select and
  // weight) and the longest stats text of this race: the expansions so far
  // and the open list, or the path's cost, with as many digits as they can
  // have (a bound from the expansions each search needs).
  #headWidth() {
    const race = this.#race;
    if (!race) return 0;
    const cells = race.grid.width * race.grid.height;
    const totals = race.totals();
    const digits = (n) => '8'.repeat(String(Math.max(1, Math.ceil(n))).length);
    const classic = race.costs === 'classic';
    let widest = 0;
    this.#panels.forEach(({ head, stats, sizer }, i) => {
      const gap = parseFloat(getComputedStyle(head).columnGap) || 0;
      const parts = [...head.children].filter((c) => c !== stats && c !== sizer && !c.hidden);
      const before = parts.reduce((sum, c) => sum + c.getBoundingClientRect().width + gap, 0);
      const expanded = digits(totals[i]);
      const steps = Math.min(cells, totals[i] + 1); // a path's cells are expanded (the goal too)
      const cost = steps * (this.#map?.heaviest ?? 9) * (classic ? 14 : Math.SQRT2);
      const texts = [
        `${expanded} expanded · ${digits(Math.min(cells, 8 * totals[i] + 1))} open`,
        `${expanded} expanded · cost ${digits(cost)}${classic ? '' : '.8'}`,
        `${expanded} expanded · no path`,
      ];
      let text = 0;
      for (const t of texts) {
        sizer.textContent = t;
        text = Math.max(text, sizer.getBoundingClientRect().width);
      }
      sizer.textContent = '';
      widest = Math.max(widest, before + text);
    });
    return Math.ceil(widest) + 1;
  }
}

if (globalThis.customElements && !customElements.get('path-race'))
  customElements.define('path-race', PathRaceElement);
