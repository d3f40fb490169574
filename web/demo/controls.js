// The page's settings controls: the map choice (presets, Moving AI maps,
// another seed, the density of random walls), each panel's algorithm and
// rules (the weight of weighted A*, on the weight sweep's log scale),
// the unit's size, classic costs and f/g/h labels, and the heading and subtitle that name
// the race they set. Each shows the session's state and asks the session
// to change it.
import { formatNumber } from '../race/format.js';
import {
  StepCost,
  byCode,
  defaultHeuristic,
  defaults,
  diagonals,
  heuristics,
  tieBreaks,
} from '../lib/vocabulary.js';
import { headline } from '../race/headline.js';
import { panelAlgorithm, panelAlgorithms, panelLabels, ruleDifferences } from '../race/panel.js';
import { sweepWeights, weightIndex } from '../race/sweep.js';
import { racePresets } from '../race/lessons.js';
import { presetById, presets } from '../race/maps.js';
import { unitName, unitSizes } from '../race/unit.js';
import { $ } from './elements.js';

// A menu of entries, each shown by `text(entry)`.
function fillSelect(select, list, text = (e) => e.label) {
  select.replaceChildren(...list.map((e) => new Option(text(e), e.name)));
}

/** A race's entry in the map menu. */
function raceOption(r) {
  return new Option(r.movingai ? `${r.name} (${r.movingai})` : r.name, `race:${r.id}`);
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
  #races = document.createElement('optgroup'); // the map menu's races

  constructor(session, view, panels) {
    this.#session = session;
    this.#view = view;
    this.#panels = panels;
  }

  /**
   * Fills the choices and listens to them. The map menu holds the presets
   * and the races with their own maps; addServed() adds the Moving AI maps.
   */
  wire() {
    const session = this.#session;
    const select = $('#map-select');
    const presetGroup = document.createElement('optgroup');
    presetGroup.label = 'Presets';
    presetGroup.append(...presets.map((p) => new Option(p.name, `preset:${p.id}`)));
    this.#races.label = 'Races';
    this.#races.append(...racePresets.filter((r) => r.make).map(raceOption));
    select.append(presetGroup);
    if (this.#races.childElementCount) select.append(this.#races);
    select.addEventListener('change', () => {
      const at = select.value.indexOf(':');
      const [kind, id] = [select.value.slice(0, at), select.value.slice(at + 1)];
      if (kind === 'preset') session.choosePreset(id);
      else if (kind === 'movingai') session.chooseMovingAI(id);
      else if (kind === 'race') session.chooseRace(id);
    });
    $('#new-seed').addEventListener('click', () => session.reseed((Math.random() * 0xffffffff) >>> 0));
    $('#density').addEventListener('input', () => {
      $('#density-out').textContent = `${Math.round(Number($('#density').value) * 100)}%`;
    });
    $('#density').addEventListener('change', () => {
      const seed = session.generator?.seed ?? session.state.map.seed ?? 7;
      session.randomWalls(Number($('#density').value), seed);
    });

    // The sliders' ticks: Dijkstra, A*, and greedy's side of the scale.
    $('#weight-ticks').replaceChildren(
      ...[0, 1, 10, 100].map((w) =>
        Object.assign(new Option(), { value: String(weightIndex(w)), label: weightMeaning(w) }),
      ),
    );
    for (let i = 0; i < 2; ++i) {
      const p = this.#panels[i];
      // The algorithms in the panels' own order (weighted A* after A*), by their full names.
      fillSelect($('.algorithm', p), panelAlgorithms, (a) => a.title);
      fillSelect($('.heuristic', p), byCode(heuristics));
      fillSelect($('.diagonal', p), byCode(diagonals));
      fillSelect($('.tie-break', p), byCode(tieBreaks));
      const set = (change) => {
        session.setPanel(i, change);
        this.#showPanel(i);
      };
      $('.algorithm', p).addEventListener('change', (e) => set({ algorithm: e.target.value }));
      $('.heuristic', p).addEventListener('change', (e) => set({ heuristic: e.target.value }));
      $('.diagonal', p).addEventListener('change', (e) => set({ diagonal: e.target.value }));
      $('.tie-break', p).addEventListener('change', (e) => set({ tieBreak: e.target.value }));
      // The slider's places are the sweep's weights (0, then 0.1 to 100 on a log scale).
      const slider = $('.weight-input', p);
      slider.max = String(sweepWeights.length - 1);
      slider.addEventListener('input', () => set({ weight: sweepWeights[Number(slider.value)] }));
    }

    $('#unit-size').replaceChildren(...unitSizes.map((k) => new Option(unitName(k), String(k))));
    $('#unit-size').addEventListener('change', (e) => {
      if (!session.setSize(Number(e.target.value))) e.target.value = String(session.state.size ?? 1);
    });
    $('#classic').addEventListener('change', (e) => {
      if (!session.setCosts(e.target.checked ? StepCost.classic : StepCost.exact))
        e.target.checked = session.state.costs === StepCost.classic;
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

  /**
   * Adds to the map menu the Moving AI maps served here (`movingAI`, the
   * maps' index) and the races on them (lessons.js lists them after the
   * races with their own maps), and shows the map chosen among them.
   */
  addServed(movingAI) {
    const select = $('#map-select');
    const races = racePresets.filter((r) => r.movingai && movingAI.some((m) => m.name === r.movingai));
    this.#races.append(...races.map(raceOption));
    if (races.length && !this.#races.isConnected) select.append(this.#races);
    if (movingAI.length) {
      const group = document.createElement('optgroup');
      group.label = 'Moving AI benchmark maps';
      group.append(
        ...movingAI.map((m) => new Option(`${m.name} (${m.width}×${m.height})`, `movingai:${m.name}`)),
      );
      select.append(group);
    }
    if (this.#session.state) this.#showMapChoice();
  }

  /** Shows the session's state in every control. */
  show() {
    const { state } = this.#session;
    if (!state) return;
    this.#showPanel(0);
    this.#showPanel(1);
    this.#showMapChoice();
    $('#classic').checked = state.costs === StepCost.classic;
    $('#unit-size').value = String(state.size ?? 1);
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
    $('.diagonal', p).value = s.diagonal ?? defaults.diagonal;
    $('.heuristic', p).value = s.heuristic ?? defaultHeuristic($('.diagonal', p).value);
    $('.tie-break', p).value = s.tieBreak ?? defaults.tieBreak;
    const a = panelAlgorithm(s.algorithm);
    $('.weight', p).hidden = !a.weighted;
    // A weight between the slider's places (from a link) stays the one in use; the slider shows the nearest.
    const w = Number(s.weight ?? 1);
    const slider = $('.weight-input', p);
    slider.value = String(weightIndex(w));
    $('.weight-out', p).textContent = formatNumber(w);
    // The slider's ticks carry no words in most browsers: say what this w is.
    $('.weight-note', p).textContent = weightMeaning(w);
    slider.setAttribute('aria-valuetext', `${formatNumber(w)}: ${weightMeaning(w)}`);
    $('.heuristic', p).disabled = !a.uses.includes('heuristic');
    this.#showNames();
  }

  // Both panels' names depend on each other (what differs is named): the
  // panels' titles and rule notes, the heading and the subtitle.
  #showNames() {
    const panels = [this.#session.panel(0), this.#session.panel(1)];
    const labels = panelLabels(panels);
    const { names, subtitle } = headline(panels);
    this.#panels.forEach((p, i) => {
      $(`#${p.id}-title`).textContent = `${i === 0 ? 'Left' : 'Right'}: ${labels[i]}`;
      const detail = $('[data-role="detail"]', p);
      detail.textContent = ruleDifferences(panels[i], panels[1 - i]).join(', ');
      detail.hidden = detail.textContent === '';
    });
    $('#heading-left').textContent = names[0];
    $('#heading-right').textContent = names[1];
    $('#subtitle-race').textContent = subtitle;
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
      // A race with its own map is stored as a preset by its id (maps.js presetById).
      const race = m.kind === 'preset' && racePresets.some((r) => r.id === m.id);
      select.value = m.kind === 'preset' ? `${race ? 'race' : 'preset'}:${m.id}` : `movingai:${m.name}`;
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
