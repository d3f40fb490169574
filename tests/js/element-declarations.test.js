// web/embed/path-race.d.ts against the element it declares: every
// attribute the element reads is typed, and every public member of
// PathRaceElement is declared (tsc checks the declarations' own sense
// through tests/js/element-types-example.ts; this keeps them from falling
// behind path-race.js).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { PathRaceElement, PathRaceStepElement } from '../../web/embed/path-race.js';
import { messageIds } from '../../web/race/messages.js';
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
    [...body.matchAll(/^\s*(?:static\s+)?(?:readonly\s+)?(?:[gs]et\s+)?'?([\w-]+)'?\??\s*[(:<]/gm)].map(
      (m) => m[1],
    ),
  );
}

test('every attribute <path-race> reads is typed in PathRaceAttributes', () => {
  const typed = members('interface', 'PathRaceAttributes');
  assert.deepEqual(
    PathRaceElement.observedAttributes.filter((name) => !typed.has(name)),
    [],
  );
});

const lifecycle = ['constructor', 'connectedCallback', 'disconnectedCallback', 'attributeChangedCallback'];

for (const [name, Element, sample] of [
  ['PathRaceElement', PathRaceElement, ['restart', 'lastResult', 'seek', 'moment', 'figure']],
  ['PathRaceStepElement', PathRaceStepElement, ['activate', 'race']],
])
  test(`${name}: every public member is declared, and every declared member exists`, () => {
    const declared = members('class', name);
    // scroll: <path-race-step>'s accessor over Element's scroll(), which
    // TypeScript types as the inherited method (path-race.d.ts says why).
    const own = Object.getOwnPropertyNames(Element.prototype).filter(
      (n) => !lifecycle.includes(n) && n !== 'scroll',
    );
    for (const n of sample) assert.ok(own.includes(n), `${n} in ${own.join(' ')}`);
    assert.deepEqual(
      own.filter((n) => !declared.has(n)),
      [],
      'in the element, not in path-race.d.ts',
    );
    const statics = Object.getOwnPropertyNames(Element);
    assert.deepEqual(
      [...declared].filter((n) => !own.includes(n) && !statics.includes(n)),
      [],
      'in path-race.d.ts, not in the element',
    );
    assert.ok(declared.has('observedAttributes'));
  });

test('every attribute <path-race-step> reads is typed', () => {
  const typed = members('interface', 'PathRaceStepAttributes');
  assert.deepEqual(
    PathRaceStepElement.observedAttributes.filter((name) => !typed.has(name)),
    [],
  );
});

test('PathRaceMessageId, the ids registerMessages() takes, is every id of the English catalogue and only those', () => {
  const union = /export type PathRaceMessageId =([^;]*);/.exec(declarations);
  assert.ok(union, 'path-race.d.ts declares PathRaceMessageId');
  const typed = [...union[1].matchAll(/\|\s*'([^']+)'/g)].map((m) => m[1]);
  assert.equal(new Set(typed).size, typed.length, 'each id once');
  const ids = messageIds();
  assert.deepEqual(
    typed.filter((id) => !ids.includes(id)),
    [],
    'typed, but in neither English catalogue (web/race/messages/en.js, web/embed/element-messages/en.js)',
  );
  assert.deepEqual(
    ids.filter((id) => !typed.includes(id)),
    [],
    'in an English catalogue, but not in PathRaceMessageId',
  );
});
