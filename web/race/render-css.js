// The race panels' own look (panel-renderer.js sets the layout-critical styles).
// Linked by the page and, inside its shadow root, by the embed. Colours
// are the palette's var(--pr-theme-*) (palette.js), which the page's
// document and the element's shadow root get from race/theme.js.
//
// Text in a module, not a .css file, so that no bundler's CSS handling can
// move or drop it: the element adopts it as constructed stylesheets
// (embed/styles.js), which a strict Content-Security-Policy allows.
const css = String.raw; // the tag by which Prettier formats the text as CSS

/**
 * The system's UI font: the race's own text and the element's (embed/path-race-css.js). The page's
 * style.css names the same, for the text its first paint shows before any script runs.
 */
export const uiFont = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', sans-serif";

export const renderCss = css`
  .pr-stage {
    margin: 0 auto;
    background: var(--pr-theme-floor);
    /* Its edge is the overlay's (scene.js: edge). */
  }
  .pr-stage:focus {
    outline: none;
  }
  .pr-stage:focus-visible {
    box-shadow:
      0 0 0 1px var(--pr-theme-focus),
      0 0 0 4px var(--pr-theme-focus-halo),
      0 0 0 6px var(--pr-theme-focus);
  }
  .pr-overlay text {
    font-family: ${uiFont};
    font-variant-numeric: tabular-nums;
  }
  .pr-tooltip {
    background: var(--pr-theme-tooltip);
    color: var(--pr-theme-tooltip-text);
    border-radius: 4px;
    padding: 5px 8px;
    font: 12px/1.35 ${uiFont};
    font-variant-numeric: tabular-nums;
    max-width: 24em;
    box-shadow: 0 2px 6px rgba(0, 0, 0, 0.3);
  }
  .pr-tooltip[hidden] {
    display: none;
  }
  .pr-current[hidden] {
    display: none;
  }

  /* The overlay (overlay.js) sets each mark's look itself, from the scene's
   one table (scene.js markStyles) in the palette's var(--pr-theme-*): no
   colour, opacity or width of a mark lives here. */

  /* The open list (open-list-table.js): a compact real table under each map. */
  .pr-open-list {
    margin: 4px 0 0;
    font-size: 0.85em;
  }
  .pr-open-list summary {
    cursor: pointer;
  }
  .pr-open-list table {
    border-collapse: collapse;
    width: 100%;
    font-variant-numeric: tabular-nums;
  }
  .pr-open-list caption {
    text-align: left;
    font-size: 0.92em;
    opacity: 0.75;
    padding: 2px 0;
  }
  .pr-open-list th,
  .pr-open-list td {
    padding: 1px 6px;
    text-align: right;
    border-bottom: 1px solid var(--pr-theme-rule);
  }
  .pr-open-list thead th {
    font-weight: 600;
    border-bottom: 1px solid var(--pr-theme-muted);
  }
  .pr-open-list th[data-priority='true'] {
    text-decoration: underline;
  }
  .pr-open-list tbody th {
    font-weight: normal;
    opacity: 0.7;
  }
  .pr-open-list tbody tr[data-top='true'] {
    background: var(--pr-theme-mark);
    font-weight: 600;
  }
  .pr-open-list tbody tr[data-fresh='true'] td:nth-child(2)::after {
    content: ' •';
    color: var(--pr-theme-accent);
  }
  .pr-open-list tbody tr[data-hover='true'],
  .pr-open-list tbody tr:hover {
    outline: 2px solid var(--pr-theme-text);
    outline-offset: -2px;
  }
  .pr-open-list tbody tr:focus-visible {
    outline: 3px solid var(--pr-theme-accent);
    outline-offset: -3px;
  }

  /* The weight sweep (sweep-chart.js) */
  .pr-sweep {
    display: block;
    max-width: 100%;
    font: 12px ${uiFont};
    font-variant-numeric: tabular-nums;
  }
  .pr-sweep-status:empty {
    display: none;
  }
  .pr-sweep-frame {
    fill: var(--pr-theme-frame);
    stroke: var(--pr-theme-border);
  }
  .pr-sweep-tick {
    stroke: var(--pr-theme-muted);
  }
  .pr-sweep-value {
    fill: var(--pr-theme-muted);
    font-size: 11px;
  }
  .pr-sweep-axis {
    fill: var(--pr-theme-text);
    font-size: 12px;
    font-weight: 600;
  }
  .pr-sweep-mark {
    stroke: var(--pr-theme-muted);
    stroke-dasharray: 3 3;
  }
  .pr-sweep-name {
    fill: var(--pr-theme-text);
    font-size: 12px;
    font-weight: 600;
  }
  /* The two series: path cost in the goal's colour, cells expanded in the jump lines'. */
  .pr-sweep-line {
    fill: none;
  }
  .pr-sweep-line.pr-sweep-cost {
    stroke: var(--pr-theme-goal);
  }
  .pr-sweep-line.pr-sweep-expanded {
    stroke: var(--pr-theme-jump);
  }
  .pr-sweep-dot.pr-sweep-cost {
    fill: var(--pr-theme-goal);
  }
  .pr-sweep-dot.pr-sweep-expanded {
    fill: var(--pr-theme-jump);
  }
  .pr-sweep-target {
    fill: transparent;
    cursor: pointer;
  }
  .pr-sweep-point:hover .pr-sweep-target,
  .pr-sweep-point:focus .pr-sweep-target {
    fill: var(--pr-theme-button-hover);
  }
  .pr-sweep-point:focus {
    outline: none;
  }
  .pr-sweep-point:focus-visible .pr-sweep-target {
    stroke: var(--pr-theme-accent);
    stroke-width: 2;
  }
  .pr-sweep-point.current .pr-sweep-target {
    fill: var(--pr-theme-mark);
  }
  .pr-sweep-point.current .pr-sweep-dot {
    stroke: var(--pr-theme-text);
    stroke-width: 1.5;
  }
`;
