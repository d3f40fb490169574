// The race page: its controls, map loading, editing and the state kept in
// the URL and in localStorage. The race itself (race.js), its drawing
// (race-view.js, render.js) and the editing gestures (editor.js) are shared
// with the embed and know nothing of this page.
import { init, Grid } from '../lib/index.js';
import { Player, Race, algorithmLabel, formatNumber, verdict } from '../race/race.js';
import { RaceView } from '../race/race-view.js';
import { Editor, History } from './editor.js';
import * as maps from '../race/maps.js';
import { decodeState, defaultState, encodeState } from './state.js';

const $ = (selector, root = document) => root.querySelector(selector);
const storageKey = 'pathrace.race';
const liveCells = 128 * 128; // maps up to this size re-run on every move of a drag
export const speeds = [
  1,
  2,
  5,
  10,
  20,
  50,
  100,
  200,
  500,
  1000,
  2000,
  5000,
  10000,
  20000,
  50000,
  100000,
  200000,
  500000,
  1000000,
  Infinity,
];
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

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

const presets = maps.presets;
let movingAI = []; // web/race/maps/index.json: [{name, file, width, height, start, goal}]

let state = null; // the page's state (see state.js)
let terrain = null; // the map's terrain bytes, row by row (edited in place)
let grid = null;
let race = null;
let mapNote = ''; // what the map is, for the description line
let generator = null; // { density, seed } while the map is a random one made with the density slider
let loading = 0;
let firstFrame = false;

const undoStack = new History();
const panels = [$('#panel-left'), $('#panel-right')];
const view = new RaceView(
  panels.map((p) => $('[data-role="map"]', p)),
  { names: ['Left search', 'Right search'] },
);
const player = new Player(null, { onFrame: () => drawFrame(), onStateChange: () => showPlaying() });

// ---------------------------------------------------------------- the model the editor edits

const model = {
  get ready() {
    return race !== null;
  },
  get width() {
    return grid.width;
  },
  get height() {
    return grid.height;
  },
  get start() {
    return state.start;
  },
  get goal() {
    return state.goal;
  },
  get brush() {
    return Number($('input[name="brush"]:checked').value);
  },
  terrainAt: (x, y) => terrain[y * grid.width + x],
  setCells(changes, { final }) {
    if (!final && !isSmall()) holdDuringEdit();
    for (const [id, value] of changes) setCell(id, value);
    if (changes.length) {
      view.setTerrain(
        terrain,
        changes.map(([id]) => id),
      );
      mapEdited();
    }
    if (final || isSmall()) rerun();
    else player.requestFrame();
  },
  setEndpoint(which, p, { final }) {
    state[which] = { x: p.x, y: p.y };
    if (final || isSmall()) rerun();
    else {
      holdDuringEdit();
      view.renderers.forEach((r) => r.setOverlay({ start: state.start, goal: state.goal }));
    }
    if (final) saveSoon();
  },
  commit(entry) {
    undoStack.push(entry);
    showHistory();
    saveSoon();
  },
};

function setCell(id, value) {
  terrain[id] = value;
  grid.setTerrain({ x: id % grid.width, y: Math.floor(id / grid.width) }, value);
}

function isSmall() {
  return grid.width * grid.height <= liveCells;
}

function mapEdited() {
  if (state.map.kind !== 'cells') {
    state.map = { kind: 'cells', width: grid.width, height: grid.height, terrain };
    mapNote = `${mapNote.replace(/ \(edited\)$/, '')} (edited)`;
    showMapChoice();
  }
}

// On a big map the race re-runs when a drag ends, not at every cell: it
// waits, paused, meanwhile (its searches cannot step on an edited grid).
let heldPlaying = false;
function holdDuringEdit() {
  if (player.playing) {
    heldPlaying = true;
    player.pause();
  }
}

function rerun() {
  if (!race) return;
  race.reset({ start: state.start, goal: state.goal });
  afterRaceChange();
  if (heldPlaying) {
    heldPlaying = false;
    if (!race.finished) player.play();
  }
}

const editor = new Editor(view, model);

// ---------------------------------------------------------------- loading maps and states

const mapTexts = new Map(); // file → Promise of the .map text (fetched once)

function fetchMovingAI(entry) {
  if (!mapTexts.has(entry.file)) {
    const text = fetch(new URL(`../race/maps/${entry.file}`, import.meta.url)).then((response) => {
      if (!response.ok) throw new Error(`could not fetch the map ${entry.file} (HTTP ${response.status})`);
      return response.text();
    });
    text.catch(() => mapTexts.delete(entry.file));
    mapTexts.set(entry.file, text);
  }
  return mapTexts.get(entry.file);
}

async function loadMovingAI(name) {
  const entry = movingAI.find((m) => m.name === name);
  if (!entry) throw new Error(`there is no Moving AI map called "${name}" on this page`);
  const g = Grid.fromMovingAI(await fetchMovingAI(entry));
  return {
    grid: g,
    start: entry.start,
    goal: entry.goal,
    note: `${entry.name}, a ${g.width}×${g.height} map from the Moving AI benchmarks`,
  };
}

/** A state's map → { grid, start, goal, note }. */
async function resolveMap(map) {
  if (map.kind === 'movingai') return loadMovingAI(map.name);
  if (map.kind === 'preset') {
    const preset = presets.find((p) => p.id === map.id);
    if (!preset) throw new Error(`there is no preset map called "${map.id}"`);
    const made = preset.make(map.seed);
    return {
      grid: Grid.fromArray(made.width, made.height, made.terrain),
      start: made.start,
      goal: made.goal,
      note: preset.description ?? preset.name,
      preset,
    };
  }
  if (map.kind === 'cells') {
    return {
      grid: Grid.fromArray(map.width, map.height, map.terrain),
      start: null,
      goal: null,
      note: `your ${map.width}×${map.height} map`,
    };
  }
  throw new Error(`unknown kind of map "${map.kind}"`);
}

function inside(p, g) {
  return (
    p &&
    Number.isInteger(p.x) &&
    Number.isInteger(p.y) &&
    p.x >= 0 &&
    p.y >= 0 &&
    p.x < g.width &&
    p.y < g.height
  );
}

/** Shows a state: builds its map, race and controls. `autoplay` starts the race (never under reduced motion). */
async function applyState(next, { autoplay = false, note = null, generated = null } = {}) {
  const ticket = ++loading;
  const resolved = await resolveMap(next.map);
  if (ticket !== loading) {
    resolved.grid.dispose();
    return;
  }
  const g = resolved.grid;
  const start = inside(next.start, g) ? next.start : resolved.start;
  const goal = inside(next.goal, g) ? next.goal : resolved.goal;
  if (!inside(start, g) || !inside(goal, g)) {
    g.dispose();
    throw new Error('the start or the goal lies outside the map');
  }

  player.pause();
  player.race = null;
  race?.dispose();
  race = null;
  grid?.dispose();
  state = { ...next, start: { ...start }, goal: { ...goal } };
  grid = g;
  terrain = g.costs();
  if (state.map.kind === 'cells') state.map = { ...state.map, terrain };
  mapNote = note ?? resolved.note;
  generator = generated;
  view.setMap(grid.width, grid.height, terrain);
  view.showEndpoints(start, goal);
  view.labels = state.labels !== false;
  editor.reset();
  player.speed = state.speed > 0 ? state.speed : 100;
  layout();
  showControls();
  showNumbers();
  delete $('#clock').dataset.total;

  // The map goes on screen first; the two searches, which allocate their
  // per-cell records (24 bytes a cell each), are made once it is painted.
  await paintedFrame();
  if (ticket !== loading) return;
  race = new Race(grid, { start, goal, panels: [state.left, state.right], costs: state.costs ?? 'exact' });
  player.race = race;
  saveSoon();
  if (autoplay && !reducedMotion.matches) player.play();
  clockPending = true; // the scrubber's length: asked of the engine after the race's first frame
}

// Resolves at the start of the frame after the next one: the next one has
// then been painted.
function paintedFrame() {
  return new Promise((resolve) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (!mapShown) {
          mapShown = true;
          performance.mark('pathrace:first-frame');
        }
        resolve();
      }),
    ),
  );
}
let mapShown = false;
let clockPending = false;

/** Loads a state and records it in the undo history. */
async function switchTo(next, { autoplay = true, note = null, generated = null } = {}) {
  const before = snapshot();
  // What the map is (its description, the density slider's generator) goes
  // into the history too, so that undo and redo show it again.
  const beforeView = { note: mapNote, generated: generator };
  showMessage(null);
  try {
    await applyState(next, { autoplay, note, generated });
    undoStack.push({
      snapshot: [before, snapshot()],
      views: [beforeView, { note: mapNote, generated: generator }],
    });
    showHistory();
  } catch (error) {
    // Back to the race before, if the new one got as far as replacing it.
    if (!race && before) await applyState(before, beforeView).catch(() => {});
    showMessage(`Could not load that map: ${error.message}`, 'error');
    showControls();
  }
}

function snapshot() {
  if (!state) return null;
  const copy = structuredClone({
    ...state,
    map: state.map.kind === 'cells' ? { ...state.map, terrain: terrain.slice() } : state.map,
  });
  return copy;
}

function initialState() {
  const hash = location.hash.replace(/^#/, '');
  if (hash) {
    try {
      return { state: decodeState(hash), from: 'link' };
    } catch (error) {
      showMessage(
        `This link's race could not be read (${error.message}); showing your last race instead.`,
        'error',
      );
    }
  }
  try {
    const saved = localStorage.getItem(storageKey);
    if (saved) return { state: decodeState(saved), from: 'storage' };
  } catch {
    /* storage blocked or an old format: start fresh */
  }
  return { state: defaultState(), from: 'default' };
}

// ---------------------------------------------------------------- saving: URL and localStorage

let saveTimer = 0;
function saveSoon() {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(saveNow, 250);
}

function currentState() {
  const s = { ...state, speed: player.speed };
  if (s.labels === undefined) delete s.labels; // not chosen: labels wherever they fit
  if (s.map.kind === 'cells') s.map = { ...s.map, terrain };
  return s;
}

function saveNow() {
  clearTimeout(saveTimer);
  if (!state) return '';
  let encoded;
  try {
    encoded = encodeState(currentState());
  } catch (error) {
    showMessage(`Could not save this race: ${error.message}`, 'error');
    return '';
  }
  const url = `${location.pathname}${location.search}#${encoded}`;
  if (location.hash !== `#${encoded}`) window.history.replaceState(null, '', url);
  try {
    localStorage.setItem(storageKey, encoded);
  } catch {
    /* private mode: the URL still has it */
  }
  document.body.dataset.saved = encoded;
  if ($('#embed').open) showEmbed(encoded);
  return encoded;
}

// ---------------------------------------------------------------- drawing and numbers

function drawFrame() {
  if (!race) return;
  view.draw(race);
  showNumbers();
  if (clockPending) {
    // Both whole searches run in the engine to size the scrubber: once this
    // frame is on screen, not before.
    clockPending = false;
    const r = race;
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (r === race) showClock();
      }, 0),
    );
  }
  if (!firstFrame) {
    firstFrame = true;
    // The next frame's callback runs once this one has been painted.
    requestAnimationFrame(() => {
      performance.mark('pathrace:first-race-frame');
      document.body.dataset.ready = 'true';
    });
  }
}

function afterRaceChange() {
  showClock();
  player.requestFrame();
}

function setStat(dd, text, value) {
  if (dd.textContent !== text) dd.textContent = text;
  const v = value === undefined ? '' : String(value);
  if (dd.dataset.value !== v) dd.dataset.value = v;
}

function showNumbers() {
  if (!race) {
    for (const dd of document.querySelectorAll('.stats dd')) setStat(dd, '–');
    for (const p of panels) {
      p.dataset.done = 'false';
      $('[data-role="caption"]', p).textContent = '';
    }
    $('#clock-out').textContent = '';
    showVerdict(null);
    return;
  }
  for (let i = 0; i < 2; ++i) {
    const panel = panels[i],
      s = race.search(i),
      r = race.result(i);
    setStat($('[data-stat="expanded"]', panel), String(s.expanded), s.expanded);
    setStat($('[data-stat="open"]', panel), String(s.openSize), s.openSize);
    if (r?.found) {
      setStat($('[data-stat="steps"]', panel), String(r.cardinal + r.diagonal), r.cardinal + r.diagonal);
      setStat($('[data-stat="cost"]', panel), formatNumber(r.cost, 2), r.cost);
    } else {
      setStat($('[data-stat="steps"]', panel), '–');
      setStat($('[data-stat="cost"]', panel), r ? 'no path' : '–', r ? r.cost : undefined);
    }
    $('[data-stat="cost"]', panel).title = r?.found ? `exact cost ${r.cost}` : '';
    panel.dataset.done = String(s.done);
    panel.dataset.status = s.status;
    $('[data-role="caption"]', panel).textContent = caption(i);
  }
  showClockValue();
  showVerdict(view.verdict ?? (race.finished ? verdict(race) : null));
}

function showVerdict(v) {
  const out = $('#verdict');
  const note = $('#detour-note');
  if (!v) {
    if (out.dataset.done !== 'false') {
      out.replaceChildren(
        Object.assign(document.createElement('span'), {
          className: 'waiting',
          textContent: 'The verdict appears when both searches are done.',
        }),
      );
      out.dataset.done = 'false';
      for (const k of ['leftCost', 'rightCost', 'leftExpanded', 'rightExpanded']) delete out.dataset[k];
      panels.forEach((p) => {
        p.dataset.worse = 'false';
      });
      note.hidden = true;
    }
    return;
  }
  if (out.textContent !== v.text) out.textContent = v.text;
  out.dataset.done = 'true';
  out.dataset.leftCost = String(v.results[0].cost);
  out.dataset.rightCost = String(v.results[1].cost);
  out.dataset.leftExpanded = String(v.results[0].expanded);
  out.dataset.rightExpanded = String(v.results[1].expanded);
  panels.forEach((p, i) => {
    p.dataset.worse = String(v.worse === i);
  });
  if (v.detour) {
    const worse = v.results[v.worse];
    const at = worse.path[v.detour.leave];
    const where =
      v.detour.leave === 0
        ? `right at the start (${at.x}, ${at.y})`
        : `at (${at.x}, ${at.y}), after ${v.detour.leave} shared steps`;
    const text =
      `${v.labels[v.worse]}'s path leaves ${v.labels[v.better]}'s ${where} (yellow triangle); ` +
      `${v.detour.offCells} of its ${worse.path.length} cells lie off ${v.labels[v.better]}'s path (purple), whose route is dashed blue.`;
    if (note.textContent !== text) note.textContent = text;
    note.hidden = false;
  } else note.hidden = true;
}

function fmt(v) {
  return formatNumber(v, 2);
}

function caption(i) {
  const s = race.search(i);
  if (s.done) {
    const r = race.result(i);
    if (r.found) return `Done: took the goal off the open list after ${r.expanded} expansions.`;
    if (r.status === 'start-blocked') return 'The start is a wall.';
    if (r.status === 'goal-blocked') return 'The goal is a wall.';
    return `No path: the open list ran dry after ${r.expanded} expansions.`;
  }
  if (s.expanded === 0) return 'Ready: only the start is on the open list.';
  const events = race.lastStep(i);
  if (!events.length) {
    const c = s.current;
    return c ? `Last expanded (${c.x}, ${c.y}).` : '';
  }
  const e = events[0];
  const opened = events.filter((x) => x.kind === 'open').length;
  const improved = events.filter((x) => x.kind === 'improve' || x.kind === 'reopen').length;
  let text = `Expanded (${e.x}, ${e.y}): f ${fmt(e.f)}, g ${fmt(e.g)}, h ${fmt(e.h)}. Opened ${opened}`;
  if (improved) text += `, improved ${improved}`;
  return `${text}.`;
}

function showClock() {
  const clock = $('#clock');
  const total = race.total;
  clock.max = String(Math.max(1, total));
  clock.dataset.total = String(total);
  showClockValue();
}

function showClockValue() {
  const clock = $('#clock');
  const v = String(race.clock);
  if (clock.value !== v && document.activeElement !== clock) clock.value = v;
  else if (clock.value !== v && !clock.matches(':active')) clock.value = v;
  const total = clock.dataset.total;
  $('#clock-out').textContent = total ? `${race.clock} / ${total} expansions` : `${race.clock} expansions`;
  clock.setAttribute('aria-valuetext', `${race.clock} expansions${total ? ` of ${total}` : ''}`);
  $('#step-back').disabled = race.clock === 0;
  $('#restart').disabled = race.clock === 0;
  $('#step').disabled = race.finished;
  $('#to-end').disabled = race.finished;
}

function showPlaying() {
  const b = $('#play');
  b.dataset.playing = String(player.playing);
  b.setAttribute('aria-label', player.playing ? 'Pause' : 'Play');
  $('.label', b).textContent = player.playing ? 'Pause' : 'Play';
}

function showHistory() {
  $('#undo').disabled = !undoStack.canUndo;
  $('#redo').disabled = !undoStack.canRedo;
}

function showMessage(text, kind = 'info') {
  const m = $('#message');
  if (!text) {
    m.hidden = true;
    m.textContent = '';
    return;
  }
  m.textContent = text;
  m.dataset.kind = kind;
  m.hidden = false;
  if (kind === 'error') console.warn(text);
}

// ---------------------------------------------------------------- controls

function fillSelect(select, choices) {
  select.replaceChildren(...choices.map(([value, label]) => new Option(label, value)));
}

function speedIndex(speed) {
  if (!(speed > 0) || speed === Infinity) return speeds.length - 1;
  let best = 0;
  for (let i = 0; i < speeds.length - 1; ++i)
    if (Math.abs(Math.log(speeds[i] / speed)) < Math.abs(Math.log(speeds[best] / speed))) best = i;
  return best;
}

function speedText(speed) {
  if (speed === Infinity) return 'all at once';
  if (speed >= 1e6) return `${speed / 1e6}M /s`;
  if (speed >= 1e3) return `${speed / 1e3}k /s`;
  return `${speed} /s`;
}

function panelSettings(i) {
  return i === 0 ? state.left : state.right;
}

function showPanelControls(i) {
  const p = panels[i],
    s = panelSettings(i);
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

/** What weighted A* with weight w amounts to, in words. */
function weightMeaning(w) {
  if (w === 0) return 'Dijkstra';
  if (w < 1) return 'between Dijkstra and A*';
  if (w === 1) return 'A*';
  if (w < 10) return 'between A* and greedy';
  return 'near greedy';
}

function showMapChoice() {
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
  const preset = m.kind === 'preset' ? presets.find((p) => p.id === m.id) : null;
  const seeded = (preset && isSeeded(preset)) || generator !== null;
  $('#seed-row').hidden = !seeded;
  $('#density-field').hidden = !(preset?.id === 'random' || generator);
  const density = generator ? generator.density : 0.3;
  $('#density').value = String(density);
  $('#density-out').textContent = `${Math.round(density * 100)}%`;
}

// Random walls at another density are a map of cells (a state names
// presets by id and seed only).
function randomWalls(density, seed) {
  const side = 70;
  const m = maps.randomMap(side, side, density, seed);
  switchTo(
    {
      ...state,
      map: { kind: 'cells', width: m.width, height: m.height, terrain: m.terrain },
      start: m.start,
      goal: m.goal,
    },
    {
      note: `Random walls: ${side}×${side}, ${Math.round(density * 100)}% walls (seed ${seed}).`,
      generated: { density, seed },
    },
  );
}

function isSeeded(preset) {
  return preset.defaultSeed !== undefined;
}

function showControls() {
  if (!state) return;
  showPanelControls(0);
  showPanelControls(1);
  showMapChoice();
  $('#classic').checked = state.costs === 'classic';
  $('#labels').checked = view.labels;
  const i = speedIndex(player.speed);
  $('#speed').value = String(i);
  $('#speed-out').textContent = speedText(speeds[i]);
  showLabelsHint();
  showPlaying();
  showHistory();
}

function showLabelsHint() {
  const fits = view.labelsFit;
  $('#labels-hint').textContent = fits
    ? ''
    : `(shown when cells are at least 28 px; here ${formatNumber(view.renderer(0).cellSize, 1)} px)`;
}

function setPanel(i, change) {
  const next = { ...panelSettings(i), ...change };
  if (i === 0) state.left = next;
  else state.right = next;
  if (!race) {
    showPanelControls(i);
    return;
  } // the race about to be made reads them from state
  race.setPanel(i, next);
  showPanelControls(i);
  afterRaceChange();
  saveSoon();
}

function wireControls() {
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
    const [kind, id] = [
      select.value.slice(0, select.value.indexOf(':')),
      select.value.slice(select.value.indexOf(':') + 1),
    ];
    if (kind === 'preset') choosePreset(id);
    else if (kind === 'movingai')
      switchTo(withMapRules({ ...state, map: { kind: 'movingai', name: id }, start: null, goal: null }));
  });
  $('#new-seed').addEventListener('click', () => {
    const seed = (Math.random() * 0xffffffff) >>> 0;
    if (generator) randomWalls(generator.density, seed);
    else switchTo({ ...state, map: { kind: 'preset', id: state.map.id, seed }, start: null, goal: null });
  });
  $('#density').addEventListener('input', () => {
    $('#density-out').textContent = `${Math.round(Number($('#density').value) * 100)}%`;
  });
  $('#density').addEventListener('change', () => {
    const seed = generator?.seed ?? state.map.seed ?? 7;
    randomWalls(Number($('#density').value), seed);
  });

  for (let i = 0; i < 2; ++i) {
    const p = panels[i];
    fillSelect($('.algorithm', p), algorithmChoices);
    fillSelect($('.heuristic', p), heuristicChoices);
    fillSelect($('.diagonal', p), diagonalChoices);
    fillSelect($('.tie-break', p), tieChoices);
    $('.algorithm', p).addEventListener('change', (e) => setPanel(i, { algorithm: e.target.value }));
    $('.heuristic', p).addEventListener('change', (e) => setPanel(i, { heuristic: e.target.value }));
    $('.diagonal', p).addEventListener('change', (e) => setPanel(i, { diagonal: e.target.value }));
    $('.tie-break', p).addEventListener('change', (e) => setPanel(i, { tieBreak: e.target.value }));
    $('.weight-input', p).addEventListener('input', (e) => setPanel(i, { weight: Number(e.target.value) }));
  }

  // Clock moves, only once the race exists (a big map's is made just after its map is painted).
  const seek = (to) => () => {
    if (!race) return;
    player.pause();
    race.seek(to());
    afterRaceChange();
  };
  $('#play').addEventListener('click', () => {
    if (race) player.toggle();
  });
  $('#step').addEventListener(
    'click',
    seek(() => race.clock + 1),
  );
  $('#step-back').addEventListener(
    'click',
    seek(() => race.clock - 1),
  );
  $('#restart').addEventListener(
    'click',
    seek(() => 0),
  );
  $('#to-end').addEventListener(
    'click',
    seek(() => Infinity),
  );
  $('#clock').addEventListener('input', (e) => {
    if (!race) return;
    player.pause();
    race.seek(Number(e.target.value));
    player.requestFrame();
  });
  $('#speed').addEventListener('input', (e) => {
    const speed = speeds[Number(e.target.value)];
    player.speed = speed;
    state.speed = speed;
    $('#speed-out').textContent = speedText(speed);
    saveSoon();
  });
  $('#classic').addEventListener('change', (e) => {
    if (!race) {
      e.target.checked = state.costs === 'classic';
      return;
    }
    state.costs = e.target.checked ? 'classic' : 'exact';
    race.reset({ costs: state.costs });
    afterRaceChange();
    saveSoon();
  });
  $('#labels').addEventListener('change', (e) => {
    view.labels = e.target.checked;
    state.labels = e.target.checked;
    player.requestFrame();
    saveSoon();
  });
  $('#undo').addEventListener('click', () => undo());
  $('#redo').addEventListener('click', () => redo());
  $('#copy-link').addEventListener('click', () => copyLink());
  wireEmbed();
  $('#file').addEventListener('change', (e) => {
    const f = e.target.files?.[0];
    if (f) openFile(f);
    e.target.value = '';
  });

  document.addEventListener('keydown', (e) => {
    const t = e.target;
    const inForm = t instanceof HTMLElement && t.matches('input, select, textarea, [contenteditable]');
    const mod = e.ctrlKey || e.metaKey;
    if (mod && !e.altKey && e.key.toLowerCase() === 'z') {
      if (inForm && t.matches('textarea, input[type="text"]')) return;
      e.preventDefault();
      if (e.shiftKey) redo();
      else undo();
    } else if (mod && !e.altKey && e.key.toLowerCase() === 'y') {
      e.preventDefault();
      redo();
    } else if (!mod && !e.altKey && !inForm && !t.closest?.('.pr-stage') && race) {
      if (e.key === 'p' || e.key === 'P') {
        e.preventDefault();
        player.toggle();
      } else if (e.key === '.') {
        player.pause();
        race.advance(1);
        afterRaceChange();
      } else if (e.key === ',') {
        player.pause();
        race.seek(race.clock - 1);
        afterRaceChange();
      } else if (e.key === 'Home') {
        e.preventDefault();
        player.pause();
        race.seek(0);
        afterRaceChange();
      } else if (e.key === 'End') {
        e.preventDefault();
        player.pause();
        race.seek(Infinity);
        afterRaceChange();
      }
    }
  });

  // Drag and drop a .map file anywhere on the page.
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
    if (f) openFile(f);
  });

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

  window.addEventListener('hashchange', () => {
    const hash = location.hash.replace(/^#/, '');
    if (!hash || hash === document.body.dataset.saved) return;
    let next;
    try {
      next = decodeState(hash);
    } catch (error) {
      showMessage(`This link's race could not be read: ${error.message}`, 'error');
      return;
    }
    switchTo(next).catch(() => {});
  });
  window.addEventListener('pagehide', () => saveNow());
  new ResizeObserver(() => layoutSoon()).observe($('#panels'));
  window.addEventListener('resize', () => layoutSoon());
}

function choosePreset(id) {
  const preset = presets.find((p) => p.id === id);
  const next = { ...state, map: { kind: 'preset', id }, start: null, goal: null };
  if (isSeeded(preset)) next.map.seed = preset.defaultSeed ?? 1;
  switchTo(withMapRules(next, preset.options));
}

/**
 * `next` (a state with its new map) under the rules its map brings, `o` (a
 * preset's options). Rules that the map being left imposed (the worked
 * example's classic costs and corner cutting, say) go back to their defaults
 * unless the new map sets them too: they belonged to that map, not to the user.
 */
function withMapRules(next, o = {}) {
  const previous =
    state.map.kind === 'preset' ? (presets.find((p) => p.id === state.map.id)?.options ?? {}) : {};
  const defaults = defaultState();
  next = { ...next };
  if (previous.costs && !o.costs) next.costs = defaults.costs;
  if (o.costs) next.costs = o.costs;
  const rules = {};
  for (const k of ['diagonal', 'heuristic', 'tieBreak'])
    if (previous[k] && !o[k]) rules[k] = defaults.left[k];
  for (const k of ['diagonal', 'heuristic', 'tieBreak']) if (o[k]) rules[k] = o[k];
  next.left = { ...next.left, ...rules, ...(o.left ?? {}) };
  next.right = { ...next.right, ...rules, ...(o.right ?? {}) };
  if (o.labels !== undefined) next.labels = o.labels;
  if (o.speed !== undefined) next.speed = o.speed;
  return next;
}

async function openFile(file) {
  let text;
  try {
    text = await file.text();
  } catch (error) {
    showMessage(`Could not read ${file.name}: ${error.message}`, 'error');
    return;
  }
  // A file that is not a map changes nothing: the map on screen (drawn or
  // not) stays, in the page, the URL and localStorage.
  const kept = 'Your map is unchanged.';
  let g;
  try {
    g = Grid.fromMovingAI(text);
  } catch (error) {
    if (error.code !== 'invalid-map') {
      // too big for memory, say
      showMessage(`Could not open ${file.name}: ${error.message} ${kept}`, 'error');
      return;
    }
    const where = error.line ? ` (line ${error.line}${error.column ? `, column ${error.column}` : ''})` : '';
    let why = error.detail;
    if (!/[.!?]$/.test(why)) why += '.';
    showMessage(`${file.name} is not a Moving AI map${where}: ${why} ${kept}`, 'error');
    return;
  }
  const { width, height } = g;
  const costs = g.costs();
  const { start, goal } = pickEndpoints(g, costs);
  g.dispose();
  if (!start) {
    showMessage(`${file.name} has no open cell to start from. ${kept}`, 'error');
    return;
  }
  await switchTo(
    withMapRules({ ...state, map: { kind: 'cells', width, height, terrain: costs }, start, goal }),
    { note: `${file.name}, your ${width}×${height} map` },
  );
}

/** A start near the top-left and a goal near the bottom-right that the engine can join. */
function pickEndpoints(g, costs) {
  const w = g.width,
    h = g.height;
  const open = (i) => costs[i] !== 0;
  const byCorner = (fromEnd) => {
    const out = [];
    for (let s = 0; s < w + h - 1 && out.length < 24; ++s) {
      for (let x = Math.max(0, s - h + 1); x <= Math.min(s, w - 1) && out.length < 24; ++x) {
        const y = s - x;
        const cx = fromEnd ? w - 1 - x : x,
          cy = fromEnd ? h - 1 - y : y;
        if (open(cy * w + cx)) out.push({ x: cx, y: cy });
      }
    }
    return out;
  };
  const starts = byCorner(false),
    goals = byCorner(true);
  for (const start of starts.slice(0, 6)) {
    for (const goal of goals) {
      if (start.x === goal.x && start.y === goal.y) continue;
      if (g.findPath(start, goal).found) return { start, goal };
    }
  }
  return {
    start: starts[0] ?? null,
    goal: goals.find((p) => p.x !== starts[0]?.x || p.y !== starts[0]?.y) ?? starts[0] ?? null,
  };
}

async function undo() {
  await travel(undoStack.undo(), 0);
}
async function redo() {
  await travel(undoStack.redo(), 1);
}

async function travel(entry, side) {
  if (!entry) return;
  if (!race) {
    // a map is still loading: put the entry back
    if (side === 0) undoStack.redo();
    else undoStack.undo();
    return;
  }
  if (entry.snapshot) {
    try {
      const view = entry.views?.[side] ?? {};
      await applyState(structuredClone(entry.snapshot[side]), {
        autoplay: false,
        note: view.note ?? null,
        generated: view.generated ?? null,
      });
    } catch (error) {
      showMessage(`Could not go back to that map: ${error.message}`, 'error');
    }
  } else {
    const changes = entry.cells.map((c) => [c[0], c[1 + side]]);
    for (const [id, value] of changes) setCell(id, value);
    if (changes.length) {
      view.setTerrain(
        terrain,
        changes.map(([id]) => id),
      );
      mapEdited();
    }
    for (const which of ['start', 'goal']) if (entry[which]) state[which] = { ...entry[which][side] };
    rerun();
    saveSoon();
  }
  showHistory();
}

async function copyLink() {
  saveNow();
  const url = location.href;
  const done = $('#copy-link');
  try {
    await navigator.clipboard.writeText(url);
    showMessage('Link copied: it opens this exact race.');
  } catch {
    showMessage(`Copy this link: ${url.length > 300 ? `${url.slice(0, 300)}…` : url}`);
  }
  done.blur?.();
}

// ---------------------------------------------------------------- embed code

// The embed box shows embedSnippets() (web/embed/snippets.js) for the state
// the page last saved, while it is open. The module loads when the box
// first opens: the race does not wait for it.
let snippetsModule = null;
let embedTicket = 0;
// Apache and nginx refuse by default a request line ("GET /embed/embed.html?… HTTP/1.1") over 8190 bytes.
const maxRequestLine = 8190;
const bigElement = 64 * 1024;
const kB = (n) => formatNumber(n / 1024, n < 10240 ? 1 : 0);

function wireEmbed() {
  const box = $('#embed');
  box.addEventListener('toggle', () => {
    if (!box.open) return;
    const encoded = saveNow(); // also shows the code
    if (!encoded) showEmbed('');
  });
  for (const button of box.querySelectorAll('[data-copy]'))
    button.addEventListener('click', () => copySnippet(button.dataset.copy));
}

async function showEmbed(encoded) {
  const ticket = ++embedTicket;
  let made;
  if (!state) made = { notes: ['The race is still loading.'] };
  else {
    try {
      snippetsModule ??= import('../embed/snippets.js');
      const { embedSnippets } = await snippetsModule;
      if (ticket !== embedTicket || !state) return;
      made = embedCode(currentState(), embedSnippets);
    } catch (error) {
      snippetsModule = null;
      if (ticket !== embedTicket) return;
      made = { notes: [`The embed code could not be made: ${error.message}`] };
    }
  }
  const box = $('#embed');
  const notes = $('#embed-notes');
  notes.replaceChildren(
    ...(made.notes ?? []).map((text) => Object.assign(document.createElement('li'), { textContent: text })),
  );
  notes.hidden = notes.childElementCount === 0;
  for (const which of ['element', 'iframe']) showSnippet(which, made[which] ?? null, made.why?.[which] ?? '');
  box.dataset.state = encoded;
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

const copyTimers = {};

async function copySnippet(which) {
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
  clearTimeout(copyTimers[which]);
  copyTimers[which] = setTimeout(() => {
    button.textContent = 'Copy';
    if (copied) {
      status.textContent = '';
      delete status.dataset.kind;
    }
  }, 2500);
}

// ---------------------------------------------------------------- layout

let layoutPending = false;
function layoutSoon() {
  if (layoutPending) return;
  layoutPending = true;
  requestAnimationFrame(() => {
    layoutPending = false;
    layout();
  });
}

function layout() {
  if (!grid) return;
  const host = $('[data-role="map"]', panels[0]);
  const width = host.clientWidth;
  const stacked = panels[1].getBoundingClientRect().top > panels[0].getBoundingClientRect().bottom - 1;
  const height = stacked ? Math.max(180, window.innerHeight * 0.46) : Math.max(240, window.innerHeight - 250);
  view.fit(width, height);
  showLabelsHint();
  player.requestFrame();
}

// ---------------------------------------------------------------- start

async function main() {
  // Reduced motion: nothing plays by itself, and Play moves the clock in
  // jumps once a second instead of animating.
  const motion = () => {
    player.stepInterval = reducedMotion.matches ? 1000 : 0;
  };
  motion();
  reducedMotion.addEventListener('change', motion);
  const first = initialState();
  const indexLoad = fetch(new URL('../race/maps/index.json', import.meta.url))
    .then((r) => (r.ok ? r.json() : []))
    .catch(() => []);
  // A Moving AI map in the link starts downloading at once, while the engine
  // and the index load (copy-maps.mjs names its files <name>.map; should the
  // index say otherwise, loadMovingAI fetches the file it names).
  if (first.state.map.kind === 'movingai')
    fetchMovingAI({ name: first.state.map.name, file: `${first.state.map.name}.map` }).catch(() => {});
  await init();
  movingAI = await indexLoad;
  wireControls();
  try {
    await applyState(first.state, { autoplay: true });
  } catch (error) {
    showMessage(`Could not show the saved race (${error.message}); here is the default one.`, 'error');
    await applyState(defaultState(), { autoplay: true });
  }
}

main().catch((error) => {
  showMessage(`The race could not start: ${error.message}`, 'error');
  console.error(error);
});
