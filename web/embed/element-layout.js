// The element's size: the panels side by side when each gets minMap px or
// more, else stacked; each map as large as its panel allows (auto height:
// at most 480 px); a fixed height kept when a problem message or the
// explain areas (explain.js) are shown: they are added to it. No height
// makes a map smaller than minMap px along its longer side (or than its
// panel's width, when that is narrower): the element grows instead.
// The two headers share a row (a subgrid), so both maps sit at the same
// height; each header spans its map and is never narrower than its longest
// line, so the stats do not wrap or jump mid-race.
import { StepCost } from '../lib/vocabulary.js';
import { formatStats } from '../race/format.js';

/**
 * The least a map is shown at, in CSS px along its longer side: at 390 px
 * (a phone) the two maps still sit side by side, and the default race's
 * 40 × 25 cells are about 4 px each, big enough to see each search's
 * open and closed cells and its path.
 */
export const minMap = 150;

export class ElementLayout {
  #frame;
  #message;
  #explained;
  #maps;
  #panels;
  #view;
  #current;
  #drawn;
  #pending = false;
  #terrain = null;
  #heaviest = 1; // the largest terrain cost of #terrain

  /**
   * The element's parts, its RaceView, and `current()` → { grid, terrain
   * (its bytes), race, settings, connected, messages (the language its
   * stats are said in) } or null while there is no map; `drawn()` runs after a new size; `explained()` → each panel's
   * explain area when shown, else null.
   */
  constructor({ frame, message, maps, panels, view, current, drawn, explained }) {
    this.#frame = frame;
    this.#message = message;
    this.#explained = explained;
    this.#maps = maps;
    this.#panels = panels;
    this.#view = view;
    this.#current = current;
    this.#drawn = drawn;
  }

  // A fixed height is the element's, plus a problem message's and the
  // explain areas' when they are shown (layout() sets --pr-message and
  // --pr-explain), so the race keeps its size; a height in vh (embed.html
  // fills its iframe with 100vh) stays as it is. Either grows by what the
  // maps need to keep their least size (--pr-grow).
  setHeight(height) {
    const fixed = height !== 'auto';
    this.#frame.style.height = fixed
      ? `calc(${height} + var(--pr-message, 0px) + var(--pr-explain, 0px) + var(--pr-grow, 0px))`
      : '';
    this.#frame.toggleAttribute('data-fixed', fixed);
  }

  /** Lays out in the next frame (never inside a ResizeObserver callback: resizing there would loop). */
  soon() {
    if (this.#pending) return;
    this.#pending = true;
    requestAnimationFrame(() => {
      this.#pending = false;
      this.now();
    });
  }

  now() {
    const current = this.#current();
    if (!current?.connected) return;
    const { grid, settings } = current;
    const fixed = settings?.height !== 'auto';
    const message =
      fixed && !this.#message.hidden && !/vh$/.test(settings.height)
        ? this.#message.offsetHeight + (parseFloat(getComputedStyle(this.#frame).rowGap) || 0)
        : 0;
    this.#frame.style.setProperty('--pr-message', `${message}px`);
    const maps = this.#maps;
    const style = getComputedStyle(maps);
    const columnGap = parseFloat(style.columnGap) || 0,
      rowGap = parseFloat(style.rowGap) || 0;
    const stacked = maps.clientWidth < 2 * minMap + columnGap;
    const layout = stacked ? 'stacked' : 'side';
    if (maps.dataset.layout !== layout) maps.dataset.layout = layout;
    // The explain areas, side by side in one row or stacked, are added to a fixed height.
    const added = fixed && !/vh$/.test(settings.height);
    const explain = this.#explained().map((area) => (area ? area.offsetHeight + rowGap : 0));
    const extra = added ? (stacked ? explain[0] + explain[1] : Math.max(...explain)) : 0;
    this.#frame.style.setProperty('--pr-explain', `${extra}px`);
    const host = this.#panels[0].map;
    const width = host.clientWidth;
    if (!width) return;
    const headWidth = this.#headWidth(current);
    // Too narrow for a header's longest line: the stats get a line of their
    // own from the start, rather than wrapping (and moving the maps) mid-race.
    for (const p of this.#panels) p.head.toggleAttribute('data-wrap', headWidth > width);
    const setHeads = (mapWidth) => {
      for (const p of this.#panels)
        p.head.style.minWidth = `${Math.min(width, Math.max(mapWidth, headWidth))}px`;
    };
    const mapWidth = () => Math.round(grid.width * (this.#view.renderer(0).cellSize || 0));
    setHeads(mapWidth());
    // The height of the map at its least size (minMap).
    const least = Math.min(width / grid.width, minMap / Math.max(grid.width, grid.height)) * grid.height;
    let height;
    if (fixed) {
      // What the headers (and the gaps) leave of the maps' area, without
      // what it grew by for them (with the explain areas, which
      // --pr-explain added to the maps' area).
      const chrome = this.#panels.map((p) => p.panel.offsetHeight - p.map.offsetHeight);
      const grown = parseFloat(this.#frame.style.getPropertyValue('--pr-grow')) || 0;
      const area = maps.clientHeight - grown;
      height = stacked ? (area - chrome[0] - chrome[1] - rowGap) / 2 : area - Math.max(...chrome);
      const grow = Math.max(0, Math.ceil(least - height)) * (stacked ? 2 : 1);
      if (grow !== grown) this.#frame.style.setProperty('--pr-grow', `${grow}px`);
      height = Math.max(height, least);
    } else height = Math.min(480, Math.max(160, width));
    this.#view.fit(width, Math.max(24, height));
    setHeads(mapWidth());
    this.#drawn();
  }

  // The width a header needs on one line: its algorithm (name, or select and
  // weight) and the longest stats text of this race: the expansions so far
  // and the open list, or the path's cost, with as many digits as they can
  // have (a bound from the expansions each search needs).
  #headWidth({ race, terrain, messages }) {
    if (!race) return 0;
    if (terrain !== this.#terrain) {
      this.#terrain = terrain;
      this.#heaviest = terrain.reduce((most, t) => Math.max(most, t), 1);
    }
    const heaviest = this.#heaviest;
    const cells = race.grid.width * race.grid.height;
    const totals = race.totals();
    // The widest number of as many digits as n, as the stats print it (grouped in the reader's locale).
    const eights = (n) => Number('8'.repeat(String(Math.max(1, Math.ceil(n))).length));
    const classic = race.costs === StepCost.classic;
    let widest = 0;
    this.#panels.forEach(({ head, stats, sizer }, i) => {
      const gap = parseFloat(getComputedStyle(head).columnGap) || 0;
      const parts = [...head.children].filter((c) => c !== stats && c !== sizer && !c.hidden);
      const before = parts.reduce((sum, c) => sum + c.getBoundingClientRect().width + gap, 0);
      const expanded = eights(totals[i]);
      const steps = Math.min(cells, totals[i] + 1); // a path's cells are expanded (the goal too)
      const cost = eights(steps * heaviest * (classic ? 14 : Math.SQRT2)) + (classic ? 0 : 0.8);
      // The stats as they are said (formatStats), running, found and not found.
      const texts = [
        formatStats(
          { expanded, openSize: eights(Math.min(cells, 8 * totals[i] + 1)) },
          null,
          race.costs,
          messages,
        ),
        formatStats({ expanded }, { found: true, cost }, race.costs, messages),
        formatStats({ expanded }, { found: false }, race.costs, messages),
      ];
      let text = 0;
      for (const t of texts) {
        sizer.textContent = t;
        text = Math.max(text, sizer.getBoundingClientRect().width);
      }
      sizer.textContent = '';
      widest = Math.max(widest, before + text);
    });
    return Math.ceil(widest) + 1;
  }
}
