// The element's shadow DOM: a frame holding the problem message, the
// controls bar, the two panels (a header with the algorithm and the stats
// over each map) and the verdict. The ::part names are the element's API.
// Its words come with the language (sayFrame), once its catalogue is loaded.
import './element-messages.js';
import { make } from './dom.js';

export const panelNames = ['left', 'right'];

/** → { frame, message, bar, maps, panels: [{ side, panel, head, name, stats, sizer, map }], verdict } */
export function buildFrame(doc) {
  const frame = make(doc, 'div', { class: 'pr-frame', part: 'frame' });
  const message = make(doc, 'p', { class: 'pr-message', part: 'message', role: 'status' });
  message.hidden = true;
  const bar = make(doc, 'div', { class: 'pr-bar', part: 'controls', role: 'group' });
  const maps = make(doc, 'div', { class: 'pr-maps', 'data-layout': 'side' });
  const panels = panelNames.map((side) => {
    const name = make(doc, 'span', { class: 'pr-name', 'data-role': 'name' });
    const stats = make(doc, 'span', { class: 'pr-stats', 'data-role': 'stats' });
    // The sizer measures the widest stats text this race can show (element-layout.js).
    const sizer = make(doc, 'span', { class: 'pr-sizer', 'aria-hidden': 'true' });
    const head = make(doc, 'div', { class: 'pr-head' }, name, stats, sizer);
    const map = make(doc, 'div', { class: 'pr-map' });
    // A named group, not a landmark: a post may hold several races, whose panels would share names.
    const panel = make(
      doc,
      'div',
      { class: 'pr-panel', part: 'panel', 'data-panel': side, role: 'group' },
      head,
      map,
    );
    return { side, panel, head, name, stats, sizer, map };
  });
  maps.append(...panels.map((p) => p.panel));
  const verdict = make(doc, 'p', { class: 'pr-verdict', part: 'verdict', 'aria-live': 'polite' });
  frame.append(message, bar, maps, verdict);
  return { frame, message, bar, maps, panels, verdict };
}

/**
 * The frame's words in the language of `m` (a Messages): its language, the
 * controls' group name, and each panel's until the race names its algorithm.
 */
export function sayFrame(parts, m) {
  parts.frame.setAttribute('lang', m.lang);
  parts.bar.setAttribute('aria-label', m.t('element.controls'));
  for (const { panel, side } of parts.panels)
    panel.setAttribute('aria-label', m.t('element.panel', { side }));
}
