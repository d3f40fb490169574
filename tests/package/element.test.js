// pathrace/element as a user gets it: package.json exports it and packs
// every file it loads; from the packed package, bundled by Vite, it races
// under the strict Content-Security-Policy; served by an npm CDN on a
// second origin, it races in a post on a third under the README's CSP line.
// The races' numbers are checked against web/lib run here in Node.
import assert from 'node:assert/strict';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { Grid, init } from '../../web/lib/node.js';
import {
  baseUrl,
  engine,
  finishes,
  inside,
  movingAIEntry,
  noMapsReason,
  noProblems,
  reported,
  root,
  rowsGrid,
  screenshot,
  strictCsp,
  useBrowser,
  watchHost,
} from '../e2e/support.js';
import { bundle, fileServer, installApp, pack, run } from './support.js';

const browser = useBrowser();
let base, work, tarball;
before(async () => {
  await init();
  base = await baseUrl(); // copies the Moving AI maps when it starts its own server
  work = mkdtempSync(path.join(tmpdir(), 'pathrace-element-'));
  tarball = pack(work);
});
after(() => rmSync(work, { recursive: true, force: true }));

test('the package exports the element and packs every file it loads', () => {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  assert.deepEqual(pkg.exports['./element'], {
    types: './web/embed/path-race.d.ts',
    default: './web/embed/path-race.js',
  });
  assert.deepEqual(pkg.exports['./element/react'], { types: './web/embed/react.d.ts' });
  const patterns = pkg.files.map(
    (f) => new RegExp(`^${f.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`),
  );
  const packed = (file) => patterns.some((p) => p.test(file));
  // Follow the element's imports, and the files it loads by URL, through the tree.
  const seen = new Set();
  const comments = new Map(); // a file loaded by URL → the comments before its URL
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith('.js')) return;
    const text = readFileSync(path.join(root, file), 'utf8');
    const refs = [
      ...text.matchAll(
        /(?:from|import)\s*'(\.[^']+)'|new URL\(\s*((?:\/\*[^*]*\*\/\s*)*)'(\.[^']+)',\s*import\.meta\.url\s*,?\s*\)/g,
      ),
    ].map((m) => ({ ref: m[1] ?? m[3], comments: m[2] }));
    for (const { ref, comments: said } of refs.filter(({ ref }) => !ref.endsWith('/'))) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), ref));
      if (said !== undefined) comments.set(target, said);
      visit(target);
    }
  };
  visit('web/embed/path-race.js');
  const files = [...seen];
  // Nothing a bundler meets needs its hints: no file loaded by URL carries a comment for one.
  assert.deepEqual(
    [...comments].filter(([, said]) => said.trim() !== ''),
    [],
  );
  // Nor an import of a URL or of Node's modules (those are web/lib/node.js's, behind the "node" condition).
  for (const file of files.filter((f) => f.endsWith('.js')))
    assert.doesNotMatch(
      readFileSync(path.join(root, file), 'utf8'),
      /(?:from|import)\s*\(?\s*(?:\/\*[^*]*\*\/\s*)*['"](?:https?:|node:)/,
      file,
    );
  assert.ok(
    files.includes('web/race/race.js') &&
      files.includes('web/race/render-css.js') &&
      files.includes('web/lib/wasm/pathrace-core.wasm'),
    files.join(' '),
  );
  assert.deepEqual(
    files.filter((f) => !packed(f)),
    [],
    'every file the element loads is in package.json "files"',
  );
  // Every packed module of web/embed finds its imports in the package too.
  for (const file of readdirSync(path.join(root, 'web', 'embed'))
    .map((f) => `web/embed/${f}`)
    .filter(packed))
    visit(file);
  assert.deepEqual(
    [...seen].filter((f) => !packed(f)),
    [],
  );
  // Registering the element is a side effect a bundler must keep.
  assert.ok(
    Array.isArray(pkg.sideEffects) && pkg.sideEffects.includes('./web/embed/path-race.js'),
    'sideEffects keeps the element',
  );
});

// The repository's type examples, compiled by tsc against the installed
// tarball: its "exports" lead a consumer to both .d.ts files, and they hold.
test("a TypeScript consumer of the packed package sees the element's types, and React's JSX names with @types/react", () => {
  const app = installApp(mkdtempSync(path.join(work, 'types-')), tarball);
  const examples = ['element-types-example.ts', 'react-types-example.tsx'];
  for (const file of examples) copyFileSync(path.join(root, 'tests', 'js', file), path.join(app, file));
  // React's types, as the app's own dev dependency would put them.
  mkdirSync(path.join(app, 'node_modules', '@types'), { recursive: true });
  symlinkSync(
    path.join(root, 'node_modules', '@types', 'react'),
    path.join(app, 'node_modules', '@types', 'react'),
  );
  const { compilerOptions } = JSON.parse(
    readFileSync(path.join(root, 'tests', 'js', 'tsconfig.json'), 'utf8').replace(/^\s*\/\/.*$/gm, ''),
  );
  writeFileSync(
    path.join(app, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { ...compilerOptions, jsx: 'react-jsx' }, files: examples }),
  );
  const tsc = (project) => run(path.join(root, 'node_modules', '.bin', 'tsc'), ['-p', project], app);
  tsc(app);
  // And a wrong call is an error: the types are the element's, not `any`.
  writeFileSync(
    path.join(app, 'wrong.ts'),
    "import 'pathrace/element';\ndocument.createElement('path-race').seek('end');\n",
  );
  writeFileSync(
    path.join(app, 'tsconfig.wrong.json'),
    JSON.stringify({ compilerOptions, files: ['wrong.ts'] }),
  );
  assert.throws(
    () => tsc(path.join(app, 'tsconfig.wrong.json')),
    (error) => {
      assert.match(
        error.stdout,
        /wrong\.ts\(2,\d+\): error TS2345: Argument of type '(?:"end"|string)' is not assignable to parameter of type 'number'/,
      );
      return true;
    },
  );
});

test('pathrace/element from the packed package, bundled by Vite, races under the strict CSP', async () => {
  const app = installApp(work, tarball);
  writeFileSync(
    path.join(app, 'index.html'),
    '<!doctype html><title>app</title><script type="module" src="./main.js"></script>' +
      '<path-race id="r" map="....#/.##.#/....." start="0,0" goal="4,2" speed="max"></path-race>',
  );
  writeFileSync(path.join(app, 'main.js'), "import 'pathrace/element';\n");
  const server = await fileServer('127.0.0.1', '/', await bundle(app), {
    'content-security-policy': strictCsp,
  });
  try {
    const page = await browser.newContext().then((c) => c.newPage());
    await watchHost(page);
    await page.goto(`${server.origin}/`);
    const { r } = await finishes(page, ['r']);
    assert.deepEqual(
      reported(r.right),
      engine(rowsGrid(['....#', '.##.#', '.....']), { x: 0, y: 0 }, { x: 4, y: 2 }, { algorithm: 'greedy' }),
    );
    // Its styles arrived (Vite inlines them as data: URLs; the element adopts them).
    assert.equal(
      await page
        .locator('#r')
        .evaluate((el) => getComputedStyle(el.shadowRoot.querySelector('.pr-frame')).borderRadius),
      '8px',
    );
    assert.deepEqual(await page.evaluate(() => window.__violations), [], 'no CSP violation');
    noProblems(page);
    await page.context().close();
  } finally {
    server.close();
  }
});

// The README's "From a CDN" path: the packed package served by a CDN on a
// second origin (with CORS, as npm CDNs send it), a post on a third origin
// under the CSP line the README gives, the post's own .map file. A Moving AI
// name, which the package does not carry, gets the sentence that says what
// to do instead.
test('pathrace/element from an npm CDN on another origin races in a post on a third, under the README CSP', async (t) => {
  const servers = [];
  try {
    run('tar', ['-xzf', tarball, '-C', work]);
    const { version } = JSON.parse(readFileSync(path.join(work, 'package', 'package.json'), 'utf8'));
    const cdnPath = `/npm/pathrace@${version}/`;
    const cdn = await fileServer('127.0.0.1', cdnPath, path.join(work, 'package'), {
      'access-control-allow-origin': '*',
    });
    servers.push(cdn);
    const arena = movingAIEntry('arena');
    const post = path.join(work, 'post');
    mkdirSync(post);
    const rows = '....#/.##.#/.....';
    const script = `${cdn.origin}${cdnPath}web/embed/path-race.js`;
    writeFileSync(
      path.join(post, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title>` +
        `<script type="module" src="${script}"></script></head><body><p>A post about search.</p>` +
        `<path-race id="rows" map="${rows}" start="0,0" goal="4,2" speed="max"></path-race>` +
        (arena ? `<path-race id="file" map="maps/arena.map" right="dijkstra" speed="max"></path-race>` : '') +
        `<path-race id="named" map="arena" speed="max"></path-race></body></html>`,
    );
    if (arena) {
      mkdirSync(path.join(post, 'maps'));
      writeFileSync(
        path.join(post, 'maps', 'arena.map'),
        readFileSync(path.join(root, 'web', 'race', 'maps', arena.file)),
      );
    }
    // The README's line, with the CDN's origin in place of https://cdn.jsdelivr.net.
    const csp = `default-src 'self'; script-src 'self' ${cdn.origin} 'wasm-unsafe-eval'; style-src 'self' ${cdn.origin}; connect-src 'self' ${cdn.origin}`;
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    assert.ok(
      readme.includes(csp.replaceAll(cdn.origin, 'https://cdn.jsdelivr.net')),
      'the README gives this CSP line',
    );
    assert.ok(
      readme.includes(`https://cdn.jsdelivr.net/npm/pathrace@${version}/web/embed/path-race.js`),
      "the README's snippet pins this version",
    );
    const site = await fileServer('127.0.0.2', '/', post, { 'content-security-policy': csp });
    servers.push(site);
    assert.notEqual(new URL(site.origin).origin, new URL(cdn.origin).origin);
    assert.notEqual(new URL(site.origin).origin, new URL(base).origin);

    const page = await browser.newContext().then((c) => c.newPage());
    await watchHost(page);
    await page.goto(`${site.origin}/`);
    const ids = arena ? ['rows', 'file'] : ['rows'];
    const got = await finishes(page, ids);
    assert.deepEqual(
      reported(got.rows.right),
      engine(rowsGrid(rows.split('/')), { x: 0, y: 0 }, { x: 4, y: 2 }, { algorithm: 'greedy' }),
    );
    if (arena) {
      const text = readFileSync(path.join(root, 'web', 'race', 'maps', arena.file), 'utf8');
      const { start, goal } = got.file;
      assert.deepEqual(
        reported(got.file.right),
        engine(() => Grid.fromMovingAI(text), start, goal, { algorithm: 'dijkstra' }),
      );
    }
    // A Moving AI name: the post names no maps index (nor does the package carry one), so the element says what to give instead.
    await page.waitForFunction(() => {
      const m = document.getElementById('named').shadowRoot.querySelector('.pr-message');
      return m && !m.hidden && m.textContent.length > 0;
    });
    const named = await inside(page, 'named');
    assert.match(named.message, /this page names no Moving AI maps/);
    assert.match(named.message, /give the map as rows, or the URL of its \.map file/);
    // Every package file came from the CDN; the post served only itself and its map.
    const fromCdn = page.requests.filter((u) => u.startsWith(cdn.origin));
    for (const file of [
      'web/embed/path-race.js',
      // The element steps its searches: the module pathrace/search loads.
      'web/lib/wasm/pathrace-search.wasm',
      'web/race/render-css.js',
    ])
      assert.ok(
        fromCdn.some((u) => u.endsWith(file)),
        `${file} was loaded from the CDN`,
      );
    assert.deepEqual(
      page.requests.filter((u) => !u.startsWith(cdn.origin) && !u.startsWith(site.origin)),
      [],
      'no request to any third place',
    );
    assert.deepEqual(await page.evaluate(() => window.__violations), [], 'no CSP violation');
    // Nothing failed: with no maps index named, the element asks for none.
    noProblems(page);
    await screenshot(page, 'embed-cdn');
    await page.context().close();
    if (!arena) t.skip(`${noMapsReason('arena')}: the .map URL case did not run (rows and the name did)`);
  } finally {
    for (const server of servers) server.close();
  }
});
