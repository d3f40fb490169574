// pathrace/maps: Tiled and LDtk maps the test writes itself, in every form
// the loaders read, each checked cell by cell against costs the test works
// out from its own table of what each tile means (never from the loader's
// code), and by a path on the result against one on Grid.fromArray of those
// costs; every kind of bad input gets its code, reason and message; the
// tile arithmetic at the edges of tiles and of the map.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { deflateSync, gzipSync } from 'node:zlib';
import { Grid, PathraceError } from '../../web/lib/node.js';
import { cellAt, cellCentre, fromLDtk, fromTiled, ldtkLayout, tiledLayout } from '../../web/lib/maps.js';
import { init, randomOpenCell, rng } from './support.js';

before(() => init());

// ------------------------------------------------------------ the test's tiles

// What each tile of the test's two tilesets means, and the properties that
// say so. The oracle reads `wall` and `cost`; the tilesets are written from
// `props`.
const terrain = [
  { cost: 1, props: {} },
  { wall: true, props: { collides: true } },
  { cost: 3, props: { cost: 3 } },
  { cost: 7, props: { cost: 7 } },
  { wall: true, props: { ge_collide: true } },
  { cost: 2, props: { ge_cost: 2 } },
  { cost: 1, props: { collides: false } },
  { wall: true, props: { collides: true, cost: 9 } }, // a wall, whatever it costs
];
const units = [
  { cost: 4, props: { cost: 4 } },
  { wall: true, props: { collides: true } },
  { cost: 1, props: { name: 'flag' } },
];
const firstgids = [1, 1 + terrain.length];
const meaningOf = (gid) => {
  const plain = gid & 0x0fffffff;
  return plain >= firstgids[1] ? units[plain - firstgids[1]] : terrain[plain - 1];
};

const tiledType = (value) =>
  typeof value === 'boolean' ? 'bool' : typeof value === 'number' ? 'int' : 'string';

// A tileset in one of the forms Tiled has written: 'list' (1.2 on), or the
// older 'object' (properties as an object), 'keyed' (tiles keyed by id) and
// 'tileproperties'.
function tileset(name, meanings, form = 'list', names = {}) {
  const renamed = (props) => Object.fromEntries(Object.entries(props).map(([k, v]) => [names[k] ?? k, v]));
  const base = { name, tilewidth: 16, tileheight: 16, tilecount: meanings.length, columns: meanings.length };
  const listed = meanings.map((m, id) => ({ id, props: renamed(m.props) }));
  if (form === 'list')
    return {
      ...base,
      tiles: listed.map(({ id, props }) => ({
        id,
        properties: Object.entries(props).map(([n, value]) => ({ name: n, type: tiledType(value), value })),
      })),
    };
  if (form === 'object')
    return { ...base, tiles: listed.map(({ id, props }) => ({ id, properties: props })) };
  if (form === 'keyed')
    return { ...base, tiles: Object.fromEntries(listed.map(({ id, props }) => [id, { properties: props }])) };
  return { ...base, tileproperties: Object.fromEntries(listed.map(({ id, props }) => [id, props])) };
}

const tilesets = (form) => [
  { firstgid: firstgids[0], ...tileset('terrain', terrain, form) },
  { firstgid: firstgids[1], ...tileset('units', units, form) },
];

// Random GIDs: a third of the cells empty, some with flip bits on.
function randomGids(random, count, { flips = false } = {}) {
  const total = terrain.length + units.length;
  return Array.from({ length: count }, () => {
    if (random() < 0.3) return 0;
    const gid = 1 + Math.floor(random() * total);
    const bits = flips ? [0x80000000, 0x40000000, 0x20000000, 0x10000000].filter(() => random() < 0.4) : [];
    return bits.reduce((g, b) => (g | b) >>> 0, gid);
  });
}

// The oracle: a cell is a wall where any of its tiles is, else the dearest tile's cost, 1 when empty.
function expectedCosts(width, height, layers) {
  const costs = new Uint8Array(width * height);
  for (let i = 0; i < costs.length; ++i) {
    const meanings = layers
      .map((gids) => gids[i])
      .filter((g) => g !== 0)
      .map(meaningOf);
    costs[i] = meanings.some((m) => m.wall) ? 0 : Math.max(1, ...meanings.map((m) => m.cost));
  }
  return costs;
}

const littleEndian = (gids) => {
  const bytes = Buffer.alloc(4 * gids.length);
  gids.forEach((g, i) => bytes.writeUInt32LE(g, 4 * i));
  return bytes;
};

// A layer's (or chunk's) data in one of the forms Tiled writes.
function encoded(gids, form, width) {
  switch (form) {
    case 'array':
      return { data: gids };
    case 'csv': // as in a .tmx: a row per line, each but the last ending with a comma
      return {
        encoding: 'csv',
        data: Array.from({ length: gids.length / width }, (_, r) =>
          gids.slice(r * width, (r + 1) * width).join(','),
        ).join(',\n'),
      };
    case 'base64':
      return { encoding: 'base64', data: littleEndian(gids).toString('base64') };
    case 'zlib':
      return {
        encoding: 'base64',
        compression: 'zlib',
        data: deflateSync(littleEndian(gids)).toString('base64'),
      };
    case 'gzip':
      return {
        encoding: 'base64',
        compression: 'gzip',
        data: gzipSync(littleEndian(gids)).toString('base64'),
      };
  }
  throw new Error(`no form ${form}`);
}

const tileLayer = (name, gids, form, width) => ({
  type: 'tilelayer',
  name,
  visible: true,
  ...encoded(gids, form, width),
});

function tiledMap(width, height, layers, extra = {}) {
  return {
    type: 'map',
    orientation: 'orthogonal',
    renderorder: 'right-down',
    infinite: false,
    width,
    height,
    tilewidth: 16,
    tileheight: 16,
    tilesets: tilesets('list'),
    layers,
    ...extra,
  };
}

// The grid against the oracle's costs, cell by cell, and a path on it against
// one on Grid.fromArray of those costs; both grids disposed.
function checkGrid(grid, width, height, costs, seed) {
  try {
    assert.equal(grid.width, width);
    assert.equal(grid.height, height);
    assert.deepEqual(grid.costs(), costs);
    const oracle = Grid.fromArray(width, height, costs);
    try {
      const random = rng(seed);
      for (let q = 0; q < 4 && costs.some((c) => c !== 0); ++q) {
        const from = randomOpenCell(random, width, costs);
        const to = randomOpenCell(random, width, costs);
        const [got, want] = [grid, oracle].map((g) => g.findPath(from, to));
        assert.equal(got.found, want.found);
        assert.equal(got.cost, want.cost);
      }
    } finally {
      oracle.dispose();
    }
  } finally {
    grid.dispose();
  }
}

// ------------------------------------------------------------------- Tiled

describe('fromTiled', () => {
  const forms = ['array', 'csv', 'base64', 'zlib', 'gzip'];

  for (const form of forms)
    test(`reads ${form} data: two layers, walls win, else the dearest tile`, async () => {
      const [width, height] = [9, 6];
      const random = rng(0x7173 + forms.indexOf(form));
      const layers = [randomGids(random, width * height), randomGids(random, width * height)];
      const map = tiledMap(width, height, [
        tileLayer('ground', layers[0], form, width),
        tileLayer('walls', layers[1], form, width),
      ]);
      checkGrid(await fromTiled(map), width, height, expectedCosts(width, height, layers), 1);
    });

  test('CSV text without an encoding, and a trailing comma, read the same', async () => {
    const gids = randomGids(rng(3), 12);
    const map = tiledMap(4, 3, [{ type: 'tilelayer', name: 'g', data: `${gids.join(',')},\n` }]);
    checkGrid(await fromTiled(map), 4, 3, expectedCosts(4, 3, [gids]), 2);
  });

  for (const form of ['array', 'base64', 'zlib'])
    test(`drops the flip and rotation bits of ${form} GIDs before the lookup`, async () => {
      const [width, height] = [8, 5];
      const gids = randomGids(rng(11), width * height, { flips: true });
      assert.ok(
        gids.some((g) => g > 0x0fffffff),
        'some GIDs are flipped',
      );
      const map = tiledMap(width, height, [tileLayer('flipped', gids, form, width)]);
      checkGrid(await fromTiled(map), width, height, expectedCosts(width, height, [gids]), 3);
    });

  test('a negative GID, a flipped one written signed, is the same tile', async () => {
    const map = tiledMap(2, 1, [{ type: 'tilelayer', name: 'g', data: [(0x80000000 | 2) >> 0, 3] }]);
    checkGrid(await fromTiled(map), 2, 1, new Uint8Array([0, 3]), 4);
  });

  describe('groups and the layers option', () => {
    const [width, height] = [6, 4];
    const random = rng(21);
    const gids = {
      ground: randomGids(random, 24),
      walls: randomGids(random, 24),
      decor: randomGids(random, 24),
    };
    const map = tiledMap(width, height, [
      {
        type: 'group',
        name: 'world',
        layers: [
          tileLayer('ground', gids.ground, 'array', width),
          { type: 'group', name: 'upper', layers: [tileLayer('walls', gids.walls, 'csv', width)] },
        ],
      },
      { type: 'objectgroup', name: 'units', objects: [] },
      { type: 'imagelayer', name: 'sky', image: 'sky.png' },
      { ...tileLayer('decor', gids.decor, 'zlib', width), visible: false },
    ]);
    const cases = [
      [undefined, ['ground', 'walls', 'decor']],
      [['walls'], ['walls']],
      ['world/upper/walls', ['walls']],
      [['upper'], ['walls']],
      [['world'], ['ground', 'walls']],
      [
        ['ground', 'decor'],
        ['ground', 'decor'],
      ],
    ];
    for (const [layers, read] of cases)
      test(`layers ${JSON.stringify(layers)} reads ${read.join(', ')}`, async () => {
        const grid = await fromTiled(map, layers === undefined ? {} : { layers });
        checkGrid(
          grid,
          width,
          height,
          expectedCosts(
            width,
            height,
            read.map((n) => gids[n]),
          ),
          5,
        );
      });
  });

  test('an infinite map: chunks anywhere, the grid from the leftmost and topmost, gaps open', async () => {
    const random = rng(31);
    const chunk = (x, y, form) => {
      const gids = randomGids(random, 16);
      return { x, y, width: 4, height: 4, gids, ...encoded(gids, form, 4) };
    };
    const lower = [chunk(-4, -4, 'base64'), chunk(0, 0, 'base64'), chunk(4, -4, 'base64')];
    const upper = [chunk(0, -4, 'array')];
    const layer = (name, chunks, encoding) => ({
      type: 'tilelayer',
      name,
      ...encoding,
      chunks: chunks.map(({ x, y, width, height, data }) => ({ x, y, width, height, data })),
    });
    const map = tiledMap(0, 0, [layer('lower', lower, { encoding: 'base64' }), layer('upper', upper, {})], {
      infinite: true,
    });
    const [width, height, left, top] = [12, 8, -4, -4];
    const layers = [lower, upper].map((chunks) => {
      const gids = new Array(width * height).fill(0);
      for (const c of chunks)
        c.gids.forEach(
          (g, i) => (gids[(c.y - top + Math.floor(i / 4)) * width + (c.x - left + (i % 4))] = g),
        );
      return gids;
    });
    checkGrid(await fromTiled(map), width, height, expectedCosts(width, height, layers), 6);
    assert.deepEqual(tiledLayout(map), {
      tileWidth: 16,
      tileHeight: 16,
      width,
      height,
      originX: -4,
      originY: -4,
    });
    assert.deepEqual(cellAt(-64, -64, tiledLayout(map)), { x: 0, y: 0 });
    assert.deepEqual(tiledLayout(map, { layers: 'upper' }), {
      tileWidth: 16,
      tileHeight: 16,
      width: 4,
      height: 4,
      originX: 0,
      originY: -4,
    });
  });

  test('external tilesets passed in by their source or their file name', async () => {
    const gids = randomGids(rng(41), 20);
    const external = tileset('terrain', terrain);
    const map = tiledMap(5, 4, [tileLayer('g', gids, 'array', 5)], {
      tilesets: [{ firstgid: 1, source: '../tilesets/terrain.tsj' }, tilesets('list')[1]],
    });
    const costs = expectedCosts(5, 4, [gids]);
    checkGrid(await fromTiled(map, { tilesets: { 'terrain.tsj': external } }), 5, 4, costs, 7);
    checkGrid(await fromTiled(map, { tilesets: { '../tilesets/terrain.tsj': external } }), 5, 4, costs, 7);
  });

  for (const form of ['object', 'keyed', 'tileproperties'])
    test(`reads the older "${form}" form of tile properties`, async () => {
      const gids = randomGids(rng(51), 30);
      const map = tiledMap(6, 5, [tileLayer('g', gids, 'array', 6)], { tilesets: tilesets(form) });
      checkGrid(await fromTiled(map), 6, 5, expectedCosts(6, 5, [gids]), 8);
    });

  test('property names can be changed: collides and cost options', async () => {
    const names = { collides: 'solid', ge_collide: 'blocked', cost: 'speed', ge_cost: 'slow' };
    const renamed = [
      { firstgid: 1, ...tileset('terrain', terrain, 'list', names) },
      { firstgid: firstgids[1], ...tileset('units', units, 'list', names) },
    ];
    const gids = randomGids(rng(61), 30);
    const map = tiledMap(6, 5, [tileLayer('g', gids, 'array', 6)], { tilesets: renamed });
    const options = { collides: ['solid', 'blocked'], cost: ['speed', 'slow'] };
    checkGrid(await fromTiled(map, options), 6, 5, expectedCosts(6, 5, [gids]), 9);
    // Under the default names these tiles say nothing: every cell costs 1.
    checkGrid(await fromTiled(map), 6, 5, new Uint8Array(30).fill(1), 9);
    // One name given as a string: only `solid` walls, no `blocked` ones.
    const grid = await fromTiled(map, { collides: 'solid', cost: 'speed' });
    const solidOnly = expectedCosts(6, 5, [gids.map((g) => ([5, 6].includes(g & 0x0fffffff) ? 1 : g))]);
    checkGrid(grid, 6, 5, solidOnly, 9);
  });
});

// ------------------------------------------------------------------- LDtk

const ldtkDefs = {
  layers: [
    {
      uid: 7,
      identifier: 'Collisions',
      type: 'IntGrid',
      gridSize: 16,
      intGridValues: [
        { value: 1, identifier: 'wall' },
        { value: 2, identifier: 'water' },
        { value: 3, identifier: 'mud' },
      ],
    },
    {
      uid: 8,
      identifier: 'Marks',
      type: 'IntGrid',
      gridSize: 16,
      intGridValues: [{ value: 1, identifier: 'spawn' }],
    },
    { uid: 9, identifier: 'Entities', type: 'Entities', gridSize: 16 },
  ],
};

function ldtkLevel(identifier, width, height, csv) {
  return {
    identifier,
    iid: `iid-${identifier}`,
    layerInstances: [
      { __identifier: 'Entities', __type: 'Entities', __gridSize: 16, layerDefUid: 9, entityInstances: [] },
      {
        __identifier: 'Marks',
        __type: 'IntGrid',
        __cWid: width,
        __cHei: height,
        __gridSize: 16,
        layerDefUid: 8,
        intGridCsv: new Array(width * height).fill(0),
      },
      {
        __identifier: 'Collisions',
        __type: 'IntGrid',
        __cWid: width,
        __cHei: height,
        __gridSize: 16,
        layerDefUid: 7,
        intGridCsv: csv,
      },
    ],
  };
}

const randomValues = (seed, count) => {
  const random = rng(seed);
  return Array.from({ length: count }, () => Math.floor(random() * 4));
};

describe('fromLDtk', () => {
  const csv = randomValues(71, 35);
  const project = {
    defs: ldtkDefs,
    levels: [ldtkLevel('Level_0', 7, 5, csv), ldtkLevel('Level_1', 1, 1, [0])],
  };
  const expect = (price) => new Uint8Array(csv.map(price));

  test('values by identifier: walls and costs named', () => {
    const grid = fromLDtk(project, {
      level: 'Level_0',
      layer: 'Collisions',
      walls: ['wall'],
      costs: { water: 3, mud: 5 },
    });
    checkGrid(
      grid,
      7,
      5,
      expect((v) => [1, 0, 3, 5][v]),
      10,
    );
  });

  test('values by number, the level by index and by iid', () => {
    for (const level of [0, 'iid-Level_0']) {
      const grid = fromLDtk(project, { level, layer: 'Collisions', walls: [1], costs: { 2: 3, 3: 5 } });
      checkGrid(
        grid,
        7,
        5,
        expect((v) => [1, 0, 3, 5][v]),
        11,
      );
    }
  });

  test('without walls, every value costs does not price is a wall; with walls, the rest cost 1', () => {
    const some = fromLDtk(project, { level: 'Level_0', layer: 'Collisions', costs: { water: 3 } });
    checkGrid(
      some,
      7,
      5,
      expect((v) => [1, 0, 3, 0][v]),
      12,
    );
    const listed = fromLDtk(project, { level: 'Level_0', layer: 'Collisions', walls: ['wall'] });
    checkGrid(
      listed,
      7,
      5,
      expect((v) => [1, 0, 1, 1][v]),
      12,
    );
  });

  test('an external level passed in by its path or its file name; the only IntGrid layer by default', () => {
    const file = { ...ldtkLevel('Level_2', 7, 5, csv), externalRelPath: undefined };
    file.layerInstances = file.layerInstances.filter((l) => l.__identifier !== 'Marks');
    const split = {
      defs: ldtkDefs,
      externalLevels: true,
      levels: [
        { identifier: 'Level_2', iid: 'x', layerInstances: null, externalRelPath: 'world/Level_2.ldtkl' },
      ],
    };
    for (const levels of [{ 'world/Level_2.ldtkl': file }, { 'Level_2.ldtkl': file }]) {
      const grid = fromLDtk(split, { levels, costs: { water: 2, mud: 4 } });
      checkGrid(
        grid,
        7,
        5,
        expect((v) => [1, 0, 2, 4][v]),
        13,
      );
    }
  });

  test("levels of a project's worlds", () => {
    const worlds = { defs: ldtkDefs, levels: [], worlds: [{ levels: [ldtkLevel('Level_0', 7, 5, csv)] }] };
    checkGrid(
      fromLDtk(worlds, { layer: 'Collisions', walls: ['wall', 'mud'] }),
      7,
      5,
      expect((v) => [1, 0, 1, 0][v]),
      14,
    );
  });

  test("ldtkLayout: the layer's grid size and extent", () => {
    assert.deepEqual(ldtkLayout(project, { level: 'Level_0', layer: 'Collisions' }), {
      tileWidth: 16,
      tileHeight: 16,
      width: 7,
      height: 5,
      originX: 0,
      originY: 0,
    });
  });
});

// ---------------------------------------------------------------- bad input

// The error a call throws or rejects with: a PathraceError, never a raw one.
async function failure(call) {
  try {
    await call();
  } catch (error) {
    assert.ok(error instanceof PathraceError, `a PathraceError, not ${error?.stack ?? error}`);
    return error;
  }
  assert.fail('no error');
}

async function expectMapError(call, code, reason, pattern, method) {
  const error = await failure(call);
  assert.equal(error.code, code, error.message);
  assert.equal(error.reason, reason, error.message);
  assert.match(error.message, pattern);
  assert.equal(error.message, `${method}: ${error.detail}`);
  if (code === 'invalid-map') assert.deepEqual([error.line, error.column], [0, 0]);
  return error;
}

describe('bad Tiled maps: a coded error naming the layer, tileset or tile', () => {
  const plain = (layer, extra) => tiledMap(4, 4, [{ type: 'tilelayer', name: 'walls', ...layer }], extra);
  const sixteen = new Array(16).fill(1);
  const cases = [
    ['no layers array', tiledMap(4, 4, undefined), 'no-layers', /the map has no layers array/],
    [
      'no tile layers',
      tiledMap(4, 4, [{ type: 'objectgroup', name: 'units', objects: [] }]),
      'no-layers',
      /no tile layers/,
    ],
    ['a layer not an object', tiledMap(4, 4, [null]), 'bad-layer', /layer 1 of the map is not an object/],
    [
      'a group without layers',
      tiledMap(4, 4, [{ type: 'group', name: 'g' }]),
      'bad-layer',
      /group "g" has no layers/,
    ],
    ['no data', plain({}), 'bad-data', /layer "walls" has no data/],
    [
      '15 GIDs for 4×4',
      plain({ data: sixteen.slice(1) }),
      'bad-data-length',
      /layer "walls" holds 15 tiles but the 4×4 map needs 16/,
    ],
    [
      '17 CSV fields',
      plain({ encoding: 'csv', data: [...sixteen, 1].join(',') }),
      'bad-data-length',
      /layer "walls" holds 17 tiles/,
    ],
    [
      'base64 of 15 GIDs',
      plain(encoded(sixteen.slice(1), 'base64')),
      'bad-data-length',
      /layer "walls" holds 15 tiles/,
    ],
    [
      'zlib of 17 GIDs',
      plain(encoded([...sixteen, 1], 'zlib')),
      'bad-data-length',
      /layer "walls" decompresses to more than the 64 bytes/,
    ],
    [
      'a GID that is text',
      plain({ data: [...sixteen.slice(1), 'x'] }),
      'bad-data',
      /data\[15\] is "x", not a tile GID/,
    ],
    [
      'a GID past 32 bits',
      plain({ data: [...sixteen.slice(1), 2 ** 32] }),
      'bad-data',
      /data\[15\] is 4294967296/,
    ],
    [
      'a CSV field that is no number',
      plain({ data: [...sixteen.slice(1), 'x'].join(',') }),
      'bad-data',
      /CSV field 16 is "x"/,
    ],
    [
      'an unknown encoding',
      plain({ encoding: 'hex', data: '00' }),
      'unknown-encoding',
      /layer "walls" has encoding "hex"/,
    ],
    [
      'an unknown compression',
      plain({ encoding: 'base64', compression: 'lzma', data: 'AAAA' }),
      'unknown-compression',
      /compression "lzma"/,
    ],
    [
      'malformed base64',
      plain({ encoding: 'base64', data: 'AA*A' }),
      'bad-data',
      /layer "walls" has encoding "base64" but its data is not base64/,
    ],
    [
      'base64 not 4 bytes a tile',
      plain({ encoding: 'base64', data: 'AAAAAAA=' }),
      'bad-data',
      /layer "walls" decodes to 5 bytes, not 4 per tile/,
    ],
    [
      'malformed zlib',
      plain({
        encoding: 'base64',
        compression: 'zlib',
        data: Buffer.from('not zlib at all').toString('base64'),
      }),
      'bad-data',
      /layer "walls" is not valid zlib data/,
    ],
    [
      'truncated gzip',
      plain({
        ...encoded(sixteen, 'gzip'),
        data: gzipSync(littleEndian(sixteen)).subarray(0, 12).toString('base64'),
      }),
      'bad-data',
      /layer "walls" is not valid gzip data/,
    ],
    [
      'a GID past every tileset',
      plain({ data: [...sixteen.slice(1), 99] }),
      'unknown-gid',
      /layer "walls" at tile \(3, 3\) has GID 99, which no tileset holds \(the tilesets hold GIDs 1–8 \("terrain"\), 9–11 \("units"\)\)/,
    ],
    [
      'a GID with no tilesets',
      plain({ data: sixteen }, { tilesets: [] }),
      'unknown-gid',
      /the map has no tilesets/,
    ],
    [
      'a map of 0 columns',
      tiledMap(0, 4, [{ type: 'tilelayer', name: 'w', data: [] }]),
      'bad-size',
      /the map is 0 × 4 tiles/,
    ],
    [
      'an infinite map without chunks',
      tiledMap(4, 4, [{ type: 'tilelayer', name: 'w', chunks: [] }], { infinite: true }),
      'bad-size',
      /no chunks/,
    ],
    [
      'a chunk without a size',
      tiledMap(4, 4, [{ type: 'tilelayer', name: 'w', chunks: [{ x: 0, y: 0, data: [] }] }], {
        infinite: true,
      }),
      'bad-layer',
      /layer "w" chunk 1 needs whole numbers/,
    ],
    [
      'a chunk too short',
      tiledMap(
        4,
        4,
        [{ type: 'tilelayer', name: 'w', chunks: [{ x: 16, y: 0, width: 2, height: 2, data: [1, 1, 1] }] }],
        { infinite: true },
      ),
      'bad-data-length',
      /layer "w" chunk at \(16, 0\) holds 3 tiles but the 2×2 chunk needs 4/,
    ],
    [
      'a tileset without firstgid',
      plain({ data: sixteen }, { tilesets: [{ name: 't' }] }),
      'bad-tileset',
      /tileset 1 of the map has no firstgid/,
    ],
  ];
  for (const [name, map, reason, pattern] of cases)
    test(name, async () => {
      const error = await expectMapError(() => fromTiled(map), 'invalid-map', reason, pattern, 'fromTiled()');
      if (/layer "walls"/.test(pattern.source)) assert.equal(error.layer, 'walls');
    });

  test('the GID is named on the error, flip bits removed', async () => {
    const map = plain({ data: [...sixteen.slice(1), (0x80000000 | 99) >>> 0] });
    const error = await failure(() => fromTiled(map));
    assert.deepEqual([error.reason, error.gid, error.layer], ['unknown-gid', 99, 'walls']);
  });

  for (const cost of [0, 256, 2.5, '3', true, -1])
    test(`a cost property of ${JSON.stringify(cost)}: bad-cost naming the tileset and tile`, async () => {
      const set = {
        firstgid: 1,
        name: 'ground',
        tilecount: 4,
        tiles: [{ id: 2, properties: [{ name: 'cost', type: 'int', value: cost }] }],
      };
      const error = await expectMapError(
        () => fromTiled(plain({ data: sixteen }, { tilesets: [set] })),
        'invalid-map',
        'bad-cost',
        new RegExp(
          `tileset "ground" tile 2 has cost ${JSON.stringify(cost).replace('.', '\\.')}; a cost is a whole number from 1 to 255`,
        ),
        'fromTiled()',
      );
      assert.deepEqual([error.tileset, error.tile], ['ground', 2]);
    });

  test('an external tileset not passed in, and one passed in as XML', async () => {
    const map = plain({ data: sixteen }, { tilesets: [{ firstgid: 1, source: 'maps/ground.tsx' }] });
    const missing = await expectMapError(
      () => fromTiled(map, { tilesets: { 'other.tsj': {} } }),
      'invalid-map',
      'missing-tileset',
      /tileset "maps\/ground.tsx" is in a file of its own: pass it in, as tilesets: \{ "maps\/ground.tsx": json \}/,
      'fromTiled()',
    );
    assert.equal(missing.tileset, 'maps/ground.tsx');
    await expectMapError(() => fromTiled(map), 'invalid-map', 'missing-tileset', /pass it in/, 'fromTiled()');
    await expectMapError(
      () => fromTiled(map, { tilesets: { 'ground.tsx': '<tileset/>' } }),
      'invalid-map',
      'bad-tileset',
      /not a tileset's JSON \(export it as .tsj or .json, not .tsx\)/,
      'fromTiled()',
    );
  });

  for (const orientation of ['hexagonal', 'isometric', 'staggered'])
    test(`a ${orientation} map: unsupported-map naming the orientation`, async () => {
      await expectMapError(
        () => fromTiled(plain({ data: sixteen }, { orientation })),
        'unsupported-map',
        'unsupported-orientation',
        new RegExp(`the map is "${orientation}"; only orthogonal maps can be loaded`),
        'fromTiled()',
      );
      assert.equal((await failure(() => tiledLayout(plain({}, { orientation })))).code, 'unsupported-map');
    });

  test('zstd data: unsupported-map naming the layer', async () => {
    const error = await expectMapError(
      () => fromTiled(plain({ encoding: 'base64', compression: 'zstd', data: 'KLUv/Q==' })),
      'unsupported-map',
      'unsupported-compression',
      /layer "walls" is compressed with zstd/,
      'fromTiled()',
    );
    assert.equal(error.layer, 'walls');
  });

  test('mistakes in the arguments', async () => {
    const map = plain({ data: sixteen });
    const codes = [
      [
        () => fromTiled('{"layers": []}'),
        'invalid-argument',
        /fromTiled\(\) takes a Tiled map \(its JSON export, parsed\), got "/,
      ],
      [
        () => fromTiled(map, { layer: 'walls' }),
        'unknown-option',
        /fromTiled\(\) has no option "layer"; the options are layers, tilesets, collides, cost/,
      ],
      [() => fromTiled(map, null), 'invalid-argument', /options must be an object/],
      [
        () => fromTiled(map, { layers: ['floor'] }),
        'invalid-option',
        /layers names "floor", which is no tile layer or group of the map; its tile layers are "walls"/,
      ],
      [
        () => fromTiled(map, { layers: [] }),
        'invalid-option',
        /layers must be a name or a non-empty array of names/,
      ],
      [() => fromTiled(map, { collides: 3 }), 'invalid-option', /collides must be a name/],
      [
        () => fromTiled(map, { tilesets: [] }),
        'invalid-option',
        /tilesets must be an object of files by name/,
      ],
      [
        () => tiledLayout({ ...map, tilewidth: 0 }),
        'invalid-map',
        /the map's tilewidth is 0, not a positive number of pixels/,
      ],
      [
        () => fromTiled(tiledMap(9000, 1, [{ type: 'tilelayer', name: 'w', data: [] }])),
        'invalid-size',
        /9000/,
      ],
    ];
    const external = plain({ data: sixteen }, { tilesets: [{ firstgid: 1, source: 't.tsj' }] });
    codes.push([
      () => fromTiled(external, { tilesets: 'x' }),
      'invalid-option',
      /tilesets must be an object/,
    ]);
    for (const [call, code, pattern] of codes) {
      const error = await failure(call);
      assert.equal(error.code, code, error.message);
      assert.match(error.message, pattern);
    }
  });
});

describe('bad LDtk projects', () => {
  const csv = [0, 1, 2, 3, 0, 1];
  const project = {
    defs: ldtkDefs,
    levels: [ldtkLevel('Level_0', 3, 2, csv), ldtkLevel('Level_1', 3, 2, csv)],
  };
  const one = { level: 'Level_0', layer: 'Collisions' };
  const withCsv = (values) => ({ defs: ldtkDefs, levels: [ldtkLevel('Level_0', 3, 2, values)] });

  test('malformed projects: invalid-map naming the level or layer', async () => {
    const cases = [
      [{ defs: ldtkDefs, levels: [] }, {}, 'no-layers', /the project has no levels/],
      [
        { levels: [{ identifier: 'L', layerInstances: [] }] },
        {},
        'no-layers',
        /level "L" has no IntGrid layer/,
      ],
      [{ levels: [{ identifier: 'L' }] }, {}, 'no-layers', /level "L" has no layerInstances array/],
      [
        withCsv([0, 1, 2]),
        { layer: 'Collisions' },
        'bad-data-length',
        /layer "Level_0\/Collisions" has 3 values in intGridCsv but its 3×2 cells need 6/,
      ],
      [
        withCsv([0, 1, 2, 9, 0, 0]),
        { layer: 'Collisions' },
        'bad-data',
        /layer "Level_0\/Collisions" cell \(0, 1\) holds 9, which is no value of the layer/,
      ],
      [withCsv([0, 1, 2, -1, 0, 0]), { layer: 'Collisions' }, 'bad-data', /cell \(0, 1\) holds -1/],
      [withCsv('0,1'), { layer: 'Collisions' }, 'bad-data', /has no intGridCsv array/],
    ];
    for (const [input, options, reason, pattern] of cases)
      await expectMapError(() => fromLDtk(input, options), 'invalid-map', reason, pattern, 'fromLDtk()');
    const split = {
      defs: ldtkDefs,
      levels: [{ identifier: 'Far', layerInstances: null, externalRelPath: 'w/Far.ldtkl' }],
    };
    const error = await expectMapError(
      () => fromLDtk(split, { levels: { 'Near.ldtkl': {} } }),
      'invalid-map',
      'missing-level',
      /level "Far" is in a file of its own: pass it in, as levels: \{ "w\/Far.ldtkl": json \}/,
      'fromLDtk()',
    );
    assert.equal(error.level, 'Far');
  });

  test('mistakes in the options: invalid-option naming what the project has', () => {
    const cases = [
      [
        { layer: 'Collisions' },
        /the project has 2 levels \("Level_0", "Level_1"\): say which, as level: "Level_0"/,
      ],
      [{ level: 'Level_9' }, /level "Level_9" is not in the project/],
      [{ level: 2 }, /give its index from 0 to 1/],
      [{ level: 'Level_0' }, /level "Level_0" has 2 IntGrid layers \("Marks", "Collisions"\): say which/],
      [
        { ...one, layer: 'Entities' },
        /layer "Entities" is no IntGrid layer of level "Level_0"; it has "Marks", "Collisions"/,
      ],
      [
        { ...one, walls: ['lava'] },
        /walls names "lava", which is no value of the layer; its values are 1 \("wall"\), 2 \("water"\), 3 \("mud"\)/,
      ],
      [{ ...one, walls: [4] }, /walls names 4/],
      [{ ...one, walls: 'wall' }, /walls must be an array of values/],
      [
        { ...one, costs: { water: 0 } },
        /costs gives 2 \("water"\) the cost 0; a cost is a whole number from 1 to 255/,
      ],
      [{ ...one, costs: { water: 1.5 } }, /the cost 1.5/],
      [{ ...one, costs: { lava: 2 } }, /costs names "lava"/],
      [{ ...one, costs: [2] }, /costs must be an object of value → cost/],
      [{ ...one, levels: ['Level_0.ldtkl'] }, /levels must be an object of files by name/],
      [{ ...one, walls: ['water'], costs: { 2: 3 } }, /value 2 \("water"\) is both in walls and in costs/],
    ];
    for (const [options, pattern] of cases) {
      let error;
      try {
        fromLDtk(project, options);
      } catch (e) {
        error = e;
      }
      assert.ok(error instanceof PathraceError, `${JSON.stringify(options)} throws a PathraceError`);
      assert.equal(error.code, 'invalid-option', error.message);
      assert.match(error.message, pattern);
    }
    assert.throws(() => fromLDtk(project, { ...one, wall: [1] }), { code: 'unknown-option' });
    assert.throws(() => fromLDtk([project]), { code: 'invalid-argument' });
  });

  test('a project without layer definitions names values by number only', () => {
    const bare = { levels: [ldtkLevel('Level_0', 3, 2, csv)] };
    checkGrid(fromLDtk(bare, { ...one, walls: [1, 3] }), 3, 2, new Uint8Array([1, 0, 1, 0, 1, 0]), 15);
    assert.throws(() => fromLDtk(bare, { ...one, walls: ['wall'] }), {
      code: 'invalid-option',
      message: /the layer has no definition to name values by/,
    });
  });
});

// ---------------------------------------------------------- tile arithmetic

describe('cellAt and cellCentre', () => {
  const layout = { tileWidth: 16, tileHeight: 8, width: 5, height: 3 };

  test('a tile owns its left and top edges; past the map is null', () => {
    assert.deepEqual(cellAt(0, 0, layout), { x: 0, y: 0 });
    assert.deepEqual(cellAt(15.999, 7.999, layout), { x: 0, y: 0 });
    assert.deepEqual(cellAt(16, 8, layout), { x: 1, y: 1 });
    assert.deepEqual(cellAt(79.999, 23.999, layout), { x: 4, y: 2 });
    assert.equal(cellAt(80, 0, layout), null);
    assert.equal(cellAt(0, 24, layout), null);
    assert.equal(cellAt(-0.001, 0, layout), null);
    assert.equal(cellAt(0, -0.001, layout), null);
  });

  test('without width and height only the left and top edges bound it; an origin shifts it', () => {
    assert.deepEqual(cellAt(16000, 800, { tileWidth: 16, tileHeight: 8 }), { x: 1000, y: 100 });
    const shifted = { tileWidth: 16, tileHeight: 16, width: 4, height: 4, originX: -2, originY: 1 };
    assert.deepEqual(cellAt(-32, 16, shifted), { x: 0, y: 0 });
    assert.equal(cellAt(-32.001, 16, shifted), null);
    assert.equal(cellAt(32, 16, shifted), null);
    assert.deepEqual(cellCentre({ x: 0, y: 0 }, shifted), { x: -24, y: 24 });
  });

  test('cellCentre is the middle of the tile, and cellAt of it the same cell, on every cell', () => {
    assert.deepEqual(cellCentre({ x: 0, y: 0 }, layout), { x: 8, y: 4 });
    assert.deepEqual(cellCentre({ x: 4, y: 2 }, layout), { x: 72, y: 20 });
    for (let y = 0; y < 3; ++y)
      for (let x = 0; x < 5; ++x) {
        const { x: px, y: py } = cellCentre({ x, y }, layout);
        assert.deepEqual(cellAt(px, py, layout), { x, y });
        assert.deepEqual(cellAt(px - 8, py - 4, layout), { x, y }, 'the top-left corner');
        assert.deepEqual(
          cellAt(px + 7.99, py + 3.99, layout),
          { x, y },
          'just inside the bottom-right corner',
        );
      }
  });

  test("a Phaser-like Tilemap and the loaders' layouts are layouts", async () => {
    const map = tiledMap(5, 3, [{ type: 'tilelayer', name: 'g', data: new Array(15).fill(0) }]);
    const fromMap = tiledLayout(map);
    assert.deepEqual(fromMap, { tileWidth: 16, tileHeight: 16, width: 5, height: 3, originX: 0, originY: 0 });
    const phaserTilemap = {
      tileWidth: 16,
      tileHeight: 16,
      width: 5,
      height: 3,
      layers: [],
      widthInPixels: 80,
    };
    assert.deepEqual(cellAt(79, 47, phaserTilemap), cellAt(79, 47, fromMap));
    assert.equal(cellAt(80, 47, phaserTilemap), null);
  });

  test('bad layouts, pixels and cells: coded errors', () => {
    for (const bad of [
      null,
      {},
      { tileWidth: 0, tileHeight: 8 },
      { tileWidth: 16, tileHeight: 8, width: 2.5 },
      { tileWidth: 16, tileHeight: 8, originX: 0.5 },
    ])
      assert.throws(() => cellAt(0, 0, bad), {
        code: 'invalid-argument',
        message: /cellAt\(\) takes a layout \{ tileWidth, tileHeight \}/,
      });
    assert.throws(() => cellAt(NaN, 0, layout), {
      code: 'invalid-coordinate',
      message: /cellAt\(\) x must be a finite number of pixels, got NaN/,
    });
    assert.throws(() => cellAt(0, '3', layout), { code: 'invalid-coordinate' });
    assert.throws(() => cellCentre({ x: 5, y: 0 }, layout), {
      code: 'out-of-bounds',
      message: /cellCentre\(\) cell \(5, 0\) is outside the 5×3 grid/,
    });
    assert.throws(() => cellCentre({ x: 1.5, y: 0 }, layout), { code: 'invalid-coordinate' });
    assert.throws(() => cellCentre({ x: -1, y: 0 }, { tileWidth: 8, tileHeight: 8 }), {
      code: 'out-of-bounds',
    });
    assert.throws(() => cellCentre(null, { tileWidth: 8, tileHeight: 8 }), { code: 'invalid-argument' });
  });
});
