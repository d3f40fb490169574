// Loads the engine's wasm module once and reads what its functions leave in
// wasm memory. Every read copies: a view into the heap would go stale as
// soon as memory grows, so none is ever handed out.
import { PathraceError, describe } from './errors.js';
import { nodePart } from './platform.js';
import { instantiateEngine } from './wasm-module.js';

let core = null;
let loading = null;
// Set by pathrace/search (search.js) when imported: its module's URL and
// the function that starts a stepped search on it.
let stepped = null;

export const isNode =
  typeof process === 'object' && typeof process.versions?.node === 'string' && typeof window === 'undefined';

/**
 * Makes init() load the module with stepped searches (pathrace-search.wasm,
 * at `url`) instead of the game's, and Grid.search() start them with
 * `start`. Called by search.js as it is imported, before init().
 */
export function addSteppedSearch(url, start) {
  stepped = { url, start };
}

/** The function that starts a stepped search; throws when its module is not the one loaded. */
export function steppedSearch() {
  if (!loaded().steps || stepped === null)
    throw new PathraceError(
      'not-initialized',
      stepped === null
        ? "grid.search() needs pathrace/search: import 'pathrace/search' before calling init()"
        : "grid.search() needs the module pathrace/search loads (pathrace-search.wasm), not the one init() loaded: import 'pathrace/search' before init(), and give init({ wasm }) that module if you give one",
    );
  return stepped.start;
}

/**
 * The response, to compile as it streams in, when the server says it is
 * wasm (streaming compilation refuses any other type); else its bytes.
 */
async function fetchWasm(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the server answered ${response.status} ${response.statusText}`.trim());
  return response.headers.get('content-type')?.startsWith('application/wasm')
    ? response
    : response.arrayBuffer();
}

/**
 * The module from `wasm` (a URL, its text, or its bytes; by default the
 * .wasm in wasm/ — the game's, or pathrace/search's once imported — named
 * in the form bundlers copy as an asset). Under Node a file: URL is read
 * from disk (node-wasm.js); everywhere else it is fetched. A failure names
 * the URL it tried.
 */
async function load(wasm) {
  const bytes = wasm instanceof ArrayBuffer || ArrayBuffer.isView(wasm);
  const url = bytes
    ? null
    : wasm === undefined
      ? (stepped?.url ?? new URL('./wasm/pathrace-core.wasm', import.meta.url).href)
      : typeof wasm === 'string'
        ? wasm
        : wasm.href;
  try {
    if (bytes) return await instantiateEngine(wasm);
    const local =
      isNode && !/^https?:/.test(url) ? await nodePart('reading the wasm module').wasmBytes(url) : null;
    return await instantiateEngine(local ?? (await fetchWasm(url)));
  } catch (cause) {
    const from = bytes ? 'from the bytes given' : `from ${url}`;
    throw new Error(`${from}: ${cause?.message ?? cause}`, { cause });
  }
}

// Mistakes in init()'s options reject its promise, like load failures do.
function checkInitOptions(options) {
  if (options === null || typeof options !== 'object')
    return new PathraceError('invalid-argument', `init() takes an options object, got ${describe(options)}`);
  for (const key of Object.keys(options))
    if (key !== 'wasm')
      return new PathraceError('unknown-option', `init() has no option "${key}"; the only option is wasm`);
  const { wasm } = options;
  if (
    wasm !== undefined &&
    typeof wasm !== 'string' &&
    typeof wasm?.href !== 'string' &&
    !(wasm instanceof ArrayBuffer) &&
    !ArrayBuffer.isView(wasm)
  )
    return new PathraceError(
      'invalid-option',
      `init({ wasm }) takes a URL, a URL string or the module's bytes, got ${describe(wasm)}`,
    );
  return null;
}

export function init(options = {}) {
  const mistake = checkInitOptions(options);
  if (mistake) return Promise.reject(mistake);
  if (loading) return loading;
  loading = load(options.wasm).then(
    (module) => {
      core = module;
    },
    (cause) => {
      loading = null; // let the caller retry, e.g. with another wasm location
      throw new PathraceError(
        'init-failed',
        `the pathrace WebAssembly module could not be loaded ${cause?.message ?? cause}`,
        { cause: cause?.cause ?? cause },
      );
    },
  );
  return loading;
}

/** The loaded module; throws when init() has not finished. */
export function loaded() {
  if (core === null)
    throw new PathraceError('not-initialized', 'pathrace is not ready: call (and await) init() first');
  return core;
}

export function readF64(address, slot) {
  return core.HEAPF64[(address >>> 3) + slot];
}

export function copyInt32(address, length) {
  const start = address >>> 2;
  return core.HEAP32.slice(start, start + length);
}

// A path's cells on the calling thread: a copy of `length` cell ids at
// `address`. A path shorter than a quarter of a slab is a view on a slab
// shared with the paths read after it, as Node's small Buffers share its
// pool: an ArrayBuffer of its own (outside V8's heap past 64 bytes) costs
// more than a short search, and a noticeable part of a longer one. The
// slab is small, since cloning a view (structuredClone, postMessage)
// copies its whole buffer. A longer path gets a buffer of its own; a
// pool's worker reads its paths with copyInt32 instead, each into a
// buffer it then moves. A slab moved away by a caller (transferred, so
// detached: byteLength 0) is never written again: the next path starts a
// new one. No cells (waypoints of no path) take no room on a slab: an
// empty view there would hand out the slab before any path had used it.
const slabBytes = 16384;
const longPath = 1024; // cells: from this length on, a buffer of its own
const copiedWhole = 128; // cells: from this length on, one set() copies them (a loop is faster below)
let slab = null;
let slabUsed = 0;

export function copyCells(address, length) {
  if (length === 0) return new Int32Array(0);
  if (length >= longPath) return copyInt32(address, length);
  const bytes = length * 4;
  if (slab === null || slabUsed + bytes > slab.byteLength) {
    slab = new ArrayBuffer(slabBytes);
    slabUsed = 0;
  }
  const cells = new Int32Array(slab, slabUsed, length);
  slabUsed += bytes;
  const start = address >>> 2;
  const heap = core.HEAP32;
  if (length >= copiedWhole) cells.set(heap.subarray(start, start + length));
  else for (let i = 0; i < length; ++i) cells[i] = heap[start + i];
  return cells;
}

export function copyBytes(address, length, target) {
  if (target === undefined) return core.HEAPU8.slice(address, address + length);
  target.set(core.HEAPU8.subarray(address, address + length));
  return target;
}

const decoder = new TextDecoder();

/** The NUL-terminated UTF-8 at `address`. */
export function readString(address) {
  const end = core.HEAPU8.indexOf(0, address);
  return decoder.decode(core.HEAPU8.subarray(address, end));
}

export function writeBytes(address, bytes) {
  core.HEAPU8.set(bytes, address);
}

export function writeInt32(address, values) {
  core.HEAP32.set(values, address >>> 2);
}

/**
 * Bytes malloc has handed out and not taken back. For the leak tests only:
 * not exported by the package's entry point.
 */
export function heapInUse() {
  return loaded().heapInUse();
}

/** The size of wasm memory, which only ever grows. For the tests only. */
export function memoryBytes() {
  return loaded().HEAPU8.length;
}

export function copyF64(address, length) {
  const start = address >>> 3;
  return core.HEAPF64.slice(start, start + length);
}
