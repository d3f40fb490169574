// What `npm run bench:page` prints: per mode, one row per map of every
// visit's numbers as min / median over the visits, each beside its target
// from issue 21 (judged on the median: "met" or "NOT met"); then Lighthouse's.
import { median } from '../stats.js';

/** The targets of issue 21. Times in ms; the race's first frame by mode and map. */
export const targets = Object.freeze({
  raceFrame: { dist: { default: 400, 'random512-25-0': 600, Berlin_0_1024: 600 }, slow: { default: 1500 } },
  requests: { dist: 6, slow: 6 }, // the built site's requests before the race's first frame
  p95: { 'random512-25-0': 16.7, Berlin_0_1024: 33 },
  lighthouse: { performance: 95, accessibility: 100, bestPractices: 100 },
});

// rAF deltas come in whole display frames give or take timer jitter: a p95 of
// 16.8 ms at 60 Hz is every frame on time.
const frameJitter = 0.5;

const min = (values) => Math.min(...values);

/** { min, median } of a list of numbers. */
export const spread = (values) => ({ min: min(values), median: median(values) });

const number = (v, digits) => (Number.isFinite(v) ? v.toFixed(digits) : '?');
const cell = (values, digits = 0) => {
  const s = spread(values);
  return `${number(s.min, digits)} / ${number(s.median, digits)}`;
};

/** "≤ 400 met" or "≤ 400 NOT met" for a median against a target ('' without one). */
function verdict(values, target, { atLeast = false, slack = 0 } = {}) {
  if (target === undefined) return '';
  const m = median(values);
  const met = atLeast ? m >= target : m <= target + slack;
  return `${atLeast ? '≥' : '≤'} ${target} ${met ? 'met' : 'NOT met'}`;
}

const judged = (values, digits, target, options) =>
  [cell(values, digits), verdict(values, target, options)].filter(Boolean).join('  ');

/** Columns padded to their widest cell, the first left-aligned. */
function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('   ');
  return [line(header), ...rows.map(line)].join('\n');
}

/**
 * The table of one mode: `rows` holds { map, size, runs } with each run as
 * page/load.js's visit() returns it, plus { gzip, wire, load }.
 */
export function modeTable(mode, rows) {
  const racing = rows.some((row) => row.runs.some((run) => run.racing));
  const speed = rows.flatMap((row) => row.runs).find((run) => run.racing)?.racing.speed;
  const header = [
    'map',
    'requests',
    'gzip KB',
    'wire KB',
    'FCP ms',
    'first frame ms',
    "race's first frame ms",
  ];
  if (racing) header.push(`frame p95 ms at ${speed.toLocaleString('en')}/s`);
  header.push('load');
  const lines = rows.map(({ map, size, runs }) => {
    const of = (key) => runs.map((run) => run[key]);
    const line = [
      `${map} (${size})`,
      judged(
        runs.map((run) => run.requests.length),
        0,
        targets.requests[mode],
      ),
      cell(
        of('gzip').map((b) => b / 1024),
        1,
      ),
      cell(
        of('wire').map((b) => b / 1024),
        1,
      ),
      cell(of('fcp')),
      cell(of('firstFrame')),
      judged(of('raceFrame'), 0, targets.raceFrame[mode]?.[map]),
    ];
    if (racing)
      line.push(
        judged(
          runs.map((run) => run.racing.p95),
          1,
          targets.p95[map],
          { slack: frameJitter },
        ),
      );
    line.push(number(median(of('load')), 2));
    return line;
  });
  const notes = rows.flatMap(({ map, runs }) => {
    const out = [];
    const hidden = runs.filter((run) => run.racing && !(run.racing.openList && run.racing.sentence));
    if (hidden.length)
      out.push(`${map}: the open list or the step sentence was not on screen in ${hidden.length} visit(s)`);
    const problems = [...new Set(runs.flatMap((run) => run.problems))];
    if (problems.length) out.push(`${map}: page problems: ${problems.join('; ')}`);
    return out;
  });
  return [table(header, lines), ...notes.map((n) => `  ! ${n}`)].join('\n');
}

/** Lighthouse's runs (page/lighthouse.js) as one row of min / median, scores beside their targets. */
export function lighthouseTable(runs) {
  const of = (key) => runs.map((run) => run[key]);
  const score = (key) =>
    of(key).every(Number.isFinite)
      ? judged(of(key), 0, targets.lighthouse[key], { atLeast: true })
      : `not scored (${of(key).join(', ')})`;
  const header = [
    'performance',
    'accessibility',
    'best practices',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'speed index ms',
    'CLS',
  ];
  const row = [
    score('performance'),
    score('accessibility'),
    score('bestPractices'),
    cell(of('fcp')),
    cell(of('lcp')),
    cell(of('tbt')),
    cell(of('speedIndex')),
    cell(of('cls'), 3),
  ];
  const failed = [...new Set(runs.flatMap((run) => run.failed))];
  const warnings = [...new Set(runs.flatMap((run) => run.warnings))];
  return [
    table(header, [row]).replace(/^/gm, '  '),
    ...(failed.length ? [`  audits not passed (accessibility, best practices): ${failed.join(', ')}`] : []),
    ...warnings.map((w) => `  ! ${w}`),
  ].join('\n');
}
