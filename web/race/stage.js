// The race's stage, one home for the page and the element: the RaceView
// that draws it, the Player that plays it, the map on screen (its Grid and
// terrain) and the race on it. A map loads with a ticket, so a load that a
// later one overtook never replaces it; showing a map stops the race and
// frees the one before with its grid; the speed 'auto' paces the race to
// its length. What the race runs under (the page's state, the element's
// attributes) and what is said around it stay with each face.
import { loadMap } from './map-source.js';
import { english } from './messages.js';
import { Player } from './player.js';
import { Race } from './race.js';
import { RaceView } from './race-view.js';
import { autoSpeed, speedSteps } from './speed.js';

export class RaceStage {
  #view;
  #player;
  #loads = 0; // load()s and drop()s begun: a load counts only while it is the last
  #latest = null; // what the last load() gave, until another load() or drop() begins
  #map = null;
  #terrain = null;
  #race = null;
  #messages;

  /**
   * Draws into `hosts` (two elements; RaceView's `names`, `onHover`) and
   * plays with a Player (its `onFrame`, `onStateChange`); `messages`
   * (messages.js): the language of its words, and of the maps it loads.
   */
  constructor(hosts, { names, onHover, onFrame, onStateChange, messages = english }) {
    this.#messages = messages;
    this.#view = new RaceView(hosts, { names, onHover, messages });
    this.#player = new Player(null, { onFrame, onStateChange });
  }

  /** The language of the race's words (messages.js): the view redraws in it; maps loaded next are named in it. */
  setMessages(m) {
    this.#messages = m;
    this.#view.setMessages(m);
  }

  get view() {
    return this.#view;
  }
  get player() {
    return this.#player;
  }
  /** The map shown, as load() gave it ({ grid, start, goal, options, name, description }), or null. */
  get map() {
    return this.#map;
  }
  get grid() {
    return this.#map?.grid ?? null;
  }
  /** The shown map's terrain bytes, row by row (the page edits them in place). */
  get terrain() {
    return this.#terrain;
  }
  /** The race on the map shown, or null until startRace(). */
  get race() {
    return this.#race;
  }

  /**
   * Loads a map (map-source.js loadMap(), its ends picked for a unit of
   * `size`). Resolves with it, or with null when another load() or drop()
   * began meanwhile (its grid is then freed). Nothing shown changes until show().
   */
  async load(map, { size = 1 } = {}) {
    const ticket = ++this.#loads;
    this.#latest = null;
    const loaded = await loadMap(map, { size }, this.#messages);
    if (ticket !== this.#loads) {
      loaded.grid.dispose();
      return null;
    }
    this.#latest = loaded;
    return loaded;
  }

  /** Whether `loaded` is what the last load() gave, with no load() or drop() begun since. */
  isLatest(loaded) {
    return loaded !== null && loaded === this.#latest;
  }

  /** Shows a loaded map: the race on the map before stops and is freed, with that map's grid. */
  show(loaded) {
    this.#clear();
    this.#map = loaded;
    this.#terrain = loaded.grid.costs();
    this.#view.setMap(loaded.grid.width, loaded.grid.height, this.#terrain);
  }

  /** Makes the race on the map shown (Race's { start, goal, panels, costs, size, events }) and hands it to the player. */
  startRace(settings) {
    this.#race = new Race(this.#map.grid, settings);
    this.#player.race = this.#race;
    return this.#race;
  }

  /**
   * Sets the player's speed: `speed` in expansions per second, or for
   * 'auto' the one that fits the race's length (which asks the engine for
   * it; the slowest step while there is no race). Returns the speed set.
   */
  pace(speed) {
    const pace = speed !== 'auto' ? speed : this.#race ? autoSpeed(this.#race.total) : speedSteps[0];
    this.#player.speed = pace;
    return pace;
  }

  /** Frees the race and the map, and makes a load under way count for nothing. */
  drop() {
    ++this.#loads;
    this.#latest = null;
    this.#clear();
  }

  #clear() {
    this.#player.pause();
    this.#player.race = null;
    this.#race?.dispose();
    this.#race = null;
    this.#map?.grid.dispose();
    this.#map = null;
    this.#terrain = null;
  }
}
