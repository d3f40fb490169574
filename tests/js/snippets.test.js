// embedSnippets(state) (web/embed/snippets.js), the code the race page's
// embed box and the examples page show: escaped HTML for the element and
// for the iframe whose attributes, read as the element reads them, give
// back the state's race.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { presetById } from '../../web/race/maps.js';
import { defaultState } from '../../web/demo/state.js';
import { readSettings, resolveRules } from '../../web/embed/attributes.js';
import { embedSnippets } from '../../web/embed/snippets.js';

test('embedSnippets(state) writes escaped HTML whose attributes give back the same race', () => {
  const base = 'https://example.org/races/';
  const states = [];
  const d = defaultState();
  states.push(d);
  states.push({
    ...d,
    map: { kind: 'preset', id: 'random', seed: 42 },
    start: { x: 0, y: 0 },
    goal: { x: 69, y: 69 },
    costs: 'classic',
    labels: false,
    left: { ...d.left, algorithm: 'weighted', weight: 2.5, tieBreak: 'fifo' },
    right: { ...d.right, algorithm: 'bfs', diagonal: 'never' },
    speed: Infinity,
  });
  states.push({
    ...d,
    map: {
      kind: 'cells',
      width: 4,
      height: 3,
      terrain: new Uint8Array([1, 1, 0, 1, 3, 1, 0, 1, 1, 1, 9, 1]),
    },
    start: { x: 0, y: 2 },
    goal: { x: 3, y: 0 },
  });
  states.push({
    ...d,
    map: { kind: 'preset', id: 'worked-example' },
    ...(({ start, goal }) => ({ start, goal }))(presetById('worked-example').make()),
    left: { ...d.left, diagonal: 'always' },
    right: { ...d.right, diagonal: 'always', heuristic: 'manhattan' },
    costs: 'classic',
  });
  states.push({ ...d, size: 3 }); // the unit both panels move
  // A rows map's own start and goal: its first and last open cell, reading row by row.
  const rowsEnds = (rows) => {
    const cells = rows.join(''),
      w = rows[0].length;
    const at = (i) => ({ x: i % w, y: Math.floor(i / w) });
    return {
      start: at(cells.search(/[^#]/)),
      goal: at(cells.length - 1 - [...cells].reverse().join('').search(/[^#]/)),
    };
  };
  for (const state of states) {
    const { element, iframe, attributes } = embedSnippets(state, { base });
    assert.match(
      element,
      /^<script type="module" src="https:\/\/example\.org\/races\/path-race\.js"><\/script>\n<path-race[^<>]*><\/path-race>$/,
    );
    assert.match(
      iframe,
      /^<iframe src="https:\/\/example\.org\/races\/embed\.html\?[^"<>]*" title="[^"<>]*" width="100%" height="480" loading="lazy"><\/iframe>$/,
    );
    // The attributes, read as the element reads them, give the state's race.
    const { settings, problems } = readSettings((name) => attributes[name] ?? null, { base });
    assert.deepEqual(problems, []);
    const map =
      state.map.kind === 'cells' ? null : state.map.kind === 'preset' ? presetById(state.map.id) : null;
    const made = map ? map.make(state.map.seed) : rowsEnds(settings.map.rows);
    const rules = resolveRules(settings, map?.options ?? {});
    assert.deepEqual(settings.start ?? made.start, state.start);
    assert.deepEqual(settings.goal ?? made.goal, state.goal);
    assert.equal(rules.costs, state.costs);
    assert.equal(rules.size, state.size ?? 1);
    for (const [i, panel] of [state.left, state.right].entries()) {
      const r = rules.panels[i];
      assert.equal(r.algorithm, panel.algorithm);
      assert.equal(r.diagonal, panel.diagonal);
      assert.equal(r.tieBreak, panel.tieBreak);
      if (panel.algorithm === 'weighted') assert.equal(r.weight, panel.weight);
      if (panel.algorithm !== 'dijkstra' && panel.algorithm !== 'bfs')
        assert.equal(r.heuristic, panel.heuristic);
    }
    // And the iframe's URL carries the same attributes.
    const url = new URL(iframe.match(/src="([^"]*)"/)[1].replace(/&amp;/g, '&'));
    assert.deepEqual(Object.fromEntries(url.searchParams), attributes);
  }
  assert.equal(
    embedSnippets(d, { base }).element.split('\n')[1],
    '<path-race map="concave"></path-race>',
    'the default race is two short lines',
  );
  // Text that reaches the snippet is escaped.
  const odd = embedSnippets(d, { base, attributes: { controls: '"><script>alert(1)</script>' } });
  assert.ok(!odd.element.includes('<script>alert'), odd.element);
  assert.ok(odd.element.includes('controls="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"'), odd.element);
});
