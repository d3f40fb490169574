// The figure of a race (web/race/figure.js, figure-svg.js) and the
// `pathrace figure` command line: the tutorial's numbers in the right
// cells, SVG that parses and carries nothing active, the command line's
// figure the same as the drawing's, and its mistakes said with an exit code.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { before, test } from 'node:test';
import { DOMParser } from '@xmldom/xmldom';
import { Grid } from '../../web/lib/index.js';
import { figureStep, raceFigure } from '../../web/race/figure.js';
import { escapeXml, figureSvg } from '../../web/race/figure-svg.js';
import { defaultRace } from '../../web/race/default-race.js';
import { loadMap } from '../../web/race/map-source.js';
import { presetById } from '../../web/race/maps.js';
import { momentStep } from '../../web/race/moments.js';
import { defaultPanel } from '../../web/race/panel.js';
import { Race } from '../../web/race/race.js';
import { init, root } from './support.js';

before(() => init());
const run = promisify(execFile);
const cli = path.join(root, 'bin', 'pathrace.js');

/** Runs `pathrace …`: { code, stdout, stderr }. */
async function pathrace(...args) {
  try {
    const { stdout, stderr } = await run(process.execPath, [cli, ...args], { maxBuffer: 64 << 20 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return { code: error.code, stdout: error.stdout, stderr: error.stderr };
  }
}

/** The worked example's race as the element runs it: A* and greedy under the preset's classic rules. */
function workedRace() {
  const preset = presetById('worked-example');
  const map = preset.make();
  const { diagonal, heuristic, costs } = preset.options;
  const panels = ['astar', 'greedy'].map((a) => ({ ...defaultPanel(a), diagonal, heuristic }));
  return { map, settings: { start: map.start, goal: map.goal, panels, costs } };
}

function parse(svg) {
  const errors = [];
  const doc = new DOMParser({
    onError: (level, message) => errors.push(`${level}: ${message}`),
  }).parseFromString(svg, 'image/svg+xml');
  assert.deepEqual(errors, [], 'the SVG parses as XML');
  return doc;
}

const elements = (doc) => [...doc.getElementsByTagName('*')];

test("the 4×4 worked example's figure at its last step has the tutorial's f, g and h in the right cells", () => {
  const { map, settings } = workedRace();
  const grid = Grid.fromArray(map.width, map.height, map.terrain);
  const svg = figureSvg(raceFigure(grid, settings, { step: figureStep('end') }));
  grid.dispose();
  const doc = parse(svg);
  const left = elements(doc).find((e) => e.getAttribute('data-panel') === 'left');
  const label = (cell, kind) =>
    [...left.getElementsByTagName('text')].find(
      (t) => t.getAttribute('data-cell') === cell && t.getAttribute('data-kind') === kind,
    )?.textContent;
  // The tutorial's numbers (tests/js/worked-example.test.js, the page's test): above the start, and the step past the wall.
  assert.deepEqual([label('0,1', 'f'), label('0,1', 'g'), label('0,1', 'h')], ['44', '10', '34']);
  assert.deepEqual([label('1,3', 'f'), label('1,3', 'g'), label('1,3', 'h')], ['38', '14', '24']);
  // Every cell with all three numbers (the start's and goal's markers leave room for f alone): h is
  // the classic octile distance to the goal, f = g + h.
  const cells = [...new Set([...left.getElementsByTagName('text')].map((t) => t.getAttribute('data-cell')))];
  const full = cells.filter((cell) => label(cell, 'g') !== undefined);
  assert.ok(full.length >= 8, `${full.length} cells with f, g and h`);
  for (const cell of full) {
    const [x, y] = cell.split(',').map(Number);
    const dx = Math.abs(x - map.goal.x),
      dy = Math.abs(y - map.goal.y);
    const h = 10 * Math.max(dx, dy) + 4 * Math.min(dx, dy);
    assert.equal(label(cell, 'h'), String(h), `h of ${cell}`);
    assert.equal(Number(label(cell, 'f')), Number(label(cell, 'g')) + h, `f of ${cell}`);
  }
  assert.equal(label(`${map.goal.x},${map.goal.y}`, 'f'), '38', "the goal's f is the path's cost");
  // The caption: both names, their numbers, the verdict last.
  const parts = elements(doc)
    .filter((e) => e.getAttribute('data-part'))
    .map((e) => [e.getAttribute('data-part'), e.textContent]);
  assert.deepEqual(parts.slice(0, 4), [
    ['name', 'A*'],
    ['stats', '4 expanded · cost 38'],
    ['name', 'greedy'],
    ['stats', '4 expanded · cost 38'],
  ]);
  assert.equal(parts.at(-1)[0], 'verdict');
  assert.match(parts.at(-1)[1], /^Both paths cost 38/);
});

test('a figure carries no script, no event attribute and no link out, and escapes its text', () => {
  for (const id of ['worked-example', 'concave', 'maze-backtracker']) {
    const preset = presetById(id);
    const map = preset.make();
    const grid = Grid.fromArray(map.width, map.height, map.terrain);
    const panels = ['astar', 'greedy'].map(defaultPanel);
    for (const step of [0, 20, Infinity]) {
      const doc = parse(
        figureSvg(raceFigure(grid, { start: map.start, goal: map.goal, panels }, { step }), '<a&"b">'),
      );
      assert.equal(doc.documentElement.getElementsByTagName('title')[0].textContent, '<a&"b">');
      for (const e of elements(doc)) {
        assert.ok(!['script', 'foreignObject', 'a', 'image', 'use', 'style'].includes(e.tagName), e.tagName);
        for (const a of [...e.attributes]) {
          assert.ok(!/^on/i.test(a.name), `${e.tagName} ${a.name}`);
          assert.ok(!/href$/i.test(a.name), `${e.tagName} ${a.name}`);
          assert.ok(!/url\(|javascript:/i.test(a.value), `${e.tagName} ${a.name}="${a.value}"`);
        }
      }
    }
    grid.dispose();
  }
  assert.equal(
    escapeXml(`<script>alert('x')</script>&"`),
    '&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;&quot;',
  );
});

test('a 512×512 map draws as runs of one colour, a few hundred KB', () => {
  const costs = new Uint8Array(512 * 512).fill(1);
  // Walls every 8th row with a gap, so both searches work across the whole map.
  for (let y = 8; y < 512; y += 8)
    for (let x = 0; x < 512; ++x) if (x !== (y % 16 ? 510 : 1)) costs[y * 512 + x] = 0;
  const grid = Grid.fromArray(512, 512, costs);
  const panels = ['astar', 'greedy'].map(defaultPanel);
  const svg = figureSvg(
    raceFigure(grid, { start: { x: 0, y: 0 }, goal: { x: 511, y: 511 }, panels }, { step: 20000 }),
  );
  grid.dispose();
  parse(svg);
  assert.ok(svg.length < 2e6, `${svg.length} bytes`);
  assert.ok(!svg.includes('<text data-kind'), 'no labels on 2 px cells');
});

test("figureStep reads what the element's at takes, and says what else is wrong", () => {
  assert.equal(figureStep('start'), 'start');
  assert.equal(figureStep(' END '), 'end');
  assert.equal(figureStep('Commit'), 'commit');
  assert.equal(figureStep('42'), 42);
  assert.equal(figureStep(7), 7);
  assert.equal(figureStep(Infinity), Infinity);
  for (const bad of ['-1', '1.5', 'soon', '', 'Infinity', -3, 2.5])
    assert.throws(
      () => figureStep(bad),
      /is not start, divergence, commit, left-goal, right-goal, end or a step number/,
    );
});

test("a figure at a named moment is the figure at that moment's step; a moment the race lacks is an error", () => {
  const { start, goal, left, right, costs } = defaultRace();
  const map = presetById('concave').make();
  const grid = Grid.fromArray(map.width, map.height, map.terrain);
  try {
    const settings = { start, goal, panels: [left, right], costs };
    const race = new Race(grid, { ...settings, events: false });
    const names = ['divergence', 'commit', 'left-goal', 'right-goal', 'end'];
    const steps = names.map((name) => momentStep(race, name));
    race.dispose();
    names.forEach((name, i) => {
      assert.equal(typeof steps[i], 'number', `${name} exists on the default race`);
      assert.equal(
        figureSvg(raceFigure(grid, settings, { step: name })),
        figureSvg(raceFigure(grid, settings, { step: steps[i] })),
        name,
      );
    });
    const level = { ...settings, panels: [left, left] };
    assert.throws(
      () => raceFigure(grid, level, { step: 'commit' }),
      /this race has no commit moment \(no path costs more/,
    );
  } finally {
    grid.dispose();
  }
});

test('pathrace figure writes the same SVG as the drawing, for a preset, rows and a .map file', async () => {
  const { map, settings } = workedRace();
  const grid = Grid.fromArray(map.width, map.height, map.terrain);
  const expected = (step) =>
    figureSvg(raceFigure(grid, settings, { step }), 'A* and greedy: a race of two grid searches');
  const dir = mkdtempSync(path.join(tmpdir(), 'pathrace-figure-'));
  const out = path.join(dir, 'race.svg');
  let r = await pathrace('figure', '--map', 'worked-example', '--at', 'end', '--out', out);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(readFileSync(out, 'utf8'), expected(Infinity));
  r = await pathrace('figure', '--map', 'worked-example', '--at', '2');
  assert.equal(r.stdout, expected(2));
  grid.dispose();

  // Rows and a Moving AI .map file, with the rules given as options.
  r = await pathrace(
    'figure',
    '--map',
    '....#/.##.#/.....',
    '--start',
    '0,0',
    '--goal',
    '4,2',
    '--left',
    'bfs',
    '--diagonal',
    'never',
  );
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /<title>BFS and greedy: a race/);
  const file = path.join(dir, 'tiny.map');
  writeFileSync(file, 'type octile\nheight 4\nwidth 7\nmap\n.......\n.@@@@@.\n.....@.\n@@@...T\n');
  // A unit of size 2 on rows with no start or goal: the element's ends and its race, drawn alike.
  const rows = ['......', '..#...', '......', '......'];
  const loaded = await loadMap({ kind: 'rows', rows }, { size: 2 });
  const tank = figureSvg(
    raceFigure(loaded.grid, {
      start: loaded.start,
      goal: loaded.goal,
      panels: [defaultPanel('astar'), defaultPanel('greedy')],
      costs: 'exact',
      size: 2,
    }),
    'A* and greedy: a race of two grid searches',
  );
  loaded.grid.dispose();
  r = await pathrace('figure', '--map', rows.join('/'), '--size', '2');
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, tank);
  assert.match(r.stdout, /h2v2h-2Z/, 'the block is drawn');
  r = await pathrace('figure', '--map', file, '--panels', 'right', '--at', 'start');
  assert.equal(r.code, 0, r.stderr);
  assert.equal(parse(r.stdout).getElementsByTagName('g').length >= 2, true);
  assert.ok(!r.stdout.includes('data-panel="left"'));
});

test('pathrace says what is wrong and exits non-zero', async () => {
  const cases = [
    [['figure'], 2, /figure needs --map/],
    [['figure', '--map'], 2, /argument missing/],
    [['figure', '--map', 'concave', '--bogus'], 2, /Unknown option '--bogus'/],
    [['draw'], 2, /unknown command "draw"/],
    [['figure', '--map', 'no-such-thing'], 1, /is not a preset, rows, or a \.map file that exists/],
    [['figure', '--map', 'concave', '--at', 'soon'], 1, /at “soon” is not start, divergence, commit/],
    [
      ['figure', '--map', 'concave', '--right', 'astar', '--at', 'commit'],
      1,
      /this race has no commit moment/,
    ],
    [['figure', '--map', 'concave', '--left', 'dfs'], 1, /left “dfs” is not astar/],
    [['figure', '--map', 'concave', '--start', '99,99'], 1, /start “99,99” is outside this 40×25 map/],
    [['figure', '--map', 'concave', '--panels', 'middle'], 1, /--panels "middle" is not both, left or right/],
    [['figure', '--map', '..x.'], 1, /not a preset, a Moving AI map name, rows/],
    [['figure', '--map', 'concave', '--size', '9'], 1, /size “9” is not a whole number from 1 to 8/],
  ];
  for (const [args, code, message] of cases) {
    const r = await pathrace(...args);
    assert.equal(r.code, code, `${args.join(' ')}: ${r.stderr}`);
    assert.match(r.stderr, message, args.join(' '));
    assert.equal(r.stdout, '', 'nothing written on a mistake');
  }
  const help = await pathrace('figure', '--help');
  assert.equal(help.code, 0);
  assert.match(help.stdout, /^usage: pathrace figure --map/);
});

test("the GIF encoder's CDN copy is the version the package depends on", () => {
  const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const source = readFileSync(path.join(root, 'web', 'embed', 'figure-export.js'), 'utf8');
  assert.deepEqual(
    [...source.matchAll(/npm\/gifenc@([\d.]+)\//g)].map((m) => m[1]),
    [dependencies.gifenc],
  );
});
