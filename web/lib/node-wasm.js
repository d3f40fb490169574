// Under Node, the wasm module's bytes for init() (node.js and node-thread.js
// hand this to platform.js): a file: URL is read from disk, a whole URL of
// another scheme is left to fetch (null). A URL with no scheme is what a
// server bundle made of the module's URL, a path on its site, which Node
// can neither read nor fetch.
import { readFile } from 'node:fs/promises';

export function wasmBytes(url) {
  if (url.startsWith('file:')) return readFile(new URL(url));
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return null;
  throw new Error(
    "under Node it is read from a file: URL or fetched from a whole URL, and this is neither (a server bundle made it a path on its site: leave pathrace out of it, in Next.js with serverExternalPackages: ['pathrace'], or give init({ wasm }) the module's bytes)",
  );
}
