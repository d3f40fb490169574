// Hostile, truncated and unshowable links opened on the race page: it says
// what is wrong, shows a race anyway (the default, or the one saved in
// localStorage), throws nothing, and never loses the map the reader drew.
// Each case runs in its own page (its own context: its own localStorage).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeState, encodeState } from '../../web/demo/state-codec.js';
import { defaultState } from '../../web/demo/state.js';
import {
  baseUrl,
  cellPoint,
  closePage,
  noProblems,
  openPage,
  saved,
  savedAfter,
  screenshot,
  waitReady,
  useBrowser,
} from './support.js';

const browser = useBrowser();

const state = {
  ...defaultState(),
  map: { kind: 'cells', width: 6, height: 4, terrain: new Uint8Array(24).fill(1) },
  start: { x: 0, y: 0 },
  goal: { x: 5, y: 3 },
};
const good = encodeState(state);
const corrupt = (text, at, char) => `${text.slice(0, at)}${char}${text.slice(at + 1)}`;

// Links the page cannot read, and links it reads but cannot show.
const unreadable = {
  truncated: good.slice(0, good.length - 3),
  'cut to its version': 'v1.',
  'not base64url': 'v1.<img src=x onerror=alert(1)>',
  'another version': `v2.${good.slice(3)}`,
  'not a state': 'hello%20world',
  'a corrupted byte': corrupt(good, 4, '_'),
  'a map over 8192 cells a side': `v1.${Buffer.from([0, 0x80, 0x48, 1]).toString('base64url')}`,
  // The last byte's high bits hold the unit size less one: 0x80 there would be size 9.
  'a unit size of 9': (() => {
    const bytes = Buffer.from(good.slice(3), 'base64url');
    bytes[bytes.length - 1] |= 0x80;
    return `v1.${bytes.toString('base64url')}`;
  })(),
};
const unshowable = {
  'a map of walls only': encodeState({ ...state, map: { ...state.map, terrain: new Uint8Array(24) } }),
  // The page asks for the map's file before it has read the maps' index:
  // the server's 404 for it is the one request allowed to fail.
  'a Moving AI map not served here': encodeState({
    ...state,
    map: { kind: 'movingai', name: 'no-such-map' },
  }),
};

/** What the page says and shows: the message line (null when hidden) and the state it saved. */
async function shown(page) {
  const text = await saved(page);
  return {
    message: (await page.isVisible('#message')) ? await page.textContent('#message') : null,
    state: decodeState(text),
    text,
  };
}

// Nothing went wrong but, for a link to a Moving AI map not served, the
// server's 404 for its file (and Chromium's console line for that 404).
function noOtherProblems(page, link) {
  if (link === unshowable['a Moving AI map not served here']) {
    const notFound = page.problems.filter((p) => /^HTTP 404: .*\/no-such-map\.map$/.test(p));
    assert.equal(notFound.length, 1, page.problems.join('\n'));
    const console404 = page.problems.filter((p) =>
      /^console\.error: Failed to load resource: .* 404 /.test(p),
    );
    page.problems = page.problems.filter((p) => p !== notFound[0] && p !== console404[0]);
  }
  noProblems(page);
}

for (const [name, link] of Object.entries(unreadable))
  test(`a link that cannot be read (${name}) shows the default race and says why`, async () => {
    const page = await openPage(browser, { hash: link, reducedMotion: 'reduce' });
    const { message, state: race } = await shown(page);
    assert.match(message, /^This link's race could not be read \(.+\); showing the default race instead\.$/);
    assert.deepEqual(race, defaultState());
    assert.equal(await page.inputValue('#map-select'), `preset:${defaultState().map.id}`);
    noProblems(page);
    await closePage(page);
  });

for (const [name, link] of Object.entries(unshowable))
  test(`a link that cannot be shown (${name}) shows the default race and says why`, async () => {
    const page = await openPage(browser, { hash: link, reducedMotion: 'reduce' });
    const { message, state: race } = await shown(page);
    assert.match(message, /^This link's race could not be shown \(.+\); showing the default race instead\.$/);
    assert.deepEqual(race, defaultState());
    noOtherProblems(page, link);
    await closePage(page);
  });

/** A page whose reader drew a wall on the default map; returns it and the state it saved in localStorage. */
async function drawnMap() {
  const page = await openPage(browser, { reducedMotion: 'reduce' });
  const before = await saved(page);
  const from = await cellPoint(page, { x: 12, y: 7 });
  const to = await cellPoint(page, { x: 12, y: 17 });
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  const drawn = await savedAfter(page, before);
  await page.waitForFunction((s) => localStorage.getItem('pathrace.race') === s, drawn);
  const map = decodeState(drawn).map;
  assert.equal(map.kind, 'cells');
  assert.equal(map.terrain[12 * map.width + 12], 0, 'the wall is drawn');
  return { page, drawn };
}

async function stillDrawn(page, drawn, what) {
  assert.equal(await saved(page), drawn, `${what}: the drawn map is on screen`);
  assert.equal(
    await page.evaluate(() => localStorage.getItem('pathrace.race')),
    drawn,
    `${what}: and stored`,
  );
  assert.equal(await page.inputValue('#map-select'), 'cells');
}

const bad = {
  truncated: unreadable.truncated,
  'not base64url': unreadable['not base64url'],
  ...unshowable,
};
for (const [name, link] of Object.entries(bad))
  test(`the drawn map survives a bad link (${name}) and the reload after it`, async () => {
    const { page, drawn } = await drawnMap();
    await page.goto('about:blank');
    await page.goto(`${await baseUrl()}#${link}`);
    await waitReady(page);
    const { message } = await shown(page);
    assert.match(
      message,
      /^This link's race could not be (read|shown) \(.+\); showing your last race instead\.$/,
    );
    await stillDrawn(page, drawn, 'after the bad link');
    assert.equal(new URL(page.url()).hash, `#${drawn}`, 'the address is the drawn race again');
    await screenshot(page, `hostile-link-${name.replace(/\W+/g, '-')}`);

    await page.reload();
    await waitReady(page);
    await stillDrawn(page, drawn, 'after a reload');
    assert.equal(await page.isVisible('#message'), false, 'nothing to say any more');
    noOtherProblems(page, link);
    await closePage(page);
  });

test('a bad link followed inside the page leaves the drawn map as it is, and a reload on it too', async () => {
  const { page, drawn } = await drawnMap();
  await page.evaluate((h) => {
    location.hash = h;
  }, unreadable.truncated);
  await page.waitForSelector('#message:not([hidden])');
  assert.match(await page.textContent('#message'), /^This link's race could not be read: .+/);
  await stillDrawn(page, drawn, 'after the bad link');

  await page.reload(); // the bad link is still in the address
  await waitReady(page);
  assert.match(
    await page.textContent('#message'),
    /^This link's race could not be read \(.+\); showing your last race instead\.$/,
  );
  await stillDrawn(page, drawn, 'after a reload on the bad link');
  noProblems(page);
  await closePage(page);
});

// Stores `text` as the saved race from a blank document of the page's
// origin (the page itself saves its own race when it is left).
async function store(page, text) {
  const blank = new URL('blank-for-test.html', await baseUrl()).href;
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,">' }),
  );
  await page.goto(blank);
  await page.evaluate((t) => localStorage.setItem('pathrace.race', t), text);
}

test('a saved race that cannot be read gives the default race and says so; a good link is not troubled by it', async () => {
  const page = await openPage(browser, { reducedMotion: 'reduce' });
  await store(page, unreadable.truncated);
  await page.goto(await baseUrl());
  await waitReady(page);
  const { message, state: race } = await shown(page);
  assert.match(message, /^Your last race could not be read \(.+\); showing the default race instead\.$/);
  assert.deepEqual(race, defaultState());

  await store(page, unreadable.truncated);
  await page.goto(`${await baseUrl()}#${good}`);
  await waitReady(page);
  const linked = await shown(page);
  assert.equal(linked.message, null, "the saved race is not the link's business");
  assert.deepEqual(linked.state, state);
  noProblems(page);
  await closePage(page);
});
