// Type declarations for pathrace/element, written by hand to match
// path-race.js, attributes.js and finish-detail.js (checked by `tsc --noEmit`
// on tests/js/element-types-example.ts; `npm run docs` makes the API
// reference from these comments). React's JSX names are in react.d.ts
// (`pathrace/element/react`), apart, so that these need no React.
/// <reference lib="dom" />

/**
 * The `<path-race>` element (two searches racing on one map, on one clock)
 * and `<path-race-step>` (prose that seeks a race to its moment): importing
 * the module defines both where there is a `customElements`, and nothing
 * anywhere else (a static site build, server-side rendering).
 *
 * ```js
 * import 'pathrace/element';
 *
 * const race = document.createElement('path-race');
 * race.setAttribute('map', 'concave');
 * race.addEventListener('race-finish', (event) => console.log(event.detail.verdict));
 * document.body.append(race);
 * ```
 *
 * Both tag names are in `HTMLElementTagNameMap`, and both events in
 * `HTMLElementEventMap`, so `document.querySelector('path-race')` and its
 * listeners are typed.
 *
 * @module pathrace/element
 */
import type {
  Algorithm,
  Diagonal,
  HeuristicName,
  PathOptions,
  PathStatus,
  Point,
  StepCosts,
  TieBreak,
} from '../lib/index.js';

/** What a panel runs: an engine algorithm, or `weighted` (weighted A*, its w from the `weight` attribute). */
export type PanelAlgorithm = Algorithm | 'weighted';

/** One value for both panels, or two (left, right). */
export type PerPanel<T extends string> = T | `${T},${T}` | `${T} ${T}`;

/** A named moment of a race: its start, its end, or a step the race itself defines. */
export type RaceMomentName = 'start' | 'end' | 'divergence' | 'commit' | 'left-goal' | 'right-goal';

/** What the `at` attribute takes: a named moment or a step number. */
export type RaceAt = RaceMomentName | `${number}`;

/** A length the `height` attribute takes (a bare number is px). */
export type RaceHeight =
  'auto' | `${number}` | `${number}${'px' | 'em' | 'rem' | 'vh' | 'svh' | 'lvh' | 'dvh' | 'lh'}`;

/**
 * The attributes of <path-race>, as text, each with the values docs/embed.md
 * lists (a bad value shows a sentence in the element and the default).
 */
export interface PathRaceAttributes {
  /** A preset, a lesson race's map, a Moving AI map name, rows (`....#/.##.#/.....`) or a `.map` URL. */
  map?: string;
  /** A whole number from 0 to 4294967295, for the random preset and the mazes. */
  seed?: `${number}`;
  /** x,y (0-based); the map's own when absent. */
  start?: `${number},${number}`;
  /** x,y (0-based); the map's own when absent. */
  goal?: `${number},${number}`;
  /** The left panel's algorithm (default astar). */
  left?: PanelAlgorithm;
  /** The right panel's algorithm (default greedy). */
  right?: PanelAlgorithm;
  /** w of the weighted A* panels, 0 to 10000. */
  weight?: PerPanel<`${number}`>;
  /** The heuristic (default octile, manhattan without diagonals). */
  heuristic?: PerPanel<HeuristicName>;
  /** The diagonal rule (default: the map's own, else no-corner-cutting). */
  diagonal?: PerPanel<Diagonal>;
  /** Which of equal priorities goes first (default larger-g). */
  'tie-break'?: PerPanel<TieBreak>;
  /** Step costs: exact (1 and √2) or classic (10 and 14); the map's own when absent. */
  costs?: StepCosts;
  /** The unit both panels move, 1 to 8: a unit of size k stands on the k×k block whose top-left cell is its position (default 1). */
  size?: `${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`;
  /** Expansions per second, `auto` or `max`. */
  speed?: 'auto' | 'max' | `${number}`;
  /** Whether it plays when it comes into view (default true). */
  autoplay?: 'true' | 'false';
  /** Which controls it shows (default minimal). */
  controls?: 'none' | 'minimal' | 'full';
  /** f, g, h and parent arrows on cells large enough (default true). */
  labels?: 'true' | 'false';
  /** The element's height (default auto: the maps fit the width). */
  height?: RaceHeight;
  /** The moment the race opens at, and waits. */
  at?: RaceAt;
  /** What each panel explains under its map. */
  explain?: 'none' | 'sentence' | 'open-list' | 'both';
  /** Cells to ring, x,y separated by spaces: `3,4 5,4`. */
  highlight?: string;
  /**
   * Its colours (default auto: the page's `color-scheme` when it names one,
   * else the reader's system); each is also a --pr-* custom property.
   */
  theme?: 'light' | 'dark' | 'auto';
  /**
   * Whether a <path-race-step> after it may pin it to the top of the screen
   * while its steps are read (default auto: when it takes at most half the
   * screen's height); off: never (a step scrolls it into view instead).
   */
  sticky?: 'auto' | 'off';
  /**
   * The language it speaks (HTML's own attribute): without it, the nearest
   * ancestor's `lang`, else the document's; one with no catalogue reads English.
   */
  lang?: string;
}

/** The attributes of <path-race-step>. */
export interface PathRaceStepAttributes {
  /** The id of the <path-race> it drives. */
  for?: string;
  /** The moment it seeks that race to. */
  at?: RaceAt;
  /** Present: it also seeks when it reaches the middle of the viewport. */
  scroll?: '' | 'scroll';
  /** Cells to ring, x,y separated by spaces. */
  highlight?: string;
  /** The language its problems are said in, as for <path-race>. */
  lang?: string;
}

/** One panel of a finished race, as the engine counted it. */
export interface RaceFinishPanel {
  /** The panel's algorithm, as its attribute names it. */
  algorithm: PanelAlgorithm;
  /** The panel's name as the element shows it ("A* (Manhattan)" when both panels run A*). */
  label: string;
  /** The options its search ran under. */
  options: PathOptions;
  /** Whether it found a path. */
  found: boolean;
  /** `'refused'`: the engine would not run it (jump point search on terrain); see `refusal`. */
  status: PathStatus | 'refused';
  /** The path's cost. */
  cost: number;
  /** Cells expanded. */
  expanded: number;
  /** Cells put on the open list. */
  generated: number;
  /** Cells taken off the closed list again. */
  reopened: number;
  /** The open list's largest size. */
  peakOpen: number;
  /** Cells jump point search looked at in its jumps. */
  scanned: number;
  /** The engine's sentence, when it refused the search. */
  refusal?: string;
  /** Straight steps on the path. */
  cardinal: number;
  /** Diagonal steps on the path. */
  diagonal: number;
  /** The path, start to goal. */
  path: Point[];
}

/** The `race-finish` event's detail (and `lastResult`): the engine's numbers as plain values. */
export interface RaceFinishDetail {
  /** The left panel's search. */
  left: RaceFinishPanel;
  /** The right panel's search. */
  right: RaceFinishPanel;
  /** The sentence under the panels. */
  verdict: string;
  /** The panel that did worse, or null. */
  worse: 'left' | 'right' | null;
  /** The map raced on. */
  map: {
    /** Its name, as the element shows it. */
    name: string;
    /** Its width in cells. */
    width: number;
    /** Its height in cells. */
    height: number;
  };
  /** Where both searches started. */
  start: Point;
  /** Where both searches were headed. */
  goal: Point;
  /** The step costs both ran under. */
  costs: StepCosts;
  /** The size of the unit both moved (1 to 8). */
  size: number;
}

/** One panel at the step shown. */
export interface RaceStepPanel {
  /** The cell it expanded last, or null before its first. */
  cell: Point | null;
  /** Its open list's size. */
  open: number;
  /** Cells it has expanded. */
  expanded: number;
}

/** The `race-step` event's detail: the step shown, and each panel there. */
export interface RaceStepDetail {
  /** The step shown. */
  step: number;
  /** The left panel and the right, at that step. */
  panels: [RaceStepPanel, RaceStepPanel];
}

/** What `figure()` draws. */
export interface FigureOptions {
  /** The step drawn: a number of expansions or a moment's name (the step shown when absent). */
  step?: number | RaceMomentName;
  /** SVG text (the default) or a PNG image. */
  format?: 'svg' | 'png';
  /** Which panels it draws (default both). */
  panels?: 'both' | 'left' | 'right';
  /** f, g, h and the parent arrows where cells are large enough (default: the element's `labels`). */
  labels?: boolean;
  /** The language of its captions and title, a BCP 47 tag (default: the language the element speaks). */
  lang?: string;
}

/** `<path-race>`: two searches racing on one map, on one clock. */
export declare class PathRaceElement extends HTMLElement {
  /** Every attribute the element reads. */
  static readonly observedAttributes: readonly string[];
  /** The last race-finish event's detail, or null. */
  readonly lastResult: RaceFinishDetail | null;
  /** What was wrong with the attributes (or the map), as shown in the element. */
  readonly problems: string[];
  /** Whether it is playing. */
  readonly playing: boolean;
  /** The race's clock, in expansions per panel. */
  readonly clock: number;
  /** Both searches are done. */
  readonly finished: boolean;
  /** Plays from where it is. */
  play(): void;
  /** Pauses where it is. */
  pause(): void;
  /** Back to the start; plays again if it was playing. */
  restart(): void;
  /** Shows the race at `step`, and waits there. */
  seek(step: number): void;
  /** `n` steps on (back when negative). */
  step(n?: number): void;
  /** The step of a named moment, or null when this race has none. */
  moment(name: RaceMomentName): number | null;
  /** The race at a step as an SVG document's text. */
  figure(options?: FigureOptions & { format?: 'svg' }): Promise<string>;
  /** The race at a step as a PNG image. */
  figure(options: FigureOptions & { format: 'png' }): Promise<Blob>;
  figure(options?: FigureOptions): Promise<string | Blob>;
}

/** `<path-race-step>`: prose that seeks a race to its moment when activated (or, with `scroll`, scrolled to). */
export declare class PathRaceStepElement extends HTMLElement {
  /** Every attribute the step reads: for, at, scroll, highlight. */
  static readonly observedAttributes: readonly string[];
  /** The `<path-race>` this step drives (the element whose id is `for`), or null. */
  readonly race: PathRaceElement | null;
  /** Seeks the race to this step's moment and rings its cells, as a click does. */
  activate(): void;
  // `scroll` stays Element's scroll() here (TypeScript lets no class turn an
  // inherited method into an accessor); in the element, assigning it (as
  // React 19 does) turns the `scroll` attribute on or off.
}

/**
 * The id of every message a race says, in the element, its figures and its
 * command line, each with its English text in `web/race/messages/en.js` (the
 * race core's and the figures') or `web/embed/element-messages/en.js` (the
 * element's): the catalogue every other language falls back to, id by id.
 */
export type PathRaceMessageId =
  | 'stats.running'
  | 'stats.found'
  | 'stats.noPath'
  | 'panel.algorithm'
  | 'panel.algorithmFull'
  | 'rule.heuristic'
  | 'rule.heuristicShort'
  | 'rule.diagonal'
  | 'rule.tieBreak'
  | 'rule.tieBreakShort'
  | 'rule.costs'
  | 'panel.named'
  | 'panel.detailSeparator'
  | 'panel.weight'
  | 'panel.side'
  | 'unit.name'
  | 'unit.blockedWall'
  | 'unit.blockedUnit'
  | 'headline.sameSearch'
  | 'headline.movesDiffer'
  | 'headline.jumpPoints'
  | 'headline.noH'
  | 'headline.ties'
  | 'headline.sameCost'
  | 'headline.neitherCheapest'
  | 'headline.bothGreedy'
  | 'headline.greedyAndOther'
  | 'headline.greedy'
  | 'headline.overestimates'
  | 'headline.bounded'
  | 'headline.steps'
  | 'verdict.jumps'
  | 'verdict.refused'
  | 'verdict.neither'
  | 'verdict.noPathJoins'
  | 'verdict.oneLost'
  | 'verdict.sameCostSameWork'
  | 'verdict.sameCostAboutAsMany'
  | 'verdict.sameCostFewer'
  | 'verdict.costs'
  | 'verdict.worseSameWork'
  | 'verdict.worseAboutAsMany'
  | 'verdict.worseFewer'
  | 'verdict.worseMore'
  | 'race.refusal'
  | 'openList.column'
  | 'openList.ties'
  | 'openList.caption'
  | 'openList.found'
  | 'openList.ranDry'
  | 'openList.cannotStart'
  | 'openList.cannotFinish'
  | 'openList.refused'
  | 'openList.takeGreedy'
  | 'openList.takeDijkstra'
  | 'openList.takeBfs'
  | 'openList.takeAstar'
  | 'openList.tied'
  | 'openList.step'
  | 'openList.lastStart'
  | 'openList.lastOpened'
  | 'openList.lastOpenedImproved'
  | 'openList.commit'
  | 'openList.table'
  | 'openList.summary'
  | 'openList.summaryDone'
  | 'openList.rank'
  | 'openList.cell'
  | 'openList.orderedBy'
  | 'view.panelName'
  | 'view.overlay'
  | 'tooltip.cell'
  | 'tooltip.cellTagged'
  | 'tooltip.tag'
  | 'tooltip.tagSeparator'
  | 'tooltip.wall'
  | 'tooltip.state'
  | 'tooltip.numbers'
  | 'tooltip.parent'
  | 'tooltip.noParent'
  | 'tooltip.terrain'
  | 'sweep.label'
  | 'sweep.current'
  | 'sweep.computing'
  | 'sweep.cost'
  | 'sweep.expanded'
  | 'sweep.noPath'
  | 'sweep.axis'
  | 'sweep.point'
  | 'sweep.pointLabel'
  | 'speed.allAtOnce'
  | 'speed.perSecond'
  | 'moments.badAt'
  | 'moments.noGoal'
  | 'moments.noDetour'
  | 'map.size'
  | 'map.movingAI'
  | 'map.url'
  | 'map.fetchFailed'
  | 'map.fetchBlocked'
  | 'map.invalid'
  | 'map.problem'
  | 'map.noPreset'
  | 'map.noMovingAI'
  | 'map.unknown'
  | 'map.noOpenCell'
  | 'map.this'
  | 'map.unknownKind'
  | 'map.rowsName'
  | 'map.rowsDescription'
  | 'map.movingAIDescription'
  | 'preset.worked-example.name'
  | 'preset.worked-example.description'
  | 'preset.concave.name'
  | 'preset.concave.description'
  | 'preset.spiral.name'
  | 'preset.spiral.description'
  | 'preset.u-room.name'
  | 'preset.u-room.description'
  | 'preset.open-field.name'
  | 'preset.open-field.description'
  | 'preset.random.name'
  | 'preset.random.description'
  | 'preset.maze-backtracker.name'
  | 'preset.maze-backtracker.description'
  | 'preset.maze-division.name'
  | 'preset.maze-division.description'
  | 'preset.greedy-story.name'
  | 'preset.greedy-story.description'
  | 'preset.overestimate.name'
  | 'preset.overestimate.description'
  | 'preset.ties.name'
  | 'preset.ties.description'
  | 'preset.astar-vs-jps.name'
  | 'preset.astar-vs-jps.description'
  | 'element.controls'
  | 'element.panel'
  | 'element.panelNamed'
  | 'element.play'
  | 'element.pause'
  | 'element.replay'
  | 'element.restart'
  | 'element.stepBack'
  | 'element.stepOn'
  | 'element.end'
  | 'element.scrubber'
  | 'element.speed'
  | 'element.more'
  | 'element.algorithm'
  | 'element.downloadFigure'
  | 'element.downloadAnimation'
  | 'element.clockOf'
  | 'element.clock'
  | 'element.loading'
  | 'element.verdictWaits'
  | 'element.noStart'
  | 'element.noWasm'
  | 'element.noStyles'
  | 'element.notShown'
  | 'element.problem'
  | 'element.bad.mapUrl'
  | 'element.bad.mapScheme'
  | 'element.bad.map'
  | 'element.bad.point'
  | 'element.bad.perPanel'
  | 'element.bad.choice'
  | 'element.bad.weight'
  | 'element.bad.size'
  | 'element.bad.speed'
  | 'element.bad.boolean'
  | 'element.bad.height'
  | 'element.bad.seed'
  | 'element.bad.highlight'
  | 'element.outside.point'
  | 'element.outside.highlight'
  | 'element.noMoment'
  | 'element.instead.map'
  | 'element.instead.seed'
  | 'element.instead.point'
  | 'element.instead.value'
  | 'element.instead.heuristic'
  | 'element.instead.diagonal'
  | 'element.instead.costs'
  | 'element.instead.size'
  | 'element.instead.autoplay'
  | 'element.instead.controls'
  | 'element.instead.labels'
  | 'element.instead.height'
  | 'element.instead.at'
  | 'element.instead.explain'
  | 'element.instead.highlight'
  | 'element.instead.theme'
  | 'element.instead.sticky'
  | 'element.step.noAt'
  | 'element.step.badAt'
  | 'element.step.noFor'
  | 'element.step.noRace'
  | 'element.step.problems'
  | 'element.sentences'
  | 'element.embed.title'
  | 'element.embed.heading'
  | 'element.iframeTitle'
  | 'figure.title.both'
  | 'figure.title.one'
  | 'figure.pending';

/**
 * Messages for `registerMessages()`: id → text. A text is plain text (never
 * HTML) with the arguments of its English message: `{name}`; `{name,
 * capital}`; `{n, plural, one {# cell} other {# cells}}` (`Intl.PluralRules`
 * of the language; `#` is n); `{kind, select, start {…} other {…}}`.
 */
export type PathRaceMessages = { readonly [Id in PathRaceMessageId]?: string };

/**
 * Adds a language (a BCP 47 tag, such as `fr` or `pt-BR`), or replaces some
 * messages of one (`en`, `zh-CN`), for every `<path-race>` and
 * `<path-race-step>` on the page: those that speak it say everything again
 * at once. A message the language lacks is said in English (marked
 * `lang="en"`); the ids it lacks, and ids no catalogue has, are listed once
 * in the console.
 *
 * ```js
 * import { registerMessages } from 'pathrace/element';
 *
 * registerMessages('fr', { 'element.play': 'Lecture', 'element.pause': 'Pause' });
 * ```
 *
 * @throws TypeError when `lang` is not a tag, or a message's syntax is wrong
 * (naming it; nothing is added then).
 */
export declare function registerMessages(lang: string, messages: PathRaceMessages): void;

declare global {
  interface HTMLElementTagNameMap {
    'path-race': PathRaceElement;
    'path-race-step': PathRaceStepElement;
  }
  // Both events bubble and are composed: a listener on any ancestor gets them typed.
  interface HTMLElementEventMap {
    'race-finish': CustomEvent<RaceFinishDetail>;
    'race-step': CustomEvent<RaceStepDetail>;
  }
}
