#!/usr/bin/env node
// `pathrace figure`: a race as an SVG figure, in Node with no browser, by
// the same code as the element's figure() (web/race/figure.js). The map and
// the rules are read as the element reads its attributes (web/embed/attributes.js),
// except that a bad value stops the command with its sentence.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { init } from '../web/lib/index.js';
import { attributeNames, mapEnds, readSettings, resolveRules } from '../web/embed/attributes.js';
import { figurePanels, figureStep, raceFigure } from '../web/race/figure.js';
import { figureSvg } from '../web/race/figure-svg.js';
import { loadMap } from '../web/race/map-source.js';
import { panelLabels } from '../web/race/panel.js';

// The element's attributes that say what races; speed, autoplay, controls and height only say how it plays.
const raceOptions = attributeNames.filter((n) => !['speed', 'autoplay', 'controls', 'height'].includes(n));

const usage = `usage: pathrace figure --map <preset | rows | file.map> [options] [--out race.svg]

Writes the race at one moment as an SVG figure (to --out, else to standard output).

  --map        a preset id (concave, worked-example, …), rows of '.', '#' and 1–9 separated
               by '/' ("..../.#../...."), or a Moving AI .map file
  --at         start, end (the default), a number of expansions, or a moment:
               divergence, commit, left-goal, right-goal
  --panels     both (the default), left or right
  --out        the file to write
${raceOptions
  .filter((n) => n !== 'map')
  .map((n) => `  --${n.padEnd(11)}as the element's ${n} attribute`)
  .join('\n')}

Example: npx pathrace figure --map concave --right greedy --at 60 --out concave.svg`;

function fail(message, code = 1) {
  process.stderr.write(`pathrace: ${message}\n`);
  process.exit(code);
}

async function figure(args) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: {
        ...Object.fromEntries(raceOptions.map((n) => [n, { type: 'string' }])),
        at: { type: 'string', default: 'end' },
        panels: { type: 'string', default: 'both' },
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
  if (!figurePanels[o.panels]) fail(`--panels ${JSON.stringify(o.panels)} is not both, left or right`);
  let step;
  try {
    step = figureStep(o.at);
  } catch (error) {
    fail(error.message);
  }

  // A .map file on disk is read here; anything else is the element's map attribute.
  const file = /\.map$/i.test(o.map) && existsSync(o.map);
  const { settings, errors } = readSettings((name) => (name === 'map' && file ? null : (o[name] ?? null)));
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
  const rules = resolveRules(settings, loaded.options);
  let scene;
  try {
    scene = raceFigure(
      loaded.grid,
      { ...ends, ...rules },
      { step, panels: o.panels, labels: settings.labels },
    );
  } catch (error) {
    fail(error.message); // a moment this race does not have
  }
  const svg = figureSvg(scene, `${panelLabels(rules.panels).join(' and ')}: a race of two grid searches`);
  loaded.grid.dispose();
  if (o.out) writeFileSync(o.out, svg);
  else process.stdout.write(svg);
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'figure') await figure(rest);
else if (command === undefined || command === '--help' || command === '-h')
  process.stdout.write(`${usage}\n`);
else fail(`unknown command ${JSON.stringify(command)}\n\n${usage}`, 2);
