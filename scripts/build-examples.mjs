#!/usr/bin/env node
// Bundles the examples (web/examples/*.html) with Vite into build/examples/,
// which scripts/serve.mjs serves at the site's root (/game.html).
//
//   node scripts/build-examples.mjs
//
// Why a bundler: the examples import the package as users do, by its public
// names (`pathrace`, `pathrace/worker`), which browsers resolve only through
// an import map — an inline script, which the Content-Security-Policy the
// page tests serve with (script-src 'self') refuses, and Chromium loads no
// external import map. Vite resolves the names through package.json's
// "exports" (the package refers to itself), bundles the pool's worker and
// copies the .wasm, offline, in about a second.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export const examplesSource = path.join(root, 'web', 'examples');
export const examplesOut = path.join(root, 'build', 'examples');

export async function buildExamples({ quiet = false } = {}) {
  const { build } = await import('vite');
  const pages = readdirSync(examplesSource).filter((f) => f.endsWith('.html'));
  await build({
    root: examplesSource,
    base: './',
    publicDir: false,
    logLevel: quiet ? 'error' : 'warn',
    build: {
      outDir: examplesOut,
      emptyOutDir: true,
      rollupOptions: { input: pages.map((f) => path.join(examplesSource, f)) },
    },
  });
  return pages;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pages = await buildExamples();
  console.log(`build-examples: ${pages.join(', ')} in ${path.relative(root, examplesOut)}/`);
}
