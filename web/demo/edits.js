// Editing the page's map: the model the Editor (editor.js) changes — walls
// and terrain painted, start and goal dragged — and the replay of those
// edits by undo and redo. A small map re-runs its race at every move of a
// drag; a big one waits, paused, until the drag ends.
import { unitFits } from '../race/unit.js';

const liveCells = 128 * 128; // maps up to this size re-run on every move of a drag

export class MapEdits {
  #session;
  #view;
  #player;
  #ui;
  #heldPlaying = false;
  // The named map the edits started from: { terrain (the session's array),
  // cells (a copy as loaded), map and note (its state's map and its
  // description), differ (how many cells differ from it now) }, or null.
  #origin = null;

  /** `ui`: as the Session's, plus brush() (the terrain a stroke paints: 0 wall, else a cost). */
  constructor(session, view, player, ui) {
    this.#session = session;
    this.#view = view;
    this.#player = player;
    this.#ui = ui;
  }

  /** What the Editor reads and asks to change (editor.js documents it). */
  get model() {
    const session = this.#session;
    const edits = this;
    return {
      get ready() {
        return session.race !== null;
      },
      get width() {
        return session.grid.width;
      },
      get height() {
        return session.grid.height;
      },
      get start() {
        return session.state.start;
      },
      get goal() {
        return session.state.goal;
      },
      get brush() {
        return edits.#ui.brush();
      },
      terrainAt: (x, y) => session.terrain[y * session.grid.width + x],
      // Where the race's unit can stand: its whole block inside the map and open.
      fits: (x, y) => unitFits(session.terrain, session.grid.width, { x, y }, session.state.size ?? 1),
      setCells: (changes, { final }) => edits.#setCells(changes, final),
      setEndpoint: (which, p, { final }) => edits.#setEndpoint(which, p, final),
      commit(entry) {
        session.history.push(entry);
        edits.#ui.history();
        edits.#ui.changed();
      },
    };
  }

  /** Undo (side 0) or redo (side 1) an edit entry of the history. */
  replay(entry, side) {
    const changes = entry.cells.map((c) => [c[0], c[1 + side]]);
    this.#apply(changes);
    const { state } = this.#session;
    for (const which of ['start', 'goal']) if (entry[which]) state[which] = { ...entry[which][side] };
    this.#rerun();
    this.#ui.changed();
  }

  #isSmall() {
    const { grid } = this.#session;
    return grid.width * grid.height <= liveCells;
  }

  #setCells(changes, final) {
    if (!final && !this.#isSmall()) this.#holdDuringEdit();
    this.#apply(changes);
    if (final || this.#isSmall()) this.#rerun();
    else this.#player.requestFrame();
  }

  #setEndpoint(which, p, final) {
    const { state } = this.#session;
    state[which] = { x: p.x, y: p.y };
    if (final || this.#isSmall()) this.#rerun();
    else {
      this.#holdDuringEdit();
      this.#view.showEndpoints(state.start, state.goal, state.size ?? 1);
    }
    if (final) this.#ui.changed();
  }

  #apply(changes) {
    const session = this.#session;
    const { grid, terrain } = session;
    if (changes.length === 0) return;
    // The map is the reader's own from its first edit, and the named map
    // again when every cell is back as it was (undone or drawn back): its
    // link and the history's steps away from it are then a few bytes
    // instead of its cells.
    if (this.#origin?.terrain !== terrain)
      this.#origin =
        session.state.map.kind === 'cells'
          ? null
          : { terrain, cells: terrain.slice(), map: session.state.map, note: session.mapNote, differ: 0 };
    const origin = this.#origin;
    for (const [id, value] of changes) {
      if (origin !== null) origin.differ += (value !== origin.cells[id]) - (terrain[id] !== origin.cells[id]);
      terrain[id] = value;
      grid.setTerrain({ x: id % grid.width, y: Math.floor(id / grid.width) }, value);
    }
    this.#view.setTerrain(
      terrain,
      changes.map(([id]) => id),
    );
    const edited = origin === null || origin.differ > 0;
    if (edited === (session.state.map.kind === 'cells')) return;
    if (edited) {
      session.state.map = { kind: 'cells', width: grid.width, height: grid.height, terrain };
      session.mapNote = (m) => m.t('page.note.edited', { note: origin.note(m) });
    } else {
      session.state.map = origin.map;
      session.mapNote = origin.note;
    }
    this.#ui.controls();
  }

  // On a big map the race re-runs when a drag ends, not at every cell: it
  // waits, paused, meanwhile (its searches cannot step on an edited grid).
  #holdDuringEdit() {
    if (this.#player.playing) {
      this.#heldPlaying = true;
      this.#player.pause();
    }
  }

  #rerun() {
    const { race, state } = this.#session;
    if (!race) return;
    race.reset({ start: state.start, goal: state.goal });
    this.#ui.raceChanged();
    if (this.#heldPlaying) {
      this.#heldPlaying = false;
      if (!race.finished) this.#player.play();
    }
  }
}
