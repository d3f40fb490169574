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
import { Edits } from './edits.js';
import { Fields } from './fields.js';
import { Flags } from './flags.js';
import { Heroes } from './heroes.js';
import { Input } from './input.js';
import { kindOf, kinds } from './kinds.js';
import { spread, survey } from './level.js';
import { PathWork } from './path-work.js';
import { Readout } from './readout.js';
import { exposeForTests, markMissingMap, markReady } from './test-hooks.js';
import { View } from './view.js';

const params = new URLSearchParams(location.search);
const mapName = params.get('map') ?? 'Boston_0_256';
const unitCount = Math.max(1, Math.min(5000, Number(params.get('units')) || 400));
const heroCount = 5;
const heroSpeed = 12; // cells per second (the crowd's speeds are its kinds')
// Per frame, at most this many routes are asked of the pool: each is a
// message to the workers, so a new flag spreads its cost over a few frames.
const asksPerFrame = 2;

const $ = (id) => document.getElementById(id);
const mapsUrl = new URL('race/maps/', document.baseURI);

/** The map's text, or null when it is not beside the race core. */
async function fetchMap() {
  try {
    const index = await fetch(new URL('index.json', mapsUrl)).then((r) => (r.ok ? r.json() : []));
    const entry = index.find((m) => m.name === mapName);
    const response = entry && (await fetch(new URL(entry.file, mapsUrl)));
    return response?.ok ? await response.text() : null;
  } catch (error) {
    if (error instanceof TypeError) return null; // the network said no
    throw error;
  }
}

function say(text) {
  $('message').hidden = false;
  $('message').textContent = text;
}

async function main() {
  const text = await fetchMap();
  if (text === null) {
    say(
      `The Moving AI map ${mapName} is not here, so the game has no city to run in. ` +
        'npm start copies it into web/race/maps from ../shared/maps/movingai (PATHRACE_MAPS names another folder).',
    );
    markMissingMap(mapName);
    return markReady();
  }

  await init();
  const { world, spawn, beyond, flags: firstFlags, fieldMs: loadFieldMs } = survey(text);
  const pool = await PathWorker.create({ workers: 2 });
  // The pool's copy carries the rubble; the tanks' profile is sent once and named in their queries.
  const grid = await pool.fromArray(world.width, world.height, world.terrain);
  for (const { profile } of kinds) if (profile !== null) pool.profile(profile.name, profile.terrain);
  addEventListener('pagehide', () => pool.terminate());

  const work = new PathWork();
  const crowd = new Crowd(world, unitCount, kindOf);
  const placed = crowd.spawn([...spread(spawn, spawn.length, 7919), ...beyond]);
  if (placed < unitCount) throw new Error(`only ${placed} of ${unitCount} units fit on the map`);
  const heroes = new Heroes(world, grid, work.timed);
  heroes.spawn(spread(spawn, heroCount, 104729));
  const scale = Math.max(1, Math.floor(768 / Math.max(world.width, world.height)));
  const view = new View($('game'), world, scale);
  const flags = new Flags(world);
  const fields = new Fields(grid, world, crowd, flags, work.timed, () => (view.dirty = true));

  // A moved flag or a changed wall: new fields, new routes, the map redrawn.
  const replan = () => {
    fields.stale = true;
    heroes.replan();
    view.dirty = true;
  };
  const onWall = (cell) => {
    crowd.evict(cell);
    heroes.evict(cell);
  };
  const edits = new Edits(world, grid, onWall, replan);
  const input = new Input(document, $('game'), view, world, {
    onFlag: moveFlag,
    onPaint: (cell, wall) => edits.paint(cell, wall),
  });
  function moveFlag(cell) {
    if (!flags.place(cell)) return;
    input.showNextFlag(flags.next);
    replan();
  }
  const readout = new Readout($('readout'), { work, fields, heroes, crowd, flags, loadFieldMs });

  const loop = { last: performance.now(), afterMoves: () => {} };
  function frame(now) {
    const dt = Math.min(now - loop.last, 50) / 1000;
    loop.last = now;
    if (edits.pending) work.timed('edits', () => edits.apply());
    work.timed('field ask', () => fields.ask());
    work.timed('crowd', () => crowd.step(dt));
    // While a stroke's walls are still being applied the heroes stand and
    // ask nothing: an answer would be out of date a frame later.
    const asks = edits.pending ? 0 : asksPerFrame;
    work.timed('heroes', () => heroes.step(heroSpeed * dt, flags.points, asks));
    work.closeFrame(() => {
      loop.afterMoves();
      view.draw(crowd, heroes, flags.cells, flags.next);
      readout.frame(now);
      requestAnimationFrame(frame);
    });
  }
  exposeForTests({ world, crowd, heroes, flags, scale, readout, loop });

  // Loading, as a game loads its level: the first fields and the heroes'
  // first routes are asked and answered before the first frame, so the
  // first calls into the pool (its code compiled on first use) and the
  // crowd's first steps along a field fall outside the frames' budget.
  for (const f of firstFlags) moveFlag(f);
  await Promise.all([fields.ask(), heroes.askAll(flags.points)]);
  crowd.step(1 / 60);
  requestAnimationFrame(frame);
  markReady();
}

main().catch((error) => {
  say(`The game stopped: ${error.message}`);
  throw error;
});
