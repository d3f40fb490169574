// How a PathWorker makes every grid again on a new worker: per grid, its
// load and every message told to it since, in order; for the pool, the last
// message of each op and name told to no grid (the profiles). A grid's
// edits are folded into one copy of its costs once they outnumber a
// sixty-fourth of its cells (and this many): an edit's message takes far
// more of the JS heap than its cell's byte in the copy, so a record stays
// within a few times the grid's size; an eighth let it grow many times
// larger before the first fold (docs/benchmarks.md has the numbers).
const minSnapshotEdits = 1024;
const cellsPerEdit = 64;

export class GridRecords {
  #records = new Map(); // grid id → record
  #pool = new Map(); // `${op} ${name}` → message
  #askCosts;

  /** `askCosts(grid)`: a Promise of a grid's costs, read by a worker at this point of the log. */
  constructor(askCosts) {
    this.#askCosts = askCosts;
  }

  /** A new grid's record, from its load. */
  open(id, kind, payload) {
    const record = {
      id,
      messages: [{ op: 'load', grid: id, kind, payload }],
      edits: 0,
      limit: Infinity,
      snapshotting: false,
      width: 0,
      height: 0,
      failure: null,
      handle: null,
    };
    this.#records.set(id, record);
    return record;
  }

  /** The grid loaded: its size, which sets when its edits are folded. */
  loaded(record, width, height) {
    Object.assign(record, {
      width,
      height,
      limit: Math.max(minSnapshotEdits, (width * height) / cellsPerEdit),
    });
  }

  get(id) {
    return this.#records.get(id);
  }

  delete(id) {
    this.#records.delete(id);
  }

  clear() {
    this.#records.clear();
  }

  /** How many grids have a record. */
  get size() {
    return this.#records.size;
  }

  /** Every message that makes the pool's state again on a new worker, in order. */
  messages() {
    const messages = [...this.#pool.values()];
    for (const record of this.#records.values()) messages.push(...record.messages);
    return messages;
  }

  /** How many messages the records hold (for the tests). */
  count() {
    return [...this.#records.values()].reduce((n, r) => n + r.messages.length, 0);
  }

  /** Keeps a message told to every worker. */
  record(message) {
    if (message.grid === undefined) {
      this.#pool.set(`${message.op} ${message.name}`, message);
      return;
    }
    const record = this.#records.get(message.grid);
    if (record === undefined) return;
    if (message.op === 'dispose') {
      this.#records.delete(message.grid);
      return;
    }
    record.messages.push(message);
    if (message.op === 'setTerrain' && ++record.edits > record.limit && !record.snapshotting)
      this.#snapshot(record);
  }

  // Folds a grid's edits into a copy of its costs, read by a worker at this
  // point of the log. The load and the edits before it give way to the
  // copy; messages of other kinds (state made from the costs) are kept, in
  // order, and so is everything told after.
  #snapshot(record) {
    record.snapshotting = true;
    const at = record.messages.length;
    this.#askCosts(record.id).then(
      (costs) => {
        record.snapshotting = false;
        if (this.#records.get(record.id) !== record) return;
        const { id, width, height } = record;
        const later = record.messages.slice(at);
        record.messages = [
          { op: 'load', grid: id, kind: 'array', payload: { width, height, costs } },
          ...record.messages.slice(1, at).filter((m) => m.op !== 'setTerrain'),
          ...later,
        ];
        record.edits = later.filter((m) => m.op === 'setTerrain').length;
      },
      () => {
        record.snapshotting = false;
      },
    );
  }
}
