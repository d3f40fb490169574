// <path-race>: the race page's race as a custom element, for tutorials.
//
//   <script type="module" src="…/path-race.js"></script>
//   <path-race map="concave"></path-race>
//
// Built on the race core (web/race: its RaceStage loads the map, makes the
// race and plays and draws it); this module is the element's lifecycle:
// attributes (attributes.js) to a race (race-runner.js, which also reports
// it in the race-step and race-finish events), the public API (moments:
// seek, step, moment). Its other parts, each named in README.md: the shadow
// DOM (frame.js), its controls, size, text, explain areas, narration,
// playback, language, theme and styles; importing it defines
// <path-race-step> too (path-race-step.js). Attribute text only ever
// reaches the DOM as text; styles come from constructed stylesheets of the
// package's CSS text and CSSOM properties, so a strict Content-Security-Policy holds.
import './element-messages.js';
import { init } from '../lib/index.js';
import { quote } from '../race/format.js';
import { english } from '../race/messages.js';
import { momentNames, momentStep } from '../race/moments.js';
import { RaceStage } from '../race/stage.js';
import { verdict } from '../race/verdict.js';
import { attributeNames, defaults, readSettings } from './attributes.js';
import { ControlsBar } from './controls-bar.js';
import { ElementLayout } from './element-layout.js';
import { ElementText } from './element-text.js';
import { ElementExplain } from './explain.js';
import { downloadRace, raceFigureFile } from './figure-export.js';
import { buildFrame, panelNames } from './frame.js';
import { ElementLanguage } from './element-language.js';
import { Narration } from './narration.js';
import { pin, setPinned } from './pinning.js';
import { ElementTheme } from './element-theme.js';
import { narrate, shownTheme } from './path-race-step.js';

export { PathRaceStepElement } from './path-race-step.js';
// Authors add a language, or replace some messages, for every race on the page.
export { registerMessages } from '../race/messages.js';
import { Playback } from './playback.js';
import { RaceRunner } from './race-runner.js';
import { adoptStyles, stylesArrived } from './styles.js';

// Without a DOM (the package imported under Node) the module still loads.
const Base = globalThis.HTMLElement ?? class {};

export class PathRaceElement extends Base {
  // lang is HTML's own attribute, read with the ancestors' (element-language.js), not by readSettings().
  static observedAttributes = [...attributeNames, 'lang'];

  #parts; // buildFrame()
  #stage;
  #controls;
  #layout;
  #text;
  #playback;
  #explain;

  #runner; // race-runner.js: the map, the rules, the race and its events
  #settings = null; // what the attributes said last
  #problems = [];
  #m = english; // the language it speaks, once loaded
  #language = new ElementLanguage(this, () => this.#schedule());
  #speed = 100;
  #queued = false;
  #work = Promise.resolve();
  #generation = 0; // bumped on disconnect: work from before is dropped
  #resizeObserver = null;
  #intersectionObserver = null;
  #narration;
  #theme; // element-theme.js
  #applying = 0; // attribute changes not yet applied: a seek asked for now waits for them
  #internals = this.attachInternals?.(); // its :state(pinned) (pinning.js)

  constructor() {
    super();
    const doc = this.ownerDocument;
    const root = this.attachShadow({ mode: 'open' });
    const parts = (this.#parts = buildFrame(doc));
    adoptStyles(root);
    root.append(parts.frame);

    this.#stage = new RaceStage(
      parts.panels.map((p) => p.map),
      {
        onHover: (hover) => this.#explain.hovered(hover),
        onFrame: () => this.#drawFrame(),
        onStateChange: () => {
          this.#showPlaying();
          this.#explain.playing(this.#stage.player.playing);
        },
      },
    );
    this.#runner = new RaceRunner(this, this.#stage);
    this.#theme = new ElementTheme(this, parts.frame, (colours) => this.#stage.view.setColours(colours));
    this.#explain = new ElementExplain(doc, parts, { race: () => this.#race, view: this.#stage.view });
    this.#narration = new Narration(this.#stage, { seek: (k) => this.#playback.seek(k) });
    this.#playback = new Playback(this.#stage.player);
    this.#controls = new ControlsBar(doc, parts.bar, parts.panels, {
      playPause: () => this.#playback.toggle(),
      seek: (k) => this.#playback.seek(k),
      step: (d) => this.#playback.seek(this.#race.clock + d),
      speed: (text) => this.setAttribute('speed', text),
      algorithm: (i, name) => this.setAttribute(panelNames[i], name),
      download: (kind, button) =>
        this.#race &&
        downloadRace(doc, this.#race, kind, button, {
          labels: this.#settings.labels,
          messages: this.#m,
          colours: this.#theme.colours,
        }).catch((error) => this.#fail(error)),
    });
    this.#text = new ElementText(doc, parts, this.#controls);
    this.#language.tell(this.#stage, this.#explain, this.#text);
    this.#layout = new ElementLayout({
      ...parts,
      view: this.#stage.view,
      current: () =>
        this.#stage.map && {
          connected: this.isConnected,
          grid: this.#stage.map.grid,
          terrain: this.#stage.terrain,
          race: this.#race,
          settings: this.#settings,
          messages: this.#m,
        },
      drawn: () => this.#stage.player.requestFrame(),
      explained: () => this.#explain.areas,
    });
  }

  // ---------------------------------------------------------------- public API

  /** The last race-finish event's detail, or null. */
  get lastResult() {
    return this.#runner.lastResult;
  }
  /** What was wrong with the attributes (or the map), as shown in the element. */
  get problems() {
    return [...this.#problems];
  }
  get playing() {
    return this.#stage.player.playing;
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
    this.#playback.play();
  }
  pause() {
    this.#playback.pause();
  }
  /** Back to the start; plays again if it was playing. */
  restart() {
    this.#playback.seek(0, { keepPlaying: true });
  }
  /**
   * Shows the race at `step` (its clock: expansions per panel; past the end,
   * the end) and waits there, paused. Before the race has loaded, it opens there.
   */
  seek(step) {
    if (typeof step !== 'number' || !(step >= 0))
      throw new TypeError(`seek() takes a step, a number from 0, got ${step}`);
    this.#narration.goTo(
      { at: step === Infinity ? Infinity : Math.floor(step) },
      { wait: this.#applying > 0 },
    );
  }
  /** Seeks n steps on from the step shown (negative: back). */
  step(n = 1) {
    if (typeof n !== 'number' || Number.isNaN(n)) throw new TypeError(`step() takes a number, got ${n}`);
    this.seek(Math.max(0, this.clock + n));
  }
  /**
   * The step of a named moment ('start', 'divergence', 'commit',
   * 'left-goal', 'right-goal', 'end'), or null when this race has none (or
   * has not loaded yet).
   */
  moment(name) {
    if (!momentNames.includes(name))
      throw new RangeError(`moment() takes ${momentNames.join(', ')}, got ${quote(String(name))}`);
    return this.#race ? momentStep(this.#race, name) : null;
  }

  /** What a <path-race-step> does: seeks to `at` (a step or a moment's name) and rings `highlight` (cells; null: the attribute's). */
  [narrate]({ at, highlight }) {
    this.#narration.goTo({ at, highlight }, { wait: this.#applying > 0 });
  }

  /** What its steps call to pin it (on) or let it go, never under sticky="off" (pinning.js): whether it is pinned. */
  [pin](on) {
    return setPinned(this.#internals, on && (this.#settings?.sticky ?? defaults.sticky) !== 'off');
  }

  /**
   * The race at `step` (start, end or a number of expansions; default the
   * clock) as a figure: a Promise of SVG text (`format: 'svg'`) or a PNG
   * Blob ('png'), of 'both' panels, the 'left' or the 'right', with the
   * labels when the element shows them, in the language it speaks unless
   * `lang` says another (figure-export.js).
   */
  async figure(options = {}) {
    await null; // after the attribute changes queued before this call (#schedule)
    await this.#work;
    if (!this.#race) throw new Error('the race is not loaded (the element is not in a document)');
    // In the colours it shows, unless the call asks for a theme or colours of its own.
    const shown = 'theme' in options || 'colours' in options ? {} : { colours: this.#theme.colours };
    return raceFigureFile(this.ownerDocument, this.#race, {
      labels: this.#settings.labels,
      messages: this.#m,
      highlight: this.#stage.view.highlight ?? undefined, // the cells it rings now
      ...shown,
      ...options,
    });
  }

  // ---------------------------------------------------------------- lifecycle

  connectedCallback() {
    this.#resizeObserver ??= new ResizeObserver(() => this.#layout.soon());
    this.#resizeObserver.observe(this.#parts.maps);
    // A fixed height grows with the explain areas (a list folded or unfolded).
    for (const area of this.#explain.hosts) this.#resizeObserver.observe(area);
    this.#intersectionObserver ??= new IntersectionObserver((entries) =>
      this.#playback.visible(entries.at(-1).isIntersecting),
    );
    this.#intersectionObserver.observe(this);
    this.#language.connected();
    this.#theme.connected();
    this.#schedule();
  }

  disconnectedCallback() {
    this.#resizeObserver?.disconnect();
    this.#intersectionObserver?.disconnect();
    this.#language.disconnected();
    this.#theme.disconnected();
    this.#playback.detached();
    // Moved rather than removed (back in the document within this task): the
    // race goes on where it was. Removed: its wasm memory is freed.
    queueMicrotask(() => {
      if (!this.isConnected) this.#teardown();
    });
  }

  #teardown() {
    ++this.#generation;
    this.#stage.drop();
    this.#stage.player.stop();
    this.#runner.forget();
    this.#settings = null;
    this.#playback.reset();
  }

  attributeChangedCallback(name, before, after) {
    if (before === after || !this.isConnected) return;
    // Shown at once, not after the race's work: its message about a bad value waits for that.
    if (name === 'theme') this.#theme.show();
    this.#schedule();
  }

  /** The theme it shows, 'light' or 'dark' (what its steps show too). */
  get [shownTheme]() {
    return this.#theme.shown;
  }

  // Attribute changes made together are applied together, one at a time.
  #schedule() {
    if (this.#queued) return;
    this.#queued = true;
    ++this.#applying;
    queueMicrotask(() => {
      this.#queued = false;
      const generation = this.#generation;
      this.#work = this.#work
        .then(() => (generation === this.#generation && this.isConnected ? this.#apply(generation) : null))
        .catch((error) => this.#fail(error))
        .finally(() => --this.#applying);
    });
  }

  async #apply(generation) {
    // The language first: every word below is said in it, and what is shown already is said again.
    const m = (this.#m = await this.#language.load());
    if (generation !== this.#generation) return;
    if (this.#language.says(m) && !this.#race) this.#text.waiting('element.loading');

    const base = this.ownerDocument.baseURI;
    const { settings, problems } = readSettings((name) => this.getAttribute(name), { base }, m);
    if (!stylesArrived(this.shadowRoot)) problems.push(m.t('element.noStyles'));
    const previous = this.#settings;
    this.#settings = settings;
    this.#problems = problems;

    try {
      await init();
    } catch (error) {
      if (generation !== this.#generation) return;
      this.#text.message([m.t('element.noStart', { reason: error.message })]);
      this.#text.waiting('element.noWasm');
      return;
    }
    if (generation !== this.#generation) return;

    const fresh = await this.#runner.load(settings);
    if (fresh === null) return; // removed meanwhile (#teardown)
    // The rules, and the start and goal on this map.
    const { changed, problems: outside } = this.#runner.run(settings, fresh, m);
    this.#problems.push(...outside);

    // highlight, and the step at="…" opens at (a moment this race lacks: a sentence, and the race from the start).
    const opening = changed || previous?.at !== settings.at;
    const { at, problems: narration } = this.#narration.apply(settings, { fresh, opening }, m);
    this.#problems.push(...narration);

    this.#stage.view.labels = settings.labels;
    this.#layout.setHeight(settings.height);
    if (!previous || previous.controls !== settings.controls) {
      this.#parts.frame.dataset.controls = settings.controls;
      this.#controls.build(settings.controls, this.#speed);
      this.#showPlaying();
    }
    this.#problems.push(...this.#runner.loadProblems(m));
    this.#text.message(this.problems);
    this.#text.names(this.#runner.rules.panels);
    if (changed || !previous || previous.speed !== settings.speed) this.#setSpeed(settings.speed);
    this.#explain.show(settings.explain);
    this.#layout.now();

    if (at !== null) this.#playback.hold(at);
    else if (changed) this.#playback.begin(settings);
    else if (previous && previous.autoplay !== settings.autoplay) this.#playback.autoplay(settings.autoplay);
    this.#narration.flush();
    this.#stage.player.requestFrame();
  }

  get #race() {
    return this.#stage.race;
  }

  #setSpeed(speed) {
    this.#speed = this.#runner.pace(speed);
    this.#controls.showSpeed(this.#speed);
  }

  // ---------------------------------------------------------------- drawing

  #drawFrame() {
    const race = this.#race;
    if (!race) return;
    this.#stage.view.draw(race);
    this.#text.stats(race);
    this.#showClock();
    this.#showPlaying();
    const v = this.#stage.view.verdict ?? (race.finished ? verdict(race, this.#m) : null);
    this.#text.verdict(v, race);
    this.#parts.frame.dataset.finished = String(race.finished);
    this.#explain.frame();
    this.#runner.reportStep(race);
    if (this.#playback.finishedNow()) this.#runner.reportFinish(race, v, this.#m);
  }

  #showPlaying() {
    const race = this.#race;
    this.#controls.showPlaying(this.#stage.player.playing, !!race?.finished && race.clock > 0);
  }

  #showClock() {
    const race = this.#race;
    this.#controls.showClock(race, this.#runner.end(race), () => this.#runner.total(race));
  }

  #fail(error) {
    const reason = String(error?.message ?? error);
    this.#text.message([...this.problems, this.#m.t('element.notShown', { reason })]);
  }
}

if (globalThis.customElements && !customElements.get('path-race'))
  customElements.define('path-race', PathRaceElement);
