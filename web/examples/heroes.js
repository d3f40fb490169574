// The heroes: a few units that walk smoothed paths (findPath with
// smooth: true) asked of the worker pool, in straight lines from waypoint to
// waypoint. A new goal or a new wall makes every hero stop where it is and
// ask again; the question before is aborted, so an answer computed on the
// old walls is never walked.

/**
 * The waypoints a hero walks from `from` toward `goal` on the pool's grid:
 * the smoothed path when there is one; when the goal is cut off (or a
 * wall), the smoothed path to the reachable cell nearest it (closest: true).
 * This is the one place that decides where a cut-off hero goes.
 */
export async function planRoute(grid, from, goal, signal) {
  // closest: a goal cut off (or a wall) still gives the way to the cell nearest it.
  const r = await grid.findPath(from, goal, { smooth: true, closest: true, signal });
  return r.reached ? r.waypoints : [from];
}

export const heroColours = ['#e4572e', '#f3a712', '#a8c686', '#669bbc', '#c879ff'];

export class Heroes {
  /** `timed(part, f)` runs f and counts its time as the frame's path work. */
  constructor(world, grid, timed) {
    this.world = world;
    this.grid = grid;
    this.timed = timed;
    this.list = [];
    this.waiting = []; // heroes to ask for a route, a few a frame
    this.planned = 0; // routes received
    this.round = new AbortController(); // aborts the questions asked since the last replan
    this.asked = 0; // questions asked since the last replan
  }

  spawn(cells) {
    const w = this.world.width;
    this.list = cells.map((cell, i) => ({
      colour: heroColours[i % heroColours.length],
      x: (cell % w) + 0.5,
      y: Math.floor(cell / w) + 0.5,
      cell,
      route: [], // waypoints {x, y}, the next one at `leg`
      leg: 0,
    }));
  }

  /** Stops every hero now; new routes are asked for over the next frames. */
  replan() {
    // One AbortController per round of questions, not per question: each
    // is a browser object, and making them by the hundred during a stroke
    // of walls brings on the browser's garbage collector mid-frame.
    if (this.asked > 0) {
      this.round.abort();
      this.round = new AbortController();
      this.asked = 0;
    }
    for (const hero of this.list) hero.route = [];
    this.waiting = [...this.list];
  }

  #ask(hero, goal) {
    const round = this.round;
    ++this.asked;
    return planRoute(this.grid, this.world.pointOf(hero.cell), this.world.pointOf(goal), round.signal).then(
      (route) =>
        this.timed('route answer', () => {
          if (round !== this.round) return;
          hero.route = route;
          hero.leg = 0;
          ++this.planned;
        }),
      (error) => {
        if (error.name !== 'AbortError' && error.code !== 'terminated') throw error;
      },
    );
  }

  /** Asks every waiting hero's route at once; resolves when all are answered. */
  askAll(goal) {
    return Promise.all(this.waiting.splice(0).map((hero) => this.#ask(hero, goal)));
  }

  /**
   * Asks for at most `asks` routes of the heroes that wait for one (a
   * question costs the main thread a message), then moves every hero
   * `distance` cells along its route.
   */
  step(distance, goal, asks) {
    if (goal >= 0)
      for (let i = 0; i < asks && this.waiting.length > 0; ++i) this.#ask(this.waiting.shift(), goal);
    for (const hero of this.list) this.#walk(hero, distance);
  }

  #walk(hero, distance) {
    const { world } = this;
    let left = distance;
    while (left > 0 && hero.leg < hero.route.length) {
      const p = hero.route[hero.leg];
      const dx = p.x + 0.5 - hero.x,
        dy = p.y + 0.5 - hero.y;
      const d = Math.hypot(dx, dy);
      const t = d <= left ? 1 : left / d;
      const x = hero.x + dx * t,
        y = hero.y + dy * t;
      const cell = world.cellAt(x, y);
      // The route had line of sight on the walls it was asked on; a wall
      // drawn since has already stopped the hero, so this is a last guard.
      if (!world.isOpen(cell)) {
        this.replan();
        return;
      }
      hero.x = x;
      hero.y = y;
      hero.cell = cell;
      if (t === 1) {
        ++hero.leg;
        left -= d;
      } else left = 0;
    }
  }

  /** A wall appeared on `wall`: a hero standing there moves to the nearest open cell. */
  evict(wall) {
    const w = this.world.width;
    for (const hero of this.list) {
      if (hero.cell !== wall) continue;
      const to = this.world.nearestOpen(wall);
      if (to < 0) continue;
      hero.cell = to;
      hero.x = (to % w) + 0.5;
      hero.y = Math.floor(to / w) + 0.5;
    }
  }

  /** Every hero's waypoints still ahead, from where it stands. */
  routesAhead() {
    return this.list.map((hero) => ({
      colour: hero.colour,
      points: [{ x: hero.x - 0.5, y: hero.y - 0.5 }, ...hero.route.slice(hero.leg)],
    }));
  }
}
