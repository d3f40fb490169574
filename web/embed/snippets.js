// The two ways to put a race page state into someone else's page: a
// <path-race> element (two lines of HTML) and an <iframe> of embed.html.
// Only the attributes that differ from what the element would do anyway
// are written, so the snippets stay short. Pure module: runs in Node too.
import './element-messages.js';
import { defaultHeuristic, defaults as ruleDefaults } from '../lib/vocabulary.js';
import { mapToRows, openEnds } from '../race/generators.js';
import { movingAIMeta } from '../race/map-source.js';
import { presetById } from '../race/maps.js';
import { messagesFor } from '../race/messages.js';
import { panelAlgorithm, panelLabels } from '../race/panel.js';
import { defaults } from './attributes.js';

/** Where path-race.js and embed.html are served: beside this module. */
const here = new URL('./', import.meta.url);

function escapeHtml(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

const point = (p) => `${p.x},${p.y}`;
const samePoint = (a, b) => !!a && !!b && a.x === b.x && a.y === b.y;
const usesHeuristic = (algorithm) => !!panelAlgorithm(algorithm)?.uses.includes('heuristic');

// One value when both panels agree (or only one uses the setting), else "left,right".
function perPanel(values, used = [true, true]) {
  const [a, b] = values;
  if (!used[0]) return String(b);
  if (!used[1] || a === b) return String(a);
  return `${a},${b}`;
}

/**
 * The attributes (name → text, in the docs' order) that make a <path-race>
 * show this page state (web/demo/state.js), plus `extra` ones (autoplay,
 * controls, height, …) as given.
 */
export function stateAttributes(state, extra = {}) {
  const attrs = {};
  const { map } = state;
  let options = {},
    own = null;
  if (map.kind === 'preset') {
    const preset = presetById(map.id);
    if (!preset) throw new RangeError(`there is no preset '${map.id}'`);
    attrs.map = map.id;
    if (map.seed !== undefined && map.seed !== preset.defaultSeed) attrs.seed = String(map.seed);
    options = preset.options ?? {};
    own = preset.make(map.seed);
  } else if (map.kind === 'movingai') {
    attrs.map = map.name;
  } else if (map.kind === 'cells') {
    attrs.map = mapToRows(map).join('/');
    own = openEnds(map.terrain, map.width, state.size ?? 1);
  } else throw new RangeError(`unknown kind of map '${map.kind}'`);
  if (!samePoint(state.start, own?.start)) attrs.start = point(state.start);
  if (!samePoint(state.goal, own?.goal)) attrs.goal = point(state.goal);

  const panels = [state.left, state.right];
  if (panels[0].algorithm !== defaults.left) attrs.left = panels[0].algorithm;
  if (panels[1].algorithm !== defaults.right) attrs.right = panels[1].algorithm;
  const weighted = panels.map((p) => !!panelAlgorithm(p.algorithm)?.weighted);
  if (weighted.some(Boolean)) {
    const weights = panels.map((p) => Number(p.weight ?? 1));
    const value = perPanel(weights, weighted);
    if (value !== String(defaults.weight)) attrs.weight = value;
  }
  const diagonals = panels.map((p) => p.diagonal ?? options.diagonal ?? defaults.diagonal);
  const ownDiagonal = options.diagonal ?? defaults.diagonal;
  if (diagonals.some((d) => d !== ownDiagonal)) attrs.diagonal = perPanel(diagonals);
  const used = panels.map((p) => usesHeuristic(p.algorithm));
  const heuristics = panels.map((p, i) => p.heuristic ?? options.heuristic ?? defaultHeuristic(diagonals[i]));
  const ownHeuristics = diagonals.map((d) => options.heuristic ?? defaultHeuristic(d));
  if (heuristics.some((h, i) => used[i] && h !== ownHeuristics[i]))
    attrs.heuristic = perPanel(heuristics, used);
  const ties = panels.map((p) => p.tieBreak ?? options.tieBreak ?? defaults.tieBreak);
  if (ties.some((t) => t !== (options.tieBreak ?? defaults.tieBreak))) attrs['tie-break'] = perPanel(ties);
  if ((state.costs ?? ruleDefaults.costs) !== (options.costs ?? defaults.costs)) attrs.costs = state.costs;
  if ((state.size ?? 1) !== defaults.size) attrs.size = String(state.size);
  // 'auto' is the element's default too.
  if (state.speed !== undefined && state.speed !== 'auto')
    attrs.speed = state.speed === Infinity ? 'max' : String(state.speed);
  if (state.labels === false) attrs.labels = 'false';
  for (const [name, value] of Object.entries(extra))
    if (value !== undefined && value !== null) attrs[name] = String(value);
  return attrs;
}

/**
 * HTML to paste into a blog for this page state (web/demo/state.js):
 * { element: the <script> line and the <path-race> line, iframe: an
 * <iframe> of embed.html with the same settings as URL parameters,
 * attributes, scriptUrl and iframeUrl: the two addresses in them }.
 * `base`: where path-race.js and embed.html are served (default: beside
 * this module); `height`: the iframe's height in px (default 480);
 * `attributes`: more element attributes (autoplay, controls, …); `lang`:
 * the language the race speaks (a BCP 47 tag; default: the host page's),
 * the element's `lang` and the iframe's `lang` parameter, and the iframe's
 * title in it (when its catalogue is loaded, else in English).
 */
export function embedSnippets(state, { base = here, height = 480, attributes = {}, lang } = {}) {
  const attrs = stateAttributes(state, attributes);
  if (lang) attrs.lang = String(lang);
  const m = messagesFor(lang);
  const root = new URL('./', base);
  const script = new URL('path-race.js', root).href;
  const list = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
    .join('');
  // A Moving AI map is the site's: the page names the index of its maps (race/map-source.js).
  const maps =
    state.map.kind === 'movingai'
      ? `<meta name="${movingAIMeta}" content="${escapeHtml(new URL('race/maps/index.json', root).href)}">\n`
      : '';
  const element = `${maps}<script type="module" src="${escapeHtml(script)}"></script>\n<path-race${list}></path-race>`;
  const url = new URL('embed.html', root);
  // ',' and '/' may stand as they are in a query: "start=9,12", "map=..#/...".
  url.search = new URLSearchParams(attrs).toString().replace(/%2C/gi, ',').replace(/%2F/gi, '/');
  const [left, right] = panelLabels([state.left, state.right], {}, m);
  const title = m.t('element.iframeTitle', { left, right });
  const iframe =
    `<iframe src="${escapeHtml(url.href)}" title="${escapeHtml(title)}"${lang ? ` lang="${escapeHtml(m.langOf('element.iframeTitle'))}"` : ''} ` +
    `width="100%" height="${Math.round(Number(height) || 480)}" loading="lazy"></iframe>`;
  return { element, iframe, attributes: attrs, scriptUrl: script, iframeUrl: url.href };
}
