// docs/architecture.md against the tree: every path and module it names is
// there (or is build output .gitignore keeps out of the repository), and it
// names every top-level folder, every folder of web/, tests/ and cpp/, the
// engine's inner folders, and the build output under web/ the page needs.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { root } from './support.js';

const doc = readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');
const quoted = [...doc.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]);
const strip = (p) => p.replace(/\/$/, '');

// What .gitignore keeps out: its anchored paths (/build/, /web/lib/wasm/ …) and bare names (node_modules).
const ignoreLines = readFileSync(path.join(root, '.gitignore'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#') && !l.startsWith('!'));
const ignoredPaths = ignoreLines
  .filter((l) => l.startsWith('/') && !l.includes('*'))
  .map((l) => strip(l.slice(1)));
const ignoredNames = new Set(ignoreLines.filter((l) => !l.includes('/') && !l.includes('*')));
const ignored = (p) =>
  ignoredPaths.some((i) => p === i || p.startsWith(`${i}/`)) || p.split('/').some((s) => ignoredNames.has(s));

const folders = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== '.git')
    .map((e) => (dir === '.' ? e.name : `${dir}/${e.name}`))
    .filter((p) => !ignored(p));
const topLevel = new Set(folders('.'));

// The files of the tree (what .gitignore keeps out aside), by name.
function* files(dir) {
  for (const e of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const p = dir === '.' ? e.name : `${dir}/${e.name}`;
    if (e.name === '.git' || ignored(p)) continue;
    if (e.isDirectory()) yield* files(p);
    else yield p;
  }
}
const fileNames = new Set([...files('.')].map((p) => path.posix.basename(p)));

// A path the doc names: its first folder is one of the tree's top-level
// folders or build output (`pathrace/worker`, a package name, is not).
const paths = quoted
  .filter((q) => /^\.?[\w-]+(\/[\w.-]+)+\/?$/.test(q) || /^\.?[\w-]+\/$/.test(q) || topLevel.has(q))
  .map(strip)
  .filter((p) => topLevel.has(p.split('/')[0]) || ignored(p));
// A module the doc names by its file name alone.
const modules = quoted.filter((q) => /^\w[\w.-]*\.(js|mjs|html|css|md|hpp|cpp|sh|ts)$/.test(q));

test('every path docs/architecture.md names is in the tree, or is build output .gitignore keeps out', () => {
  assert.ok(paths.length > 20, `${paths.length} paths named`);
  assert.deepEqual(
    paths.filter((p) => !existsSync(path.join(root, p)) && !ignored(p)),
    [],
  );
});

test('every module docs/architecture.md names by its file name is in the tree', () => {
  assert.ok(modules.length > 5, `${modules.length} modules named`);
  assert.deepEqual(
    modules.filter((m) => !fileNames.has(m)),
    [],
  );
});

test("docs/architecture.md names every top-level folder, the folders of web/, tests/ and cpp/, and the engine's inner ones", () => {
  const named = new Set(paths);
  const wanted = [
    ...topLevel,
    ...['web', 'tests', 'cpp', 'cpp/include/pathrace'].flatMap(folders),
    // Build output under web/ that the page and the package need (the wasm module, the maps).
    ...ignoredPaths.filter((p) => p.startsWith('web/')).filter((p) => !p.includes('.')),
  ];
  const isNamed = (folder) => [...named].some((p) => p === folder || p.startsWith(`${folder}/`));
  // A folder is named by its own path; web/, tests/ and cpp/ by their folders' paths.
  const missing = wanted.filter((f) => !isNamed(f));
  assert.deepEqual(missing, []);
  // Inner folders by their own path, not only through a file inside them.
  assert.deepEqual(
    [...['web', 'tests'].flatMap(folders), ...folders('cpp/include/pathrace')].filter((f) => !named.has(f)),
    [],
  );
});
