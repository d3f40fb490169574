// The built site (dist/, `npm run build`) as a static host serves it: sirv,
// a generic static file server from npm, with no project logic, under a
// path as a project's pages are. The page benchmark measures it so and the
// page tests check it so; scripts/build-site.mjs builds it (the benchmark
// cannot import scripts/, so the site's folder is named here).
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { root } from './movingai.js';

/** Where `npm run build` writes the site. */
export const siteDir = path.join(root, 'dist');

/** Where serveSite() puts the site on its host. */
export const sitePath = '/pathrace/';

// What a static host compresses: text, and the wasm module.
const compressible = /\.(html|js|css|json|svg|wasm|map|scen|txt|md)$/;

/**
 * Serves dist/ (built beforehand) at `sitePath` of a folder that holds
 * `files` ({ name: text }, e.g. a post that embeds the element) beside it,
 * each response with the Content-Security-Policy `csp` when given. With
 * `gzip`, every text file and the wasm module also goes gzipped (level 6,
 * made here once) to a browser that accepts it, as most hosts send them.
 * Resolves to { url (the site's), host (the folder above it), close() }.
 */
export async function serveSite({ csp, files = {}, gzip = false } = {}) {
  const top = mkdtempSync(path.join(tmpdir(), 'pathrace-site-'));
  const at = path.join(top, sitePath.slice(1, -1));
  if (!gzip) symlinkSync(siteDir, at, 'dir');
  else
    for (const entry of readdirSync(siteDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const from = path.join(entry.parentPath ?? entry.path, entry.name);
      const to = path.join(at, path.relative(siteDir, from));
      mkdirSync(path.dirname(to), { recursive: true });
      symlinkSync(from, to);
      if (compressible.test(entry.name))
        writeFileSync(`${to}.gz`, gzipSync(readFileSync(from), { level: 6 }));
    }
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(top, name), text);
  const serve = sirv(top, {
    etag: true,
    gzip,
    setHeaders: (res) => csp && res.setHeader('content-security-policy', csp),
  });
  const http = createServer((req, res) => serve(req, res, () => res.writeHead(404).end()));
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  const host = `http://127.0.0.1:${http.address().port}/`;
  return {
    host,
    url: new URL(sitePath, host).href,
    close: async () => {
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
      rmSync(top, { recursive: true, force: true });
    },
  };
}
