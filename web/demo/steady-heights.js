// Text that changes at every step of a race — each panel's sentence — and
// the number of lines it takes with it: each element keeps
// the tallest height it has had at its width since the last reset() (a new
// map), so that what lies under it does not jump up and down while the
// race plays. Its text is never cut: an element only ever grows.
export class SteadyHeights {
  #elements;
  #held = new Map(); // element → { width, height } it keeps
  #observer = new ResizeObserver((entries) => {
    for (const { target, borderBoxSize } of entries) this.#hold(target, borderBoxSize[0]);
  });

  constructor(elements) {
    this.#elements = elements;
    for (const element of elements) this.#observer.observe(element, { box: 'border-box' });
  }

  /** Lets each element take its own height again. */
  reset() {
    this.#held.clear();
    for (const element of this.#elements) element.style.minHeight = '';
  }

  #hold(element, { inlineSize: width, blockSize: height }) {
    const held = this.#held.get(element);
    if (held && held.width !== width) {
      // Another width wraps the text otherwise: it starts again from its own height.
      this.#held.delete(element);
      element.style.minHeight = '';
      return;
    }
    if (held && held.height >= height) return;
    this.#held.set(element, { width, height });
    element.style.minHeight = `${height}px`;
  }
}
