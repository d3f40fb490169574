// pathrace: grid pathfinding in WebAssembly. The public API; index.d.ts
// documents it.
export { init } from './core.js';
export { PathraceError } from './errors.js';
export { Grid } from './grid.js';
export { CellState, Search } from './search.js';
export * as vocabulary from './vocabulary.js';
