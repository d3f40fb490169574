#!/usr/bin/env node
// `pathrace figure`: a race as a figure — SVG, PNG or an animated GIF — in
// Node with no browser, by the same code as the element's figure() and
// Download buttons (web/race/figure.js, web/embed/figure-export.js); PNG
// and GIF pixels by bin/figure-raster.js. The map and the rules are read as
// the element reads its attributes (web/embed/attributes.js), except that
// a bad value stops the command with its sentence (exit 1); a mistake in
// the command line itself — an unknown option, a bad --format, --lang,
// --theme or --width — exits 2.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { init } from '../web/lib/node.js';
import {
  attributeNames,
  mapEnds,
  mapHighlight,
  parseHighlight,
  readSettings,
  resolveRules,
} from '../web/embed/attributes.js';
import { encodeRaceGif, gifFrames } from '../web/embed/figure-export.js';
import { figurePanels, figureStep, raceFigure } from '../web/race/figure.js';
import { figureSvg } from '../web/race/figure-svg.js';
import { loadMap } from '../web/race/map-source.js';
import { builtInLanguages, loadMessages, matchLanguage } from '../web/race/messages.js';
import { palettes } from '../web/race/palette.js';

// The element's attributes that say what races: not those that say how it
// plays on a page, nor those this command reads as its own options.
const pageOnly = ['speed', 'autoplay', 'controls', 'height', 'sticky'];
const ownOptions = ['at', 'explain', 'highlight', 'theme', 'lang'];
const raceOptions = attributeNames.filter((n) => !pageOnly.includes(n) && !ownOptions.includes(n));
const formats = ['svg', 'png', 'gif'];
const themes = Object.keys(palettes);
const widths = { least: 200, most: 4096 };

const usage = `usage: pathrace figure --map <preset | rows | file.map> [options] [--out race.svg]

Writes the race as a figure: SVG (the default) or PNG at one moment, or a GIF
of the whole race, to --out, else to standard output.

  --map        a preset id (concave, worked-example, …), rows of '.', '#' and 1–9 separated
               by '/' ("..../.#../...."), or a Moving AI .map file
  --at         start, end (the default), a number of expansions, or a moment:
               divergence, commit, left-goal, right-goal (not for a GIF, which plays it all)
  --panels     both (the default), left or right
  --format     svg (the default), png or gif
  --lang       the language of its words: ${builtInLanguages.join(' (the default) or ')}
  --theme      light (the default) or dark
  --width      the width in CSS px it will be shown at (${widths.least} to ${widths.most}): laid
               out for it, the panels one above the other when narrow; a PNG then has
               two pixels a CSS px
  --explain    each panel's step in a sentence and the top of its open list, under its map
  --highlight  cells to ring on both maps, "x,y x,y …"
  --out, -o    the file to write
  --help, -h   this
${raceOptions
  .filter((n) => n !== 'map')
  .map((n) => `  --${n.padEnd(11)}as the element's ${n} attribute`)
  .join('\n')}

Examples:
  npx pathrace figure --map concave --right greedy --at 60 --out concave.svg
  npx pathrace figure --map concave --format png --lang zh-CN --theme dark --width 390 --out concave.png`;

function fail(message, code = 1) {
  process.stderr.write(`pathrace: ${message}\n`);
  process.exit(code);
}

/** The command line's own options, checked: { format, lang, theme, width, step } (exit 2 on a mistake). */
function figureOptions(o) {
  if (!formats.includes(o.format)) fail(`--format "${o.format}" is not svg, png or gif`, 2);
  // A typed language the figure cannot write is a mistake (the element, reading a page's lang, falls back to English).
  const lang = matchLanguage(o.lang);
  if (lang.split('-')[0].toLowerCase() !== o.lang.trim().split(/[-_]/)[0].toLowerCase())
    fail(`--lang "${o.lang}" is not a language pathrace writes: ${builtInLanguages.join(' or ')}`, 2);
  if (!themes.includes(o.theme)) fail(`--theme "${o.theme}" is not ${themes.join(' or ')}`, 2);
  let width;
  if (o.width !== undefined) {
    width = Number(o.width);
    if (!/^\d+$/.test(o.width) || width < widths.least || width > widths.most)
      fail(`--width "${o.width}" is not a whole number of CSS px from ${widths.least} to ${widths.most}`, 2);
  }
  if (!figurePanels[o.panels]) fail(`--panels "${o.panels}" is not both, left or right`, 2);
  if (o.format === 'gif' && o.at !== undefined) fail('--at picks one moment; a GIF plays the whole race', 2);
  if (o.format !== 'svg' && !o.out && process.stdout.isTTY)
    fail(`a ${o.format.toUpperCase()} is not text: give --out, or send standard output to a file`, 2);
  let step = Infinity;
  try {
    if (o.at !== undefined) step = figureStep(o.at);
  } catch (error) {
    fail(error.message);
  }
  return { format: o.format, lang, theme: o.theme, width, step };
}

/** The map loaded and the race's settings, as the element would run them (exit 1 with its sentence when bad). */
async function raceOf(o) {
  // A .map file on disk is read here; anything else is the element's map attribute.
  const file = /\.map$/i.test(o.map) && existsSync(o.map);
  const { settings, errors } = readSettings((name) =>
    !raceOptions.includes(name) || (name === 'map' && file) ? null : (o[name] ?? null),
  );
  if (errors.length) fail(errors.join('\n'));
  if (!file && (settings.map.kind === 'movingai' || settings.map.kind === 'url'))
    fail(`--map ${JSON.stringify(o.map)} is not a preset, rows, or a .map file that exists`);
  const map = file
    ? { kind: 'text', text: readFileSync(o.map, 'utf8'), name: path.basename(o.map) }
    : settings.map;
  await init();
  let loaded;
  try {
    loaded = await loadMap(map, { size: settings.size }); // ends picked where the unit fits, as the element's
  } catch (error) {
    fail(error.message);
  }
  const { ends, problems } = mapEnds(settings, loaded);
  if (problems.length) fail(problems.map((p) => p.replace(/; using the map's own \w+\.$/, '')).join('\n'));
  let highlight = [];
  if (o.highlight !== undefined) {
    try {
      const cells = mapHighlight(parseHighlight(o.highlight), loaded);
      if (cells.problems.length) fail(cells.problems.join('\n'));
      highlight = cells.cells;
    } catch (error) {
      fail(error.message);
    }
  }
  return {
    grid: loaded.grid,
    settings: { ...ends, ...resolveRules(settings, loaded.options) },
    highlight,
    labels: settings.labels,
  };
}

const megabytes = (n) => `${(n / 1e6).toFixed(n < 1e6 ? 2 : 1)} MB`;

async function figure(args) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: {
        ...Object.fromEntries(raceOptions.map((n) => [n, { type: 'string' }])),
        at: { type: 'string' },
        panels: { type: 'string', default: 'both' },
        format: { type: 'string', default: 'svg' },
        lang: { type: 'string', default: 'en' },
        theme: { type: 'string', default: 'light' },
        width: { type: 'string' },
        explain: { type: 'boolean', default: false },
        highlight: { type: 'string' },
        out: { type: 'string', short: 'o' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    fail(`${error.message}\n\n${usage}`, 2);
  }
  const o = parsed.values;
  if (o.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  if (o.map === undefined) fail(`figure needs --map\n\n${usage}`, 2);
  const { format, lang, theme, width, step } = figureOptions(o);
  const m = await loadMessages(lang);
  const { grid, settings, highlight, labels } = await raceOf(o);
  const options = { panels: o.panels, labels, theme, width, explain: o.explain, highlight };
  let raster = null;
  if (format !== 'svg') {
    // Only a PNG or a GIF needs fonts here (an SVG's viewer draws its words with its own).
    const { FigureRaster } = await import('./figure-raster.js');
    raster = new FigureRaster();
    if (/^zh\b/.test(lang) && !raster.hasChineseFont())
      fail(
        'no font with Chinese glyphs was found, so the words would be missing: install one ' +
          '(Debian and Ubuntu: apt-get install fonts-noto-cjk) or write --format svg, which its viewer draws',
      );
  }
  let bytes;
  if (format === 'gif') {
    const gif = await encodeRaceGif(
      grid,
      settings,
      { ...options, runs: true }, // resvg draws the cells from their paths
      m,
      (scene) => raster.pixels(scene, 1).pixels,
      (scenes) => raster.prepare(scenes),
    );
    bytes = gif.bytes;
    process.stderr.write(
      `pathrace: a GIF of ${gif.frames} frames (at most ${gifFrames}), ${gif.width}×${gif.height} px, ${megabytes(bytes.length)}\n`,
    );
  } else {
    let scene;
    try {
      scene = raceFigure(grid, settings, { step, ...options }, m);
    } catch (error) {
      fail(error.message); // a moment this race does not have
    }
    if (format === 'svg') bytes = figureSvg(scene);
    else {
      bytes = raster.png(scene);
      const ratio = scene.pixelRatio;
      process.stderr.write(
        `pathrace: a PNG of ${Math.round(scene.width * ratio)}×${Math.round(scene.height * ratio)} px ` +
          `(${ratio} a CSS px), ${megabytes(bytes.length)}\n`,
      );
    }
  }
  grid.dispose();
  if (o.out) writeFileSync(o.out, bytes);
  else process.stdout.write(bytes);
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'figure') await figure(rest);
else if (command === undefined || command === '--help' || command === '-h')
  process.stdout.write(`${usage}\n`);
else fail(`unknown command ${JSON.stringify(command)}\n\n${usage}`, 2);
