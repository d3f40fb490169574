// Where the native benchmarks (this folder's C++, built by CMake into
// build/native) are, and how the Node benchmarks run pathrace-bench on
// exactly the problems they picked.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, scenarioText } from '../movingai.js';

/** A native benchmark as the native build leaves it (scripts/build.sh bench): build/native/NAME. */
export function nativeBinary(name) {
  return path.join(root, 'build', 'native', name);
}

/** The pathrace-bench to run: PATHRACE_NATIVE_BENCH, else build/native/pathrace-bench (null if neither exists). */
export function nativeBenchPath() {
  const p = process.env.PATHRACE_NATIVE_BENCH ?? nativeBinary('pathrace-bench');
  return existsSync(p) ? p : null;
}

/** nativeBenchPath(), or the process ends (exit 1) saying how to build it; `tool` names the caller. */
export function requireNativeBench(tool) {
  const bench = nativeBenchPath();
  if (bench) return bench;
  console.error(
    `${tool}: no pathrace-bench: build it with scripts/build.sh bench, or set PATHRACE_NATIVE_BENCH`,
  );
  process.exit(1);
}

/**
 * pathrace native: pathrace-bench --json --check (and `args`) on a scenario
 * file written with exactly `problems` (beside a link to the map), so that it
 * answers the same problems as bench/timer.js's timeWasm. Returns its JSON with times in ms.
 */
export function timeNative(bench, map, scenario, problems, { args = [], repeat = 1 } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pathrace-bench-'));
  try {
    const mapLink = path.join(dir, `${map.name}.map`);
    symlinkSync(map.file, mapLink);
    const scen = `${mapLink}.scen`;
    writeFileSync(scen, scenarioText(scenario.header, problems));
    let out;
    try {
      out = execFileSync(bench, ['--json', '--check', '--repeat', String(repeat), ...args, scen], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (e) {
      if (e.status !== 1 || !e.stdout) throw e; // 1: mismatches, reported in the JSON
      out = e.stdout;
    }
    const json = JSON.parse(out.trim());
    return {
      problems: json.problems,
      mismatches: json.mismatches,
      expanded: json.expanded,
      timing: {
        median: json.median_us / 1000,
        p95: json.p95_us / 1000,
        mean: json.mean_us / 1000,
        total: (json.mean_us * json.problems) / 1000,
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
