// The Moving AI benchmark files, read one way for the benchmarks, the
// scripts and the tests: where the folder is, and the `.map` / `.scen`
// formats (see FORMAT.md in the maps folder). The engine has its own C++
// reader (cpp/src/scenario.cpp) with the same tolerance.
//
// `mapsDir` is the one JavaScript home of the folder's default; the shell's
// is scripts/lib.sh and the C++ tests' CMakeLists.txt (PATHRACE_MAPS_DIR).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** The maps folder: PATHRACE_MAPS, else ../shared/maps/movingai beside the repository. */
export const mapsDir = path.resolve(
  process.env.PATHRACE_MAPS ?? path.join(root, '..', 'shared', 'maps', 'movingai'),
);

export function mapsAvailable(dir = mapsDir) {
  return existsSync(dir);
}

/** What every consumer says when the folder is missing and `what` is skipped. */
export function missingMapsMessage(what, dir = mapsDir) {
  return `SKIPPED ${what}: Moving AI maps not found at ${dir} (set PATHRACE_MAPS)`;
}

/** Every `NAME.map.scen` of the folder, sorted, as names ('arena', 'Berlin_0_1024', …). */
export function scenarioNames(dir = mapsDir) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.map.scen'))
    .sort()
    .map((f) => f.slice(0, -'.map.scen'.length));
}

/** The maps a `--maps a,b` option names, or without it every scenario of the folder. */
export function mapList(option, dir = mapsDir) {
  return option?.split(',').filter(Boolean) ?? scenarioNames(dir);
}

/** `NAME.map` and `NAME.map.scen` in `dir`, or null when either is missing. */
export function mapFiles(name, dir = mapsDir) {
  const map = path.join(dir, `${name}.map`),
    scen = `${map}.scen`;
  return existsSync(map) && existsSync(scen) ? { map, scen } : null;
}

// Passable terrain for single-agent problems: land ('.', 'G', 'S').
const passable = new Set(['.', 'G', 'S']);

/** Width and height from a `.map` header ("type octile / height H / width W / map"). */
export function mapSize(text, file = 'the map') {
  const header = text.split(/\r?\n/, 4).map((l) => l.trim());
  const height = Number(/^height (\d+)$/.exec(header[1])?.[1]);
  const width = Number(/^width (\d+)$/.exec(header[2])?.[1]);
  if (!(width > 0 && height > 0) || header[3] !== 'map')
    throw new Error(`${file}: not a Moving AI .map header`);
  return { width, height };
}

/**
 * A map: its text (for Grid.fromMovingAI), width, height and `free`, one byte
 * per cell row by row (1 passable, 0 blocked): also the terrain costs that
 * Grid.fromArray takes.
 */
export function loadMap(name, dir = mapsDir) {
  const file = path.join(dir, `${name}.map`);
  const text = readFileSync(file, 'utf8');
  const { width, height } = mapSize(text, file);
  const lines = text.split(/\r?\n/);
  const free = new Uint8Array(width * height);
  for (let y = 0; y < height; ++y) {
    const row = lines[4 + y];
    if (row === undefined || row.length < width) throw new Error(`${file}: row ${y} is short`);
    for (let x = 0; x < width; ++x) free[y * width + x] = passable.has(row[x]) ? 1 : 0;
  }
  return { name, file, text, width, height, free };
}

/**
 * How far a correct length may differ from the one printed, given how it was
 * printed: 2 decimals (bg512, AR0011SR) 0.0051; otherwise (6 significant
 * digits, or 8 decimals for the street maps) max(1e-4, 1e-5 × length) — as
 * cpp/src/scenario.cpp's tolerance_for.
 */
export function toleranceFor(printed, optimal) {
  const dot = printed.indexOf('.');
  const decimals = dot < 0 ? 0 : printed.length - dot - 1;
  return decimals === 2 ? 0.0051 : Math.max(1e-4, 1e-5 * optimal);
}

/**
 * The problems of a `.scen` text, in file order: { index, bucket, width,
 * height, start, goal, optimal, tolerance, line }. Throws on a line that is
 * not 9 fields of the format.
 */
export function parseScenario(text, file = 'the scenario') {
  const lines = text.split(/\r?\n/);
  if (!/^version 1(\.0)?$/.test(lines[0]?.trim() ?? ''))
    throw new Error(`${file}: line 1 is not "version 1" or "version 1.0"`);
  const problems = [];
  const whole = (s) => /^-?\d+$/.test(s);
  lines.forEach((line, i) => {
    if (i === 0 || line.trim() === '') return;
    const f = line.trim().split(/\s+/);
    if (f.length !== 9 || ![0, 2, 3, 4, 5, 6, 7].every((k) => whole(f[k])) || !Number.isFinite(Number(f[8])))
      throw new Error(
        `${file}: line ${i + 1}: expected 9 fields: bucket map width height sx sy gx gy length`,
      );
    const optimal = Number(f[8]);
    problems.push({
      index: problems.length,
      bucket: Number(f[0]),
      width: Number(f[2]),
      height: Number(f[3]),
      start: { x: Number(f[4]), y: Number(f[5]) },
      goal: { x: Number(f[6]), y: Number(f[7]) },
      optimal,
      tolerance: toleranceFor(f[8], optimal),
      line,
    });
  });
  return { header: lines[0].trim(), problems };
}

/** Every problem of `NAME.map.scen` in `dir`, with the file's header line. */
export function loadScenario(name, dir = mapsDir) {
  const file = path.join(dir, `${name}.map.scen`);
  return { file, ...parseScenario(readFileSync(file, 'utf8'), file) };
}

/** Every `every`-th problem from the first (pathrace-bench --every picks the same ones). */
export function sampleEvery(problems, every) {
  return problems.filter((_, i) => i % every === 0);
}

/** The text of a scenario file holding exactly `problems` (their original lines). */
export function scenarioText(header, problems) {
  return `${header}\n${problems.map((p) => p.line).join('\n')}\n`;
}
