// Property tests of <path-race>'s attribute parser (web/embed/attributes.js,
// which also reads embed.html's URL parameters, text from strangers) with
// fast-check: valid text in every spelling the attribute table of
// docs/embed.md allows, and random and hostile text, for every attribute at
// once. Each attribute gives its value, or the default plus one sentence
// that quotes the text flat and short; nothing throws; no text reaches the
// settings except as rows for the engine or a parsed http(s) URL; the rules
// and the ends a race runs under are always complete and on the map.
//
// The words an attribute takes come from where the parser takes them (the
// vocabulary of web/lib, the race's panel algorithms, the control kinds the
// parser exports), never copied here, so a word added there is fuzzed at
// once; docs.test.js checks the docs' table against the same lists. Seeds
// are fixed (FC_SEED overrides); a failure prints
// fast-check's seed and path: FC_SEED=<seed> node --test tests/js/fuzz-attributes.test.js
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import fc from 'fast-check';
import {
  attributeNames,
  choices,
  mapEnds,
  mapHighlight,
  maxHighlight,
  readSettings,
  resolveRules,
} from '../../web/embed/attributes.js';
import {
  diagonals as diagonalList,
  heuristics as heuristicList,
  limits,
  names,
  stepCosts as stepCostList,
  tieBreaks as tieBreakList,
} from '../../web/lib/vocabulary.js';
import { noRaceSentence, readStep } from '../../web/embed/path-race-step.js';
import { loadMap } from '../../web/race/map-source.js';
import { maxStep, momentNames } from '../../web/race/moments.js';
import { racePresets } from '../../web/race/lessons.js';
import { presetById, presets } from '../../web/race/maps.js';
import { panelAlgorithms as panelAlgorithmList } from '../../web/race/panel.js';
import { init } from './support.js';

const seed = Number(process.env.FC_SEED ?? 0xa771);
const check = (property, numRuns = 400) => fc.assert(property, { seed, numRuns });
const base = 'https://blog.example.org/posts/race.html';

// What the attributes take. A lesson race with its own map is a preset by its id.
const presetIds = [...presets, ...racePresets].map((p) => p.id).filter((id) => presetById(id));
const seeded = new Set(presets.filter((p) => p.defaultSeed !== undefined).map((p) => p.id));
const panelAlgorithms = names(panelAlgorithmList);
const heuristics = names(heuristicList);
const diagonals = names(diagonalList);
const tieBreaks = names(tieBreakList);
const stepCosts = names(stepCostList);
const controlKinds = choices.controls;
const explainKinds = choices.explain;
// The themes the docs name (docs/embed.md, "Themes").
const themes = ['light', 'dark', 'auto'];
// What sticky takes, as docs/embed.md ("On phones") names it.
const stickies = ['auto', 'off'];
const { maxWeight, maxUnitSize } = limits;
const heightUnits = ['px', 'em', 'rem', 'vh', 'svh', 'lvh', 'dvh', 'lh'];
const height = new RegExp(`^\\d+(\\.\\d+)?(${heightUnits.join('|')})$`);

// Where each attribute's value lands in the settings.
const settingOf = {
  map: ({ map: { seed: _, ...map } }) => map,
  seed: (s) => s.map.seed,
  start: (s) => s.start,
  goal: (s) => s.goal,
  left: (s) => s.panels[0].algorithm,
  right: (s) => s.panels[1].algorithm,
  weight: (s) => s.panels.map((p) => p.weight),
  heuristic: (s) => s.panels.map((p) => p.heuristic),
  diagonal: (s) => s.panels.map((p) => p.diagonal),
  'tie-break': (s) => s.panels.map((p) => p.tieBreak),
  costs: (s) => s.costs,
  size: (s) => s.size,
  speed: (s) => s.speed,
  autoplay: (s) => s.autoplay,
  controls: (s) => s.controls,
  labels: (s) => s.labels,
  height: (s) => s.height,
  at: (s) => s.at,
  explain: (s) => s.explain,
  highlight: (s) => s.highlight,
  theme: (s) => s.theme,
  sticky: (s) => s.sticky,
};
const absent = readSettings(() => null).settings;

// Whether a setting is one the table allows (for text the parser took).
const isPoint = (p) =>
  p === null || (Object.keys(p).join() === 'x,y' && [p.x, p.y].every((v) => Number.isInteger(v) && v >= 0));
const fromList = (list) => (values) => values.every((v) => v === null || list.includes(v));
const allowed = {
  map: (m) => {
    if (m.kind === 'preset') return presetIds.includes(m.id);
    if (m.kind === 'movingai') return /^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(m.name);
    if (m.kind === 'rows')
      return (
        Array.isArray(m.rows) && m.rows.every((r) => r.length > 0 && !/[/\r\n]/.test(r) && r === r.trim())
      );
    // A URL as the URL parser writes it: nothing that could close an attribute or start markup.
    return m.kind === 'url' && /^https?:\/\//.test(m.href) && !/[\s<>"'`]/.test(m.href);
  },
  seed: (v) => v === undefined || (Number.isInteger(v) && v >= 0 && v <= 0xffffffff),
  start: isPoint,
  goal: isPoint,
  left: (v) => panelAlgorithms.includes(v),
  right: (v) => panelAlgorithms.includes(v),
  weight: (ws) => ws.every((w) => Number.isFinite(w) && w >= 0 && w <= maxWeight),
  heuristic: fromList(heuristics),
  diagonal: fromList(diagonals),
  'tie-break': fromList(tieBreaks),
  costs: (v) => v === null || stepCosts.includes(v),
  size: (v) => Number.isInteger(v) && v >= 1 && v <= maxUnitSize,
  speed: (v) => v === 'auto' || v === Infinity || (Number.isFinite(v) && v > 0),
  autoplay: (v) => typeof v === 'boolean',
  controls: (v) => controlKinds.includes(v),
  labels: (v) => typeof v === 'boolean',
  height: (v) => v === 'auto' || height.test(v),
  at: (v) => v === null || momentNames.includes(v) || (Number.isInteger(v) && v >= 0 && v <= maxStep),
  explain: (v) => explainKinds.includes(v),
  highlight: (cells) =>
    Array.isArray(cells) && cells.length <= maxHighlight && cells.every((p) => isPoint(p) && p !== null),
  theme: (v) => themes.includes(v),
  sticky: (v) => stickies.includes(v),
};

// ------------------------------------------------------- valid text, by the table

const space = fc.constantFrom('', ' ', '  ', '\t', '\n ');
const padded = (text) => fc.tuple(space, space).map(([a, b]) => `${a}${text}${b}`);
// A word in any letter case, with blanks around it.
const word = (w) =>
  fc
    .array(fc.boolean(), { minLength: w.length, maxLength: w.length })
    .chain((upper) => padded([...w].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('')));
const oneOf = (list) => fc.constantFrom(...list).chain((v) => word(v).map((text) => ({ text, value: v })));
// One value for both panels, or two separated by a comma (or blanks).
const perPanel = (one) =>
  fc.oneof(
    one.map(({ text, value }) => ({ text, value: [value, value] })),
    fc
      .tuple(one, one, fc.constantFrom(',', ', ', ' , ', ' '))
      .map(([a, b, sep]) => ({ text: `${a.text.trim()}${sep}${b.text.trim()}`, value: [a.value, b.value] })),
  );
const decimal = (max) =>
  fc
    .tuple(fc.integer({ min: 0, max }), fc.option(fc.stringMatching(/^[0-9]{1,4}$/)))
    .filter(([whole, frac]) => whole < max || !frac || Number(frac) === 0)
    .map(([whole, frac]) => (frac === null ? String(whole) : `${whole}.${frac}`));
const number = (max) => decimal(max).chain((t) => padded(t).map((text) => ({ text, value: Number(t) })));
const rowsMap = fc
  .array(fc.stringMatching(/^[.#1-9]{1,8}$/), { minLength: 1, maxLength: 5 })
  .chain((rows) =>
    fc
      .constantFrom('/', ' / ', '\n', '\r\n', '/\n')
      .map((sep) => ({ text: rows.join(sep), value: { kind: 'rows', rows } })),
  );
const urlMap = fc
  .tuple(
    fc.constantFrom('https://maps.example.com/', 'http://example.net/a/', '/maps/', '', '../'),
    fc.stringMatching(/^[a-z0-9_-]{1,12}$/),
  )
  .map(([prefix, name]) => ({
    text: `${prefix}${name}.map`,
    value: { kind: 'url', href: new URL(`${prefix}${name}.map`, base).href },
  }));
const movingAIMap = fc
  .stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,20}$/)
  .filter((name) => !presetIds.includes(name) && !/^[1-9]+$/.test(name))
  .map((name) => ({ text: name, value: { kind: 'movingai', name } }));
const point = fc
  .tuple(
    fc.integer({ min: 0, max: 9999 }),
    fc.integer({ min: 0, max: 9999 }),
    fc.constantFrom('%x,%y', '%x, %y', '(%x,%y)', '( %x , %y )', '%x %y'),
  )
  .chain(([x, y, form]) =>
    padded(form.replace('%x', x).replace('%y', y)).map((text) => ({ text, value: { x, y } })),
  );
const truth = (name) =>
  fc.oneof(
    oneOf(['true', 'on', 'yes', '1', name, '']).map(({ text }) => ({ text, value: true })),
    oneOf(['false', 'off', 'no', '0']).map(({ text }) => ({ text, value: false })),
  );

const valid = {
  map: fc.oneof(
    fc.constantFrom(...presetIds).map((id) => ({ text: id, value: { kind: 'preset', id } })),
    rowsMap,
    urlMap,
    movingAIMap,
  ),
  seed: fc
    .integer({ min: 0, max: 0xffffffff })
    .chain((v) => padded(String(v)).map((text) => ({ text, value: v }))),
  start: point,
  goal: point,
  left: oneOf(panelAlgorithms),
  right: oneOf(panelAlgorithms),
  weight: perPanel(number(maxWeight)),
  heuristic: perPanel(oneOf(heuristics)),
  diagonal: perPanel(oneOf(diagonals)),
  'tie-break': perPanel(oneOf(tieBreaks)),
  costs: oneOf(stepCosts),
  size: fc
    .integer({ min: 1, max: maxUnitSize })
    .chain((v) => padded(String(v)).map((text) => ({ text, value: v }))),
  speed: fc.oneof(
    oneOf(['auto']),
    oneOf(['max', 'infinity']).map(({ text }) => ({ text, value: Infinity })),
    number(1e6).filter(({ value }) => value > 0),
  ),
  autoplay: truth('autoplay'),
  controls: oneOf(controlKinds),
  labels: truth('labels'),
  height: fc.oneof(
    oneOf(['auto']),
    fc
      .tuple(decimal(99999), fc.constantFrom('', ...heightUnits))
      .chain(([n, unit]) => word(`${n}${unit}`).map((text) => ({ text, value: `${n}${unit || 'px'}` }))),
  ),
  at: fc.oneof(
    oneOf(momentNames),
    fc.integer({ min: 0, max: maxStep }).chain((v) => padded(String(v)).map((text) => ({ text, value: v }))),
  ),
  explain: oneOf(explainKinds),
  // Cells separated by any run of blanks (none: no cells).
  highlight: fc
    .array(fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 9999 })), { maxLength: 12 })
    .chain((cells) =>
      fc
        .array(fc.constantFrom(' ', '  ', '\t', '\n', ' \n '), {
          minLength: cells.length + 1,
          maxLength: cells.length + 1,
        })
        .map((gaps) => ({
          text: gaps[0] + cells.map(([x, y], i) => `${x},${y}${gaps[i + 1]}`).join(''),
          value: cells.map(([x, y]) => ({ x, y })),
        })),
    ),
  theme: oneOf(themes),
  sticky: oneOf(stickies),
};

// ------------------------------------------------------------- hostile text

const payloads = [
  '<img src=x onerror="window.__pwned=1">',
  '"><script>alert(1)</script>',
  "'><svg onload=alert(1)>",
  'javascript:alert(1)//.map',
  'data:text/plain,x.map',
  'file:///etc/passwd.map',
  'http://[::1.map',
  '__proto__',
  'constructor',
  'toString',
  '\u0000',
  '\ud800',
  '\u202e',
  'NaN',
  'Infinity',
  '-1',
  '1e3',
  '0x10',
  '1,2,3',
  ',',
  '9999,10000',
  '4294967296',
  '10000.0001',
  '-0',
  '.5',
  '2.5',
  'big',
  '9',
  '08',
  '5.',
  'x'.repeat(300),
  `${' '.repeat(50)}1,2${' '.repeat(50)}`,
  '\r\n',
  '/',
  '//',
  '#/#',
];
const hostileText = fc.oneof(
  fc.constantFrom(...payloads),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: fc.constantFrom(...' \t\n\r,./#0123456789()<>"\'&;:-eExX'), maxLength: 24 }),
);
const attributeText = (name) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 3, arbitrary: valid[name] },
    { weight: 3, arbitrary: hostileText.map((text) => ({ text, value: undefined })) },
  );
const allAttributes = fc.record(Object.fromEntries(attributeNames.map((n) => [n, attributeText(n)])));

// A sentence quotes the text it refuses (or the one bad value of two) flat,
// each run of blanks one space, and cut to 80 characters.
function quotesPartOf(sentence, text) {
  const inner = sentence.slice(sentence.indexOf('“') + 1, sentence.lastIndexOf('”'));
  if (inner.length > 80) return false;
  return text.replace(/\s+/g, ' ').includes(inner.replace(/…$/, ''));
}

function read(attributes) {
  const get = (name) => attributes[name]?.text ?? null;
  return readSettings(get, { base });
}

before(() => init());

test("the table names every attribute the parser reads, and without them the race is the table's default", () => {
  assert.deepEqual(Object.keys(settingOf).sort(), [...attributeNames].sort());
  assert.deepEqual(Object.keys(valid).sort(), [...attributeNames].sort());
  const sorted = (list) => [...list].sort();
  const words = { heuristic: heuristics, diagonal: diagonals, 'tie-break': tieBreaks, costs: stepCosts };
  for (const [name, list] of Object.entries({
    left: panelAlgorithms,
    right: panelAlgorithms,
    theme: themes,
    sticky: stickies,
    ...words,
  }))
    assert.deepEqual(sorted(choices[name]), sorted(list), `${name} takes the vocabulary's words`);
  const panel = (algorithm) => ({ algorithm, weight: 2, heuristic: null, diagonal: null, tieBreak: null });
  assert.deepEqual(absent, {
    map: { kind: 'preset', id: 'concave' },
    start: null,
    goal: null,
    panels: [panel('astar'), panel('greedy')],
    costs: null,
    size: 1,
    speed: 'auto',
    autoplay: true,
    controls: 'minimal',
    labels: true,
    height: 'auto',
    at: null,
    explain: 'none',
    highlight: [],
    theme: 'auto',
    sticky: 'auto',
  });
});

test('valid text in every spelling gives its value and no problem', () => {
  for (const name of attributeNames)
    check(
      fc.property(valid[name], ({ text, value }) => {
        const { settings, problems } = readSettings((n) => (n === name ? text : null), { base });
        assert.deepEqual(problems, [], `${name}=${JSON.stringify(text)}`);
        if (name !== 'seed')
          assert.deepEqual(settingOf[name](settings), value, `${name}=${JSON.stringify(text)}`);
      }),
      100,
    );
  // A seed belongs to the presets that take one.
  check(
    fc.property(fc.constantFrom(...presetIds), valid.seed, (id, s) => {
      const { settings, problems } = readSettings((n) => ({ map: id, seed: s.text })[n] ?? null);
      assert.deepEqual(problems, []);
      assert.deepEqual(
        settings.map,
        seeded.has(id) ? { kind: 'preset', id, seed: s.value } : { kind: 'preset', id },
      );
    }),
    100,
  );
});

test('every attribute at once, valid, absent or hostile: a value, or the default and one sentence', () => {
  check(
    fc.property(allAttributes, (attributes) => {
      const { settings, problems } = read(attributes);
      const named = (name) => problems.filter((p) => p.startsWith(`${name} “`));
      for (const name of attributeNames) {
        const given = attributes[name];
        const got = settingOf[name](settings);
        const mine = named(name);
        assert.ok(mine.length <= 1, `one sentence at most for ${name}: ${mine}`);
        if (given === null) {
          assert.deepEqual(mine, [], `${name} absent`);
          if (name !== 'seed') assert.deepEqual(got, settingOf[name](absent));
        } else if (given.value !== undefined) {
          assert.deepEqual(mine, [], `${name}=${JSON.stringify(given.text)} is valid`);
          if (name !== 'seed') assert.deepEqual(got, given.value);
        } else if (mine.length === 1) {
          if (name !== 'seed') assert.deepEqual(got, settingOf[name](absent), `${name} refused: the default`);
          assert.ok(quotesPartOf(mine[0], given.text), `${mine[0]} quotes ${JSON.stringify(given.text)}`);
        } else {
          assert.ok(
            allowed[name](got),
            `${name}=${JSON.stringify(given.text)} taken as ${JSON.stringify(got)}`,
          );
        }
      }
      // Each sentence belongs to one attribute given here, and reads as one line of text.
      const refused = attributeNames.filter((n) => named(n).length === 1);
      assert.equal(problems.length, refused.length, problems.join(' | '));
      for (const p of problems) {
        assert.match(p, /; [^;]+\.$/, 'says what is used instead');
        assert.ok(!/[\n\r\t]/.test(p), 'one line');
      }
      // What a race runs under is always complete.
      for (const name of attributeNames)
        if (name !== 'seed') assert.ok(allowed[name](settingOf[name](settings)), name);
    }),
    1500,
  );
});

test('the rules a race runs under are complete, the table defaults filled in', () => {
  const mapOptions = fc.oneof(fc.constant({}), fc.constantFrom(...presets.map((p) => p.options ?? {})));
  check(
    fc.property(allAttributes, mapOptions, (attributes, options) => {
      const { settings } = read(attributes);
      const rules = resolveRules(settings, options);
      assert.ok(stepCosts.includes(rules.costs));
      assert.equal(rules.costs, settings.costs ?? options.costs ?? 'exact');
      assert.equal(rules.size, settings.size);
      for (const [i, panel] of rules.panels.entries()) {
        const asked = settings.panels[i];
        assert.equal(panel.algorithm, asked.algorithm);
        assert.equal(panel.weight, asked.weight);
        assert.equal(panel.diagonal, asked.diagonal ?? options.diagonal ?? 'no-corner-cutting');
        assert.equal(panel.tieBreak, asked.tieBreak ?? options.tieBreak ?? 'larger-g');
        const heuristic = panel.diagonal === 'never' ? 'manhattan' : 'octile';
        assert.equal(panel.heuristic, asked.heuristic ?? options.heuristic ?? heuristic);
        assert.ok(heuristics.includes(panel.heuristic) && diagonals.includes(panel.diagonal));
        assert.ok(tieBreaks.includes(panel.tieBreak));
      }
    }),
  );
});

test("start and goal are always cells of the map: the attribute's, or the map's own and a sentence", () => {
  const side = fc.integer({ min: 1, max: 10000 });
  check(
    fc.property(allAttributes, side, side, (attributes, width, height) => {
      const { settings } = read(attributes);
      const own = { start: { x: 0, y: 0 }, goal: { x: width - 1, y: height - 1 } };
      const { ends, problems } = mapEnds(settings, { grid: { width, height }, ...own });
      let outside = 0;
      for (const which of ['start', 'goal']) {
        const p = settings[which];
        const inside = p !== null && p.x < width && p.y < height;
        assert.deepEqual(ends[which], inside ? p : own[which]);
        if (p !== null && !inside) {
          ++outside;
          assert.ok(
            problems.some((s) => s.startsWith(`${which} “${p.x},${p.y}” is outside`)),
            problems.join(),
          );
        }
      }
      assert.equal(problems.length, outside);
    }),
  );
});

test('highlight cells are ringed on the map, and those outside it get one sentence', () => {
  const side = fc.integer({ min: 1, max: 10000 });
  check(
    fc.property(valid.highlight, side, side, ({ value }, width, height) => {
      const { cells, problems } = mapHighlight(value, { grid: { width, height } });
      const inside = (p) => p.x < width && p.y < height;
      assert.deepEqual(cells, value.filter(inside));
      assert.equal(problems.length, value.every(inside) ? 0 : 1);
      for (const p of problems) assert.match(p, /^highlight “[^”]*” is outside this \d+×\d+ map; [^;]+\.$/);
    }),
  );
});

// <path-race-step>'s for, at and highlight: the same parsers as the race's,
// and a for naming no race quoted in its sentence (all shown as text).
test('a step reads for, at and highlight, valid, absent or hostile: a value, or a sentence that quotes the text', () => {
  const text = (name) =>
    fc.oneof(
      fc.constant(null),
      valid[name].map((v) => v.text),
      hostileText,
    );
  const id = fc.oneof(fc.constant(null), fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/), hostileText);
  check(
    fc.property(text('at'), text('highlight'), id, (at, highlight, forText) => {
      const got = { at, highlight, for: forText };
      const step = readStep((n) => got[n]);
      assert.equal(step.id, forText);
      const race = readSettings((n) => (n === 'at' || n === 'highlight' ? got[n] : null), { base }).settings;
      // The step takes what the race would, except that a step with no at has nothing to seek to.
      assert.deepEqual(step.at, at === null ? null : race.at);
      assert.ok(step.at === null || allowed.at(step.at));
      assert.ok(step.highlight === null ? highlight === null : allowed.highlight(step.highlight));
      const sentences = [...step.problems, noRaceSentence(forText)];
      for (const p of sentences) assert.ok(!/[\n\r\t]/.test(p) && /\.$/.test(p), p);
      for (const [name, given] of Object.entries({ at, highlight, for: forText })) {
        const mine = sentences.filter((p) => p.startsWith(`${name} “`));
        for (const p of mine) assert.ok(quotesPartOf(p, given), `${p} quotes ${JSON.stringify(given)}`);
      }
      assert.equal(
        step.problems.length,
        (at === null || step.at === null ? 1 : 0) +
          (step.highlight?.length === 0 && highlight?.trim() ? 1 : 0),
      );
    }),
    1000,
  );
});

test('size: the values the API refuses (0, 9, 2.5, big and the like) get a sentence naming them, and size 1', () => {
  for (const text of ['0', '9', '2.5', 'big', '-1', '1e0', '', ' ', '10', 'Infinity', '0x2', '２']) {
    const { settings, problems } = readSettings((n) => (n === 'size' ? text : null), { base });
    assert.equal(settings.size, 1, JSON.stringify(text));
    assert.equal(problems.length, 1, JSON.stringify(text));
    assert.match(
      problems[0],
      new RegExp(
        `^size “${text.trim() ? text.replace(/[.+]/g, '\\$&') : '\\s*'}” is not a whole number from 1 to ${maxUnitSize} \\(the side of the unit's square, in cells\\); racing a unit of size 1\\.$`,
      ),
    );
  }
  for (let k = 1; k <= maxUnitSize; ++k)
    assert.equal(readSettings((n) => (n === 'size' ? ` ${k} ` : null)).settings.size, k);
});

// A map of rows with no start or goal of its own gets them where the unit's
// block fits (the first and last such cells, row by row), or, where it fits
// nowhere, the open ones (the race then says why it cannot run).
test('rows and a size: the ends picked are where the block fits, when it fits anywhere', async () => {
  const rows = fc
    .tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 6 }))
    .chain(([w, h]) =>
      fc.array(fc.stringMatching(new RegExp(`^[.#.2]{${w}}$`)), { minLength: h, maxLength: h }),
    )
    .filter((r) => r.some((row) => /[.2]/.test(row)));
  await fc.assert(
    fc.asyncProperty(rows, fc.integer({ min: 1, max: 4 }), async (r, size) => {
      const loaded = await loadMap({ kind: 'rows', rows: r }, { size });
      try {
        const w = r[0].length;
        const fits = (p) =>
          p.x + size <= w &&
          p.y + size <= r.length &&
          r.slice(p.y, p.y + size).every((row) => !row.slice(p.x, p.x + size).includes('#'));
        const cells = r.flatMap((row, y) => [...row].map((_, x) => ({ x, y })));
        const fitting = cells.filter(fits);
        const expected = fitting.length ? fitting : cells.filter((p) => r[p.y][p.x] !== '#');
        assert.deepEqual([loaded.start, loaded.goal], [expected[0], expected.at(-1)], JSON.stringify(r));
      } finally {
        loaded.grid.dispose();
      }
    }),
    { seed, numRuns: 300 },
  );
});

// A map of rows is the engine's to accept: all rows as long as the first,
// only '.', '#' and '1'–'9', and an open cell to start from.
test("rows from the map attribute load as the engine's grid, or fail with a sentence the element shows", async () => {
  const rowText = fc.oneof(
    { weight: 4, arbitrary: fc.stringMatching(/^[.#1-9]{1,6}$/) },
    fc.stringMatching(/^[.#0-9 x<>"a]{0,6}$/),
    hostileText,
  );
  const mapText = fc.oneof(
    fc.array(rowText, { minLength: 1, maxLength: 5 }).map((rows) => rows.join('/')),
    fc.array(fc.stringMatching(/^[.#]{3}$/), { minLength: 1, maxLength: 4 }).map((rows) => rows.join('\n')),
    hostileText,
  );
  await fc.assert(
    fc.asyncProperty(mapText, async (text) => {
      const { settings, problems } = readSettings((n) => (n === 'map' ? text : null), { base });
      if (settings.map.kind !== 'rows') return;
      assert.deepEqual(problems, []);
      const { rows } = settings.map;
      const loads =
        rows.length > 0 &&
        rows.every((r) => /^[.#1-9]+$/.test(r) && r.length === rows[0].length) &&
        rows.some((r) => /[.1-9]/.test(r));
      let loaded;
      try {
        loaded = await loadMap(settings.map);
      } catch (error) {
        assert.ok(!loads, `${JSON.stringify(rows)} refused: ${error.message}`);
        assert.ok(error instanceof Error && error.message.length > 0 && !/[\n\r]/.test(error.message));
        return;
      }
      try {
        assert.ok(loads, `${JSON.stringify(rows)} loaded`);
        assert.deepEqual([loaded.grid.width, loaded.grid.height], [rows[0].length, rows.length]);
        const costs = loaded.grid.costs();
        for (const end of [loaded.start, loaded.goal])
          assert.notEqual(costs[end.y * rows[0].length + end.x], 0);
      } finally {
        loaded.grid.dispose();
      }
    }),
    { seed, numRuns: 400 },
  );
});

// embed.html's URL can carry megabytes from a stranger's link: a long run of
// blanks must cost time in proportion to its length. Backtracking regular
// expressions took 2 s on 40 000 blanks in start= (12 s on 100 000, growing
// with the square) before parsePoint and the rows split were made linear.
test('long runs of blanks in any attribute are read in linear time', () => {
  const blanks = ' \t'.repeat(50_000);
  const shapes = ['%', 'x%', '%x', '1%x', '1,%x', '(%1%x', '1%,%x', 'a/b%c', 'a%/%b%x', '.%\n%#%/'];
  for (const name of attributeNames)
    for (const shape of shapes) {
      const text = shape.replaceAll('%', blanks);
      const started = performance.now();
      readSettings((n) => (n === name ? text : null), { base });
      const ms = performance.now() - started;
      assert.ok(
        ms < 1000,
        `${name}=${JSON.stringify(shape)} with 100 000 blanks for each %: ${Math.round(ms)} ms`,
      );
    }
});
