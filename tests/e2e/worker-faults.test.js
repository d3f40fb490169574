// pathrace/worker in Chromium's module workers when one dies: the scenarios
// of tests/js/fault-scenarios.js, run in a page under the strict
// Content-Security-Policy, checked as in Node (tests/js/fault-checks.js).
// A worker stopped from outside (Worker.terminate() on the platform's
// object) or closing itself says nothing to the page: the pool hears of it
// through the Web Lock the worker held.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { scenarios } from '../js/fault-scenarios.js';
import { checkFaultScenario } from '../js/fault-checks.js';
import { baseUrl, noProblems, root, strictCsp, useBrowser, watch } from './support.js';

const browser = useBrowser();

// The scenarios and the randomness they import, served beside the package
// under __tests__/, and the race core's PRNG that random.js imports, at the
// URL its relative import names from there.
const served = ['fault-scenarios.js', 'random.js'];
const prng = 'web/race/random.js';
const words = { stopped: 'it stopped', exited: 'it stopped' };

async function faultPage() {
  const base = await baseUrl();
  const context = await browser.newContext();
  const page = await context.newPage();
  await watch(page);
  await page.route(`${base}__tests__/**`, (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop();
    if (name === 'faults.html')
      return route.fulfill({
        contentType: 'text/html',
        headers: { 'content-security-policy': strictCsp },
        body: '<!doctype html><title>pool faults</title>',
      });
    if (!served.includes(name)) return route.fulfill({ status: 404 });
    return route.fulfill({
      contentType: 'text/javascript',
      body: readFileSync(path.join(root, 'tests', 'js', name), 'utf8'),
    });
  });
  await page.route(new URL(`../../${prng}`, `${base}__tests__/random.js`).href, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: readFileSync(path.join(root, prng), 'utf8') }),
  );
  await page.goto(`${base}__tests__/faults.html`);
  return page;
}

for (const [name, [title]] of Object.entries(scenarios))
  test(`Chromium: ${title}`, async () => {
    const page = await faultPage();
    try {
      const result = await page.evaluate(async (name) => {
        const { PathWorker } = await import('/lib/worker.js');
        const { Grid, init } = await import('/lib/index.js');
        const pool = await import('/lib/pool.js');
        const { scenarios } = await import('/__tests__/fault-scenarios.js');
        await init();
        const lib = { PathWorker, Grid, ...pool };
        return scenarios[name][1](lib);
      }, name);
      checkFaultScenario(assert, name, result, words);
      noProblems(page);
    } finally {
      await page.context().close();
    }
  });
