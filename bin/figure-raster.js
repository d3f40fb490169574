// Figures as pixels in Node, with no browser: resvg (@resvg/resvg-js, a
// prebuilt binary from npm) draws the figure's SVG with the system's fonts
// (on Debian, fonts-noto-cjk's Noto Sans CJK SC draws Chinese). Shaping a
// text in a large CJK font costs resvg tens of milliseconds, so each text
// is turned into glyph outlines once — every new text of a figure in one
// pass — and a figure is drawn from outlines with no font at all: a GIF's
// frames repeat most of their words.
import { Resvg } from '@resvg/resvg-js';
import { figureSvg } from '../web/race/figure-svg.js';

const fonts = { loadSystemFonts: true };

/** A probe character with no glyph in the Latin fonts: drawn as an outline only where a font has Chinese. */
const chineseProbe = '中';

// What a text draws with, as the scene's groups pass it down.
function inheritedBy(group, inherited) {
  const passed = { ...inherited };
  for (const name of ['fill', 'font-family']) if (group.attrs[name]) passed[name] = group.attrs[name];
  return passed;
}
const textKey = (n, inherited) => JSON.stringify([inherited, n.attrs, n.text]);

export class FigureRaster {
  #outlines = new Map(); // a text with its place and look → its glyphs as path nodes

  /**
   * Whether this machine has a font with Chinese glyphs (without one, a
   * Chinese figure's PNG would have no words).
   */
  hasChineseFont() {
    const text = { tag: 'text', attrs: { x: 0, y: 10, 'font-size': 10 }, text: chineseProbe };
    this.#outline([{ node: text, key: 'probe', inherited: {} }]);
    return this.#outlines.get('probe').length > 0;
  }

  /**
   * `scene` (figure.js figureScene()) as RGBA bytes at `ratio` pixels a
   * CSS px (default its pixelRatio): { width, height, pixels }.
   */
  pixels(scene, ratio = scene.pixelRatio ?? 1) {
    const image = this.#render(scene, ratio);
    return { width: image.width, height: image.height, pixels: new Uint8Array(image.pixels) };
  }

  /** `scene` as PNG bytes at `ratio` pixels a CSS px (default its pixelRatio). */
  png(scene, ratio = scene.pixelRatio ?? 1) {
    return this.#render(scene, ratio).asPng();
  }

  #render(scene, ratio) {
    const drawn = { ...scene, nodes: this.#withOutlines(scene.nodes) };
    return new Resvg(figureSvg(drawn), {
      font: { loadSystemFonts: false },
      fitTo: { mode: 'zoom', value: ratio },
      shapeRendering: 2,
    }).render();
  }

  /** Outlines the words of all of `scenes` at once (a GIF's frames), so drawing each needs no font. */
  prepare(scenes) {
    const texts = new Map();
    for (const scene of scenes) this.#texts(scene.nodes, {}, texts);
    this.#outline([...texts.values()]);
  }

  // Each text of `nodes` not outlined yet into `found` (key → { node, key, inherited }), with what it inherits.
  #texts(nodes, inherited, found) {
    for (const n of nodes) {
      if (n.tag === 'text') {
        const key = textKey(n, inherited);
        if (!this.#outlines.has(key)) found.set(key, { node: n, key, inherited });
      } else if (n.children?.length) this.#texts(n.children, inheritedBy(n, inherited), found);
    }
    return found;
  }

  // The nodes with every text replaced by its outlines, outlining the ones not seen before in one pass.
  #withOutlines(nodes) {
    this.#outline([...this.#texts(nodes, {}, new Map()).values()]);
    const swap = (list, inherited) =>
      list.map((n) => {
        if (n.tag === 'text')
          return { tag: 'g', attrs: {}, children: this.#outlines.get(textKey(n, inherited)) };
        if (!n.children?.length) return n;
        return { ...n, children: swap(n.children, inheritedBy(n, inherited)) };
      });
    return swap(nodes, {});
  }

  // Shapes `texts` with the system's fonts in one resvg pass and keeps each one's glyph outlines.
  #outline(texts) {
    if (!texts.length) return;
    const nodes = texts.map(({ node, inherited }, k) => ({
      tag: 'g',
      attrs: { id: `t${k}`, ...inherited },
      children: [node],
    }));
    const svg = new Resvg(figureSvg({ width: 1, height: 1, nodes, title: '' }), { font: fonts }).toString();
    // resvg writes each group back by its id, the text inside it as paths.
    const parts = svg.split(/<g id="t(\d+)">/);
    const found = new Map();
    for (let i = 1; i < parts.length; i += 2) found.set(Number(parts[i]), parts[i + 1]);
    texts.forEach(({ key }, k) => {
      const paths = [...(found.get(k) ?? '').matchAll(/<path ([^>]*?)\/>/g)].map(([, attributes]) => ({
        tag: 'path',
        attrs: Object.fromEntries([...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v])),
      }));
      this.#outlines.set(key, paths);
    });
  }
}
