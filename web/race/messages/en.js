// English: every message the race core and figures show, by id (the syntax
// is messages.js's). English is complete by definition: every other
// language falls back to it key by key, and its ids (with the element's,
// web/embed/messages/en.js) are the ones authors may override. Sections,
// each kept by the code it names: the race core (web/race), figures and
// the command line (web/race/figure*.js, bin/). The element's words live
// with the element and the page keeps its own catalogue (web/demo/messages),
// so that each face downloads only the words it shows.
export default {
  // ——— the race core ———
  // Numbers and names of a panel (format.js formatStats, panel.js, unit.js).
  'stats.running': '{expanded} expanded · {open} open',
  'stats.found': '{expanded} expanded · cost {cost}',
  'stats.noPath': '{expanded} expanded · no path',
  'panel.algorithm':
    '{algorithm, select, astar {A*} weighted {weighted A*} greedy {greedy} dijkstra {Dijkstra} bfs {BFS} jps {JPS} other {{algorithm}}}',
  'panel.algorithmFull':
    '{algorithm, select, astar {A*} weighted {weighted A*} greedy {greedy best-first} dijkstra {Dijkstra} bfs {BFS} jps {jump point search} other {{algorithm}}}',
  // The rules as the menus name them (English: web/lib/vocabulary.js's labels) and, short, in a panel's name.
  'rule.heuristic':
    '{name, select, manhattan {Manhattan} octile {octile} euclidean {Euclidean} chebyshev {Chebyshev} zero {zero (none)} other {{name}}}',
  'rule.heuristicShort':
    '{name, select, manhattan {Manhattan} octile {octile} euclidean {Euclidean} chebyshev {Chebyshev} zero {h = 0} other {{name}}}',
  'rule.diagonal':
    '{name, select, never {4 ways} no-corner-cutting {8 ways, no corner cutting} at-most-one-blocked {8 ways, past one blocked corner} always {8 ways, cutting corners} other {{name}}}',
  'rule.tieBreak':
    '{name, select, larger-g {prefer larger g} fifo {first in, first out} lifo {last in, first out} other {{name}}}',
  'rule.tieBreakShort': '{name, select, larger-g {larger g} fifo {FIFO} lifo {LIFO} other {{name}}}',
  'rule.costs': '{name, select, exact {exact: 1 and √2} classic {classic: 10 and 14} other {{name}}}',
  'panel.named': '{name} ({details})',
  'panel.detailSeparator': ', ',
  'panel.weight': 'w = {weight}',
  'panel.side': '{side, select, left {left} other {right}}',
  'unit.name': '{size}×{size}',
  'unit.blockedWall': 'the {end, select, start {start} other {goal}} is a wall',
  'unit.blockedUnit':
    'a {unit} unit does not fit at the {end, select, start {start} other {goal}} (its block holds a wall or leaves the map)',
  // What racing two panels shows (headline.js): the end of the page's sentence "…so the race compares work: ___".
  'headline.sameSearch': 'both panels run the same search, so they move in step.',
  'headline.movesDiffer':
    'each finds the cheapest path its own moves allow, and their moves differ — watch the work and the cost.',
  'headline.jumpPoints':
    'both find a path of the same, lowest cost, but {jps} expands only jump points: it does far less work.',
  'headline.noH':
    'both find a path of the same, lowest cost; {dijkstra} has no h to aim it at the goal and spreads in every direction — watch how much more it expands.',
  'headline.ties':
    'both find a path of the same, lowest cost: how they break ties changes the work, never the cost.',
  'headline.sameCost': 'both find a path of the same, lowest cost — watch which expands fewer cells.',
  'headline.neitherCheapest':
    'neither is sure to find a cheapest path — watch the work each does and what its path costs.',
  'headline.bothGreedy':
    'both greedy searches rush for the goal by h alone, neither sure to find a cheapest path — watch the work each does and what its path costs.',
  'headline.greedyAndOther':
    '{greedy} usually gets there first, {other} {how, select, bounded {with a path that costs at most {weight}× the cheapest} steps {with the fewest steps} other {led by an h that overestimates}} — watch the work and the cost.',
  'headline.greedy': '{name} usually gets there first — watch whose path is shorter.',
  'headline.overestimates':
    "{name}'s h overestimates diagonal steps, so its path can cost more than the cheapest one, which {best} finds.",
  'headline.bounded':
    '{name} weighs h {weight} times as heavily, to get there sooner with a path that costs at most {weight}× the cheapest — watch what it saves and what it pays.',
  'headline.steps':
    "{name} counts steps, not costs: its path has the fewest steps, {best}'s the lowest cost — watch where they part.",
  // The verdict (verdict.js).
  'verdict.jumps': ', scanning {scanned, plural, one {# cell} other {# cells}} in its jumps',
  'verdict.refused':
    "{name, capital} does not race on this map ({why}); {other, select, refused {neither does {otherName}} found {{otherName}'s path costs {cost}} other {{otherName} finds no path}}.",
  'verdict.neither': 'Neither finds a path: {why} ({left} and {right} expansions).',
  'verdict.noPathJoins': 'no path joins start and goal',
  'verdict.oneLost': "{lost, capital} finds no path under its rules; {found}'s costs {cost}.",
  'verdict.sameCostSameWork': 'Both paths cost {cost}, after the same number of expansions ({expanded}).',
  'verdict.sameCostAboutAsMany':
    'Both paths cost {cost}, after about as many expansions ({left} and {right}).',
  'verdict.sameCostFewer':
    'Both paths cost {cost}; {name} expanded {ratio}× fewer nodes ({fewer} vs {more}){jumps}.',
  'verdict.costs':
    '{worse} vs {better} ({worseCells, plural, one {# cell} other {# cells}} vs {betterCells})',
  'verdict.worseSameWork':
    '{name, capital} expanded as many nodes and its path costs {percent}% more: {costs}.',
  'verdict.worseAboutAsMany':
    '{name, capital} expanded about as many nodes ({worseExpanded} vs {betterExpanded}) and its path costs {percent}% more: {costs}.',
  'verdict.worseFewer':
    '{name, capital} expanded {ratio}× fewer nodes but its path costs {percent}% more: {costs}.',
  'verdict.worseMore':
    '{name, capital} expanded {ratio}× more nodes and its path still costs {percent}% more: {costs}.',
  // Why the engine would not run a panel's search on this map (race.js).
  'race.refusal':
    '{reason, select, terrain {jump point search needs every open cell to cost 1, but cell ({x}, {y}) has terrain {terrain}} other {the engine does not run this search on this map}}',
  // A panel's open list and its account of its step (open-list.js, open-list-table.js).
  'openList.column':
    '{column, select, queue {queue order} ignoredG {g (ignored)} arrival {arrival} other {{column}}}',
  'openList.ties':
    '{rule, select, queue {first in, first out} larger-g {ties to the larger g} fifo {ties to the first in} other {ties to the last in}}',
  'openList.caption':
    '{name}: the cells it will take next, lowest {column} first ({ties}); • opened or improved by the last step',
  'openList.found':
    '{name, capital} took the goal off its open list after {expanded, plural, one {# expansion} other {# expansions}}{jumps}: done.',
  'openList.ranDry':
    "{name, capital}'s open list ran dry after {expanded, plural, one {# expansion} other {# expansions}}{jumps}: no path.",
  'openList.cannotStart': '{name, capital} cannot start: {why}.',
  'openList.cannotFinish': '{name, capital} cannot finish: {why}.',
  'openList.refused': '{name, capital} does not race on this map: {why}.',
  'openList.takeGreedy':
    '{name, capital} takes ({x}, {y}): h = {h} is the lowest on its open list; it does not count the {g} it has already walked',
  'openList.takeDijkstra':
    '{name, capital} takes ({x}, {y}): g = {g} is the lowest on its open list; it has no h and looks in every direction',
  'openList.takeBfs':
    '{name, capital} takes ({x}, {y}): it has waited longest in its queue (first in, first out)',
  'openList.takeAstar':
    '{name, capital} takes ({x}, {y}): f = {f} is the lowest on its open list (g {g} + {weighted, select, yes {{weight} × h} other {h}} {h})',
  'openList.tied': ', tied with {orMore, select, yes {{count} or more} other {{count}}} ({ties})',
  'openList.step': '{take}{tied}; {last}.',
  'openList.lastStart': 'it is the start',
  'openList.lastOpened': 'its last step opened {opened, plural, one {# cell} other {# cells}}',
  'openList.lastOpenedImproved':
    'its last step opened {opened, plural, one {# cell} other {# cells}} and improved {improved}',
  'openList.commit': "{sentence} Here it commits to its detour: ({x}, {y}) is off {other}'s cheaper path.",
  'openList.table': '{name} open list',
  'openList.summary': 'Open list: {size, plural, one {# cell} other {# cells}}',
  'openList.summaryDone': 'Open list: {size, plural, one {# cell} other {# cells}} left; the search is over',
  'openList.rank': 'rank',
  'openList.cell': 'cell',
  'openList.orderedBy': 'the list is ordered by this column',
  // The map on screen (race-view.js, overlay.js): the panels' names and a cell's tooltip.
  'view.panelName': '{side, select, left {Left search} other {Right search}}',
  'view.overlay': '{name}: the map and the search',
  'tooltip.cell': '({x}, {y})',
  'tooltip.cellTagged': '({x}, {y}) · {tags}',
  'tooltip.tag': '{tag, select, start {start} goal {goal} other {current}}',
  'tooltip.tagSeparator': ', ',
  'tooltip.wall': 'wall',
  'tooltip.state':
    '{state, select, unseen {not reached yet} open {open: on the frontier} closed {closed: expanded} path {on the path} scanned {scanned: passed over by a jump} other {{state}}}',
  'tooltip.numbers': 'f {f} · g {g} · h {h}',
  'tooltip.parent': 'parent ({x}, {y})',
  'tooltip.noParent': 'no parent (the start)',
  'tooltip.terrain': 'terrain cost ×{terrain}',
  // The weight sweep (sweep-chart.js).
  'sweep.label': 'Weight sweep: path cost and cells expanded against the weight w',
  'sweep.current': 'the current one',
  'sweep.computing': 'computing…',
  'sweep.cost': 'path cost',
  'sweep.expanded': 'cells expanded',
  'sweep.noPath': 'no weight finds a path',
  'sweep.axis': 'weight w (log scale)',
  'sweep.point':
    '{kind, select, greedy {{greedy}} dijkstra {w = 0 ({dijkstra})} astar {w = 1 ({astar})} other {w = {weight}}}',
  'sweep.pointLabel':
    '{point}: {found, select, yes {path cost {cost}} other {no path}}, {expanded, plural, one {# cell} other {# cells}} expanded{current, select, yes { ({currentLabel})} other {}}',
  // The race's speed (speed.js): `speed` is a number written short ("2.5k", "1M").
  'speed.allAtOnce': 'all at once',
  'speed.perSecond': '{speed} /s',
  // Moments (moments.js).
  'moments.badAt': 'at {at} is not {names} or a step number from 0 to {max}',
  'moments.noGoal': 'the {side, select, left {left} other {right}} search finds no path',
  'moments.noDetour': 'no path costs more than the other: no search takes a detour',
  // Where a map comes from (map-source.js); `size` is unit.js-like "40×25".
  'map.size': '{width}×{height}',
  'map.movingAI': 'the Moving AI map {name}',
  'map.url': 'the map {name}',
  'map.fetchFailed': '{what} could not be fetched (HTTP {status})',
  'map.fetchBlocked': "{what} could not be fetched (a network error, or the page's Content-Security-Policy)",
  'map.invalid':
    '{what} is not a Moving AI map{where, select, lineColumn { (line {line}, column {column})} line { (line {line})} other {}}: {problem}',
  // English gives the engine's own words for what is wrong (web/lib's `detail`); another language may name the `reason`.
  'map.problem': '{detail}',
  'map.noPreset': 'there is no preset map called {name}',
  'map.noMovingAI':
    'map {name}: this page names no Moving AI maps (a <meta name="pathrace-maps"> with the URL of their index.json; the npm package, and so a CDN, carries none); give the map as rows, or the URL of its .map file',
  'map.unknown': 'map {name} is neither a preset nor one of the Moving AI maps served here',
  'map.noOpenCell': '{what} has no open cell to start from',
  'map.this': 'this {size} map',
  'map.unknownKind': 'unknown kind of map {kind}',
  'map.rowsName': 'a {size} map',
  'map.rowsDescription': 'your {size} map',
  'map.movingAIDescription': '{name}, a {size} map from the Moving AI benchmarks',
  // The preset maps (maps.js) and the lesson races (lessons.js), by id. The lessons' numbers are the engine's (tests/js/race-lessons.test.js).
  'preset.worked-example.name': 'Worked example (4×4)',
  'preset.worked-example.description':
    "The classic A* tutorial's 4×4 grid: diagonal steps cost 14, straight ones 10, and every cell shows f, g and h.",
  'preset.concave.name': 'Concave trap',
  'preset.concave.description':
    'A cup open toward the start, the goal behind it. Greedy runs straight into the cup and has to back out; A* goes over the rim.',
  'preset.spiral.name': 'Spiral',
  'preset.spiral.description':
    "The spiral's entrance is right beside the start, but greedy heads for the goal at its heart and walks all the way round the outside first.",
  'preset.u-room.name': 'U-shaped room',
  'preset.u-room.description':
    'The start is inside a U whose opening faces away from the goal. Greedy walks into the far corner before it finds the way out.',
  'preset.open-field.name': 'Open field',
  'preset.open-field.description':
    "No walls: the baseline where greedy's guess is right. Both find a shortest path, expanding little more than the cells along it.",
  'preset.random.name': 'Random walls',
  'preset.random.description': '70×70, 30% walls, start and goal in opposite corners.',
  'preset.maze-backtracker.name': 'Maze (backtracker)',
  'preset.maze-backtracker.description':
    'A perfect maze carved by a random depth-first walk: long winding corridors, few branches.',
  'preset.maze-division.name': 'Maze (recursive division)',
  'preset.maze-division.description':
    'A perfect maze made by splitting rooms with walls that have one gap: long straight corridors.',
  'preset.greedy-story.name': "Greedy's 65 cells where 45 suffice",
  'preset.greedy-story.description':
    "The greedy tutorial's story, 4-connected with Manhattan distance: greedy heads straight for the goal, into a U open toward it, follows the U's walls to its end and has to come back out. Its path crosses 65 cells where 45 suffice; A* pays for the way already walked and finds one of 45.",
  'preset.overestimate.name': 'A* with a heuristic that overestimates',
  'preset.overestimate.description':
    "Diagonal steps cost √2, but Manhattan distance counts each as 2: away from the goal's row it overestimates. A* under it (right) walks down the wall, round its foot and along the goal's row: its path costs 62.9. A* under octile distance (left) goes over the wall for 48.6. A* is only optimal when h never overestimates.",
  'preset.ties.name': 'Ties: larger g vs last in, first out',
  'preset.ties.description':
    "The greedy story's map under A*, where many cells tie on f. Which of them comes off the open list first changes the work, never the cost: preferring larger g expands 115 cells, last in, first out 45 and first in, first out 283, and every path costs 44.",
  'preset.astar-vs-jps.name': 'A* vs jump point search',
  'preset.astar-vs-jps.description':
    'A Dragon Age map. Both find a shortest path of the same cost; jump point search expands a few jump points where A* expands thousands of cells.',

  // ——— figures and the command line ———
  // A figure's title, naming the panels it draws, and its foot while the race runs (figure.js).
  'figure.title.both': '{left, capital} and {right}: a race of two grid searches',
  'figure.title.one':
    '{name, capital}: the {side, select, left {left} other {right}} search of a race against {other}',
  'figure.pending':
    'After {n, plural, one {# expansion} other {# expansions}}; the verdict comes when both searches are done.',
};
