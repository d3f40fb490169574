// The crowd's flow fields, asked of the worker pool: one per kind of unit
// to the nearest flag, with the kind's size and terrain profile, asked
// again when a flag moves or a wall changes (`stale`), one round at a time.
import { fieldOptions, goalsAt, kinds } from './kinds.js';

const maxCutOffAreas = 8; // fallback fields per kind and round, for units walled off from every flag

export class Fields {
  /**
   * `grid` is the pool's copy of the map; the answers go into `crowd`;
   * `timed(part, f)` counts taking them in as the frame's path work;
   * `onAnswer()` is called after each.
   */
  constructor(grid, world, crowd, flags, timed, onAnswer) {
    Object.assign(this, { grid, world, crowd, flags, timed, onAnswer });
    this.stale = true; // the flags or the walls changed since the last round was asked
    this.asked = 0; // fields asked and not yet answered
    this.round = 0;
    this.count = 0; // fields received
    this.ms = 0; // the last round's time, asked to answered
  }

  /** The goals for kind k: every position whose block covers a flag. */
  goalsFor(k) {
    return Array.from(this.flags.cells).flatMap((f) => goalsAt(kinds[k], f, this.world.width));
  }

  /** Asks a new round when the last is answered and stale; resolves when it is answered. */
  ask() {
    if (this.asked > 0 || !this.stale) return;
    this.stale = false;
    const round = ++this.round;
    const t = performance.now();
    return Promise.all(
      kinds.map((kind, k) => {
        ++this.asked;
        return this.grid.flowField(this.goalsFor(k), fieldOptions(kind)).then(
          (field) =>
            this.timed('field answer', () => {
              --this.asked;
              this.ms = performance.now() - t;
              ++this.count;
              this.crowd.fields[k] = field;
              this.crowd.fallbacks[k] = [];
              this.onAnswer();
              this.#routeCutOff(k, round);
            }),
          ignoreTerminated,
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
  async #routeCutOff(k, round) {
    const options = fieldOptions(kinds[k]);
    const current = () => round === this.round;
    try {
      for (let n = 0; n < maxCutOffAreas && current(); ++n) {
        const unit = this.crowd.firstStranded(k);
        if (unit < 0) return;
        const from = this.world.pointOf(this.crowd.cell[unit]);
        const { reached } = await this.grid.findPath(from, this.goalsFor(k), { ...options, closest: true });
        if (!current() || reached === null) return;
        const field = await this.grid.flowField(reached, options);
        if (!current()) return;
        this.timed('field answer', () => {
          this.crowd.fallbacks[k].push(field);
          this.onAnswer();
        });
      }
    } catch (error) {
      ignoreTerminated(error);
    }
  }
}

// The pool ends when the page goes; the questions it leaves open are moot.
function ignoreTerminated(error) {
  if (error.code !== 'terminated') throw error;
}
