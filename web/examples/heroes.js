// The heroes: a few units that walk smoothed paths (findPath with
// smooth: true) to the nearest flag, asked of the worker pool, in straight
// lines from waypoint to waypoint over the crowd (they take no part in its
// occupancy). A moved flag or a new wall makes every hero stop where it is
// and ask again; the question before is aborted, so an answer computed on
// the old walls is never walked. Each hero stops within its own range of
// the flag (`within`, 2, 4, 6, … cells), so no two stand on one cell there.
import { infantry, kinds } from './kinds.js';

/**
 * The waypoints a hero walks from `from` into `range` cells of the nearest
 * of `goals` on the pool's grid: the smoothed path when there is one; when
 * every goal is cut off, the smoothed path to the reachable cell nearest
 * one (closest: true). This is the one place that decides where a cut-off
 * hero goes.
 */
export async function planRoute(grid, from, goals, range, signal) {
  const r = await grid.findPath(from, goals, { smooth: true, closest: true, within: range, signal });
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
      range: 2 + 2 * i,
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

  #ask(hero, goals) {
    const round = this.round;
    ++this.asked;
    return planRoute(this.grid, this.world.pointOf(hero.cell), goals, hero.range, round.signal).then(
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
  askAll(goals) {
    return Promise.all(this.waiting.splice(0).map((hero) => this.#ask(hero, goals)));
  }

  /**
   * Asks for at most `asks` routes of the heroes that wait for one (a
   * question costs the main thread a message) toward the nearest of
   * `goals` (points), then moves every hero `distance` cells along its
   * route.
   */
  step(distance, goals, asks) {
    if (goals.length > 0)
      for (let i = 0; i < asks && this.waiting.length > 0; ++i) this.#ask(this.waiting.shift(), goals);
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
      const to = this.world.nearestOpen(wall, 6, 1, kinds[infantry].walls);
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
