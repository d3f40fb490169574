// The language <path-race> and <path-race-step> speak: their own `lang`,
// else the nearest ancestor's, else the document's (resolveLanguage), its
// catalogue loaded before the first word is said (loadMessages), so a
// Chinese post never flashes English. Each element is told when that may
// have changed — a `lang` attribute anywhere in its document, or a
// catalogue an author registered (registerMessages) — and says everything
// again in the language it then resolves to.
import './element-messages.js';
import { english, loadMessages, onMessagesChanged, resolveLanguage } from '../race/messages.js';

const speakers = new Set(); // the ElementLanguage of every connected element
const watched = new WeakSet(); // documents with a `lang` observer
let registrations = null; // stops onMessagesChanged (while no element is connected)

function tellAll(registered = null) {
  for (const speaker of speakers) speaker.check(registered);
}

// One observer per document for every `lang` attribute in it: the element's
// own, an ancestor's or <html>'s. `lang` changes rarely (a language menu), so
// checking every element then costs nothing worth keeping apart.
function watch(doc) {
  if (watched.has(doc) || typeof MutationObserver !== 'function') return;
  watched.add(doc);
  new MutationObserver(() => tellAll()).observe(doc, {
    attributes: true,
    attributeFilter: ['lang'],
    subtree: true,
  });
}

export class ElementLanguage {
  #element;
  #changed;
  #said = null; // the Messages everything was last said in
  #stale = false; // its catalogue changed since
  #parts = []; // what is told of a new language: each has setMessages(m)

  /** For `element`; `changed()` is called when it should say everything again. */
  constructor(element, changed) {
    this.#element = element;
    this.#changed = changed;
  }

  /** Parts (each with setMessages(m)) that say things: says() tells them of a new language. */
  tell(...parts) {
    this.#parts.push(...parts);
  }

  /** The element is in a document: it hears of changes from now on. */
  connected() {
    speakers.add(this);
    watch(this.#element.ownerDocument);
    registrations ??= onMessagesChanged((lang) => tellAll(lang));
  }

  disconnected() {
    speakers.delete(this);
    if (speakers.size === 0) {
      registrations?.();
      registrations = null;
    }
  }

  /**
   * The Messages of the language the element resolves to now, its catalogue
   * loaded; English when that catalogue could not be loaded (the network).
   */
  load() {
    return loadMessages(resolveLanguage(this.#element).lang).catch(() => english);
  }

  /**
   * Everything is said in `m` from now on: when it was said in another
   * language before (or its catalogue changed since), the parts are told,
   * to say what they show again, and it returns true.
   */
  says(m) {
    const again = m !== this.#said || this.#stale;
    this.#said = m;
    this.#stale = false;
    if (again) for (const part of this.#parts) part.setMessages(m);
    return again;
  }

  /** A `lang` changed (registered: null), or the catalogue of `registered` did (English's is every one's fallback). */
  check(registered) {
    const lang = resolveLanguage(this.#element).lang;
    if (lang === this.#said?.lang && registered !== lang && registered !== 'en') return;
    this.#stale = true;
    this.#changed();
  }
}

/**
 * Marks `node` as English when the text it takes from messages `ids` is
 * English in a catalogue of another language (all of them fell back to
 * English, key by key), so that a screen reader reads it as English.
 */
export function markFallback(node, m, ...ids) {
  if (m.lang !== 'en' && ids.length && ids.every((id) => m.langOf(id) === 'en'))
    node.setAttribute('lang', 'en');
  else node.removeAttribute('lang');
}

/**
 * `items` (texts) in one text, each joined to the next by message `id` of
 * `m` ("{first} {next}"), so that the separator is the language's; '' for none.
 */
export function joined(m, id, items) {
  return items.length ? items.reduce((first, next) => m.t(id, { first, next })) : '';
}

/**
 * What `say(m)` (a race core function that takes a Messages last) says in
 * `m`, and the ids of the messages it read, for markFallback():
 * { text, ids }.
 */
export function traced(m, say) {
  const ids = [];
  const tracer = Object.create(m);
  tracer.t = (id, args) => {
    ids.push(id);
    return m.t(id, args);
  };
  return { text: say(tracer), ids };
}
