// The page's parts that the race's first frame does not draw: the open-list
// tables, the weight sweep, the map editor, the embed box, opening .map
// files and downloading the race as a figure or a GIF. app.js imports this module once that frame is on screen, so the
// build makes them one file that loads after it.
export { OpenListTable } from '../race/open-list-table.js';
export { downloadRace } from '../embed/figure-export.js';
export { Editor } from './editor.js';
export { EmbedBox } from './embed-box.js';
export { FileDrop } from './file-drop.js';
export { SweepBox } from './sweep-box.js';
