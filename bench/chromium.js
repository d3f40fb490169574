// Headless Chromium, one way for the page benchmark, Lighthouse and the page
// tests: the system's browser (never a downloaded one) and the flags every
// headless run here starts it with.
import { chromium } from 'playwright-core';

/** The browser: CHROMIUM, else Debian's /usr/bin/chromium. */
export const chromiumPath = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** Headless, no sandbox or GPU, no QUIC, and none of the browser's own traffic (updates, sync). */
export const headlessFlags = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

// A page in a headless window is never in front: without these its timers
// and frames may be throttled as a background tab's are.
const foregroundFlags = [
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
];

/** Chromium through playwright-core, with headlessFlags, the foreground ones and `extra`. */
export function launchChromium(extra = []) {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [...headlessFlags, ...foregroundFlags, ...extra],
  });
}
