// .map files on the race page: one loads through the file picker and by
// drag and drop, races, and can be drawn on; a file that is not a map says
// what is wrong and where, and the reader's map stays on screen, in the URL
// and in localStorage.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeState, encodeState } from '../../web/demo/state-codec.js';
import {
  cellPoint,
  closePage,
  finish,
  noProblems,
  openPage,
  savedAfter,
  savedState,
  tinyMap,
  useBrowser,
  verdict,
} from './support.js';

const browser = useBrowser();

test('a .map file loads through the file picker and by drag and drop; a bad one says where it is wrong', async () => {
  const page = await openPage(browser, { reducedMotion: 'reduce' });
  await page.setInputFiles('#file', {
    name: 'tiny.map',
    mimeType: 'text/plain',
    buffer: Buffer.from(tinyMap),
  });
  await page.waitForFunction(() => document.querySelector('#panel-left canvas.pr-cells').width === 7);
  assert.equal(await page.inputValue('#map-select'), 'cells');
  assert.match(await page.textContent('#map-description'), /tiny\.map/);
  await finish(page);
  const v = await verdict(page);
  assert.ok(Number.isFinite(v.costs[0]));

  // Draw on it: a wall at (2, 2). The page saves the loaded map a moment
  // after it shows it: wait for that save, or the wall's save is not the next one.
  const loaded = await savedState(page, (s) => s.map.kind === 'cells' && s.map.width === 7);
  const before = encodeState(loaded);
  const cell = await cellPoint(page, { x: 2, y: 2 });
  await page.mouse.click(cell.x, cell.y);
  const drawn = await savedAfter(page, before);
  assert.equal(decodeState(drawn).map.terrain[2 * 7 + 2], 0);

  // A bad file says what is wrong and where, in plain words, and the drawn map stays: on screen, in the URL and in localStorage.
  const badFiles = [
    [
      'bad.map',
      'type octile\nheight 2\nwidth 3\nmap\n...\n.x.\n',
      /^bad\.map is not a Moving AI map \(line 6, column 2\): unexpected 'x' \(.+\)\. Your map is unchanged\.$/,
    ],
    [
      'photo.png',
      '\x89PNG\r\n',
      /^photo\.png is not a Moving AI map \(line 1, column 1\): expected "type octile".*\. Your map is unchanged\.$/,
    ],
    [
      'walls.map',
      'type octile\nheight 1\nwidth 2\nmap\n@@\n',
      /^walls\.map has no open cell to start from\. Your map is unchanged\.$/,
    ],
  ];
  for (const [name, text, message] of badFiles) {
    await page.setInputFiles('#file', { name, mimeType: 'text/plain', buffer: Buffer.from(text) });
    await page.waitForFunction((n) => document.querySelector('#message').textContent.startsWith(n), name);
    assert.match(await page.textContent('#message'), message);
    assert.equal(await page.getAttribute('#message', 'data-kind'), 'error');
    await page.waitForFunction(() => !document.body.dataset.savePending); // any save it made is done
    assert.deepEqual(
      await page.evaluate(() => [
        document.body.dataset.saved,
        location.hash.slice(1),
        localStorage.getItem('pathrace.race'),
      ]),
      [drawn, drawn, drawn],
      `${name}: the drawn map is still the saved one`,
    );
  }
  assert.equal(
    await page.evaluate(() => document.querySelector('#panel-left canvas.pr-cells').width),
    7,
    'the last good map stays',
  );
  assert.match(await page.textContent('#map-description'), /tiny\.map/);

  // Dropped on the page.
  const drop = await page.evaluateHandle(
    (text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], 'dropped.map', { type: 'text/plain' }));
      return data;
    },
    tinyMap.replace('width 7', 'width 7').replace('.......', '......@'),
  );
  await page.dispatchEvent('body', 'dragenter', { dataTransfer: drop });
  assert.equal(await page.isVisible('#drop-overlay'), true);
  await page.dispatchEvent('body', 'drop', { dataTransfer: drop });
  await page.waitForFunction(() =>
    /dropped\.map/.test(document.querySelector('#map-description').textContent),
  );
  assert.equal(await page.isVisible('#drop-overlay'), false);
  noProblems(page);
  await closePage(page);
});
