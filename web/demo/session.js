// The page's race session: its state (state.js), the race stage it shows
// it on (../race/stage.js: the map, the race, the view and the player), the
// map choice and the undo history of maps and edits. Every change of state
// goes through here; what the reader sees of it is the `ui`'s business
// (app.js wires it).
import { defaults } from '../lib/vocabulary.js';
import { randomMap } from '../race/generators.js';
import { presetDescription, presetName, racePresets } from '../race/lessons.js';
import { presetById } from '../race/maps.js';
import { MapEdits } from './edits.js';
import { words } from './locale.js';
import { History } from './history.js';
import { decodeState, encodeState } from './state-codec.js';
import { defaultState } from './state.js';

function inside(p, g) {
  return (
    p &&
    Number.isInteger(p.x) &&
    Number.isInteger(p.y) &&
    p.x >= 0 &&
    p.y >= 0 &&
    p.x < g.width &&
    p.y < g.height
  );
}

let mapShown = false;

/** The race core's words for what a map is (its caption, or its size), as a function of the page's Messages. */
function mapDescription(map, grid) {
  return (m) => {
    if (map.kind === 'preset') return presetDescription(presetById(map.id), m);
    const size = m.t('map.size', { width: String(grid.width), height: String(grid.height) });
    if (map.kind === 'movingai') return m.t('map.movingAIDescription', { name: map.name, size });
    return m.t('map.rowsDescription', { size });
  };
}

// Resolves at the start of the frame after the next one: the next one has
// then been painted.
function paintedFrame() {
  return new Promise((resolve) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (!mapShown) {
          mapShown = true;
          performance.mark('pathrace:first-frame');
        }
        resolve();
      }),
    ),
  );
}

export class Session {
  state = null; // the page's state (see state.js), but for `reading`
  reading = {}; // { lang?, theme? }: how the reader reads the page, as chosen in its menus
  mapNote = () => ''; // what the map is, for the description line: a function of the page's Messages
  generator = null; // { density, seed } while the map is a random one made with the density slider
  history = new History();
  #stage;
  #ui;

  /**
   * `stage` (RaceStage) shows the race; `ui` hears of changes: { mapShown(),
   * raceMade(), raceChanged(), changed() (save it), history(), message(words,
   * kind) (words: a function of the page's Messages), controls() }.
   */
  constructor(stage, ui) {
    this.#stage = stage;
    this.#ui = ui;
    this.edits = new MapEdits(this, stage.view, stage.player, ui);
  }

  /** The map's grid, or null before the first. */
  get grid() {
    return this.#stage.grid;
  }
  /** The map's terrain bytes, row by row (edited in place). */
  get terrain() {
    return this.#stage.terrain;
  }
  /** The race on the map, or null while it is being made. */
  get race() {
    return this.#stage.race;
  }

  /** Panel i's settings (0: left, 1: right). */
  panel(i) {
    return i === 0 ? this.state.left : this.state.right;
  }

  /**
   * Shows a state: builds its map, race and controls. `autoplay` starts the
   * race. The reader's language and theme in it are not the race's: they
   * stay as `reading` has them (a link's go there through read()).
   */
  async apply(state, { autoplay = false, note = null, generated = null } = {}) {
    const { lang, theme, ...next } = state;
    const stage = this.#stage;
    const size = next.size ?? 1;
    const resolved = await stage.load(next.map, { size });
    if (!resolved) return; // a later state came first
    const g = resolved.grid;
    const start = inside(next.start, g) ? next.start : resolved.start;
    const goal = inside(next.goal, g) ? next.goal : resolved.goal;
    if (!inside(start, g) || !inside(goal, g)) {
      g.dispose();
      throw new Error(words().t('page.message.outside'));
    }

    stage.show(resolved);
    this.state = { ...next, start: { ...start }, goal: { ...goal } };
    if (this.state.map.kind === 'cells') this.state.map = { ...this.state.map, terrain: stage.terrain };
    this.mapNote = note ?? mapDescription(next.map, g);
    this.generator = generated;
    stage.view.showEndpoints(start, goal, size);
    stage.view.labels = this.state.labels !== false;
    this.pace();
    this.#ui.mapShown();

    // The map goes on screen first; the two searches, which allocate their
    // per-cell records (24 bytes a cell each), are made once it is painted.
    await paintedFrame();
    if (!stage.isLatest(resolved)) return;
    stage.startRace({
      start,
      goal,
      panels: [this.state.left, this.state.right],
      costs: this.state.costs ?? defaults.costs,
      size,
    });
    this.#ui.changed();
    this.#ui.raceMade(autoplay);
  }

  /** Loads a state and records it in the undo history. */
  async switchTo(next, { autoplay = true, note = null, generated = null } = {}) {
    const before = this.snapshot();
    // What the map is (its description, the density slider's generator) goes
    // into the history too, so that undo and redo show it again.
    const beforeView = { note: this.mapNote, generated: this.generator };
    this.#ui.message(null);
    try {
      await this.apply(next, { autoplay, note, generated });
      this.history.push({
        snapshot: [before, this.snapshot()],
        views: [beforeView, { note: this.mapNote, generated: this.generator }],
      });
      this.#ui.history();
    } catch (error) {
      // Back to the race before, if the new one got as far as replacing it.
      if (!this.race && before) await this.apply(decodeState(before), beforeView).catch(() => {});
      this.#ui.message((m) => m.t('page.message.mapFailed', { error: error.message }), 'error');
      this.#ui.controls();
    }
  }

  /**
   * The state as it is now, for the history: its text (state-codec.js), a
   * few bytes for a named map and the cells compressed for a drawn one,
   * much smaller than a copy of its cells, which the history's 200 steps
   * would multiply (docs/benchmarks.md, "Long runs", has the sizes).
   */
  snapshot() {
    return this.state ? encodeState(this.current()) : null;
  }

  /** The state to save, with the terrain as edited and the reader's language and theme. */
  current() {
    const s = { ...this.state, ...this.reading };
    if (s.labels === undefined) delete s.labels; // not chosen: labels wherever they fit
    if (s.map.kind === 'cells') s.map = { ...s.map, terrain: this.terrain };
    return s;
  }

  /** Changes panel i's settings ({ algorithm, heuristic, … }); the race re-runs that panel. */
  setPanel(i, change) {
    const next = { ...this.panel(i), ...change };
    if (i === 0) this.state.left = next;
    else this.state.right = next;
    // Without a race yet, the one about to be made reads them from the state.
    if (this.race) {
      this.race.setPanel(i, next);
      this.#ui.raceChanged();
      this.#ui.changed();
    }
  }

  /**
   * Keeps the reader's choice of `lang` or `theme` (the fields of `change`
   * that are set): saved with the race, in the link and here, but no step
   * of its history, so undo never changes them.
   */
  read(change) {
    for (const key of ['lang', 'theme']) if (change[key] !== undefined) this.reading[key] = change[key];
    if (this.state) this.#ui.changed();
  }

  /** f/g/h labels on (where they fit) or off. */
  setLabels(on) {
    this.state.labels = on;
    this.#stage.view.labels = on;
    this.#stage.player.requestFrame();
    this.#ui.changed();
  }

  /** Expansions per second (Infinity: all at once), or 'auto'. */
  setSpeed(speed) {
    this.state.speed = speed;
    this.pace();
    this.#ui.changed();
  }

  /**
   * The player's speed: the state's, or for 'auto' the one that fits the
   * race, which asks the engine for the race's length: the page calls this
   * again once a new race's first frame is on screen, and until then it
   * plays at the slowest step.
   */
  pace() {
    this.#stage.pace(this.state.speed);
  }

  /**
   * The unit both panels move, 1 to 8 (race/unit.js); false when there is
   * no race to change yet. A start or goal where it does not fit stays, and
   * the race says why it cannot run; dragging them keeps them where it fits.
   */
  setSize(size) {
    if (!this.race) return false;
    if (size > 1) this.state.size = size;
    else delete this.state.size;
    this.race.reset({ size });
    this.#ui.raceChanged();
    this.#ui.changed();
    return true;
  }

  /** A step-cost name (exact or classic); false when there is no race to change yet. */
  setCosts(costs) {
    if (!this.race) return false;
    this.state.costs = costs;
    this.race.reset({ costs });
    this.#ui.raceChanged();
    this.#ui.changed();
    return true;
  }

  // ------------------------------------------------------------ choosing maps

  choosePreset(id) {
    const preset = presetById(id);
    const next = { ...this.state, map: { kind: 'preset', id }, start: null, goal: null };
    if (preset.defaultSeed !== undefined) next.map.seed = preset.defaultSeed;
    return this.switchTo(this.withMapRules(next, preset.options));
  }

  chooseMovingAI(name) {
    return this.switchTo(
      this.withMapRules({ ...this.state, map: { kind: 'movingai', name }, start: null, goal: null }),
    );
  }

  /** A race preset (lessons.js racePresets): its map (its own, or a Moving AI one), its rules and the two panels' settings. */
  chooseRace(id) {
    const race = racePresets.find((r) => r.id === id);
    const map = race.make ? { kind: 'preset', id } : { kind: 'movingai', name: race.movingai };
    const next = { ...this.state, map, start: null, goal: null };
    // A race's own map brings its caption as a preset does, from a link too.
    return this.switchTo(this.withMapRules(next, { ...race.options, left: race.left, right: race.right }), {
      note: race.make
        ? null
        : (m) => m.t('page.note.race', { name: presetName(race, m), about: presetDescription(race, m) }),
    });
  }

  /** The same map from another seed (random walls and mazes). */
  reseed(seed) {
    if (this.generator) return this.randomWalls(this.generator.density, seed);
    const map = { kind: 'preset', id: this.state.map.id, seed };
    return this.switchTo({ ...this.state, map, start: null, goal: null });
  }

  /** Random walls at another density: a map of cells (a state names presets by id and seed only). */
  randomWalls(density, seed) {
    const side = 70;
    const made = randomMap(side, side, density, seed);
    return this.switchTo(
      {
        ...this.state,
        map: { kind: 'cells', width: made.width, height: made.height, terrain: made.terrain },
        start: made.start,
        goal: made.goal,
      },
      {
        note: (m) =>
          m.t('page.note.random', {
            size: m.t('map.size', { width: String(side), height: String(side) }),
            percent: Math.round(density * 100),
            seed: String(seed),
          }),
        generated: { density, seed },
      },
    );
  }

  /**
   * `next` (a state with its new map) under the rules its map brings, `o` (a
   * preset's options). Rules that the map being left imposed (the worked
   * example's classic costs and corner cutting, say) go back to their defaults
   * unless the new map sets them too: they belonged to that map, not to the user.
   */
  withMapRules(next, o = {}) {
    const { map } = this.state;
    const previous = map.kind === 'preset' ? (presetById(map.id)?.options ?? {}) : {};
    const defaults = defaultState();
    next = { ...next };
    if (previous.costs && !o.costs) next.costs = defaults.costs;
    if (o.costs) next.costs = o.costs;
    const rules = {};
    for (const k of ['diagonal', 'heuristic', 'tieBreak'])
      if (previous[k] && !o[k]) rules[k] = defaults.left[k];
    for (const k of ['diagonal', 'heuristic', 'tieBreak']) if (o[k]) rules[k] = o[k];
    next.left = { ...next.left, ...rules, ...(o.left ?? {}) };
    next.right = { ...next.right, ...rules, ...(o.right ?? {}) };
    if (o.labels !== undefined) next.labels = o.labels;
    if (o.speed !== undefined) next.speed = o.speed;
    return next;
  }

  // ------------------------------------------------------------ undo and redo

  undo() {
    return this.#travel(this.history.undo(), 0);
  }
  redo() {
    return this.#travel(this.history.redo(), 1);
  }

  async #travel(entry, side) {
    if (!entry) return;
    if (!this.race) {
      // a map is still loading: put the entry back
      if (side === 0) this.history.redo();
      else this.history.undo();
      return;
    }
    if (entry.snapshot) {
      try {
        const view = entry.views?.[side] ?? {};
        await this.apply(decodeState(entry.snapshot[side]), {
          autoplay: false,
          note: view.note ?? null,
          generated: view.generated ?? null,
        });
      } catch (error) {
        this.#ui.message((m) => m.t('page.message.backFailed', { error: error.message }), 'error');
      }
    } else this.edits.replay(entry, side);
    this.#ui.history();
  }
}
