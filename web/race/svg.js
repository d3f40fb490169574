// SVG elements for the overlay, made with attributes only (never markup).
const SVG = 'http://www.w3.org/2000/svg';

/** A new SVG element `name` with these attributes, appended to `parent` when given. */
export function svgElement(name, attributes = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attributes)) node.setAttribute(k, v);
  if (parent) parent.appendChild(node);
  return node;
}

/** Cells [{x, y}] → the points attribute of a polyline through their centres. */
export function centres(cells) {
  let s = '';
  for (const p of cells) s += `${p.x + 0.5},${p.y + 0.5} `;
  return s;
}
