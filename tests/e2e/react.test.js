// <path-race> in a React 19 app rendered on the server: a post
// (react-post.js) rendered with renderToString in Node, which imports
// pathrace/element there as an SSR framework's build does, then hydrated in
// Chromium by a client bundle Vite builds here (react-client.js, React's
// development build, which reports every hydration mismatch). The post is
// served under the strict Content-Security-Policy. Checked: no hydration
// error or warning, React adopts the server's elements and the element
// upgrades them, the races finish with the engine's numbers and React shows
// their verdicts (through a ref after hydration; through React 19's
// `onrace-finish` prop on a race rendered on the client).
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import sirv from 'sirv';
import { init } from '../../web/lib/node.js';
import { presetById } from '../../web/race/maps.js';
import { Post, rows } from './react-post.js';
import {
  desktopAndPhone,
  engine,
  finishes,
  noProblems,
  presetGrid,
  reported,
  root,
  rowsGrid,
  strictCsp,
  useBrowser,
  watchHost,
} from './support.js';

const out = path.join(root, 'test-output', 'react-ssr');

// Vite's build of the client: React's development build (the one that warns),
// unminified; pathrace/element resolved to this tree, as the package's "exports" say.
async function buildClient() {
  const { build } = await import('vite');
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  await build({
    configFile: false,
    root,
    logLevel: 'error',
    mode: 'development',
    define: { 'process.env.NODE_ENV': JSON.stringify('development') },
    resolve: { alias: { 'pathrace/element': path.join(root, pkg.exports['./element'].default) } },
    build: {
      outDir: out,
      emptyOutDir: true,
      minify: false,
      rollupOptions: {
        input: path.join(root, 'tests', 'e2e', 'react-client.js'),
        output: { entryFileNames: 'client.js' },
      },
    },
  });
}

// What the server sends: the post as React renders it on the server, and the bundle.
const page = (body) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>A post</title>
<script type="module" src="/client.js"></script></head>
<body><main id="post">${body}</main></body></html>
`;

const browser = useBrowser();
let server, origin, html;
before(async () => {
  await init();
  await buildClient();
  html = page(renderToString(createElement(Post)));
  const files = sirv(out, { dev: true });
  server = createServer((req, res) => {
    res.setHeader('content-security-policy', strictCsp);
    if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    else if (req.url === '/favicon.ico')
      res.writeHead(204).end(); // Chromium asks every origin for one
    else files(req, res, () => res.writeHead(404).end());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});
after(() => {
  server?.close();
  rmSync(out, { recursive: true, force: true });
});

test('the server renders the races as elements with their attributes, and nothing of the element', () => {
  assert.match(html, /<path-race id="r1" map="concave" speed="max" height="240"><\/path-race>/);
  assert.match(
    html,
    /<path-race id="r2" map="\.\.\.\.#\/\.##\.#\/\.\.\.\.\." right="jps" speed="max" height="240">/,
  );
  assert.doesNotMatch(html, /id="r3"|shadowroot|<template/, 'the client-only race and no shadow DOM');
});

test('React 19 hydrates the post with no warning; the races run to race-finish with the engine numbers', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1400 } });
  const tab = await context.newPage();
  await watchHost(tab);
  const warnings = [];
  tab.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await tab.goto(`${origin}/`);

  const concave = presetById('concave').make();
  const got = await finishes(tab, ['r1', 'r2']);
  assert.deepEqual(
    reported(got.r1.right),
    engine(presetGrid('concave'), concave.start, concave.goal, { algorithm: 'greedy' }),
  );
  assert.deepEqual(
    reported(got.r1.left),
    engine(presetGrid('concave'), concave.start, concave.goal, { algorithm: 'astar' }),
  );
  const last = { x: rows[0].length - 1, y: rows.length - 1 };
  assert.deepEqual(
    reported(got.r2.right),
    engine(rowsGrid(rows), { x: 0, y: 0 }, last, { algorithm: 'jps' }),
  );

  // React adopted the server's elements; the element upgraded them; React's ref saw their finish.
  await tab.waitForFunction(() =>
    ['r1', 'r2'].every((id) => document.getElementById(`${id}-said`).textContent),
  );
  const state = await tab.evaluate(() => {
    const Race = customElements.get('path-race');
    return {
      adopted: window.__served.every((el) => el.isConnected) && window.__served.length === 2,
      upgraded: window.__served.every((el) => el instanceof Race && el.shadowRoot !== null && el.finished),
      said: ['r1', 'r2'].map((id) => document.getElementById(`${id}-said`).textContent),
      recovered: window.__recovered,
    };
  });
  assert.ok(state.adopted, 'the elements the server rendered are the ones on the page');
  assert.ok(state.upgraded, 'each is a finished <path-race> with its shadow root');
  assert.deepEqual(state.said, [got.r1.verdict, got.r2.verdict]);
  assert.deepEqual(state.recovered, [], 'no hydration error React recovered from');

  // A race React renders on the client gets its onrace-finish listener from React.
  await tab.getByRole('button', { name: 'One more race' }).click();
  const { r3 } = await finishes(tab, ['r3']);
  await tab.waitForFunction(() => document.getElementById('r3-said').textContent !== '');
  assert.equal(await tab.locator('#r3-said').textContent(), r3.verdict);
  const spiral = presetById('spiral').make();
  assert.deepEqual(
    reported(r3.right),
    engine(presetGrid('spiral'), spiral.start, spiral.goal, { algorithm: 'greedy' }),
  );

  assert.deepEqual(await tab.evaluate(() => window.__violations), [], 'no CSP violation');
  assert.deepEqual(warnings, [], 'no console warning');
  noProblems(tab);
  await desktopAndPhone(tab, 'react-ssr-post');
  await context.close();
});
