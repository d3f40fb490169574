// Shared by the package tests: the project as `npm pack` ships it, an app
// that installs it, Vite's build of that app, and a plain file server for
// what the browser loads (a built app, an npm CDN, a blog post).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { root } from '../e2e/support.js';

export const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** The project as npm packs it, into folder `work`: the tarball's path. */
export function pack(work) {
  run('npm', ['pack', '--pack-destination', work, '--no-audit', '--no-fund'], root);
  return path.join(
    work,
    readdirSync(work).find((f) => f.endsWith('.tgz')),
  );
}

/** An empty app, `work`/app (a private ES module package), with the tarball installed: its folder. */
export function installApp(work, tarball) {
  const app = path.join(work, 'app');
  mkdirSync(app);
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({ name: 'app', private: true, type: 'module' }),
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', tarball], app);
  return app;
}

/** Vite's production build of the app in folder `app` (its index.html and what that loads): the output folder. */
export async function bundle(app) {
  const { build } = await import('vite');
  await build({ root: app, logLevel: 'error', build: { outDir: 'dist' } });
  return path.join(app, 'dist');
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.map': 'text/plain',
};
/** The content type a server sends `file` with. */
export const contentType = (file) => contentTypes[path.extname(file)] ?? 'text/plain';

/**
 * An HTTP server on `host` (a port of its own) answering GET `prefix`FILE
 * from folder `dir` (index.html for a folder) with `headers`; /favicon.ico,
 * which Chromium asks every origin for, with an empty 204; 404 otherwise.
 * Its origin is `server.origin`.
 */
export async function fileServer(host, prefix, dir, headers = {}) {
  const server = createServer((req, res) => {
    const file = new URL(req.url, 'http://x').pathname.replace(/\/$/, '/index.html');
    if (file === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    let body;
    try {
      if (!file.startsWith(prefix) || file.includes('..')) throw new Error('not here');
      body = readFileSync(path.join(dir, file.slice(prefix.length)));
    } catch {
      res.writeHead(404, headers).end();
      return;
    }
    res.writeHead(200, { 'content-type': contentType(file), ...headers }).end(body);
  });
  await new Promise((resolve) => server.listen(0, host, resolve));
  server.origin = `http://${host}:${server.address().port}`;
  return server;
}
