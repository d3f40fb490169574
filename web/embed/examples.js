// The examples page's prose reacts to its races: each race-finish event
// fills in the sentence under its race with the engine's numbers, and the
// code samples get this server's addresses (embedSnippets).
import { defaultRace } from '../race/default-race.js';
import { formatCost, formatCount, formatPercent, formatRatio } from '../race/format.js';
import { embedSnippets } from './snippets.js';

const sentences = {
  open({ left, right, costs }) {
    if (left.expanded === right.expanded && left.cost === right.cost)
      return `In this race both searches expanded ${formatCount(left.expanded)} cells and found paths of the same cost, ${formatCost(left.cost, costs)}: on an open field greedy loses nothing.`;
    return `A* expanded ${formatCount(left.expanded)} cells, greedy ${formatCount(right.expanded)}; their paths cost ${formatCost(left.cost, costs)} and ${formatCost(right.cost, costs)}.`;
  },
  trap({ left, right, costs }) {
    if (right.cost <= left.cost)
      return `This time greedy's path costs ${formatCost(right.cost, costs)}, A*'s ${formatCost(left.cost, costs)}.`;
    return (
      `Greedy expanded ${formatCount(right.expanded)} cells to A*'s ${formatCount(left.expanded)} — ${formatRatio(left.expanded, right.expanded)}× fewer — and reached the goal first. ` +
      `But its path costs ${formatCost(right.cost, costs)} against A*'s ${formatCost(left.cost, costs)}: ${formatPercent(right.cost, left.cost)}% longer.`
    );
  },
  weighted({ left, right, costs }) {
    const extra =
      right.cost > left.cost
        ? `its path costs ${formatPercent(right.cost, left.cost)}% more (${formatCost(right.cost, costs)} vs ${formatCost(left.cost, costs)}), well inside the 2× bound`
        : `its path costs the same, ${formatCost(right.cost, costs)}`;
    return `Weighted A* expanded ${formatCount(right.expanded)} cells to A*'s ${formatCount(left.expanded)}, ${formatRatio(left.expanded, right.expanded)}× fewer, and ${extra}.`;
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
