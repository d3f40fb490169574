// The race a <path-race> runs on its RaceStage, and what it reports of it.
// The map is loaded again only when the map or the unit's size changes (a
// map that brings no start and goal has them picked for the unit's size);
// one that does not load leaves the default map and a sentence. On the same
// map, new rules or ends change the race in place. Each step shown is
// reported once (race-step), and each run's finish (race-finish).
import { defaults, mapEnds, mapFailure, mapKey, resolveRules } from './attributes.js';
import { finishDetail, stepDetail } from './finish-detail.js';

export class RaceRunner {
  #host;
  #stage;
  #key = null; // the map and the unit's size shown
  #failure = null; // why the map did not load: said in the language of the moment
  #total = null; // the race's length in steps, once it was needed
  #shown = null; // { race, step } the last race-step reported
  /** { panels, costs, size }: the rules the race runs under. */
  rules = null;
  /** The last race-finish event's detail, or null. */
  lastResult = null;

  /** Runs races on `stage` (a RaceStage); `host` dispatches their events. */
  constructor(host, stage) {
    this.#host = host;
    this.#stage = stage;
  }

  /**
   * Shows the map `settings` names, at their unit size, unless it is shown
   * already. Resolves whether a map was loaded, or null when the stage was
   * dropped meanwhile.
   */
  async load(settings) {
    const key = `${mapKey(settings.map)} ${settings.size}`;
    if (this.#stage.race && key === this.#key) return false;
    const { size } = settings;
    this.#failure = null;
    let loaded;
    try {
      loaded = await this.#stage.load(settings.map, { size });
    } catch (error) {
      this.#failure = error.message;
      loaded = await this.#stage.load({ kind: 'preset', id: defaults.map }, { size });
    }
    if (!loaded) return null;
    this.#stage.show(loaded);
    this.#key = key;
    return true;
  }

  /**
   * Races on the map shown under `settings`' rules, between their ends
   * where those are on it: a new race on a `fresh` map, else the race
   * changed. Returns { changed: whether the race is not the one shown
   * before, problems: a sentence, in the language of `m`, per end off the map }.
   */
  run(settings, fresh, m) {
    const map = this.#stage.map;
    const rules = resolveRules(settings, map.options);
    const { ends, problems } = mapEnds(settings, map, m);
    let changed = fresh;
    if (fresh) this.#stage.startRace({ ...ends, ...rules, events: false });
    else changed = this.#stage.race.change({ ...ends, ...rules });
    this.rules = rules;
    if (changed) this.#total = null;
    return { changed, problems };
  }

  /** The sentence for a map that did not load, in the language of `m`; none when it did. */
  loadProblems(m) {
    return this.#failure === null ? [] : [mapFailure(this.#failure, m)];
  }

  /** Sets the pace of `speed` ('auto': by the race's length); returns its expansions per second. */
  pace(speed) {
    if (speed === 'auto') this.total(this.#stage.race);
    return this.#stage.pace(speed);
  }

  /** The race's length in steps, worked out once. */
  total(race) {
    return (this.#total ??= race.total);
  }

  /** The clock's end, when known without working it out: the longer search's, once both are done. */
  end(race) {
    return race.finished ? Math.max(race.search(0).expanded, race.search(1).expanded) : this.#total;
  }

  /** A race-step event when `race` shows a step not reported yet. */
  reportStep(race) {
    const shown = this.#shown;
    if (shown?.race === race && shown.step === race.clock) return;
    this.#shown = { race, step: race.clock };
    this.#dispatch('race-step', stepDetail(race));
  }

  /** The race-finish event of `race`, whose verdict is `v`, its words in the language of `m`. */
  reportFinish(race, v, m) {
    this.lastResult = finishDetail(race, this.rules, this.#stage.map, v, m);
    this.#dispatch('race-finish', this.lastResult);
  }

  #dispatch(type, detail) {
    this.#host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  /** The stage was dropped: the next settings load their map again. */
  forget() {
    this.#key = null;
    this.rules = null;
  }
}
