// The soak's Chromium half: the race page replaying races (maps changed,
// walls drawn and undone between them) and the game played (goals set,
// walls drawn and erased), each for a while, with the memory measured
// between rounds. Used by bench/soak.js.
import { readFileSync, readdirSync } from 'node:fs';

/**
 * For page.addInitScript: records every wasm memory the page instantiates
 * (window.__wasmMemories), so that their sizes can be read later. Workers
 * run no init script: theirs are in the browser's resident set.
 */
export function recordWasmMemories() {
  const memories = (window.__wasmMemories = []);
  const keep = (result) => {
    const instance = result instanceof WebAssembly.Instance ? result : result.instance;
    for (const value of Object.values(instance.exports))
      if (value instanceof WebAssembly.Memory) memories.push(value);
    return result;
  };
  for (const name of ['instantiate', 'instantiateStreaming']) {
    const original = WebAssembly[name];
    WebAssembly[name] = (...args) => original.apply(WebAssembly, args).then(keep);
  }
}

// The resident set of every process below this one (Chromium's), in bytes.
function childrenRss() {
  const parents = new Map();
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parents.set(pid, stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      /* gone since the listing */
    }
  }
  const below = new Set([String(process.pid)]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parents)
      if (below.has(parent) && !below.has(pid)) (below.add(pid), (grew = true));
  }
  below.delete(String(process.pid));
  let bytes = 0;
  for (const pid of below) {
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (kb) bytes += Number(kb[1]) * 1024;
    } catch {
      /* gone */
    }
  }
  return bytes;
}

/**
 * The page's memory now: its main thread's JS heap after a full collection
 * (CDP HeapProfiler.collectGarbage, Runtime.getHeapUsage; the least of
 * three), the size of the wasm memories it made (recordWasmMemories), and
 * the resident set of every Chromium process (the workers' heaps and wasm
 * memories are in it).
 */
export async function pageMemory(page, cdp) {
  // One collection leaves some garbage (two readings in a row, nothing run
  // between them, differed by 0.3 MiB of a 4.5 MiB heap): the least of three.
  let usedSize = Infinity;
  for (let i = 0; i < 3; ++i) {
    await cdp.send('HeapProfiler.collectGarbage');
    usedSize = Math.min(usedSize, (await cdp.send('Runtime.getHeapUsage')).usedSize);
  }
  const wasm = await page.evaluate(() =>
    window.__wasmMemories.reduce((sum, m) => sum + m.buffer.byteLength, 0),
  );
  return { jsHeap: usedSize, wasm, rss: childrenRss() };
}

/**
 * Repeats `round(i)` for `seconds`, and after each `chunk` of it (seconds)
 * calls sample({ part, rounds, memory }). Samples are taken after a whole
 * number of `cycle`s of rounds, so that each finds the page in the same
 * place of its cycle (the race page's heap holds the race on screen, which
 * is larger on one map than on another).
 */
export async function soakFor(page, { seconds, chunks, round, sample, cycle = 1 }) {
  const cdp = await page.context().newCDPSession(page);
  const started = Date.now();
  let rounds = 0;
  for (let part = 1; part <= chunks; ++part) {
    // A soak runs for a time: its rounds are what happens in it.
    while (Date.now() - started < (seconds * 1000 * part) / chunks || rounds % cycle !== 0)
      await round(rounds++);
    await sample({ part, rounds, memory: await pageMemory(page, cdp) });
  }
  await cdp.detach();
}

const raceMaps = ['preset:concave', 'movingai:Boston_0_256', 'preset:maze-backtracker', 'preset:random'];
/** The race page's rounds come round to the same map every this many. */
export const raceCycle = 4 * raceMaps.length;

/**
 * One round of the race page: every fourth a map from raceMaps (a new
 * random seed for the random one), else a wall drawn and undone; then the
 * race replayed from its start to its verdict at the page's auto speed.
 */
export async function raceRound(page, i) {
  const maps = await page.$$eval('#map-select option', (o) => o.map((e) => e.value));
  const map = raceMaps.filter((m) => maps.includes(m))[(i >> 2) % raceMaps.length];
  if (i % 4 === 0 && map) {
    if (map === (await page.inputValue('#map-select')) && map === 'preset:random')
      await page.click('#new-seed');
    else await page.selectOption('#map-select', map);
  } else {
    await page.focus('#panel-left .pr-stage');
    await page.keyboard.press(i % 2 ? 'ArrowRight' : 'ArrowDown');
    await page.keyboard.press('Space');
    await page.keyboard.press('Control+z');
  }
  await page.click('#restart');
  if ((await page.getAttribute('#play', 'aria-label')) === 'Play') await page.click('#play');
  await page.waitForFunction(() => document.querySelector('#verdict').dataset.done === 'true', null, {
    timeout: 120000,
  });
}

/**
 * One round of the game: a flag moved to a unit's cell, a wall of 20 cells
 * drawn across the crowd and erased again, then the crowd left to walk
 * until a new flow field has answered.
 */
export async function gameRound(page, i) {
  const s = await page.evaluate(() => window.pathraceGame.snapshot());
  const box = await page.locator('#game').boundingBox();
  const at = (c) => ({
    x: box.x + ((c.x + 0.5) * box.width) / s.width,
    y: box.y + ((c.y + 0.5) * box.height) / s.height,
  });
  const unit = s.units[(i * 37) % s.units.length];
  const fields = () => page.evaluate(() => Number(document.querySelector('#readout').dataset.fields));
  const before = await fields();
  await page.click('[data-tool="flag"]');
  const goal = at({ x: Math.floor(unit.x), y: Math.floor(unit.y) });
  await page.mouse.click(goal.x, goal.y);
  const y = Math.floor(s.units[(i * 53 + 7) % s.units.length].y);
  const a = at({ x: Math.max(0, Math.floor(s.width / 2) - 10), y }),
    b = at({ x: Math.min(s.width - 1, Math.floor(s.width / 2) + 10), y });
  for (const tool of ['wall', 'erase']) {
    await page.click(`[data-tool="${tool}"]`);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 10 });
    await page.mouse.up();
  }
  await page.waitForFunction((n) => Number(document.querySelector('#readout').dataset.fields) > n, before, {
    timeout: 60000,
  });
}
