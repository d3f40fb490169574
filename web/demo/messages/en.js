// The race page's own words in English that its script writes (the
// syntax is ../../race/messages.js's): the buttons it makes (the
// transport, the downloads) and their changing labels, its counters and
// clock, what it says on its message line, in the embed box (its snippets'
// labels too), under the map menu. ../locale.js registers them into the
// messages core, so one Messages serves the race core's ids and these;
// what the race core also says (the panels' and maps' names, the verdict,
// the rules in the menus) is its catalogue's, ../../race/messages/. The
// English index.html is written in is ./en-html.js's.
export default {
  // ——— the transport ———
  'page.restart': 'Back to the start',
  'page.restart.title': 'Back to the start (Home)',
  'page.stepBack': 'Step back one expansion',
  'page.stepBack.title': 'Step back one expansion (,)',
  'page.play': 'Play',
  'page.play.title': 'Play or pause (P)',
  'page.step': 'Step one expansion',
  'page.step.title': 'Step one expansion (.)',
  'page.toEnd': 'Jump to the end',
  'page.toEnd.title': 'Jump to the end (End)',
  'page.pause': 'Pause',
  'page.clock.done': '{done, plural, one {# expansion} other {# expansions}}',
  'page.clock.of': '{done} / {total} expansions',
  'page.clock.value': '{done} expansions of {total}',
  'page.speed.auto': 'auto: {speed}',

  // ——— the panels ———
  'page.panel.title': '{side, select, left {Left} other {Right}}: {name}',
  'page.panel.algorithm.left': 'Left algorithm',
  'page.panel.algorithm.right': 'Right algorithm',
  'page.panel.weight.left': 'Left weight',
  'page.panel.weight.right': 'Right weight',
  'page.panel.weight.value': '{weight}: {meaning}',
  'page.weight.dijkstra': 'Dijkstra',
  'page.weight.belowAstar': 'between Dijkstra and A*',
  'page.weight.astar': 'A*',
  'page.weight.aboveAstar': 'between A* and greedy',
  'page.weight.greedy': 'near greedy',
  'page.stats.noPath': 'no path',
  'page.stats.exactCost': 'exact cost {cost}',
  'page.canvas.aria':
    '{side, select, left {Left} other {Right}} map. Arrow keys move the cell cursor; Space toggles a wall; S and G place the start and the goal.',
  'page.canvas.role': 'editable map',

  // ——— under the panels ———
  'page.verdict.waiting': 'The verdict appears when both searches are done.',
  'page.detour.start':
    "{worse, capital}'s path leaves {better}'s right at the start ({x}, {y}) (yellow triangle); {off} of its {cells} cells lie off {better}'s path (purple), whose route is dashed blue.",
  'page.detour.after':
    "{worse, capital}'s path leaves {better}'s at ({x}, {y}), after {shared} shared steps (yellow triangle); {off} of its {cells} cells lie off {better}'s path (purple), whose route is dashed blue.",

  // ——— the weight sweep ———
  'page.sweep.current': "the right panel's",
  'page.sweep.waiting': 'computing… (after the race: on a map this big it would slow the animation)',
  'page.sweep.failed': 'The sweep could not run: {error}',

  // ——— the side: the map ———
  'page.map.presets': 'Presets',
  'page.map.races': 'Races',
  'page.map.movingAI': 'Moving AI benchmark maps',
  'page.map.movingAIOption': '{name} ({width}×{height})',
  'page.map.raceOption': '{name} ({map})',
  'page.map.yours': 'Your map ({width}×{height})',
  'page.map.densityValue': '{percent}%',
  // What the map is, under the menu (a named map's is the race core's).
  'page.note.file': '{name}, your {size} map',
  'page.note.random': 'Random walls: {size}, {percent}% walls (seed {seed}).',
  'page.note.race': '{name}: {about}',
  'page.note.edited': '{note} (edited)',

  // ——— the side: editing ———
  'page.downloadSvg': 'Download figure (SVG)',
  'page.downloadSvg.title': 'The race at this step as an SVG figure',
  'page.downloadGif': 'Download animation (GIF)',
  'page.downloadGif.title': 'The race from start to end as an animated GIF',
  'page.labels.hint': '(shown when cells are at least 28 px; here {size} px)',

  // ——— the side: embedding ———
  'page.embed.element': 'Element {hint}',
  'page.embed.element.hint': '(a script and a tag)',
  'page.embed.iframe': 'iframe {hint}',
  'page.embed.iframe.hint': '(for sites that take no scripts)',
  'page.embed.copy': 'Copy',
  'page.embed.copied': 'Copied',
  'page.embed.copiedStatus': 'Copied to the clipboard.',
  'page.embed.selected': 'The browser would not copy it: the code is selected, press {keys}.',
  'page.embed.loading': 'The race is still loading.',
  'page.embed.failed': 'The embed code could not be made: {error}',
  'page.embed.terrain':
    'This map cannot be embedded: the cell at ({x}, {y}) has terrain {terrain}, and an embedded map holds terrain 1 to 9 only. Draw over it with a brush and try again.',
  'page.embed.refused': 'This race cannot be embedded: {error}.',
  'page.embed.noIframe':
    "No iframe for this map: its {size} cells would make an address of {kB} kB, and many web servers refuse addresses longer than about 8 kB. Use the element, or put the map on your site as a Moving AI .map file and give the iframe its address: {example} (plus the element's other attributes).",
  'page.embed.bigElement':
    'The element holds your {size} map in its map attribute: {kB} kB of text in your page.',
  'page.embed.movingAI':
    '{name} is a Moving AI map: the element fetches it from the server that serves path-race.js, where the <meta name="pathrace-maps"> line says the maps are (race/maps/ beside path-race.js). The npm package leaves these maps out: if you serve the element yourself, copy web/race/maps too.',
  'page.embed.localhost':
    "These addresses point at {origin}, this computer: they work in pages opened here, not in a published post. Put pathrace's web/ folder on your site and change the addresses, or bundle the element from npm (import 'pathrace/element').",

  // ——— between clauses ———
  'page.separator.clauses': '; ',

  // ——— what the page says on its message line ———
  'page.message.partsFailed':
    'Part of the page could not load ({error}): the race plays, but the open-list tables, the weight sweep, editing, opening files and the embed code are missing. Reloading the page may bring them.',
  'page.message.startFailed': 'The race could not start: {error}',
  'page.message.figureFailed': 'The {kind} could not be made: {error}',
  'page.message.languageFailed':
    'The page could not load {language} ({error}): it stays in the language it had.',
  'page.message.mapFailed': 'Could not load that map: {error}',
  'page.message.backFailed': 'Could not go back to that map: {error}',
  'page.message.outside': 'the start or the goal lies outside the map',
  'page.start.link': "this link's race",
  'page.start.saved': 'your last race',
  'page.start.default': 'the default race',
  'page.start.unread': '{what} could not be read ({error})',
  'page.start.unshown': '{what} could not be shown ({error})',
  'page.start.instead': '{problems, capital}; showing {what} instead.',
  'page.save.failed': 'Could not save this race: {error}',
  'page.save.full':
    'This browser cannot save your race (its storage for this site is full): the link in the address bar holds it, so bookmark or copy that link to keep it.',
  'page.save.none':
    'This browser cannot save your race (it keeps no storage for this page): the link in the address bar holds it, so bookmark or copy that link to keep it.',
  'page.link.unread': "This link's race could not be read: {error}",
  'page.link.copied': 'Link copied: it opens this exact race.',
  'page.link.copy': 'Copy this link: {url}',
  'page.file.unread': 'Could not read {name}: {error}',
  'page.file.unopened': 'Could not open {name}: {error} Your map is unchanged.',
  'page.file.invalid': '{sentence}{ended, select, yes {} other {.}} Your map is unchanged.',
  'page.file.noOpenCell': '{name} has no open cell to start from. Your map is unchanged.',
};
