#!/usr/bin/env node
// Copies a few Moving AI maps into web/race/maps/ for the race page and
// writes web/race/maps/index.json:
//   [{ name, file, width, height, start, goal, optimal }]
// where start, goal and optimal (the octile length of the shortest path) are
// those of the longest problem in the map's .scen file.
//
//   node scripts/copy-maps.mjs
//
// The maps come from the Moving AI folder (bench/movingai.js's mapsDir:
// PATHRACE_MAPS or its default). Without them it warns loudly and writes an
// empty index. Maps already copied and up to date are not copied again.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { mapSize, mapsDir, missingMapsMessage, parseScenario, root } from '../bench/movingai.js';

/** The maps the page offers: small to large, every kind of Moving AI map. */
export const mapNames = [
  'arena',
  'den312d',
  'lak303d',
  'Boston_0_256',
  'maze512-1-0',
  'random512-25-0',
  'Berlin_0_1024',
];

function warn(message) {
  console.warn(`\n*** WARNING: ${message} ***\n`);
}

/** The problem of a .scen text with the longest optimal path (the first of equals). */
function longestProblem(text, file) {
  const { problems } = parseScenario(text, file);
  if (problems.length === 0) throw new Error('no problems in the .scen file');
  return problems.reduce((best, p) => (p.optimal > best.optimal ? p : best));
}

function upToDate(from, to) {
  if (!existsSync(to)) return false;
  const a = statSync(from),
    b = statSync(to);
  return a.size === b.size && b.mtimeMs >= a.mtimeMs;
}

/**
 * Copies the maps of `mapNames` found in `from` into `to` and writes
 * `to`/index.json; returns its entries. Missing maps are skipped with a warning.
 */
export function copyMaps(from, to) {
  mkdirSync(to, { recursive: true });
  const index = [];
  if (!existsSync(from)) {
    warn(`${missingMapsMessage(mapNames.join(', '), from)}; the race page will offer none`);
  } else {
    for (const name of mapNames) {
      const file = `${name}.map`,
        source = path.join(from, file),
        scen = `${source}.scen`;
      if (!existsSync(source) || !existsSync(scen)) {
        warn(`${file} or its .scen not found in ${from}: SKIPPED ${name}`);
        continue;
      }
      try {
        const { width, height } = mapSize(readFileSync(source, 'latin1'), source);
        const problem = longestProblem(readFileSync(scen, 'utf8'), scen);
        if (problem.width !== width || problem.height !== height)
          throw new Error(
            `the .scen is for ${problem.width}×${problem.height}, the map is ${width}×${height}`,
          );
        // Written, not copied: a copy would keep the source's read-only mode and block the next update.
        if (!upToDate(source, path.join(to, file))) writeFileSync(path.join(to, file), readFileSync(source));
        index.push({
          name,
          file,
          width,
          height,
          start: problem.start,
          goal: problem.goal,
          optimal: problem.optimal,
        });
      } catch (error) {
        warn(`${file}: ${error.message}: SKIPPED ${name}`);
      }
    }
  }
  writeFileSync(path.join(to, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
  return index;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const to = path.join(root, 'web', 'race', 'maps');
  const index = copyMaps(mapsDir, to);
  console.log(
    `copy-maps: ${index.length} Moving AI map(s) in ${path.relative(root, to)}/ (${index.map((m) => m.name).join(', ') || 'none'})`,
  );
}
