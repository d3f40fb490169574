// The built site (npm run build → dist/) as a static host serves it: sirv,
// a generic static file server from npm, with dist/ under /pathrace/ beside
// a blog post, every response under the Content-Security-Policy the docs
// give for the element. Each face works from there: the race page races to
// its verdict (a preset and a Moving AI map), the element and the iframe race
// in the post, the examples page runs its races, the game runs; no console
// error, failed request or CSP violation anywhere.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import {
  closePage,
  finish,
  mapSize,
  noMapsReason,
  noProblems,
  openPage,
  root,
  screenshot,
  serveSite,
  sitePath,
  strictCsp,
  useBrowser,
  verdict,
  watch,
  patience,
} from './support.js';
import { siteDir } from '../../scripts/build-site.mjs';

const csp = strictCsp;
const mapName = 'arena';
const gameMap = 'Boston_0_256';

// A post on the same host as the site, as a blog beside its project's pages would be; it names the site's Moving AI maps.
const post = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>A post</title>
<meta name="pathrace-maps" content="${sitePath.slice(1)}race/maps/index.json">
<script type="module" src="${sitePath.slice(1)}path-race.js"></script></head>
<body><main><h1>A post about search</h1>
<path-race id="preset" map="concave" speed="max" height="240"></path-race>
<path-race id="moving-ai" map="${mapName}" speed="max" height="240"></path-race>
<iframe src="${sitePath.slice(1)}embed.html?map=spiral&amp;speed=max" title="A race" width="640" height="360"></iframe>
</main></body></html>
`;

const browser = useBrowser();
let site, maps;
before(async () => {
  // Chromium asks the host for /favicon.ico: a host has one.
  site = await serveSite({ csp, files: { 'post.html': post, 'favicon.ico': '' } });
  maps = JSON.parse(readFileSync(path.join(siteDir, 'race', 'maps', 'index.json'), 'utf8'));
});
after(async () => {
  await site?.close();
});

const served = (name) => maps.find((m) => m.name === name);

test('the docs give this Content-Security-Policy for the element', () => {
  const docsDir = path.join(root, 'docs');
  const docs = [
    'README.md',
    ...(existsSync(docsDir) ? readdirSync(docsDir).filter((f) => f.endsWith('.md')) : []).map((f) =>
      path.join('docs', f),
    ),
  ];
  const line = `Content-Security-Policy: ${csp}`;
  assert.ok(
    docs.some((file) => readFileSync(path.join(root, file), 'utf8').includes(line)),
    `one of ${docs.join(', ')} says ${line}`,
  );
});

// The pages at dist/'s top, one for each face.
const sitePages = [
  'index.html',
  'embed.html',
  'examples.html',
  'tutorial.html',
  'tutorial.zh-CN.html',
  'game.html',
  'phaser.html',
];

test('dist/ holds every face, hashed assets and only relative URLs', () => {
  for (const file of [...sitePages, 'path-race.js'])
    assert.ok(existsSync(path.join(siteDir, file)), `dist/${file}`);
  const assets = readdirSync(path.join(siteDir, 'assets'));
  for (const module of ['pathrace-core', 'pathrace-search'])
    assert.ok(
      assets.some((f) => new RegExp(`^${module}-[\\w-]{8}\\.wasm$`).test(f)),
      `${module}.wasm, hashed`,
    );
  assert.ok(
    assets.every((f) => /-[\w-]{8}\.\w+$/.test(f)),
    `every asset hashed: ${assets.join(', ')}`,
  );
  for (const page of sitePages) {
    const html = readFileSync(path.join(siteDir, page), 'utf8');
    const urls = [...html.matchAll(/\s(?:src|href)="([^"#]*)"/g)].map((m) => m[1]);
    assert.deepEqual(
      urls.filter((u) => u.startsWith('/') || /^\.\.\//.test(u)),
      [],
      `${page}: no URL from the host's top or above the site`,
    );
  }
});

test('the API reference is in the site, under api/, its pages reachable from its index', async (t) => {
  // `npm run build` (and scripts/test-e2e.sh, which runs it) puts TypeDoc's
  // reference there; a bare `vite build` (this file run alone) does not.
  if (!existsSync(path.join(siteDir, 'api', 'index.html')))
    return t.skip('dist/api/ is not built: run `npm run build`, as scripts/test-e2e.sh does');
  // TypeDoc's pages carry inline scripts and styles: served without the
  // element's strict policy, as a host serves its docs under its own.
  const plain = await serveSite({ files: { 'favicon.ico': '' } });
  const context = await browser.newContext();
  const page = await context.newPage();
  await watch(page);
  try {
    await page.goto(new URL('api/index.html', plain.url).href);
    const links = await page.$$eval('a[href]', (as) => as.map((a) => a.href));
    const classes = links.filter((href) => /\/api\/classes\/[^/]+\.html$/.test(href));
    for (const name of ['Grid', 'Search', 'PathraceError', 'PathWorker', 'RemoteGrid'])
      assert.ok(
        classes.some((href) => href.endsWith(`.${name}.html`) || href.endsWith(`/${name}.html`)),
        `the index links the class ${name}: ${classes.join(', ')}`,
      );
    for (const href of classes) {
      const response = await page.goto(href);
      assert.equal(response.status(), 200, href);
    }
    noProblems(page);
  } finally {
    await context.close();
    await plain.close();
  }
});

test('the race page races to its verdict from the sub-path, on a preset and on a Moving AI map', async (t) => {
  const page = await openPage(browser, { base: site.url });
  try {
    await finish(page);
    const first = await verdict(page);
    assert.ok(first.done && first.text.length > 0, first.text);
    assert.ok(first.costs[1] > first.costs[0], 'greedy falls into the default trap');
    // The embed box writes snippets for this site: the element and embed.html beside the page.
    await page.click('#embed summary');
    await page.waitForFunction(() => document.getElementById('embed-element').value.includes('path-race'));
    const element = await page.inputValue('#embed-element');
    assert.ok(element.includes(`src="${site.url}path-race.js"`), element);
    assert.ok((await page.inputValue('#embed-iframe')).includes(`src="${site.url}embed.html?`));
    await screenshot(page, 'site-page');

    const entry = served(mapName);
    if (!entry) return t.skip(noMapsReason(mapName));
    await page.selectOption('#map-select', `movingai:${mapName}`);
    await page.waitForFunction(
      (w) => document.querySelector('#panel-left canvas.pr-cells')?.width === w,
      entry.width,
    );
    assert.deepEqual(await mapSize(page), { width: entry.width, height: entry.height });
    await finish(page);
    assert.equal((await verdict(page)).done, true);
    noProblems(page);
  } finally {
    await closePage(page);
  }
});

test('the element (dist/path-race.js) and the iframe (dist/embed.html) race in a post beside the site', async (t) => {
  const context = await browser.newContext({ viewport: { width: 1200, height: 1600 } });
  const page = await context.newPage();
  await watch(page);
  await page.addInitScript(() => {
    window.frameResults = [];
    window.addEventListener('message', (e) => {
      if (e.data?.type === 'pathrace:race-finish') window.frameResults.push(e.data.detail);
    });
  });
  try {
    const response = await page.goto(new URL('post.html', site.host).href);
    assert.equal(response.headers()['content-security-policy'], csp);
    const ids = served(mapName) ? ['preset', 'moving-ai'] : ['preset'];
    await page.waitForFunction((ids) => ids.every((id) => document.getElementById(id).lastResult), ids, {
      timeout: patience,
    });
    const results = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id).lastResult),
      ids,
    );
    for (const r of results) assert.ok(r.left.found && r.right.found && r.verdict, JSON.stringify(r.verdict));
    assert.ok(results[0].right.cost > results[0].left.cost, 'greedy falls into the concave trap');
    if (results[1]) assert.equal(results[1].map.name, mapName);
    // Its styles (render-css.js and path-race-css.js) reached the shadow root.
    const styled = await page.locator('#preset').evaluate((el) => {
      const r = el.shadowRoot;
      return {
        radius: getComputedStyle(r.querySelector('.pr-frame')).borderRadius,
        // render-css.js paints the stage in the theme's floor colour (theme.js's variables).
        stage: getComputedStyle(r.querySelector('.pr-stage')).backgroundColor,
      };
    });
    assert.equal(styled.radius, '8px');
    assert.notEqual(styled.stage, 'rgba(0, 0, 0, 0)');

    await page.waitForFunction(() => window.frameResults.length > 0, null, { timeout: patience });
    const framed = await page.evaluate(() => window.frameResults[0]);
    assert.ok(framed.left.found && framed.right.found && framed.verdict);
    await screenshot(page, 'site-post');
    noProblems(page);
    if (ids.length === 1) t.skip(`${noMapsReason(mapName)}: the element raced a preset only`);
  } finally {
    await context.close();
  }
});

test('the examples page runs its three races and shows snippets for this site', async () => {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  await watch(page);
  try {
    await page.goto(new URL('examples.html', site.url).href);
    const ids = await page.evaluate(() => [...document.querySelectorAll('path-race')].map((el) => el.id));
    assert.equal(ids.length, 3);
    for (const id of ids) {
      // Each plays once it is scrolled into view.
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await page.waitForFunction((id) => document.getElementById(id).lastResult, id, { timeout: patience });
    }
    const snippets = await page.evaluate(() =>
      [...document.querySelectorAll('[data-snippet]')].map((c) => c.textContent),
    );
    assert.ok(snippets[0].includes(`src="${site.url}path-race.js"`), snippets[0]);
    assert.ok(snippets[1].includes(`src="${site.url}embed.html?map=concave"`), snippets[1]);
    noProblems(page);
  } finally {
    await context.close();
  }
});

test('the game runs: its crowd, moved by the worker pool, reaches its first goal', async (t) => {
  if (!served(gameMap)) return t.skip(noMapsReason(gameMap));
  const page = await openPage(browser, { base: site.url, path: 'game.html' });
  try {
    assert.equal(await page.evaluate(() => document.body.dataset.missingMap), undefined);
    await page.waitForFunction(() => Number(document.querySelector('#readout').dataset.near) >= 380, null, {
      timeout: patience,
    });
    const readout = await page.evaluate(() => ({ ...document.querySelector('#readout').dataset }));
    assert.ok(Number(readout.fields) >= 1 && Number(readout.routes) >= 5, JSON.stringify(readout));
    noProblems(page);
  } finally {
    await closePage(page);
  }
});
