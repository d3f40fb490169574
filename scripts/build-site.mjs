// The site in dist/, one static folder — the race page, embed.html,
// examples.html, the game, the element (path-race.js) and the Moving AI
// maps — as vite.config.js builds it (`npm run build`, which is `vite build`
// after the wasm module). Copy dist/ to any static host, under any path:
// every URL in it is relative. `npm start` builds it too (the development
// server serves the game from it); so do the page tests. The folder is
// named in bench/site.js, with the static server that serves it to the
// page benchmark and the page tests (bench/ imports nothing from scripts/).
import path from 'node:path';
import { root } from '../bench/movingai.js';

export { siteDir } from '../bench/site.js';

/** Builds dist/ (vite.config.js: each of its environments), as `vite build` does. */
export async function buildSite({ quiet = false } = {}) {
  const { createBuilder } = await import('vite');
  const builder = await createBuilder({
    configFile: path.join(root, 'vite.config.js'),
    logLevel: quiet ? 'error' : 'warn',
  });
  await builder.buildApp();
}
