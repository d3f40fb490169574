// <path-race>: the race page's race as a custom element, for tutorials.
//
//   <script type="module" src="…/path-race.js"></script>
//   <path-race map="concave"></path-race>
//
// Built on the race core (web/race: Race and Player drive the two searches,
// RaceView draws them, map-source loads the map); this module is the
// element's lifecycle: attributes (attributes.js) to a race, play while on
// screen, the race-finish event. Its parts: frame.js (the shadow DOM),
// controls-bar.js, element-layout.js (sizing), styles.js. Attribute text only
// ever reaches the DOM as text; styles come from linked CSS files and CSSOM
// properties, so a strict Content-Security-Policy holds.
import { init } from '../lib/index.js';
import { formatCost, formatNumber } from '../race/format.js';
import { loadMap } from '../race/map-source.js';
import { presetById } from '../race/maps.js';
import { algorithmLabel, panelAlgorithm } from '../race/panel.js';
import { Player } from '../race/player.js';
import { Race } from '../race/race.js';
import { autoSpeed } from '../race/speed.js';
import { RaceView } from '../race/race-view.js';
import { verdict } from '../race/verdict.js';
import { attributeNames, defaults, mapEnds, mapKey, readSettings, resolveRules } from './attributes.js';
import { ControlsBar } from './controls-bar.js';
import { make } from './dom.js';
import { ElementLayout } from './element-layout.js';
import { finishDetail } from './finish-detail.js';
import { buildFrame, panelNames } from './frame.js';
import { styleSheets } from './styles.js';

const reducedMotion =
  typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : { matches: false };

// Without a DOM (the package imported under Node) the module still loads.
const Base = globalThis.HTMLElement ?? class {};

export class PathRaceElement extends Base {
  static observedAttributes = attributeNames;

  #parts; // buildFrame()
  #view;
  #player;
  #controls;
  #layout;

  #settings = null; // what the attributes said last
  #rules = null; // { panels, costs } the race runs under
  #problems = [];
  #loadProblems = [];
  #mapKey = null;
  #map = null; // { grid, start, goal, options, name, heaviest }
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
  #total = null;

  constructor() {
    super();
    const doc = this.ownerDocument;
    const root = this.attachShadow({ mode: 'open' });
    const parts = (this.#parts = buildFrame(doc));
    // The frame stays hidden until its styles arrive (a moment), never longer.
    parts.frame.style.visibility = 'hidden';
    const shown = () => {
      parts.frame.style.visibility = '';
    };
    const { links, sheets } = styleSheets(doc, shown);
    if (sheets.length) root.adoptedStyleSheets = sheets;
    setTimeout(shown, 3000);
    root.append(...links, parts.frame);
    this.#showWaiting('Loading the race…');

    this.#view = new RaceView(
      parts.panels.map((p) => p.map),
      { names: ['Left search', 'Right search'] },
    );
    this.#player = new Player(null, {
      onFrame: () => this.#drawFrame(),
      onStateChange: () => this.#showPlaying(),
    });
    this.#controls = new ControlsBar(doc, parts.bar, parts.panels, {
      playPause: () => {
        this.#wantsPlay = false;
        if (this.#player.playing) this.#player.pause();
        else this.#play();
      },
      seek: (k) => this.#seek(k),
      step: (d) => this.#seek(this.#race.clock + d),
      speed: (text) => this.setAttribute('speed', text),
      algorithm: (i, name) => this.setAttribute(panelNames[i], name),
    });
    this.#layout = new ElementLayout({
      ...parts,
      view: this.#view,
      current: () =>
        this.#map && {
          connected: this.isConnected,
          grid: this.#map.grid,
          heaviest: this.#map.heaviest,
          race: this.#race,
          settings: this.#settings,
        },
      drawn: () => this.#player.requestFrame(),
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
    this.#resizeObserver ??= new ResizeObserver(() => this.#layout.soon());
    this.#resizeObserver.observe(this.#parts.maps);
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
      await init();
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
    const { ends, problems: outside } = mapEnds(settings, map);
    this.#problems.push(...outside);

    let changed = fresh;
    if (fresh) {
      this.#race = new Race(map.grid, { ...ends, panels: rules.panels, costs: rules.costs, events: false });
      this.#player.race = this.#race;
    } else changed = this.#race.change({ ...ends, ...rules });
    this.#rules = rules;
    if (changed) this.#total = null;

    this.#view.labels = settings.labels;
    this.#layout.setHeight(settings.height);
    if (!previous || previous.controls !== settings.controls) {
      this.#parts.frame.dataset.controls = settings.controls;
      this.#controls.build(settings.controls, this.#speed);
      this.#showPlaying();
    }
    this.#showMessage(this.problems);
    this.#showNames();
    if (changed || !previous || previous.speed !== settings.speed) this.#setSpeed(settings.speed);
    this.#layout.now();

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
    let heaviest = 1; // the largest terrain cost, for the layout's bound on a path's cost
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
    if (speed === 'auto') speed = autoSpeed((this.#total ??= this.#race.total));
    this.#speed = speed;
    this.#player.speed = speed;
    this.#controls.showSpeed(speed);
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
    const out = this.#parts.verdict;
    if (v) {
      if (out.textContent !== v.text) out.textContent = v.text;
      out.dataset.done = 'true';
    } else this.#showWaiting('The verdict appears when both searches are done.');
    this.#parts.frame.dataset.finished = String(race.finished);
    if (race.finished && !this.#finished) {
      this.#finished = true;
      this.#lastResult = finishDetail(race, this.#rules, this.#map, v);
      this.dispatchEvent(
        new CustomEvent('race-finish', { detail: this.#lastResult, bubbles: true, composed: true }),
      );
    }
  }

  #showStats(i) {
    const s = this.#race.search(i),
      r = this.#race.result(i);
    const { stats, panel } = this.#parts.panels[i];
    let text = `${s.expanded} expanded`;
    if (r) text += r.found ? ` · cost ${formatCost(r.cost, this.#race.costs)}` : ' · no path';
    else text += ` · ${s.openSize} open`;
    if (stats.textContent !== text) stats.textContent = text;
    stats.dataset.expanded = String(s.expanded);
    stats.dataset.cost = r ? String(r.cost) : '';
    panel.dataset.done = String(s.done);
  }

  #showNames() {
    for (let i = 0; i < 2; ++i) {
      const label = algorithmLabel(this.#rules.panels[i]);
      const { name, panel } = this.#parts.panels[i];
      name.textContent = label;
      panel.setAttribute('aria-label', `${panelNames[i]}: ${label}`);
      const select = this.#controls.algorithmSelect(i);
      if (select) {
        // The choice is in the select; beside it, the weight of weighted A*.
        const { algorithm, weight } = this.#rules.panels[i];
        select.value = algorithm;
        name.textContent = panelAlgorithm(algorithm)?.weighted ? `w = ${formatNumber(weight)}` : '';
      }
      name.hidden = name.textContent === '';
    }
  }

  #showPlaying() {
    const race = this.#race;
    this.#controls.showPlaying(this.#player.playing, !!race?.finished && race.clock > 0);
  }

  #showClock() {
    const race = this.#race;
    const total = race.finished ? Math.max(race.search(0).expanded, race.search(1).expanded) : this.#total;
    this.#controls.showClock(race, total, () => (this.#total ??= race.total));
  }

  #showWaiting(text) {
    const out = this.#parts.verdict;
    if (out.dataset.done === 'false' && out.textContent === text) return;
    out.replaceChildren(make(this.ownerDocument, 'span', { class: 'pr-waiting', text }));
    out.dataset.done = 'false';
  }

  #showMessage(lines) {
    const m = this.#parts.message;
    m.textContent = lines.join('\n');
    m.hidden = lines.length === 0;
  }

  #fail(error) {
    this.#showMessage([...this.problems, `The race could not be shown: ${error?.message ?? error}`]);
  }
}

if (globalThis.customElements && !customElements.get('path-race'))
  customElements.define('path-race', PathRaceElement);
