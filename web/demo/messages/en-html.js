// The English index.html is written in, by id (its data-msg and
// data-msg-* marks; the syntax is ../../race/messages.js's), but for what
// the page's script also writes (./en.js has those). The page
// arrives in it, so only a page shown in another language needs it: to go
// back to English, and as the fallback behind that language. ../locale.js
// loads it then; tests/e2e/page-language.test.js checks that index.html
// says the same.
export default {
  // ——— the document ———
  'page.title': 'pathrace — A* and greedy best-first, racing on one map',
  'page.description':
    "Watch A* and greedy best-first search race across the same grid map, one expansion at a time, and read exactly how much longer greedy's path is.",
  'page.skip': 'Skip to the race',
  'page.heading.vs': 'vs',
  'page.tagline':
    'Two searches, one map, one clock. Every tick, both take the same number of cells off their open list, so the race compares {work}: {race}',
  'page.tagline.work': 'work',

  // ——— the reader's menus ———
  'page.reading': 'Language and theme',
  'page.language': 'Language',
  'page.theme': 'Theme',
  'page.theme.auto': 'Auto',
  'page.theme.light': 'Light',
  'page.theme.dark': 'Dark',

  // ——— the transport ———
  'page.transport': 'Race controls',
  'page.clock': 'Expansions done',
  'page.speed': 'Speed',

  // ——— the panels ———
  'page.rules': 'Rules',
  'page.rules.heuristic': 'Heuristic',
  'page.rules.diagonal': 'Diagonals',
  'page.rules.tieBreak': 'Ties',
  'page.stats.expanded': 'expanded',
  'page.stats.scanned': 'scanned',
  'page.stats.open': 'open list',
  'page.stats.steps': 'path steps',
  'page.stats.cost': 'cost',

  // ——— under the panels ———

  // ——— the weight sweep ———
  'page.sweep': 'Weight sweep',
  'page.sweep.hint':
    "Weighted A* expands by g + w·h. For this map, its start and goal and the right panel's rules: the cost of the path it finds and the cells it expands, from w = 0 (Dijkstra) through 1 (A*) to 100, and greedy. Click a point, or focus the chart and pick one with the arrow keys and Enter, to race it in the right panel.",
  'page.sweep.greedyNote':
    "Greedy is not exactly weighted A* at a huge w: it never counts g and never re-opens a cell, so its point differs from w = 100's.",

  // ——— the side: the map ———
  'page.side': 'Map, editing and explanation',
  'page.map': 'Map',
  'page.map.newSeed': 'New random map',
  'page.map.density': 'walls',
  'page.map.file': 'Open a .map file…',
  'page.map.drop': 'or drop one on the page',
  'page.drop': 'Drop a Moving AI {file} file to load it',
  // What the map is, under the menu (a named map's is the race core's).

  // ——— the side: editing ———
  'page.edit': 'Edit',
  'page.brush': 'Brush',
  'page.brush.wall': 'Wall',
  'page.brush.t3': 'Terrain ×3',
  'page.brush.t9': 'Terrain ×9',
  'page.undo': 'Undo',
  'page.undo.title': 'Undo (Ctrl+Z)',
  'page.redo': 'Redo',
  'page.redo.title': 'Redo (Ctrl+Shift+Z)',
  'page.copyLink': 'Copy link',
  'page.copyLink.title': 'Copy a link to this exact race',
  'page.unitSize': 'Unit size',
  'page.unitSize.hint':
    'a unit of size k stands on the k×k block right of and below its cell; both searches move it',
  'page.classic': 'Classic costs: 10 and 14 per step, as the textbooks draw them',
  'page.autoSpeed': 'Auto speed: each race takes 4 to 8 seconds',
  'page.labels': 'f, g, h in each cell and arrows to parents',
  'page.jps':
    "{jps} (JPS) is A* that jumps: along rows, columns and diagonals it scans past cells until a wall could change the best route, and only there puts a {jumpPoint} on the open list, with a line back to its parent. One tick is one jump point expanded, however many cells it scanned. Its paths cost what A*'s do; on a map with slow terrain its panel says why it does not race.",
  'page.jps.name': 'Jump point search',
  'page.jps.point': 'jump point',
  'page.drawing':
    "Drag on a map to draw (starting on the brush's terrain erases). Drag {start} and {goal} to move them. Keyboard: focus a map, arrows move the cursor, Space toggles a wall, S and G place the start and goal, Ctrl+Z undoes.",

  // ——— the side: embedding ———
  'page.embed': 'Embed this race',
  'page.embed.hint':
    'This race on this map, for a blog post or a tutorial. The code follows the page: change the race and it changes too.',

  // ——— the side: what you are looking at ———
  'page.explain': 'What you are looking at',
  'page.legend': 'Legend',
  'page.legend.start': 'start',
  'page.legend.goal': 'goal',
  'page.legend.open': 'open list: found, waiting',
  'page.legend.closed': 'closed: expanded',
  'page.legend.current': 'current: expanded last',
  'page.legend.scanned': 'scanned by a jump (jump point search)',
  'page.legend.jump': "a jump point's jump from its parent",
  'page.legend.path': 'the path found',
  'page.legend.wall': 'wall',
  'page.legend.terrain': 'slow terrain',
  'page.legend.better': 'the better path, over the worse one',
  'page.legend.detour': 'its detour, and where it leaves',
  'page.explain.search':
    'Both panels look for a path from the start to the goal. A search keeps an {openList} of cells it has found but not yet explored. Each step it {expands} the open cell with the lowest priority {f}: it closes it and puts its neighbours on the open list, remembering the cell they were reached from (their {parent}).',
  'page.explain.search.openList': 'open list',
  'page.explain.search.expands': 'expands',
  'page.explain.search.parent': 'parent',
  'page.explain.cell':
    'On big cells: an arrow towards the parent, and in the half of the cell it does not cross, {f} with {g} (left) and {h} (right) under it; on smaller cells, f alone.',
  'page.explain.priority':
    '{g} is the cost of the best way found so far from the start to the cell. {h} is the heuristic: a guess of the cost still to go, measured as if there were no walls. {astar} expands the lowest {fgh}: the best guess of a whole path through the cell. {dijkstra} uses g alone, {greedy} h alone.',
  'page.explain.priority.greedy': 'greedy best-first',
  'page.explain.greedy':
    '{title} With a priority of h alone, greedy ignores the distance already travelled: any cell that looks closer to the goal wins, however long the way to it was. It rushes at the goal, runs along the wall in the way, and keeps the first route it found to each cell. It expands few cells, but its path can be much longer. A* pays for g, so a roundabout route must earn its place; as long as h never overestimates, its path is a shortest one.',
  'page.explain.greedy.title': 'Why greedy loses.',
  'page.explain.weighted':
    '{title} expands by g + w·h: w = 0 is Dijkstra, w = 1 is A*, and a large w behaves more and more like greedy.',
  'page.explain.weighted.title': 'Weighted A*',
  'page.explain.credit': 'Moving AI maps: N. Sturtevant, {work} (2012), movingai.com, ODC-By.',
};
