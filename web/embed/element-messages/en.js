// English: the element's words (<path-race>, <path-race-step>, embed.html
// and the iframe snippet), by id, in web/race/messages.js's syntax. The
// element adds them to the race core's catalogue (element-messages.js), so
// a page that shows no element never downloads them; authors override
// them with registerMessages like any other id.
export default {
  // Its frame and controls (frame.js, controls-bar.js, element-text.js).
  'element.controls': 'Race controls',
  'element.panel': '{side, select, left {left search} other {right search}}',
  'element.panelNamed': '{side, select, left {left} other {right}}: {label}',
  'element.play': 'Play',
  'element.pause': 'Pause',
  'element.replay': 'Replay',
  'element.restart': 'Back to the start',
  'element.stepBack': 'Step back one expansion',
  'element.stepOn': 'Step one expansion',
  'element.end': 'Jump to the end',
  'element.scrubber': 'Expansions done',
  'element.speed': 'Speed',
  'element.more': 'More options',
  'element.algorithm': '{side, select, left {left algorithm} other {right algorithm}}',
  'element.downloadFigure': 'Download figure (SVG)',
  'element.downloadAnimation': 'Download animation (GIF)',
  'element.clockOf': '{clock} / {total, plural, one {# expansion} other {# expansions}}',
  'element.clock': '{clock, plural, one {# expansion} other {# expansions}}',
  'element.loading': 'Loading the race…',
  'element.verdictWaits': 'The verdict appears when both searches are done.',
  'element.noStart': 'The race could not start: {reason}',
  'element.noWasm': 'The race needs WebAssembly, which did not load.',
  'element.noStyles':
    "The race's styles did not arrive: this browser has no constructed stylesheets, and the page's Content-Security-Policy blocks the <style> that stands in for them",
  'element.notShown': 'The race could not be shown: {reason}',
  // A bad attribute (attributes.js): what was wrong, then what is used instead.
  'element.problem': '{reason}; {instead}.',
  'element.bad.mapUrl': 'map {text} is not a URL that can be read',
  'element.bad.mapScheme': 'map {text}: only http and https .map URLs are loaded',
  'element.bad.map':
    "map {text} is not a preset, a Moving AI map name, rows of '.', '#' and '1'–'9' separated by '/', or a URL ending in .map",
  'element.bad.point':
    '{what} {text} is not a cell written x,y (e.g. {what, select, start {0,0} other {9,4}})',
  'element.bad.perPanel': '{what} {text} is not one value, or two (left, right) separated by a comma',
  'element.bad.choice': '{what} {text} is not {options}',
  'element.bad.weight': 'weight {text} is not a number from 0 to {max}',
  'element.bad.size':
    "size {text} is not a whole number from 1 to {max} (the side of the unit's square, in cells)",
  'element.bad.speed': 'speed {text} is not auto, max or a number of expansions per second above 0',
  'element.bad.boolean': '{what} {text} is not true or false',
  'element.bad.height': 'height {text} is not auto or a length such as 420 or 420px (px, em, rem or vh)',
  'element.bad.seed': 'seed {text} is not a whole number from 0 to {max}',
  'element.bad.highlight':
    'highlight {text} is not up to {max} cells written x,y and separated by spaces (e.g. 3,4 5,4)',
  'element.outside.point':
    '{what} {text} is outside this {width}×{height} map (x from 0 to {maxX}, y from 0 to {maxY})',
  'element.outside.highlight':
    'highlight {text} is outside this {width}×{height} map; ringing only the cells inside it.',
  'element.noMoment': 'at {at} names a moment this race does not have ({why})',
  // The default map (attributes.js's defaults.map), by name.
  'element.instead.map': 'showing the concave trap instead',
  'element.instead.seed': "using the map's own seed",
  'element.instead.point': "using the map's own {what, select, start {start} other {goal}}",
  'element.instead.value': 'using {value}',
  'element.instead.heuristic': 'using the default heuristic',
  'element.instead.diagonal': "using the map's own rule",
  'element.instead.costs': "using the map's own step costs",
  'element.instead.size': 'racing a unit of size {size}',
  'element.instead.autoplay': 'playing it when it comes into view',
  'element.instead.controls': 'showing the {kind} controls',
  'element.instead.labels': 'showing them where they fit',
  'element.instead.height': 'sizing it to its width',
  'element.instead.at': 'showing the race from the start',
  'element.instead.explain': 'showing no sentence or open list',
  'element.instead.highlight': 'ringing no cells',
  'element.instead.theme': "following the page's light or dark scheme",
  'element.instead.sticky': 'pinning it to the top while its steps are read',
  // <path-race-step>'s problems, said inside it.
  'element.step.noAt': 'at is missing: say which step, e.g. at="commit" or at="40".',
  'element.step.badAt': '{reason}.',
  'element.step.noFor': 'for is missing: give the id of a <path-race>.',
  'element.step.noRace': 'for {id} names no <path-race> on this page.',
  'element.step.problems': ' ({problems})',
  'element.sentences': '{first} {next}',
  // The iframe page (embed.html) and the iframe snippet (snippets.js).
  'element.embed.title': 'pathrace — a pathfinding race',
  'element.embed.heading': 'A pathfinding race',
  'element.iframeTitle': 'A pathfinding race: {left} vs {right}',
};
