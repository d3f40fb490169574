// The page's undo history: an undo/redo stack of opaque entries — a map
// shown (session.js) or an edit made on it (edits.js, from the editor).

/** An undo/redo stack of opaque entries. */
export class History {
  #done = [];
  #undone = [];
  #limit;
  constructor(limit = 200) {
    this.#limit = limit;
  }
  push(entry) {
    this.#done.push(entry);
    if (this.#done.length > this.#limit) this.#done.shift();
    this.#undone = [];
  }
  undo() {
    const entry = this.#done.pop();
    if (entry) this.#undone.push(entry);
    return entry ?? null;
  }
  redo() {
    const entry = this.#undone.pop();
    if (entry) this.#done.push(entry);
    return entry ?? null;
  }
  get canUndo() {
    return this.#done.length > 0;
  }
  get canRedo() {
    return this.#undone.length > 0;
  }
  clear() {
    this.#done = [];
    this.#undone = [];
  }
}
