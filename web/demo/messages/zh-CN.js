// 简体中文: the race page's own words (the ids of ./en.js), loaded by
// ../locale.js only for a reader who reads the page in Chinese. In the
// race core's style (../../race/messages/zh-CN.js): the words Chinese
// tutorials use (开放列表, 关闭列表, 启发函数, 贪婪最佳优先搜索, 代价, 展开),
// full-width punctuation in sentences, a space between Chinese and Latin
// letters (A*, f, g, h, JPS), none around numbers. Keys are named as the
// keyboard prints them (Ctrl+Z, S, G, Home), except Space and Enter.
export default {
  // ——— the document ———
  'page.title': 'pathrace——A* 与贪婪最佳优先搜索，在同一张地图上赛跑',
  'page.description':
    '看 A* 与贪婪最佳优先搜索在同一张网格地图上赛跑，一次展开一个格子，并准确读出贪婪搜索的路径长了多少。',
  'page.skip': '跳到比赛',
  'page.heading.vs': '对决',
  'page.tagline':
    '两种搜索，一张地图，一个时钟。每一拍，两边都从各自的开放列表中取出同样多的格子，所以这场比赛比的是{work}：{race}',
  'page.tagline.work': '工作量',

  // ——— the reader's menus ———
  'page.reading': '语言和主题',
  'page.language': '语言',
  'page.theme': '主题',
  'page.theme.auto': '自动',
  'page.theme.light': '浅色',
  'page.theme.dark': '深色',

  // ——— the transport ———
  'page.transport': '比赛控制',
  'page.restart': '回到开始',
  'page.restart.title': '回到开始（Home）',
  'page.stepBack': '退回一次展开',
  'page.stepBack.title': '退回一次展开（,）',
  'page.play': '播放',
  'page.pause': '暂停',
  'page.play.title': '播放或暂停（P）',
  'page.step': '前进一次展开',
  'page.step.title': '前进一次展开（.）',
  'page.toEnd': '跳到结尾',
  'page.toEnd.title': '跳到结尾（End）',
  'page.clock': '已完成的展开次数',
  'page.clock.done': '{done}次展开',
  'page.clock.of': '{done} / {total}次展开',
  'page.clock.value': '已展开{done}次，共{total}次',
  'page.speed': '速度',
  'page.speed.auto': '自动：{speed}',

  // ——— the panels ———
  'page.panel.title': '{side, select, left {左侧} other {右侧}}：{name}',
  'page.panel.algorithm.left': '左侧算法',
  'page.panel.algorithm.right': '右侧算法',
  'page.panel.weight.left': '左侧权重',
  'page.panel.weight.right': '右侧权重',
  'page.panel.weight.value': '{weight}：{meaning}',
  'page.rules': '规则',
  'page.rules.heuristic': '启发函数',
  'page.rules.diagonal': '对角移动',
  'page.rules.tieBreak': '平局处理',
  'page.weight.dijkstra': 'Dijkstra 算法',
  'page.weight.belowAstar': '介于 Dijkstra 算法与 A* 之间',
  'page.weight.astar': 'A*',
  'page.weight.aboveAstar': '介于 A* 与贪婪搜索之间',
  'page.weight.greedy': '接近贪婪搜索',
  'page.stats.expanded': '已展开',
  'page.stats.scanned': '已扫描',
  'page.stats.open': '开放列表',
  'page.stats.steps': '路径步数',
  'page.stats.cost': '代价',
  'page.stats.noPath': '无路径',
  'page.stats.exactCost': '精确代价：{cost}',
  'page.canvas.aria':
    '{side, select, left {左侧} other {右侧}}地图。方向键移动格子光标；空格键放置或清除墙；S 和 G 放置起点和终点。',
  'page.canvas.role': '可编辑的地图',

  // ——— under the panels ———
  'page.verdict.waiting': '两边的搜索都结束后，这里会给出结论。',
  'page.detour.start':
    '{worse}的路径一出起点({x}, {y})就离开了{better}的路径（黄色三角）；它的{cells}个格子中有{off}个不在{better}的路径上（紫色），{better}的路线以蓝色虚线画出。',
  'page.detour.after':
    '{worse}的路径与{better}的路径共同走过{shared}步后，在({x}, {y})分开（黄色三角）；它的{cells}个格子中有{off}个不在{better}的路径上（紫色），{better}的路线以蓝色虚线画出。',

  // ——— the weight sweep ———
  'page.sweep': '权重扫描',
  'page.sweep.hint':
    '加权 A* 按 g + w·h 展开。对这张地图、它的起点和终点以及右侧面板的规则，图中给出从 w = 0（Dijkstra 算法）经过1（A*）直到100，各个权重下找到的路径代价和展开的格子数，另加贪婪搜索。点击一个点，或者聚焦图表后用方向键选点、按回车键，就能在右侧面板里比赛这一设置。',
  'page.sweep.greedyNote':
    '贪婪搜索并不完全等于 w 极大时的加权 A*：它从不计入 g，也从不重新打开格子，所以它的点与 w = 100的点不同。',
  'page.sweep.current': '右侧面板当前所用',
  'page.sweep.waiting': '计算中…（等比赛结束再算：地图这么大，现在算会拖慢动画）',
  'page.sweep.failed': '权重扫描无法运行：{error}',

  // ——— the side: the map ———
  'page.side': '地图、编辑与说明',
  'page.map': '地图',
  'page.map.presets': '预设地图',
  'page.map.races': '比赛',
  'page.map.movingAI': 'Moving AI 基准测试地图',
  'page.map.movingAIOption': '{name}（{width}×{height}）',
  'page.map.raceOption': '{name}（{map}）',
  'page.map.yours': '你的地图（{width}×{height}）',
  'page.map.newSeed': '换一张随机地图',
  'page.map.density': '墙',
  'page.map.densityValue': '{percent}%',
  'page.map.file': '打开 .map 文件…',
  'page.map.drop': '或者直接拖到页面上',
  'page.drop': '松开即可载入这个 Moving AI {file} 文件',
  'page.note.file': '{name}，你的{size}地图',
  'page.note.random': '随机墙：{size}，墙占{percent}%（种子{seed}）。',
  'page.note.race': '{name}：{about}',
  'page.note.edited': '{note}（已编辑）',

  // ——— the side: editing ———
  'page.edit': '编辑',
  'page.brush': '画笔',
  'page.brush.wall': '墙',
  'page.brush.t3': '地形×3',
  'page.brush.t9': '地形×9',
  'page.undo': '撤销',
  'page.undo.title': '撤销（Ctrl+Z）',
  'page.redo': '重做',
  'page.redo.title': '重做（Ctrl+Shift+Z）',
  'page.copyLink': '复制链接',
  'page.copyLink.title': '复制一个能原样打开这场比赛的链接',
  'page.downloadSvg': '下载插图（SVG）',
  'page.downloadSvg.title': '比赛在这一步的 SVG 插图',
  'page.downloadGif': '下载动画（GIF）',
  'page.downloadGif.title': '比赛从头到尾的 GIF 动画',
  'page.unitSize': '单位尺寸',
  'page.unitSize.hint': '较大的单位占据它所在格子向右、向下延伸的正方形区域；两边的搜索移动的都是它',
  'page.classic': '经典代价：每步10和14，和教科书里画的一样',
  'page.autoSpeed': '自动速度：每场比赛用时4到8秒',
  'page.labels': '在每个格子里标出 f、g、h，并画出指向父节点的箭头',
  'page.labels.hint': '（格子至少28像素时显示；这里是{size}像素）',
  'page.jps':
    '{jps}（JPS）就是会跳跃的 A*：它沿着行、列和对角线越过一个个格子向前扫描，直到某道墙可能改变最佳路线，才在那里把一个{jumpPoint}放进开放列表，并画一条线连回它的父节点。一拍就是展开一个跳点，不管它扫描了多少格子。它的路径代价与 A* 的相同；在有慢速地形的地图上，它的面板会说明为什么不参赛。',
  'page.jps.name': '跳点搜索',
  'page.jps.point': '跳点',
  'page.drawing':
    '在地图上拖动即可画墙（从画笔所画的地形上开始拖动则是擦除）。拖动{start}和{goal}可以移动它们。键盘：聚焦一张地图，方向键移动光标，空格键放置或清除墙，S 和 G 放置起点和终点，Ctrl+Z 撤销。',

  // ——— the side: embedding ———
  'page.embed': '嵌入这场比赛',
  'page.embed.hint': '把这张地图上的这场比赛放进博客文章或教程。代码随页面变化：改了比赛，代码也跟着改。',
  'page.embed.element': '自定义元素{hint}',
  'page.embed.element.hint': '（一个脚本加一个标签）',
  'page.embed.iframe': '内嵌框架{hint}',
  'page.embed.iframe.hint': '（用于不能运行脚本的网站）',
  'page.embed.copy': '复制',
  'page.embed.copied': '已复制',
  'page.embed.copiedStatus': '已复制到剪贴板。',
  'page.embed.selected': '浏览器不允许复制：代码已选中，请按 {keys}。',
  'page.embed.loading': '比赛还在加载。',
  'page.embed.failed': '无法生成嵌入代码：{error}',
  'page.embed.terrain':
    '这张地图无法嵌入：({x}, {y})处格子的地形是{terrain}，而嵌入的地图只能有1到9的地形。用画笔把它覆盖掉再试一次。',
  'page.embed.refused': '这场比赛无法嵌入：{error}。',
  'page.embed.noIframe':
    '这张地图不提供内嵌框架：它的{size}个格子会让地址长达{kB} kB，而许多网络服务器会拒绝超过约8 kB 的地址。请改用自定义元素，或者把地图作为 Moving AI 的 .map 文件放到你的网站上，再把它的地址交给内嵌框架：{example}（再加上自定义元素的其他属性）。',
  'page.embed.bigElement': '自定义元素的 map 属性里装着你的{size}地图：你的页面里会多出{kB} kB 文本。',
  'page.embed.movingAI':
    '{name}是一张 Moving AI 地图：自定义元素会从提供 path-race.js 的服务器上获取它，位置由 <meta name="pathrace-maps"> 这一行指明（在 path-race.js 旁边的 race/maps/ 里）。npm 包不含这些地图：如果你自己部署这个元素，也要复制 web/race/maps。',
  'page.embed.localhost':
    "这些地址指向{origin}，也就是这台电脑：它们只在这里打开的页面中有效，在发布的文章里无效。请把 pathrace 的 web/ 文件夹放到你的网站上并改掉这些地址，或者从 npm 打包这个元素（import 'pathrace/element'）。",

  // ——— the side: what you are looking at ———
  'page.explain': '图中画的是什么',
  'page.legend': '图例',
  'page.legend.start': '起点',
  'page.legend.goal': '终点',
  'page.legend.open': '开放列表：已发现，待展开',
  'page.legend.closed': '关闭列表：已展开',
  'page.legend.current': '当前：最近一次展开的格子',
  'page.legend.scanned': '被跳跃扫描过（跳点搜索）',
  'page.legend.jump': '跳点从父节点跳来的路线',
  'page.legend.path': '找到的路径',
  'page.legend.wall': '墙',
  'page.legend.terrain': '慢速地形',
  'page.legend.better': '较优的路径，画在较差的路径之上',
  'page.legend.detour': '它的绕路，以及分岔的地方',
  'page.explain.search':
    '两个面板都在寻找从起点到终点的路径。搜索维护一个{openList}，里面是已经发现但还没有探索的格子。每一步，它{expands}优先级 {f} 最低的那个开放格子：把它关闭，把它的邻居放进开放列表，并记住邻居是从哪个格子过来的（即它们的{parent}）。',
  'page.explain.search.openList': '开放列表',
  'page.explain.search.expands': '展开',
  'page.explain.search.parent': '父节点',
  'page.explain.cell':
    '格子较大时：一个指向父节点的箭头；在箭头没有穿过的那半个格子里是 {f}，它下面左边是 {g}，右边是 {h}；格子较小时只显示 f。',
  'page.explain.priority':
    '{g} 是目前找到的从起点到这个格子的最佳路线的代价。{h} 是启发函数：对剩余代价的估计，按没有墙的情况计算。{astar} 展开 {fgh} 最低的格子，也就是对经过这个格子的整条路径的最佳估计。{dijkstra} 只用 g，{greedy}只用 h。',
  'page.explain.priority.greedy': '贪婪最佳优先搜索',
  'page.explain.greedy':
    '{title}优先级只看 h，贪婪搜索就不管已经走了多远：只要一个格子看上去离终点更近，它就胜出，不管到达它的路有多长。它直冲终点，沿着挡路的墙走，并且对每个格子都保留最先找到的那条路线。它展开的格子很少，路径却可能长得多。A* 要为 g 付出代价，所以绕远的路线必须证明自己值得；只要 h 从不高估，它的路径就是最短路径之一。',
  'page.explain.greedy.title': '贪婪搜索为什么会输。',
  'page.explain.weighted':
    '{title} 按 g + w·h 展开：w = 0就是 Dijkstra 算法，w = 1就是 A*，w 越大，它就越像贪婪搜索。',
  'page.explain.weighted.title': '加权 A*',
  'page.explain.credit': 'Moving AI 地图：N. Sturtevant，{work}（2012），movingai.com，ODC-By 许可。',

  // ——— between clauses ———
  'page.separator.clauses': '；',

  // ——— what the page says on its message line ———
  'page.message.partsFailed':
    '页面的一部分没能加载（{error}）：比赛可以播放，但开放列表的表格、权重扫描、编辑、打开文件和嵌入代码都没有了。重新加载页面也许能找回它们。',
  'page.message.startFailed': '比赛无法开始：{error}',
  'page.message.figureFailed': '无法生成 {kind}：{error}',
  'page.message.languageFailed': '页面无法载入{language}（{error}）：仍使用原来的语言。',
  'page.message.mapFailed': '无法载入这张地图：{error}',
  'page.message.backFailed': '无法回到那张地图：{error}',
  'page.message.outside': '起点或终点在地图之外',
  'page.start.link': '这个链接里的比赛',
  'page.start.saved': '你上次的比赛',
  'page.start.default': '默认比赛',
  'page.start.unread': '{what}无法读取（{error}）',
  'page.start.unshown': '{what}无法显示（{error}）',
  'page.start.instead': '{problems}；改为显示{what}。',
  'page.save.failed': '无法保存这场比赛：{error}',
  'page.save.full':
    '这个浏览器无法保存你的比赛（它给这个网站的存储空间已满）：地址栏里的链接保存着它，请收藏或复制这个链接。',
  'page.save.none':
    '这个浏览器无法保存你的比赛（它不为这个页面保留任何存储）：地址栏里的链接保存着它，请收藏或复制这个链接。',
  'page.link.unread': '这个链接里的比赛无法读取：{error}',
  'page.link.copied': '链接已复制：它会原样打开这场比赛。',
  'page.link.copy': '请复制这个链接：{url}',
  'page.file.unread': '无法读取{name}：{error}',
  'page.file.unopened': '无法打开{name}：{error}你的地图没有改变。',
  'page.file.invalid': '{sentence}{ended, select, yes {} other {。}}你的地图没有改变。',
  'page.file.noOpenCell': '{name}里没有可以作为起点的空格子。你的地图没有改变。',
};
