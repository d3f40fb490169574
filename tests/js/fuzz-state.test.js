// Property tests of the race page's link and localStorage state
// (web/demo/state-codec.js) with fast-check: random valid states round-trip;
// random, hostile, truncated and byte-corrupted text decodes to a state the
// page can show, or is refused with a StateError that says why, never
// anything else. Byte-level corruption reaches the decoder's inner fields
// (run lengths, bit widths, LEB128 numbers, text lengths) that character
// noise in base64 rarely hits.
//
// Seeds are fixed (FC_SEED overrides); a failure prints fast-check's seed
// and path: FC_SEED=<seed> node --test tests/js/fuzz-state.test.js
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { words } from '../../web/demo/locale.js';
import { Persistence } from '../../web/demo/persistence.js';
import { decodeState, encodeState, StateError } from '../../web/demo/state-codec.js';
import { defaultState } from '../../web/demo/state.js';
import { loadMap } from '../../web/race/map-source.js';
import { presets } from '../../web/race/maps.js';
import { init } from './support.js';

const seed = Number(process.env.FC_SEED ?? 0x57a7e);
const check = (property, numRuns = 600) => fc.assert(property, { seed, numRuns });

// The state's vocabulary, as web/demo/state.js documents it.
const panelAlgorithms = ['astar', 'greedy', 'dijkstra', 'bfs', 'weighted'];
const heuristics = ['octile', 'manhattan', 'euclidean', 'chebyshev', 'zero'];
const diagonals = ['never', 'no-corner-cutting', 'at-most-one-blocked', 'always'];
const tieBreaks = ['larger-g', 'fifo', 'lifo'];
const maxSide = 8192;

const sizeOfPreset = (id, s) => {
  const made = presets.find((p) => p.id === id).make(s);
  return [made.width, made.height];
};

// ----------------------------------------------------------------- valid states

const record = (fields, more = {}) => fc.record(fields, { noNullPrototype: true, ...more });
const panel = record({
  algorithm: fc.constantFrom(...panelAlgorithms),
  heuristic: fc.constantFrom(...heuristics),
  diagonal: fc.constantFrom(...diagonals),
  tieBreak: fc.constantFrom(...tieBreaks),
  weight: fc.oneof(
    fc.constantFrom(0, 1, 2.5, 1 / 3, 10000),
    fc.double({ min: 0, max: 10000, noNaN: true }).filter((w) => !Object.is(w, -0)),
  ),
});
// Small maps, and the thin ones at the size limit (whose every cell a fuzzer would otherwise have to make).
const size = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.integer({ min: 1, max: 24 }), fc.integer({ min: 1, max: 24 })) },
  fc.constantFrom([maxSide, 1], [1, maxSide], [300, 2]),
);
const cells = fc
  .tuple(
    size,
    fc.constantFrom(1, 3, 15, 255), // every packing width, and runs
    fc.double({ min: 0, max: 1, noNaN: true }),
  )
  .chain(([[width, height], top, walls]) =>
    fc.uint8Array({ minLength: 1, maxLength: 64 }).map((noise) => ({
      kind: 'cells',
      width,
      height,
      terrain: Uint8Array.from({ length: width * height }, (_, i) => {
        const v = noise[i % noise.length] ^ (i * 37);
        return (v & 255) / 255 < walls ? 0 : 1 + (v % top);
      }),
    })),
  );
const map = fc.oneof(
  cells,
  fc
    .constantFrom(...presets.map((p) => p.id))
    .chain((id) =>
      fc
        .option(fc.integer({ min: 0, max: 0xffffffff }), { nil: undefined })
        .map((s) => (s === undefined ? { kind: 'preset', id } : { kind: 'preset', id, seed: s })),
    ),
  fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,30}$/).map((name) => ({ kind: 'movingai', name })),
);
const cellOf = ([w, h]) =>
  record({ x: fc.integer({ min: 0, max: w - 1 }), y: fc.integer({ min: 0, max: h - 1 }) });
const state = map.chain((m) => {
  const size =
    m.kind === 'cells'
      ? [m.width, m.height]
      : m.kind === 'preset'
        ? sizeOfPreset(m.id, m.seed)
        : [maxSide, maxSide];
  return record(
    {
      map: fc.constant(m),
      start: cellOf(size),
      goal: cellOf(size),
      left: panel,
      right: panel,
      costs: fc.constantFrom('exact', 'classic'),
      speed: fc.oneof(
        fc.constantFrom('auto', Infinity, 1, 0.25, 1e6),
        fc.double({ min: Number.MIN_VALUE, noNaN: true }),
      ),
      labels: fc.boolean(),
      size: fc.integer({ min: 2, max: 8 }), // absent: 1
    },
    { requiredKeys: ['map', 'start', 'goal', 'left', 'right', 'costs', 'speed'] },
  );
});

const bytesOf = (text) => Buffer.from(text.slice(3), 'base64url');
const textOf = (bytes) => `v1.${Buffer.from(bytes).toString('base64url')}`;

// What decodeState returns is a state the page can show: its map is within
// the limits, its cells fill it, its start and goal are cells of it, and it
// is what encodeState writes (so the page can save it again).
function showable(s, text) {
  const { map: m } = s;
  if (m.kind === 'cells') {
    assert.ok(m.width >= 1 && m.height >= 1 && m.width <= maxSide && m.height <= maxSide, text);
    assert.ok(m.terrain instanceof Uint8Array && m.terrain.length === m.width * m.height, text);
  }
  if (m.kind !== 'movingai') {
    const [w, h] = m.kind === 'cells' ? [m.width, m.height] : sizeOfPreset(m.id, m.seed);
    for (const p of [s.start, s.goal])
      assert.ok(p.x < w && p.y < h, `${text}: (${p.x}, ${p.y}) on ${w}×${h}`);
  }
  const again = encodeState(s);
  assert.deepEqual(decodeState(again), s, text);
}

// A state, or a StateError with a message; nothing else.
function decodes(text) {
  let s;
  try {
    s = decodeState(text);
  } catch (error) {
    assert.ok(error instanceof StateError, `${JSON.stringify(text)}: ${error?.stack ?? error}`);
    assert.equal(error.name, 'StateError');
    assert.ok(typeof error.message === 'string' && error.message.length > 0);
    return null;
  }
  showable(s, text);
  return s;
}

test('random valid states round-trip exactly, as text safe in a URL', () => {
  check(
    fc.property(state, (s) => {
      const text = encodeState(s);
      assert.match(text, /^v1\.[A-Za-z0-9_-]*$/);
      assert.deepEqual(decodeState(text), s);
    }),
  );
});

test('every strict prefix of a valid state is refused', () => {
  check(
    fc.property(state, fc.nat(), (s, cut) => {
      const text = encodeState(s);
      assert.throws(() => decodeState(text.slice(0, cut % text.length)), StateError);
    }),
  );
});

// One edit of a state's bytes: a byte changed, added, removed or doubled,
// or the bytes cut short or run on.
const edit = fc.oneof(
  fc.record({
    kind: fc.constant('set'),
    at: fc.nat(),
    value: fc.oneof(fc.nat(255), fc.constantFrom(0, 1, 127, 128, 255)),
  }),
  fc.record({ kind: fc.constant('insert'), at: fc.nat(), value: fc.nat(255) }),
  fc.record({ kind: fc.constant('delete'), at: fc.nat() }),
  fc.record({ kind: fc.constant('repeat'), at: fc.nat(), length: fc.integer({ min: 1, max: 8 }) }),
  fc.record({ kind: fc.constant('cut'), at: fc.nat() }),
  fc.record({ kind: fc.constant('append'), tail: fc.uint8Array({ minLength: 1, maxLength: 6 }) }),
);
function apply(bytes, e) {
  const b = [...bytes],
    at = b.length ? e.at % b.length : 0;
  if (e.kind === 'set') b[at] = e.value;
  else if (e.kind === 'insert') b.splice(at, 0, e.value);
  else if (e.kind === 'delete') b.splice(at, 1);
  else if (e.kind === 'repeat') b.splice(at, 0, ...b.slice(at, at + e.length));
  else if (e.kind === 'cut') b.length = at;
  else b.push(...e.tail);
  return b;
}

test('byte-corrupted states decode to a showable state or a StateError', () => {
  const outcomes = { decoded: 0, refused: 0 };
  check(
    fc.property(state, fc.array(edit, { minLength: 1, maxLength: 4 }), (s, edits) => {
      const text = textOf(edits.reduce(apply, bytesOf(encodeState(s))));
      ++outcomes[decodes(text) === null ? 'refused' : 'decoded'];
    }),
    1500,
  );
  assert.ok(outcomes.decoded > 0 && outcomes.refused > 0, `both ways: ${JSON.stringify(outcomes)}`);
});

// Text that is no state: random bytes, base64url and strings, and odd shapes.
const hostile = fc.oneof(
  fc.uint8Array({ maxLength: 64 }).map(textOf),
  // Bytes that look like a state's start: a map kind, then small numbers.
  fc
    .tuple(fc.nat(3), fc.array(fc.oneof(fc.nat(9), fc.nat(255)), { maxLength: 40 }))
    .map(([kind, rest]) => textOf([kind, ...rest])),
  fc.stringMatching(/^[A-Za-z0-9_-]{0,60}$/).map((t) => `v1.${t}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }).map((t) => `v1.${t}`),
  fc.constantFrom(
    '',
    'v1',
    'v1.',
    'v1..',
    'v01.AA',
    'v1.AAAA=',
    'v1.AA==',
    'v1.%41%41',
    'v1.AAAA#AAAA',
    'v1.AAAA AAAA',
    'v1.\u0000',
    'v1.\ud800',
    'v999999999999999999999.AA',
    `v1.${'A'.repeat(20000)}`,
    `v1.${'_'.repeat(2001)}`,
    '__proto__',
    '<img src=x onerror=alert(1)>',
  ),
);

test('random bytes, random base64url and any text decode to a showable state or a StateError', () => {
  check(
    fc.property(hostile, (text) => void decodes(text)),
    1500,
  );
  for (const value of [undefined, null, 42, {}, [], new Uint8Array(4), Symbol('s'), 1n])
    assert.throws(() => decodeState(value), StateError);
});

// The page's start (persistence.js) with the link in the URL's hash and the
// text saved in localStorage: each unreadable, readable but not showable
// (all walls; a Moving AI map, none of which are served under Node), or a
// race. The oracle: the first readable and showable of the link and the
// saved race, else the default; one message naming each that came before
// it and failed, in order; storage never written before a race is shown.
test("the page starts with the link's race, else the one saved here, else the default, and says why", async () => {
  await init();
  const walls = fc
    .tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }))
    .map(([width, height]) => ({
      ...defaultState(),
      map: { kind: 'cells', width, height, terrain: new Uint8Array(width * height) },
      start: { x: 0, y: 0 },
      goal: { x: 0, y: 0 },
    }));
  const corrupted = fc
    .tuple(state, fc.array(edit, { minLength: 1, maxLength: 3 }))
    .map(([s, edits]) => textOf(edits.reduce(apply, bytesOf(encodeState(s)))));
  const text = fc.oneof(
    fc.constant(''),
    { weight: 3, arbitrary: state.map(encodeState) },
    walls.map(encodeState),
    corrupted,
    hostile,
  );
  const showable = (s) =>
    s.map.kind === 'preset' || (s.map.kind === 'cells' && s.map.terrain.some((t) => t > 0));
  try {
    await fc.assert(
      fc.asyncProperty(text, fc.option(text), fc.boolean(), async (hash, saved, blocked) => {
        globalThis.location = { hash: hash ? `#${hash}` : '' };
        globalThis.localStorage = {
          getItem(key) {
            if (blocked) throw new Error('SecurityError: storage is blocked');
            return key === 'pathrace.race' ? saved : null;
          },
          setItem() {
            assert.fail('nothing is saved before a race is shown');
          },
        };
        const messages = [];
        const persistence = new Persistence(null, {
          // The page's words are a function of its Messages: read here in English.
          message: (said, kind) => messages.push({ t: said(words()), kind }),
        });
        let shown = null;
        await persistence.start(persistence.candidates(), async (s) => {
          (await loadMap(s.map)).grid.dispose();
          shown = s;
        });

        let expected = { what: 'the default race', state: defaultState() };
        const failed = [];
        for (const [t, what] of [
          [hash, "this link's race"],
          [blocked ? null : saved, 'your last race'],
        ]) {
          if (!t) continue;
          let s;
          try {
            s = decodeState(t);
          } catch {
            failed.push(`${what} could not be read`);
            continue;
          }
          if (showable(s)) {
            expected = { what, state: s };
            break;
          }
          failed.push(`${what} could not be shown`);
        }
        assert.deepEqual(shown, expected.state);
        if (failed.length === 0) {
          assert.deepEqual(messages, []);
          return;
        }
        assert.equal(messages.length, 1);
        const [{ t, kind }] = messages;
        assert.equal(kind, 'error');
        assert.ok(t.endsWith(`; showing ${expected.what} instead.`), t);
        let at = 0;
        for (const f of failed) {
          const found = t.toLowerCase().indexOf(f.toLowerCase(), at);
          assert.ok(found >= at, `${t} says ${f}`);
          at = found + f.length;
        }
      }),
      { seed, numRuns: 400 },
    );
  } finally {
    delete globalThis.location;
    delete globalThis.localStorage;
  }
});
