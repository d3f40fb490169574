// The examples page's prose reacts to its races: each race-finish event
// fills in the sentence under its race with the engine's numbers, and the
// code samples get this server's addresses (embedSnippets).
import { defaultRace } from '../race/default-race.js';
import { messagesFor, registerMessages } from '../race/messages.js';
import { adoptPagePalette } from '../race/theme.js';
import { embedSnippets } from './snippets.js';

// The key above the races shows their colours: the palette's, light or dark as the page is.
adoptPagePalette(document);

// Each sentence is one message (registered as an author registers theirs,
// ../race/messages.js registerMessages): the numbers go in as arguments,
// written as the page's language writes them.
registerMessages('en', {
  'examples.open.same':
    'In this race both searches expanded {expanded, plural, one {# cell} other {# cells}} and found paths of the same cost, {cost}: on an open field greedy loses nothing.',
  'examples.open.differ':
    'A* expanded {left, plural, one {# cell} other {# cells}}, greedy {right}; their paths cost {leftCost} and {rightCost}.',
  'examples.trap.cheaper': "This time greedy's path costs {rightCost}, A*'s {leftCost}.",
  'examples.trap':
    "Greedy expanded {right, plural, one {# cell} other {# cells}} to A*'s {left} — {ratio}× fewer — and reached the goal first. But its path costs {rightCost} against A*'s {leftCost}: {percent}% longer.",
  'examples.weighted.more':
    "Weighted A* expanded {right, plural, one {# cell} other {# cells}} to A*'s {left}, {ratio}× fewer, and its path costs {percent}% more ({rightCost} vs {leftCost}), well inside the 2× bound.",
  'examples.weighted.same':
    "Weighted A* expanded {right, plural, one {# cell} other {# cells}} to A*'s {left}, {ratio}× fewer, and its path costs the same, {rightCost}.",
});
const m = messagesFor(document.documentElement.lang);

// A race-finish's numbers as the sentences take them.
function numbers({ left, right, costs }) {
  return {
    left: left.expanded,
    right: right.expanded,
    leftCost: m.cost(left.cost, costs),
    rightCost: m.cost(right.cost, costs),
    ratio: m.ratio(left.expanded, right.expanded),
    percent: m.percent(right.cost, left.cost),
  };
}

const sentences = {
  open(detail) {
    const { left, right } = detail;
    if (left.expanded === right.expanded && left.cost === right.cost)
      return m.t('examples.open.same', { expanded: left.expanded, cost: numbers(detail).leftCost });
    return m.t('examples.open.differ', numbers(detail));
  },
  trap(detail) {
    return m.t(
      detail.right.cost <= detail.left.cost ? 'examples.trap.cheaper' : 'examples.trap',
      numbers(detail),
    );
  },
  weighted(detail) {
    return m.t(
      detail.right.cost > detail.left.cost ? 'examples.weighted.more' : 'examples.weighted.same',
      numbers(detail),
    );
  },
};

for (const [id, key] of [
  ['race-open', 'open'],
  ['race-trap', 'trap'],
  ['race-weighted', 'weighted'],
]) {
  const race = document.getElementById(id);
  const out = document.querySelector(`[data-fill="${key}"]`);
  if (!race || !out) continue;
  const show = (detail) => {
    out.textContent = sentences[key](detail);
  };
  race.addEventListener('race-finish', (event) => show(event.detail));
  if (race.lastResult) show(race.lastResult);
}

// The samples, for the default race (the concave trap), with this server's addresses.
try {
  const snippets = embedSnippets(defaultRace(), { base: new URL('./path-race.js', import.meta.url) });
  for (const code of document.querySelectorAll('[data-snippet]'))
    code.textContent = snippets[code.dataset.snippet] ?? code.textContent;
} catch {
  /* the samples keep their placeholder address */
}
