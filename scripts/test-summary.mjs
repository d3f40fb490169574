#!/usr/bin/env node
// Reads the logs scripts/test.sh keeps (ctest's and node --test's TAP
// output) and prints one line per suite: cases run, passed, skipped (with
// the names of the skipped ones). Run by scripts/test.sh; not a test itself.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const rows = [];
for (const file of readdirSync(dir).sort()) {
  const text = readFileSync(path.join(dir, file), 'utf8');
  const suite = file.replace(/\.log$/, '');
  if (suite.startsWith('catch2-')) {
    // "100% tests passed, 0 tests failed out of 32" and "(Skipped)" lines.
    const m = /tests passed, (\d+) tests failed out of (\d+)/.exec(text);
    if (!m) continue;
    const skipped = [...text.matchAll(/^\s*\d+ - (.*) \(Skipped\)$/gm)].map((s) => s[1]);
    rows.push({ suite, run: Number(m[2]), failed: Number(m[1]), skipped });
  } else {
    // node --test prints a "# tests N / # pass / # fail / # skipped" block per run.
    const sum = (key) =>
      [...text.matchAll(new RegExp(`^# ${key} (\\d+)$`, 'gm'))].reduce((a, m) => a + Number(m[1]), 0);
    const skipped = [...text.matchAll(/^\s*ok \d+ - (.*) # SKIP(.*)$/gm)].map((s) => `${s[1]}:${s[2]}`);
    rows.push({ suite, run: sum('tests'), failed: sum('fail'), skipped });
  }
}
for (const r of rows) {
  console.log(
    `${r.suite.padEnd(14)} ${String(r.run).padStart(4)} cases, ${String(r.run - r.failed - r.skipped.length).padStart(4)} passed, ${r.failed} failed, ${r.skipped.length} skipped`,
  );
  for (const s of r.skipped) console.log(`    skipped: ${s}`);
}
