// pathrace/search decides which module init() loads: without it, the game's
// module (no stepped search), and grid.search() says which import it needs;
// imported after init(), it says that the loaded module cannot step.
// Runs in its own process (node --test runs each file in one), so nothing
// here has imported search.js before init().
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { Grid, init } from '../../web/lib/node.js';
import { loaded } from '../../web/lib/core.js';
import { root } from './support.js';

const moduleExports = (name) =>
  WebAssembly.Module.exports(new WebAssembly.Module(readFileSync(path.join(root, 'web/lib/wasm', name)))).map(
    (e) => e.name,
  );

test('the game module has no stepped search, the search module has it, and both have the grid', () => {
  const core = moduleExports('pathrace-core.wasm'),
    search = moduleExports('pathrace-search.wasm');
  assert.ok(core.includes('grid_find_path') && search.includes('grid_find_path'));
  assert.deepEqual(
    core.filter((name) => name.startsWith('stepper_')),
    [],
  );
  assert.ok(search.includes('stepper_new') && search.includes('stepper_step'));
});

test('without pathrace/search, init() loads the game module and grid.search() names the import', async () => {
  await init();
  assert.equal(loaded().steps, false);
  const grid = Grid.fromRows(['....', '.#..', '....']);
  assert.equal(grid.findPath({ x: 0, y: 0 }, { x: 3, y: 2 }).found, true); // untraced queries work
  assert.throws(() => grid.search({ x: 0, y: 0 }, { x: 3, y: 2 }), {
    code: 'not-initialized',
    message: /import 'pathrace\/search' before calling init\(\)/,
  });
  // Imported once the game module is loaded, it cannot step on it.
  await import('../../web/lib/search.js');
  assert.throws(() => grid.search({ x: 0, y: 0 }, { x: 3, y: 2 }), {
    code: 'not-initialized',
    message: /needs the module pathrace\/search loads \(pathrace-search\.wasm\), not the one init\(\) loaded/,
  });
  grid.dispose();
});
