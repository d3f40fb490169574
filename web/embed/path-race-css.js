// <path-race>'s shadow root (with ../race/render-css.js for the panels and
// ../race/button-css.js for the buttons).
// Authors can restyle the parts: ::part(frame), ::part(controls),
// ::part(panel), ::part(verdict), ::part(message), and every colour with
// the --pr-* custom properties. Colours are read as var(--pr-theme-*),
// which the palette (race/palette.js, adopted by styles.js) defines on the
// frame: the page's --pr-* where it sets one, else the theme's.
//
// Text in a module, not a .css file, so that no bundler's CSS handling can
// move or drop it: the element adopts it as constructed stylesheets
// (embed/styles.js), which a strict Content-Security-Policy allows.
import { uiFont } from '../race/render-css.js';

const css = String.raw; // the tag by which Prettier formats the text as CSS

export const pathRaceCss = css`
  :host {
    display: block;
    contain: content;
    /* The compact layout below is chosen by the element's own width, not the viewport's. */
    container: pr-race / inline-size;
    margin: 1.2em 0;
    text-align: left;
    font: 14px/1.45 ${uiFont};
  }
  :host([hidden]) {
    display: none;
  }
  /* Pinned by a step (pinning.js): at the top of the screen while its steps
   scroll beneath. A page with a fixed header of its own moves it down with
   path-race { top: … }, or keeps it in place with path-race { position: static }. */
  /* The shadow is the host's own: contain: paint would clip the frame's. */
  :host(:state(pinned)) {
    position: sticky;
    top: 0;
    z-index: 3;
    border-radius: 8px;
    box-shadow: 0 3px 12px rgb(0 0 0 / 0.28);
  }
  [hidden] {
    display: none !important;
  }

  .pr-frame {
    box-sizing: border-box;
    display: flex;
    flex-direction: column;
    gap: 8px;
    color: var(--pr-theme-text);
    background: var(--pr-theme-frame);
    border: 1px solid var(--pr-theme-border);
    border-radius: 8px;
    padding: 8px 10px 10px;
  }
  /* Its language is loaded before its words are drawn (frame.js sayFrame gives
   it lang): until then nothing in it is shown, or read out. */
  .pr-frame:not([lang]) {
    visibility: hidden;
  }

  .pr-bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 12px;
  }
  .pr-buttons {
    display: flex;
    gap: 4px;
  }
  select,
  input,
  output {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    outline: 3px solid var(--pr-theme-focus);
    outline-offset: 2px;
    box-shadow: 0 0 0 5px var(--pr-theme-focus-halo);
  }
  .pr-readout {
    color: var(--pr-theme-muted);
    font-size: 0.86em;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .pr-scrubber {
    flex: 1 1 120px;
    display: flex;
    min-width: 100px;
  }
  .pr-scrubber input {
    width: 100%;
  }
  .pr-speed {
    display: flex;
    align-items: center;
    gap: 6px;
    font-size: 0.9em;
  }
  .pr-speed input {
    width: 90px;
  }
  .pr-speed-out {
    min-width: 4.8em;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  input[type='range'] {
    accent-color: var(--pr-theme-accent);
  }

  /* Two rows per panel, header and map, shared by both panels (a subgrid):
   the maps sit at the same height even when one header wraps. */
  .pr-maps {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 4px 10px;
  }
  .pr-maps[data-layout='stacked'] {
    grid-template-columns: minmax(0, 1fr);
  }
  .pr-maps[data-layout='stacked'] .pr-panel + .pr-panel .pr-head {
    margin-top: 8px;
  }
  .pr-frame[data-fixed] .pr-maps {
    flex: 1 1 0;
    min-height: 0;
    overflow: hidden;
    align-content: start;
    align-content: safe center;
  }
  .pr-panel {
    min-width: 0;
    display: grid;
    grid-row: span 2;
    grid-template-rows: subgrid;
    grid-template-columns: minmax(0, 1fr);
  }
  .pr-head {
    position: relative;
    justify-self: center;
    align-self: end;
    width: max-content;
    max-width: 100%;
    box-sizing: border-box;
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 2px 10px;
  }
  .pr-head[data-wrap] .pr-stats {
    flex-basis: 100%;
    text-align: right;
  }
  .pr-map {
    min-width: 0;
  }
  .pr-sizer {
    position: absolute;
    left: 0;
    top: 0;
    visibility: hidden;
    white-space: nowrap;
    pointer-events: none;
  }
  .pr-name {
    font-weight: 650;
  }
  .pr-algorithm {
    font-weight: 650;
    padding: 2px 4px;
    border: 1px solid var(--pr-theme-input-border);
    border-radius: 5px;
    color: var(--pr-theme-text);
    background: var(--pr-theme-input);
  }
  .pr-stats {
    margin-left: auto;
    color: var(--pr-theme-muted);
  }
  .pr-stats,
  .pr-sizer {
    font-size: 0.86em;
    font-variant-numeric: tabular-nums;
  }
  .pr-panel[data-done='true'] .pr-stats {
    color: var(--pr-theme-text);
  }

  .pr-verdict {
    margin: 0;
    font-weight: 550;
  }
  .pr-waiting {
    color: var(--pr-theme-muted);
    font-weight: 400;
  }
  .pr-message {
    margin: 0;
    padding: 6px 10px;
    border-left: 4px solid var(--pr-theme-message-border);
    background: var(--pr-theme-message);
    border-radius: 4px;
    font-size: 0.9em;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }

  /* explain="…" (explain.js): a third row in each panel, shared by both (the
   subgrid), with the panel's sentence and its open list under its map. */
  .pr-frame[data-explain] .pr-panel {
    grid-row: span 3;
  }
  .pr-explain {
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  .pr-sentence {
    margin: 2px 0 0;
    min-height: 4lh;
    font-size: 0.9em;
    color: var(--pr-theme-text);
  }
  /* Room kept for a whole list (ten rows) while it is unfolded, so that the
   race below does not move as the list grows; at a fixed height the
   sentence keeps its room too, scrolling if it needs more. */
  .pr-open-list-host:has(details[open]) {
    min-height: 19.5em;
  }
  .pr-frame[data-fixed] .pr-sentence {
    height: 5lh;
    overflow-y: auto;
  }
  .pr-downloads {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  .pr-downloads button {
    font-size: 0.86em;
  }

  /* Narrow (a phone, or a narrow column): a tighter frame, and with
   controls="full" the bar in two rows — the buttons and More, then the
   scrubber and the clock — with the speed and the downloads folded under
   More (controls-bar.js). Wider, More is not shown and they sit in the bar. */
  .pr-more-toggle {
    display: none;
  }
  .pr-more {
    display: contents;
  }
  @container pr-race (max-width: 559.98px) {
    .pr-frame {
      gap: 6px;
      padding: 6px 6px 8px;
    }
    .pr-maps {
      column-gap: 6px;
    }
    .pr-bar {
      gap: 6px 8px;
    }
    .pr-buttons {
      gap: 3px;
    }
    button {
      padding: 3px 7px;
    }
    button.pr-primary {
      min-width: 76px;
    }
    .pr-more-toggle {
      display: inline-flex;
    }
    .pr-more-toggle[aria-expanded='true'] {
      background: var(--pr-theme-button-hover);
    }
    .pr-more {
      order: 1;
      flex: 1 1 100%;
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 6px 12px;
    }
    .pr-bar:not([data-more]) .pr-more {
      display: none;
    }
    .pr-speed {
      flex: 1 1 auto;
    }
    .pr-speed input {
      flex: 1 1 60px;
      width: auto;
      min-width: 50px;
    }
    .pr-head {
      gap: 0 8px;
    }
  }
`;
