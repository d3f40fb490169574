// The element's words (web/embed/element-messages/en.js and zh-CN.js, added to the
// race core's catalogue by element-messages.js): Chinese has every element message
// English has, with the same arguments; every sentence attributes.js and
// <path-race-step> say about a bad value reads as Chinese in Chinese (full-
// width punctuation, the value quoted) and as before in English.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { defaults, mapEnds, mapFailure, mapHighlight, readSettings } from '../../web/embed/attributes.js';
import { noRaceSentence, readStep } from '../../web/embed/path-race-step.js';
import { embedSnippets } from '../../web/embed/snippets.js';
import { defaultRace } from '../../web/race/default-race.js';
import en from '../../web/embed/element-messages/en.js';
import { presetById, presetName } from '../../web/race/maps.js';
import { english, loadMessages } from '../../web/race/messages.js';

let zh;
before(async () => {
  zh = await loadMessages('zh-CN');
});

const elementIds = Object.keys(en).filter((id) => id.startsWith('element.'));
const chinese = /[\u3400-\u9fff]/;

// The arguments a message reads, by rendering it with arguments that record
// each name asked for (a select takes its "other" case, a plural its "other").
function argumentsOf(m, id) {
  const asked = new Set();
  const args = new Proxy(
    {},
    {
      get(_, name) {
        asked.add(name);
        return 'x';
      },
    },
  );
  m.t(id, args);
  return [...asked].sort();
}

test('Chinese has every element message English has, and only those, each with the same arguments', () => {
  assert.ok(elementIds.length > 40, `${elementIds.length} element messages`);
  for (const id of elementIds) {
    assert.ok(zh.has(id), `${id} is missing from zh-CN.js`);
    assert.deepEqual(argumentsOf(zh, id), argumentsOf(english, id), `${id}'s arguments`);
  }
});

// One value each attribute refuses.
const refused = {
  map: 'ftp://example.org/a.map',
  seed: 'soon',
  start: 'top left',
  goal: '1;2',
  left: 'fastest',
  right: 'quick',
  weight: 'heavy',
  heuristic: 'taxicab',
  diagonal: 'sometimes',
  'tie-break': 'coin',
  costs: 'cheap',
  size: '12',
  speed: 'fast',
  autoplay: 'maybe',
  controls: 'all',
  labels: 'some',
  height: 'tall',
  at: 'midway',
  explain: 'everything',
  highlight: '3,4 five',
};

test('each attribute refused says one sentence: in Chinese, Chinese and quoting the value; in English, as before', () => {
  for (const [name, text] of Object.entries(refused)) {
    const get = (n) => (n === name ? text : null);
    const inChinese = readSettings(get, { base: 'https://blog.example.cn/post/' }, zh).problems;
    const inEnglish = readSettings(get, { base: 'https://blog.example.cn/post/' }).problems;
    assert.equal(inChinese.length, 1, `${name}="${text}": ${inChinese}`);
    assert.equal(inEnglish.length, 1, `${name}="${text}": ${inEnglish}`);
    const [sentence] = inChinese;
    assert.match(sentence.split('；')[0], chinese, `what is wrong, in Chinese: ${sentence}`);
    assert.ok(sentence.includes(`“${text}”`) || sentence.includes(`“${text.split(/[ ,;]/)[0]}`), sentence);
    assert.match(sentence, /；[^；]+。$/, `${sentence}: what is wrong；what is used instead。`);
    assert.doesNotMatch(sentence, /; |\.$/, sentence);
    assert.match(inEnglish[0], /^[a-z-]+ “.*; .*\.$/, inEnglish[0]);
    assert.ok(inEnglish[0].startsWith(`${name} “`), inEnglish[0]);
  }
});

test('a start, goal or highlight off the map, and a step’s problems, in Chinese', () => {
  const map = { grid: { width: 12, height: 8 }, start: { x: 0, y: 0 }, goal: { x: 11, y: 7 } };
  const settings = { start: { x: 20, y: 3 }, goal: { x: 2, y: 9 } };
  const { ends, problems } = mapEnds(settings, map, zh);
  assert.deepEqual(ends, { start: map.start, goal: map.goal });
  assert.deepEqual(problems, [
    'start的值“20,3”在这张12×8的地图之外（x为0到11，y为0到7）；改用地图自带的起点。',
    'goal的值“2,9”在这张12×8的地图之外（x为0到11，y为0到7）；改用地图自带的终点。',
  ]);
  assert.deepEqual(mapEnds(settings, map).problems, [
    "start “20,3” is outside this 12×8 map (x from 0 to 11, y from 0 to 7); using the map's own start.",
    "goal “2,9” is outside this 12×8 map (x from 0 to 11, y from 0 to 7); using the map's own goal.",
  ]);
  assert.deepEqual(mapHighlight([{ x: 30, y: 1 }], map, zh).problems, [
    'highlight的值“30,1”在这张12×8的地图之外；只圈出地图内的格子。',
  ]);

  const step = readStep((n) => ({ highlight: '1,2 x' })[n] ?? null, zh);
  assert.equal(step.problems.length, 2);
  assert.equal(step.problems[0], '缺少at：请写明是哪一步，例如at="commit"或at="40"。');
  assert.match(step.problems[1], /^highlight的值“1,2 x”.*；改为不圈出任何格子。$/);
  assert.equal(noRaceSentence('storry', zh), 'for的值“storry”在本页找不到对应的<path-race>。');
  assert.equal(noRaceSentence(null), 'for is missing: give the id of a <path-race>.');
});

test('a map that fails to load is replaced by the default map, which the sentence names in its language', () => {
  const preset = presetById(defaults.map);
  assert.equal(
    mapFailure('map “nope.map” could not be read'),
    `map “nope.map” could not be read; showing the ${presetName(preset).toLowerCase()} instead.`,
  );
  assert.ok(mapFailure('x', zh).includes(presetName(preset, zh)), mapFailure('x', zh));
});

test('the snippets carry the language asked for: the element’s lang, the iframe’s lang parameter, its title in it', () => {
  const base = 'https://example.cn/races/';
  const state = defaultRace();
  const plain = embedSnippets(state, { base });
  assert.doesNotMatch(plain.element + plain.iframe, /lang/);
  assert.match(plain.iframe, / title="A pathfinding race: A\* vs greedy" /);

  const chinese = embedSnippets(state, { base, lang: 'zh-CN' });
  assert.match(chinese.element, /<path-race [^>]*lang="zh-CN"[^>]*><\/path-race>$/);
  assert.equal(new URL(chinese.iframeUrl).searchParams.get('lang'), 'zh-CN');
  assert.match(chinese.iframe, / title="寻路竞速：A\*对贪婪搜索" lang="zh-CN" /);
  // Everything else as without a language.
  const { lang, ...rest } = chinese.attributes;
  assert.equal(lang, 'zh-CN');
  assert.deepEqual(rest, plain.attributes);

  // A language with no catalogue: carried as asked, the title in English, marked so.
  const french = embedSnippets(state, { base, lang: 'fr' });
  assert.match(french.element, /lang="fr"/);
  assert.match(french.iframe, / title="A pathfinding race: A\* vs greedy" lang="en" /);
});
