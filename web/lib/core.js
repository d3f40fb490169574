// Loads the wasm module once and reads what the bindings leave in wasm
// memory. Every read copies: a view into the heap would go stale as soon as
// memory grows, so none is ever handed out.
import createPathraceCore from './wasm/pathrace-core.js';
import { PathraceError, describe } from './errors.js';

let core = null;
let loading = null;

// Under Node the glue cannot fetch a file: URL, so the bytes come from disk.
// The specifier is a variable so that bundlers leave it alone.
const nodeFs = 'node:fs/promises';
export const isNode =
  typeof process === 'object' && typeof process.versions?.node === 'string' && typeof window === 'undefined';

async function load(wasm) {
  if (wasm instanceof ArrayBuffer || ArrayBuffer.isView(wasm))
    return createPathraceCore({ wasmBinary: wasm });
  const url = wasm === undefined ? undefined : typeof wasm === 'string' ? wasm : wasm.href;
  if (isNode) {
    const file =
      url === undefined
        ? new URL('./wasm/pathrace-core.wasm', import.meta.url)
        : url.startsWith('file:')
          ? new URL(url)
          : null;
    if (file) {
      const { readFile } = await import(/* @vite-ignore */ /* webpackIgnore: true */ nodeFs);
      return createPathraceCore({ wasmBinary: await readFile(file) });
    }
  }
  // Browsers and workers: by default the glue finds the .wasm beside itself.
  return createPathraceCore(url === undefined ? {} : { locateFile: () => url });
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
        `the pathrace WebAssembly module could not be loaded: ${cause?.message ?? cause}`,
        { cause },
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
