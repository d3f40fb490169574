// A game prototype on pathrace, written as a user of the package would:
// it imports only `pathrace` and `pathrace/worker`. A crowd of infantry
// (one cell) and tanks (a 2 × 2 block) walks to the nearest of three flags,
// one flow field per kind of unit; rubble districts slow the infantry and
// stop the tanks (a terrain profile, named once in the pool); the units
// keep apart on an occupancy grid; a few heroes walk smoothed paths. The
// worker pool computes every path; walls drawn with the mouse reach it in
// order before the next questions. The main thread loads the map once with
// the synchronous API and, per frame, only moves units along the answers.
//
// ?map=NAME picks another Moving AI map copied beside the race core;
// ?units=N the crowd's size (one unit in ten a tank).
import { init } from 'pathrace';
import { PathWorker } from 'pathrace/worker';
import { Crowd } from './crowd.js';
import { Heroes } from './heroes.js';
import { fieldOptions, goalsAt, kindOf, kinds } from './kinds.js';
import { flagCount, spread, survey } from './level.js';
import { View } from './view.js';
import { rubble } from './world.js';

const params = new URLSearchParams(location.search);
const mapName = params.get('map') ?? 'Boston_0_256';
const unitCount = Math.max(1, Math.min(5000, Number(params.get('units')) || 400));
const heroCount = 5;
const heroSpeed = 12; // cells per second (the crowd's speeds are its kinds')
// Per frame, at most this many wall cells are sent to the pool and routes
// asked of it: each is a message to the workers, so a fast stroke or a new
// flag spreads its cost over a few frames instead of spending it in one.
const editsPerFrame = 4;
const asksPerFrame = 2;
const maxCutOffAreas = 8; // fallback fields per kind and round, for units walled off from every flag

const $ = (id) => document.getElementById(id);
const mapsUrl = new URL('race/maps/', document.baseURI);

class MissingMap extends Error {}

async function fetchMap() {
  const index = await fetch(new URL('index.json', mapsUrl)).then((r) => (r.ok ? r.json() : []));
  const entry = index.find((m) => m.name === mapName);
  if (!entry) throw new MissingMap(mapName);
  const response = await fetch(new URL(entry.file, mapsUrl));
  if (!response.ok) throw new MissingMap(mapName);
  return await response.text();
}

// Main-thread path work per frame: every pathrace call, every answer taken
// in and every unit moved along one, measured; drawing is not.
// `slowest` says where the slowest frame's time went.
//
// The readout measures wall-clock time, which also counts the moments the
// thread waits for a core (on a busy machine, most of it). Each part is
// also marked with console.timeStamp, which DevTools' Performance panel
// shows and which a trace stamps with the thread's own CPU clock: the
// frame-budget test measures the path work's CPU time from those marks.
const work = { frame: 0, parts: {}, last: 0, max: 0, over4: 0, count: 0, slowest: '' };
function account(part, since) {
  const ms = performance.now() - since;
  console.timeStamp('path work end');
  work.frame += ms;
  work.parts[part] = (work.parts[part] ?? 0) + ms;
}
function timed(part, f) {
  console.timeStamp(`path work: ${part}`);
  const t = performance.now();
  try {
    return f();
  } finally {
    account(part, t);
  }
}
// The pool posts a frame's wall edits once the frame's code returns (one
// message per worker, from a microtask the first edit queued): that is the
// frame's path work too, so the frame's account closes in a microtask
// queued after it, and `then` (drawing) runs after that.
function closeFrame(then) {
  console.timeStamp('path work: pool messages');
  const t = performance.now();
  queueMicrotask(() => {
    account('pool messages', t);
    endFrame();
    then();
  });
}
function endFrame() {
  console.timeStamp('path work frame');
  ++work.count;
  work.last = work.frame;
  if (work.frame > work.max) {
    work.max = work.frame;
    const parts = Object.entries(work.parts).map(([k, v]) => `${k} ${v.toFixed(1)}`);
    work.slowest = `frame ${work.count}: ${parts.join(', ')}`;
  }
  if (work.frame > 4) ++work.over4;
  work.frame = 0;
  work.parts = {};
}

async function main() {
  let text;
  try {
    text = await fetchMap();
  } catch (error) {
    if (!(error instanceof MissingMap) && !(error instanceof TypeError)) throw error;
    $('message').hidden = false;
    $('message').textContent =
      `The Moving AI map ${mapName} is not here, so the game has no city to run in. ` +
      'npm start copies it into web/race/maps from ../shared/maps/movingai (PATHRACE_MAPS names another folder).';
    document.body.dataset.missingMap = mapName;
    document.body.dataset.ready = 'true';
    return;
  }

  await init();
  const { world, spawn, beyond, flags: firstFlags, fieldMs: loadFieldMs } = survey(text);
  const pool = await PathWorker.create({ workers: 2 });
  // The pool's copy carries the rubble; the tanks' profile is sent once and named in their queries.
  const grid = await pool.fromArray(world.width, world.height, world.terrain);
  for (const { profile } of kinds) if (profile !== null) pool.profile(profile.name, profile.terrain);
  addEventListener('pagehide', () => pool.terminate());

  const crowd = new Crowd(world, unitCount, kindOf);
  const placed = crowd.spawn([...spread(spawn, spawn.length, 7919), ...beyond]);
  if (placed < unitCount) throw new Error(`only ${placed} of ${unitCount} units fit on the map`);
  const heroes = new Heroes(world, grid, timed);
  heroes.spawn(spread(spawn, heroCount, 104729));
  const scale = Math.max(1, Math.floor(768 / Math.max(world.width, world.height)));
  const view = new View($('game'), world, scale);

  // The flags: a click moves the one that has stood longest (`nextFlag`).
  const flags = new Int32Array(flagCount).fill(-1);
  let nextFlag = 0;
  let flagPoints = []; // the flags as points, for the heroes' questions
  const goalsFor = (k) => Array.from(flags).flatMap((f) => goalsAt(kinds[k], f, world.width));
  const fields = { asked: 0, stale: true, round: 0, count: 0, ms: 0 };

  // One flow field per kind of unit, to the nearest flag, with its size and profile.
  function askFields() {
    if (fields.asked > 0 || !fields.stale) return;
    fields.stale = false;
    const round = ++fields.round;
    const t = performance.now();
    return Promise.all(
      kinds.map((kind, k) => {
        ++fields.asked;
        return grid.flowField(goalsFor(k), fieldOptions(kind)).then(
          (field) =>
            timed('field answer', () => {
              --fields.asked;
              fields.ms = performance.now() - t;
              ++fields.count;
              crowd.fields[k] = field;
              crowd.fallbacks[k] = [];
              view.dirty = true;
              routeCutOff(k, round);
            }),
          (error) => {
            if (error.code !== 'terminated') throw error;
          },
        );
      }),
    );
  }

  // Units of kind k that no flag's field leads (walled off from every
  // flag it can reach) walk to the position nearest a flag they can reach
  // instead: per cut-off area, one closest query from one of its units, with
  // the kind's size and profile, finds that position, and a flow field to
  // it leads all of the area's units of that kind there. Newer fields end
  // the round.
  async function routeCutOff(k, round) {
    const options = fieldOptions(kinds[k]);
    try {
      for (let n = 0; n < maxCutOffAreas && round === fields.round; ++n) {
        const unit = crowd.firstStranded(k);
        if (unit < 0) return;
        const from = world.pointOf(crowd.cell[unit]);
        const { reached } = await grid.findPath(from, goalsFor(k), { ...options, closest: true });
        if (round !== fields.round || reached === null) return;
        const field = await grid.flowField(reached, options);
        if (round !== fields.round) return;
        timed('field answer', () => {
          crowd.fallbacks[k].push(field);
          view.dirty = true;
        });
      }
    } catch (error) {
      if (error.code !== 'terminated') throw error;
    }
  }

  const flagButton = $('flag-tool');
  function moveFlag(cell) {
    if (!world.isOpen(cell)) return;
    flags[nextFlag] = cell;
    nextFlag = (nextFlag + 1) % flagCount;
    flagButton.textContent = `⚑ Move flag ${nextFlag + 1}`;
    flagPoints = Array.from(flags, (f) => world.pointOf(f));
    fields.stale = true;
    heroes.replan();
    view.dirty = true;
  }

  // Walls wait in a queue until a frame applies them (editsPerFrame).
  const edits = { cells: [], walls: [], head: 0 };
  function paint(cell, wall) {
    edits.cells.push(cell);
    edits.walls.push(wall);
  }
  function applyEdits() {
    let applied = 0;
    while (edits.head < edits.cells.length && applied < editsPerFrame) {
      const cell = edits.cells[edits.head],
        wall = edits.walls[edits.head++];
      if (world.isOpen(cell) !== wall) continue;
      world.setWall(cell, wall);
      grid.setWall(world.pointOf(cell), wall);
      if (wall) {
        crowd.evict(cell);
        heroes.evict(cell);
      }
      ++applied;
    }
    if (edits.head === edits.cells.length) edits.cells.length = edits.walls.length = edits.head = 0;
    if (applied === 0) return;
    fields.stale = true;
    heroes.replan();
    view.dirty = true;
  }

  // Input: the tool buttons, then clicks (a flag) and drags (walls) on the map.
  let tool = 'flag';
  for (const button of document.querySelectorAll('[data-tool]'))
    button.addEventListener('click', () => {
      tool = button.dataset.tool;
      for (const b of document.querySelectorAll('[data-tool]'))
        b.setAttribute('aria-pressed', String(b === button));
    });
  let stroke = -1; // the last cell painted in this drag, -1 when not painting
  const canvas = $('game');
  canvas.addEventListener('pointerdown', (event) => {
    const cell = view.cellAt(event);
    if (cell < 0) return;
    if (tool === 'flag') return moveFlag(cell);
    canvas.setPointerCapture(event.pointerId);
    stroke = cell;
    paint(cell, tool === 'wall');
  });
  canvas.addEventListener('pointermove', (event) => {
    if (stroke < 0) return;
    const cell = view.cellAt(event);
    if (cell < 0 || cell === stroke) return;
    for (const c of world.stroke(stroke, cell)) paint(c, tool === 'wall');
    stroke = cell;
  });
  const endStroke = () => (stroke = -1);
  canvas.addEventListener('pointerup', endStroke);
  canvas.addEventListener('pointercancel', endStroke);

  // Readouts: on screen a few times a second, in data- attributes for tests.
  const readout = $('readout');
  const fps = { frames: 0, since: performance.now(), value: 0 };
  function report(now) {
    ++fps.frames;
    if (now - fps.since < 250) return;
    fps.value = (1000 * fps.frames) / (now - fps.since);
    fps.frames = 0;
    fps.since = now;
    const [men, tanks] = crowd.census(flags);
    const cutOff = men.cutOff + tanks.cutOff,
      stranded = men.stranded + tanks.stranded;
    readout.textContent =
      `${fps.value.toFixed(0)} fps · path work ${work.last.toFixed(2)} ms/frame (max ${work.max.toFixed(2)}) · ` +
      `flow fields ${fields.ms.toFixed(1)} ms in a worker, ${loadFieldMs.toFixed(1)} ms here at load · ` +
      `at a flag: ${men.atFlag}/${men.units} infantry, ${tanks.atFlag}/${tanks.units} tanks` +
      (cutOff > 0 ? ` · ${cutOff} cut off, walking to the nearest place they can reach` : '') +
      (stranded > 0 ? ` · ${stranded} waiting for a route` : '');
    Object.assign(readout.dataset, {
      fps: fps.value.toFixed(1),
      pathMs: work.last.toFixed(3),
      pathMax: work.max.toFixed(3),
      framesOver4ms: work.over4,
      slowest: work.slowest,
      fieldMs: fields.ms.toFixed(2),
      loadFieldMs: loadFieldMs.toFixed(2),
      fields: fields.count,
      routes: heroes.planned,
      near: men.atFlag + tanks.atFlag,
      infantry: men.units,
      infantryAtFlag: men.atFlag,
      tanks: tanks.units,
      tanksAtFlag: tanks.atFlag,
      cutOff,
      stranded,
      evicted: crowd.evicted,
    });
  }

  // For the page tests: a function called after every frame's moves with
  // the crowd's live arrays (`live`), to check each frame; set by watch().
  let watcher = null;
  const live = {
    width: world.width,
    height: world.height,
    open: world.open,
    terrain: world.terrain,
    rubble,
    sizes: kinds.map((k) => k.size),
    count: crowd.count,
    kind: crowd.kind,
    x: crowd.x,
    y: crowd.y,
    cell: crowd.cell,
    target: crowd.target,
  };

  let last = performance.now();
  function frame(now) {
    const dt = Math.min(now - last, 50) / 1000;
    last = now;
    if (edits.head < edits.cells.length) timed('edits', applyEdits);
    timed('field ask', askFields);
    timed('crowd', () => crowd.step(dt));
    // While a stroke's walls are still being applied the heroes stand and
    // ask nothing: an answer would be out of date a frame later.
    const settling = edits.head < edits.cells.length;
    timed('heroes', () => heroes.step(heroSpeed * dt, flagPoints, settling ? 0 : asksPerFrame));
    closeFrame(() => {
      watcher?.(live);
      view.draw(crowd, heroes, flags, nextFlag);
      report(now);
      requestAnimationFrame(frame);
    });
  }

  // For the page tests: where everything is, as plain values.
  window.pathraceGame = {
    snapshot: () => ({
      width: world.width,
      height: world.height,
      flags: flagPoints,
      open: Array.from(world.open),
      terrain: Array.from(world.terrain),
      units: Array.from({ length: crowd.count }, (_, i) => ({
        x: crowd.x[i],
        y: crowd.y[i],
        kind: kinds[crowd.kind[i]].name,
        size: kinds[crowd.kind[i]].size,
        resting: crowd.target[i] === crowd.cell[i],
      })),
      heroes: heroes.list.map((h) => ({ x: h.x, y: h.y })),
      scale,
    }),
    watch: (check) => (watcher = check),
  };

  // Loading, as a game loads its level: the first fields and the heroes'
  // first routes are asked and answered before the first frame, so the
  // first calls into the pool (its code compiled on first use) and the
  // crowd's first steps along a field fall outside the frames' budget.
  for (const f of firstFlags) moveFlag(f);
  await Promise.all([askFields(), heroes.askAll(flagPoints)]);
  crowd.step(1 / 60);
  requestAnimationFrame(frame);
  document.body.dataset.ready = 'true';
}

main().catch((error) => {
  $('message').hidden = false;
  $('message').textContent = `The game stopped: ${error.message}`;
  throw error;
});
