// <path-race-step for="race-id" at="commit">text</path-race-step>: prose
// that drives a <path-race> with no script of the author's. Activated (a
// click, or Enter or Space: it is a button to assistive technology) it
// seeks the race whose id is `for` to its moment `at` and rings its
// `highlight` cells on both maps; with the boolean `scroll`, it does so
// when it reaches the middle of the viewport (scrollytelling). The step
// last activated for a race is marked aria-current="step". Its problems (a
// `for` naming no race, a bad `at` or `highlight`) are said inside it, as
// text. Styles come from a linked CSS file: a strict CSP holds. path-race.js
// imports this module, so one script defines both elements.
import { parseHighlight } from './attributes.js';
import { make } from './dom.js';
import { styleSheets } from './styles.js';
import { quote } from '../race/format.js';
import { parseAt } from '../race/moments.js';

/** The method of <path-race> a step calls: race[narrate]({ at, highlight }). */
export const narrate = Symbol('pathrace.narrate');

const stylesheet = [new URL('./path-race-step.css', import.meta.url).href];
// The band in the middle of the viewport a `scroll` step is activated in.
const middleBand = '-45% 0px -45% 0px';

/**
 * A step's attributes from `get(name)` (the text, or null when absent):
 * { id (for's text, or null), at (parseAt's; null: nothing to seek to),
 * highlight (cells; null: the race's own), problems (sentences) }.
 */
export function readStep(get) {
  const problems = [];
  let at = null,
    highlight = null;
  const text = get('at');
  if (text === null) problems.push('at is missing: say which step, e.g. at="commit" or at="40".');
  else
    try {
      at = parseAt(text);
    } catch (error) {
      problems.push(`${error.message}.`);
    }
  const cells = get('highlight');
  if (cells !== null)
    try {
      highlight = parseHighlight(cells);
    } catch (error) {
      problems.push(`${error.message}; ringing no cells.`);
      highlight = [];
    }
  return { id: get('for'), at, highlight, problems };
}

/** What a step whose `for` (an id, or null) names no <path-race> says. */
export function noRaceSentence(id) {
  return id === null
    ? 'for is missing: give the id of a <path-race>.'
    : `for ${quote(id)} names no <path-race> on this page.`;
}

// Without a DOM (the package imported under Node) the module still loads.
const Base = globalThis.HTMLElement ?? class {};

export class PathRaceStepElement extends Base {
  static observedAttributes = ['for', 'at', 'scroll', 'highlight'];

  #message;
  #observer = null;

  constructor() {
    super();
    const doc = this.ownerDocument;
    const root = this.attachShadow({ mode: 'open' });
    const { links, sheets } = styleSheets(doc, () => {}, stylesheet);
    if (sheets.length) root.adoptedStyleSheets = sheets;
    this.#message = make(doc, 'span', { class: 'prs-message', part: 'message' });
    this.#message.hidden = true;
    root.append(...links, make(doc, 'slot'), this.#message);
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

  /** Seeks the race to this step's moment and rings its cells; marks this step as the race's active one. */
  activate() {
    const { at, highlight, problems } = this.#read();
    const race = this.race;
    this.#say({ at, problems }, race);
    if (!race || at === null) return;
    for (const other of this.getRootNode().querySelectorAll('path-race-step'))
      if (other !== this && other.getAttribute('for') === this.getAttribute('for'))
        other.removeAttribute('aria-current');
    this.setAttribute('aria-current', 'step');
    customElements.whenDefined('path-race').then(() => race[narrate]({ at, highlight }));
  }

  connectedCallback() {
    if (!this.hasAttribute('role')) this.setAttribute('role', 'button');
    if (!this.hasAttribute('tabindex')) this.setAttribute('tabindex', '0');
    this.#observe();
    // The race may come later in the page than its steps.
    const check = () => this.isConnected && this.#say(this.#read(), this.race);
    if (this.ownerDocument.readyState === 'loading')
      this.ownerDocument.addEventListener('DOMContentLoaded', check, { once: true });
    else queueMicrotask(check);
  }

  disconnectedCallback() {
    this.#observer?.disconnect();
    this.#observer = null;
  }

  attributeChangedCallback(name) {
    if (!this.isConnected) return;
    if (name === 'scroll') this.#observe();
    else this.#say(this.#read(), this.race);
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
        if (entries.at(-1).isIntersecting) this.activate();
      },
      { rootMargin: middleBand },
    );
    this.#observer.observe(this);
  }

  #read() {
    return readStep((name) => this.getAttribute(name));
  }

  // What is wrong, inside the step (as text), and whether it can be activated.
  #say({ at, problems }, race) {
    const lines = [...problems];
    if (!race) lines.unshift(noRaceSentence(this.getAttribute('for')));
    const text = lines.length ? ` (${lines.join(' ')})` : '';
    if (this.#message.textContent !== text) this.#message.textContent = text;
    this.#message.hidden = text === '';
    this.toggleAttribute('data-problem', text !== '');
    this.setAttribute('aria-disabled', String(!race || at === null));
  }
}

if (globalThis.customElements && !customElements.get('path-race-step'))
  customElements.define('path-race-step', PathRaceStepElement);
