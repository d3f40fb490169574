#!/usr/bin/env node
// Reads the logs scripts/test.sh keeps (ctest's and node --test's TAP
// output, and the fuzz smoke's) and prints one line per suite: cases run,
// passed, skipped (with the names of the skipped ones) and failed (with the
// names of the failed ones and the first line of each one's error, since CI
// keeps only the end of the output); for the fuzz smoke,
// the inputs each target ran (libFuzzer's "Done N runs"). Run by
// scripts/test.sh; not a test itself.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const rows = [];
const fuzz = [];
for (const file of readdirSync(dir).sort()) {
  const text = readFileSync(path.join(dir, file), 'utf8');
  const suite = file.replace(/\.log$/, '');
  if (suite === 'fuzz-smoke') {
    // fuzz.sh prints "==> Fuzz smoke: <target> (…)", then libFuzzer's "Done N runs in S second(s)".
    const targets = text
      .split('==> ')
      .filter((section) => section.startsWith('Fuzz smoke: '))
      .map((section) => {
        const done = /^Done (\d+) runs/m.exec(section);
        return { name: /^Fuzz smoke: (\S+)/.exec(section)[1], runs: done ? Number(done[1]) : null };
      });
    fuzz.push({ suite, targets });
  } else if (suite.startsWith('catch2-')) {
    // "100% tests passed, 0 tests failed out of 32" and "(Skipped)" lines.
    const m = /tests passed, (\d+) tests failed out of (\d+)/.exec(text);
    if (!m) continue;
    const skipped = [...text.matchAll(/^\s*\d+ - (.*) \(Skipped\)$/gm)].map((s) => s[1]);
    const failures = [
      ...text.matchAll(/^\s*\d+ - (.*) \((Failed|Timeout|SEGFAULT|Subprocess aborted|Exception)\)$/gm),
    ].map((f) => `${f[1]} (${f[2]})`);
    rows.push({ suite, run: Number(m[2]), failed: Number(m[1]), skipped, failures });
  } else {
    // node --test prints a "# tests N / # pass / # fail / # skipped" block per run.
    const sum = (key) =>
      [...text.matchAll(new RegExp(`^# ${key} (\\d+)$`, 'gm'))].reduce((a, m) => a + Number(m[1]), 0);
    const skipped = [...text.matchAll(/^\s*ok \d+ - (.*) # SKIP(.*)$/gm)].map((s) => `${s[1]}:${s[2]}`);
    rows.push({ suite, run: sum('tests'), failed: sum('fail'), skipped, failures: tapFailures(text) });
  }
}
// The innermost "not ok" lines of node --test's TAP (a failing subtest also
// fails its parents, which say nothing new), each with its error's first line.
function tapFailures(text) {
  const lines = text.split('\n');
  const out = [];
  lines.forEach((line, i) => {
    const m = /^(\s*)not ok \d+ - (.*)$/.exec(line);
    if (!m) return;
    const yaml = [];
    for (let j = i + 1; j < lines.length && !/^\s*(not )?ok \d+ /.test(lines[j]); j++) yaml.push(lines[j]);
    if (yaml.some((l) => /failureType: 'subtestsFailed'/.test(l))) return;
    const error = yaml.find((l) => /^\s*error: /.test(l));
    const location = yaml.find((l) => /^\s*location: /.test(l));
    const where = location ? ` at ${location.replace(/^\s*location: /, '').replace(/^'|'$/g, '')}` : '';
    out.push(`${m[2]}${where}${error ? ` — ${error.replace(/^\s*error: /, '').slice(0, 300)}` : ''}`);
  });
  return out;
}
for (const r of rows) {
  console.log(
    `${r.suite.padEnd(14)} ${String(r.run).padStart(4)} cases, ${String(r.run - r.failed - r.skipped.length).padStart(4)} passed, ${r.failed} failed, ${r.skipped.length} skipped`,
  );
  for (const s of r.skipped) console.log(`    skipped: ${s}`);
  for (const f of r.failures) console.log(`    FAILED: ${f}`);
}
for (const { suite, targets } of fuzz) {
  const ran = targets.filter((t) => t.runs !== null);
  const inputs = ran.reduce((a, t) => a + t.runs, 0);
  const each = targets.map((t) => `${t.name} ${t.runs ?? 'no "Done N runs" line'}`).join(', ');
  console.log(
    `${suite.padEnd(14)} ${String(targets.length).padStart(4)} targets, ${targets.length - ran.length} failed, ${inputs} inputs run (${each})`,
  );
}
