// The packed package where people build, with no configuration of theirs
// for it: the apps beside this file (Next.js's App Router with Turbopack and
// with webpack, a plain webpack 5 app, Vite, Astro), each with the
// tarball installed (npm pack once) and every other package taken from the
// repository's node_modules, built for production and opened in headless
// Chromium. In each: the races finish with the engine's numbers, styled;
// findPath answers on the main thread and in a pool (probe.js), and in the
// Next.js apps on the server too (a route handler); the build
// log has no warning naming pathrace; the output holds no build path, no
// node: import and no raw copy of a package file. The static apps are
// served under the strict Content-Security-Policy. Each build's time and
// gzipped bytes are printed as diagnostics; the logs and screenshots go to
// test-output/. Last, a Hugo site with docs/embed.md's shortcode, which
// loads the element from the CDN (no bundler there).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { Grid, init } from '../../web/lib/node.js';
import {
  engine,
  finishes,
  noProblems,
  reported,
  root,
  rowsGrid,
  screenshot,
  strictCsp,
  useBrowser,
  watchHost,
} from '../e2e/support.js';
import { contentType, fileServer, pack, run } from '../package/support.js';

const here = path.join(root, 'tests', 'bundlers');
const logs = path.join(root, 'test-output', 'bundlers');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const quiet = {
  NEXT_TELEMETRY_DISABLED: '1',
  ASTRO_TELEMETRY_DISABLED: '1',
  NO_COLOR: '1',
  FORCE_COLOR: '0',
};

// Each app: its folder here, where probe.js goes in it, its build command, and what it serves.
const apps = [
  {
    name: 'next',
    fixture: 'next',
    probe: 'probe.js',
    build: ['next', ['build']],
    out: '.next/static',
    // Turbopack (Next.js 16.4) copies the file a `new Worker(new URL(…, import.meta.url))` names
    // into static/media as well as building the worker chunk it loads: it makes a reference of
    // the inner `new URL(…)` too (turbopack-ecmascript's references), whatever the package writes.
    // So: the browser's pool worker, and the Node entry's thread from the server build. The
    // test below checks that the page never asks for either.
    copies: ['worker-thread', 'node-thread'],
    // The route handler app/api/paths answers on Next's server, its pool in worker threads.
    server: 'answers',
  },
  {
    name: 'next-webpack',
    fixture: 'next',
    probe: 'probe.js',
    build: ['next', ['build', '--webpack']],
    out: '.next/static',
    // webpack's server bundle makes the wasm's URL a path on the site (/_next/static/media/…),
    // which Node cannot read: init() says so, and what to do (docs/api.md).
    server: 'says why',
  },
  { name: 'webpack', fixture: 'webpack', probe: 'src/probe.js', build: ['webpack', []], out: 'dist' },
  { name: 'vite', fixture: 'vite', probe: 'probe.js', build: ['vite', ['build']], out: 'dist' },
  { name: 'astro', fixture: 'astro', probe: 'src/probe.js', build: ['astro', ['build']], out: 'dist' },
];

const browser = useBrowser();
let work, packed;
const built = new Map(); // app name → Promise of { dir, log, seconds }

/** Runs `cmd` with `args` in `cwd`: { code, log (stdout and stderr as they came) }. */
function runLogged(cmd, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...quiet } });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.on('close', (code) => resolve({ code, log }));
  });
}

/** The app in a folder of its own under `work`: the fixture, probe.js, and the tarball as node_modules/pathrace. */
function setUp(app) {
  const dir = path.join(work, app.name);
  cpSync(path.join(here, app.fixture), dir, { recursive: true });
  cpSync(path.join(here, 'probe.js'), path.join(dir, app.probe));
  const target = path.join(dir, 'node_modules', 'pathrace');
  mkdirSync(target, { recursive: true });
  run('tar', ['-xzf', packed, '-C', target, '--strip-components=1'], dir);
  return dir;
}

/** The apps' builds, two at a time (the machine's cores), each timed. */
function buildAll() {
  let next = 0;
  const slots = Array.from({ length: 2 }, async () => {
    while (next < apps.length) {
      const app = apps[next++];
      if (chosen && !chosen.includes(app.name)) continue;
      const dir = setUp(app);
      const started = performance.now();
      const { code, log } = await runLogged(bin(app.build[0]), app.build[1], dir);
      const seconds = (performance.now() - started) / 1000;
      writeFileSync(path.join(logs, `${app.name}.log`), log);
      built.get(app.name).resolve({ dir, log, seconds, code });
    }
  });
  return Promise.all(slots);
}

before(async () => {
  await init();
  mkdirSync(logs, { recursive: true });
  // Inside the repository, so that each app finds next, react, webpack, astro and gifenc up the tree.
  mkdirSync(path.join(root, 'build'), { recursive: true });
  work = mkdtempSync(path.join(root, 'build', 'bundlers-'));
  packed = pack(work);
  for (const app of apps) {
    let resolve;
    const promise = new Promise((r) => (resolve = r));
    built.set(app.name, Object.assign(promise, { resolve }));
  }
  buildAll();
});
after(() => process.env.PATHRACE_KEEP || rmSync(work, { recursive: true, force: true }));

/** The warnings in a build log: each from its line to the next blank line. */
function warnings(log) {
  const lines = log.split('\n');
  const found = [];
  lines.forEach((line, i) => {
    if (!/warn|⚠/i.test(line)) return;
    const end = lines.findIndex((l, j) => j > i && l.trim() === '');
    found.push(lines.slice(i, end === -1 ? undefined : end).join('\n'));
  });
  return found;
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** The output's facts: gzipped bytes of what the browser loads, and what should not be in it. */
function inspect(dir, { out, copies = [] }) {
  const outDir = path.join(dir, out);
  const shipped = new Set(
    filesUnder(path.join(dir, 'node_modules', 'pathrace', 'web'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(path.join(dir, 'node_modules', 'pathrace', 'web', f), 'utf8')),
  );
  let gzipped = 0,
    wasm = 0;
  const problems = [];
  for (const file of filesUnder(outDir)) {
    const bytes = readFileSync(path.join(outDir, file));
    if (file.endsWith('.wasm')) wasm += gzipSync(bytes).length;
    else if (/\.(js|css|html)$/.test(file)) gzipped += gzipSync(bytes).length;
    if (!/\.(js|css|html)$/.test(file)) continue;
    const text = bytes.toString('utf8');
    if (copies.some((name) => path.basename(file).startsWith(`${name}.`))) continue;
    if (text.includes(path.dirname(dir))) problems.push(`${file} holds a build path`);
    if (/["'`]node:(fs|os|worker_threads)/.test(text)) problems.push(`${file} imports Node's modules`);
    if (shipped.has(text)) problems.push(`${file} is a raw copy of a package file`);
  }
  return { gzipped, wasm, problems };
}

const rows = ['....#', '.##.#', '.....'];
// JSON of a findPath result with its typed arrays as arrays, in Node and in the page alike.
const plain = (_, v) => (ArrayBuffer.isView(v) ? [...v] : v);
const start = { x: 0, y: 0 },
  goal = { x: 4, y: 2 };

/** A free TCP port on 127.0.0.1. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The app served: a file server under the strict CSP, or `next start`; { url, csp, close }. */
async function serve(app, dir) {
  if (!app.name.startsWith('next')) {
    const server = await fileServer('127.0.0.1', '/', path.join(dir, app.out), {
      'content-security-policy': strictCsp,
    });
    return { url: `${server.origin}/`, csp: true, close: () => server.close() };
  }
  // Next's pages carry inline scripts of their own, so no strict policy here.
  const port = await freePort();
  const child = spawn(bin('next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env: { ...process.env, ...quiet },
  });
  await new Promise((resolve, reject) => {
    let said = '';
    const heard = (d) => {
      said += d;
      if (/Ready in/.test(said)) resolve();
    };
    child.stdout.on('data', heard);
    child.stderr.on('data', heard);
    child.on('exit', (code) => reject(new Error(`next start exited (${code}): ${said}`)));
  });
  return { url: `http://127.0.0.1:${port}/`, csp: false, close: () => child.kill() };
}

test("docs/embed.md and docs/api.md print the apps' files as they are", () => {
  const printed = {
    'embed.md': [
      'next/app/race.jsx',
      'webpack/src/index.js',
      'webpack/webpack.config.js',
      'astro/src/components/PathRace.astro',
      'hugo/layouts/shortcodes/path-race.html',
    ],
    'api.md': ['next/app/api/paths/route.js'],
  };
  for (const [doc, files] of Object.entries(printed)) {
    const docs = readFileSync(path.join(root, 'docs', doc), 'utf8');
    for (const file of files)
      assert.ok(
        docs.includes(`\n${readFileSync(path.join(here, file), 'utf8')}\`\`\``),
        `${doc} prints ${file} as it is`,
      );
  }
});

// PATHRACE_BUNDLERS=vite,astro builds and opens only those.
const chosen = process.env.PATHRACE_BUNDLERS?.split(',');

for (const app of apps) {
  if (chosen && !chosen.includes(app.name)) continue;
  test(`${app.name}: builds with no warning naming pathrace, and the races and the pool answer with the engine's numbers`, async (t) => {
    const { dir, log, seconds, code } = await built.get(app.name);
    assert.equal(code, 0, `the build failed:\n${log}`);
    assert.deepEqual(
      warnings(log).filter((w) => /pathrace/i.test(w)),
      [],
      'no warning names pathrace',
    );
    const output = inspect(dir, app);
    assert.deepEqual(output.problems, []);
    t.diagnostic(
      `${app.name}: built in ${seconds.toFixed(1)} s; ${(output.gzipped / 1024).toFixed(1)} KiB of JS, CSS and HTML gzipped, the wasm ${(output.wasm / 1024).toFixed(1)} KiB gzipped`,
    );

    const server = await serve(app, dir);
    try {
      const page = await browser
        .newContext({ viewport: { width: 1000, height: 900 } })
        .then((c) => c.newPage());
      await watchHost(page);
      await page.goto(server.url);
      const { r, trap } = await finishes(page, ['r', 'trap']);
      assert.deepEqual(reported(r.right), engine(rowsGrid(rows), start, goal, { algorithm: 'greedy' }));
      assert.deepEqual(reported(r.left), engine(rowsGrid(rows), start, goal, { algorithm: 'astar' }));
      assert.equal(trap.right.label, 'Dijkstra');
      assert.equal(trap.left.cost, trap.right.cost, 'A* and Dijkstra find paths of one cost');
      // The element's styles reached its shadow root (path-race-css.js rounds the frame).
      for (const id of ['r', 'trap'])
        assert.equal(
          await page
            .locator(`#${id}`)
            .evaluate((el) => getComputedStyle(el.shadowRoot.querySelector('.pr-frame')).borderRadius),
          '8px',
        );
      // findPath on the main thread and in the pool, as the Node engine answers it.
      await page.waitForFunction(() => window.__paths, null, { timeout: 60_000 });
      const paths = await page.evaluate(() =>
        JSON.parse(JSON.stringify(window.__paths, (_, v) => (ArrayBuffer.isView(v) ? [...v] : v))),
      );
      assert.equal(paths.error, undefined, paths.error);
      const grid = Grid.fromRows(rows);
      const oracle = JSON.parse(JSON.stringify(grid.findPath(start, goal), plain));
      grid.dispose();
      assert.deepEqual(paths.main, oracle);
      assert.deepEqual(paths.pooled, oracle);
      assert.equal(paths.workers, 2);
      if (server.csp)
        assert.deepEqual(await page.evaluate(() => window.__violations), [], 'no CSP violation');
      const copies = app.copies ?? [];
      assert.deepEqual(
        page.requests.filter((url) => copies.some((name) => path.basename(url).startsWith(`${name}.`))),
        [],
        'the page never asks for a copy the bundler left',
      );
      if (app.server) {
        const answer = await (await fetch(`${server.url}api/paths`)).json();
        if (app.server === 'answers') {
          const { cost, path: cells } = oracle;
          assert.deepEqual(answer, {
            main: { cost, path: cells },
            pooled: { cost, path: cells },
            workers: 2,
          });
        } else assert.match(answer.error, /^init-failed: .*serverExternalPackages: \['pathrace'\]/);
      }
      noProblems(page);
      t.diagnostic(`screenshot: ${await screenshot(page, `bundler-${app.name}`, { fullPage: true })}`);
      await page.context().close();
    } finally {
      server.close();
    }
  });
}

// Hugo has no bundler: the shortcode of docs/embed.md loads the element from
// the CDN. Here the CDN's answers come from the packed package (Playwright
// answers https://cdn.jsdelivr.net for it), and the site is served under
// the docs' policy for a page that loads the element from a CDN.
const hugo = spawnSync('hugo', ['version'], { encoding: 'utf8' });
test(
  'hugo: the shortcode races from the CDN under the policy docs/embed.md gives for it; an attribute holding markup stays text',
  {
    skip:
      hugo.error && `Hugo is not installed (${hugo.error.code}): scripts/ensure-deps.sh installs Debian's`,
  },
  async (t) => {
    const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
    const cdn = `https://cdn.jsdelivr.net/npm/pathrace@${version}/`;
    const shortcode = readFileSync(
      path.join(here, 'hugo', 'layouts', 'shortcodes', 'path-race.html'),
      'utf8',
    );
    assert.ok(shortcode.includes(`${cdn}web/embed/path-race.js`), 'the shortcode pins the package version');
    const csp = readFileSync(path.join(root, 'docs', 'embed.md'), 'utf8')
      .split('\n')
      .find(
        (line) => line.startsWith('Content-Security-Policy:') && line.includes('https://cdn.jsdelivr.net'),
      )
      .slice('Content-Security-Policy:'.length)
      .trim();

    const dir = path.join(work, 'hugo');
    cpSync(path.join(here, 'hugo'), dir, { recursive: true });
    const started = performance.now();
    const { code, log } = await runLogged('hugo', ['--destination', 'public'], dir);
    writeFileSync(path.join(logs, 'hugo.log'), log);
    assert.equal(code, 0, `the build failed:\n${log}`);
    assert.deepEqual(warnings(log), [], 'Hugo warns of nothing');
    t.diagnostic(
      `hugo: built in ${((performance.now() - started) / 1000).toFixed(2)} s (${hugo.stdout.trim()})`,
    );
    const unpacked = path.join(work, 'hugo-cdn');
    mkdirSync(unpacked);
    run('tar', ['-xzf', packed, '-C', unpacked, '--strip-components=1'], work);

    const site = await fileServer('127.0.0.1', '/', path.join(dir, 'public'), {
      'content-security-policy': csp,
    });
    try {
      const page = await browser
        .newContext({ viewport: { width: 1000, height: 900 } })
        .then((c) => c.newPage());
      await page.route(`${cdn}**`, (route) => {
        const file = path.join(
          unpacked,
          new URL(route.request().url()).pathname.slice(new URL(cdn).pathname.length),
        );
        route.fulfill({
          path: file,
          headers: { 'access-control-allow-origin': '*', 'content-type': contentType(file) },
        });
      });
      await watchHost(page);
      await page.goto(site.origin);
      const { r, trap } = await finishes(page, ['r', 'trap']);
      assert.deepEqual(reported(r.right), engine(rowsGrid(rows), start, goal, { algorithm: 'greedy' }));
      assert.deepEqual(reported(r.left), engine(rowsGrid(rows), start, goal, { algorithm: 'astar' }));
      assert.equal(trap.right.label, 'Dijkstra');
      assert.equal(trap.left.cost, trap.right.cost, 'A* and Dijkstra find paths of one cost');
      const odd = await page.locator('#odd').evaluate((el) => ({
        right: el.getAttribute('right'),
        sentence: el.shadowRoot.querySelector('.pr-message').textContent,
        ran: window.__ran ?? false,
        scripts: document.scripts.length,
      }));
      assert.equal(odd.right, '"><script>window.__ran = true</script>');
      assert.ok(odd.sentence.includes('<script>'), `the element's sentence quotes the text: ${odd.sentence}`);
      assert.equal(odd.ran, false);
      assert.equal(odd.scripts, 1, "the page's one script is the shortcode's");
      assert.deepEqual(await page.evaluate(() => window.__violations), [], 'no CSP violation');
      noProblems(page);
      t.diagnostic(`screenshot: ${await screenshot(page, 'bundler-hugo', { fullPage: true })}`);
      await page.context().close();
    } finally {
      site.close();
    }
  },
);
