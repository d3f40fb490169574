// The page's state kept where the reader cannot lose it: in the URL's hash
// (so a link opens this exact race) and in localStorage (so a reload does),
// written a moment after each change, and read back at start and when the
// hash changes.
import { decodeState, defaultState, encodeState } from './state.js';

const storageKey = 'pathrace.race';

export class Persistence {
  #session;
  #ui;
  #timer = 0;

  /** `ui`: { message(text, kind), saved(encoded) (after each save) }. */
  constructor(session, ui) {
    this.#session = session;
    this.#ui = ui;
  }

  /** The state to start with: the link's, else the last one saved here, else the default. */
  initial() {
    const hash = location.hash.replace(/^#/, '');
    if (hash) {
      try {
        return decodeState(hash);
      } catch (error) {
        this.#ui.message(
          `This link's race could not be read (${error.message}); showing your last race instead.`,
          'error',
        );
      }
    }
    try {
      const saved = localStorage.getItem(storageKey);
      if (saved) return decodeState(saved);
    } catch {
      /* storage blocked or an old format: start fresh */
    }
    return defaultState();
  }

  /** Saves a moment from now (a burst of changes saves once). */
  soon() {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.now(), 250);
  }

  /** Saves now; returns the state's text ('' when there is none or it cannot be saved). */
  now() {
    clearTimeout(this.#timer);
    if (!this.#session.state) return '';
    let encoded;
    try {
      encoded = encodeState(this.#session.current());
    } catch (error) {
      this.#ui.message(`Could not save this race: ${error.message}`, 'error');
      return '';
    }
    const url = `${location.pathname}${location.search}#${encoded}`;
    if (location.hash !== `#${encoded}`) window.history.replaceState(null, '', url);
    try {
      localStorage.setItem(storageKey, encoded);
    } catch {
      /* private mode: the URL still has it */
    }
    document.body.dataset.saved = encoded;
    this.#ui.saved(encoded);
    return encoded;
  }

  /** Follows links to other races opened in this page (the hash changed), and saves when the page goes. */
  listen() {
    window.addEventListener('hashchange', () => {
      const hash = location.hash.replace(/^#/, '');
      if (!hash || hash === document.body.dataset.saved) return;
      let next;
      try {
        next = decodeState(hash);
      } catch (error) {
        this.#ui.message(`This link's race could not be read: ${error.message}`, 'error');
        return;
      }
      this.#session.switchTo(next).catch(() => {});
    });
    window.addEventListener('pagehide', () => this.now());
  }

  /** Copies the link to this race, or shows it when the clipboard refuses. */
  async copyLink(button) {
    this.now();
    const url = location.href;
    try {
      await navigator.clipboard.writeText(url);
      this.#ui.message('Link copied: it opens this exact race.');
    } catch {
      this.#ui.message(`Copy this link: ${url.length > 300 ? `${url.slice(0, 300)}…` : url}`);
    }
    button.blur?.();
  }
}
