// The race page's "Embed this race" box: the two snippets it shows are
// embedSnippets() of the page's state and follow it; pasted into a host
// page, both race to the page's own result; Copy says "Copied", or selects
// the code when the clipboard is refused; and where the embed cannot show
// the page's race (a map too big for an iframe address, terrain it cannot
// write), the box says so instead of giving wrong code.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { decodeState, encodeState } from '../../web/demo/state-codec.js';
import { defaultState } from '../../web/demo/state.js';
import { embedSnippets } from '../../web/embed/snippets.js';
import {
  baseUrl,
  cellPoint,
  closePage,
  finish,
  movingAIEntry,
  noMapsReason,
  noProblems,
  openPage,
  savedAfter,
  screenshot,
  verdict,
  useBrowser,
  patience,
} from './support.js';

const browser = useBrowser();
let base;
before(async () => {
  base = await baseUrl();
});

// The page imports ../embed/snippets.js, whose default base is its own folder.
const expected = (encoded) => embedSnippets(decodeState(encoded), { base: new URL('embed/', base) });

/** Opens the box (once) and waits until it shows the code for the state the page saved last; returns that state. */
async function openEmbed(page) {
  if (!(await page.evaluate(() => document.getElementById('embed').open))) await page.click('#embed summary');
  return embedShown(page);
}

async function embedShown(page) {
  await page.waitForFunction(
    () => {
      const box = document.getElementById('embed');
      return box.open && document.body.dataset.saved && box.dataset.state === document.body.dataset.saved;
    },
    null,
    { timeout: patience },
  );
  return page.evaluate(() => document.body.dataset.saved);
}

/** What the box shows: each snippet (null when withheld), its note, and the notes about both. */
async function shown(page) {
  return page.evaluate(() => {
    const block = (which) => {
      const b = document.querySelector(`#embed [data-snippet="${which}"]`);
      const area = b.querySelector('textarea');
      const note = b.querySelector('[data-role="note"]');
      return {
        visible: !b.hidden,
        code: area.hidden ? null : area.value,
        note: note.hidden ? '' : note.textContent,
        copyable: !b.querySelector('[data-copy]').disabled,
      };
    };
    const notes = document.getElementById('embed-notes');
    return {
      element: block('element'),
      iframe: block('iframe'),
      notes: notes.hidden ? [] : [...notes.children].map((li) => li.textContent),
    };
  });
}

function srcOf(iframe) {
  return iframe.match(/\ssrc="([^"]*)"/)[1].replace(/&amp;/g, '&');
}

/**
 * The snippets pasted into a host page at the server's origin (served by
 * the test, under a CSP without inline scripts): waits until the element
 * and the iframe have both finished, and returns their race-finish details.
 */
async function pasted(element, iframe) {
  const ctx = await browser.newContext({ viewport: { width: 1000, height: 1200 } });
  const page = await ctx.newPage();
  page.problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error') page.problems.push(`console.error: ${m.text()}`);
  });
  page.on('pageerror', (e) => page.problems.push(`uncaught: ${e.stack ?? e}`));
  page.on('response', (r) => {
    if (r.status() >= 400) page.problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  const host = new URL('__embed-box/post.html', base).href;
  await page.route(host, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: {
        'content-security-policy':
          "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; object-src 'none'",
      },
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog post</title></head><body><h1>A blog post</h1>\n${element}\n<p>and as an iframe:</p>\n${iframe}\n</body></html>`,
    }),
  );
  await page.goto(host);
  const done = () => document.querySelector('path-race')?.finished === true;
  const result = () => JSON.parse(JSON.stringify(document.querySelector('path-race').lastResult));
  await page.waitForFunction(done, null, { timeout: patience });
  const frame = page.frames().find((f) => f.url().startsWith(srcOf(iframe).split('?')[0]));
  assert.ok(frame, 'the iframe loaded embed.html');
  assert.equal(frame.url(), srcOf(iframe), "with the snippet's URL");
  await frame.waitForFunction(done, null, { timeout: patience });
  const out = { page, element: await page.evaluate(result), iframe: await frame.evaluate(result) };
  return out;
}

test("the embed box shows embedSnippets() of the page's state, follows its changes, and both snippets race to the page's result", async () => {
  const page = await openPage(browser, {
    reducedMotion: 'reduce',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  assert.equal(
    await page.evaluate(() => document.getElementById('embed').open),
    false,
    'closed until asked for',
  );

  // The default race: the concave trap, A* against greedy.
  let encoded = await openEmbed(page);
  let box = await shown(page);
  let want = expected(encoded);
  assert.equal(box.element.code, want.element);
  assert.equal(box.iframe.code, want.iframe);
  assert.equal(
    box.element.code,
    `<script type="module" src="${new URL('embed/path-race.js', base).href}"></script>\n<path-race map="concave"></path-race>`,
  );
  assert.match(
    box.iframe.code,
    /^<iframe src="[^"]*\/embed\/embed\.html\?map=concave" title="A pathfinding race: A\* vs greedy" /,
  );
  assert.ok(
    box.notes.some((n) => n.includes('this computer')),
    'it says that addresses on 127.0.0.1 will not work in a published post',
  );

  // The code follows the page: another algorithm on the right…
  await page.selectOption('#panel-right .algorithm', 'dijkstra');
  encoded = await savedAfter(page, encoded);
  assert.equal(await embedShown(page), encoded);
  box = await shown(page);
  want = expected(encoded);
  assert.equal(box.element.code, want.element);
  assert.equal(box.iframe.code, want.iframe);
  assert.match(box.element.code, /<path-race map="concave" right="dijkstra"><\/path-race>$/);
  assert.match(srcOf(box.iframe.code), /embed\.html\?map=concave&right=dijkstra$/);

  // …a wall drawn on the map (the map becomes rows in the code)…
  const cell = await cellPoint(page, { x: 12, y: 12 }, 1);
  await page.mouse.click(cell.x, cell.y);
  encoded = await savedAfter(page, encoded);
  const drawn = decodeState(encoded);
  assert.equal(drawn.map.kind, 'cells');
  assert.equal(drawn.map.terrain[12 * drawn.map.width + 12], 0);
  await embedShown(page);
  box = await shown(page);
  want = expected(encoded);
  assert.equal(box.element.code, want.element);
  assert.equal(box.iframe.code, want.iframe);
  const rows = want.attributes.map.split('/');
  assert.equal(rows.length, drawn.map.height);
  assert.equal(rows[12][12], '#', 'the wall is in the rows');
  // The rows' own start and goal are their first and last open cells: the page's are written out.
  assert.deepEqual(
    [want.attributes.start, want.attributes.goal],
    [`${drawn.start.x},${drawn.start.y}`, `${drawn.goal.x},${drawn.goal.y}`],
  );

  // …and the start dragged elsewhere.
  const from = await cellPoint(page, drawn.start, 0);
  const to = await cellPoint(page, { x: 5, y: 3 }, 0);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  encoded = await savedAfter(page, encoded);
  assert.deepEqual(decodeState(encoded).start, { x: 5, y: 3 });
  await embedShown(page);
  box = await shown(page);
  want = expected(encoded);
  assert.equal(box.element.code, want.element);
  assert.equal(box.iframe.code, want.iframe);
  assert.equal(new URL(srcOf(box.iframe.code)).searchParams.get('start'), '5,3');

  // Copy: the clipboard gets the code, and the button says so.
  await page.click('#embed [data-copy="iframe"]');
  await page.waitForFunction(
    () => document.querySelector('#embed [data-copy="iframe"]').textContent === 'Copied',
  );
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), box.iframe.code);
  assert.equal(
    await page.textContent('#embed [data-snippet="iframe"] [data-role="status"]'),
    'Copied to the clipboard.',
  );
  await page.click('#embed [data-copy="element"]');
  await page.waitForFunction(
    () => document.querySelector('#embed [data-copy="element"]').textContent === 'Copied',
  );
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), box.element.code);

  await finish(page);
  const race = await verdict(page);
  await page.locator('#embed').scrollIntoViewIfNeeded();
  await screenshot(page, 'embed-box', { fullPage: true });
  noProblems(page);

  // Both snippets, pasted into a post, race on the page's map to the page's numbers.
  const post = await pasted(box.element.code, box.iframe.code);
  for (const got of [post.element, post.iframe]) {
    assert.deepEqual(got.start, { x: 5, y: 3 });
    assert.deepEqual([got.left.algorithm, got.right.algorithm], ['astar', 'dijkstra']);
    assert.deepEqual([got.left.cost, got.right.cost], race.costs, 'the same path costs as the page');
    assert.deepEqual([got.left.expanded, got.right.expanded], race.expanded, 'the same work as the page');
  }
  await screenshot(post.page, 'embed-box-pasted', { fullPage: true });
  noProblems(post.page);
  await post.page.context().close();
  await closePage(page);
});

test('Copy selects the code when the browser refuses the clipboard', async () => {
  const page = await openPage(browser, { reducedMotion: 'reduce' });
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: {
        writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      },
    });
    document.execCommand = () => false;
  });
  await openEmbed(page);
  await page.click('#embed [data-copy="element"]');
  const status = '#embed [data-snippet="element"] [data-role="status"]';
  await page.waitForFunction((s) => document.querySelector(s).textContent !== '', status);
  assert.match(await page.textContent(status), /the code is selected, press (Ctrl\+C|⌘C)/);
  assert.equal(
    await page.textContent('#embed [data-copy="element"]'),
    'Copy',
    'no "Copied" when nothing was copied',
  );
  const selection = await page.evaluate(() => {
    const area = document.getElementById('embed-element');
    return {
      focused: document.activeElement === area,
      start: area.selectionStart,
      end: area.selectionEnd,
      length: area.value.length,
    };
  });
  assert.deepEqual(selection, { focused: true, start: 0, end: selection.length, length: selection.length });
  assert.ok(selection.length > 50);
  noProblems(page);
  await closePage(page);
});

test("where the embed cannot show the page's race, the box says so instead of giving wrong code", async () => {
  // A drawn 128×128 map: the element carries it, but an iframe address of about 20 kB is withheld.
  const side = 128;
  const terrain = new Uint8Array(side * side).fill(1);
  for (let y = 4; y < side; y += 8)
    for (let x = 0; x < side - 6; ++x) terrain[y * side + ((y / 4) % 4 === 1 ? x + 6 : x)] = 0;
  const big = {
    ...defaultState(),
    map: { kind: 'cells', width: side, height: side, terrain },
    start: { x: 0, y: 0 },
    goal: { x: side - 1, y: side - 1 },
  };
  let page = await openPage(browser, { reducedMotion: 'reduce', hash: encodeState(big) });
  const encoded = await openEmbed(page);
  let box = await shown(page);
  const want = expected(encoded);
  assert.equal(box.element.code, want.element, 'the element holds the map');
  assert.ok(srcOf(want.iframe).length > 16000);
  assert.equal(box.iframe.code, null, 'no iframe code');
  assert.equal(box.iframe.copyable, false);
  assert.match(
    box.iframe.note,
    /^No iframe for this map: its 128×128 cells would make an address of \d+ kB, and many web servers refuse addresses longer than about 8 kB/,
  );
  assert.ok(box.iframe.note.includes(`start=0,0&goal=${side - 1},${side - 1}`), 'with the way round it');
  await page.locator('#embed').scrollIntoViewIfNeeded();
  await screenshot(page, 'embed-box-big-map', { fullPage: true });
  noProblems(page);
  await closePage(page);

  // Terrain above 9 (a hand-made link can hold it) has no character in the rows: no code at all.
  terrain.fill(1);
  terrain[3] = 20;
  page = await openPage(browser, {
    reducedMotion: 'reduce',
    hash: encodeState({ ...big, map: { ...big.map, terrain } }),
  });
  await openEmbed(page);
  box = await shown(page);
  assert.deepEqual([box.element.visible, box.iframe.visible], [false, false]);
  assert.match(box.notes[0], /^This map cannot be embedded: the cell at \(3, 0\) has terrain 20/);
  noProblems(page);
  await closePage(page);
});

test('for a Moving AI map the box says the element fetches it from the server', async (t) => {
  const arena = movingAIEntry('arena');
  if (!arena) return t.skip(noMapsReason('arena'));
  const page = await openPage(browser, {
    reducedMotion: 'reduce',
    hash: encodeState({
      ...defaultState(),
      map: { kind: 'movingai', name: 'arena' },
      start: arena.start,
      goal: arena.goal,
    }),
  });
  const encoded = await openEmbed(page);
  const box = await shown(page);
  assert.equal(box.element.code, expected(encoded).element);
  assert.ok(
    box.element.code.endsWith(
      `<path-race map="arena" start="${arena.start.x},${arena.start.y}" goal="${arena.goal.x},${arena.goal.y}"></path-race>`,
    ),
    box.element.code,
  );
  assert.ok(
    box.notes.some((n) => n.startsWith('arena is a Moving AI map')),
    box.notes.join(' | '),
  );
  noProblems(page);
  await closePage(page);
});
