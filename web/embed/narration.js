// What narrates <path-race>: the moment it opens at (`at`), the moments a
// script or a <path-race-step> seeks to (asked for before the race has
// loaded, they wait for it), and the cells ringed on both maps — a step's
// over the `highlight` attribute's. The moments are the race core's
// (../race/moments.js).
import './element-messages.js';
import { quote } from '../race/format.js';
import { english } from '../race/messages.js';
import { atStep, whyNoMoment } from '../race/moments.js';
import { mapHighlight, problemSentence } from './attributes.js';

export class Narration {
  #stage;
  #seek;
  #own = []; // the highlight attribute's cells on this map
  #step = null; // a <path-race-step>'s cells, over the attribute's
  #pending = null; // { at, highlight? } asked for before the race was there

  /** Narrates the race on `stage` (a RaceStage); `seek(k)` moves it, paused (Playback.seek). */
  constructor(stage, { seek }) {
    this.#stage = stage;
    this.#seek = seek;
  }

  /**
   * The attributes' part, once the race runs under `settings`: rings the
   * highlight attribute's cells (a new map drops a step's). Returns
   * { at: the step to open at (only when `opening`: a new race or a new
   * `at`), else null; problems: sentences for cells off the map and a
   * moment this race lacks, in the language of `m` }.
   */
  apply(settings, { fresh, opening }, m = english) {
    const race = this.#stage.race;
    const highlight = mapHighlight(settings.highlight, this.#stage.map, m);
    const problems = [...highlight.problems];
    this.#own = highlight.cells;
    if (fresh) this.#step = null;
    this.#show();
    const step = settings.at === null ? null : atStep(race, settings.at);
    if (settings.at !== null && step === null)
      problems.push(
        problemSentence(
          m.t('element.noMoment', { at: quote(settings.at), why: whyNoMoment(settings.at, m) }),
          m.t('element.instead.at'),
          m,
        ),
      );
    return { at: opening ? step : null, problems };
  }

  /**
   * Seeks to `at` (a step, or a moment's name) and, unless `highlight` is
   * undefined, rings its cells (null: the attribute's); before the race has
   * loaded, or while `wait` (attribute changes are being applied), at the
   * next flush().
   */
  goTo(request, { wait = false } = {}) {
    this.#pending = request;
    if (!wait) this.flush();
  }

  /** What was asked for before the race was there, now that it is. */
  flush() {
    const race = this.#stage.race;
    if (!race || !this.#pending) return;
    const { at, highlight } = this.#pending;
    this.#pending = null;
    if (highlight !== undefined) {
      this.#step = highlight && mapHighlight(highlight, this.#stage.map).cells;
      this.#show();
    }
    const step = atStep(race, at);
    if (step !== null) this.#seek(step);
  }

  #show() {
    this.#stage.view.highlight = this.#step ?? this.#own;
  }
}
