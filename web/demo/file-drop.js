// Opening the reader's own .map file: by the file picker or dropped anywhere
// on the page. A file that is not a map changes nothing and says why.
import { Grid } from '../lib/index.js';
import { invalidMapSentence, pickEndpoints } from '../race/map-source.js';
import { $ } from './elements.js';

export class FileDrop {
  #session;
  #ui;

  /** `ui`: { message(words, kind) } (words: a function of the page's Messages). */
  constructor(session, ui) {
    this.#session = session;
    this.#ui = ui;
  }

  wire() {
    $('#file').addEventListener('change', (e) => {
      const f = e.target.files?.[0];
      if (f) this.open(f);
      e.target.value = '';
    });
    const overlay = $('#drop-overlay');
    let depth = 0;
    const hasFiles = (e) => [...(e.dataTransfer?.types ?? [])].includes('Files');
    window.addEventListener('dragenter', (e) => {
      if (hasFiles(e)) {
        ++depth;
        overlay.hidden = false;
        e.preventDefault();
      }
    });
    window.addEventListener('dragover', (e) => {
      if (hasFiles(e)) e.preventDefault();
    });
    window.addEventListener('dragleave', () => {
      if (--depth <= 0) {
        depth = 0;
        overlay.hidden = true;
      }
    });
    window.addEventListener('drop', (e) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      depth = 0;
      overlay.hidden = true;
      const f = e.dataTransfer.files?.[0];
      if (f) this.open(f);
    });
  }

  async open(file) {
    const fail = (words) => this.#ui.message(words, 'error');
    const name = file.name;
    let text;
    try {
      text = await file.text();
    } catch (error) {
      fail((m) => m.t('page.file.unread', { name, error: error.message }));
      return;
    }
    // A file that is not a map changes nothing: the map on screen (drawn or
    // not) stays, in the page, the URL and localStorage.
    let g;
    try {
      g = Grid.fromMovingAI(text);
    } catch (error) {
      if (error.code !== 'invalid-map') {
        // too big for memory, say
        fail((m) => m.t('page.file.unopened', { name, error: error.message }));
        return;
      }
      fail((m) => {
        const sentence = invalidMapSentence(name, error, m);
        return m.t('page.file.invalid', { sentence, ended: /[.!?。！？]$/.test(sentence) ? 'yes' : 'no' });
      });
      return;
    }
    const { width, height } = g;
    const costs = g.costs();
    const ends = pickEndpoints(g, costs, this.#session.state.size ?? 1);
    g.dispose();
    if (!ends) {
      fail((m) => m.t('page.file.noOpenCell', { name }));
      return;
    }
    const session = this.#session;
    await session.switchTo(
      session.withMapRules({
        ...session.state,
        map: { kind: 'cells', width, height, terrain: costs },
        ...ends,
      }),
      {
        note: (m) =>
          m.t('page.note.file', {
            name,
            size: m.t('map.size', { width: String(width), height: String(height) }),
          }),
      },
    );
  }
}
