// The Moving AI maps scripts/copy-maps.mjs gives the page (web/race/maps/):
// the index lists each with its longest benchmark problem, which the engine
// answers at the optimal length; nothing up to date is copied again.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { before, test } from 'node:test';
import { Grid } from '../../web/lib/node.js';
import { copyMaps, mapNames } from '../../scripts/copy-maps.mjs';
import { init, mapsDir, octileLength } from './support.js';

before(() => init());

test('copy-maps: index.json lists the Moving AI maps with their longest problem', (t) => {
  const out = mkdtempSync(path.join(tmpdir(), 'pathrace-maps-'));
  t.after(() => rmSync(out, { recursive: true, force: true }));

  const warn = t.mock.method(console, 'warn', () => {});
  assert.deepEqual(copyMaps(path.join(out, 'absent'), path.join(out, 'none')), []);
  assert.deepEqual(JSON.parse(readFileSync(path.join(out, 'none', 'index.json'), 'utf8')), []);
  assert.match(warn.mock.calls[0].arguments[0], /WARNING.*SKIPPED/);
  warn.mock.restore();

  if (!existsSync(mapsDir)) {
    console.warn(`\n*** SKIPPED: Moving AI maps not found in ${mapsDir} (set PATHRACE_MAPS) ***\n`);
    t.skip('no Moving AI maps');
    return;
  }
  const index = copyMaps(mapsDir, out);
  assert.deepEqual(JSON.parse(readFileSync(path.join(out, 'index.json'), 'utf8')), index);
  assert.deepEqual(
    index.map((m) => m.name),
    mapNames.filter((n) => existsSync(path.join(mapsDir, `${n}.map`))),
  );
  for (const entry of index) {
    const file = path.join(out, entry.file);
    const grid = Grid.fromMovingAI(readFileSync(file, 'utf8'));
    try {
      assert.deepEqual([grid.width, grid.height], [entry.width, entry.height], entry.name);
      assert.ok(!grid.isWall(entry.start) && !grid.isWall(entry.goal), entry.name);
      const r = grid.findPath(entry.start, entry.goal);
      assert.ok(
        Math.abs(octileLength(r) - entry.optimal) <= Math.max(1e-4, 1e-5 * entry.optimal),
        `${entry.name}: ${octileLength(r)} vs ${entry.optimal}`,
      );
    } finally {
      grid.dispose();
    }
  }
  // Up-to-date maps are not copied again.
  const before = statSync(path.join(out, index[0].file)).mtimeMs;
  copyMaps(mapsDir, out);
  assert.equal(statSync(path.join(out, index[0].file)).mtimeMs, before);
});
