// The reader's language (web/race/messages.js and its catalogues): the
// message syntax (plurals by Intl.PluralRules, selects, capitals, errors
// for bad syntax), an author's messages falling back to English key by key
// and listed once, the catalogues against each other (zh-CN's ids and
// arguments are English's, the race core's section complete, no English
// word in its Chinese), and the race core's sentences from real races in
// Chinese, carrying the engine's numbers as computed here from findPath
// and from searches of the package's own, written by Intl here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, test } from 'node:test';
import { Grid, init } from '../../web/lib/node.js';
import '../../web/lib/search.js';
import { algorithms, byCode, diagonals, heuristics, stepCosts, tieBreaks } from '../../web/lib/vocabulary.js';
import { formatStats } from '../../web/race/format.js';
import { headline } from '../../web/race/headline.js';
import { racePresets } from '../../web/race/lessons.js';
import { presetById, presetDescription, presetName, presets } from '../../web/race/maps.js';
import { english, loadMessages, messageIds, messagesFor, registerMessages } from '../../web/race/messages.js';
import en from '../../web/race/messages/en.js';
import zhCatalogue from '../../web/race/messages/zh-CN.js';
import { whyNoMoment } from '../../web/race/moments.js';
import { openListModel, stepSentence } from '../../web/race/open-list.js';
import {
  algorithmName,
  defaultPanel,
  panelAlgorithms,
  panelDetails,
  panelLabels,
  ruleName,
  searchOptions,
} from '../../web/race/panel.js';
import { Race } from '../../web/race/race.js';
import { tooltipLines } from '../../web/race/race-view.js';
import { speedText } from '../../web/race/speed.js';
import { verdict } from '../../web/race/verdict.js';
import { root } from './support.js';

let zh;
before(async () => {
  await init();
  zh = await loadMessages('zh-CN');
});

// ——— An oracle of the syntax, written apart from messages.js ———

/** A message's arguments and its literal text (what a reader reads besides the arguments). */
function readMessage(text) {
  let i = 0;
  const args = new Set();
  const literals = [];
  const body = (plural) => {
    let literal = '';
    while (i < text.length && text[i] !== '}') {
      if (text[i] === '{') {
        literals.push(literal);
        literal = '';
        ++i;
        argument();
      } else {
        if (!(plural && text[i] === '#')) literal += text[i];
        ++i;
      }
    }
    literals.push(literal);
  };
  const argument = () => {
    const head = /^\s*([A-Za-z_]\w*)\s*(?:,\s*(\w+)\s*)?/.exec(text.slice(i));
    assert.ok(head, `an argument at ${i} of ${text}`);
    args.add(head[1]);
    i += head[0].length;
    if (text[i] === '}') {
      ++i;
      return;
    }
    assert.equal(text[i], ',', text);
    ++i;
    for (;;) {
      while (/\s/.test(text[i])) ++i;
      if (text[i] === '}') {
        ++i;
        return;
      }
      i += /^[^\s{]+/.exec(text.slice(i))[0].length;
      while (/\s/.test(text[i])) ++i;
      assert.equal(text[i], '{', text);
      ++i;
      body(head[2] === 'plural');
      assert.equal(text[i], '}', text);
      ++i;
    }
  };
  body(false);
  assert.equal(i, text.length, `all of ${text} read`);
  return { args, literals: literals.join(' ') };
}

// The catalogue's race-core section: the ids between its comment and the figures'.
function raceCoreIds() {
  const text = readFileSync(new URL('web/race/messages/en.js', `file://${root}/`), 'utf8');
  const section = text.slice(
    text.indexOf('// ——— the race core ———'),
    text.indexOf('// ——— figures and the command line ———'),
  );
  return [...section.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]);
}

// Latin letters a Chinese sentence may hold: the symbols and proper names
// the tutorials keep (the benchmark set's name, Moving AI, among them).
const allowedLatin = ['Moving AI', 'Dijkstra', 'JPS', 'SVG', 'PNG', 'GIF', 'A*', 'f', 'g', 'h', 'w'];
function englishWords(text) {
  const words = String(text).match(/[A-Za-z][A-Za-z*]*(?: AI)?/g) ?? [];
  return words.filter((w) => !allowedLatin.includes(w));
}
const cjk = /[\u4e00-\u9fff]/;
/** A Chinese sentence the reader reads: Chinese words, no English one. */
function assertChinese(text, what = text) {
  assert.ok(cjk.test(text), `Chinese: ${what}`);
  assert.deepEqual(englishWords(text), [], `no English word: ${what}`);
}

// Numbers as a zh-CN reader reads them, by Intl here.
const zhCount = (n) => new Intl.NumberFormat('zh-CN').format(n);
const zhOne = (v) => new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 1 }).format(v);
const zhCost = (v) =>
  new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(v);
const rough = (v) => (v >= 10 ? Math.round(v) : Math.round(v * 10) / 10);

// ——— The syntax ———

test('plurals follow the language’s rules (Intl.PluralRules), =n first; selects, capitals and numbers', () => {
  const rules = new Intl.PluralRules('en');
  for (const n of [0, 1, 2, 1234]) {
    const word = rules.select(n) === 'one' ? 'cell' : 'cells';
    assert.equal(
      english.t('openList.summary', { size: n }),
      `Open list: ${new Intl.NumberFormat().format(n)} ${word}`,
    );
  }
  // French counts 0 as one: the rule is the language's, not English's.
  registerMessages('fr', {
    'openList.summary': 'Liste ouverte : {size, plural, one {# case} other {# cases}}',
    'openList.summaryDone': 'Liste ouverte : {size, plural, =0 {vide} one {# case} other {# cases}}',
  });
  const fr = messagesFor('fr');
  const frRules = new Intl.PluralRules('fr');
  for (const n of [0, 1, 2, 1234]) {
    const word = frRules.select(n) === 'one' ? 'case' : 'cases';
    assert.equal(
      fr.t('openList.summary', { size: n }),
      `Liste ouverte : ${new Intl.NumberFormat('fr').format(n)} ${word}`,
    );
  }
  assert.equal(fr.t('openList.summaryDone', { size: 0 }), 'Liste ouverte : vide', '=0 before the category');
  // Selects by value, with `other` for the rest.
  assert.equal(english.t('unit.blockedWall', { end: 'start' }), 'the start is a wall');
  assert.equal(english.t('unit.blockedWall', { end: 'goal' }), 'the goal is a wall');
  // A capital where a name starts a sentence, in English; Chinese has none to make.
  assert.equal(
    english.t('verdict.oneLost', { lost: 'weighted A* (w = 2)', found: 'A*', cost: '1.0' }),
    "Weighted A* (w = 2) finds no path under its rules; A*'s costs 1.0.",
  );
  assert.equal(zh.t('openList.cannotStart', { name: '贪婪搜索', why: 'x' }), '贪婪搜索无法开始：x。');
  // Numbers: English in the reader's own locale, Chinese as zh-CN writes them.
  assert.equal(english.count(70863), new Intl.NumberFormat().format(70863));
  assert.equal(zh.count(70863), zhCount(70863));
  assert.equal(zh.cost(62.93, 'exact'), zhCost(62.93));
  assert.equal(zh.compact(25000), new Intl.NumberFormat('zh-CN', { notation: 'compact' }).format(25000));
  assert.equal(
    english.compact(2500),
    `${new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(2.5)}k`,
  );
});

test('bad syntax is refused with the message named, and nothing of the batch is added', () => {
  const bad = {
    '{n, plural, one {#}}': /no "other" case/,
    'an {open': /unclosed/,
    'a } alone': /unmatched "}"/,
    '{1n}': /bad argument name/,
    '{n, fancy}': /unknown type "fancy"/,
    '{n, capital, a {b}}': /takes no cases/,
    '{n, select, a {b} other {c}': /.+/,
  };
  for (const [text, why] of Object.entries(bad))
    assert.throws(
      () => registerMessages('de', { 'openList.rank': 'Rang', 'x.bad': text }),
      (e) =>
        e instanceof TypeError && e.message.startsWith('message "x.bad" for de: ') && why.test(e.message),
      text,
    );
  assert.equal(messagesFor('de').lang, 'en', 'a refused batch adds nothing, not even its language');
  assert.throws(() => registerMessages('', {}), TypeError);
  assert.throws(() => registerMessages('de', { 'openList.rank': 7 }), /is not text/);
});

test("an author's language falls back to English key by key, marked, and the missing keys are listed once", (t) => {
  const warnings = [];
  t.mock.method(console, 'warn', (text) => warnings.push(text));
  registerMessages('nl', { 'openList.rank': 'rang', 'speed.allAtOnce': 'alles tegelijk' });
  registerMessages('nl', { 'openList.cell': 'cel' });
  const nl = messagesFor('nl');
  assert.equal(nl.t('openList.rank'), 'rang');
  assert.equal(nl.langOf('openList.rank'), 'nl');
  assert.equal(nl.t('openList.cell'), 'cel', 'a later call adds to the language');
  assert.equal(nl.t('openList.orderedBy'), english.t('openList.orderedBy'), 'English where it has none');
  assert.equal(nl.langOf('openList.orderedBy'), 'en');
  assert.equal(speedText(Infinity, nl), 'alles tegelijk', 'the race core reads it');
  const missing = warnings.filter((w) => w.includes('missing for nl'));
  assert.equal(missing.length, 1, 'listed once');
  assert.match(missing[0], /verdict\.neither/);
  assert.doesNotMatch(missing[0], /openList\.rank,/);
  registerMessages('nl', { 'no.such.id': 'x' });
  assert.equal(warnings.filter((w) => w.includes('no such message ids (nl): no.such.id')).length, 1);
});

// ——— The catalogues ———

test('zh-CN has only English ids, every message compiles, and each uses the arguments English gives', () => {
  const ids = new Set(messageIds());
  for (const id of Object.keys(zhCatalogue)) assert.ok(ids.has(id), `${id} is an English id`);
  for (const id of ids) {
    english.t(id);
    if (zh.has(id)) zh.t(id);
  }
  // Where the languages need different inputs on purpose: English repeats
  // the engine's own words for a map's mistake; Chinese names its reason.
  const differ = new Set(['map.problem']);
  for (const [id, text] of Object.entries(zhCatalogue)) {
    const mine = readMessage(text).args,
      theirs = readMessage(en[id]).args;
    if (differ.has(id)) continue;
    assert.deepEqual([...mine].sort(), [...theirs].sort(), `${id}: ${text}`);
  }
  assert.ok(readMessage(en['map.problem']).args.has('detail'));
  assert.ok(readMessage(zhCatalogue['map.problem']).args.has('reason'));
});

test("the race core's section is complete in zh-CN, in Chinese words only", () => {
  const ids = raceCoreIds();
  assert.ok(ids.length > 100, `${ids.length} race-core ids`);
  for (const id of ids) {
    assert.ok(id in zhCatalogue, `zh-CN has ${id}`);
    const { literals } = readMessage(zhCatalogue[id]);
    assert.deepEqual(englishWords(literals), [], `${id}: ${zhCatalogue[id]}`);
  }
});

test('the English names are web/lib’s labels, so the menus and panel names read as they did', () => {
  for (const a of algorithms) {
    assert.equal(algorithmName(a.name), a.label);
    assert.equal(algorithmName(a.name, { full: true }), a.title);
  }
  const weighted = panelAlgorithms.find((a) => a.weighted);
  assert.equal(algorithmName(weighted.name), weighted.label);
  for (const [kind, list] of Object.entries({
    heuristic: heuristics,
    diagonal: diagonals,
    tieBreak: tieBreaks,
    costs: stepCosts,
  }))
    for (const e of byCode(list)) {
      assert.equal(ruleName(kind, e.name), e.label, `${kind} ${e.name}`);
      assertChinese(ruleName(kind, e.name, zh), `${kind} ${e.name}`);
    }
  for (const p of [...presets, ...racePresets]) {
    assert.equal(presetName(p), p.name);
    assert.equal(presetDescription(p), p.description);
    assertChinese(presetName(p, zh), p.id);
    assertChinese(presetDescription(p, zh), p.id);
  }
  const w = { ...defaultPanel('weighted'), weight: 2.5 };
  assert.equal(panelDetails(w, { ...w, heuristic: 'euclidean' }), 'w = 2.5, octile');
  assert.equal(panelDetails(w, { ...w, heuristic: 'euclidean' }, zh), `w = ${zhOne(2.5)}，八方向距离`);
});

// ——— Sentences from real races ———

function presetRace(id, panels, extra = {}) {
  const map = presetById(id).make();
  const grid = Grid.fromArray(map.width, map.height, map.terrain);
  const race = new Race(grid, { start: map.start, goal: map.goal, panels, ...extra });
  return { map, grid, race };
}

const astar = defaultPanel('astar'),
  greedy = defaultPanel('greedy');

test('the concave trap in Chinese: the verdict, the panels and the steps say the engine’s numbers', () => {
  const { map, grid, race } = presetRace('concave', [astar, greedy]);
  const a = grid.findPath(map.start, map.goal, searchOptions(astar)),
    g = grid.findPath(map.start, map.goal, searchOptions(greedy));
  assert.ok(g.cost > a.cost && g.expanded < a.expanded, 'greedy falls into the trap');
  // Every step of greedy's: the cell a search of the package's own takes next, and its h.
  const own = grid.search(map.start, map.goal, searchOptions(greedy));
  try {
    for (const k of [0, 1, 5, 20, 60, 150, g.expanded - 1]) {
      own.step(k - own.expanded);
      race.seek(k);
      const next = own.openList(1)[0];
      for (const i of [0, 1]) {
        const text = stepSentence(race, i, openListModel(race, i, 10, zh).rows, zh);
        assertChinese(text);
        assert.ok(text.endsWith('。'), text);
      }
      const text = stepSentence(race, 1, openListModel(race, 1, 10, zh).rows, zh);
      assert.ok(
        text.startsWith(`贪婪搜索取出(${next.x}, ${next.y})：h = ${zhOne(next.h)}是开放列表中最小的`),
        text,
      );
      assert.equal(
        formatStats(race.search(1), null, race.costs, zh),
        `已展开${zhCount(k)}个 · 开放列表${zhCount(own.openSize)}个`,
      );
      // The tooltip of the cell it takes next.
      for (const line of tooltipLines(race, 1, next, null, zh))
        assert.deepEqual(englishWords(line), [], line);
    }
  } finally {
    own.dispose();
  }
  race.seek(Infinity);
  const v = verdict(race, zh);
  const pct = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 1 }).format(
    rough((g.cost / a.cost - 1) * 100),
  );
  assert.equal(
    v.text,
    `贪婪搜索展开的节点数只有对方的1/${zhOne(rough(a.expanded / g.expanded))}，但路径代价高出${pct}%：` +
      `${zhCost(g.cost)}对${zhCost(a.cost)}（${zhCount(g.cells.length)}个格子对${zhCount(a.cells.length)}个）。`,
  );
  assert.deepEqual(
    [v.worse, v.better],
    verdict(race).worse === 1 ? [1, 0] : [0, 1],
    'the same comparison as English',
  );
  assert.equal(
    stepSentence(race, 0, [], zh),
    `A*展开了${zhCount(a.expanded)}次，把终点从开放列表中取了出来：搜索完成。`,
  );
  assert.equal(
    formatStats(race.search(1), race.result(1), race.costs, zh),
    `已展开${zhCount(g.expanded)}个 · 代价${zhCost(g.cost)}`,
  );
  race.dispose();
  grid.dispose();
});

test('in English a sentence that starts with a panel name starts with a capital', () => {
  for (const a of panelAlgorithms)
    for (const b of panelAlgorithms) {
      const panels = [
        { ...defaultPanel(a.name), weight: 2 },
        { ...defaultPanel(b.name), weight: 2 },
      ];
      const { grid, race } = presetRace('concave', panels);
      for (const k of [0, 3, Infinity]) {
        race.seek(k);
        for (const i of [0, 1]) {
          const text = stepSentence(race, i, openListModel(race, i).rows);
          assert.match(text, /^[A-Z]/, text);
        }
      }
      const text = verdict(race).text;
      assert.match(text, /^[A-Z]/, text);
      const said = verdict(race, zh).text;
      assertChinese(said);
      const { names, subtitle } = headline(panels, zh);
      for (const n of names) assert.deepEqual(englishWords(n), [], n);
      assertChinese(subtitle, `${names.join(' / ')}: ${subtitle}`);
      race.dispose();
      grid.dispose();
    }
});

test('JPS on terrain, a unit that does not fit, and a walled-off goal, in Chinese', () => {
  // JPS refused: the cell the engine names and its terrain, and the other panel's cost.
  const made = presetById('open-field').make();
  const terrain = Uint8Array.from(made.terrain);
  terrain[10 * made.width + 30] = 3;
  const grid = Grid.fromArray(made.width, made.height, terrain);
  const race = new Race(grid, { start: made.start, goal: made.goal, panels: [astar, defaultPanel('jps')] });
  race.seek(Infinity);
  const a = grid.findPath(made.start, made.goal, searchOptions(astar));
  const v = verdict(race, zh).text;
  assertChinese(v);
  assert.ok(v.includes('格子(30, 10)的地形代价是3'), v);
  assert.ok(v.endsWith(`A*的路径代价为${zhCost(a.cost)}。`), v);
  const s = stepSentence(race, 1, [], zh);
  assert.equal(
    s,
    'JPS不能在这张地图上参赛：跳点搜索要求每个可通行格子的代价都是1，但格子(30, 10)的地形代价是3。',
  );
  race.dispose();
  grid.dispose();

  // A 2×2 unit whose block leaves the map at the start; and a goal no path reaches.
  for (const [rows, size, says] of [
    [['....', '....', '....'], 2, '2×2的单位在起点放不下'],
    [['..#.', '..#.', '..#.'], 1, '没有路径连通起点和终点'],
  ]) {
    const g = Grid.fromRows(rows);
    const start = { x: size === 2 ? 3 : 0, y: size === 2 ? 2 : 0 };
    const goal = { x: size === 2 ? 0 : 3, y: 0 };
    const r = new Race(g, { start, goal, panels: [astar, greedy], size });
    r.seek(Infinity);
    // The package's own stepped searches (findPath may answer a walled-off goal without expanding).
    const expanded = [0, 1].map((i) => {
      const own = g.search(start, goal, { ...searchOptions(r.panelSettings(i)), size });
      try {
        return own.run().expanded;
      } finally {
        own.dispose();
      }
    });
    const text = verdict(r, zh).text;
    assert.equal(
      text,
      `两者都找不到路径：${says}${size === 2 ? '（它占据的方块里有墙，或超出了地图）' : ''}（分别展开了${zhCount(expanded[0])}次和${zhCount(expanded[1])}次）。`,
    );
    for (const i of [0, 1]) assertChinese(stepSentence(r, i, [], zh));
    r.dispose();
    g.dispose();
  }
  for (const name of ['left-goal', 'right-goal', 'divergence']) assertChinese(whyNoMoment(name, zh));
});

test('the lessons’ captions in Chinese carry the engine’s numbers', () => {
  const run = (id, side) => {
    const lesson = racePresets.find((r) => r.id === id);
    const map = lesson.make();
    const { costs, ...rules } = lesson.options;
    const grid = Grid.fromArray(map.width, map.height, map.terrain);
    try {
      return grid.findPath(
        map.start,
        map.goal,
        searchOptions({ ...defaultPanel(side.algorithm), ...rules, ...side }, costs),
      );
    } finally {
      grid.dispose();
    }
  };
  const caption = (id) => presetDescription(presetById(id), zh);
  const story = racePresets.find((r) => r.id === 'greedy-story');
  const [best, worst] = [run('greedy-story', story.left), run('greedy-story', story.right)];
  assert.ok(
    caption('greedy-story').includes(`它的路径经过${worst.path.length}个格子，而${best.path.length}个就够了`),
  );
  const over = racePresets.find((r) => r.id === 'overestimate');
  assert.ok(caption('overestimate').includes(`路径代价${zhCost(run('overestimate', over.right).cost)}。`));
  assert.ok(caption('overestimate').includes(`代价${zhCost(run('overestimate', over.left).cost)}。`));
  const ties = Object.fromEntries(
    ['larger-g', 'lifo', 'fifo'].map((tieBreak) => [tieBreak, run('ties', { algorithm: 'astar', tieBreak })]),
  );
  assert.ok(
    caption('ties').includes(
      `优先取g较大者展开了${ties['larger-g'].expanded}个格子，后进先出展开了${ties.lifo.expanded}个，先进先出展开了${ties.fifo.expanded}个，而每条路径的代价都是${ties.fifo.cost}。`,
    ),
    caption('ties'),
  );
  assert.equal(
    presetName(presetById('greedy-story'), zh),
    `贪婪搜索：${best.path.length}格就够，它走了${worst.path.length}格`,
  );
});

test('names, speeds and numbers of the panels in Chinese', () => {
  assert.deepEqual(panelLabels([astar, astar], {}, zh), ['A*（左）', 'A*（右）']);
  assert.deepEqual(panelLabels([{ ...astar, heuristic: 'manhattan' }, astar], { full: true }, zh), [
    'A*搜索（曼哈顿距离）',
    'A*搜索（八方向距离）',
  ]);
  const compact = new Intl.NumberFormat('zh-CN', { notation: 'compact', maximumFractionDigits: 1 });
  for (const speed of [1, 20, 2500, 50000, 1e6])
    assert.equal(speedText(speed, zh), `${compact.format(speed)}/秒`);
  assert.equal(speedText(Infinity, zh), '一次完成');
  assert.equal(
    speedText(2500),
    `${new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(2.5)}k /s`,
  );
});
