// The race's two panels, left and right, made from index.html's one
// <template id="panel-template"> before the race's first frame: each gets
// its id (`#panel-left`, `#panel-right`), its number (`data-panel`), its
// title's id, and the words that name its side. Those words are the
// catalogue's (`data-msg`, `data-msg-aria-label`, as index.html marks its
// own), so translate() says them again in the page's language.
import { $ } from './elements.js';

// What the template marks with data-side-msg="…" (a text) and
// data-side-msg-aria-label="…" (a label): its message on each side.
const sides = [
  { side: 'left', algorithm: 'page.panel.algorithm.left', weight: 'page.panel.weight.left' },
  { side: 'right', algorithm: 'page.panel.algorithm.right', weight: 'page.panel.weight.right' },
];

/** Puts the two panels where the template stands, in `m`'s words; returns them, left first. */
export function makePanels(m) {
  const template = $('#panel-template');
  const panels = sides.map((words, i) => {
    const panel = template.content.firstElementChild.cloneNode(true);
    panel.id = `panel-${words.side}`;
    panel.dataset.panel = String(i);
    panel.setAttribute('aria-labelledby', `${panel.id}-title`);
    const title = $('[data-role="title"]', panel);
    title.id = `${panel.id}-title`;
    title.textContent = m.t('view.panelName', { side: words.side });
    for (const node of panel.querySelectorAll('[data-side-msg]')) {
      node.dataset.msg = words[node.dataset.sideMsg];
      node.textContent = m.t(node.dataset.msg);
      delete node.dataset.sideMsg;
    }
    for (const node of panel.querySelectorAll('[data-side-msg-aria-label]')) {
      node.dataset.msgAriaLabel = words[node.dataset.sideMsgAriaLabel];
      node.setAttribute('aria-label', m.t(node.dataset.msgAriaLabel));
      delete node.dataset.sideMsgAriaLabel;
    }
    return panel;
  });
  template.replaceWith(...panels);
  return panels;
}
