// Uses the element's whole public API so that `tsc --noEmit` checks
// web/embed/path-race.d.ts against real code (and rejects what it must: see
// the @ts-expect-error lines). Resolved through the package's "exports", as
// users import it; no React here (react-types-example.tsx has it).
import {
  registerMessages,
  type PathRaceElement,
  type PathRaceStepElement,
  type PathRaceAttributes,
  type PathRaceMessageId,
  type PathRaceMessages,
  type RaceFinishDetail,
  type RaceStepDetail,
} from 'pathrace/element';

// The tag names give the element types.
const race = document.createElement('path-race');
const same: PathRaceElement = race;
const step: PathRaceStepElement | null = document.querySelector('path-race-step');
const found: PathRaceElement | null = document.querySelector('path-race');

race.setAttribute('map', 'concave');
race.play();
race.pause();
race.restart();
race.seek(40);
race.step();
race.step(-1);
const divergence: number | null = race.moment('divergence');
const commit: number | null = race.moment('commit');
// @ts-expect-error: moment() takes a named moment, not a step
race.moment(3);
// @ts-expect-error: 'middle' is not a moment
race.moment('middle');
// @ts-expect-error: seek() takes a step number
race.seek('end');

const state: [boolean, number, boolean, string[]] = [race.playing, race.clock, race.finished, race.problems];
// @ts-expect-error: the clock is the race's to move (seek, step)
race.clock = 3;

// Events: typed on the element and on any ancestor (they bubble, composed).
race.addEventListener('race-finish', (event) => {
  const detail: RaceFinishDetail = event.detail;
  const worse: 'left' | 'right' | null = detail.worse;
  const cost: number = detail.left.cost;
  const path: { x: number; y: number }[] = detail.right.path;
  // @ts-expect-error: a panel's cost is a number
  const text: string = detail.left.cost;
  return [worse, cost, path, text];
});
document.body.addEventListener('race-step', (event) => {
  const detail: RaceStepDetail = event.detail;
  const cell = detail.panels[0].cell;
  return [detail.step, cell?.x, detail.panels[1].open, detail.panels[1].expanded];
});
const last: RaceFinishDetail | null = race.lastResult;

// Figures: an SVG's text, or a PNG.
async function figures() {
  const svg: string = await race.figure({ step: 12, format: 'svg', panels: 'left' });
  const plain: string = await race.figure();
  const png: Blob = await race.figure({ format: 'png', panels: 'both' });
  // @ts-expect-error: a PNG is a Blob, not text
  const wrong: string = await race.figure({ format: 'png' });
  // @ts-expect-error: 'gif' is not a figure's format
  await race.figure({ format: 'gif' });
  return [svg, plain, png, wrong];
}

// The attributes' values as the docs list them.
const attributes: PathRaceAttributes = {
  map: '....#/.##.#/.....',
  start: '0,0',
  left: 'weighted',
  right: 'jps',
  weight: '1.5,3',
  heuristic: 'octile,manhattan',
  'tie-break': 'fifo',
  size: '2',
  speed: 'max',
  autoplay: 'false',
  controls: 'full',
  height: '30em',
  at: 'divergence',
  explain: 'open-list',
  highlight: '3,4 5,4',
};
// @ts-expect-error: 'fast' is not a speed
const badSpeed: PathRaceAttributes = { speed: 'fast' };
// @ts-expect-error: explain is none, sentence, open-list or both
const badExplain: PathRaceAttributes = { explain: 'table' };
// @ts-expect-error: a unit's size is a whole number from 1 to 8
const badSize: PathRaceAttributes = { size: '9' };
// @ts-expect-error: autoplay is the word 'true' or 'false', not a boolean
const badAutoplay: PathRaceAttributes = { autoplay: false };
const inFrench: PathRaceAttributes = { lang: 'fr' };

// A language, or some messages of one, by their ids.
const play: PathRaceMessageId = 'element.play';
const french: PathRaceMessages = { [play]: 'Lecture', 'element.pause': 'Pause' };
registerMessages('fr', french);
registerMessages('zh-CN', { 'element.replay': '再播一次' });
// @ts-expect-error: no message has this id
registerMessages('fr', { 'element.playy': 'Lecture' });
// @ts-expect-error: a message is text
registerMessages('fr', { 'element.play': 1 });

export {
  attributes,
  badAutoplay,
  badExplain,
  badSize,
  badSpeed,
  commit,
  inFrench,
  divergence,
  figures,
  found,
  last,
  same,
  state,
  step,
};
