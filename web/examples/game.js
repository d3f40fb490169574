// A game prototype on pathrace, written as a user of the package would:
// it imports only `pathrace` and `pathrace/worker`. A crowd follows one
// flow field and a few heroes walk smoothed paths, both computed by a
// worker pool; walls drawn with the mouse reach the pool in order before
// the next questions. The main thread loads the map once with the
// synchronous API and, per frame, only moves units along the answers.
//
// ?map=NAME picks another Moving AI map copied beside the race core;
// ?units=N the crowd's size.
import { init, Grid } from 'pathrace';
import { PathWorker } from 'pathrace/worker';
import { Crowd } from './crowd.js';
import { Heroes } from './heroes.js';
import { View } from './view.js';
import { World } from './world.js';

const params = new URLSearchParams(location.search);
const mapName = params.get('map') ?? 'Boston_0_256';
const unitCount = Math.max(1, Math.min(5000, Number(params.get('units')) || 400));
const heroCount = 5;
const crowdSpeed = 10; // cells per second
const heroSpeed = 12;
const spawnRadius = 25; // the crowd starts within this distance of the open cell nearest the map's centre
const firstGoalDistance = 60; // and walks to a goal about this far away
// Per frame, at most this many wall cells are sent to the pool and routes
// asked of it: each is a message to the workers, so a fast stroke or a new
// goal spreads its cost over a few frames instead of spending it in one.
const editsPerFrame = 4;
const asksPerFrame = 2;
const maxCutOffAreas = 8; // fallback fields per goal, for units walled off from it

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

/**
 * Loads the map once on this thread: the terrain for drawing and for the
 * units' checks, where the crowd starts (a flow field from the open cell
 * nearest the centre) and a first goal.
 */
function survey(text) {
  const grid = Grid.fromMovingAI(text);
  try {
    const world = new World(grid.width, grid.height, grid.costs());
    const middle = world.cellAt(grid.width / 2, grid.height / 2);
    const centre = world.isOpen(middle) ? middle : world.nearestOpen(middle, grid.width);
    const t = performance.now();
    const { distance } = grid.flowField(world.pointOf(centre));
    const fieldMs = performance.now() - t;
    const spawn = [];
    let goal = -1;
    for (let i = 0; i < distance.length; ++i) {
      if (distance[i] <= spawnRadius) spawn.push(i);
      if (
        distance[i] !== Infinity &&
        (goal < 0 || Math.abs(distance[i] - firstGoalDistance) < Math.abs(distance[goal] - firstGoalDistance))
      )
        goal = i;
    }
    return { world, spawn, goal, fieldMs };
  } finally {
    grid.dispose();
  }
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
  const { world, spawn, goal: firstGoal, fieldMs: loadFieldMs } = survey(text);
  const pool = await PathWorker.create({ workers: 2 });
  const grid = await pool.fromMovingAI(text);
  addEventListener('pagehide', () => pool.terminate());

  // Spread over the spawn cells by a stride prime to their count's likely factors: the same crowd on every load.
  const spread = (n, stride) => Array.from({ length: n }, (_, i) => spawn[(i * stride) % spawn.length]);
  const crowd = new Crowd(world, unitCount);
  crowd.spawn(spread(unitCount, 7919));
  const heroes = new Heroes(world, grid, timed);
  heroes.spawn(spread(heroCount, 104729));
  const scale = Math.max(1, Math.floor(768 / Math.max(world.width, world.height)));
  const view = new View($('game'), world, scale);

  let goal = -1;
  const fields = { asked: false, stale: true, count: 0, ms: 0 };

  function askField() {
    if (fields.asked || !fields.stale || goal < 0) return;
    fields.asked = true;
    fields.stale = false;
    const t = performance.now();
    return grid.flowField(world.pointOf(goal)).then(
      (field) =>
        timed('field answer', () => {
          fields.asked = false;
          fields.ms = performance.now() - t;
          ++fields.count;
          crowd.field = field;
          crowd.fallbacks = [];
          view.dirty = true;
          routeCutOff(fields.count);
        }),
      (error) => {
        if (error.code !== 'terminated') throw error;
      },
    );
  }

  // Units the goal's field cannot lead (walled off from it) walk to the
  // reachable cell nearest the goal instead: per cut-off area, one closest
  // query from one of its units finds that cell, and a flow field to it
  // leads all of the area's units there. A newer goal field ends the round.
  async function routeCutOff(round) {
    try {
      for (let k = 0; k < maxCutOffAreas && round === fields.count; ++k) {
        const unit = crowd.firstStranded();
        if (unit < 0) return;
        const from = world.pointOf(crowd.cell[unit]);
        const { reached } = await grid.findPath(from, world.pointOf(goal), { closest: true });
        if (round !== fields.count || reached === null) return;
        const field = await grid.flowField(reached);
        if (round !== fields.count) return;
        timed('field answer', () => {
          crowd.fallbacks.push(field);
          view.dirty = true;
        });
      }
    } catch (error) {
      if (error.code !== 'terminated') throw error;
    }
  }

  function setGoal(cell) {
    if (!world.isOpen(cell)) return;
    goal = cell;
    fields.stale = true;
    heroes.replan();
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

  // Input: the tool buttons, then clicks (goal) and drags (walls) on the map.
  let tool = 'goal';
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
    if (tool === 'goal') return setGoal(cell);
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
    const { near, cutOff, stranded } = crowd.census(goal);
    readout.textContent =
      `${fps.value.toFixed(0)} fps · path work ${work.last.toFixed(2)} ms/frame (max ${work.max.toFixed(2)}) · ` +
      `flow field ${fields.ms.toFixed(1)} ms in a worker, ${loadFieldMs.toFixed(1)} ms here at load · ` +
      `${near}/${unitCount} at the goal` +
      (cutOff > 0 ? ` · ${cutOff} cut off, walking to the nearest cell they can reach` : '') +
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
      near,
      cutOff,
      stranded,
    });
  }

  let last = performance.now();
  function frame(now) {
    const dt = Math.min(now - last, 50) / 1000;
    last = now;
    if (edits.head < edits.cells.length) timed('edits', applyEdits);
    timed('field ask', askField);
    timed('crowd', () => crowd.step(crowdSpeed * dt));
    // While a stroke's walls are still being applied the heroes stand and
    // ask nothing: an answer would be out of date a frame later.
    const settling = edits.head < edits.cells.length;
    timed('heroes', () => heroes.step(heroSpeed * dt, goal, settling ? 0 : asksPerFrame));
    closeFrame(() => {
      view.draw(crowd, heroes, goal);
      report(now);
      requestAnimationFrame(frame);
    });
  }

  // For the page tests: where everything is, as plain values.
  window.pathraceGame = {
    snapshot: () => ({
      width: world.width,
      height: world.height,
      goal: goal < 0 ? null : world.pointOf(goal),
      open: Array.from(world.open),
      units: Array.from({ length: crowd.count }, (_, i) => ({ x: crowd.x[i], y: crowd.y[i] })),
      heroes: heroes.list.map((h) => ({ x: h.x, y: h.y })),
      scale,
    }),
  };

  // Loading, as a game loads its level: the first field and the heroes'
  // first routes are asked and answered before the first frame, so the
  // first calls into the pool (its code compiled on first use) and the
  // crowd's first steps along a field fall outside the frames' budget.
  setGoal(firstGoal);
  await Promise.all([askField(), heroes.askAll(firstGoal)]);
  crowd.step(crowdSpeed / 60);
  requestAnimationFrame(frame);
  document.body.dataset.ready = 'true';
}

main().catch((error) => {
  $('message').hidden = false;
  $('message').textContent = `The game stopped: ${error.message}`;
  throw error;
});
