// Lighthouse (the npm package pinned in package.json, its CLI) on a page,
// run against the system's Chromium (CHROME_PATH; never a downloaded
// browser) with the headless flags every run here uses, under its default
// mobile simulation (a mid-range phone, simulated slow 4G and CPU slowdown).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { chromiumPath, headlessFlags } from '../chromium.js';

const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const categories = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
};
const metrics = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  speedIndex: 'speed-index',
  cls: 'cumulative-layout-shift',
};

/** The Lighthouse version that runs. */
export const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;

/**
 * One Lighthouse run on `url`: resolves to { performance, accessibility,
 * bestPractices (scores 0–100, null when a category could not be scored),
 * fcp, lcp, tbt, speedIndex (ms), cls, failed (the scored audits of
 * accessibility and best practices that did not pass, by id), warnings }.
 */
export async function lighthouse(url) {
  const child = spawn(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--no-enable-error-reporting',
      `--only-categories=${Object.values(categories).join(',')}`,
      `--chrome-flags=${headlessFlags.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '',
    err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  const [code] = await once(child, 'exit');
  if (code !== 0)
    throw new Error(`lighthouse exited with ${code}: ${err.trim().split('\n').slice(-5).join('\n')}`);
  const report = JSON.parse(out);
  if (report.runtimeError)
    throw new Error(`lighthouse: ${report.runtimeError.code}: ${report.runtimeError.message}`);
  const result = { warnings: report.runWarnings ?? [] };
  for (const [key, id] of Object.entries(categories)) {
    const score = report.categories[id]?.score;
    result[key] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  for (const [key, id] of Object.entries(metrics)) result[key] = report.audits[id]?.numericValue ?? NaN;
  result.failed = ['accessibility', 'best-practices'].flatMap((id) =>
    report.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && typeof report.audits[ref.id]?.score === 'number')
      .filter((ref) => report.audits[ref.id].score < 1)
      .map((ref) => ref.id),
  );
  return result;
}
