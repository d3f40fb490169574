// The docs' browser blocks (a ```js block of README.md or docs/*.md after
// `<!-- browser -->`; tests/js/doc-blocks.js has the rules), each run as
// printed in a page of its own on the test server, under its
// Content-Security-Policy: `pathrace`, `pathrace/element`, `pathrace/maps`
// and `pathrace/worker` resolve to the package's files as its "exports" map
// names them. Each must finish without an error, a failed request or a
// console error, and print what its `// →` comments say.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import { defaultCsp } from '../../scripts/serve.mjs';
import { codeBlocks, docFiles, expectedOutput, isScript, outputMismatch } from '../js/doc-blocks.js';
import { baseUrl, root, useBrowser, patience } from './support.js';

const blocks = docFiles()
  .flatMap(codeBlocks)
  .filter((b) => isScript(b) && b.mark?.kind === 'browser');

// 'pathrace/element' → '/embed/path-race.js': the server serves web/ at its root.
// (An entry of types only, pathrace/element/react, has no module to serve.)
const { exports } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const served = Object.fromEntries(
  Object.entries(exports)
    .filter(([key, target]) => key !== './package.json' && (typeof target === 'string' || target.default))
    .map(([key, target]) => [
      `pathrace${key.slice(1)}`,
      (typeof target === 'string' ? target : target.default).replace(/^\.\/web\//, '/'),
    ]),
);
const inPage = (code) =>
  code.replace(/(['"])(pathrace(?:\/[\w-]+)?)\1/g, (text, quote, name) =>
    served[name] ? `${quote}${served[name]}${quote}` : text,
  );

const runner = `try {
  await import('./block.js');
  document.body.dataset.block = 'done';
} catch (error) {
  document.body.dataset.block = \`error: \${error?.stack ?? error}\`;
}
`;

const browser = useBrowser();
let base;
before(async () => {
  base = await baseUrl();
});

test('the docs have browser blocks', () => {
  assert.ok(blocks.length > 0);
  assert.deepEqual(Object.keys(served).sort(), [
    'pathrace',
    'pathrace/element',
    'pathrace/maps',
    'pathrace/search',
    'pathrace/worker',
  ]);
});

for (const block of blocks)
  test(`${block.file}:${block.line} runs in Chromium`, async () => {
    const files = {
      'block.html':
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A docs block</title>' +
        '<script type="module" src="run.js"></script></head><body></body></html>',
      'run.js': runner,
      'block.js': inPage(block.code),
    };
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const printed = [];
      const problems = [];
      page.on('console', (m) => {
        if (m.type() === 'log') printed.push(m.text());
        if (m.type() === 'error') problems.push(`console.error: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`uncaught: ${e.stack ?? e}`));
      page.on('response', (r) => {
        if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
      });
      await page.route('**/__docs/*', (route) => {
        const name = new URL(route.request().url()).pathname.split('/').pop();
        route.fulfill({
          status: 200,
          contentType: name.endsWith('.html') ? 'text/html' : 'text/javascript',
          headers: { 'content-security-policy': defaultCsp },
          body: files[name],
        });
      });
      await page.goto(new URL('__docs/block.html', base).href);
      await page.waitForFunction(() => document.body.dataset.block, null, { timeout: patience });
      const outcome = await page.evaluate(() => document.body.dataset.block);
      assert.equal(outcome, 'done', `${block.file}:${block.line}\n${problems.join('\n')}`);
      assert.deepEqual(problems, [], `${block.file}:${block.line}`);
      const mismatch = outputMismatch(printed, expectedOutput(block.code));
      assert.equal(mismatch, null, `${block.file}:${block.line}\n${mismatch}`);
    } finally {
      await context.close();
    }
  });
