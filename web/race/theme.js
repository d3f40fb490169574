// Themes on screen. The palette's CSS (palette.js paletteCss), like the
// rest of the race's CSS text, becomes a constructed stylesheet, adopted by
// a shadow root or by the page's document: no inline style and no CSS file
// repeating the palette, so a strict Content-Security-Policy holds. `auto` is decided here, the
// colours a node ends up with (its theme's, or the page's --pr-*) are read
// back for what CSS does not paint (the canvas, figures), and a watch
// hears when either may have changed.
import { colourNames, paletteCss, palettes, themeProperty } from './palette.js';

const sheets = new Map(); // CSS text → its constructed stylesheet, shared by every root that adopts it

/**
 * CSS text as a stylesheet of document `doc`: a constructed CSSStyleSheet
 * where the browser has them (one per text, shared), else a <style> to
 * append (browsers from before constructed sheets; a strict CSP blocks it
 * there, which the element says: embed/styles.js).
 */
export function sheetOf(doc, css) {
  if (typeof CSSStyleSheet !== 'function' || !('adoptedStyleSheets' in Document.prototype)) {
    const style = doc.createElement('style');
    style.textContent = css;
    return style;
  }
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** The palette's stylesheet for these selectors (paletteCss's options), as sheetOf() makes it. */
export function paletteSheet(doc, selectors) {
  return sheetOf(doc, paletteCss(selectors));
}

/** Gives `root` (a document or a shadow root) these stylesheets (sheetOf's), after those it has. */
export function adoptSheets(root, sheets) {
  const adopted = sheets.filter(
    (sheet) => sheet instanceof CSSStyleSheet && !root.adoptedStyleSheets.includes(sheet),
  );
  if (adopted.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...adopted];
  const styles = sheets.filter((sheet) => !(sheet instanceof CSSStyleSheet) && !sheet.isConnected);
  (root.head ?? root).prepend(...styles);
}

/**
 * Gives the page's document the palette at its root: light, dark under
 * <html data-theme="dark">, and with no data-theme (auto), dark while the
 * reader's system prefers it.
 */
export function adoptPagePalette(doc) {
  const sheet = paletteSheet(doc, {
    light: ':root',
    dark: ":root[data-theme='dark']",
    autoDark: ":root:not([data-theme='light']):not([data-theme='dark'])",
  });
  adoptSheets(doc, [sheet]);
}

const darkQuery = '(prefers-color-scheme: dark)';

/** Whether the reader's system prefers dark, in `doc`'s window. */
function prefersDark(doc) {
  return !!doc.defaultView?.matchMedia?.(darkQuery).matches;
}

/**
 * The theme `auto` means at `node`: the page's color-scheme when it names
 * one scheme only (`color-scheme: dark`, inherited from the page), else
 * (none, `normal`, or both) the reader's system preference. 'light' | 'dark'.
 */
export function pageScheme(node) {
  const doc = node.ownerDocument;
  const scheme = node.isConnected ? (doc.defaultView?.getComputedStyle(node).colorScheme ?? '') : '';
  const named = new Set(scheme.split(/\s+/).filter((w) => w === 'light' || w === 'dark'));
  if (named.size === 1) return [...named][0];
  return prefersDark(doc) ? 'dark' : 'light';
}

/** The theme asked ('light', 'dark' or 'auto') as shown at `node`: 'light' | 'dark'. */
export function resolveTheme(asked, node) {
  return asked === 'light' || asked === 'dark' ? asked : pageScheme(node);
}

let probe = null; // a 1×1 canvas that turns any CSS colour into its pixel

function toHex(text, doc) {
  const t = text.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(t)) return t;
  if (/^#[0-9a-f]{3}$/.test(t)) return `#${[...t.slice(1)].map((c) => c + c).join('')}`;
  if (!t || !globalThis.CSS?.supports('color', t)) return null;
  probe ??= doc.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!probe) return null;
  probe.clearRect(0, 0, 1, 1);
  probe.fillStyle = t;
  probe.fillRect(0, 0, 1, 1);
  const [r, g, b] = probe.getImageData(0, 0, 1, 1).data;
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

// Palettes an author's --pr-* made, by their values: the same colours are
// the same object, so a pixel table is made once for them (palette.js).
const made = new Map();

/**
 * The colours `node` shows in theme `theme` ('light' | 'dark'): each
 * --pr-theme-* property computed there (the page's --pr-* where it set
 * one, else the theme's), as a palette (name → '#rrggbb'). The theme's own
 * palette object when nothing is overridden; a value that is not a colour
 * reads as the theme's.
 */
export function readColours(node, theme) {
  const base = palettes[theme] ?? palettes.light;
  const doc = node.ownerDocument;
  const style = node.isConnected ? doc.defaultView?.getComputedStyle(node) : null;
  if (!style) return base;
  const colours = {};
  let own = false;
  for (const name of colourNames) {
    const hex = toHex(style.getPropertyValue(themeProperty(name)), doc) ?? base[name];
    colours[name] = hex;
    own ||= hex !== base[name];
  }
  if (!own) return base;
  const key = colourNames.map((name) => colours[name]).join('');
  if (!made.has(key)) {
    if (made.size >= 16) made.delete(made.keys().next().value);
    made.set(key, Object.freeze(colours));
  }
  return made.get(key);
}

const watches = new WeakMap(); // document → { listeners, stop }

/**
 * Calls `onChange` (once per task, however many changes) whenever the
 * theme or colours shown in `doc` may have changed: the reader's system
 * switched between light and dark, or the page changed an attribute of its
 * <html> or <body> (where sites switch themes: a class, data-theme, a
 * style). Returns the function that stops it. One observer per document.
 */
export function watchTheme(doc, onChange) {
  let watch = watches.get(doc);
  if (!watch) {
    const listeners = new Set();
    let queued = false;
    const notify = () => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        for (const listener of [...listeners]) listener();
      });
    };
    const query = doc.defaultView?.matchMedia?.(darkQuery);
    query?.addEventListener('change', notify);
    const observer = new MutationObserver(notify);
    const observeBody = () => doc.body && observer.observe(doc.body, { attributes: true });
    observer.observe(doc.documentElement, { attributes: true });
    if (doc.body) observeBody();
    else doc.addEventListener('DOMContentLoaded', observeBody, { once: true });
    const stop = () => {
      query?.removeEventListener('change', notify);
      observer.disconnect();
      watches.delete(doc);
    };
    watch = { listeners, stop };
    watches.set(doc, watch);
  }
  watch.listeners.add(onChange);
  return () => {
    watch.listeners.delete(onChange);
    if (watch.listeners.size === 0) watch.stop();
  };
}

/**
 * The page follows its theme: adopts the palette at its root, and calls
 * `onColours(colours)` now and whenever what the root shows changes (see
 * watchTheme). Returns the function that stops it.
 */
export function followPageTheme(doc, onColours) {
  adoptPagePalette(doc);
  const root = doc.documentElement;
  let shown = null;
  const update = () => {
    // Not pageScheme(root): the palette sets the root's color-scheme itself.
    const asked = root.getAttribute('data-theme');
    const theme = asked === 'light' || asked === 'dark' ? asked : prefersDark(doc) ? 'dark' : 'light';
    const colours = readColours(root, theme);
    if (colours === shown) return;
    shown = colours;
    onColours(colours);
  };
  update();
  return watchTheme(doc, update);
}
