// A step brings its race into view (path-race-step.js), so that the reader
// sees the moment the prose names. A race its steps follow is pinned to the
// top of the screen (position: sticky, path-race-css.js) while the reader is
// among its steps: from the step activated until the last one has scrolled
// up under it. It is pinned only when it takes at most half the screen's
// height, so the prose keeps the other half, and never under sticky="off".
// Where pinning cannot show it (a step before its race, a race taller than
// that, or a parent that ends above the screen: sticky positioning holds
// only within it), a tapped step scrolls the race in instead; a step
// reached by scrolling never scrolls the page against the reader's hand.

/** What a step calls on its race: race[pin](on) → whether it is pinned now (false under sticky="off"). */
export const pin = Symbol('pathrace.pin');

/**
 * A race's :state(pinned), through its ElementInternals: set when `on`,
 * else cleared. Returns whether it is pinned now: never in a browser
 * without custom states (a step scrolls its race into view there).
 */
export function setPinned(internals, on) {
  try {
    if (on) internals.states.add('pinned');
    else internals?.states?.delete('pinned');
  } catch {
    return false;
  }
  return on;
}

// The race pinned in each document, with what lets it go: { race, last, release() }.
const pinned = new WeakMap();

// Room between a pinned race and the step a tap scrolls out from under it.
const gap = 12;

const onScreen = (box, view) => box.top >= 0 && box.bottom <= view.innerHeight;

/**
 * Brings `race` into view for `step`, which has just sought it. `tapped`:
 * the reader tapped (or pressed, or a script activated) the step, so the
 * page may scroll; false when the step was reached by scrolling.
 */
export function bringIntoView(race, step, { tapped }) {
  const doc = race.ownerDocument;
  const view = doc.defaultView;
  if (!view || !race.isConnected) return;
  const before = pinned.get(doc);
  if (before && before.race !== race) release(doc);
  const follows = Boolean(race.compareDocumentPosition(step) & race.DOCUMENT_POSITION_FOLLOWING);
  let box = race.getBoundingClientRect();
  const fits = box.height <= view.innerHeight / 2;
  if (follows && fits && race[pin]?.(true)) {
    keep(doc, race, step);
    box = race.getBoundingClientRect();
    // Its parent ends above the screen (or another container clips it): pinning shows nothing.
    if (!onScreen(box, view)) release(doc);
  } else if (pinned.get(doc)?.race === race) release(doc);
  if (!tapped) return;
  const behavior = view.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
  const held = pinned.get(doc)?.race === race;
  if (!held) {
    if (!onScreen(race.getBoundingClientRect(), view)) race.scrollIntoView({ block: 'nearest', behavior });
    return;
  }
  // The step went under the race it pinned: it scrolls to just below it.
  const under = race.getBoundingClientRect().bottom + gap;
  if (step.getBoundingClientRect().top < under) {
    const before = step.style.scrollMarginTop;
    step.style.scrollMarginTop = `${under}px`;
    step.scrollIntoView({ block: 'start', behavior });
    step.style.scrollMarginTop = before;
  }
}

// Pins `race` until the reader has scrolled past its last step, or it no
// longer fits (a turned phone), or it is removed.
function keep(doc, race, step) {
  const id = race.id;
  const steps = [...race.getRootNode().querySelectorAll('path-race-step')].filter(
    (s) => s.getAttribute('for') === id,
  );
  const last = steps.at(-1) ?? step;
  const held = pinned.get(doc);
  if (held) {
    held.last = last;
    return;
  }
  const view = doc.defaultView;
  let pending = false;
  const check = () => {
    pending = false;
    const state = pinned.get(doc);
    if (!state) return;
    const box = state.race.getBoundingClientRect();
    const past = state.last.isConnected && state.last.getBoundingClientRect().bottom <= box.bottom;
    if (!state.race.isConnected || past || box.height > view.innerHeight / 2) release(doc);
  };
  const soon = () => {
    if (pending) return;
    pending = true;
    view.requestAnimationFrame(check);
  };
  // Scrolling anywhere in the document (a scrolling column too: scroll events do not bubble, they are captured).
  doc.addEventListener('scroll', soon, { capture: true, passive: true });
  view.addEventListener('resize', soon, { passive: true });
  pinned.set(doc, {
    race,
    last,
    release: () => {
      doc.removeEventListener('scroll', soon, { capture: true });
      view.removeEventListener('resize', soon);
      race[pin]?.(false);
    },
  });
}

function release(doc) {
  pinned.get(doc)?.release();
  pinned.delete(doc);
}
