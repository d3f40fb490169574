// The page's state kept where the reader cannot lose it: in the URL's hash
// (so a link opens this exact race) and in localStorage (so a reload does),
// written a moment after each change, and read back at start and when the
// hash changes. Where the browser keeps nothing (storage full, disabled, or
// refused in a private mode) the page says so once and the link holds it.
// The reader's language and theme ride with the race (state.js), but are
// the reader's: the first of the link and the storage that has one gives it.
import { decodeState, encodeState } from './state-codec.js';
import { defaultState } from './state.js';

const storageKey = 'pathrace.race';

// The page's localStorage, or null where reading it throws (storage
// disabled, some private modes). Read from globalThis, which is the window
// in a page and where the tests under Node put theirs.
function storage() {
  try {
    return globalThis.localStorage;
  } catch {
    return null;
  }
}

export class Persistence {
  #session;
  #ui;
  #timer = 0;
  #unsaved = false; // a save failed and the reader was told

  /**
   * `ui`: { message(words, kind) (words: a function of the page's Messages),
   * saved(encoded) (after each save), follow(state) (a link opened here
   * brings its race: its language and theme, if it has them, go with it) }.
   */
  constructor(session, ui) {
    this.#session = session;
    this.#ui = ui;
  }

  /**
   * The races to start with, best first: the link's, the last one saved
   * here, the default. Each is { what, state }, or { what, problem }
   * (`what` the message id naming it, `problem` a function of the page's
   * Messages that says why it cannot be read).
   */
  candidates() {
    let saved = null;
    try {
      saved = storage()?.getItem(storageKey);
    } catch {
      /* storage blocked: the link or the default */
    }
    const texts = [
      [location.hash.replace(/^#/, ''), 'page.start.link'],
      [saved, 'page.start.saved'],
    ];
    const candidates = [];
    for (const [text, what] of texts) {
      if (!text) continue;
      try {
        candidates.push({ what, state: decodeState(text) });
      } catch (error) {
        candidates.push({
          what,
          problem: (m) => m.t('page.start.unread', { what: m.t(what), error: error.message }),
        });
      }
    }
    candidates.push({ what: 'page.start.default', state: defaultState() });
    return candidates;
  }

  /** The reader's language and theme to start with ({ lang?, theme? }): each from the first of `candidates` that has one. */
  reading(candidates) {
    const reading = {};
    for (const { state } of candidates)
      for (const key of ['lang', 'theme']) if (state?.[key] !== undefined) reading[key] ??= state[key];
    return reading;
  }

  /**
   * Shows the first of candidates() that `show(state)` (async) can, and says
   * which before it could not and why. Nothing is saved until one is shown,
   * so a link that cannot be read or shown never costs the race saved here.
   */
  async start(candidates, show) {
    const problems = [];
    for (const [i, { what, state, problem }] of candidates.entries()) {
      if (problem) {
        problems.push(problem);
        continue;
      }
      try {
        await show(state);
      } catch (error) {
        if (i === candidates.length - 1) throw error;
        problems.push((m) => m.t('page.start.unshown', { what: m.t(what), error: error.message }));
        continue;
      }
      if (problems.length)
        this.#ui.message(
          (m) =>
            m.t('page.start.instead', {
              problems: problems.map((problem) => problem(m)).join(m.t('page.separator.clauses')),
              what: m.t(what),
            }),
          'error',
        );
      return;
    }
  }

  /** Saves a moment from now (a burst of changes saves once). */
  soon() {
    clearTimeout(this.#timer);
    document.body.dataset.savePending = 'true';
    this.#timer = setTimeout(() => this.now(), 250);
  }

  /** Saves now; returns the state's text ('' when there is none or it cannot be saved). */
  now() {
    clearTimeout(this.#timer);
    delete document.body.dataset.savePending;
    if (!this.#session.state) return '';
    let encoded;
    try {
      encoded = encodeState(this.#session.current());
    } catch (error) {
      this.#ui.message((m) => m.t('page.save.failed', { error: error.message }), 'error');
      return '';
    }
    const url = `${location.pathname}${location.search}#${encoded}`;
    if (location.hash !== `#${encoded}`) window.history.replaceState(null, '', url);
    this.#store(encoded);
    document.body.dataset.saved = encoded;
    this.#ui.saved(encoded);
    return encoded;
  }

  // Keeps the state in localStorage; the first time the browser refuses
  // (full, disabled, private), says once that the link is what holds it.
  #store(encoded) {
    try {
      storage().setItem(storageKey, encoded);
      return;
    } catch (error) {
      if (this.#unsaved) return;
      this.#unsaved = true;
      const id = error?.name === 'QuotaExceededError' ? 'page.save.full' : 'page.save.none';
      this.#ui.message((m) => m.t(id), 'error');
    }
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
        this.#ui.message((m) => m.t('page.link.unread', { error: error.message }), 'error');
        return;
      }
      this.#ui.follow(next);
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
      this.#ui.message((m) => m.t('page.link.copied'));
    } catch {
      const shown = url.length > 300 ? `${url.slice(0, 300)}…` : url;
      this.#ui.message((m) => m.t('page.link.copy', { url: shown }));
    }
    button.blur?.();
  }
}
