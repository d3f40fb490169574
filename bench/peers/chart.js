// The peer benchmark's chart: median ms per query by map, log scale, one bar
// per library, a whisker up to the p95. It is a few dozen lines of SVG
// written here rather than a charting package: it needs one kind of plot, no
// DOM, and no dependency beyond the peers being measured.
import { ms } from './report.js';

const SERIES = [
  { key: 'wasm', label: 'pathrace wasm', color: '#1b7f3b', get: (r) => r.eight.wasm?.timing },
  { key: 'native', label: 'pathrace native', color: '#7cc68d', get: (r) => r.eight.native?.timing },
  {
    key: 'pathfinding',
    label: 'PathFinding.js (clone + search)',
    color: '#c0392b',
    get: (r) => r.eight.pathfinding?.timing,
  },
  { key: 'easystar', label: 'easystar.js', color: '#e67e22', get: (r) => r.eight.easystar?.timing },
  {
    key: 'wasm4',
    label: 'pathrace wasm, 4-connected',
    color: '#2c6fbb',
    get: (r) => r.four.wasm?.timing,
    four: true,
  },
  {
    key: 'l1',
    label: 'l1-path-finder, 4-connected (queries only)',
    color: '#8e44ad',
    get: (r) => r.four.l1?.timing,
    four: true,
  },
];

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function svgChart(run) {
  const maps = run.maps;
  const values = maps
    .flatMap((r) =>
      SERIES.map((s) => s.get(r))
        .filter(Boolean)
        .flatMap((t) => [t.median, t.p95]),
    )
    .filter((v) => v > 0);
  const lo = 10 ** Math.floor(Math.log10(Math.min(...values)));
  const hi = 10 ** Math.ceil(Math.log10(Math.max(...values)));
  const bar = 11,
    split = 4,
    gap = 26,
    groupW = SERIES.length * bar + split + gap; // split: between 8- and 4-connected bars
  const left = 70,
    top = 56,
    plotH = 360,
    legendH = 20 * Math.ceil(SERIES.length / 2) + 10,
    bottom = 110,
    right = 80;
  const width = Math.max(760, left + maps.length * groupW + right),
    height = top + plotH + bottom + legendH;
  const yOf = (v) =>
    top + plotH - ((Math.log10(v) - Math.log10(lo)) / (Math.log10(hi) - Math.log10(lo))) * plotH;
  const o = [];
  o.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="12">`,
  );
  o.push(`<rect width="${width}" height="${height}" fill="#fff"/>`);
  o.push(
    `<text x="${left}" y="22" font-size="15" font-weight="600">Median time per query by map (ms, log scale; whisker: p95)</text>`,
  );
  o.push(
    `<text x="${left}" y="40" fill="#555">${esc(`${run.machine.cpu}, ${run.machine.cores} cores, Node ${run.machine.node}, ${run.date}. Maps by size. PathFinding.js and easystar.js answer a capped subset (see results.md).`)}</text>`,
  );
  for (let d = lo; d <= hi * 1.0001; d *= 10) {
    const y = yOf(d).toFixed(1);
    o.push(`<line x1="${left}" x2="${width - right}" y1="${y}" y2="${y}" stroke="#ddd"/>`);
    o.push(
      `<text x="${left - 6}" y="${y}" dy="4" text-anchor="end" fill="#333">${esc(String(Number(d.toPrecision(1))))}</text>`,
    );
  }
  o.push(
    `<text transform="translate(16 ${top + plotH / 2}) rotate(-90)" text-anchor="middle" fill="#333">ms per query</text>`,
  );
  maps.forEach((r, i) => {
    const gx = left + gap / 2 + i * groupW;
    SERIES.forEach((s, k) => {
      const t = s.get(r);
      if (!t || !(t.median > 0)) return;
      const bx = gx + k * bar + (s.four ? split : 0),
        y = yOf(t.median);
      o.push(
        `<rect x="${bx}" y="${y.toFixed(1)}" width="${bar - 1}" height="${(top + plotH - y).toFixed(1)}" fill="${s.color}"><title>${esc(`${r.map.name}, ${s.label}: median ${ms(t.median)} ms, p95 ${ms(t.p95)} ms`)}</title></rect>`,
      );
      if (t.p95 > t.median) {
        const cx = bx + (bar - 1) / 2,
          y95 = yOf(t.p95);
        o.push(
          `<line x1="${cx}" x2="${cx}" y1="${y.toFixed(1)}" y2="${y95.toFixed(1)}" stroke="#222" stroke-width="1"/><line x1="${cx - 3}" x2="${cx + 3}" y1="${y95.toFixed(1)}" y2="${y95.toFixed(1)}" stroke="#222"/>`,
        );
      }
    });
    const lx = gx + (SERIES.length * bar + split) / 2;
    o.push(
      `<text transform="translate(${lx} ${top + plotH + 12}) rotate(35)" fill="#333">${esc(r.map.name)}</text>`,
    );
  });
  o.push(`<line x1="${left}" x2="${width - right}" y1="${top + plotH}" y2="${top + plotH}" stroke="#333"/>`);
  SERIES.forEach((s, k) => {
    const lx = left + (k % 2) * 330,
      ly = top + plotH + bottom + 20 * Math.floor(k / 2);
    o.push(
      `<rect x="${lx}" y="${ly}" width="12" height="12" fill="${s.color}"/><text x="${lx + 18}" y="${ly + 10}">${esc(s.label)}</text>`,
    );
  });
  o.push('</svg>');
  return o.join('\n') + '\n';
}
