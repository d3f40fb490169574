// The page's settings controls: the map choice (presets, Moving AI maps,
// another seed, the density of random walls), each panel's algorithm and
// rules (the weight of weighted A*), classic costs and f/g/h labels. Each
// shows the session's state and asks the session to change it.
import { formatNumber } from '../race/format.js';
import { algorithmLabel } from '../race/panel.js';
import { presetById, presets } from '../race/maps.js';

const $ = (selector, root = document) => root.querySelector(selector);

const algorithmChoices = [
  ['astar', 'A*'],
  ['weighted', 'weighted A*'],
  ['greedy', 'greedy best-first'],
  ['dijkstra', 'Dijkstra'],
  ['bfs', 'BFS'],
];
const heuristicChoices = [
  ['octile', 'octile'],
  ['manhattan', 'Manhattan'],
  ['euclidean', 'Euclidean'],
  ['chebyshev', 'Chebyshev'],
  ['zero', 'zero (none)'],
];
const diagonalChoices = [
  ['no-corner-cutting', '8 ways, no corner cutting'],
  ['never', '4 ways'],
  ['at-most-one-blocked', '8 ways, past one blocked corner'],
  ['always', '8 ways, cutting corners'],
];
const tieChoices = [
  ['larger-g', 'prefer larger g'],
  ['fifo', 'first in, first out'],
  ['lifo', 'last in, first out'],
];

function fillSelect(select, choices) {
  select.replaceChildren(...choices.map(([value, label]) => new Option(label, value)));
}

/** What weighted A* with weight w amounts to, in words. */
function weightMeaning(w) {
  if (w === 0) return 'Dijkstra';
  if (w < 1) return 'between Dijkstra and A*';
  if (w === 1) return 'A*';
  if (w < 10) return 'between A* and greedy';
  return 'near greedy';
}

export class Controls {
  #session;
  #view;
  #panels;

  constructor(session, view, panels) {
    this.#session = session;
    this.#view = view;
    this.#panels = panels;
  }

  /** Fills the choices (`movingAI`: the maps served here) and listens to them. */
  wire(movingAI) {
    const session = this.#session;
    const select = $('#map-select');
    const presetGroup = document.createElement('optgroup');
    presetGroup.label = 'Presets';
    presetGroup.append(...presets.map((p) => new Option(p.name, `preset:${p.id}`)));
    select.append(presetGroup);
    if (movingAI.length) {
      const group = document.createElement('optgroup');
      group.label = 'Moving AI benchmark maps';
      group.append(
        ...movingAI.map((m) => new Option(`${m.name} (${m.width}×${m.height})`, `movingai:${m.name}`)),
      );
      select.append(group);
    }
    select.addEventListener('change', () => {
      const at = select.value.indexOf(':');
      const [kind, id] = [select.value.slice(0, at), select.value.slice(at + 1)];
      if (kind === 'preset') session.choosePreset(id);
      else if (kind === 'movingai') session.chooseMovingAI(id);
    });
    $('#new-seed').addEventListener('click', () => session.reseed((Math.random() * 0xffffffff) >>> 0));
    $('#density').addEventListener('input', () => {
      $('#density-out').textContent = `${Math.round(Number($('#density').value) * 100)}%`;
    });
    $('#density').addEventListener('change', () => {
      const seed = session.generator?.seed ?? session.state.map.seed ?? 7;
      session.randomWalls(Number($('#density').value), seed);
    });

    for (let i = 0; i < 2; ++i) {
      const p = this.#panels[i];
      fillSelect($('.algorithm', p), algorithmChoices);
      fillSelect($('.heuristic', p), heuristicChoices);
      fillSelect($('.diagonal', p), diagonalChoices);
      fillSelect($('.tie-break', p), tieChoices);
      const set = (change) => {
        session.setPanel(i, change);
        this.#showPanel(i);
      };
      $('.algorithm', p).addEventListener('change', (e) => set({ algorithm: e.target.value }));
      $('.heuristic', p).addEventListener('change', (e) => set({ heuristic: e.target.value }));
      $('.diagonal', p).addEventListener('change', (e) => set({ diagonal: e.target.value }));
      $('.tie-break', p).addEventListener('change', (e) => set({ tieBreak: e.target.value }));
      $('.weight-input', p).addEventListener('input', (e) => set({ weight: Number(e.target.value) }));
    }

    $('#classic').addEventListener('change', (e) => {
      if (!session.setCosts(e.target.checked ? 'classic' : 'exact'))
        e.target.checked = session.state.costs === 'classic';
    });
    $('#labels').addEventListener('change', (e) => session.setLabels(e.target.checked));

    // The rules drop-downs close on a click elsewhere or on Escape.
    document.addEventListener('pointerdown', (e) => {
      for (const d of document.querySelectorAll('details.rules[open]'))
        if (!d.contains(e.target)) d.open = false;
    });
    document.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape') return;
      for (const d of document.querySelectorAll('details.rules[open]')) {
        d.open = false;
        if (d.contains(document.activeElement)) d.querySelector('summary').focus();
      }
    });
  }

  /** Shows the session's state in every control. */
  show() {
    const { state } = this.#session;
    if (!state) return;
    this.#showPanel(0);
    this.#showPanel(1);
    this.#showMapChoice();
    $('#classic').checked = state.costs === 'classic';
    $('#labels').checked = this.#view.labels;
    this.labelsHint();
  }

  /** Why there are no labels, when cells are too small for them. */
  labelsHint() {
    $('#labels-hint').textContent = this.#view.labelsFit
      ? ''
      : `(shown when cells are at least 28 px; here ${formatNumber(this.#view.renderer(0).cellSize, 1)} px)`;
  }

  #showPanel(i) {
    const p = this.#panels[i],
      s = this.#session.panel(i);
    $('.algorithm', p).value = s.algorithm;
    $('.heuristic', p).value = s.heuristic ?? 'octile';
    $('.diagonal', p).value = s.diagonal ?? 'no-corner-cutting';
    $('.tie-break', p).value = s.tieBreak ?? 'larger-g';
    const weighted = s.algorithm === 'weighted';
    $('.weight', p).hidden = !weighted;
    const w = Number(s.weight ?? 1);
    $('.weight-input', p).value = String(w);
    $('.weight-out', p).textContent = formatNumber(w, 1);
    // The slider's ticks carry no words in most browsers: say what this w is.
    $('.weight-note', p).textContent = weightMeaning(w);
    $('.weight-input', p).setAttribute('aria-valuetext', `${formatNumber(w, 1)}: ${weightMeaning(w)}`);
    const usesH = s.algorithm !== 'dijkstra' && s.algorithm !== 'bfs';
    $('.heuristic', p).disabled = !usesH;
    $(`#${p.id}-title`).textContent = `${i === 0 ? 'Left' : 'Right'}: ${algorithmLabel(s)}`;
    // The heading names the race being run ("greedy" in full there).
    $(`#heading-${i === 0 ? 'left' : 'right'}`).textContent =
      s.algorithm === 'greedy' ? 'greedy best-first' : algorithmLabel(s);
  }

  #showMapChoice() {
    const { state, grid, generator, mapNote } = this.#session;
    const select = $('#map-select');
    const m = state.map;
    let custom = $('option[value="cells"]', select);
    if (m.kind === 'cells') {
      if (!custom) {
        custom = new Option('', 'cells');
        select.prepend(custom);
      }
      custom.textContent = `Your map (${grid.width}×${grid.height})`;
      select.value = 'cells';
    } else {
      custom?.remove();
      select.value = m.kind === 'preset' ? `preset:${m.id}` : `movingai:${m.name}`;
    }
    $('#map-description').textContent = mapNote;
    const preset = m.kind === 'preset' ? presetById(m.id) : null;
    const seeded = preset?.defaultSeed !== undefined || generator !== null;
    $('#seed-row').hidden = !seeded;
    $('#density-field').hidden = !(preset?.id === 'random' || generator);
    const density = generator ? generator.density : 0.3;
    $('#density').value = String(density);
    $('#density-out').textContent = `${Math.round(density * 100)}%`;
  }
}
