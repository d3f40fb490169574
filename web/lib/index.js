// pathrace: grid pathfinding in WebAssembly. The public API; index.d.ts
// documents it.
export { init } from './core.js';
export { PathraceError } from './errors.js';
export { Grid } from './grid.js';
export { Search } from './search.js';
export * as vocabulary from './vocabulary.js';

/** The bytes of Search.cellStates(). */
export const CellState = Object.freeze({ unseen: 0, open: 1, closed: 2, path: 3, scanned: 4 });
