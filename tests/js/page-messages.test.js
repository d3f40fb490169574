const demo = path.join(root, 'web', 'demo');

// English: what the page's script writes and what index.html says, in two files, no id in both.
const en = { ...written, ...html };

// The race page's own catalogues (web/demo/messages/): Chinese says
// everything English does, with the same arguments, in messages the core
// reads; no English is left in it but symbols, names and what a reader
// types; every message the page's scripts write is in the English they
// load with the page; the page starts in the first of the browser's
// languages it reads in.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import written from '../../web/demo/messages/en.js';
import html from '../../web/demo/messages/en-html.js';
import zh from '../../web/demo/messages/zh-CN.js';
import { pageLanguages, preferredLanguage } from '../../web/demo/locale.js';
import { messagesFor, registerMessages } from '../../web/race/messages.js';
import { root } from './support.js';

// A message's argument names (select and plural ones too) and its own text
// (every case's, without the arguments), read as messages.js reads them.
function read(text) {
  const args = new Set();
  let own = '';
  let i = 0;
  const body = () => {
    while (i < text.length && text[i] !== '}') {
      if (text[i] !== '{') {
        own += text[i++];
        continue;
      }
      const [, name, type] = /^\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?/.exec(text.slice(i));
      args.add(name);
      i = text.indexOf(type ? ',' : '}', i + 1) + 1;
      if (type === 'select' || type === 'plural')
        for (i = text.indexOf(',', i) + 1; text[i] !== '}';) {
          const open = text.indexOf('{', i);
          i = open + 1;
          body();
          i += 1; // the case's '}'
          while (text[i] === ' ') ++i;
        }
      else if (type) i = text.indexOf('}', i);
      if (type) i += 1;
      own += ' ';
    }
  };
  body();
  return { args, own };
}

// What may stay in Latin letters in Chinese text, and why.
const latin = new Set([
  // symbols and names Chinese tutorials write so
  ...['A*', 'f', 'g', 'h', 'w', 'JPS', 'SVG', 'GIF', 'Dijkstra'],
  // proper names: the project, the benchmark and its author, site and licence
  ...['pathrace', 'Moving', 'AI', 'N.', 'Sturtevant', 'movingai.com', 'ODC-By'],
  // keys as the keyboard prints them
  ...['Home', 'End', 'P', 'S', 'G', 'Ctrl+Z', 'Ctrl+Shift+Z'],
  // what a reader types or copies: file names, folders, the package, an import, an attribute
  ...[
    'map',
    '.map',
    'path-race.js',
    'embed/',
    'race/maps/',
    'web/',
    'web/race/maps',
    'npm',
    'import',
    "'pathrace/element'",
    // the tag a page names its Moving AI maps with: <meta name="pathrace-maps">
    'meta',
    'name',
    'pathrace-maps',
  ],
  // a unit of size
  'kB',
]);

test('the Chinese catalogue has every message of the English ones, with the same arguments', () => {
  assert.deepEqual(
    Object.keys(written).filter((id) => id in html),
    [],
  );
  assert.deepEqual(Object.keys(zh).sort(), Object.keys(en).sort());
  for (const [id, text] of Object.entries(en))
    assert.deepEqual(read(zh[id]).args, read(text).args, `${id}: ${zh[id]}`);
});

test("every message the page's scripts name is in the catalogue they load with the page", () => {
  const missing = [];
  for (const file of readdirSync(demo).filter((f) => f.endsWith('.js')))
    for (const [, id] of readFileSync(path.join(demo, file), 'utf8').matchAll(/'(page\.[\w.-]+)'/g))
      if (!(id in written)) missing.push(`${file}: ${id}`);
  assert.deepEqual(missing, []);
});

test('both catalogues are messages the core reads, and the page ids are its own', () => {
  for (const id of Object.keys(en)) assert.match(id, /^page\./, id);
  registerMessages('en', written);
  registerMessages('en', html);
  registerMessages('zh-CN', zh);
  const m = messagesFor('zh-CN');
  assert.equal(m.t('page.clock.of', { done: 1234, total: 5678 }), '1,234 / 5,678次展开');
  assert.equal(m.t('page.panel.title', { side: 'right', name: 'A*' }), '右侧：A*');
  assert.equal(messagesFor('en').t('page.clock.done', { done: 1 }), '1 expansion');
  assert.equal(
    messagesFor('en').t('page.clock.done', { done: 1200 }),
    `${(1200).toLocaleString()} expansions`,
  );
  assert.equal(
    messagesFor('en').t('page.start.instead', {
      problems: 'your last race could not be read (x)',
      what: 'y',
    }),
    'Your last race could not be read (x); showing y instead.',
  );
});

test('Chinese messages use no English words but symbols, names, keys and code', () => {
  for (const [id, text] of Object.entries(zh)) {
    const { own } = read(text);
    const tokens = own.match(/[A-Za-z.'/][\w.*+'/-]*/g) ?? [];
    const english = tokens.filter((t) => /[A-Za-z]/.test(t) && !latin.has(t));
    assert.deepEqual(english, [], `${id}: ${text}`);
    assert.ok(/[\u4e00-\u9fff]/.test(own) || !/[A-Za-z]{2}/.test(own), `${id} is Chinese: ${text}`);
    // Sentences end in full-width punctuation, as Chinese prose does.
    assert.doesNotMatch(
      own,
      /[\u4e00-\u9fff][,;:!?]|[,;:!?][\u4e00-\u9fff]/,
      `${id}: full-width punctuation`,
    );
  }
});

test("the page starts in the first of the browser's languages it reads in, else English", () => {
  const cases = [
    [['zh-CN'], 'zh-CN'],
    [['fr-FR', 'zh-TW', 'en'], 'zh-CN'],
    [['zh'], 'zh-CN'],
    [['en-GB', 'zh-CN'], 'en'],
    [['de-DE', 'fr'], 'en'],
    [[], 'en'],
    [undefined, 'en'],
  ];
  for (const [tags, lang] of cases) assert.equal(preferredLanguage(tags), lang, JSON.stringify(tags));
  assert.deepEqual(pageLanguages, ['en', 'zh-CN']);
});
