// The player's input: the tool buttons choose what the map does with the
// pointer — a click moves a flag, a drag draws or erases walls along the
// pointer's way.
export class Input {
  tool = 'flag';
  #stroke = -1; // the last cell painted in this drag, -1 when not painting

  /**
   * Listens on `canvas` (cells found by `view.cellAt`) and on the
   * `[data-tool]` buttons in `root`; a click with the flag tool calls
   * `onFlag(cell)`, each cell of a stroke `onPaint(cell, wall)`.
   */
  constructor(root, canvas, view, world, { onFlag, onPaint }) {
    const tools = [...root.querySelectorAll('[data-tool]')];
    this.flagButton = root.querySelector('[data-tool="flag"]');
    for (const button of tools)
      button.addEventListener('click', () => {
        this.tool = button.dataset.tool;
        for (const b of tools) b.setAttribute('aria-pressed', String(b === button));
      });
    canvas.addEventListener('pointerdown', (event) => {
      const cell = view.cellAt(event);
      if (cell < 0) return;
      if (this.tool === 'flag') return onFlag(cell);
      canvas.setPointerCapture(event.pointerId);
      this.#stroke = cell;
      onPaint(cell, this.tool === 'wall');
    });
    canvas.addEventListener('pointermove', (event) => {
      if (this.#stroke < 0) return;
      const cell = view.cellAt(event);
      if (cell < 0 || cell === this.#stroke) return;
      for (const c of world.stroke(this.#stroke, cell)) onPaint(c, this.tool === 'wall');
      this.#stroke = cell;
    });
    const endStroke = () => (this.#stroke = -1);
    canvas.addEventListener('pointerup', endStroke);
    canvas.addEventListener('pointercancel', endStroke);
  }

  /** Names on the flag tool the flag (0, 1, …) its next click moves. */
  showNextFlag(n) {
    this.flagButton.textContent = `⚑ Move flag ${n + 1}`;
  }
}
