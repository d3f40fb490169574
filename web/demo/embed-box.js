// "Embed this race": the <path-race> element and the embed.html iframe for
// the race on screen (web/embed/snippets.js writes them), what each cannot
// carry said plainly, and a Copy button for each. The snippet writer loads
// when the box first opens: the race does not wait for it.
import { $ } from './elements.js';
import { translate, words } from './locale.js';

// Apache and nginx refuse by default a request line ("GET /embed/embed.html?… HTTP/1.1") over 8190 bytes.
const maxRequestLine = 8190;
const bigElement = 64 * 1024;
const kB = (n, m) => m.number(n / 1024, n < 10240 ? 1 : 0);

// The two snippets, made from index.html's one <template id="snippet-template">: each one's code box
// (#embed-<which>, of so many rows), its label and its Copy button.
const snippets = [
  { which: 'element', rows: 4 },
  { which: 'iframe', rows: 5 },
];

// Puts the snippets where their template stands, in `m`'s words.
function makeSnippets(m) {
  const template = $('#snippet-template');
  const blocks = snippets.map(({ which, rows }) => {
    const block = template.content.firstElementChild.cloneNode(true);
    block.dataset.snippet = which;
    const area = $('textarea', block);
    area.id = `embed-${which}`;
    area.rows = rows;
    const label = $('label', block);
    label.htmlFor = area.id;
    label.dataset.msg = `page.embed.${which}`;
    $('[data-arg="hint"]', label).dataset.msg = `page.embed.${which}.hint`;
    $('.copy', block).dataset.copy = which;
    translate(block, m);
    return block;
  });
  template.replaceWith(...blocks);
}

export class EmbedBox {
  #session;
  #snippets = null; // the import of snippets.js, once the box has opened
  #ticket = 0;
  #timers = {};
  #shown = ''; // the state whose code the box shows

  constructor(session) {
    this.#session = session;
  }

  /**
   * `save()`: saves the state now and returns its text (the box then shows
   * its code). The box may have been opened before it was wired: it shows
   * its code at once then.
   */
  wire(save) {
    makeSnippets(words());
    const box = $('#embed');
    const opened = () => {
      if (box.open && !save()) this.show('');
    };
    box.addEventListener('toggle', opened);
    opened();
    for (const button of box.querySelectorAll('[data-copy]'))
      button.addEventListener('click', () => this.#copy(button.dataset.copy));
  }

  /** The box's words again, in the page's language (the code is the same). */
  relabel() {
    if ($('#embed').open) this.show(this.#shown);
    for (const status of document.querySelectorAll('#embed [data-role="status"]')) status.textContent = '';
  }

  /** The page saved `encoded`: the code for it, while the box is open. */
  saved(encoded) {
    if ($('#embed').open) this.show(encoded);
  }

  async show(encoded) {
    const ticket = ++this.#ticket;
    const session = this.#session;
    const m = words();
    this.#shown = encoded;
    let made;
    if (!session.state) made = { notes: [m.t('page.embed.loading')] };
    else {
      try {
        this.#snippets ??= import('../embed/snippets.js');
        const { embedSnippets } = await this.#snippets;
        if (ticket !== this.#ticket || !session.state) return;
        made = embedCode(session.current(), embedSnippets, m);
      } catch (error) {
        this.#snippets = null;
        if (ticket !== this.#ticket) return;
        made = { notes: [m.t('page.embed.failed', { error: error.message })] };
      }
    }
    const box = $('#embed');
    const notes = $('#embed-notes');
    notes.replaceChildren(
      ...(made.notes ?? []).map((text) => Object.assign(document.createElement('li'), { textContent: text })),
    );
    notes.hidden = notes.childElementCount === 0;
    for (const which of ['element', 'iframe'])
      showSnippet(which, made[which] ?? null, made.why?.[which] ?? '');
    box.dataset.state = encoded;
  }

  async #copy(which) {
    const block = $(`#embed [data-snippet="${which}"]`);
    const area = $('textarea', block);
    const button = $('[data-copy]', block);
    const status = $('[data-role="status"]', block);
    const text = area.value;
    if (!text) return;
    let copied = false;
    try {
      await navigator.clipboard.writeText(text);
      copied = true;
    } catch {
      /* refused (no permission, or not a secure page): select the text instead */
    }
    if (!copied) {
      area.focus();
      area.setSelectionRange(0, text.length);
      try {
        copied = document.execCommand('copy');
      } catch {
        copied = false;
      }
    }
    const mac = /mac|iphone|ipad/i.test(navigator.userAgentData?.platform ?? navigator.platform ?? '');
    const m = words();
    status.textContent = copied
      ? m.t('page.embed.copiedStatus')
      : m.t('page.embed.selected', { keys: mac ? '⌘C' : 'Ctrl+C' });
    status.dataset.kind = copied ? 'copied' : 'selected';
    button.textContent = m.t(copied ? 'page.embed.copied' : 'page.embed.copy');
    clearTimeout(this.#timers[which]);
    this.#timers[which] = setTimeout(() => {
      button.textContent = words().t('page.embed.copy');
      if (copied) {
        status.textContent = '';
        delete status.dataset.kind;
      }
    }, 2500);
  }
}

function showSnippet(which, text, why) {
  const block = $(`#embed [data-snippet="${which}"]`);
  const area = $('textarea', block);
  if (area.value !== (text ?? '')) area.value = text ?? '';
  area.hidden = text === null;
  $('[data-copy]', block).disabled = text === null;
  const note = $('[data-role="note"]', block);
  note.textContent = why;
  note.hidden = !why;
  block.hidden = text === null && !why;
  $('[data-role="status"]', block).hidden = text === null;
}

/**
 * The two snippets for a page state, { element, iframe (null: withheld),
 * why: { element, iframe } (what a reader must know about each), notes
 * (about both) }: said plainly when the embed cannot show what the page shows.
 */
function embedCode(s, embedSnippets, m) {
  const notes = [],
    why = {};
  if (s.map.kind === 'cells') {
    const i = s.map.terrain.findIndex((t) => t > 9);
    if (i >= 0) {
      const cell = { x: String(i % s.map.width), y: String(Math.floor(i / s.map.width)) };
      return { notes: [m.t('page.embed.terrain', { ...cell, terrain: s.map.terrain[i] })] };
    }
  }
  let snippets;
  try {
    // The page's language, where it is not English, goes into the code: the iframe knows no other.
    snippets = embedSnippets(s, { lang: m.lang === 'en' ? undefined : m.lang });
  } catch (error) {
    return { notes: [m.t('page.embed.refused', { error: error.message })] };
  }
  const { element } = snippets;
  let { iframe } = snippets;
  const script = new URL(snippets.scriptUrl);
  if (s.map.kind === 'cells') {
    const size = m.t('map.size', { width: String(s.map.width), height: String(s.map.height) });
    const url = new URL(snippets.iframeUrl);
    const requestLine = `GET ${url.pathname}${url.search} HTTP/1.1`.length;
    if (requestLine > maxRequestLine) {
      iframe = null;
      why.iframe = m.t('page.embed.noIframe', {
        size,
        kB: kB(url.href.length, m),
        example: `embed.html?map=https://…/your.map&start=${s.start.x},${s.start.y}&goal=${s.goal.x},${s.goal.y}`,
      });
    }
    if (element.length > bigElement)
      why.element = m.t('page.embed.bigElement', { size, kB: kB(element.length, m) });
  }
  if (s.map.kind === 'movingai') notes.push(m.t('page.embed.movingAI', { name: s.map.name }));
  const host = script.hostname;
  if (host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]')
    notes.push(m.t('page.embed.localhost', { origin: script.origin }));
  return { element, iframe, why, notes };
}
