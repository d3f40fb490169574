// bench/movingai.js, the one reader of the Moving AI files for the
// benchmarks, scripts and tests: the .scen format and its tolerances, and
// every file of the maps folder read whole.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import {
  loadMap,
  loadScenario,
  mapFiles,
  mapSize,
  mapsAvailable,
  missingMapsMessage,
  parseScenario,
  sampleEvery,
  scenarioNames,
  toleranceFor,
} from '../../bench/movingai.js';

test('a .scen text parses line by line, blank lines and CRLF included', () => {
  const text =
    'version 1\r\n' +
    '0\tarena.map\t49\t49\t1\t11\t1\t12\t1\r\n' +
    '\r\n' +
    '3 maps/AR0011SR.map 512 512 10 20 30 41 23.21\n' +
    '7\tBerlin_0_1024.map\t1024\t1024\t5\t6\t700\t800\t1234.56789012\n';
  const { header, problems } = parseScenario(text);
  assert.equal(header, 'version 1');
  assert.equal(problems.length, 3);
  assert.deepEqual(
    problems.map((p) => [p.index, p.bucket, p.width, p.height, p.start, p.goal, p.optimal]),
    [
      [0, 0, 49, 49, { x: 1, y: 11 }, { x: 1, y: 12 }, 1],
      [1, 3, 512, 512, { x: 10, y: 20 }, { x: 30, y: 41 }, 23.21],
      [2, 7, 1024, 1024, { x: 5, y: 6 }, { x: 700, y: 800 }, 1234.56789012],
    ],
  );
  assert.equal(parseScenario('version 1.0\n').problems.length, 0);
});

test("tolerances are the C++ oracle's: 0.0051 for 2 decimals, else max(1e-4, 1e-5 × length)", () => {
  assert.equal(toleranceFor('23.21', 23.21), 0.0051); // bg512 (AR0011SR)
  assert.equal(toleranceFor('1', 1), 1e-4);
  assert.equal(toleranceFor('5.41421', 5.41421), 1e-4); // 6 significant digits, short
  assert.equal(toleranceFor('345.678', 345.678), 1e-5 * 345.678);
  assert.equal(toleranceFor('1234.56789012', 1234.56789012), 1e-5 * 1234.56789012); // street maps
});

test('a malformed .scen says which line and what it expected', () => {
  assert.throws(
    () => parseScenario('0 a.map 1 1 0 0 0 0 0\n', 'x.scen'),
    /x\.scen: line 1 is not "version 1"/,
  );
  for (const bad of [
    '0 a.map 4 4 0 0 1 1', // 8 fields
    '0 a.map 4 4 0 0 1 1 1 extra',
    '0 a.map 4 4 0.5 0 1 1 1', // a coordinate that is not whole
    '0 a.map 4 4 0 0 1 1 long',
  ])
    assert.throws(
      () => parseScenario(`version 1\n${bad}\n`, 'x.scen'),
      /x\.scen: line 2: expected 9 fields/,
      bad,
    );
});

test('a .map header gives the size, or an error naming the file', () => {
  assert.deepEqual(mapSize('type octile\nheight 3\nwidth 5\nmap\n.....\n'), { width: 5, height: 3 });
  assert.deepEqual(mapSize('type octile\r\nheight 2\r\nwidth 7\r\nmap\r\n'), { width: 7, height: 2 });
  assert.throws(() => mapSize('type octile\nwidth 5\nheight 3\nmap\n', 'm.map'), /m\.map: not a Moving AI/);
  assert.throws(() => mapSize('type octile\nheight 0\nwidth 5\nmap\n', 'm.map'), /m\.map/);
});

test('every scenario of the maps folder reads whole and fits its map', (t) => {
  if (!mapsAvailable()) return t.skip(missingMapsMessage('the maps folder check'));
  const names = scenarioNames();
  assert.ok(names.length >= 10, `${names.length} scenarios`);
  let total = 0;
  for (const name of names) {
    const files = mapFiles(name);
    const lines = readFileSync(files.scen, 'utf8')
      .split(/\r?\n/)
      .slice(1)
      .filter((l) => l.trim() !== '');
    const { problems } = loadScenario(name);
    assert.equal(problems.length, lines.length, `${name}: every problem line read`);
    const map = loadMap(name);
    for (const p of problems) {
      assert.equal(
        `${p.width}×${p.height}`,
        `${map.width}×${map.height}`,
        `${name}: the scenario's map size`,
      );
      for (const q of [p.start, p.goal])
        assert.equal(map.free[q.y * map.width + q.x], 1, `${name}: (${q.x}, ${q.y}) is passable`);
    }
    assert.deepEqual(
      sampleEvery(problems, 4).map((p) => p.index),
      problems.map((p) => p.index).filter((i) => i % 4 === 0),
    );
    total += problems.length;
  }
  // The README and the issue-2 oracle count 25,839 problems over the public maps.
  assert.equal(total, 25839);
});
