// The theme a <path-race> shows: the one its `theme` asks for, or for auto
// (or a bad value) the page's scheme (../race/theme.js), marked on its frame
// for the palette's CSS (styles.js); the colours the frame resolves to (the
// page's --pr-* over the theme's) for what CSS does not paint, the cells and
// the figures; and its steps told, since they show its theme too. It
// follows the reader's system and the page (watchTheme) while connected.
import { readColours, resolveTheme, watchTheme } from '../race/theme.js';
import { readSettings } from './attributes.js';
import { retheme } from './path-race-step.js';

export class ElementTheme {
  #element;
  #frame;
  #onColours;
  #unwatch = null;
  #shown = 'light';
  #colours = null;

  /** For `element`, whose shadow DOM's `frame` holds the palette; `onColours(colours)` repaints what CSS does not. */
  constructor(element, frame, onColours) {
    this.#element = element;
    this.#frame = frame;
    this.#onColours = onColours;
  }

  /** The theme shown: 'light' or 'dark'. */
  get shown() {
    return this.#shown;
  }
  /** The palette the frame resolved to (null before it was first shown). */
  get colours() {
    return this.#colours;
  }

  connected() {
    this.#unwatch ??= watchTheme(this.#element.ownerDocument, () => this.show());
    this.show();
  }

  disconnected() {
    this.#unwatch?.();
    this.#unwatch = null;
  }

  /** Shows the theme asked for as the page is now; what did not change is not repainted. */
  show() {
    const element = this.#element,
      frame = this.#frame;
    const asked = readSettings((name) => (name === 'theme' ? element.getAttribute(name) : null)).settings
      .theme;
    this.#shown = resolveTheme(asked, element);
    if (frame.dataset.theme !== this.#shown) frame.dataset.theme = this.#shown;
    const colours = readColours(frame, this.#shown);
    if (colours !== this.#colours) {
      this.#colours = colours;
      this.#onColours(colours);
    }
    for (const step of element.getRootNode().querySelectorAll?.('path-race-step') ?? [])
      if (step.race === element) step[retheme]?.();
  }
}
