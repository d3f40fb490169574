// What <path-race> says in its frame: each panel's algorithm and numbers,
// the verdict (or what it waits for) and the problem message, in the
// element's language (text that fell back to English marked so). Always as
// text, never as markup.
import './element-messages.js';
import { formatStats } from '../race/format.js';
import { english } from '../race/messages.js';
import { panelDetails, panelLabels } from '../race/panel.js';
import { verdict } from '../race/verdict.js';
import { make } from './dom.js';
import { markFallback, traced } from './element-language.js';
import { sayFrame } from './frame.js';

export class ElementText {
  #doc;
  #parts;
  #controls;
  #m = english;

  /** Writes into `parts` (frame.js buildFrame()); `controls` (ControlsBar) may hold the algorithm menus. */
  constructor(doc, parts, controls) {
    this.#doc = doc;
    this.#parts = parts;
    this.#controls = controls;
  }

  /** Says everything in the language of `m` (a Messages) from now on: the frame's labels and the controls at once. */
  setMessages(m) {
    this.#m = m;
    sayFrame(this.#parts, m);
    this.#controls.setMessages(m);
  }

  /** Each panel's cells expanded, then its path's cost once done, or its open list's size until then. */
  stats(race) {
    for (let i = 0; i < 2; ++i) {
      const s = race.search(i),
        r = race.result(i);
      const { stats, panel } = this.#parts.panels[i];
      const { text, ids } = traced(this.#m, (m) => formatStats(s, r, race.costs, m));
      if (stats.textContent !== text) {
        stats.textContent = text;
        markFallback(stats, this.#m, ...ids);
      }
      stats.dataset.expanded = String(s.expanded);
      stats.dataset.cost = r ? String(r.cost) : '';
      panel.dataset.done = String(s.done);
    }
  }

  /** Each panel's algorithm, from the settings of `panels` (two), told from the other's (panel.js). */
  names(panels) {
    const m = this.#m;
    const { text: labels, ids } = traced(m, (t) => panelLabels(panels, {}, t));
    for (let i = 0; i < 2; ++i) {
      const label = labels[i];
      const { name, panel, side } = this.#parts.panels[i];
      let said = { text: label, ids };
      panel.setAttribute('aria-label', m.t('element.panelNamed', { side, label }));
      const select = this.#controls.algorithmSelect(i);
      if (select) {
        // The choice is in the select; beside it, the weight of weighted A* and the rules that differ.
        select.value = panels[i].algorithm;
        said = traced(m, (t) => panelDetails(panels[i], panels[1 - i], t));
      }
      name.textContent = said.text;
      markFallback(name, m, ...said.ids);
      name.hidden = name.textContent === '';
    }
  }

  /** The verdict `v` of `race` (verdict.js), or while there is none (null), what it waits for. */
  verdict(v, race) {
    const out = this.#parts.verdict;
    if (v) {
      if (out.textContent !== v.text) {
        out.textContent = v.text;
        markFallback(out, this.#m, ...traced(this.#m, (m) => verdict(race, m)).ids);
      }
      out.dataset.done = 'true';
    } else this.waiting('element.verdictWaits');
  }

  /** A line in the verdict's place, in the look of one still to come: message `id` of the catalogue. */
  waiting(id) {
    const out = this.#parts.verdict;
    const text = this.#m.t(id);
    if (out.dataset.done === 'false' && out.textContent === text) return;
    const line = make(this.#doc, 'span', { class: 'pr-waiting', text });
    markFallback(line, this.#m, id);
    out.replaceChildren(line);
    out.dataset.done = 'false';
  }

  /** The problem message: one line each, in the element's language (none: hidden). */
  message(lines) {
    const m = this.#parts.message;
    m.textContent = lines.join('\n');
    m.hidden = lines.length === 0;
  }
}
