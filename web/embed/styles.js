// The element's stylesheets in its shadow root: linked when they are files.
// A bundler that inlines small assets turns them into data: URLs, which a
// Content-Security-Policy's style-src 'self' would block as links, so those
// are decoded here and adopted as constructed stylesheets (shared by every
// element) instead. The palette's theme properties come with them, built
// from palette.js (race/theme.js). No inline style: a strict CSP holds.
import { paletteSheet } from '../race/theme.js';
import { make } from './dom.js';

const stylesheets = [
  new URL('../race/render.css', import.meta.url).href,
  new URL('./path-race.css', import.meta.url).href,
];

/**
 * Where <path-race>'s shadow root defines the theme: on its frame, dark
 * when path-race.js marks it so (it holds the element's controls, whose
 * native parts follow its color-scheme).
 */
export const framePalette = Object.freeze({ light: '.pr-frame', dark: ".pr-frame[data-theme='dark']" });

/**
 * Where <path-race-step>'s does: on the step itself, dark in its custom
 * state `dark`; no color-scheme, which would recolour the author's text.
 */
export const stepPalette = Object.freeze({ light: ':host', dark: ':host(:state(dark))', colorScheme: false });

const adopted = new Map();

function decodeDataUrl(href) {
  const comma = href.indexOf(',');
  const body = href.slice(comma + 1);
  if (!/;base64$/i.test(href.slice(0, comma))) return decodeURIComponent(body);
  return new TextDecoder().decode(Uint8Array.from(atob(body), (c) => c.charCodeAt(0)));
}

/**
 * The element's styles for document `doc` (or those of `hrefs`, stylesheet
 * URLs, with the palette at `palette`'s selectors): { links (to append to
 * the shadow root), sheets (to adopt) }; `onReady` runs once every link
 * has loaded or failed.
 */
export function styleSheets(doc, onReady, hrefs = stylesheets, palette = framePalette) {
  const links = [],
    sheets = [];
  const themed = paletteSheet(doc, palette);
  if (themed instanceof CSSStyleSheet) sheets.push(themed);
  else links.push(themed);
  let pending = 0;
  for (const href of hrefs) {
    if (
      href.startsWith('data:') &&
      typeof CSSStyleSheet === 'function' &&
      'adoptedStyleSheets' in Document.prototype
    ) {
      if (!adopted.has(href)) {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(decodeDataUrl(href));
        adopted.set(href, sheet);
      }
      sheets.push(adopted.get(href));
      continue;
    }
    const link = make(doc, 'link', { rel: 'stylesheet', href });
    ++pending;
    const settled = () => {
      if (--pending === 0) onReady();
    };
    link.addEventListener('load', settled, { once: true });
    link.addEventListener('error', settled, { once: true });
    links.push(link);
  }
  if (pending === 0) queueMicrotask(onReady);
  return { links, sheets };
}
