// Every source module of the project stays small enough to read as one
// concept: at most 400 lines, in the engine (cpp/), the package, race core,
// element, page and examples (web/), the benchmarks (bench/), the command
// line (bin/) and the scripts. Type declarations (.d.ts, a reference read
// by section) and the tests themselves are not counted.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { root } from './support.js';

const limit = 400;
const folders = ['cpp', 'web', 'bench', 'bin', 'scripts'];
const source = /\.(c|m)?js$|\.(cpp|hpp|sh|ts|tsx)$/;

test(`no source module has more than ${limit} lines`, () => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...folders], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => source.test(f) && !f.endsWith('.d.ts'));
  assert.ok(
    folders.every((folder) => files.some((f) => f.startsWith(`${folder}/`))),
    'every folder has modules',
  );
  const long = files
    .map((f) => [f, readFileSync(path.join(root, f), 'utf8').split('\n').length - 1])
    .filter(([, n]) => n > limit);
  assert.deepEqual(long, []);
});
