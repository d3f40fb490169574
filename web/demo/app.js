// The race page, wired: the race core (web/race) draws and drives the race;
// the page's modules each own one part of it — the session (state, map,
// race, undo), its edits, persistence (URL and localStorage), the readouts,
// the settings controls, the transport and its keys, opening files, the
// embed box — and this module connects them and starts the page.
import { init } from '../lib/index.js';
import { movingAIMaps, prefetchMovingAI } from '../race/map-source.js';
import { RaceStage } from '../race/stage.js';
import { Controls } from './controls.js';
import { Editor } from './editor.js';
import { EmbedBox } from './embed-box.js';
import { FileDrop } from './file-drop.js';
import { OpenLists } from './open-lists.js';
import { Persistence } from './persistence.js';
import { Readouts } from './readouts.js';
import { Session } from './session.js';
import { SweepBox } from './sweep-box.js';
import { Transport } from './transport.js';
import { $ } from './elements.js';

const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

const panels = [$('#panel-left'), $('#panel-right')];
const stage = new RaceStage(
  panels.map((p) => $('[data-role="map"]', p)),
  {
    names: ['Left search', 'Right search'],
    onHover: (hover) => openLists.hovered(hover),
    onFrame: () => {
      readouts.frame();
      openLists.frame();
    },
    onStateChange: () => {
      readouts.playing();
      openLists.playing(player.playing);
      sweepBox.playing();
    },
  },
);
const { view, player } = stage;
const message = (text, kind) => readouts.message(text, kind);
const session = new Session(stage, {
  mapShown() {
    editor.reset();
    layout();
    showControls();
    readouts.mapShown();
  },
  raceMade(autoplay) {
    if (autoplay && !reducedMotion.matches) player.play();
    readouts.raceMade();
    sweepBox.update();
  },
  raceChanged,
  changed: () => persistence.soon(),
  history: () => readouts.history(),
  message,
  controls: showControls,
  brush: () => Number($('input[name="brush"]:checked').value),
});
const editor = new Editor(view, session.edits.model);
const readouts = new Readouts(session, view, player, panels, raceChanged);
const openLists = new OpenLists(session, view, panels);
const controls = new Controls(session, view, panels);
const transport = new Transport(session, player, raceChanged);
const embedBox = new EmbedBox(session);
const persistence = new Persistence(session, { message, saved: (encoded) => embedBox.saved(encoded) });
const fileDrop = new FileDrop(session, { message });
const sweepBox = new SweepBox(session, player, showControls);

// The race has a new length: the clock shows it and an auto speed fits it.
function raceChanged() {
  readouts.clock();
  session.pace();
  transport.show();
  sweepBox.update();
  player.requestFrame();
}

function showControls() {
  controls.show();
  transport.show();
  readouts.playing();
  readouts.history();
}

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
  if (!session.grid) return;
  const host = $('[data-role="map"]', panels[0]);
  const width = host.clientWidth;
  const stacked = panels[1].getBoundingClientRect().top > panels[0].getBoundingClientRect().bottom - 1;
  const height = stacked ? Math.max(180, window.innerHeight * 0.46) : Math.max(240, window.innerHeight - 250);
  view.fit(width, height);
  controls.labelsHint();
  player.requestFrame();
}

async function main() {
  // Reduced motion: nothing plays by itself, and Play moves the clock in
  // jumps once a second instead of animating.
  const motion = () => {
    player.stepInterval = reducedMotion.matches ? 1000 : 0;
  };
  motion();
  reducedMotion.addEventListener('change', motion);
  const candidates = persistence.candidates();
  const first = candidates.find((c) => c.state).state;
  const movingAI = movingAIMaps();
  // A Moving AI map in the link starts downloading at once, while the engine and the index load.
  if (first.map.kind === 'movingai') prefetchMovingAI(first.map.name);
  await init();
  controls.wire(await movingAI);
  transport.wire();
  fileDrop.wire();
  sweepBox.wire();
  embedBox.wire(() => persistence.now());
  $('#undo').addEventListener('click', () => session.undo());
  $('#redo').addEventListener('click', () => session.redo());
  $('#copy-link').addEventListener('click', (e) => persistence.copyLink(e.currentTarget));
  persistence.listen();
  new ResizeObserver(() => layoutSoon()).observe($('#panels'));
  window.addEventListener('resize', () => layoutSoon());
  await persistence.start(candidates, (state) => session.apply(state, { autoplay: true }));
}

main().catch((error) => {
  message(`The race could not start: ${error.message}`, 'error');
  console.error(error);
});
