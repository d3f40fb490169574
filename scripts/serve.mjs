#!/usr/bin/env node
// A small static server for the race page, dependency-free.
//
//   node scripts/serve.mjs [--port N] [--host H] [--csp] [--csp-policy POLICY] [--quiet]
//   PORT=N HOST=H PATHRACE_CSP=1|POLICY node scripts/serve.mjs
//
// `/` is the race page (web/demo/index.html). Every other path is looked up
// in the mounts below, first match wins: web/demo/ first (so the page's own
// files resolve beside `/`), then web/ (so `/lib/…` is the package and
// `/demo/…` the page again), last the built site (dist/) for what only it
// has, the bundled game. PORT=0 picks a free port; the URL printed on the
// first line is the one to open.
//
// --csp adds a Content-Security-Policy header (the default policy below;
// --csp-policy gives another), to prove the page needs no inline script or eval.
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { commandLine } from '../bench/cli.js';
import { siteDir } from './build-site.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = path.join(root, 'web');

export const defaultCsp = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  'frame-ancestors *',
].join('; ');

/** URL prefix → folder. Later issues add theirs (e.g. the embed) here. */
export const mounts = [
  // gifenc's ES build, for the import map below.
  ['/node_modules/gifenc/dist/', path.join(root, 'node_modules', 'gifenc', 'dist')],
  ['/', path.join(web, 'demo')],
  ['/', path.join(web, 'embed')],
  ['/', web],
  // What only the built site has (scripts/build-site.mjs): the bundled games, /game.html and /phaser.html.
  ['/', siteDir],
];

// The package's one bare import, gifenc (figure-export.js, loaded when a
// GIF is first made): a bundler resolves it; the raw modules served here
// need an import map, which every page under web/ gets as it is served,
// with gifenc's ES build beside it. Under a Content-Security-Policy the
// policy's script-src names the map's hash, as docs/embed.md tells a page
// that loads the element from a CDN to do.
const importMap = `<script type="importmap">${JSON.stringify({
  imports: { gifenc: '/node_modules/gifenc/dist/gifenc.esm.js' },
})}</script>`;
const importMapHash = `'sha256-${createHash('sha256')
  .update(importMap.slice(importMap.indexOf('>') + 1, importMap.lastIndexOf('<')))
  .digest('base64')}'`;

/** `policy` with the import map's hash in its script-src (or default-src). */
export function withImportMap(policy) {
  const directives = policy.split(';').map((d) => d.trim());
  const at = directives.findIndex((d) => d.startsWith('script-src '));
  if (at >= 0) directives[at] += ` ${importMapHash}`;
  else {
    const fallback = directives.findIndex((d) => d.startsWith('default-src '));
    if (fallback >= 0) directives.push(`script-src ${directives[fallback].slice(12)} ${importMapHash}`);
  }
  return directives.join('; ');
}

/** An HTML page of web/ as served: the import map first in its <head>. */
function withMap(file) {
  const html = readFileSync(file, 'utf8');
  const head = html.search(/<head[^>]*>/i);
  if (head < 0) return Buffer.from(html);
  const end = html.indexOf('>', head) + 1;
  return Buffer.from(html.slice(0, end) + importMap + html.slice(end));
}

/** Exact URL paths served from one file. */
export const routes = new Map([['/', path.join(web, 'demo', 'index.html')]]);

export const mimeTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.map': 'text/plain; charset=utf-8', // Moving AI maps, not source maps
  '.scen': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.d.ts': 'text/plain; charset=utf-8',
};

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The file a URL path names, or null. Never leaves the mounted folders. */
export function resolvePath(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const exact = routes.get(decoded);
  if (exact) return exact;
  for (const [prefix, dir] of mounts) {
    if (!decoded.startsWith(prefix)) continue;
    const file = path.join(dir, path.normalize(decoded.slice(prefix.length)));
    if (file !== dir && !file.startsWith(dir + path.sep)) continue;
    if (isFile(file)) return file;
    const index = path.join(file, 'index.html');
    if (decoded.endsWith('/') && isFile(index)) return index;
  }
  return null;
}

function typeOf(file) {
  return file.endsWith('.d.ts')
    ? mimeTypes['.d.ts']
    : (mimeTypes[path.extname(file)] ?? 'application/octet-stream');
}

/**
 * Starts the server; resolves to { server, url, close() }.
 * `csp`: false (none), true (defaultCsp) or a policy string.
 */
export function startServer({ port = 8080, host = '127.0.0.1', csp = false, log = () => {} } = {}) {
  const policy = csp === true ? defaultCsp : csp || null;
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    const headers = { 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' };
    if (policy) headers['content-security-policy'] = policy;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...headers, allow: 'GET, HEAD' }).end();
      return;
    }
    const file = resolvePath(url.pathname);
    if (!file) {
      log(`404 ${url.pathname}`);
      res
        .writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' })
        .end(`not found: ${url.pathname}\n`);
      return;
    }
    // A page of web/ gets the import map; its policy names the map's hash (a 304's too: it replaces the cached one's).
    const page = file.endsWith('.html') && file.startsWith(web + path.sep);
    if (page && policy) headers['content-security-policy'] = withImportMap(policy);
    const { size, mtime } = statSync(file);
    const etag = `"${size.toString(16)}-${mtime.getTime().toString(16)}"`;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ...headers, etag }).end();
      return;
    }
    if (page) {
      const body = withMap(file);
      res.writeHead(200, { ...headers, etag, 'content-type': typeOf(file), 'content-length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(200, { ...headers, etag, 'content-type': typeOf(file), 'content-length': size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address();
      const shown =
        host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
      resolve({
        server,
        url: `http://${shown}:${actual}/`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

const usage =
  'node scripts/serve.mjs [--port N] [--host H] [--csp] [--csp-policy POLICY] [--quiet]\n' +
  'env: PORT (default 8080; 0 = any free port), HOST (default 127.0.0.1), PATHRACE_CSP (1 or a policy)';

async function main() {
  const args = commandLine('serve', usage, {
    port: { type: 'number', default: Number(process.env.PORT ?? 8080) },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    csp: { type: 'boolean', default: false },
    'csp-policy': { type: 'string' },
    quiet: { type: 'boolean', default: false },
  });
  const { port, host, quiet } = args;
  if (!Number.isInteger(port) || port > 65535) {
    console.error(`serve: the port must be a whole number from 0 to 65535, got ${port}`);
    process.exit(2);
  }
  const env = process.env.PATHRACE_CSP ?? '';
  const envCsp = ['', '0', 'false'].includes(env) ? false : ['1', 'true'].includes(env) ? true : env;
  const csp = args['csp-policy'] ?? (args.csp || envCsp);
  const { url } = await startServer({ port, host, csp, log: quiet ? () => {} : (m) => console.error(m) });
  console.log(url);
  if (!quiet)
    console.error(
      `Serving the race page at ${url}${csp ? ' (with a Content-Security-Policy)' : ''}; Ctrl+C stops.`,
    );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(`serve: ${error.message}`);
    process.exit(1);
  });
}
