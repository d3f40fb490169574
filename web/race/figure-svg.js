// A figure (figure.js's scene) as SVG text: one standalone file, every
// text and attribute escaped, nothing but shapes and text — no script, no
// event attribute, no style sheet, no link out — so a post, a README or a
// slide can carry it as it is.

const escapes = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to stand in SVG (XML) text and in a double-quoted attribute. */
export function escapeXml(text) {
  return String(text).replace(/[&<>"']/g, (c) => escapes[c]);
}

function write(n) {
  let out = `<${n.tag}`;
  for (const [k, v] of Object.entries(n.attrs)) out += ` ${k}="${escapeXml(v)}"`;
  if (n.children?.length) return `${out}>${n.children.map(write).join('')}</${n.tag}>`;
  if (n.text !== undefined) return `${out}>${escapeXml(n.text)}</${n.tag}>`;
  return `${out}/>`;
}

/**
 * The SVG text of a figure ({ width, height, nodes, title, lang }: figure.js
 * figureScene()), its title its accessible name, in its language.
 */
export function figureSvg({ width, height, nodes, title, lang = 'en' }) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" lang="${escapeXml(lang)}">` +
    `<title>${escapeXml(title)}</title>` +
    `${nodes.map(write).join('')}</svg>\n`
  );
}
