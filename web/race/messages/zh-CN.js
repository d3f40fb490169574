// 简体中文: the words Chinese tutorials use (开放列表, 关闭列表, 启发函数,
// 贪婪最佳优先搜索, 代价, 展开 …). Same ids as en.js; a missing one reads
// English, marked lang="en" where it is shown.
export default {
  // ——— the race core ———
  'stats.running': '已展开{expanded}个 · 开放列表{open}个',
  'stats.found': '已展开{expanded}个 · 代价{cost}',
  'stats.noPath': '已展开{expanded}个 · 没有路径',
  'panel.algorithm':
    '{algorithm, select, astar {A*} weighted {加权A*} greedy {贪婪搜索} dijkstra {Dijkstra} bfs {广度优先搜索} jps {JPS} other {{algorithm}}}',
  'panel.algorithmFull':
    '{algorithm, select, astar {A*搜索} weighted {加权A*} greedy {贪婪最佳优先搜索} dijkstra {Dijkstra算法} bfs {广度优先搜索} jps {跳点搜索} other {{algorithm}}}',
  'rule.heuristic':
    '{name, select, manhattan {曼哈顿距离} octile {八方向距离} euclidean {欧几里得距离} chebyshev {切比雪夫距离} zero {零（不用启发函数）} other {{name}}}',
  'rule.heuristicShort':
    '{name, select, manhattan {曼哈顿距离} octile {八方向距离} euclidean {欧几里得距离} chebyshev {切比雪夫距离} zero {h = 0} other {{name}}}',
  'rule.diagonal':
    '{name, select, never {四方向} no-corner-cutting {八方向不切角} at-most-one-blocked {八方向可越过单侧墙角} always {八方向可切角} other {{name}}}',
  'rule.tieBreak': '{name, select, larger-g {优先取g较大者} fifo {先进先出} lifo {后进先出} other {{name}}}',
  'rule.tieBreakShort': '{name, select, larger-g {g较大优先} fifo {先进先出} lifo {后进先出} other {{name}}}',
  'rule.costs': '{name, select, exact {精确：1和√2} classic {经典：10和14} other {{name}}}',
  'panel.named': '{name}（{details}）',
  'panel.detailSeparator': '，',
  'panel.weight': 'w = {weight}',
  'panel.side': '{side, select, left {左} other {右}}',
  'unit.name': '{size}×{size}',
  'unit.blockedWall': '{end, select, start {起点} other {终点}}是墙',
  'unit.blockedUnit':
    '{unit}的单位在{end, select, start {起点} other {终点}}放不下（它占据的方块里有墙，或超出了地图）',
  'headline.sameSearch': '两边运行的是同一个搜索，所以步调完全一致。',
  'headline.movesDiffer':
    '两者都在各自允许的走法下找到代价最低的路径，但它们的走法不同——看工作量，也看代价。',
  'headline.jumpPoints': '两者找到的路径代价相同，都是最低的，但{jps}只展开跳点：它做的工作少得多。',
  'headline.noH':
    '两者找到的路径代价相同，都是最低的；{dijkstra}没有h把它引向终点，只能向四面八方扩散——看它多展开了多少。',
  'headline.ties': '两者找到的路径代价相同，都是最低的：打破平局的方式只改变工作量，从不改变代价。',
  'headline.sameCost': '两者找到的路径代价相同，都是最低的——看谁展开的格子更少。',
  'headline.neitherCheapest': '两者都不保证找到代价最低的路径——看各自做了多少工作，路径代价又是多少。',
  'headline.bothGreedy':
    '两个贪婪搜索都只凭h冲向终点，都不保证找到代价最低的路径——看各自做了多少工作，路径代价又是多少。',
  'headline.greedyAndOther':
    '{greedy}通常先到，{other}{how, select, bounded {的路径代价至多是最低代价的{weight}倍} steps {的路径步数最少} other {则受一个会高估的h引导}}——看工作量，也看代价。',
  'headline.greedy': '{name}通常先到——看谁的路径更短。',
  'headline.overestimates': '{name}的h会高估对角步，所以它的路径可能比{best}找到的最低代价路径更贵。',
  'headline.bounded':
    '{name}把h的权重加到{weight}倍，以便更快到达，路径代价至多是最低代价的{weight}倍——看它省下了什么，又付出了什么。',
  'headline.steps':
    '{name}数的是步数而不是代价：它的路径步数最少，{best}的路径代价最低——看它们在哪里分道扬镳。',
  'verdict.jumps': '，跳跃中扫过了{scanned}个格子',
  'verdict.refused':
    '{name}不能在这张地图上参赛（{why}）；{other, select, refused {{otherName}也不能} found {{otherName}的路径代价为{cost}} other {{otherName}找不到路径}}。',
  'verdict.neither': '两者都找不到路径：{why}（分别展开了{left}次和{right}次）。',
  'verdict.noPathJoins': '没有路径连通起点和终点',
  'verdict.oneLost': '{lost}在它的规则下找不到路径；{found}的路径代价为{cost}。',
  'verdict.sameCostSameWork': '两条路径的代价都是{cost}，展开的次数也相同（{expanded}次）。',
  'verdict.sameCostAboutAsMany': '两条路径的代价都是{cost}，展开的次数也差不多（{left}次和{right}次）。',
  'verdict.sameCostFewer':
    '两条路径的代价都是{cost}；{name}展开的节点数只有对方的1/{ratio}（{fewer}对{more}）{jumps}。',
  'verdict.costs': '{worse}对{better}（{worseCells}个格子对{betterCells}个）',
  'verdict.worseSameWork': '{name}展开的节点数相同，路径代价却高出{percent}%：{costs}。',
  'verdict.worseAboutAsMany':
    '{name}展开的节点数差不多（{worseExpanded}对{betterExpanded}），路径代价却高出{percent}%：{costs}。',
  'verdict.worseFewer': '{name}展开的节点数只有对方的1/{ratio}，但路径代价高出{percent}%：{costs}。',
  'verdict.worseMore': '{name}展开的节点数是对方的{ratio}倍，路径代价却仍高出{percent}%：{costs}。',
  'race.refusal':
    '{reason, select, terrain {跳点搜索要求每个可通行格子的代价都是1，但格子({x}, {y})的地形代价是{terrain}} other {引擎不在这张地图上运行这种搜索}}',
  'openList.column':
    '{column, select, queue {入队顺序} ignoredG {g（不计入）} arrival {入列顺序} other {{column}}}',
  'openList.ties':
    '{rule, select, queue {先进先出} larger-g {平局时取g较大者} fifo {平局时取先入列者} other {平局时取后入列者}}',
  'openList.caption':
    '{name}：接下来要取出的格子，{column}最小的在前（{ties}）；•表示上一步新加入或改进的格子',
  'openList.found': '{name}展开了{expanded}次{jumps}，把终点从开放列表中取了出来：搜索完成。',
  'openList.ranDry': '{name}展开了{expanded}次{jumps}，开放列表就空了：没有路径。',
  'openList.cannotStart': '{name}无法开始：{why}。',
  'openList.cannotFinish': '{name}无法到达终点：{why}。',
  'openList.refused': '{name}不能在这张地图上参赛：{why}。',
  'openList.takeGreedy': '{name}取出({x}, {y})：h = {h}是开放列表中最小的；它不计入已经走过的路程{g}',
  'openList.takeDijkstra': '{name}取出({x}, {y})：g = {g}是开放列表中最小的；它没有h，向各个方向均匀地搜索',
  'openList.takeBfs': '{name}取出({x}, {y})：它在队列里等得最久（先进先出）',
  'openList.takeAstar':
    '{name}取出({x}, {y})：f = {f}是开放列表中最小的（g {g} + {weighted, select, yes {{weight} × h} other {h}} {h}）',
  'openList.tied': '，与另外{orMore, select, yes {至少{count}个} other {{count}个}}格子并列（{ties}）',
  'openList.step': '{take}{tied}；{last}。',
  'openList.lastStart': '它就是起点',
  'openList.lastOpened': '它上一步把{opened}个格子加入了开放列表',
  'openList.lastOpenedImproved': '它上一步把{opened}个格子加入了开放列表，并改进了{improved}个',
  'openList.commit': '{sentence}它在这里走上了绕路：({x}, {y})不在{other}那条代价更低的路径上。',
  'openList.table': '{name}的开放列表',
  'openList.summary': '开放列表：{size}个格子',
  'openList.summaryDone': '开放列表：剩下{size}个格子；搜索已结束',
  'openList.rank': '名次',
  'openList.cell': '格子',
  'openList.orderedBy': '列表按这一列排序',
  'view.panelName': '{side, select, left {左侧搜索} other {右侧搜索}}',
  'view.overlay': '{name}：地图和搜索过程',
  'tooltip.cell': '({x}, {y})',
  'tooltip.cellTagged': '({x}, {y}) · {tags}',
  'tooltip.tag': '{tag, select, start {起点} goal {终点} other {当前节点}}',
  'tooltip.tagSeparator': '、',
  'tooltip.wall': '墙',
  'tooltip.state':
    '{state, select, unseen {尚未到达} open {开放：在搜索前沿上} closed {关闭：已展开} path {在路径上} scanned {已扫过：被跳跃越过} other {{state}}}',
  'tooltip.numbers': 'f {f} · g {g} · h {h}',
  'tooltip.parent': '父节点({x}, {y})',
  'tooltip.noParent': '没有父节点（起点）',
  'tooltip.terrain': '地形代价×{terrain}',
  'sweep.label': '权重扫描：路径代价和展开的格子数随权重w的变化',
  'sweep.current': '当前的权重',
  'sweep.computing': '计算中…',
  'sweep.cost': '路径代价',
  'sweep.expanded': '展开的格子数',
  'sweep.noPath': '任何权重都找不到路径',
  'sweep.axis': '权重w（对数刻度）',
  'sweep.point':
    '{kind, select, greedy {{greedy}} dijkstra {w = 0（{dijkstra}）} astar {w = 1（{astar}）} other {w = {weight}}}',
  'sweep.pointLabel':
    '{point}：{found, select, yes {路径代价{cost}} other {没有路径}}，展开了{expanded}个格子{current, select, yes {（{currentLabel}）} other {}}',
  'speed.allAtOnce': '一次完成',
  'speed.perSecond': '{speed}/秒',
  'moments.badAt': '{at}既不是时刻{names}之一，也不是0到{max}之间的步数',
  'moments.noGoal': '{side, select, left {左侧} other {右侧}}的搜索找不到路径',
  'moments.noDetour': '没有哪条路径比另一条代价更高：没有搜索绕路',
  'map.size': '{width}×{height}',
  'map.movingAI': 'Moving AI地图{name}',
  'map.url': '地图{name}',
  'map.fetchFailed': '无法获取{what}（服务器返回状态码{status}）',
  'map.fetchBlocked': '无法获取{what}（网络出错，或被页面的内容安全策略拦截）',
  'map.invalid':
    '{what}不是有效的Moving AI地图{where, select, lineColumn {（第{line}行第{column}列）} line {（第{line}行）} other {}}：{problem}',
  'map.problem':
    '{reason, select, bad-header {文件头不是Moving AI地图的格式} bad-size {地图的尺寸超出了允许的范围} bad-row-length {这一行的长度和地图的宽度不符} bad-character {这里有地图格式不允许的字符} missing-rows {行数比文件头写的高度少} extra-rows {行数比文件头写的高度多} other {无法读取这张地图}}',
  'map.noPreset': '没有名为{name}的预设地图',
  'map.noMovingAI':
    '地图{name}：这个页面没有指明Moving AI地图的索引文件（软件包里不带这些地图，所以通过内容分发网络加载时也没有）；请逐行写出地图，或给出它的地图文件的网址',
  'map.unknown': '地图{name}既不是预设地图，也不是这里提供的Moving AI地图',
  'map.noOpenCell': '{what}没有可以作为起点的可通行格子',
  'map.this': '这张{size}的地图',
  'map.unknownKind': '未知的地图类型{kind}',
  'map.rowsName': '一张{size}的地图',
  'map.rowsDescription': '你的{size}地图',
  'map.movingAIDescription': '{name}，来自Moving AI基准测试集的{size}地图',
  'preset.worked-example.name': '教程示例（4×4）',
  'preset.worked-example.description':
    '经典A*教程里的4×4网格：斜走一步代价14，直走一步代价10，每个格子都标出f、g和h。',
  'preset.concave.name': '凹形陷阱',
  'preset.concave.description':
    '一个开口朝向起点的杯形障碍，终点在它后面。贪婪搜索径直冲进杯口，只好再退出来；A*则从杯沿上绕了过去。',
  'preset.spiral.name': '螺旋',
  'preset.spiral.description':
    '螺旋的入口就在起点旁边，但贪婪搜索直奔螺旋中心的终点，先沿着外圈绕了整整一圈。',
  'preset.u-room.name': '马蹄形房间',
  'preset.u-room.description':
    '起点在一个马蹄形房间里，房间的开口背对终点。贪婪搜索先走进最深的角落，才找到出去的路。',
  'preset.open-field.name': '空旷场地',
  'preset.open-field.description':
    '没有墙：贪婪搜索的猜测恰好正确，这是比较的基准。两者都找到最短路径，展开的格子几乎只有路径沿途的那些。',
  'preset.random.name': '随机墙',
  'preset.random.description': '70×70，30%的格子是墙，起点和终点在相对的两个角上。',
  'preset.maze-backtracker.name': '迷宫（回溯法）',
  'preset.maze-backtracker.description': '由随机的深度优先游走挖出的完美迷宫：走廊又长又曲折，岔路很少。',
  'preset.maze-division.name': '迷宫（递归分割）',
  'preset.maze-division.description': '用只留一个缺口的墙不断分割房间而成的完美迷宫：走廊又长又直。',
  'preset.greedy-story.name': '贪婪搜索：45格就够，它走了65格',
  'preset.greedy-story.description':
    '贪婪搜索教程里的故事，四方向移动，用曼哈顿距离：贪婪搜索径直奔向终点，钻进一个开口朝着它的马蹄形障碍，沿着墙走到尽头，又不得不退回来。它的路径经过65个格子，而45个就够了；A*把已经走过的路也算进代价，找到了一条45格的路径。',
  'preset.overestimate.name': '启发函数会高估的A*',
  'preset.overestimate.description':
    '斜走一步的代价是√2，曼哈顿距离却把它算作2：一离开终点所在的那一行，它就会高估。用它的A*（右）沿着墙往下走，绕过墙脚，再沿终点那一行走过去：路径代价62.9。用八方向距离的A*（左）从墙的上方越过，代价48.6。只有当h从不高估时，A*才是最优的。',
  'preset.ties.name': '平局：g较大优先与后进先出',
  'preset.ties.description':
    '贪婪搜索故事里的地图，换成A*来跑，许多格子的f相同。先从开放列表中取出哪一个，只改变工作量，从不改变代价：优先取g较大者展开了115个格子，后进先出展开了45个，先进先出展开了283个，而每条路径的代价都是44。',
  'preset.astar-vs-jps.name': 'A*与跳点搜索',
  'preset.astar-vs-jps.description':
    '一张《龙腾世纪》的地图。两者都找到代价相同的最短路径；A*展开了成千上万个格子，跳点搜索只展开了少数几个跳点。',

  // ——— figures and the command line ———
  'figure.title.both': '{left}与{right}：两种网格搜索的竞速',
  'figure.title.one': '{name}：与{other}竞速的{side, select, left {左侧} other {右侧}}搜索',
  'figure.pending': '已展开{n}次；两个搜索都结束后给出结论。',
};
