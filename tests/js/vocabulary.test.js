// The vocabulary (web/lib/vocabulary.js) is the one list of names: the
// engine takes every name in it and no other, each has a label, and the
// codes that links store are unique (weighted A*, a race panel's choice,
// holds algorithm code 4, so the engine's next algorithm takes 5).
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { Grid, PathraceError, vocabulary } from '../../web/lib/node.js';
import { panelAlgorithms, searchOptions, defaultPanel } from '../../web/race/panel.js';
import { init } from './support.js';

before(() => init());

const lists = {
  algorithm: vocabulary.algorithms,
  diagonal: vocabulary.diagonals,
  heuristic: vocabulary.heuristics,
  costs: vocabulary.stepCosts,
  tieBreak: vocabulary.tieBreaks,
};

test('findPath takes every name of the vocabulary, and rejects a name that is not in it', () => {
  const grid = Grid.fromRows(['....', '.#..', '....']);
  try {
    for (const [option, list] of Object.entries(lists)) {
      for (const { name } of list) {
        const r = grid.findPath({ x: 0, y: 0 }, { x: 3, y: 2 }, { [option]: name });
        assert.equal(r.found, true, `${option}: ${name}`);
      }
      assert.throws(
        () => grid.findPath({ x: 0, y: 0 }, { x: 3, y: 2 }, { [option]: 'no-such-name' }),
        (e) => e instanceof PathraceError && e.code === 'invalid-option' && e.message.includes(list[0].name),
      );
    }
  } finally {
    grid.dispose();
  }
});

test('every entry has a label, and names and codes are unique in each list and among the panels', () => {
  for (const [option, list] of Object.entries({ ...lists, panel: panelAlgorithms })) {
    assert.ok(
      list.every((e) => typeof e.label === 'string' && e.label.length > 0),
      `${option} labels`,
    );
    assert.equal(new Set(list.map((e) => e.name)).size, list.length, `${option} names`);
    assert.equal(new Set(list.map((e) => e.code)).size, list.length, `${option} codes`);
  }
  // The named constants are the list's names, nothing else.
  assert.deepEqual(Object.values(vocabulary.Diagonal), vocabulary.names(vocabulary.diagonals));
  assert.equal(vocabulary.Diagonal.atMostOneBlocked, 'at-most-one-blocked');
  assert.deepEqual(
    vocabulary.byCode(vocabulary.heuristics).map((e) => e.code),
    vocabulary.heuristics.map((e, i) => i),
  );
});

test('a panel passes only the options its algorithm uses, whatever the algorithm', () => {
  for (const a of panelAlgorithms) {
    const options = searchOptions({ ...defaultPanel(a.name), weight: 3 });
    assert.equal(options.algorithm, a.engine);
    assert.equal('heuristic' in options, a.uses.includes('heuristic'), a.name);
    assert.equal('weight' in options, a.uses.includes('weight'), a.name);
    if (a.uses.includes('weight')) assert.equal(options.weight, a.weighted ? 3 : 1, a.name);
  }
});
