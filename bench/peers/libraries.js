// One runner per peer library (pathrace's own are in bench/timer.js). Each
// takes a map (bench/movingai.js loadMap) and a list of problems, answers
// every problem once with a timer around the query alone, and returns
// per-query times (ms) and one { found, valid, reason, length } per problem,
// the length measured by our own checker on the path the library returned
// (never the library's own idea of its cost).
//
// Every runner times its queries with timer.js timeEach, as pathrace's
// do: for `warmUpMs` the same timed loop runs untimed first, so that V8 has
// compiled the hot code of every library, and the loop around it, alike.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../movingai.js';
import { blockedPrefix, checkCornerPath4, checkPath } from '../paths.js';
import { timeEach } from '../timer.js';

const require = createRequire(path.join(root, 'package.json'));

/** The peers from node_modules, with the versions installed. */
export function loadPeers() {
  const version = (name) => JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
  return {
    PF: require('pathfinding'),
    EasyStar: require('easystarjs'),
    createL1Planner: require('l1-path-finder'),
    ndarray: require('ndarray'),
    versions: {
      pathfinding: version('pathfinding'),
      easystarjs: version('easystarjs'),
      'l1-path-finder': version('l1-path-finder'),
      ndarray: version('ndarray'),
    },
  };
}

const pointsOf = (pairs) => pairs.map(([x, y]) => ({ x, y }));
const samePoint = (a, b) => a.x === b.x && a.y === b.y;

/** Rows of 0 (free) and 1 (blocked), the matrix PathFinding.js and easystar.js take. */
export function blockedMatrix(map) {
  const rows = new Array(map.height);
  for (let y = 0; y < map.height; ++y) {
    const row = new Array(map.width);
    for (let x = 0; x < map.width; ++x) row[x] = 1 - map.free[y * map.width + x];
    rows[y] = row;
  }
  return rows;
}

/**
 * PathFinding.js: AStarFinder (or, with `jps`, JumpPointFinder, its jump
 * point search), octile heuristic, DiagonalMovement.OnlyWhenNoObstacles (no
 * corner cutting), and a grid.clone() per query as its documentation
 * requires (a search writes its state into the nodes). Clone and search are
 * also timed apart; `ms` is the whole call.
 */
export function runPathFinding(
  peers,
  map,
  problems,
  { warmUpMs = 0, matrix = blockedMatrix(map), jps = false } = {},
) {
  const { PF } = peers;
  const base = new PF.Grid(map.width, map.height, matrix);
  const settings = {
    diagonalMovement: PF.DiagonalMovement.OnlyWhenNoObstacles,
    heuristic: PF.Heuristic.octile,
  };
  const finder = jps ? new PF.JumpPointFinder(settings) : new PF.AStarFinder(settings);
  // The clone and the search timed apart inside the query; ms is the whole call.
  const { ms, answers } = timeEach(
    problems,
    (p) => {
      const t0 = performance.now();
      const grid = base.clone();
      const t1 = performance.now();
      const found = finder.findPath(p.start.x, p.start.y, p.goal.x, p.goal.y, grid);
      return { found, cloneMs: t1 - t0, searchMs: performance.now() - t1 };
    },
    { warmUpMs },
  );
  const cloneMs = Float64Array.from(answers, (a) => a.cloneMs),
    searchMs = Float64Array.from(answers, (a) => a.searchMs);
  const paths = answers.map(({ found }, i) => {
    const p = problems[i];
    if (found.length === 0) return { found: false, valid: false, reason: 'no path', length: Infinity };
    const c = checkPath(map, pointsOf(found), p.start, p.goal);
    return { found: true, valid: c.valid, reason: c.reason, length: c.length };
  });
  return { ms, cloneMs, searchMs, paths };
}

/**
 * easystar.js in sync mode (enableSync: findPath + calculate() return with
 * the path), diagonals on, corner cutting off. Its diagonal step costs 1.4
 * (src/easystar.js: DIAGONAL_COST = 1.4, STRAIGHT_COST = 1.0), a rounding of
 * sqrt(2), so it minimises a slightly different length; we measure its path
 * with the exact octile costs. findPath and calculate() are timed together.
 */
export function runEasyStar(peers, map, problems, { warmUpMs = 0, matrix = blockedMatrix(map) } = {}) {
  const es = new peers.EasyStar.js();
  es.setGrid(matrix);
  es.setAcceptableTiles([0]);
  es.enableSync();
  es.enableDiagonals();
  es.disableCornerCutting();
  const query = (p) => {
    let result;
    es.findPath(p.start.x, p.start.y, p.goal.x, p.goal.y, (path) => {
      result = path;
    });
    es.calculate();
    return result;
  };
  const { ms, answers } = timeEach(problems, query, { warmUpMs });
  const paths = answers.map((answer, i) => {
    const p = problems[i];
    let found = answer;
    if (found === undefined || found === null)
      return {
        found: false,
        valid: false,
        reason: found === null ? 'no path' : 'no callback',
        length: Infinity,
      };
    if (found.length === 0 && samePoint(p.start, p.goal)) found = [p.start]; // easystar answers [] when start = goal
    const c = checkPath(map, found, p.start, p.goal);
    return { found: true, valid: c.valid, reason: c.reason, length: c.length };
  });
  return { ms, paths };
}

/**
 * l1-path-finder on the 4-connected problem. Preprocessing (createPlanner on
 * an ndarray of the walls, indexed [x, y]) is timed apart as `prepMs`. Its
 * path is a list of corner points; we check that each pair has a wall-free
 * box between them and sum the |dx| + |dy|. `reportedMismatch` counts the
 * queries whose returned distance differs from the length of their path.
 */
export function runL1(peers, map, problems, { warmUpMs = 0 } = {}) {
  const { width, height, free } = map;
  const walls = new Uint8Array(width * height);
  for (let y = 0; y < height; ++y)
    for (let x = 0; x < width; ++x) walls[x * height + y] = 1 - free[y * width + x];
  const array = peers.ndarray(walls, [width, height]);
  const t0 = performance.now();
  const planner = peers.createL1Planner(array);
  const prepMs = performance.now() - t0;
  const blockedIn = blockedPrefix(map);
  const { ms, answers } = timeEach(
    problems,
    (p) => {
      const out = [];
      return { dist: planner.search(p.start.x, p.start.y, p.goal.x, p.goal.y, out), out };
    },
    { warmUpMs },
  );
  let reportedMismatch = 0;
  const paths = answers.map(({ dist, out }, i) => {
    const p = problems[i];
    if (!Number.isFinite(dist)) return { found: false, valid: false, reason: 'no path', length: Infinity };
    const points = [];
    for (let k = 0; k + 1 < out.length; k += 2) points.push({ x: out[k], y: out[k + 1] });
    const c = checkCornerPath4(map, blockedIn, points, p.start, p.goal);
    if (c.valid && c.length !== dist) ++reportedMismatch;
    return { found: true, valid: c.valid, reason: c.reason, length: c.length };
  });
  return { ms, paths, prepMs, reportedMismatch };
}
