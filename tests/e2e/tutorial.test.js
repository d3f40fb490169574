// The sample tutorial (web/embed/tutorial.html) and its Chinese one
// (tutorial.zh-CN.html), from the built site under the strict
// Content-Security-Policy: its steps seek the race to the moments its prose
// names, and every number the prose gives is the engine's (found here by the
// package in Node, not by the element); the race under the open-list
// heading holds at step 120 with its lists; the figure is the one
// `pathrace figure` makes in its language; each links to the other; nothing
// fails or is blocked. Screenshots at 1280 and 390 px.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { init } from '../../web/lib/node.js';
import { presetById } from '../../web/race/maps.js';
import { siteDir } from '../../scripts/build-site.mjs';
import {
  desktopAndPhone,
  engine,
  noProblems,
  presetGrid,
  root,
  serveSite,
  strictCsp,
  useBrowser,
  watch,
} from './support.js';

const browser = useBrowser();
let site;
before(async () => {
  await init();
  site = await serveSite({ csp: strictCsp, files: { 'favicon.ico': '' } });
});
after(async () => {
  await site?.close();
});

/** The prose's numbers as both tutorials write them. */
const one = (v) => v.toFixed(1);

// Each tutorial: its file, its figure, the other it links to, and how its prose says the numbers.
const tutorials = [
  {
    file: 'tutorial.html',
    lang: 'en',
    figure: /^tutorial-figure-[\w-]{8}\.svg$/,
    other: 'tutorial.zh-CN.html',
    step: (k) => `Step ${k}:`,
    goal: (expanded) => `after ${expanded} expansions`,
    end: ({ astar, greedy, ratio, percent }) => [
      `A* expanded ${astar.expanded} cells, ${ratio}× as many`,
      `path costing ${one(astar.cost)} (${astar.path.length} cells)`,
      `Greedy’s costs ${one(greedy.cost)} (${greedy.path.length} cells): ${percent}% longer`,
    ],
  },
  {
    file: 'tutorial.zh-CN.html',
    lang: 'zh-CN',
    figure: /^tutorial-figure\.zh-CN-[\w-]{8}\.svg$/,
    other: 'tutorial.html',
    step: (k) => `第${k}步：`,
    goal: (expanded) => `展开${expanded}次之后`,
    end: ({ astar, greedy, ratio, percent }) => [
      `A* 展开了${astar.expanded}个格子，是贪婪搜索的${ratio}倍`,
      `路径代价为${one(astar.cost)}（${astar.path.length}个格子）`,
      `贪婪搜索的路径代价为${one(greedy.cost)}（${greedy.path.length}个格子）：长了${percent}%`,
    ],
  },
];

for (const tutorial of tutorials)
  test(`${tutorial.file}: its steps seek to their moments, its numbers are the engine’s, its figure is the CLI’s`, () =>
    checkTutorial(tutorial));

async function checkTutorial(tutorial) {
  const { start, goal } = presetById('concave').make();
  const astar = engine(presetGrid('concave'), start, goal, { algorithm: 'astar' });
  const greedy = engine(presetGrid('concave'), start, goal, { algorithm: 'greedy' });
  assert.ok(greedy.cost > astar.cost, 'greedy’s path is the longer one on this map');

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await watch(page);
  try {
    await page.goto(new URL(tutorial.file, site.url).href);
    assert.equal(await page.evaluate(() => document.documentElement.lang), tutorial.lang);
    // Each links to the other, named in the other's language.
    const link = await page.evaluate(() =>
      [...document.querySelectorAll('a[hreflang]')].map((a) => [a.getAttribute('href'), a.lang]),
    );
    assert.deepEqual(link, [[`./${tutorial.other}`, tutorials.find((t) => t.file === tutorial.other).lang]]);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('path-race')].every((el) => el.moment('start') === 0),
    );
    const steps = await page.$$eval('path-race-step', (els) =>
      els.map((el) => ({
        for: el.getAttribute('for'),
        at: el.getAttribute('at'),
        text: el.textContent.replace(/\s+/g, ' '),
      })),
    );
    assert.equal(steps.length, 4);
    const list = await page.evaluate(() => ({
      clock: document.getElementById('cup-list').clock,
      tables: document.getElementById('cup-list').shadowRoot.querySelectorAll('table').length,
    }));
    assert.deepEqual(list, { clock: 120, tables: 2 }, 'the list race holds at step 120 with both open lists');
    // The cells the prose rings are the top of greedy's list there.
    const top = await page.evaluate(() => {
      const tables = document.getElementById('cup-list').shadowRoot.querySelectorAll('table');
      return [...tables[1].querySelectorAll('tbody tr')]
        .slice(0, 3)
        .map((tr) => tr.cells[1].textContent.trim());
    });
    const ringed = await page.evaluate(() => document.getElementById('cup-list').getAttribute('highlight'));
    assert.deepEqual(
      top,
      ringed.split(' ').map((xy) => `(${xy.replace(',', ', ')})`),
      'the ringed cells are the top three of greedy’s open list at step 120',
    );
    assert.equal(
      await page.evaluate(() => document.getElementById('cup').clock),
      0,
      'the race opens at its start',
    );

    for (const [i, step] of steps.entries()) {
      assert.equal(step.for, 'cup');
      await page.locator('path-race-step').nth(i).click();
      const expected = /^\d+$/.test(step.at)
        ? Number(step.at)
        : await page.evaluate((at) => document.getElementById('cup').moment(at), step.at);
      assert.equal(typeof expected, 'number', `${step.at} is a moment of this race`);
      await page.waitForFunction((k) => document.getElementById('cup').clock === k, expected);
      assert.equal(
        await page.locator('path-race-step').nth(i).getAttribute('aria-current'),
        'step',
        `step ${i + 1} is marked active`,
      );
      // Each step's heading names the step it shows.
      assert.ok(step.text.includes(tutorial.step(expected)), `step ${i + 1}: ${step.text}`);
    }

    // The prose's numbers, from the engine.
    assert.equal(
      greedy.expanded,
      await page.evaluate(() => document.getElementById('cup').moment('right-goal')),
    );
    const last = steps[3].text;
    const ratio = (astar.expanded / greedy.expanded).toFixed(1);
    const percent = Math.round((greedy.cost / astar.cost - 1) * 100);
    for (const said of tutorial.end({ astar, greedy, ratio, percent }))
      assert.ok(last.includes(said), `the last step says “${said}”: ${last}`);
    assert.ok(steps[2].text.includes(tutorial.goal(greedy.expanded)), steps[2].text);

    // The figure: loaded, and the one the command line makes for the same race.
    const img = await page.evaluate(() => {
      const el = document.querySelector('figure img');
      return { loaded: el.complete && el.naturalWidth > 0, src: el.getAttribute('src') };
    });
    assert.ok(img.loaded, `the figure loads: ${img.src}`);
    const served = readFileSync(path.join(siteDir, img.src), 'utf8');
    const cli = execFileSync(
      process.execPath,
      [
        path.join(root, 'bin', 'pathrace.js'),
        'figure',
        '--map',
        'concave',
        '--at',
        'end',
        '--lang',
        tutorial.lang,
      ],
      {
        encoding: 'utf8',
      },
    );
    assert.equal(
      served,
      cli,
      `the figure is what \`pathrace figure --map concave --at end --lang ${tutorial.lang}\` writes`,
    );
    assert.ok(readdirSync(path.join(siteDir, 'assets')).some((f) => tutorial.figure.test(f)));

    await page.evaluate(() => window.scrollTo(0, 0));
    await desktopAndPhone(page, tutorial.file.replace(/\.html$/, ''));
    noProblems(page);
  } finally {
    await context.close();
  }
}
