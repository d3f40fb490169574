// The race page, wired: the race core (web/race) draws and drives the race;
// the page's modules each own one part of it — the session (state, map,
// race, undo), its edits, persistence (URL and localStorage), the readouts
// and the step sentences, the settings controls, the transport and its
// keys, the reader's language and theme — and this module connects them
// and starts the page. The parts the race's first frame does not draw
// (deferred.js: the open-list tables, the sweep, the editor, the embed box,
// opening files) and the Moving AI maps in the map menu load after that
// frame.
import { init } from '../lib/index.js';
import { movingAIMaps, prefetchMovingAI } from '../race/map-source.js';
import { RaceStage } from '../race/stage.js';
import { buttonCss } from '../race/button-css.js';
import { renderCss } from '../race/render-css.js';
import { adoptPagePalette, adoptSheets, followPageTheme, sheetOf } from '../race/theme.js';
import { Controls } from './controls.js';
import { Language, preferredLanguage, words } from './locale.js';
import { OpenLists } from './open-lists.js';
import { makePanels } from './panels.js';
import { Persistence } from './persistence.js';
import { Readouts } from './readouts.js';
import { Session } from './session.js';
import { SteadyHeights } from './steady-heights.js';
import { Theme } from './theme-menu.js';
import { Transport, makeButtons } from './transport.js';
import { $ } from './elements.js';
import { make } from '../embed/dom.js';

// The panels' and the buttons' look, the element's too (race/render-css.js, race/button-css.js),
// before the first panel is made; the palette's colours at the page's root, before its first paint.
adoptSheets(document, [sheetOf(document, renderCss), sheetOf(document, buttonCss)]);
adoptPagePalette(document);

const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
let parts = null; // deferred.js's parts once wired: { sweepBox, editor, embedBox, fileDrop }
let partsLoading = false;
let mapMenu = null; // the Moving AI maps' index, on its way into the map menu

const panels = makePanels(words());
makeButtons(words());

// The race as a file, a button each under Edit (index.html's #downloads): a figure of this step, the
// animation. Made with the page, they work once deferred.js has loaded.
const downloads = [
  { kind: 'svg', msg: 'page.downloadSvg' },
  { kind: 'gif', msg: 'page.downloadGif' },
];
$('#downloads').replaceChildren(
  ...downloads.map(({ kind, msg }) =>
    make(document, 'button', {
      type: 'button',
      id: `download-${kind}`,
      title: words().t(`${msg}.title`),
      'data-msg-title': `${msg}.title`,
      'data-msg': msg,
      text: words().t(msg),
    }),
  ),
);
const stage = new RaceStage(
  panels.map((p) => $('[data-role="map"]', p)),
  {
    messages: words(),
    onHover: (hover) => openLists.hovered(hover),
    onFrame: () => {
      readouts.frame();
      openLists.frame();
      if (session.race) loadPartsSoon();
    },
    onStateChange: () => {
      readouts.playing();
      openLists.playing(player.playing);
      parts?.sweepBox.playing();
    },
  },
);
const { view, player } = stage;
let colours = null; // the palette the cells are drawn in (main() follows it), which downloaded figures are drawn in too
// The message line: `said` is a function of the page's Messages, said again when the language changes.
const message = (said, kind) => readouts.message(said, kind);
const session = new Session(stage, {
  mapShown() {
    parts?.editor.reset();
    steadyText.reset();
    layout();
    showControls();
    readouts.mapShown();
    // The map and its description are in place: the place style.css kept for them goes.
    $('#race').dataset.mapShown = 'true';
  },
  raceMade(autoplay) {
    if (autoplay && !reducedMotion.matches) player.play();
    readouts.raceMade();
    parts?.sweepBox.update();
  },
  raceChanged,
  changed: () => persistence.soon(),
  history: () => readouts.history(),
  message,
  controls: showControls,
  brush: () => Number($('input[name="brush"]:checked').value),
});
const readouts = new Readouts(session, view, player, panels, raceChanged);
const openLists = new OpenLists(session, view, panels, words());
// The step sentences keep their tallest height during a race (nothing under them jumps).
const steadyText = new SteadyHeights(panels.map((p) => $('[data-role="sentence"]', p)));
const controls = new Controls(session, view, panels);
const transport = new Transport(session, player, raceChanged);
const persistence = new Persistence(session, {
  message,
  saved: (encoded) => parts?.embedBox.saved(encoded),
  follow: (state) => {
    session.read(state);
    showReading();
  },
});
const language = new Language({
  choose: (lang) => choose({ lang }),
  changed: relabel,
  failed: (lang, error) => {
    const name = $(`#language option[value="${lang}"]`)?.textContent ?? lang;
    message((m) => m.t('page.message.languageFailed', { language: name, error: error.message }), 'error');
  },
});
const theme = new Theme({ choose: (name) => choose({ theme: name }) });

// The reader chose a language or a theme in its menu: kept with the race, shown at once.
function choose(change) {
  session.read(change);
  showReading();
}

// The page in the reader's language and theme: those chosen, else the browser's languages and auto.
function showReading() {
  theme.show(session.reading.theme);
  const lang = session.reading.lang ?? preferredLanguage(navigator.languages);
  return language.show(lang);
}

// The page is in `m` now (its static text too, locale.js): every part says its words again.
function relabel(m) {
  stage.setMessages(m);
  openLists.setMessages(m);
  controls.relabel();
  readouts.relabel();
  transport.show();
  parts?.sweepBox.relabel();
  parts?.editor.relabel();
  parts?.embedBox.relabel();
  steadyText.reset();
  player.requestFrame();
}

// The race has a new length: the clock shows it and an auto speed fits it.
function raceChanged() {
  readouts.clock();
  session.pace();
  transport.show();
  parts?.sweepBox.update();
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
  session.read(persistence.reading(candidates));
  // A Moving AI map in the link starts downloading at once, with the maps'
  // index (its entry and the menu), while the engine loads.
  const movingAI = first.map.kind === 'movingai';
  if (movingAI) {
    prefetchMovingAI(first.map.name);
    movingAIMaps();
  }
  // The reader's language loads beside the engine: the first words drawn are in it.
  await Promise.all([init(), showReading()]);
  language.wire();
  theme.wire();
  controls.wire();
  if (movingAI) fillMapMenu();
  transport.wire();
  $('#undo').addEventListener('click', () => session.undo());
  $('#redo').addEventListener('click', () => session.redo());
  $('#copy-link').addEventListener('click', (e) => persistence.copyLink(e.currentTarget));
  persistence.listen();
  // The cells' colours are the palette's, in the theme <html data-theme> or the system asks for, and repaint
  // when it changes. Read from the computed style once the page's elements are all in place: read at module
  // load, it forced a style pass over a half-built page (17 ms in a profile; DOMContentLoaded ~70 ms later).
  followPageTheme(document, (shown) => view.setColours((colours = shown)));
  new ResizeObserver(() => layoutSoon()).observe($('#panels'));
  window.addEventListener('resize', () => layoutSoon());
  await persistence.start(candidates, (state) => session.apply(state, { autoplay: true }));
}

/** Adds the Moving AI maps served here to the map menu, once their index has loaded. */
function fillMapMenu() {
  mapMenu ??= movingAIMaps().then((served) => controls.addServed(served));
}

// The race's first frame is drawn: the parts it does not draw load once it
// is on screen (the next frame has begun, and readouts.js has marked it).
function loadPartsSoon() {
  if (partsLoading) return;
  partsLoading = true;
  requestAnimationFrame(() => setTimeout(loadParts, 0));
}

// The page is ready (body[data-ready]) once they are wired, or could not load.
async function loadParts() {
  fillMapMenu();
  let loaded;
  try {
    loaded = await import('./deferred.js');
  } catch (error) {
    message((m) => m.t('page.message.partsFailed', { error: error.message }), 'error');
    document.body.dataset.ready = 'true';
    return;
  }
  const { Editor, EmbedBox, FileDrop, OpenListTable, SweepBox, downloadRace } = loaded;
  parts = {
    sweepBox: new SweepBox(session, player, showControls),
    editor: new Editor(view, session.edits.model),
    embedBox: new EmbedBox(session),
    fileDrop: new FileDrop(session, { message }),
  };
  parts.fileDrop.wire();
  parts.sweepBox.wire();
  parts.embedBox.wire(() => persistence.now());
  for (const { kind } of downloads)
    $(`#download-${kind}`).addEventListener('click', (e) => {
      if (session.race)
        downloadRace(document, session.race, kind, e.currentTarget, {
          labels: view.labels,
          colours,
          messages: words(),
        }).catch((error) =>
          message(
            (m) => m.t('page.message.figureFailed', { kind: kind.toUpperCase(), error: error.message }),
            'error',
          ),
        );
    });
  // What they show of the race on screen, at once.
  openLists.showTables(OpenListTable);
  parts.sweepBox.update();
  document.body.dataset.ready = 'true';
}

main().catch((error) => {
  message((m) => m.t('page.message.startFailed', { error: error.message }), 'error');
  console.error(error);
});
