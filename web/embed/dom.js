// Elements for the element's shadow root, made with text and attributes
// only: attribute text never reaches the DOM as HTML.
const SVG = 'http://www.w3.org/2000/svg';

/** The transport icons, 20×20 paths. */
export const icons = {
  play: 'M5 3l12 7-12 7z',
  pause: 'M5 3h4v14H5zM11 3h4v14h-4z',
  restart: 'M4 3v14M16 3 7 10l9 7z',
  back: 'M14 3 5 10l9 7zM16 3v14',
  step: 'M6 3l9 7-9 7zM4 3v14',
  end: 'M16 3v14M4 3l9 7-9 7z',
  more: 'M4 8.3a1.7 1.7 0 1 1 0 3.4a1.7 1.7 0 1 1 0-3.4zM10 8.3a1.7 1.7 0 1 1 0 3.4a1.7 1.7 0 1 1 0-3.4zM16 8.3a1.7 1.7 0 1 1 0 3.4a1.7 1.7 0 1 1 0-3.4z',
};

/** A new `tag` with these props (`text`: its text; `class`; any other: an attribute) and children. */
export function make(doc, tag, props = {}, ...children) {
  const node = doc.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'text') node.textContent = v;
    else if (k === 'class') node.className = v;
    else node.setAttribute(k, v);
  }
  node.append(...children);
  return node;
}

/** An icon of `icons`, hidden from screen readers. */
export function icon(doc, d) {
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 20 20');
  svg.setAttribute('aria-hidden', 'true');
  const path = doc.createElementNS(SVG, 'path');
  path.setAttribute('d', d);
  svg.append(path);
  return svg;
}
