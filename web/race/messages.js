// Every word a reader sees or hears, in their language: one catalogue per
// language (messages/en.js, messages/zh-CN.js), keyed by message id, and
// this module, which turns an id and its arguments into text. Messages are
// a small subset of ICU MessageFormat, so word order and plurals live in
// the catalogue, never in code:
//   {name}                                   an argument (numbers through Intl.NumberFormat)
//   {name, capital}                          a text argument with its first letter in upper case
//   {n, plural, =0 {none} one {# cell} other {# cells}}   Intl.PluralRules; # is n, formatted
//   {kind, select, start {the start} other {the goal}}    by an argument's value
// A literal brace cannot be written; no message is ever parsed as HTML.
// English is loaded with this module and is every other language's
// fallback, key by key; other built-in languages load on demand
// (loadMessages), so a reader downloads only their own. A face with words
// of its own (the element) adds them as a section (addBuiltInMessages), so
// a page without that face never downloads them.
import en from './messages/en.js';
import { StepCost } from '../lib/vocabulary.js';
import { compile } from './message-syntax.js';

/** The languages with a built-in catalogue, English first. */
export const builtInLanguages = Object.freeze(['en', 'zh-CN']);

// The built-in sections: the race core's, then any a face added. Each has
// its other languages' loaders, and what each load has begun (lang → Promise).
const sections = [{ loaders: { 'zh-CN': () => import('./messages/zh-CN.js') }, loads: new Map() }];
// The languages loadMessages() was asked for: a section added later loads them too.
const asked = new Set();

// lang → { messages: id → text (the built-in sections merged with any the author registered) }.
const catalogues = new Map([['en', { messages: { ...en } }]]);
const warned = new Set();

/**
 * The catalogue `tag` (a BCP 47 tag, e.g. from a `lang` attribute) reads
 * in: a built-in or registered language equal to it, else one sharing its
 * first subtag (every `zh` tag reads Simplified Chinese, zh-CN, the only
 * Chinese catalogue), else English. Case does not matter.
 */
export function matchLanguage(tag) {
  const wanted = String(tag ?? '')
    .trim()
    .toLowerCase();
  if (!wanted) return 'en';
  const known = [...new Set([...builtInLanguages, ...catalogues.keys()])];
  const exact = known.find((l) => l.toLowerCase() === wanted);
  if (exact) return exact;
  const primary = wanted.split(/[-_]/)[0];
  return known.find((l) => l.toLowerCase().split('-')[0] === primary) ?? 'en';
}

/**
 * The language a node reads in: its own `lang` attribute, else its nearest
 * ancestor's, else the document's, else English; matched to a catalogue
 * by matchLanguage(). Returns { asked (the tag found, '' for none), lang }.
 */
export function resolveLanguage(node) {
  const own = node?.closest?.('[lang]')?.getAttribute('lang');
  const doc = typeof document === 'undefined' ? '' : document.documentElement?.getAttribute('lang');
  const asked = (own || doc || '').trim();
  return { asked, lang: matchLanguage(asked) };
}

/**
 * The catalogue of `lang` ready to read: built-in ones are loaded on first
 * use (English is always there). Resolves to a Messages for the language
 * matchLanguage(lang) picks.
 */
export async function loadMessages(lang) {
  const match = matchLanguage(lang);
  asked.add(match);
  await Promise.all(sections.map((section) => loadSection(section, match)));
  return messagesFor(match);
}

function loadSection(section, lang) {
  const load = section.loaders[lang];
  if (!load) return undefined;
  if (!section.loads.has(lang))
    section.loads.set(
      lang,
      load().then((module) => addBuiltIn(lang, module.default)),
    );
  return section.loads.get(lang);
}

function addBuiltIn(lang, messages) {
  // What the author registered before the built-in words arrived keeps its text.
  const current = catalogues.get(lang)?.messages ?? {};
  catalogues.set(lang, { messages: { ...messages, ...current } });
  compiledCache.delete(lang);
}

/**
 * Adds a face's own built-in words: `english` (id → text) at once, and
 * each other built-in language's with the rest of its words, by
 * `loaders` (lang → () => import(...) of a module whose default export is
 * id → text). A language already loaded loads this section at once, and
 * onMessagesChanged's listeners hear of it when it arrives.
 */
export function addBuiltInMessages(english, loaders) {
  addBuiltIn('en', english);
  const section = { loaders, loads: new Map() };
  sections.push(section);
  for (const lang of asked) loadSection(section, lang)?.then(() => changed(lang));
}

/**
 * Adds a language, or replaces some messages of one, for every race on the
 * page (the element's `registerMessages`). `messages`: message id → text in
 * the syntax above. A message the catalogue lacks falls back to English, key
 * by key; the keys missing from a language with no built-in catalogue, and
 * ids English does not have, are listed once in the console. Throws a
 * TypeError naming the first message whose syntax is wrong (nothing is
 * added then).
 */
export function registerMessages(lang, messages) {
  const tag = String(lang ?? '').trim();
  if (!tag)
    throw new TypeError(
      'registerMessages(lang, messages): lang must be a language tag, such as "fr" or "zh-CN"',
    );
  if (!messages || typeof messages !== 'object')
    throw new TypeError('registerMessages(lang, messages): messages must be an object of message id → text');
  const english = catalogues.get('en').messages;
  const accepted = {};
  for (const [id, text] of Object.entries(messages)) {
    if (typeof text !== 'string') throw new TypeError(`message "${id}" for ${tag} is not text`);
    try {
      compile(text);
    } catch (error) {
      throw new TypeError(`message "${id}" for ${tag}: ${error.message}`, { cause: error });
    }
    accepted[id] = text;
  }
  const key = builtInLanguages.find((l) => l.toLowerCase() === tag.toLowerCase()) ?? tag;
  catalogues.set(key, { messages: { ...(catalogues.get(key)?.messages ?? {}), ...accepted } });
  compiledCache.delete(key);
  changed(key);
  const unknown = Object.keys(accepted).filter((id) => !(id in english));
  if (key !== 'en' && unknown.length)
    warnOnce(
      `unknown:${key}:${unknown.join()}`,
      `pathrace: no such message ids (${key}): ${unknown.join(', ')}`,
    );
  if (!builtInLanguages.includes(key)) {
    const missing = Object.keys(english).filter((id) => !(id in catalogues.get(key).messages));
    if (missing.length)
      warnOnce(
        `missing:${key}`,
        `pathrace: ${missing.length} messages missing for ${key}, shown in English: ${missing.join(', ')}`,
      );
  }
}

const listeners = new Set();
function changed(lang) {
  for (const listener of listeners) listener(lang);
}
/**
 * Calls `listener(lang)` each time registerMessages() or a late section
 * (addBuiltInMessages) changes the catalogue of `lang`, so that what is on screen can be said again (the element
 * listens). Returns a function that stops it.
 */
export function onMessagesChanged(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function warnOnce(key, text) {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(text);
}

const compiledCache = new Map(); // lang → Map(id → parts)

// ——— Numbers ———

const numberFormats = new Map();
function numberFormat(locale, digits, fixed = 0) {
  const key = `${locale ?? ''}:${digits}:${fixed}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: fixed });
    numberFormats.set(key, format);
  }
  return format;
}

/** A ratio or a percentage as the verdict rounds it: whole from 10 up, one decimal below (2.3, 43). */
export function roughly(v) {
  return v >= 10 ? Math.round(v) : Math.round(v * 10) / 10;
}

/**
 * A language's messages, with the numbers written for its readers. English
 * text keeps the reader's own number format (a German reader reads "70.863"
 * in English sentences, as in the rest of their browser); other languages
 * write numbers as that language does.
 */
export class Messages {
  /** The catalogue's language ('en', 'zh-CN', or one an author registered). */
  lang;
  /** The locale numbers are written in (undefined: the reader's own). */
  locale;

  constructor(lang) {
    this.lang = lang;
    this.locale = lang === 'en' ? undefined : lang;
  }

  /** The text of message `id` with `args`; an id no catalogue has is returned as it is. */
  t(id, args = {}) {
    const parts = this.#compiled(id);
    return parts ? this.#render(parts, args, null) : id;
  }

  /** The language the text of `id` comes from: this one, or 'en' where it falls back. */
  langOf(id) {
    return this.lang !== 'en' && !(id in (catalogues.get(this.lang)?.messages ?? {})) ? 'en' : this.lang;
  }

  /** Whether this language has message `id` itself (not through English). */
  has(id) {
    return id in (catalogues.get(this.lang)?.messages ?? {});
  }

  #compiled(id) {
    const lang = this.langOf(id);
    let cache = compiledCache.get(lang);
    if (!cache) compiledCache.set(lang, (cache = new Map()));
    let parts = cache.get(id);
    if (parts === undefined) {
      const text = catalogues.get(lang)?.messages[id];
      parts = text === undefined ? null : compile(text);
      cache.set(id, parts);
    }
    return parts;
  }

  #render(parts, args, n) {
    let out = '';
    for (const part of parts) {
      if (typeof part === 'string') out += part;
      else if (part.hash) out += this.count(n);
      else if (!part.type) out += this.#value(args[part.arg]);
      else if (part.type === 'capital') {
        const v = this.#value(args[part.arg]);
        out += v.charAt(0).toLocaleUpperCase(this.lang) + v.slice(1);
      } else {
        const v = args[part.arg];
        let branch;
        if (part.type === 'plural') {
          branch =
            part.cases[`=${v}`] ?? part.cases[pluralRules(this.lang).select(Number(v))] ?? part.cases.other;
          out += this.#render(branch, args, v);
        } else {
          branch = part.cases[String(v)] ?? part.cases.other;
          out += this.#render(branch, args, n);
        }
      }
    }
    return out;
  }

  #value(v) {
    if (typeof v === 'number') return Number.isInteger(v) ? this.count(v) : this.number(v);
    return v === undefined || v === null ? '' : String(v);
  }

  /** A count (cells, expansions, steps), digits grouped: "70,863". */
  count(n) {
    return numberFormat(this.locale, 0).format(n);
  }

  /** A number as people read it: whole numbers bare, others with at most `digits` decimals. */
  number(value, digits = 2) {
    if (value === Infinity) return '∞';
    if (!Number.isFinite(value)) return '–';
    return numberFormat(this.locale, digits).format(value);
  }

  /** f, g or h inside a cell: whole, or one decimal; blank when infinite. */
  label(v) {
    if (!Number.isFinite(v)) return '';
    return Number.isInteger(v)
      ? numberFormat(this.locale, 0).format(v)
      : numberFormat(this.locale, 1, 1).format(v);
  }

  /** A path cost: whole numbers under classic costs, one decimal otherwise ("65.0"). */
  cost(value, costs) {
    if (!Number.isFinite(value)) return '–';
    if (costs === StepCost.classic && Number.isInteger(value))
      return numberFormat(this.locale, 0).format(value);
    return numberFormat(this.locale, 1, 1).format(value);
  }

  /** How many times more a is than b: "2.3", "12". */
  ratio(a, b) {
    return numberFormat(this.locale, 1).format(roughly(a / b));
  }

  /** How much more `worse` is than `better`, in percent: "43", "2.3". */
  percent(worse, better) {
    return numberFormat(this.locale, 1).format(roughly((worse / better - 1) * 100));
  }

  /**
   * A large number written short, at most one decimal: English keeps the
   * race's own "2.5k" and "1M" (in the reader's digits); other languages
   * write their own compact form ("2.5万").
   */
  compact(value) {
    if (this.lang !== 'en') return compactFormat(this.locale).format(value);
    if (value >= 1e6) return `${this.number(value / 1e6, 1)}M`;
    if (value >= 1e3) return `${this.number(value / 1e3, 1)}k`;
    return this.number(value, 1);
  }

  /** Items as a list in this language: "a, b and c", "a、b和c". */
  list(items) {
    return new Intl.ListFormat(this.lang, { type: 'conjunction' }).format(items);
  }
}

const compactFormats = new Map();
function compactFormat(locale) {
  let format = compactFormats.get(locale);
  if (!format)
    compactFormats.set(
      locale,
      (format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 })),
    );
  return format;
}

const plurals = new Map();
function pluralRules(lang) {
  let rules = plurals.get(lang);
  if (!rules) plurals.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules;
}

const instances = new Map();
/**
 * The Messages of `lang` as loaded now (synchronous): a built-in language
 * not yet loaded reads English until loadMessages(lang) resolves.
 */
export function messagesFor(lang = 'en') {
  const match = matchLanguage(lang);
  const key = catalogues.has(match) ? match : 'en';
  let m = instances.get(key);
  if (!m) instances.set(key, (m = new Messages(key)));
  return m;
}

/** English, every language's fallback. */
export const english = messagesFor('en');

/** Every message id, from the English catalogue (the one complete by definition), sections added so far included. */
export function messageIds() {
  return Object.keys(catalogues.get('en').messages);
}
