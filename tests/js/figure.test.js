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
import { GifReader } from 'omggif';
import { CellState, Grid } from '../../web/lib/node.js';
import '../../web/lib/search.js';
import { figureStep, raceFigure } from '../../web/race/figure.js';
import { escapeXml, figureSvg } from '../../web/race/figure-svg.js';
import { defaultRace } from '../../web/race/default-race.js';
import { loadMap } from '../../web/race/map-source.js';
import { presetById } from '../../web/race/maps.js';
import { momentStep } from '../../web/race/moments.js';
import { defaultPanel } from '../../web/race/panel.js';
import { Race } from '../../web/race/race.js';
import { palettes } from '../../web/race/palette.js';
import { markColours } from '../../web/race/scene.js';
import { readPng } from './png.js';
import { init, root } from './support.js';

before(() => init());
const run = promisify(execFile);
const cli = path.join(root, 'bin', 'pathrace.js');

/** Runs `pathrace …`: { code, stdout, stderr } (stdout as bytes with `encoding: 'buffer'`). */
async function pathrace(...args) {
  const options = typeof args.at(-1) === 'object' ? args.pop() : {};
  try {
    const { stdout, stderr } = await run(process.execPath, [cli, ...args], {
      maxBuffer: 64 << 20,
      ...options,
    });
    return { code: 0, stdout, stderr: String(stderr) };
  } catch (error) {
    return { code: error.code, stdout: error.stdout, stderr: String(error.stderr) };
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
  const left = elements(doc).find((e) => e.tagName === 'g' && e.getAttribute('data-panel') === 'left');
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
      const scene = raceFigure(grid, { start: map.start, goal: map.goal, panels }, { step });
      const doc = parse(figureSvg({ ...scene, title: '<a&"b">' }));
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
  const expected = (step) => figureSvg(raceFigure(grid, settings, { step }));
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
  // Its title names the panel drawn, and the search it races.
  assert.match(r.stdout, /<title>Greedy: the right search of a race against A\*<\/title>/);
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
    [['figure', '--map', 'concave', '--panels', 'middle'], 2, /--panels "middle" is not both, left or right/],
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

test('the GIF encoder is a dependency of the package, imported by its name and never from a URL', () => {
  const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  assert.match(dependencies.gifenc, /^\d+\.\d+\.\d+$/);
  const source = readFileSync(path.join(root, 'web', 'embed', 'figure-export.js'), 'utf8');
  assert.deepEqual(
    [...source.matchAll(/import\(\s*(?:\/\*[^*]*\*\/\s*)*'([^']+)'/g)].map((m) => m[1]),
    ['gifenc'],
  );
});

// ——— Themes, languages, widths and formats ———

/** The concave trap as the command line races it: the default race on the preset. */
function concaveRace() {
  const { start, goal, left, right, costs } = defaultRace();
  const map = presetById('concave').make();
  const grid = Grid.fromArray(map.width, map.height, map.terrain);
  return { map, grid, settings: { start, goal, panels: [left, right], costs } };
}

/** Each map group of a figure's SVG: { side, x, y, s } (its translation and cells' size). */
function panelGroups(doc) {
  return elements(doc)
    .filter((e) => e.tagName === 'g' && e.getAttribute('transform')?.startsWith('translate'))
    .map((g) => {
      const [, x, y, s] = /translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)/.exec(
        g.getAttribute('transform'),
      );
      return { side: g.getAttribute('data-panel'), x: Number(x), y: Number(y), s: Number(s), g };
    });
}

const rgbOf = (hex) => [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16));

test('every colour a mark draws has a value in both themes', () => {
  assert.ok(markColours.length >= 15, markColours.join());
  for (const theme of ['light', 'dark'])
    for (const name of markColours)
      assert.match(palettes[theme][name] ?? '', /^#[0-9a-f]{6}$/, `${theme} ${name}`);
});

test('pathrace figure writes SVG, PNG and GIF: their magic bytes and sizes', async () => {
  const svg = await pathrace('figure', '--map', 'concave');
  assert.equal(svg.code, 0, svg.stderr);
  assert.ok(svg.stdout.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'));
  const root = parse(svg.stdout).documentElement;
  const size = [Number(root.getAttribute('width')), Number(root.getAttribute('height'))];

  const png = await pathrace('figure', '--map', 'concave', '--format', 'png', { encoding: 'buffer' });
  assert.equal(png.code, 0, png.stderr);
  assert.deepEqual([...png.stdout.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const read = readPng(png.stdout);
  assert.deepEqual([read.width, read.height], size, 'one pixel a CSS px');
  assert.match(png.stderr, new RegExp(`a PNG of ${size[0]}×${size[1]} px`));

  // Laid out for 390 CSS px: the SVG is that wide, the PNG two pixels a CSS px.
  const narrow = parse(
    (await pathrace('figure', '--map', 'concave', '--width', '390')).stdout,
  ).documentElement;
  assert.equal(narrow.getAttribute('width'), '390');
  const sharp = readPng(
    (
      await pathrace('figure', '--map', 'concave', '--width', '390', '--format', 'png', {
        encoding: 'buffer',
      })
    ).stdout,
  );
  assert.deepEqual([sharp.width, sharp.height], [780, 2 * Number(narrow.getAttribute('height'))]);

  // A GIF of the whole race: its frames the race's steps (at most 150), its size as said.
  const dir = mkdtempSync(path.join(tmpdir(), 'pathrace-gif-'));
  const out = path.join(dir, 'race.gif');
  const gif = await pathrace('figure', '--map', 'worked-example', '--format', 'gif', '--out', out);
  assert.equal(gif.code, 0, gif.stderr);
  const bytes = readFileSync(out);
  assert.equal(bytes.subarray(0, 6).toString('latin1'), 'GIF89a');
  const reader = new GifReader(new Uint8Array(bytes));
  const { map, settings } = workedRace();
  const grid = Grid.fromArray(map.width, map.height, map.terrain);
  const race = new Race(grid, { ...settings, events: false });
  const frames = Math.min(150, race.total + 1);
  race.dispose();
  grid.dispose();
  assert.equal(reader.numFrames(), frames);
  // Its last frame shows the map: its walls, and the cells left open, in the palette's colours.
  const rgba = new Uint8Array(reader.width * reader.height * 4);
  for (let k = 0; k < frames; ++k) reader.decodeAndBlitFrameRGBA(k, rgba);
  const count = (hex) => {
    const [r, g, b] = rgbOf(hex);
    let n = 0;
    for (let i = 0; i < rgba.length; i += 4)
      n += Math.abs(rgba[i] - r) + Math.abs(rgba[i + 1] - g) + Math.abs(rgba[i + 2] - b) <= 12;
    return n;
  };
  // Two panels, two wall cells each, at least 24 px a cell (the map's side at least 96 px).
  assert.ok(count(palettes.light.wall) >= 2 * 2 * 20 * 20, `${count(palettes.light.wall)} wall pixels`);
  assert.ok(count(palettes.light.open) >= 20 * 20, 'open cells');
  const said = /a GIF of (\d+) frames \(at most 150\), (\d+)×(\d+) px, ([\d.]+) MB/.exec(gif.stderr);
  assert.ok(said, gif.stderr);
  assert.deepEqual(said.slice(1, 4).map(Number), [frames, reader.width, reader.height]);
  assert.ok(
    Math.abs(Number(said[4]) * 1e6 - bytes.length) <= 0.01e6,
    `${said[4]} MB for ${bytes.length} bytes`,
  );
});

test("a PNG's cells are the palette's colours: a wall, ground no search reached and the path, in both themes", async () => {
  const { map, grid, settings } = concaveRace();
  const race = new Race(grid, { ...settings, events: false });
  race.seek(Infinity);
  const states = race.search(0).cellStates();
  const path = race.result(0).path;
  race.dispose();
  grid.dispose();
  const id = (p) => p.y * map.width + p.x;
  const ends = new Set([id(map.start), id(map.goal)]);
  const wall = [...map.terrain.keys()].find((i) => map.terrain[i] === 0);
  const floor = [...map.terrain.keys()].find((i) => map.terrain[i] === 1 && states[i] === CellState.unseen);
  // A path cell on a straight horizontal stretch: its line runs through the middle, leaving the top clear.
  const k = path.findIndex((p, j) => j > 0 && path[j + 1] && path[j - 1].y === p.y && path[j + 1].y === p.y);
  assert.ok(wall !== undefined && floor !== undefined && k > 0 && !ends.has(id(path[k])));
  for (const theme of ['light', 'dark']) {
    const svg = parse((await pathrace('figure', '--map', 'concave', '--theme', theme)).stdout);
    const left = panelGroups(svg).find((g) => g.side === 'left');
    const png = readPng(
      (
        await pathrace('figure', '--map', 'concave', '--theme', theme, '--format', 'png', {
          encoding: 'buffer',
        })
      ).stdout,
    );
    const at = (cell, fx, fy) =>
      png.pixel(Math.floor(left.x + (cell.x + fx) * left.s), Math.floor(left.y + (cell.y + fy) * left.s));
    const cell = (i) => ({ x: i % map.width, y: Math.floor(i / map.width) });
    const colours = palettes[theme];
    for (const [what, got, want] of [
      ['wall', at(cell(wall), 0.3, 0.3), colours.wall],
      ['unseen floor', at(cell(floor), 0.3, 0.3), colours.floor],
      ['path', at(path[k], 0.5, 0.2), colours.path],
    ])
      assert.ok(
        got.every((v, c) => Math.abs(v - rgbOf(want)[c]) <= 2),
        `${theme} ${what}: ${got} is not ${want}`,
      );
  }
});

// Words a Chinese figure may keep in Latin letters: the symbols, the algorithms' names and the formats.
const latinAllowed = new Set(['A', 'f', 'g', 'h', 'w', 'JPS', 'Dijkstra', 'SVG', 'PNG', 'GIF']);

test('--lang zh-CN writes the names, numbers, verdict and title in Chinese; English stays English', async () => {
  const zh = await pathrace('figure', '--map', 'concave', '--lang', 'zh-CN', '--explain', '--at', '60');
  assert.equal(zh.code, 0, zh.stderr);
  const doc = parse(zh.stdout);
  assert.equal(doc.documentElement.getAttribute('lang'), 'zh-CN');
  const title = doc.getElementsByTagName('title')[0].textContent;
  const words = [
    title,
    ...elements(doc)
      .filter((e) => e.getAttribute('data-part'))
      .map((e) => e.textContent),
  ];
  assert.ok(words.length >= 8, words.join(' | '));
  const han = /\p{Script=Han}/u;
  assert.match(title, han);
  for (const part of ['stats', 'sentence', 'verdict'])
    assert.ok(
      elements(doc).some((e) => e.getAttribute('data-part') === part && han.test(e.textContent)),
      `a ${part} in Chinese`,
    );
  const latin = words.flatMap((w) => w.match(/[A-Za-z]+/g) ?? []).filter((w) => !latinAllowed.has(w));
  assert.deepEqual([...new Set(latin)], [], 'no English word');
  // The same, finished: the verdict is Chinese too.
  const end = parse((await pathrace('figure', '--map', 'concave', '--lang', 'zh-CN')).stdout);
  assert.match(elements(end).find((e) => e.getAttribute('data-part') === 'verdict').textContent, han);
  const en = await pathrace('figure', '--map', 'concave');
  assert.doesNotMatch(en.stdout, han);
  assert.match(en.stdout, /<svg [^>]*lang="en"/);
});

test('--width 390 stacks the panels and keeps every caption at 12 CSS px or more; wide, side by side', async () => {
  for (const extra of [[], ['--explain', '--at', '60'], ['--lang', 'zh-CN', '--explain', '--at', '60']]) {
    const doc = parse((await pathrace('figure', '--map', 'concave', '--width', '390', ...extra)).stdout);
    const width = Number(doc.documentElement.getAttribute('width'));
    assert.equal(width, 390);
    const [left, right] = panelGroups(doc);
    assert.equal(left.x, right.x, 'one above the other');
    assert.ok(right.y >= left.y + 25 * left.s, 'the maps do not overlap');
    assert.ok(left.x + 40 * left.s <= width, 'the map fits');
    const captions = elements(doc).filter((e) => e.tagName === 'text' && !e.getAttribute('data-kind'));
    assert.ok(captions.length >= 5);
    for (const t of captions) {
      const shown = (Number(t.getAttribute('font-size')) * 390) / width;
      assert.ok(shown >= 12, `"${t.textContent}" at ${shown} CSS px (${extra.join(' ')})`);
    }
  }
  const wide = panelGroups(parse((await pathrace('figure', '--map', 'concave', '--width', '1280')).stdout));
  assert.equal(wide[0].y, wide[1].y, 'side by side');
  assert.ok(wide[1].x > wide[0].x + 40 * wide[0].s);
});

test("--explain draws each panel's step sentence and the top of its open list, the engine's next cells first", async () => {
  const { grid, settings } = concaveRace();
  const race = new Race(grid, { ...settings, events: false });
  race.seek(60);
  const next = [0, 1].map((i) => race.search(i).openList(5));
  race.dispose();
  grid.dispose();
  const doc = parse((await pathrace('figure', '--map', 'concave', '--at', '60', '--explain')).stdout);
  const texts = (part, side) =>
    elements(doc).filter(
      (e) => e.getAttribute('data-part') === part && e.getAttribute('data-panel') === side,
    );
  ['left', 'right'].forEach((side, i) => {
    const rows = texts('open-list', side);
    const firstColumn = (row) => rows.find((e) => e.getAttribute('data-row') === String(row))?.textContent;
    assert.equal(firstColumn(0), 'cell');
    assert.deepEqual(
      next[i].map((_, k) => firstColumn(k + 1)),
      next[i].map((e) => `(${e.x}, ${e.y})`),
      `${side}: the open list's top rows`,
    );
    const sentence = texts('sentence', side)
      .map((e) => e.textContent)
      .join(' ');
    assert.ok(sentence.includes(`(${next[i][0].x}, ${next[i][0].y})`), `${side}: ${sentence}`);
  });
  const plain = await pathrace('figure', '--map', 'concave', '--at', '60');
  assert.ok(!/data-part="(sentence|open-list)"/.test(plain.stdout), 'nothing of it without --explain');
});

test('--highlight rings its cells on both maps, and a cell off the map is said', async () => {
  const doc = parse((await pathrace('figure', '--map', 'concave', '--highlight', '3,4 10,12')).stdout);
  for (const { side, g } of panelGroups(doc)) {
    const rings = [...g.getElementsByTagName('circle')].filter((c) => c.getAttribute('data-mark') === 'ring');
    assert.deepEqual(
      rings.map((c) => [c.getAttribute('data-cell'), c.getAttribute('cx'), c.getAttribute('cy')]),
      [
        ['3,4', '3.5', '4.5'],
        ['10,12', '10.5', '12.5'],
      ],
      side,
    );
  }
  const plain = await pathrace('figure', '--map', 'concave');
  assert.ok(!plain.stdout.includes('data-mark="ring"'));
  const off = await pathrace('figure', '--map', 'concave', '--highlight', '3,4 99,1');
  assert.equal(off.code, 1);
  assert.match(off.stderr, /99,1/);
});

test('a bad --format, --lang, --theme or --width, or --at on a GIF, exits 2 and says why', async () => {
  const cases = [
    [['--format', 'jpeg'], /--format "jpeg" is not svg, png or gif/],
    [['--lang', 'fr'], /--lang "fr" is not a language pathrace writes: en or zh-CN/],
    [['--lang', 'klingon'], /--lang "klingon" is not a language/],
    [['--theme', 'blue'], /--theme "blue" is not light or dark/],
    [['--theme', 'auto'], /--theme "auto" is not light or dark/],
    [['--width', '50'], /--width "50" is not a whole number of CSS px from 200 to 4096/],
    [['--width', '390.5'], /--width "390.5" is not a whole number/],
    [['--width', 'wide'], /--width "wide" is not a whole number/],
    [['--format', 'gif', '--at', '60'], /--at picks one moment; a GIF plays the whole race/],
    [['--explain', 'yes'], /Unexpected argument 'yes'/],
  ];
  for (const [args, message] of cases) {
    const r = await pathrace('figure', '--map', 'concave', ...args);
    assert.equal(r.code, 2, `${args.join(' ')}: ${r.stderr}`);
    assert.match(r.stderr, message, args.join(' '));
    assert.equal(String(r.stdout), '', 'nothing written on a mistake');
  }
  // Any English or Chinese tag is read (every zh tag as Simplified Chinese, the one Chinese pathrace writes).
  for (const lang of ['EN', 'en-GB', 'zh', 'zh-Hans-CN']) {
    const r = await pathrace('figure', '--map', 'worked-example', '--lang', lang);
    assert.equal(r.code, 0, `${lang}: ${r.stderr}`);
  }
});

test('--help lists each option once, the options docs/embed.md gives', async () => {
  const help = (await pathrace('figure', '--help')).stdout;
  const listed = [...help.matchAll(/^ {2}--([a-z-]+)/gm)].map((m) => m[1]);
  assert.deepEqual(
    listed.filter((n, i) => listed.indexOf(n) !== i),
    [],
    'each once',
  );
  const docs = readFileSync(path.join(root, 'docs', 'embed.md'), 'utf8');
  // "Figures and animations" and "Figures for image-only platforms", the sections after it.
  const start = docs.indexOf('## Figures and animations');
  const figures = docs.slice(
    start,
    docs.indexOf('\n## ', docs.indexOf('## Figures for image-only platforms')),
  );
  // Options, not the custom properties (--pr-*) the section mentions.
  const documented = new Set([...figures.matchAll(/--([a-z][a-z-]*[a-z])(?![-*\w])/g)].map((m) => m[1]));
  assert.deepEqual([...new Set(listed)].sort(), [...documented].sort());
});
