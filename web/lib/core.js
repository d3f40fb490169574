// Loads the wasm module once and reads what the bindings leave in wasm
// memory. Every read copies: a view into the heap would go stale as soon as
// memory grows, so none is ever handed out.
import createPathraceCore from './wasm/pathrace-core.js';
import { PathraceError, describe } from './errors.js';
import { nodePart } from './platform.js';

let core = null;
let loading = null;

export const isNode =
  typeof process === 'object' && typeof process.versions?.node === 'string' && typeof window === 'undefined';

/**
 * The module from `wasm` (a URL, its text, or its bytes; by default the
 * .wasm beside the glue, named here in the form bundlers copy as an asset).
 * Under Node a file: URL is read from disk (platform.js: the glue cannot
 * fetch one); everywhere else the glue fetches the URL. A failure names
 * the URL it tried.
 */
async function load(wasm) {
  const bytes = wasm instanceof ArrayBuffer || ArrayBuffer.isView(wasm);
  const url = bytes
    ? null
    : wasm === undefined
      ? new URL('./wasm/pathrace-core.wasm', import.meta.url).href
      : typeof wasm === 'string'
        ? wasm
        : wasm.href;
  try {
    if (bytes) return await createPathraceCore({ wasmBinary: wasm });
    if (isNode && url.startsWith('file:'))
      return await createPathraceCore({
        wasmBinary: await nodePart('reading the wasm module').readFile(new URL(url)),
      });
    return await createPathraceCore({ locateFile: () => url });
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

export function copyBytes(address, length, target) {
  if (target === undefined) return core.HEAPU8.slice(address, address + length);
  target.set(core.HEAPU8.subarray(address, address + length));
  return target;
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
