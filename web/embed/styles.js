// The element's styles in its shadow root: the CSS texts of the panels
// (../race/render-css.js), the buttons (../race/button-css.js) and the
// element (path-race-css.js), with the
// palette's theme properties (race/theme.js), adopted as constructed
// stylesheets shared by every element. Text in modules rather than .css
// files, so that whatever a bundler does with CSS, the styles arrive; no
// inline style, so a strict Content-Security-Policy holds.
import { buttonCss } from '../race/button-css.js';
import { renderCss } from '../race/render-css.js';
import { adoptSheets, paletteSheet, sheetOf } from '../race/theme.js';
import { pathRaceCss } from './path-race-css.js';

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

/**
 * Gives shadow root `root` the element's styles (or those of `css`, CSS
 * texts, with the palette at `palette`'s selectors). A browser without
 * constructed stylesheets gets <style> elements instead, which a strict
 * Content-Security-Policy blocks: stylesArrived() tells.
 */
export function adoptStyles(root, css = [renderCss, buttonCss, pathRaceCss], palette = framePalette) {
  const doc = root.ownerDocument;
  adoptSheets(root, [paletteSheet(doc, palette), ...css.map((text) => sheetOf(doc, text))]);
}

/** Whether the styles adoptStyles() gave connected shadow root `root` apply (none of its <style> was blocked). */
export function stylesArrived(root) {
  return [...root.querySelectorAll('style')].every((style) => style.sheet !== null);
}
