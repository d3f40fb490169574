// web/embed/path-race.d.ts against the element it declares: every
// attribute the element reads is typed, and every public member of
// PathRaceElement is declared (tsc checks the declarations' own sense
// through tests/js/element-types-example.ts; this keeps them from falling
// behind path-race.js).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { PathRaceElement } from '../../web/embed/path-race.js';
import { root } from './support.js';

const declarations = readFileSync(path.join(root, 'web', 'embed', 'path-race.d.ts'), 'utf8');

// The members of an `interface name {…}` or `class name … {…}` block, by their names.
function members(kind, name) {
  const start = new RegExp(`${kind} ${name}\\b[^{]*\\{`).exec(declarations);
  assert.ok(start, `path-race.d.ts declares ${kind} ${name}`);
  // To its closing brace (template literal types hold braces of their own).
  let depth = 1,
    end = start.index + start[0].length;
  for (; depth > 0; ++end) depth += declarations[end] === '{' ? 1 : declarations[end] === '}' ? -1 : 0;
  const body = declarations.slice(start.index + start[0].length, end - 1);
  return new Set(
    [...body.matchAll(/^\s*(?:static\s+)?(?:readonly\s+)?'?([\w-]+)'?\??\s*[(:<]/gm)].map((m) => m[1]),
  );
}

test('every attribute <path-race> reads is typed in PathRaceAttributes', () => {
  const typed = members('interface', 'PathRaceAttributes');
  assert.deepEqual(
    PathRaceElement.observedAttributes.filter((name) => !typed.has(name)),
    [],
  );
});

test('every public member of PathRaceElement is declared', () => {
  const declared = members('class', 'PathRaceElement');
  const lifecycle = ['constructor', 'connectedCallback', 'disconnectedCallback', 'attributeChangedCallback'];
  const own = Object.getOwnPropertyNames(PathRaceElement.prototype).filter((n) => !lifecycle.includes(n));
  assert.ok(own.includes('restart') && own.includes('lastResult'), own.join(' '));
  assert.deepEqual(
    own.filter((name) => !declared.has(name)),
    [],
  );
  assert.ok(declared.has('observedAttributes'));
});
