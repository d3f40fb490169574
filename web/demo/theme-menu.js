// The page's theme, chosen in its menu: Auto (the reader's system,
// prefers-color-scheme), Light or Dark. The choice goes on <html> as
// data-theme, which the page's palette answers (../race/theme.js: the CSS,
// and the canvas through followPageTheme), and as `theme` on any race
// element the page holds, which answers it in its own shadow root.
import { themeNames } from '../race/palette.js';
import { $ } from './elements.js';

export class Theme {
  #choose;

  /** `choose(theme)`: the reader picked `theme` in the menu (the session keeps it). */
  constructor({ choose }) {
    this.#choose = choose;
  }

  wire() {
    const menu = $('#theme');
    menu.addEventListener('change', () => this.#choose(menu.value));
  }

  /** Shows the page in `theme` (one of palette.js themeNames; anything else: auto). */
  show(theme) {
    const next = themeNames.includes(theme) ? theme : 'auto';
    document.documentElement.dataset.theme = next;
    for (const element of document.querySelectorAll('path-race, path-race-step'))
      element.setAttribute('theme', next);
    $('#theme').value = next;
  }
}
