// The page's settings controls: the map choice (presets, Moving AI maps,
// another seed, the density of random walls), each panel's algorithm and
// rules (the weight of weighted A*, on the weight sweep's log scale),
// the unit's size, classic costs and f/g/h labels, and the heading and subtitle that name
// the race they set. Each shows the session's state and asks the session
// to change it, in the page's language (words()); relabel() says it all again.
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
import { presetName, racePresets } from '../race/lessons.js';
import { presetById, presets } from '../race/maps.js';
import {
  algorithmName,
  panelAlgorithm,
  panelAlgorithms,
  panelLabels,
  ruleDifferences,
  ruleName,
} from '../race/panel.js';
import { sweepWeights, weightIndex } from '../race/sweep.js';
import { unitName, unitSizes } from '../race/unit.js';
import { $ } from './elements.js';
import { words } from './locale.js';

// A menu of entries by name, each shown by `text(entry)`; the choice is kept.
function fillSelect(select, list, text) {
  const value = select.value;
  select.replaceChildren(...list.map((e) => new Option(text(e), e.name)));
  if (value) select.value = value;
}

/** A race's entry in the map menu. */
function raceOption(r) {
  return new Option('', `race:${r.id}`);
}

/** A race's entry's text, in `m`. */
function raceText(r, m) {
  const name = presetName(r, m);
  return r.movingai ? m.t('page.map.raceOption', { name, map: r.movingai }) : name;
}

/** What weighted A* with weight w amounts to, in words. */
function weightMeaning(w, m) {
  const meaning =
    w === 0 ? 'dijkstra' : w < 1 ? 'belowAstar' : w === 1 ? 'astar' : w < 10 ? 'aboveAstar' : 'greedy';
  return m.t(`page.weight.${meaning}`);
}

/** The map menu's entries (presets, races, Moving AI maps) and groups, in `m`. */
function nameMapMenu(select, m) {
  for (const group of select.querySelectorAll('optgroup'))
    group.label = m.t(`page.map.${group.dataset.group}`);
  for (const option of select.options) {
    const at = option.value.indexOf(':');
    const [kind, id] = [option.value.slice(0, at), option.value.slice(at + 1)];
    if (kind === 'preset') option.textContent = presetName(presetById(id), m);
    else if (kind === 'race')
      option.textContent = raceText(
        racePresets.find((r) => r.id === id),
        m,
      );
    else if (kind === 'movingai')
      option.textContent = m.t('page.map.movingAIOption', {
        name: id,
        width: String(option.dataset.width),
        height: String(option.dataset.height),
      });
  }
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
    presetGroup.dataset.group = 'presets';
    presetGroup.append(...presets.map((p) => new Option('', `preset:${p.id}`)));
    this.#races.dataset.group = 'races';
    this.#races.append(...racePresets.filter((r) => r.make).map(raceOption));
    select.append(presetGroup);
    if (this.#races.childElementCount) select.append(this.#races);
    nameMapMenu(select, words());
    select.addEventListener('change', () => {
      const at = select.value.indexOf(':');
      const [kind, id] = [select.value.slice(0, at), select.value.slice(at + 1)];
      if (kind === 'preset') session.choosePreset(id);
      else if (kind === 'movingai') session.chooseMovingAI(id);
      else if (kind === 'race') session.chooseRace(id);
    });
    $('#new-seed').addEventListener('click', () => session.reseed((Math.random() * 0xffffffff) >>> 0));
    $('#density').addEventListener('input', () => this.#showDensity(Number($('#density').value)));
    $('#density').addEventListener('change', () => {
      const seed = session.generator?.seed ?? session.state.map.seed ?? 7;
      session.randomWalls(Number($('#density').value), seed);
    });

    this.#fillMenus();
    for (let i = 0; i < 2; ++i) {
      const p = this.#panels[i];
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

  /** The menus' choices, by name in the page's language: the panels' algorithms and rules, the sliders' ticks, the unit sizes. */
  #fillMenus() {
    const m = words();
    // The sliders' ticks: Dijkstra, A*, and greedy's side of the scale.
    $('#weight-ticks').replaceChildren(
      ...[0, 1, 10, 100].map((w) =>
        Object.assign(new Option(), { value: String(weightIndex(w)), label: weightMeaning(w, m) }),
      ),
    );
    for (const p of this.#panels) {
      // The algorithms in the panels' own order (weighted A* after A*), by their full names.
      fillSelect($('.algorithm', p), panelAlgorithms, (a) => algorithmName(a.name, { full: true }, m));
      fillSelect($('.heuristic', p), byCode(heuristics), (h) => ruleName('heuristic', h.name, m));
      fillSelect($('.diagonal', p), byCode(diagonals), (d) => ruleName('diagonal', d.name, m));
      fillSelect($('.tie-break', p), byCode(tieBreaks), (t) => ruleName('tieBreak', t.name, m));
    }
    const size = $('#unit-size');
    const value = size.value;
    size.replaceChildren(...unitSizes.map((k) => new Option(unitName(k, m), String(k))));
    if (value) size.value = value;
  }

  /** Everything the controls say, again in the page's language. */
  relabel() {
    this.#fillMenus();
    nameMapMenu($('#map-select'), words());
    this.show();
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
      group.dataset.group = 'movingAI';
      for (const entry of movingAI) {
        const option = new Option('', `movingai:${entry.name}`);
        Object.assign(option.dataset, { width: entry.width, height: entry.height });
        group.append(option);
      }
      select.append(group);
    }
    nameMapMenu(select, words());
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
    const m = words();
    $('#labels-hint').textContent = this.#view.labelsFit
      ? ''
      : m.t('page.labels.hint', { size: m.number(this.#view.renderer(0).cellSize, 1) });
  }

  #showPanel(i) {
    const p = this.#panels[i],
      s = this.#session.panel(i),
      m = words();
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
    $('.weight-out', p).textContent = m.number(w);
    // The slider's ticks carry no words in most browsers: say what this w is.
    $('.weight-note', p).textContent = weightMeaning(w, m);
    slider.setAttribute(
      'aria-valuetext',
      m.t('page.panel.weight.value', { weight: m.number(w), meaning: weightMeaning(w, m) }),
    );
    $('.heuristic', p).disabled = !a.uses.includes('heuristic');
    this.#showNames();
  }

  // Both panels' names depend on each other (what differs is named): the
  // panels' titles and rule notes, the heading and the subtitle.
  #showNames() {
    const m = words();
    const panels = [this.#session.panel(0), this.#session.panel(1)];
    const labels = panelLabels(panels, {}, m);
    const { names, subtitle } = headline(panels, m);
    this.#panels.forEach((p, i) => {
      $(`#${p.id}-title`).textContent = m.t('page.panel.title', {
        side: ['left', 'right'][i],
        name: labels[i],
      });
      const detail = $('[data-role="detail"]', p);
      detail.textContent = ruleDifferences(panels[i], panels[1 - i], m).join(m.t('panel.detailSeparator'));
      detail.hidden = detail.textContent === '';
    });
    $('#heading-left').textContent = names[0];
    $('#heading-right').textContent = names[1];
    $('#subtitle-race').textContent = subtitle;
  }

  #showMapChoice() {
    const { state, grid, generator, mapNote } = this.#session;
    const m = words();
    const select = $('#map-select');
    const map = state.map;
    let custom = $('option[value="cells"]', select);
    if (map.kind === 'cells') {
      if (!custom) {
        custom = new Option('', 'cells');
        select.prepend(custom);
      }
      custom.textContent = m.t('page.map.yours', { width: String(grid.width), height: String(grid.height) });
      select.value = 'cells';
    } else {
      custom?.remove();
      // A race with its own map is stored as a preset by its id (maps.js presetById).
      const race = map.kind === 'preset' && racePresets.some((r) => r.id === map.id);
      select.value = map.kind === 'preset' ? `${race ? 'race' : 'preset'}:${map.id}` : `movingai:${map.name}`;
    }
    $('#map-description').textContent = mapNote(m);
    const preset = map.kind === 'preset' ? presetById(map.id) : null;
    const seeded = preset?.defaultSeed !== undefined || generator !== null;
    $('#seed-row').hidden = !seeded;
    $('#density-field').hidden = !(preset?.id === 'random' || generator);
    const density = generator ? generator.density : 0.3;
    $('#density').value = String(density);
    this.#showDensity(density);
  }

  #showDensity(density) {
    $('#density-out').textContent = words().t('page.map.densityValue', {
      percent: Math.round(density * 100),
    });
  }
}
