// Type declarations for pathrace/search, written by hand to match
// web/lib/search.js (checked by `tsc --noEmit` on tests/js/types-example.ts;
// `npm run docs` makes the API reference from these comments).

/**
 * Stepped searches, for visualisations: `grid.search()` and the
 * {@link Search} it returns. Import this entry before `init()`: it makes
 * `init()` load the engine's module with stepped searches
 * (pathrace-search.wasm), which a game that only finds paths does not ship.
 *
 * ```js
 * import { init, Grid } from 'pathrace';
 * import 'pathrace/search';
 *
 * await init();
 * const search = Grid.fromRows(['....', '.#..', '....']).search({ x: 0, y: 0 }, { x: 3, y: 2 });
 * while (search.step(10) > 0) draw(search.cellStates());
 * ```
 *
 * @module pathrace/search
 */
import type { CellInfo, OpenListEntry, PathResult, PathStatus, Point, SearchEvent } from './index.js';

export { CellState } from './index.js';

/**
 * A handle: a search that advances when asked, made by `grid.search()`.
 * Owns WebAssembly memory (per-cell records of about 24 bytes a cell): call
 * `dispose()` when done.
 */
export class Search {
  private constructor();

  /**
   * Expands up to `count` cells (default 1; Infinity for all) and returns
   * how many it expanded (0 once done). Throws 'grid-changed' if the grid
   * was edited since the search started. A 'jps' search steps jump point by
   * jump point: one step expands a jump point and jumps from it, opening
   * the jump points it finds (their events name it as parent) and marking
   * the cells it passed `scanned` in `cellStates()`.
   */
  step(count?: number): number;
  /** Steps to the end and returns the result. */
  run(): PathResult;
  /** The result so far: status 'in-progress' until done. */
  result(): PathResult;

  /**
   * Every cell's state as a byte (see `CellState`), row by row: a copy. For
   * animation, pass the same `target` (at least width × height bytes) every
   * frame to avoid allocating; it is filled and returned.
   */
  cellStates(target?: Uint8Array): Uint8Array;
  /**
   * The events since the previous call (or since the start), oldest first.
   * Throws 'invalid-option' for a search started with `events: false`.
   */
  events(): SearchEvent[];
  /** What the search knows about one cell. */
  cellInfo(cell: Point): CellInfo;
  /**
   * The first `k` entries (a whole number from 1 to 64, default 12; else
   * 'invalid-argument') of the open list, in the order the search takes
   * them: the first is the cell the next `step()` expands. Entries equal in
   * both f and tie come in heap order. O(k log k): the engine never copies
   * or sorts the whole list.
   */
  openList(k?: number): OpenListEntry[];
  /** What the last expansion did to the open list (before the first: the start's opening). */
  readonly lastExpansion: {
    /** Cells it put on the open list for the first time. */
    opened: number;
    /** Cells already on the open list (or closed and put back) whose g it lowered. */
    improved: number;
  };

  /** 'in-progress' until done, then how it ended. */
  readonly status: PathStatus;
  /** True once the search has ended: `status` is no longer 'in-progress'. */
  readonly done: boolean;
  /** Cells expanded so far. */
  readonly expanded: number;
  /** Cells on the open list now. */
  readonly openSize: number;
  /** Cells passed over by jumps so far (jump point search; 0 for the other algorithms). */
  readonly scanned: number;
  /** The cell expanded last, or null before the first step. */
  readonly current: Point | null;
  /** True after `dispose()` (or the grid's). */
  readonly disposed: boolean;

  /** Frees the search. Safe to call twice. */
  dispose(): void;
}
