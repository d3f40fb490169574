// The page's language: its own catalogues — messages/en.js, the words its
// script writes, loaded with the page; messages/en-html.js, the English
// index.html arrives in, and messages/zh-CN.js, both loaded only once the
// page shows another language — registered into the race core's messages
// (../race/messages.js), so that one Messages says both the race core's
// words and the page's; the reader's default from the browser's languages;
// index.html's words filled in from the catalogue; the language menu; and
// `<html lang>`.
//
// index.html marks what a catalogue fills in:
//   data-msg="id"             the element's text; its children marked
//                             data-arg="name" stand where the message has
//                             {name} (kept as they are: their own data-msg,
//                             a <var>, an icon), in the language's order;
//                             other children are not kept
//   data-msg-<attribute>="id" that attribute (aria-label, title, content, alt)
import { loadMessages, matchLanguage, messagesFor, registerMessages } from '../race/messages.js';
import en from './messages/en.js';
import { $ } from './elements.js';

registerMessages('en', en);

// The page's other languages (index.html's menu names each in its own words).
const loaders = { 'zh-CN': () => import('./messages/zh-CN.js') };
// index.html's English: the page arrives in it, so it is a catalogue only
// once the page shows another language (to come back, and to fall back on).
const html = () => import('./messages/en-html.js');

/** The languages the page reads in, English first. */
export const pageLanguages = Object.freeze(['en', ...Object.keys(loaders)]);
const loading = new Map(); // a catalogue's loader → its messages on their way into the core

let current = messagesFor('en');

/** The page's Messages now: the race core's words and the page's, in the language chosen. */
export function words() {
  return current;
}

/**
 * The page's language for a reader whose browser asks for `tags` (its
 * navigator.languages, best first): the first the page reads in (a tag
 * shares its first subtag with it, so zh-TW reads zh-CN), else English.
 */
export function preferredLanguage(tags) {
  for (const tag of tags ?? []) {
    const lang = matchLanguage(tag);
    const primary = String(tag).toLowerCase().split(/[-_]/)[0];
    if (pageLanguages.includes(lang) && lang.toLowerCase().split('-')[0] === primary) return lang;
  }
  return 'en';
}

// Registers the catalogue `load` brings into `lang`, once.
function register(lang, load) {
  if (!loading.has(load)) {
    const loaded = load().then((module) => registerMessages(lang, module.default));
    loading.set(load, loaded);
    loaded.catch(() => loading.delete(load)); // a later choice tries again
  }
  return loading.get(load);
}

/**
 * The Messages of `lang` (a page language) with all its words: the race
 * core's, and the page's, index.html's English among them (English first,
 * as the other languages' fallback).
 */
export async function pageMessages(lang) {
  await register('en', html);
  if (loaders[lang]) await register(lang, loaders[lang]);
  return loadMessages(lang);
}

// Text standing for an argument while a message is split around it: private-use characters no message has.
const slot = (name) => `\uE000${name}\uE001`;
const slots = /\uE000(\w+)\uE001/;

/** The text of a data-msg element in `m`, its data-arg children in their places. */
function fillText(node, m) {
  const id = node.dataset.msg;
  const args = {};
  const children = new Map();
  for (const child of node.children)
    if (child.dataset.arg) {
      args[child.dataset.arg] = slot(child.dataset.arg);
      children.set(child.dataset.arg, child);
    }
  const parts = m.t(id, args).split(slots);
  // split() with a capture group alternates text and argument names.
  node.replaceChildren(...parts.map((part, i) => (i % 2 ? children.get(part) : part)).filter((p) => p));
  if (m.langOf(id) !== m.lang) node.lang = m.langOf(id);
  else if (node.lang && node !== document.documentElement) node.removeAttribute('lang');
}

// The attributes index.html has words in.
const attributes = ['aria-label', 'title', 'content', 'alt'];

/** Fills in every data-msg text and data-msg-* attribute under `root` in `m`. */
export function translate(root, m) {
  for (const node of root.querySelectorAll('[data-msg]')) fillText(node, m);
  for (const name of attributes)
    for (const node of root.querySelectorAll(`[data-msg-${name}]`))
      node.setAttribute(name, m.t(node.getAttribute(`data-msg-${name}`)));
}

export class Language {
  #changed;
  #choose;
  #failed;
  #asked = 0; // show()s begun: only the last one asked shows its language

  /**
   * `choose(lang)`: the reader picked `lang` in the menu (the session keeps
   * it); `changed(m)`: the page is now in `m`, every part redraws its words;
   * `failed(lang, error)`: the catalogues of `lang` did not load (the page
   * stays as it was).
   */
  constructor({ choose, changed, failed }) {
    this.#choose = choose;
    this.#changed = changed;
    this.#failed = failed;
  }

  /** The language menu (index.html names each language in its own words). */
  wire() {
    const menu = $('#language');
    menu.addEventListener('change', () => this.#choose(menu.value));
  }

  /**
   * Shows the page in `lang` (a tag: from the link, the reader's storage or
   * the browser): loads its catalogues first, so nothing shows half in one
   * language. Resolves to the Messages shown then; a language that cannot
   * load leaves the page as it was (failed()).
   */
  async show(lang) {
    const asked = ++this.#asked;
    const want = preferredLanguage([lang]);
    // The page as it arrived: in English, every word in place.
    if (want === current.lang && document.documentElement.lang === want) return current;
    let m;
    try {
      m = await pageMessages(want);
    } catch (error) {
      if (asked === this.#asked) {
        $('#language').value = current.lang;
        this.#failed(want, error);
      }
      return current;
    }
    if (asked !== this.#asked) return current;
    current = m;
    document.documentElement.lang = m.lang;
    translate(document, m);
    const menu = $('#language');
    if (menu) menu.value = m.lang;
    this.#changed(m);
    return m;
  }
}
