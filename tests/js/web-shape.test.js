// The shape of web/: imports run one way (web/lib ← web/race ← web/embed ←
// web/demo), every module is named in its folder's README (how small each
// stays is module-size.test.js's),
// and the page and the element, which scripts/serve.mjs serves from one URL
// folder, never share a file name (the element would load the page's file
// of that name).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { root } from './support.js';

const faces = ['lib', 'race', 'embed', 'demo'];
// What each folder may import: itself and the folders before it (demo may use embed's snippet writer).
// The examples use the package as its users do, by its public names only ('pathrace', 'pathrace/worker',
// 'pathrace/maps'); the Phaser example is a folder of its own.
const allowed = {
  lib: ['lib'],
  race: ['lib', 'race'],
  embed: ['lib', 'race', 'embed'],
  demo: faces,
  examples: ['examples'],
  'examples/phaser': ['examples/phaser'],
};
const examples = ['examples', 'examples/phaser'];

const modules = (face) =>
  readdirSync(path.join(root, 'web', face))
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ face, file: f, text: readFileSync(path.join(root, 'web', face, f), 'utf8') }));
const all = [...faces, ...examples].flatMap(modules);

// Static and dynamic imports, and files loaded by new URL(…, import.meta.url).
const specifiers = (text) =>
  [
    ...text.matchAll(
      /(?:^import\s[^'"]*?from\s*|^import\s*|import\(\s*|new URL\(\s*(?:\/\*[^*]*\*\/\s*)?)'(\.[^']+)'/gm,
    ),
  ].map((m) => m[1]);

test('imports run one way: web/race uses only web/lib, nothing but the page uses web/demo, the examples only the package', () => {
  const wrong = [];
  for (const { face, file, text } of all)
    for (const s of specifiers(text)) {
      const target = path.posix.normalize(path.posix.join(face, s));
      if (!allowed[face].some((folder) => `${target}/`.startsWith(`${folder}/`)))
        wrong.push(`web/${face}/${file} → ${s}`);
    }
  assert.deepEqual(wrong, []);
  assert.ok(
    all.some((m) => m.face === 'embed' && specifiers(m.text).some((s) => s.startsWith('../race/'))),
    'the element stands on the race core',
  );
});

test('the page and the element, served from one folder, share no file name', () => {
  // A README is read by people, never loaded by a page.
  const names = (face) =>
    readdirSync(path.join(root, 'web', face)).filter((f) => !f.startsWith('.') && f !== 'README.md');
  const embed = new Set(names('embed'));
  assert.deepEqual(
    names('demo').filter((f) => embed.has(f)),
    [],
  );
});

// A module a README names: `name.js` in backticks, without a folder (those
// name other folders' modules).
test("every module is named in its folder's README, and every module a README names is there", () => {
  const wrong = [];
  for (const face of [...faces, ...examples]) {
    const readme = path.join(root, 'web', face, 'README.md');
    if (!existsSync(readme)) {
      wrong.push(`web/${face}/README.md is missing`);
      continue;
    }
    const named = new Set([...readFileSync(readme, 'utf8').matchAll(/`([\w.-]+\.js)`/g)].map((m) => m[1]));
    const files = new Set(modules(face).map((m) => m.file));
    for (const file of files) if (!named.has(file)) wrong.push(`web/${face}/${file} is not in its README`);
    for (const file of named)
      if (!files.has(file)) wrong.push(`web/${face}/README.md names ${file}, which is not there`);
  }
  assert.deepEqual(wrong, []);
});
