// The race page's shareable state (web/demo/state.js) in its text form
// (web/demo/state-codec.js): exact round trips, compact URL-safe text, and
// clear errors for anything malformed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { randomMap } from '../../web/race/generators.js';
import { defaultPresetId, presetById, presets } from '../../web/race/maps.js';
import { decodeState, encodeState, StateError } from '../../web/demo/state-codec.js';
import { defaultState } from '../../web/demo/state.js';
import { storedStates } from '../fixtures/stored-states.js';
import { rng } from './support.js';

function roundTrip(state) {
  const text = encodeState(state);
  assert.match(text, /^v1\.[A-Za-z0-9_-]*$/);
  assert.equal(encodeURIComponent(text), text, 'nothing to escape in a URL');
  assert.deepEqual(decodeState(text), state);
  return text;
}

const cellsOf = (map) => ({ kind: 'cells', width: map.width, height: map.height, terrain: map.terrain });
/** The default state on a map value, as cells. */
const on = (map, more = {}) => ({
  ...defaultState(),
  map: cellsOf(map),
  start: map.start,
  goal: map.goal,
  ...more,
});

/** `bytes` as a state text (to write malformed states by hand). */
const v1 = (bytes) => `v1.${Buffer.from(bytes).toString('base64url')}`;
// The end of a valid state after its map: start (0,0), goal (0,0), two panels, exact, speed '1', no labels.
const panel = [0, 0, 0, 0, 1, 0x31];
const tail = [0, 0, 0, 0, ...panel, ...panel, 0, 1, 0x31, 0];

test('defaultState: the default preset, A* left, greedy right', (t) => {
  const state = defaultState();
  const map = presetById(defaultPresetId).make();
  assert.deepEqual(state.map, { kind: 'preset', id: defaultPresetId });
  assert.deepEqual([state.start, state.goal], [map.start, map.goal]);
  assert.equal(state.left.algorithm, 'astar');
  assert.equal(state.right.algorithm, 'greedy');
  assert.deepEqual({ ...state.left, algorithm: 'greedy' }, state.right);
  assert.equal(state.costs, 'exact');
  assert.equal(state.speed, 'auto', 'the speed fits the race until the reader chooses one');
  assert.notEqual(defaultState().left, state.left, 'a new object each call');
  const text = roundTrip(state);
  t.diagnostic(`default state: ${text.length} characters (${text})`);
  assert.ok(text.length <= 64);
});

test('every preset round-trips, by id (with and without a seed) and as cells', () => {
  for (const p of presets) {
    const map = p.make();
    const base = { ...defaultState(), start: map.start, goal: map.goal };
    roundTrip({ ...base, map: { kind: 'preset', id: p.id } });
    roundTrip({ ...base, map: { kind: 'preset', id: p.id, seed: 0 } });
    roundTrip({ ...base, map: { kind: 'preset', id: p.id, seed: 0xffffffff } });
    roundTrip(on(map));
  }
});

test('random maps with terrain round-trip exactly; a 70×70 random map fits in a URL', (t) => {
  const random = rng(11);
  for (let k = 0; k < 60; ++k) {
    const w = 1 + Math.floor(random() * 90),
      h = 1 + Math.floor(random() * 90);
    const map = randomMap(w, h, random() * 0.5, k);
    const top = [1, 3, 9, 15, 255][k % 5]; // every packing width
    if (k % 3)
      for (let i = 0; i < map.terrain.length; ++i)
        if (map.terrain[i] && random() < 0.3) map.terrain[i] = 1 + Math.floor(random() * top);
    roundTrip(on(map, { labels: k % 2 === 0 }));
  }
  for (const [w, h] of [
    [1, 1],
    [8192, 1],
    [1, 8192],
    [300, 200],
  ]) {
    const map = randomMap(w, h, 0.2, 3);
    roundTrip(on(map));
  }
  const map = randomMap(70, 70, 0.3, presetById('random').defaultSeed);
  const text = roundTrip(on(map));
  t.diagnostic(`70×70 random map as cells: ${text.length} characters`);
  assert.ok(text.length < 1000);
});

test('every rule, number and flag round-trips', () => {
  const values = {
    algorithm: ['astar', 'greedy', 'dijkstra', 'bfs', 'weighted'],
    heuristic: ['octile', 'manhattan', 'euclidean', 'chebyshev', 'zero'],
    diagonal: ['no-corner-cutting', 'never', 'at-most-one-blocked', 'always'],
    tieBreak: ['larger-g', 'fifo', 'lifo'],
    weight: [0, 1, 2.5, 1 / 3, 1e-7, 10000],
  };
  for (const [key, list] of Object.entries(values))
    for (const value of list)
      roundTrip({ ...defaultState(), right: { ...defaultState().right, [key]: value } });
  for (const speed of [1, 0.25, 1e6, 1 / 7, Infinity, 'auto']) roundTrip({ ...defaultState(), speed });
  for (const labels of [true, false]) roundTrip({ ...defaultState(), labels, costs: 'classic' });
  roundTrip({
    ...defaultState(),
    map: { kind: 'movingai', name: 'Berlin_0_1024' },
    start: { x: 8191, y: 0 },
    goal: { x: 3, y: 8191 },
  });
});

test('links made by the page before its vocabulary had codes open the same races', () => {
  // Written by web/demo/state.js at b2069d9, when a choice was its index in lists of names.
  const panel = (algorithm, more = {}) => ({
    algorithm,
    heuristic: 'octile',
    diagonal: 'no-corner-cutting',
    tieBreak: 'larger-g',
    weight: 1,
    ...more,
  });
  const links = [
    [
      'v1.AQdjb25jYXZlAAkMHwwAAAAAATEBAAAAATEAAzEwMAA',
      {
        map: { kind: 'preset', id: 'concave' },
        start: { x: 9, y: 12 },
        goal: { x: 31, y: 12 },
        left: panel('astar'),
        right: panel('greedy'),
        costs: 'exact',
        speed: 100,
      },
    ],
    [
      'v1.AQ53b3JrZWQtZXhhbXBsZQAAAgMCAAADAAExAQADAAExAQMxMDAC',
      {
        map: { kind: 'preset', id: 'worked-example' },
        start: { x: 0, y: 2 },
        goal: { x: 3, y: 2 },
        left: panel('astar', { diagonal: 'always' }),
        right: panel('greedy', { diagonal: 'always' }),
        costs: 'classic',
        speed: 100,
        labels: true,
      },
    ],
    [
      'v1.AAMCAQQBFZEAAAIBAgIBAgExBAMCAQMyLjUACEluZmluaXR5AQ',
      {
        map: { kind: 'cells', width: 3, height: 2, terrain: new Uint8Array([1, 0, 5, 1, 1, 9]) },
        start: { x: 0, y: 0 },
        goal: { x: 2, y: 1 },
        left: panel('dijkstra', { heuristic: 'euclidean', diagonal: 'never', tieBreak: 'lifo' }),
        right: panel('weighted', {
          heuristic: 'chebyshev',
          diagonal: 'at-most-one-blocked',
          tieBreak: 'fifo',
          weight: 2.5,
        }),
        costs: 'exact',
        speed: Infinity,
        labels: false,
      },
    ],
    [
      'v1.Ag1CZXJsaW5fMF8xMDI0CugH6AcJAAQAAAExAwEAAAExAAQ1MDAwAA',
      {
        map: { kind: 'movingai', name: 'Berlin_0_1024' },
        start: { x: 10, y: 1000 },
        goal: { x: 1000, y: 9 },
        left: panel('astar', { heuristic: 'zero' }),
        right: panel('bfs', { heuristic: 'manhattan' }),
        costs: 'exact',
        speed: 5000,
      },
    ],
    [
      'v1.AQZyYW5kb20BuWAAAEVFAAAAAAExAQAAAAExAAMxMDAA',
      {
        map: { kind: 'preset', id: 'random', seed: 12345 },
        start: { x: 0, y: 0 },
        goal: { x: 69, y: 69 },
        left: panel('astar'),
        right: panel('greedy'),
        costs: 'exact',
        speed: 100,
      },
    ],
  ];
  for (const [link, state] of links) {
    assert.deepEqual(decodeState(link), state, link);
    assert.equal(encodeState(state), link, 'and the same race still makes the same link');
  }
});

test('the unit size rides in the last byte: old links keep their bytes, sizes 2 to 8 round-trip', () => {
  const base = on(randomMap(12, 9, 0.2, 5));
  const plain = encodeState(base);
  assert.equal(encodeState({ ...base, size: 1 }), plain, 'size 1 is the state without one');
  assert.deepEqual(decodeState(plain), base, 'no size field: size 1');
  for (let size = 2; size <= 8; ++size)
    for (const labels of [undefined, true, false]) {
      const state = labels === undefined ? { ...base, size } : { ...base, size, labels };
      const text = roundTrip(state);
      assert.equal(text.length, plain.length, 'no byte more than before');
    }
  const last = [...tail.slice(0, -1)];
  assert.deepEqual(decodeState(v1([0, 1, 1, 0, 1, 1, ...last, 0x12])), {
    ...decodeState(v1([0, 1, 1, 0, 1, 1, ...last, 2])),
    size: 2,
  });
  assert.throws(() => decodeState(v1([0, 1, 1, 0, 1, 1, ...last, 0x80])), /unit size 9 is more than 8/);
  assert.throws(() => decodeState(v1([0, 1, 1, 0, 1, 1, ...last, 0x13])), /labels #3/);
  for (const size of [0, 9, 2.5, 'big'])
    assert.throws(
      () => encodeState({ ...base, size }),
      (e) => e instanceof StateError && /size must be a whole number from 1 to 8/.test(e.message),
    );
});

test("the reader's language and theme follow the last byte: states without them keep their bytes", () => {
  const base = on(randomMap(12, 9, 0.2, 5), { size: 3, labels: false });
  const plain = encodeState(base);
  for (const theme of [undefined, 'auto', 'light', 'dark'])
    for (const lang of [undefined, 'en', 'zh-CN', 'fr', 'zh-Hant-TW']) {
      const state = { ...base };
      if (theme) state.theme = theme;
      if (lang) state.lang = lang;
      const text = roundTrip(state);
      // One byte for the theme and the flag, then the tag as text (its length, its bytes).
      const extra = theme || lang ? 1 + (lang ? 1 + lang.length : 0) : 0;
      assert.equal(
        Buffer.from(text.slice(3), 'base64url').length,
        Buffer.from(plain.slice(3), 'base64url').length + extra,
      );
      assert.ok(text.startsWith(plain.slice(0, -3)), 'the race before them is written as it was');
    }
  for (const { text, state } of Object.values(storedStates)) {
    const chosen = { ...state, lang: 'zh-CN', theme: 'dark' };
    assert.deepEqual(decodeState(encodeState(chosen)), chosen);
    assert.deepEqual(decodeState(text), state, 'a stored state has neither');
  }
  const last = [0, 1, 1, 0, 1, 1, ...tail];
  assert.deepEqual(decodeState(v1([...last, 3])), { ...decodeState(v1(last)), theme: 'dark' });
  assert.deepEqual(decodeState(v1([...last, 4, 5, ...Buffer.from('zh-CN')])), {
    ...decodeState(v1(last)),
    lang: 'zh-CN',
  });
  const cases = [
    [v1([...last, 8]), /reading settings #8 do not exist/],
    [v1([...last, 4]), /truncated: it ends before the length of the language/],
    [v1([...last, 6, 2, ...Buffer.from('z!')]), /the language 'z!' is not a language tag/],
    [v1([...last, 1, 0]), /1 unexpected bytes/],
  ];
  for (const [text, message] of cases)
    assert.throws(
      () => decodeState(text),
      (e) => e instanceof StateError && message.test(e.message),
      text,
    );
  const s = defaultState();
  assert.throws(() => encodeState({ ...s, theme: 'sepia' }), /theme "sepia" is not one of auto, light, dark/);
  for (const lang of ['', 'english please', 42, 'x'])
    assert.throws(() => encodeState({ ...s, lang }), /lang must be a language tag/);
});

test('malformed text throws a StateError that says what is wrong', () => {
  const good = encodeState(on(randomMap(20, 10, 0.3, 1), { labels: true }));
  const cases = [
    ['', /begin with 'v1\.'/],
    ['hello', /begin with 'v1\.'/],
    ['v2.AAAA', /version 2 is not supported/],
    ['v1.', /truncated/],
    ['v1.AQ!j', /bad base64url: '!' at character 6/],
    ['v1.AAAAA', /bad base64url/],
    [good.slice(0, 42), /truncated/],
    [v1([9]), /map kind #9 does not exist/],
    [v1([0, 0x80, 0x48, 1]), /9216×1 map is not allowed: 1 to 8192/],
    [v1([0, 0, 5]), /0×5 map is not allowed/],
    [v1([0, 0xff, 0xff, 0xff, 0xff, 0x7f]), /width is more than/],
    [v1([0, 0x80, 0x80, 0x80, 0x80, 0x80, 1]), /width is not a number/],
    [v1([0, 2, 2, 0, 1, 5, ...tail]), /run of cells is more than 4/],
    [v1([0, 2, 2, 0, 1, 0, ...tail]), /run of cells is empty/],
    [v1([0, 2, 2, 0, 1, 3]), /truncated: it ends before the cells of the 2×2 map/],
    [v1([0, 2, 2, 1, 3, 0]), /3 bits per cell/],
    [v1([0, 2, 2, 1, 8, 1, 1]), /truncated: it ends inside the cells/],
    [v1([0, 2, 2, 7]), /cell encoding #7/],
    [v1([0, 2, 2, 0, 1, 4, 2, 0, ...tail.slice(2)]), /start \(2, 0\) is outside the 2×2 map/],
    [v1([0, 1, 1, 0, 1, 1, ...tail, 0]), /1 unexpected bytes/],
    [v1([0, 1, 1, 0, 1, 1, ...tail.slice(0, -1), 3]), /labels #3/],
    [v1([0, 1, 1, 0, 1, 1, 0, 0, 0, 0, 9]), /left algorithm #9/],
    [v1([0, 1, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0x2d, 0x31]), /left weight '-1'/],
    [v1([0, 1, 1, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]), /left weight '' is not/],
    [v1([0, 1, 1, 0, 1, 1, 0, 0, 0, 0, ...panel, ...panel, 0, 1, 0x30, 0]), /speed '0' is not/],
    [
      v1([0, 1, 1, 0, 1, 1, 0, 0, 0, 0, ...panel, ...panel, 0, 4, ...Buffer.from('fast'), 0]),
      /speed 'fast' is not 'auto' or a number/,
    ],
    [v1([1, 3, 0x66, 0x6f, 0x6f, 0]), /no preset 'foo'/],
    [v1([1, 7, ...Buffer.from('concave'), 2]), /seed flag/],
    [v1([2, 5, ...Buffer.from('../ab')]), /'\.\.\/ab' is not a Moving AI map name/],
    [
      v1([1, 7, ...Buffer.from('concave'), 0, 40, 0, ...tail.slice(2)]),
      /start \(40, 0\) is outside the 40×25 map/,
    ],
    [v1([2, 2, 0xc3, 0x28]), /not UTF-8/],
  ];
  for (const [text, message] of cases)
    assert.throws(
      () => decodeState(text),
      (e) => e instanceof StateError && message.test(e.message),
      text,
    );
  assert.throws(() => decodeState(undefined), StateError);
  assert.throws(() => decodeState(42), StateError);
  // The hand-written pieces above are right: the same bytes, valid, decode.
  assert.deepEqual(decodeState(v1([0, 1, 1, 0, 5, 1, ...tail])).map, {
    kind: 'cells',
    width: 1,
    height: 1,
    terrain: new Uint8Array([5]),
  });
});

test('every truncation and random corruption of a valid state decodes or throws a StateError', () => {
  const random = rng(3);
  const map = randomMap(12, 9, 0.3, 2);
  map.terrain[5] = 7;
  const texts = [
    encodeState(on(map, { labels: false })),
    encodeState(on(randomMap(40, 40, 0.3, 2))), // packed cells
    encodeState({ ...defaultState(), map: { kind: 'preset', id: 'random', seed: 99 } }),
    encodeState({ ...defaultState(), map: { kind: 'movingai', name: 'arena' } }),
    encodeState({ ...defaultState(), lang: 'zh-CN', theme: 'dark' }),
  ];
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!';
  const decodes = (text) => {
    try {
      const state = decodeState(text);
      assert.deepEqual(decodeState(encodeState(state)), state, text); // what decodes is a valid state
    } catch (e) {
      if (!(e instanceof StateError)) throw new Error(`${text}: ${e.stack}`, { cause: e });
    }
  };
  // Cut short, a state is no state; except that one with reading settings,
  // cut just before them, is the same race without them.
  for (const [i, text] of texts.entries()) {
    const cuts = [];
    for (let n = 0; n < text.length; ++n)
      try {
        cuts.push(decodeState(text.slice(0, n)));
      } catch (e) {
        assert.ok(e instanceof StateError, `${text.slice(0, n)}: ${e}`);
      }
    assert.deepEqual(cuts, i === texts.length - 1 ? [defaultState()] : []);
    for (let k = 0; k < 1500; ++k) {
      const c = [...text];
      for (let m = 1 + Math.floor(random() * 3); m > 0; --m)
        c[3 + Math.floor(random() * (c.length - 3))] = chars[Math.floor(random() * chars.length)];
      decodes(c.join(''));
    }
  }
});

test('encodeState refuses states it could not bring back', () => {
  const s = defaultState();
  const cases = [
    [{ ...s, extra: 1 }, /state has no field 'extra'/],
    [{ ...s, left: { ...s.left, algorithm: 'dfs' } }, /left algorithm "dfs"/],
    [{ ...s, right: { ...s.right, colour: 'red' } }, /right panel has no field 'colour'/],
    [{ ...s, right: { ...s.right, weight: -1 } }, /right weight must be a number from 0 to 10000/],
    [{ ...s, right: { ...s.right, weight: undefined } }, /right weight/],
    [{ ...s, speed: 0 }, /speed must be/],
    [{ ...s, speed: 'slow' }, /speed must be 'auto' or a number/],
    [{ ...s, costs: 'cheap' }, /costs "cheap"/],
    [{ ...s, labels: 'yes' }, /labels must be true or false/],
    [{ ...s, start: { x: 1.5, y: 0 } }, /start \(1\.5, 0\)/],
    [{ ...s, map: { kind: 'preset', id: 'nope' } }, /no preset 'nope'/],
    [{ ...s, map: { kind: 'preset', id: 'random', seed: -1 } }, /seed must be/],
    [{ ...s, goal: { x: 0, y: 25 } }, /goal \(0, 25\) is not a cell of the 40×25 map/],
    [{ ...s, map: { kind: 'movingai', name: 'a/b' } }, /not a Moving AI map name/],
    [{ ...s, map: { kind: 'file' } }, /map kind "file"/],
    [
      { ...s, map: { kind: 'cells', width: 2, height: 2, terrain: new Uint8Array(3) } },
      /Uint8Array of 2×2 cells/,
    ],
    [{ ...s, map: { kind: 'cells', width: 9000, height: 1, terrain: new Uint8Array(9000) } }, /at most 8192/],
    [
      {
        ...s,
        map: { kind: 'cells', width: 2, height: 2, terrain: new Uint8Array(4) },
        start: { x: 0, y: 0 },
        goal: { x: 2, y: 0 },
      },
      /goal \(2, 0\) is not a cell of the 2×2 map/,
    ],
  ];
  for (const [state, message] of cases)
    assert.throws(
      () => encodeState(state),
      (e) => e instanceof StateError && message.test(e.message),
      message.source,
    );
});

test("states stored by the page's first version (tests/fixtures) decode to the states it was given", () => {
  for (const [what, { text, state }] of Object.entries(storedStates)) {
    assert.deepEqual(decodeState(text), state, what);
    assert.equal(encodeState(state), text, `${what}: the same race still makes the same text`);
  }
});
