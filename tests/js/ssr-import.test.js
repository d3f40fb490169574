// pathrace/element imported where a static site generator's build or a
// server-side renderer runs the page's imports: in Node, with no DOM, or with
// only a `window` some SSR shims set. The import must not throw, and must do
// nothing until a browser loads it: no element defined, no global added or
// changed, no fetch, no wasm compiled, no timer. Each case runs in a fresh
// Node process, so nothing an earlier import did (or this runner set up) hides it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { root } from './support.js';

// The child: records every way the import could reach out, imports the
// element by its package name (the package's own "exports"), and prints what it saw.
const child = (setup) => `
${setup}
const seen = { fetch: [], wasm: [], timers: [], windowWrites: [] };
globalThis.fetch = (...args) => { seen.fetch.push(String(args[0])); return new Promise(() => {}); };
for (const name of ['compile', 'compileStreaming', 'instantiate', 'instantiateStreaming', 'validate']) {
  const real = WebAssembly[name];
  WebAssembly[name] = (...args) => { seen.wasm.push(name); return real.apply(WebAssembly, args); };
}
for (const name of ['setTimeout', 'setInterval', 'setImmediate']) {
  const real = globalThis[name];
  globalThis[name] = (...args) => { seen.timers.push(name); return real(...args); };
}
if (globalThis.window) {
  const target = globalThis.window;
  globalThis.window = new Proxy(target, {
    set(t, key, value) { seen.windowWrites.push(String(key)); return Reflect.set(t, key, value); },
    defineProperty(t, key, d) { seen.windowWrites.push(String(key)); return Reflect.defineProperty(t, key, d); },
  });
}
// Descriptors, not values: reading every global would run Node's lazy getters (and compile undici's wasm).
const before = Object.getOwnPropertyDescriptors(globalThis);
const element = await import('pathrace/element');
await new Promise((resolve) => queueMicrotask(resolve));
const after = Object.getOwnPropertyDescriptors(globalThis);
// A lazy global of Node's (TextEncoder) becomes a plain value when first read: the same value, not a change.
const same = (a, b) =>
  (Object.is(a.value, b.value) && a.get === b.get && a.set === b.set) ||
  (a.get !== undefined && 'value' in b && Object.is(a.get.call(globalThis), b.value));
console.log(JSON.stringify({
  ...seen,
  exports: Object.keys(element),
  isClass: typeof element.PathRaceElement === 'function',
  registers: typeof element.registerMessages === 'function',
  added: Object.keys(after).filter((k) => !(k in before)),
  changed: Object.keys(after).filter((k) => k in before && !same(before[k], after[k])),
  customElements: typeof globalThis.customElements,
}));
`;

function importIn(setup) {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', child(setup)], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(out.trim().split('\n').at(-1));
}

const nothingDone = (seen) => {
  assert.deepEqual(seen.exports, ['PathRaceElement', 'PathRaceStepElement', 'registerMessages']);
  assert.ok(seen.isClass, 'both classes are exported, for code that defines or extends them itself');
  assert.ok(
    seen.registers,
    'registerMessages is exported: a build may register a language before any browser runs',
  );
  assert.deepEqual(seen.fetch, [], 'nothing fetched');
  assert.deepEqual(seen.wasm, [], 'no wasm compiled or instantiated');
  assert.deepEqual(seen.timers, [], 'no timer set');
  assert.deepEqual(seen.added, [], 'no global added');
  assert.deepEqual(seen.changed, [], 'no global replaced');
  assert.deepEqual(seen.windowWrites, [], 'nothing written to window');
  assert.equal(seen.customElements, 'undefined');
};

test('pathrace/element imports in Node with no DOM at all and does nothing', () => {
  const seen = importIn('');
  nothingDone(seen);
});

test('pathrace/element imports under an SSR shim that sets window (and document) but no customElements, and does nothing', () => {
  const seen = importIn(`
    globalThis.window = { location: { href: 'http://localhost/' } };
    globalThis.document = { baseURI: 'http://localhost/' };
  `);
  nothingDone(seen);
});

test('pathrace/element imports under a shim with an HTMLElement class but no customElements, and does nothing', () => {
  const seen = importIn(`
    globalThis.window = {};
    globalThis.HTMLElement = class HTMLElement {};
  `);
  nothingDone(seen);
});
