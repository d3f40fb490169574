// Types of `pathrace/element`: the <path-race> and <path-race-step>
// elements, their events, and their tag names in the DOM's maps. Written by
// hand against path-race.js, attributes.js and finish-detail.js;
// tests/js/element-types-example.tsx checks them with tsc. React's JSX names
// are in react.d.ts (`pathrace/element/react`), apart, so that these need no React.
/// <reference lib="dom" />
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

/** The named moments `moment()` answers for: each is a step number, or null when the race has no such moment. */
export type RaceMoment = Exclude<RaceMomentName, 'start' | 'end'>;

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
  goal?: `${number},${number}`;
  left?: PanelAlgorithm;
  right?: PanelAlgorithm;
  /** w of the weighted A* panels, 0 to 10000. */
  weight?: PerPanel<`${number}`>;
  heuristic?: PerPanel<HeuristicName>;
  diagonal?: PerPanel<Diagonal>;
  'tie-break'?: PerPanel<TieBreak>;
  costs?: StepCosts;
  /** Expansions per second, `auto` or `max`. */
  speed?: 'auto' | 'max' | `${number}`;
  autoplay?: 'true' | 'false';
  controls?: 'none' | 'minimal' | 'full';
  labels?: 'true' | 'false';
  height?: RaceHeight;
  /** The moment the race opens at, and waits. */
  at?: RaceAt;
  /** What each panel explains under its map. */
  explain?: 'none' | 'sentence' | 'open-list' | 'both';
  /** Cells to ring, x,y separated by spaces: `3,4 5,4`. */
  highlight?: string;
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
}

/** One panel of a finished race, as the engine counted it. */
export interface RaceFinishPanel {
  /** The panel's algorithm, as its attribute names it. */
  algorithm: PanelAlgorithm;
  /** The panel's name as the element shows it ("A* (Manhattan)" when both panels run A*). */
  label: string;
  /** The options its search ran under. */
  options: PathOptions;
  found: boolean;
  /** `'refused'`: the engine would not run it (jump point search on terrain); see `refusal`. */
  status: PathStatus | 'refused';
  cost: number;
  expanded: number;
  generated: number;
  reopened: number;
  peakOpen: number;
  scanned: number;
  /** The engine's sentence, when it refused the search. */
  refusal?: string;
  cardinal: number;
  diagonal: number;
  path: Point[];
}

/** The `race-finish` event's detail (and `lastResult`): the engine's numbers as plain values. */
export interface RaceFinishDetail {
  left: RaceFinishPanel;
  right: RaceFinishPanel;
  /** The sentence under the panels. */
  verdict: string;
  /** The panel that did worse, or null. */
  worse: 'left' | 'right' | null;
  map: { name: string; width: number; height: number };
  start: Point;
  goal: Point;
  costs: StepCosts;
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
  step: number;
  panels: [RaceStepPanel, RaceStepPanel];
}

/** What `figure()` draws. */
export interface FigureOptions {
  /** The step drawn (the one shown when absent). */
  step?: number;
  format?: 'svg' | 'png';
  panels?: 'both' | 'left' | 'right';
}

/** `<path-race>`: two searches racing on one map, on one clock. */
export declare class PathRaceElement extends HTMLElement {
  /** Every attribute the element reads. */
  static readonly observedAttributes: readonly string[];
  /** The last race-finish event's detail, or null. */
  readonly lastResult: RaceFinishDetail | null;
  /** What was wrong with the attributes (or the map), as shown in the element. */
  readonly problems: string[];
  readonly playing: boolean;
  /** The race's clock, in expansions per panel. */
  readonly clock: number;
  /** Both searches are done. */
  readonly finished: boolean;
  play(): void;
  pause(): void;
  /** Back to the start; plays again if it was playing. */
  restart(): void;
  /** Shows the race at `step`, and waits there. */
  seek(step: number): void;
  /** `n` steps on (back when negative). */
  step(n?: number): void;
  /** The step of a named moment, or null when this race has none. */
  moment(name: RaceMoment): number | null;
  /** The race at a step as an SVG document's text. */
  figure(options?: FigureOptions & { format?: 'svg' }): Promise<string>;
  /** The race at a step as a PNG image. */
  figure(options: FigureOptions & { format: 'png' }): Promise<Blob>;
  figure(options?: FigureOptions): Promise<string | Blob>;
}

/** `<path-race-step>`: prose that seeks a race to its moment when activated (or, with `scroll`, scrolled to). */
export declare class PathRaceStepElement extends HTMLElement {}

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
