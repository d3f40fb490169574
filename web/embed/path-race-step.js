// <path-race-step for="race-id" at="commit">text</path-race-step>: prose
// that drives a <path-race> with no script of the author's. Activated (a
// click, or Enter or Space: it is a button to assistive technology) it
// seeks the race whose id is `for` to its moment `at` and rings its
// `highlight` cells on both maps; with the boolean `scroll`, it does so
// when it reaches the middle of the viewport (scrollytelling). The step
// last activated for a race is marked aria-current="step", and its race
// is brought into view (pinned while its steps are read, pinning.js). Its
// problems (a `for` naming no race, a bad `at` or `highlight`) are said
// inside it, as text, in the language it resolves as <path-race> does
// (element-language.js).
// Styles come from a linked CSS file: a strict CSP holds. path-race.js
// imports this module, so one script defines both elements.
import './element-messages.js';
import { parseHighlight, problemSentence } from './attributes.js';
import { make } from './dom.js';
import { bringIntoView } from './pinning.js';
import { ElementLanguage, joined } from './element-language.js';
import { pathRaceStepCss } from './path-race-step-css.js';
import { adoptStyles, stepPalette } from './styles.js';
import { pageScheme, watchTheme } from '../race/theme.js';
import { quote } from '../race/format.js';
import { english } from '../race/messages.js';
import { parseAt } from '../race/moments.js';

/** The method of <path-race> a step calls: race[narrate]({ at, highlight }). */
export const narrate = Symbol('pathrace.narrate');
/** The theme a <path-race> shows ('light' | 'dark'): race[shownTheme]. Its steps show it too. */
export const shownTheme = Symbol('pathrace.shownTheme');
/** What a <path-race> calls on each of its steps when its theme changed: step[retheme](). */
export const retheme = Symbol('pathrace.retheme');

// The band in the middle of the viewport a `scroll` step is activated in.
const middleBand = '-45% 0px -45% 0px';

/**
 * A step's attributes from `get(name)` (the text, or null when absent):
 * { id (for's text, or null), at (parseAt's; null: nothing to seek to),
 * highlight (cells; null: the race's own), problems (sentences in the
 * language of `m`) }.
 */
export function readStep(get, m = english) {
  const problems = [];
  let at = null,
    highlight = null;
  const text = get('at');
  if (text === null) problems.push(m.t('element.step.noAt'));
  else
    try {
      at = parseAt(text, m);
    } catch (error) {
      problems.push(m.t('element.step.badAt', { reason: error.message }));
    }
  const cells = get('highlight');
  if (cells !== null)
    try {
      highlight = parseHighlight(cells, m);
    } catch (error) {
      problems.push(problemSentence(error.message, m.t('element.instead.highlight'), m));
      highlight = [];
    }
  return { id: get('for'), at, highlight, problems };
}

/** What a step whose `for` (an id, or null) names no <path-race> says. */
export function noRaceSentence(id, m = english) {
  return id === null ? m.t('element.step.noFor') : m.t('element.step.noRace', { id: quote(id) });
}

// Without a DOM (the package imported under Node) the module still loads.
const Base = globalThis.HTMLElement ?? class {};

export class PathRaceStepElement extends Base {
  static observedAttributes = ['for', 'at', 'scroll', 'highlight', 'lang'];

  #message;
  #observer = null;
  #internals;
  #unwatch = null;
  #m = english; // the language it speaks, once loaded
  #language = new ElementLanguage(this, () => this.#speak());
  #ticket = 0; // the latest #speak(): an older one's language is not said

  constructor() {
    super();
    const doc = this.ownerDocument;
    const root = this.attachShadow({ mode: 'open' });
    adoptStyles(root, [pathRaceStepCss], stepPalette);
    this.#internals = this.attachInternals?.();
    this.#message = make(doc, 'span', { class: 'prs-message', part: 'message' });
    this.#message.hidden = true;
    root.append(make(doc, 'slot'), this.#message);
    this.addEventListener('click', () => this.activate());
    this.addEventListener('keydown', (e) => {
      if (e.target !== this || (e.key !== 'Enter' && e.key !== ' ')) return;
      e.preventDefault(); // Space would scroll the page
      this.activate();
    });
  }

  /**
   * `scroll` as a property too, for frameworks that set a custom element's
   * props as properties wherever the name exists (React 19 does, and every
   * element has a scroll() method): true or a string turns the attribute on,
   * false or null off. Read, it is still Element's scroll().
   */
  get scroll() {
    return super.scroll;
  }
  set scroll(on) {
    this.toggleAttribute('scroll', on !== false && on != null);
  }

  /** The <path-race> this step drives (its id is `for`), or null. */
  get race() {
    const id = this.getAttribute('for');
    const race = id ? this.getRootNode().getElementById?.(id) : null;
    return race?.localName === 'path-race' ? race : null;
  }

  /**
   * Seeks the race to this step's moment and rings its cells; marks this
   * step as the race's active one, and brings the race into view (pinning.js).
   */
  activate() {
    this.#activate({ tapped: true });
  }

  #activate({ tapped }) {
    const { at, highlight, problems } = this.#read();
    const race = this.race;
    this.#say({ at, problems }, race);
    if (!race || at === null) return;
    for (const other of this.getRootNode().querySelectorAll('path-race-step'))
      if (other !== this && other.getAttribute('for') === this.getAttribute('for'))
        other.removeAttribute('aria-current');
    this.setAttribute('aria-current', 'step');
    customElements.whenDefined('path-race').then(() => {
      race[narrate]({ at, highlight });
      bringIntoView(race, this, { tapped });
    });
  }

  connectedCallback() {
    if (!this.hasAttribute('role')) this.setAttribute('role', 'button');
    if (!this.hasAttribute('tabindex')) this.setAttribute('tabindex', '0');
    this.#observe();
    this.#language.connected();
    this.#unwatch ??= watchTheme(this.ownerDocument, () => this[retheme]());
    this[retheme]();
    // The race may come later in the page than its steps.
    if (this.ownerDocument.readyState === 'loading')
      this.ownerDocument.addEventListener('DOMContentLoaded', () => this.#speak(), { once: true });
    else this.#speak();
  }

  disconnectedCallback() {
    this.#observer?.disconnect();
    this.#observer = null;
    this.#language.disconnected();
    this.#unwatch?.();
    this.#unwatch = null;
  }

  /**
   * Shows the theme of its race (which the author may have set), or with
   * no race the page's (pageScheme): the step's colours are made to be read
   * beside the race's, in the same prose.
   */
  [retheme]() {
    const states = this.#internals?.states;
    if (!states) return;
    const dark = (this.race?.[shownTheme] ?? pageScheme(this)) === 'dark';
    try {
      if (dark) states.add('dark');
      else states.delete('dark');
    } catch {
      // A browser that takes only the older '--dark' form of custom states shows the light theme.
    }
  }

  attributeChangedCallback(name) {
    if (!this.isConnected) return;
    if (name === 'scroll') this.#observe();
    else if (name === 'lang') this.#speak();
    else this.#say(this.#read(), this.race);
    if (name === 'for') this[retheme]();
  }

  // Says its problems in the language it resolves to now, once that language's catalogue is loaded.
  async #speak() {
    const ticket = ++this.#ticket;
    const m = await this.#language.load();
    if (ticket !== this.#ticket || !this.isConnected) return;
    this.#language.says(m);
    this.#m = m;
    this.#say(this.#read(), this.race);
  }

  #observe() {
    const wanted = this.hasAttribute('scroll') && typeof IntersectionObserver === 'function';
    if (!wanted) {
      this.#observer?.disconnect();
      this.#observer = null;
      return;
    }
    if (this.#observer) return;
    this.#observer = new IntersectionObserver(
      (entries) => {
        if (entries.at(-1).isIntersecting) this.#activate({ tapped: false });
      },
      { rootMargin: middleBand },
    );
    this.#observer.observe(this);
  }

  #read() {
    return readStep((name) => this.getAttribute(name), this.#m);
  }

  // What is wrong, inside the step (as text), and whether it can be activated.
  #say({ at, problems }, race) {
    const m = this.#m;
    const lines = [...problems];
    if (!race) lines.unshift(noRaceSentence(this.getAttribute('for'), m));
    const text = lines.length
      ? m.t('element.step.problems', { problems: joined(m, 'element.sentences', lines) })
      : '';
    if (this.#message.textContent !== text) this.#message.textContent = text;
    // The step's own text is the page's; what it says is in the language it resolved to.
    this.#message.setAttribute('lang', m.langOf('element.step.problems'));
    this.#message.hidden = text === '';
    this.toggleAttribute('data-problem', text !== '');
    this.setAttribute('aria-disabled', String(!race || at === null));
  }
}

if (globalThis.customElements && !customElements.get('path-race-step'))
  customElements.define('path-race-step', PathRaceStepElement);
