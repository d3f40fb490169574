// How a button looks on both faces: the race page (which also dresses a
// label as one, class pr-button) and, in its shadow root, the element;
// the accented one is class pr-primary. Colours are the palette's
// var(--pr-theme-*). Every selector is in :where(), so that a face sizes
// its buttons with plain rules of its own, whichever sheet comes later.
//
// Text in a module, not a .css file, so that no bundler's CSS handling can
// move or drop it: the element adopts it as constructed stylesheets
// (embed/styles.js), which a strict Content-Security-Policy allows.
const css = String.raw; // the tag by which Prettier formats the text as CSS

export const buttonCss = css`
  :where(button, .pr-button) {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 5px;
    min-height: 32px;
    min-width: 32px;
    padding: 3px 9px;
    border: 1px solid var(--pr-theme-button-border);
    border-radius: 6px;
    font: inherit;
    color: var(--pr-theme-button-text);
    background: var(--pr-theme-button);
    cursor: pointer;
  }
  :where(button, .pr-button):where(:hover:not(:disabled)) {
    background: var(--pr-theme-button-hover);
  }
  :where(button:disabled) {
    opacity: 0.45;
    cursor: default;
  }
  :where(button svg) {
    width: 14px;
    height: 14px;
    fill: currentColor;
    stroke: currentColor;
    stroke-width: 1.6;
    stroke-linejoin: round;
  }
  :where(button.pr-primary) {
    background: var(--pr-theme-accent);
    border-color: var(--pr-theme-accent);
    color: var(--pr-theme-accent-text);
    min-width: 84px;
  }
  :where(button.pr-primary:hover:not(:disabled)) {
    background: var(--pr-theme-accent-hover);
    border-color: var(--pr-theme-accent-hover);
  }
`;
