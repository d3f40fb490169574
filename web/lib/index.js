// pathrace: grid pathfinding in WebAssembly. The public API; index.d.ts
// documents it.
export { init } from './core.js';
export { PathraceError } from './errors.js';
export { Grid } from './grid.js';
export { CellState } from './vocabulary.js';
export * as vocabulary from './vocabulary.js';
// Search, the stepped search, is pathrace/search's (search.js): importing it
// changes the module init() loads.
