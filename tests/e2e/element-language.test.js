// <path-race> and <path-race-step> in the reader's language, in Chromium
// under the strict CSP. A Chinese post (<html lang="zh-CN">) gets Chinese
// text and labels — at least 20 CJK characters, no English word but the
// symbols and names the catalogue keeps (JPS, SVG, PNG, GIF, f, g, h, w, A*,
// Dijkstra) — from the first word drawn (every text and label written into
// the shadow roots is recorded from the start), with the engine's numbers
// written as Chinese readers write them (Intl, computed here). A language
// with no catalogue reads English, marked lang="en", with no error; `lang`
// switched on the page or the element says everything again; a language an
// author registers shows its messages and English (marked) for the rest,
// with one console warning; no message is ever parsed as HTML.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { init } from '../../web/lib/node.js';
import { presetById } from '../../web/race/maps.js';
import {
  baseUrl,
  engine,
  finishes,
  frames,
  hostPage,
  noProblems,
  presetGrid,
  reported,
  screenshot,
  useBrowser,
  watchHost,
} from './support.js';

const browser = useBrowser();
before(async () => {
  await init();
  await baseUrl();
});

// The words a Chinese text may keep in Latin letters (the brief's list): the
// formats, the symbols of the formulas and the algorithms' proper names.
const latinKept = new Set(['JPS', 'SVG', 'PNG', 'GIF', 'f', 'g', 'h', 'w', 'A', 'Dijkstra']);
const cjkCharacters = /[\u3400-\u9fff\uf900-\ufaff]/g;
const chinese = /[\u3400-\u9fff\uf900-\ufaff]/;

/** The Latin words of `text` a Chinese reader should not meet. */
const englishWords = (text) => (text.match(/[A-Za-z]+/g) ?? []).filter((w) => !latinKept.has(w));

const post = (lang) => `<script type="module" src="/path-race.js"></script>
<article>
<h1>${lang === 'en' ? 'Why greedy search returns longer paths' : '为什么贪婪搜索找到的路径更长'}</h1>
<path-race id="race" map="concave" controls="full" explain="both"></path-race>
<p><path-race-step id="split" for="race" at="divergence">${lang === 'en' ? 'Here they part' : '两者在这里分开'}</path-race-step>，
<path-race-step id="commit" for="race" at="commit" highlight="10,12 11,12">${lang === 'en' ? 'here greedy commits' : '贪婪搜索在这里走进了死胡同'}</path-race-step>。</p>
</article>`;

// Before any script of the page: every shadow root is watched, and every
// text and label written into it, at any moment it is shown (or exposed to
// a screen reader: a race's frame stays hidden until its words are
// there), is kept in window.__said.
function recordEverythingSaid() {
  window.__said = new Set();
  const hidden = (node) => {
    const frame = node.getRootNode().querySelector?.('.pr-frame');
    return !!frame && getComputedStyle(frame).visibility === 'hidden';
  };
  const keep = (node) => {
    if (hidden(node)) return;
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.parentElement?.closest('style')) return;
      if (node.data.trim()) window.__said.add(node.data);
    } else if (node.nodeType === Node.ELEMENT_NODE) {
      for (const name of ['aria-label', 'title'])
        if (node.getAttribute(name)) window.__said.add(node.getAttribute(name));
      for (const child of node.childNodes) keep(child);
    }
  };
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'childList') r.addedNodes.forEach(keep);
        else keep(r.target);
      }
    }).observe(root, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label', 'title'],
    });
    return root;
  };
}

/**
 * What the elements on the page show and say now: every text in their
 * shadow roots (hidden ones too: a tooltip, a menu's options, a live
 * region) and every aria-label and title in them or on them, as one list.
 */
async function everythingShown(page) {
  return page.evaluate(() => {
    const out = [];
    const visit = (root) => {
      for (const node of root.querySelectorAll('*')) {
        for (const name of ['aria-label', 'title'])
          if (node.getAttribute(name)) out.push(node.getAttribute(name));
        if (node.shadowRoot) {
          // Each text node apart: a table's cells run together in textContent ("gh").
          const walker = document.createTreeWalker(node.shadowRoot, NodeFilter.SHOW_TEXT);
          while (walker.nextNode())
            if (!walker.currentNode.parentElement?.closest('style')) out.push(walker.currentNode.data);
          visit(node.shadowRoot);
        }
      }
    };
    visit(document);
    return out.filter((t) => t.trim());
  });
}

/** The facts of the race's frame that say which language it speaks. */
async function frameFacts(page, id = 'race') {
  return page.evaluate((id) => {
    const root = document.getElementById(id).shadowRoot;
    const play = root.querySelector('[data-action="play"]');
    return {
      lang: root.querySelector('.pr-frame').getAttribute('lang'),
      play: play.getAttribute('aria-label'),
      restart: root.querySelector('[data-action="restart"]').getAttribute('aria-label'),
      restartLang: root.querySelector('[data-action="restart"]').getAttribute('lang'),
      stepLang: root.querySelector('[data-action="step"]').getAttribute('lang'),
      readout: root.querySelector('.pr-readout').textContent,
      stats: [...root.querySelectorAll('.pr-stats')].map((n) => n.textContent),
      statsLang: [...root.querySelectorAll('.pr-stats')].map((n) => n.getAttribute('lang')),
      verdict: root.querySelector('.pr-verdict').textContent,
      verdictLang: root.querySelector('.pr-verdict').getAttribute('lang'),
      marked: [...root.querySelectorAll('[lang]')].map((n) => `${n.localName}.${n.className}:${n.lang}`),
      markup: root.querySelectorAll('img, script, iframe, object, embed, b').length,
    };
  }, id);
}

// The engine's numbers for the post's race: A* and greedy on the concave trap.
function engineNumbers() {
  const { start, goal } = presetById('concave').make();
  return ['astar', 'greedy'].map((algorithm) => engine(presetGrid('concave'), start, goal, { algorithm }));
}

test('a Chinese post: the race, its steps and their labels are Chinese from the first word, with the engine’s numbers', async () => {
  const shots = [];
  for (const width of [1280, 390]) {
    const page = await hostPage(browser, post('zh-CN'), {
      lang: 'zh-CN',
      viewport: { width, height: 900 },
    });
    await page.addInitScript(recordEverythingSaid);
    await page.reload();
    const got = (await finishes(page, ['race'])).race;
    await frames(page, 3);

    // The race is the engine's.
    const [astar, greedy] = engineNumbers();
    assert.deepEqual(reported(got.left), astar);
    assert.deepEqual(reported(got.right), greedy);

    // Every text and label, now and at any moment since the page began, is Chinese.
    const shown = await everythingShown(page);
    const said = await page.evaluate(() => [...window.__said]);
    assert.ok(said.filter((t) => chinese.test(t)).length > 20, 'the record holds what was said');
    for (const text of [...shown, ...said])
      assert.deepEqual(englishWords(text), [], `English in a Chinese post: ${JSON.stringify(text)}`);
    const characters = shown.join('').match(cjkCharacters) ?? [];
    assert.ok(characters.length >= 20, `${characters.length} CJK characters: ${shown.join(' | ')}`);

    // The numbers as a Chinese reader writes them (Intl here, not the element's formatter).
    const count = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });
    const cost = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const facts = await frameFacts(page);
    assert.equal(facts.lang, 'zh-CN');
    assert.deepEqual(facts.marked, [`div.pr-frame:zh-CN`], 'nothing in it is marked as another language');
    [astar, greedy].forEach((r, i) => {
      assert.ok(facts.stats[i].includes(count.format(r.expanded)), `${facts.stats[i]} has ${r.expanded}`);
      assert.ok(facts.stats[i].includes(cost.format(r.cost)), `${facts.stats[i]} has ${r.cost}`);
    });
    const total = Math.max(astar.expanded, greedy.expanded);
    assert.ok(facts.readout.includes(`${count.format(total)}/${count.format(total)}`), facts.readout);
    assert.equal(got.verdict, facts.verdict, 'race-finish reports the verdict shown');
    assert.match(facts.verdict, chinese);
    // Its figure speaks its language too.
    const title = /<title>([^<]*)<\/title>/.exec(
      await page.evaluate(() => document.getElementById('race').figure()),
    );
    assert.match(title?.[1] ?? '', chinese);

    // A step names its problem in the page's language too.
    await page.evaluate(() => {
      const wrong = document.createElement('path-race-step');
      wrong.id = 'wrong';
      wrong.setAttribute('for', 'nowhere');
      wrong.setAttribute('at', 'end');
      wrong.textContent = '拼错的 for';
      document.querySelector('article').append(wrong);
    });
    await page.waitForFunction(
      () => document.getElementById('wrong').shadowRoot.querySelector('.prs-message').textContent,
    );
    const wrong = await page.evaluate(() => {
      const m = document.getElementById('wrong').shadowRoot.querySelector('.prs-message');
      return { text: m.textContent, lang: m.getAttribute('lang') };
    });
    assert.equal(wrong.lang, 'zh-CN');
    assert.match(wrong.text, /^（.*“nowhere”.*。）$/);

    await page.click('#commit');
    await page.waitForFunction(
      () => document.getElementById('race').clock === document.getElementById('race').moment('commit'),
    );
    await frames(page, 3);
    shots.push(await screenshot(page, `element-zh-CN-${width}`, { fullPage: true }));
    noProblems(page);
    await page.context().close();
  }
  assert.equal(shots.length, 2);
});

test('an English post is unchanged, and a language with no catalogue reads English, marked lang="en", with no error', async () => {
  const en = await hostPage(browser, post('en'), { lang: 'en' });
  await finishes(en, ['race']);
  const english = await frameFacts(en);
  assert.equal(english.lang, 'en');
  assert.equal(english.restart, 'Back to the start');
  assert.equal(english.play, 'Replay');
  assert.match(english.readout, /^[\d,]+ \/ [\d,]+ expansions$/);
  assert.deepEqual(
    (await everythingShown(en)).filter((t) => chinese.test(t)),
    [],
    'no Chinese in an English post',
  );
  noProblems(en);
  await en.context().close();

  const fr = await hostPage(browser, post('fr'), { lang: 'fr' });
  const warnings = [];
  fr.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await finishes(fr, ['race']);
  const french = await frameFacts(fr);
  assert.equal(french.lang, 'en', 'the frame says it is English');
  for (const key of ['restart', 'play', 'verdict']) assert.equal(french[key], english[key]);
  assert.deepEqual(warnings, [], 'a language the catalogue lacks is no error and no warning');
  noProblems(fr);
  await fr.context().close();
});

test('lang switched on the page, then on the element, says everything again in the new language', async () => {
  const page = await hostPage(browser, post('en'), { lang: 'en' });
  await finishes(page, ['race']);
  assert.equal((await frameFacts(page)).restart, 'Back to the start');

  await page.evaluate(() => document.documentElement.setAttribute('lang', 'zh-CN'));
  await page.waitForFunction(() =>
    /[\u4e00-\u9fff]/.test(
      document.getElementById('race').shadowRoot.querySelector('.pr-verdict').textContent,
    ),
  );
  await frames(page, 3);
  assert.equal((await frameFacts(page)).lang, 'zh-CN');
  for (const text of await everythingShown(page))
    assert.deepEqual(englishWords(text), [], `English left after the switch: ${JSON.stringify(text)}`);

  // The element's own lang is nearer than the page's.
  await page.evaluate(() => document.getElementById('race').setAttribute('lang', 'en'));
  await page.waitForFunction(
    () => document.getElementById('race').shadowRoot.querySelector('.pr-frame').getAttribute('lang') === 'en',
  );
  await frames(page, 3);
  const back = await frameFacts(page);
  assert.equal(back.restart, 'Back to the start');
  assert.doesNotMatch(back.verdict + back.stats.join(' ') + back.readout, chinese);
  noProblems(page);
  await page.context().close();
});

test('registerMessages: an author’s French shows for its keys, English (marked) for the rest, one warning; no message is HTML', async () => {
  const page = await hostPage(browser, post('fr'), { lang: 'fr' });
  const warnings = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await finishes(page, ['race']);
  await page.evaluate(async () => {
    const { registerMessages } = await import('/path-race.js');
    registerMessages('fr', {
      'element.restart': 'Retour au début',
      'element.play': 'Lecture',
      'element.replay': 'Rejouer',
      'element.pause': 'Pause',
    });
  });
  await page.waitForFunction(
    () => document.getElementById('race').shadowRoot.querySelector('.pr-frame').getAttribute('lang') === 'fr',
  );
  await frames(page, 3);
  const french = await frameFacts(page);
  assert.equal(french.restart, 'Retour au début');
  assert.equal(french.restartLang, null, 'a French label is not marked');
  assert.equal(french.play, 'Rejouer');
  assert.equal(french.stepLang, 'en', 'a label that fell back to English is marked');
  // So is the race core's text the author did not translate: the numbers, the verdict.
  assert.deepEqual(french.statsLang, ['en', 'en']);
  assert.equal(french.verdictLang, 'en');
  assert.match(french.readout, /expansions$/);
  const missing = warnings.filter((w) => /missing for fr/.test(w));
  assert.equal(missing.length, 1, warnings.join('\n'));
  assert.match(missing[0], /element\.stepOn/);

  // The same keys again, with markup in them: shown as text, never parsed.
  await page.evaluate(async () => {
    const { registerMessages } = await import('/path-race.js');
    registerMessages('fr', {
      'element.restart': '<img src=x onerror="window.__pwned = 1">',
      'element.replay': '<b>Rejouer</b>',
    });
  });
  await page.waitForFunction(
    () =>
      document
        .getElementById('race')
        .shadowRoot.querySelector('[data-action="restart"]')
        .getAttribute('aria-label') !== 'Retour au début',
  );
  await frames(page, 3);
  const hostile = await frameFacts(page);
  assert.equal(hostile.restart, '<img src=x onerror="window.__pwned = 1">');
  assert.equal(hostile.play, '<b>Rejouer</b>');
  assert.equal(hostile.markup, 0, 'no element made from a message');
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  assert.equal(
    warnings.filter((w) => /missing for fr/.test(w)).length,
    1,
    'the missing keys are listed once',
  );
  noProblems(page);
  await page.context().close();
});

test('the iframe page takes its language from its lang parameter: the page, its title and its race', async () => {
  const base = await baseUrl();
  for (const [lang, expected] of [
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['xx-YY', 'en'],
  ]) {
    const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
    const page = await context.newPage();
    await watchHost(page);
    await page.goto(new URL(`embed.html?lang=${lang}&map=concave&speed=max`, base).href);
    await finishes(page, ['']);
    const seen = await page.evaluate(() => {
      const root = document.querySelector('path-race').shadowRoot;
      return {
        lang: document.documentElement.lang,
        title: document.title,
        heading: document.querySelector('h1').textContent,
        frame: root.querySelector('.pr-frame').getAttribute('lang'),
        verdict: root.querySelector('.pr-verdict').textContent,
      };
    });
    assert.equal(seen.lang, expected, lang);
    assert.equal(seen.frame, expected, lang);
    for (const text of [seen.title, seen.heading, seen.verdict])
      if (expected === 'en') assert.doesNotMatch(text, chinese);
      // The page's title names the project, pathrace, in every language.
      else assert.deepEqual(englishWords(text.replace(/^pathrace/, '')), [], text);
    if (expected !== 'en') assert.match(seen.heading + seen.verdict, chinese);
    noProblems(page);
    await context.close();
  }
});
