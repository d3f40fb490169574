// <path-race-step>'s shadow root (path-race-step.js): a step of prose that
// seeks a race. Authors restyle it from their own CSS (path-race-step {
// display: block } for whole paragraphs; ::part(message)). Its colours
// are the palette's --pr-theme-* (race/palette.js, adopted by styles.js),
// dark in the state `dark` path-race-step.js gives it; the text of the
// prose stays the page's until the step is hovered or active, when it
// takes the colour made for that background.
//
// Text in a module, not a .css file, so that no bundler's CSS handling can
// move or drop it: the element adopts it as constructed stylesheets
// (embed/styles.js), which a strict Content-Security-Policy allows.
const css = String.raw; // the tag by which Prettier formats the text as CSS

export const pathRaceStepCss = css`
  :host {
    cursor: pointer;
    border-radius: 3px;
    text-decoration: underline dotted var(--pr-theme-step-mark) 1.5px;
    text-underline-offset: 3px;
  }
  :host(:hover) {
    color: var(--pr-theme-step-hover-text);
    background: var(--pr-theme-step-hover);
  }
  :host(:focus-visible) {
    outline: 3px solid var(--pr-theme-focus);
    outline-offset: 2px;
    box-shadow: 0 0 0 5px var(--pr-theme-focus-halo);
  }
  :host([aria-current='step']) {
    color: var(--pr-theme-step-active-text);
    background: var(--pr-theme-step-active);
    box-shadow: inset 3px 0 0 var(--pr-theme-step-mark);
    text-decoration-style: solid;
  }
  :host([aria-disabled='true']) {
    cursor: default;
    text-decoration: none;
  }
  [hidden] {
    display: none;
  }
  .prs-message {
    color: var(--pr-theme-problem);
    font-size: 0.9em;
  }
`;
