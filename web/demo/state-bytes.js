// The bytes under the race page's state text (state-codec.js): numbers,
// text and choices written and read back, and a map's cells in the shorter
// of two forms. A read that runs out or finds a value out of range throws
// a StateError that says what it was reading.

/** Thrown by decodeState() (and encodeState()) for a state that is not valid. */
export class StateError extends Error {
  constructor(message) {
    super(message);
    this.name = 'StateError';
  }
}

/** A state's bytes as they are written: bytes, whole numbers, text and choices (by their code). */
export class Writer {
  bytes = [];
  byte(v) {
    this.bytes.push(v);
  }
  uint(v) {
    // LEB128: 7 bits a byte, low first
    for (; v >= 128; v = Math.floor(v / 128)) this.bytes.push((v % 128) | 128);
    this.bytes.push(v);
  }
  text(s) {
    const utf8 = new TextEncoder().encode(s);
    this.uint(utf8.length);
    for (const b of utf8) this.bytes.push(b);
  }
  choice(list, value) {
    this.byte(list.find((e) => e.name === value).code);
  }
}

/** Reads what a Writer wrote; each call names what it reads, for the StateError when that is missing or not valid. */
export class Reader {
  #bytes;
  #at = 0;
  constructor(bytes) {
    this.#bytes = bytes;
  }
  get left() {
    return this.#bytes.length - this.#at;
  }

  byte(what) {
    if (this.#at >= this.#bytes.length) throw new StateError(`truncated: it ends before ${what}`);
    return this.#bytes[this.#at++];
  }
  uint(what, max) {
    let v = 0;
    for (let k = 0, scale = 1; k < 5; ++k, scale *= 128) {
      // 5 bytes hold 35 bits
      const b = this.byte(what);
      v += (b & 127) * scale;
      if (v > max) throw new StateError(`${what} is more than ${max}`);
      if (b < 128) return v;
    }
    throw new StateError(`${what} is not a number`);
  }
  bytes(n, what) {
    if (n > this.left) throw new StateError(`truncated: it ends inside ${what}`);
    return this.#bytes.subarray(this.#at, (this.#at += n));
  }
  text(what) {
    const utf8 = this.bytes(this.uint(`the length of ${what}`, 1000), what);
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(utf8);
    } catch {
      throw new StateError(`${what} is not UTF-8 text`);
    }
  }
  choice(list, what) {
    const code = this.byte(what);
    const found = list.find((e) => e.code === code);
    if (!found) throw new StateError(`${what} #${code} does not exist (there are ${list.length})`);
    return found.name;
  }
}

// Runs: (value byte, length) pairs until every cell is covered.
function writeRuns(out, terrain) {
  for (let i = 0; i < terrain.length;) {
    let j = i + 1;
    while (j < terrain.length && terrain[j] === terrain[i]) ++j;
    out.byte(terrain[i]);
    out.uint(j - i);
    i = j;
  }
}

// Packed: the bits per cell (1, 2, 4 or 8), then the cells, low bits first.
function writePacked(out, terrain) {
  const max = terrain.reduce((m, t) => Math.max(m, t), 0);
  const bits = max < 2 ? 1 : max < 4 ? 2 : max < 16 ? 4 : 8;
  out.byte(bits);
  const packed = new Uint8Array(Math.ceil((terrain.length * bits) / 8));
  terrain.forEach((t, i) => {
    packed[(i * bits) >> 3] |= t << ((i * bits) & 7);
  });
  for (const b of packed) out.byte(b);
}

/** Cells as runs or packed, whichever is shorter, after a byte that says which. */
export function writeCells(out, terrain) {
  const runs = new Writer(),
    packed = new Writer();
  writeRuns(runs, terrain);
  writePacked(packed, terrain);
  const [codec, body] = runs.bytes.length <= packed.bytes.length ? [0, runs] : [1, packed];
  out.byte(codec);
  for (const b of body.bytes) out.byte(b);
}

/** The width × height cells writeCells() wrote, as terrain. */
export function readCells(input, width, height) {
  const n = width * height,
    size = `the ${width}×${height} map`;
  const codec = input.byte('the cells');
  if (codec === 0) {
    const terrain = new Uint8Array(n);
    for (let i = 0; i < n;) {
      const value = input.byte(`the cells of ${size}`);
      const length = input.uint(`a run of cells`, n - i);
      if (length === 0) throw new StateError('a run of cells is empty');
      terrain.fill(value, i, (i += length));
    }
    return terrain;
  }
  if (codec === 1) {
    const bits = input.byte('the bits per cell');
    if (![1, 2, 4, 8].includes(bits)) throw new StateError(`${bits} bits per cell is not 1, 2, 4 or 8`);
    const packed = input.bytes(Math.ceil((n * bits) / 8), `the cells of ${size}`);
    const mask = (1 << bits) - 1,
      terrain = new Uint8Array(n);
    for (let i = 0; i < n; ++i) terrain[i] = (packed[(i * bits) >> 3] >> ((i * bits) & 7)) & mask;
    return terrain;
  }
  throw new StateError(`cell encoding #${codec} does not exist`);
}
