// "Embed this race": the <path-race> element and the embed.html iframe for
// the race on screen (web/embed/snippets.js writes them), what each cannot
// carry said plainly, and a Copy button for each. The snippet writer loads
// when the box first opens: the race does not wait for it.
import { formatNumber } from '../race/format.js';
import { $ } from './elements.js';

// Apache and nginx refuse by default a request line ("GET /embed/embed.html?… HTTP/1.1") over 8190 bytes.
const maxRequestLine = 8190;
const bigElement = 64 * 1024;
const kB = (n) => formatNumber(n / 1024, n < 10240 ? 1 : 0);

export class EmbedBox {
  #session;
  #snippets = null; // the import of snippets.js, once the box has opened
  #ticket = 0;
  #timers = {};

  constructor(session) {
    this.#session = session;
  }

  /**
   * `save()`: saves the state now and returns its text (the box then shows
   * its code). The box may have been opened before it was wired: it shows
   * its code at once then.
   */
  wire(save) {
    const box = $('#embed');
    const opened = () => {
      if (box.open && !save()) this.show('');
    };
    box.addEventListener('toggle', opened);
    opened();
    for (const button of box.querySelectorAll('[data-copy]'))
      button.addEventListener('click', () => this.#copy(button.dataset.copy));
  }

  /** The page saved `encoded`: the code for it, while the box is open. */
  saved(encoded) {
    if ($('#embed').open) this.show(encoded);
  }

  async show(encoded) {
    const ticket = ++this.#ticket;
    const session = this.#session;
    let made;
    if (!session.state) made = { notes: ['The race is still loading.'] };
    else {
      try {
        this.#snippets ??= import('../embed/snippets.js');
        const { embedSnippets } = await this.#snippets;
        if (ticket !== this.#ticket || !session.state) return;
        made = embedCode(session.current(), embedSnippets);
      } catch (error) {
        this.#snippets = null;
        if (ticket !== this.#ticket) return;
        made = {
          notes: [`The embed code could not be made: ${error.message}`],
        };
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
    status.textContent = copied
      ? 'Copied to the clipboard.'
      : `The browser would not copy it: the code is selected, press ${mac ? '⌘C' : 'Ctrl+C'}.`;
    status.dataset.kind = copied ? 'copied' : 'selected';
    button.textContent = copied ? 'Copied' : 'Copy';
    clearTimeout(this.#timers[which]);
    this.#timers[which] = setTimeout(() => {
      button.textContent = 'Copy';
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
function embedCode(s, embedSnippets) {
  const notes = [],
    why = {};
  if (s.map.kind === 'cells') {
    const i = s.map.terrain.findIndex((t) => t > 9);
    if (i >= 0) {
      const at = `(${i % s.map.width}, ${Math.floor(i / s.map.width)})`;
      return {
        notes: [
          `This map cannot be embedded: the cell at ${at} has terrain ${s.map.terrain[i]}, and an embedded map holds terrain 1 to 9 only. Draw over it with a brush and try again.`,
        ],
      };
    }
  }
  let snippets;
  try {
    snippets = embedSnippets(s);
  } catch (error) {
    return { notes: [`This race cannot be embedded: ${error.message}.`] };
  }
  const { element } = snippets;
  let { iframe } = snippets;
  const script = new URL(snippets.scriptUrl);
  if (s.map.kind === 'cells') {
    const size = `${s.map.width}×${s.map.height}`;
    const url = new URL(snippets.iframeUrl);
    const requestLine = `GET ${url.pathname}${url.search} HTTP/1.1`.length;
    if (requestLine > maxRequestLine) {
      iframe = null;
      why.iframe =
        `No iframe for this map: its ${size} cells would make an address of ${kB(url.href.length)} kB, and many web servers refuse addresses longer than about 8 kB. ` +
        'Use the element, or put the map on your site as a Moving AI .map file and give the iframe its address: ' +
        `embed.html?map=https://…/your.map&start=${s.start.x},${s.start.y}&goal=${s.goal.x},${s.goal.y} (plus the element's other attributes).`;
    }
    if (element.length > bigElement)
      why.element = `The element holds your ${size} map in its map attribute: ${kB(element.length)} kB of text in your page.`;
  }
  if (s.map.kind === 'movingai') {
    notes.push(
      `${s.map.name} is a Moving AI map: the element fetches it from the server that serves path-race.js (race/maps/ beside embed/). ` +
        'The npm package leaves these maps out: if you serve the element yourself, copy web/race/maps too.',
    );
  }
  const host = script.hostname;
  if (host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]') {
    notes.push(
      `These addresses point at ${script.origin}, this computer: they work in pages opened here, not in a published post. ` +
        "Put pathrace's web/ folder on your site and change the addresses, or bundle the element from npm (import 'pathrace/element').",
    );
  }
  return { element, iframe, why, notes };
}
