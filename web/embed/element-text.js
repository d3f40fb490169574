// What <path-race> says in its frame: each panel's algorithm and numbers,
// the verdict (or what it waits for) and the problem message. Always as
// text, never as markup.
import { formatNumber, formatStats } from '../race/format.js';
import { panelAlgorithm, panelLabels, ruleDifferences } from '../race/panel.js';
import { make } from './dom.js';
import { panelNames } from './frame.js';

export class ElementText {
  #doc;
  #parts;
  #controls;

  /** Writes into `parts` (frame.js buildFrame()); `controls` (ControlsBar) may hold the algorithm menus. */
  constructor(doc, parts, controls) {
    this.#doc = doc;
    this.#parts = parts;
    this.#controls = controls;
  }

  /** Each panel's cells expanded, then its path's cost once done, or its open list's size until then. */
  stats(race) {
    for (let i = 0; i < 2; ++i) {
      const s = race.search(i),
        r = race.result(i);
      const { stats, panel } = this.#parts.panels[i];
      const text = formatStats(s, r, race.costs);
      if (stats.textContent !== text) stats.textContent = text;
      stats.dataset.expanded = String(s.expanded);
      stats.dataset.cost = r ? String(r.cost) : '';
      panel.dataset.done = String(s.done);
    }
  }

  /** Each panel's algorithm, from the settings of `panels` (two), told from the other's (panel.js). */
  names(panels) {
    const labels = panelLabels(panels);
    for (let i = 0; i < 2; ++i) {
      const label = labels[i];
      const { name, panel } = this.#parts.panels[i];
      name.textContent = label;
      panel.setAttribute('aria-label', `${panelNames[i]}: ${label}`);
      const select = this.#controls.algorithmSelect(i);
      if (select) {
        // The choice is in the select; beside it, the weight of weighted A* and the rules that differ.
        const { algorithm, weight } = panels[i];
        select.value = algorithm;
        const details = ruleDifferences(panels[i], panels[1 - i]);
        if (panelAlgorithm(algorithm)?.weighted) details.unshift(`w = ${formatNumber(weight)}`);
        name.textContent = details.join(', ');
      }
      name.hidden = name.textContent === '';
    }
  }

  /** The verdict (verdict.js), or while there is none (null), what it waits for. */
  verdict(v) {
    const out = this.#parts.verdict;
    if (v) {
      if (out.textContent !== v.text) out.textContent = v.text;
      out.dataset.done = 'true';
    } else this.waiting('The verdict appears when both searches are done.');
  }

  /** A line in the verdict's place, in the look of one still to come. */
  waiting(text) {
    const out = this.#parts.verdict;
    if (out.dataset.done === 'false' && out.textContent === text) return;
    out.replaceChildren(make(this.#doc, 'span', { class: 'pr-waiting', text }));
    out.dataset.done = 'false';
  }

  /** The problem message: one line each (none: hidden). */
  message(lines) {
    const m = this.#parts.message;
    m.textContent = lines.join('\n');
    m.hidden = lines.length === 0;
  }
}
