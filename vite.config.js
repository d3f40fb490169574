// The site: `npm run build` (vite build after the wasm module) → dist/.
//
// dist/ keeps the URLs of the development server (scripts/serve.mjs): the
// pages at its top (index.html, embed.html, examples.html, tutorial.html,
// tutorial.zh-CN.html, game.html, phaser.html), the
// element at path-race.js, the maps in race/maps/; the rest is bundled into
// assets/, hashed for long caching. Every URL is relative (base './'), so
// dist/ works under any path of any static server.
//
// Three builds (Vite's environments) write into dist/: the faces that share
// chunks (embed.html, examples.html, the game, the element), then the race
// page on its own, so that the script its first frame needs is one file
// (the parts it loads later, web/demo/deferred.js, are another), then the
// Phaser example on its own: Phaser stays in its chunk, and its module
// graph does not reshape the faces' chunks (as one of them it made
// path-race.js a one-line facade over a chunk in assets/).
//
// Two things the source does not say in a bundler's terms:
// - a module's URL relative to itself that names no asset — path-race.js
//   and embed.html beside the element's modules — means what it means on
//   the development server; bundled, the
//   module lives in a chunk elsewhere, so siteUrls() points it from that chunk;
// - the development page preloads its source modules; the bundle preloads
//   its own chunks instead.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { siteDir } from './scripts/build-site.mjs';
import { copyMaps } from './scripts/copy-maps.mjs';
import { mapsDir } from './bench/movingai.js';
import { mounts, resolvePath } from './scripts/serve.mjs';

const web = fileURLToPath(new URL('./web/', import.meta.url));
const element = path.join(web, 'embed', 'path-race.js');
const racePage = 'demo/index.html';
const phaserPage = 'examples/phaser/phaser.html';
const faces = [
  'embed/embed.html',
  'embed/examples.html',
  'embed/tutorial.html',
  'embed/tutorial.zh-CN.html',
  'examples/game.html',
];

/** Where `npm start` serves a file or folder under web/, as a path from the site's top ('race/maps/'). */
function servedAt(file) {
  for (const [prefix, dir] of mounts) {
    const inside = path.relative(dir, file);
    if (inside.startsWith('..') || path.isAbsolute(inside)) continue;
    const url = prefix + inside.split(path.sep).join('/');
    if (!path.extname(file) || resolvePath(url) === file) return url.slice(1);
  }
  return null;
}

/** `to` (a path from the site's top) as a URL relative to a file at `from`. */
function relativeUrl(from, to) {
  const folder = to === '' || to.endsWith('/');
  let url = path.posix.relative(path.posix.dirname(`/${from}`), `/${to}`);
  if (folder && url) url += '/';
  return url.startsWith('.') ? url : `./${url}`;
}

// new URL('…', import.meta.url) outside a Worker constructor (Vite bundles workers),
// with the comments before the URL (@vite-ignore, and webpack's webpackIgnore).
const moduleUrl =
  /(?<!new\s+(?:Shared)?Worker\(\s*)new\s+URL\(\s*((?:\/\*[^*]*\*\/\s*)*)(['"`])([^'"`]+)\2\s*,\s*import\.meta\.url\s*,?\s*\)/g;
const placeholder = '__pathrace_site__';

/**
 * Module-relative URLs of site files: a folder, a page, a script, or one
 * marked @vite-ignore (CSS and .wasm stay Vite's assets). Each becomes a
 * placeholder naming the file's place in the site, made relative to its
 * chunk once the chunk has a name; the build fails if the file is not there.
 */
function siteUrls() {
  const targets = new Map(); // path from the site's top → the module that names it
  let outDir;
  return {
    name: 'pathrace:site-urls',
    enforce: 'pre',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (!file.startsWith(web) || !file.endsWith('.js')) return null;
      let changed = false;
      const out = code.replace(moduleUrl, (whole, comments, _quote, url) => {
        if (!/@vite-ignore/.test(comments) && !/(\/|\.m?js|\.html)$/.test(url)) return whole;
        const at = servedAt(file);
        if (at === null)
          this.error(`${file} is not served by npm start, so '${url}' has no place in the site`);
        const target = new URL(url, `http://site/${at}`).pathname.slice(1);
        targets.set(target, path.relative(web, file));
        changed = true;
        return `new URL(/* @vite-ignore */ '${placeholder}${target}', import.meta.url)`;
      });
      return changed ? { code: out, map: null } : null;
    },
    renderChunk(code, chunk) {
      if (!code.includes(placeholder)) return null;
      const pattern = new RegExp(`${placeholder}([^'"\`]*)`, 'g');
      return { code: code.replace(pattern, (_, target) => relativeUrl(chunk.fileName, target)), map: null };
    },
    // After every other plugin has written its files (the maps).
    writeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const [target, by] of targets)
          if (!existsSync(path.join(outDir, ...target.split('/'))))
            this.error(`web/${by} names ${target || './'}, which the site does not have`);
      },
    },
  };
}

/**
 * The pages: at the site's top, where the development server has them, and
 * preloading the bundle's chunks, not the development page's source modules.
 */
function pages() {
  return {
    name: 'pathrace:pages',
    enforce: 'post',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace(/[ \t]*<link\b[^>]*\brel=["']?modulepreload\b[^>]*>\r?\n?/gi, ''),
    },
    generateBundle(_, bundle) {
      for (const [name, file] of Object.entries(bundle)) {
        if (file.type !== 'asset' || !name.endsWith('.html')) continue;
        delete bundle[name];
        this.emitFile({ type: 'asset', fileName: path.posix.basename(name), source: file.source });
      }
    },
  };
}

/** The Moving AI maps the page offers, where the race core looks for them (copied by the first build). */
function movingAIMaps() {
  let outDir;
  return {
    name: 'pathrace:moving-ai-maps',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      copyMaps(mapsDir, path.join(outDir, servedAt(path.join(web, 'race', 'maps'))));
    },
  };
}

/**
 * The tutorial's figure (web/embed/tutorial-figure.svg, and the Chinese
 * tutorial's tutorial-figure.zh-CN.svg; not in the repository), made before
 * the pages are read by the package's own command line, as the tutorial
 * says an author makes it; the development server serves the same files.
 */
function tutorialFigure() {
  return {
    name: 'pathrace:tutorial-figure',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      const cli = fileURLToPath(new URL('./bin/pathrace.js', import.meta.url));
      for (const [lang, file] of [
        ['en', 'tutorial-figure.svg'],
        ['zh-CN', 'tutorial-figure.zh-CN.svg'],
      ]) {
        const out = path.join(web, 'embed', file);
        const args = ['figure', '--map', 'concave', '--at', 'end', '--lang', lang, '--out', out];
        execFileSync(process.execPath, [cli, ...args], { stdio: 'inherit' });
      }
    },
  };
}

const facesOutput = {
  entryFileNames: (chunk) =>
    chunk.facadeModuleId === element ? servedAt(element) : 'assets/[name]-[hash].js',
};

export default defineConfig({
  root: web,
  base: './',
  publicDir: false,
  plugins: [tutorialFigure(), movingAIMaps(), siteUrls(), pages()],
  experimental: {
    // The pages move to the site's top (pages()), so their URLs start there.
    renderBuiltUrl: (file, { hostType }) => (hostType === 'html' ? `./${file}` : undefined),
  },
  build: {
    outDir: siteDir,
    reportCompressedSize: false,
    modulePreload: { polyfill: false },
  },
  // `vite build` builds each environment, in this order.
  builder: {},
  environments: {
    // embed.html, examples.html, the game and the element, sharing chunks.
    client: {
      build: {
        emptyOutDir: true,
        rollupOptions: {
          input: [...faces.map((page) => path.join(web, page)), element],
          output: facesOutput,
        },
      },
    },
    // The race page on its own: what its first frame needs is one script.
    page: {
      consumer: 'client',
      build: {
        emptyOutDir: false,
        rollupOptions: { input: path.join(web, racePage) },
      },
    },
    // The Phaser example on its own; Phaser is 1.4 MB minified, one chunk on purpose.
    phaser: {
      consumer: 'client',
      build: {
        emptyOutDir: false,
        chunkSizeWarningLimit: 1500,
        rollupOptions: { input: path.join(web, phaserPage) },
      },
    },
  },
});
