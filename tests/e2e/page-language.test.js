// The race page in the reader's language and theme, in Chromium: the
// English index.html writes before its script runs is the catalogue's; in
// Chinese — by the browser's languages, by the menu, by the link, by what
// the page stored — it shows no English word in its text or its labels but
// symbols, names, keys and map names, and hundreds of Chinese characters;
// back in English it is exactly as it was, the race never moves, and undo
// never changes the language or the theme; the theme menu sets <html
// data-theme>, kept in the link and the storage; axe finds nothing in
// Chinese. Screenshots at 1280 and 390 px, in Chinese (light and dark) and
// English.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import written from '../../web/demo/messages/en.js';
import html from '../../web/demo/messages/en-html.js';
import { pageLanguages } from '../../web/demo/locale.js';
import { encodeState } from '../../web/demo/state-codec.js';
import { defaultState } from '../../web/demo/state.js';
import {
  axeViolations,
  baseUrl,
  closePage,
  desktopAndPhone,
  finish,
  frames,
  noProblems,
  openPage,
  root,
  savedState,
  useBrowser,
  waitReady,
} from './support.js';

const browser = useBrowser();

// What may stay in Latin letters on the page in Chinese: the symbols and
// names the issue allows, the project's and the benchmark's names, the keys
// as keyboards print them, and the Moving AI maps' names (the map menu).
const allowed = new Set([
  ...['JPS', 'SVG', 'PNG', 'GIF', 'f', 'g', 'h', 'w', 'A*', 'Dijkstra'],
  ...['pathrace', 'Moving', 'AI', 'N.', 'Sturtevant', 'movingai.com', 'ODC-By'],
  ...['Home', 'End', 'P', 'S', 'G', 'Ctrl+Z', 'Ctrl+Shift+Z'],
]);
const mapIndex = path.join(root, 'web', 'race', 'maps', 'index.json');
let mapNames = [];
try {
  mapNames = JSON.parse(readFileSync(mapIndex, 'utf8')).map((m) => m.name);
} catch {
  /* no Moving AI maps here: the menu names none */
}
for (const name of mapNames) allowed.add(name);
// Marked lang="en" on purpose: the language menu's own name for English, and the benchmark paper's title.
const markedEnglish = ['English', 'Benchmarks for Grid-Based Pathfinding'];

/** What a reader sees and hears of the page: its text, its title, and every label and tooltip. */
function readable(page) {
  return page.evaluate(() => {
    const attributes = ['aria-label', 'aria-valuetext', 'aria-roledescription', 'title', 'alt'];
    const labels = [];
    for (const node of document.querySelectorAll('*'))
      for (const name of attributes) if (node.hasAttribute(name)) labels.push(node.getAttribute(name));
    return {
      text: document.body.innerText,
      title: document.title,
      labels,
      english: [...document.body.querySelectorAll('[lang="en"]')].map((n) => n.textContent.trim()),
      lang: document.documentElement.lang,
    };
  });
}

/** The English words in `text`: runs of Latin letters that are not allowed. */
function englishWords(text) {
  let rest = text;
  for (const name of markedEnglish) rest = rest.replaceAll(name, ' ');
  rest = rest.replace(/\.map\b/g, ' '); // the map files' extension, as in "maze512-1-0.map"

  const tokens = rest.match(/[A-Za-z][\w*+.'’/-]*/g) ?? [];
  return tokens
    .map((t) => t.replace(/[.'’/-]+$/, (end) => (t === 'N.' ? end : '')))
    .filter((t) => !allowed.has(t));
}

const cjk = (text) => (text.match(/[\u4e00-\u9fff]/g) ?? []).length;

/** The page reads Chinese: no English word in its text, title or labels; `least` Chinese characters at least. */
async function assertChinese(page, least = 300) {
  const shown = await readable(page);
  assert.equal(shown.lang, 'zh-CN');
  assert.deepEqual(englishWords(shown.text), [], 'no English word in the text');
  assert.deepEqual(englishWords(shown.title), [], `no English word in the title: ${shown.title}`);
  assert.deepEqual(
    shown.labels.flatMap((l) => englishWords(l).map((w) => `${w} in “${l}”`)),
    [],
    'no English word in a label',
  );
  for (const text of shown.english) assert.ok(markedEnglish.includes(text), `marked English: ${text}`);
  assert.ok(cjk(shown.text) >= least, `${cjk(shown.text)} Chinese characters`);
  return shown;
}

/** The race at its end and the weight sweep drawn: nothing on the page changes by itself any more. */
async function settle(page) {
  await finish(page);
  await page.waitForSelector('#sweep-chart[data-state="done"]');
}

/** Chooses `value` in the menu `select`, as a reader does, and waits for the page to show it. */
async function choose(page, select, value) {
  await page.selectOption(select, value);
  if (select === '#language')
    await page.waitForFunction((lang) => document.documentElement.lang === lang, value);
  await frames(page, 3);
}

test("index.html's English is the catalogue's, and the language menu names each language in its own words", async () => {
  const page = await openPage(browser);
  try {
    // The page as served, before any script: its data-msg texts and attributes.
    const marked = await page.evaluate(async () => {
      const html = await (await fetch(location.pathname)).text();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      // The page's words and its templates' (the panels', made twice by panels.js; the snippets', by embed-box.js).
      const all = (selector) => [
        ...doc.querySelectorAll(selector),
        ...[...doc.querySelectorAll('template')].flatMap((t) => [...t.content.querySelectorAll(selector)]),
      ];
      const texts = all('[data-msg]').map((node) => {
        const copy = node.cloneNode(true);
        for (const arg of copy.querySelectorAll(':scope > [data-arg]'))
          arg.replaceWith(`{${arg.dataset.arg}}`);
        return [node.dataset.msg, copy.textContent];
      });
      const attributes = all('*').flatMap((node) =>
        node
          .getAttributeNames()
          .filter((name) => name.startsWith('data-msg-'))
          .map((name) => [node.getAttribute(name), node.getAttribute(name.slice('data-msg-'.length))]),
      );
      const menu = [...doc.querySelectorAll('#language option')].map((o) => [o.value, o.lang, o.textContent]);
      return { texts, attributes, menu };
    });
    const squeeze = (text) => text.replace(/\s+/g, ' ').trim();
    assert.ok(marked.texts.length > 70, `${marked.texts.length} texts marked`);
    for (const [id, text] of [...marked.texts, ...marked.attributes])
      assert.equal(squeeze(text), html[id] ?? written[id], `${id} in index.html`);
    assert.deepEqual(
      Object.keys(html).filter(
        (id) => ![...marked.texts, ...marked.attributes].some(([used]) => used === id),
      ),
      [],
      'messages/en-html.js holds index.html’s words only',
    );
    assert.deepEqual(
      marked.menu.map(([value]) => value),
      [...pageLanguages],
    );
    for (const [value, lang, name] of marked.menu) {
      assert.equal(lang, value, `${name} is marked with its language`);
      // Its own name: what Intl calls the language in that language.
      const own = new Intl.DisplayNames([value], { type: 'language' }).of(
        value === 'zh-CN' ? 'zh-Hans' : value,
      );
      assert.equal(name, own);
    }
    noProblems(page);
  } finally {
    await closePage(page);
  }
});

test("a reader whose browser reads Chinese gets the page in Chinese, and the link and storage keep the menu's choice", async () => {
  const page = await openPage(browser, { locale: 'zh-CN' });
  try {
    assert.deepEqual(await page.evaluate(() => navigator.languages), ['zh-CN']);
    await finish(page);
    await assertChinese(page);
    assert.equal(await page.inputValue('#language'), 'zh-CN');
    // Not chosen: the link says nothing, and a reader in another language reads it in theirs.
    assert.equal((await savedState(page, () => true)).lang, undefined);
    await page.evaluate(() => window.scrollTo(0, 0));
    await desktopAndPhone(page, 'page-zh-CN');

    // English chosen in the menu: kept in the link and here, over the browser's languages.
    await choose(page, '#language', 'en');
    const state = await savedState(page, (s) => s.lang === 'en');
    assert.equal(state.lang, 'en');
    await page.reload();
    await waitReady(page);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    await page.goto(await baseUrl());
    await waitReady(page);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en', 'from storage');
    noProblems(page);
  } finally {
    await closePage(page);
  }
});

test('the menu switches the page to Chinese and back without losing the race, and back in English it is as it was', async () => {
  const page = await openPage(browser, { locale: 'en-US' });
  try {
    await settle(page);
    const before = await readable(page);
    assert.equal(before.lang, 'en');
    assert.ok(cjk(before.text) <= 4, 'English, but for the menu’s own name for Chinese');
    const race = await savedState(page, () => true);
    const clock = await page.inputValue('#clock');

    await choose(page, '#language', 'zh-CN');
    await assertChinese(page);
    assert.equal(await page.inputValue('#clock'), clock, 'the race stays where it was');
    const chosen = await savedState(page, (s) => s.lang === 'zh-CN');
    assert.deepEqual({ ...chosen, lang: undefined }, { ...race, lang: undefined }, 'the same race');

    await choose(page, '#language', 'en');
    const after = await readable(page);
    assert.equal(after.text, before.text, 'the English text, exactly');
    assert.equal(after.title, before.title);
    assert.deepEqual(after.labels, before.labels, 'the English labels, exactly');
    assert.equal(await page.inputValue('#clock'), clock);
    await page.evaluate(() => window.scrollTo(0, 0));
    await desktopAndPhone(page, 'page-en');
    noProblems(page);
  } finally {
    await closePage(page);
  }
});

test('undo and redo move the race, never the language or the theme', async () => {
  const page = await openPage(browser, { locale: 'en-US' });
  try {
    await page.selectOption('#map-select', 'preset:spiral');
    await savedState(page, (s) => s.map.id === 'spiral');
    await choose(page, '#language', 'zh-CN');
    await choose(page, '#theme', 'dark');
    await page.click('#undo');
    const state = await savedState(page, (s) => s.map.id === 'concave');
    assert.deepEqual([state.map.id, state.lang, state.theme], ['concave', 'zh-CN', 'dark']);
    await page.click('#redo');
    assert.equal((await savedState(page, (s) => s.map.id === 'spiral')).lang, 'zh-CN');
    assert.deepEqual(
      await page.evaluate(() => [document.documentElement.lang, document.documentElement.dataset.theme]),
      ['zh-CN', 'dark'],
    );
    noProblems(page);
  } finally {
    await closePage(page);
  }
});

test('a link in Chinese opens the page in Chinese, whatever the browser reads', async () => {
  const hash = encodeState({ ...defaultState(), lang: 'zh-CN' });
  const page = await openPage(browser, { locale: 'en-US', hash, colorScheme: 'dark' });
  try {
    await finish(page);
    await assertChinese(page);
    assert.equal(await page.inputValue('#language'), 'zh-CN');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'auto');
    await page.evaluate(() => window.scrollTo(0, 0));
    await desktopAndPhone(page, 'page-zh-CN-dark');
    noProblems(page);
  } finally {
    await closePage(page);
  }
});

for (const viewport of [
  { width: 1280, height: 860 },
  { width: 390, height: 844 },
])
  test(`in Chinese at ${viewport.width} px, axe finds no violation`, async () => {
    // axe goes in as an inline script, which the page's policy would refuse.
    const hash = encodeState({ ...defaultState(), lang: 'zh-CN' });
    const page = await openPage(browser, { hash, viewport, bypassCSP: true });
    try {
      await settle(page);
      assert.deepEqual(await axeViolations(page), []);
      noProblems(page);
    } finally {
      await closePage(page);
    }
  });

test('the theme menu sets data-theme, and the link and the storage keep it', async () => {
  const page = await openPage(browser);
  try {
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    assert.equal(await theme(), 'auto', 'auto until the reader chooses');
    assert.deepEqual(await page.$$eval('#theme option', (options) => options.map((o) => o.value)), [
      'auto',
      'light',
      'dark',
    ]);
    await choose(page, '#theme', 'dark');
    assert.equal(await theme(), 'dark');
    const state = await savedState(page, (s) => s.theme === 'dark');
    assert.equal(state.theme, 'dark');
    await page.reload();
    await waitReady(page);
    assert.equal(await theme(), 'dark', 'after a reload');
    assert.equal(await page.inputValue('#theme'), 'dark');
    await page.goto(await baseUrl());
    await waitReady(page);
    assert.equal(await theme(), 'dark', 'from storage');

    // The link alone, in a browser that has stored nothing.
    const other = await openPage(browser, { hash: encodeState(state) });
    try {
      assert.equal(
        await other.evaluate(() => document.documentElement.dataset.theme),
        'dark',
        'from the link',
      );
      noProblems(other);
    } finally {
      await closePage(other);
    }

    await choose(page, '#theme', 'light');
    assert.equal(await theme(), 'light');
    await choose(page, '#theme', 'auto');
    assert.equal(await theme(), 'auto');
    assert.equal((await savedState(page, (s) => s.theme === 'auto')).theme, 'auto');
    noProblems(page);
  } finally {
    await closePage(page);
  }
});
