// Drives a race in time on requestAnimationFrame: play, pause, a speed in
// expansions per second, reduced motion in jumps. Knows the race only
// through seek(), advance(), clock and finished.

/**
 * Drives a Race in time: play/pause at a speed in expansions per second
 * (Infinity: the whole search in one frame), on requestAnimationFrame.
 * `onFrame(race)` is called after every frame in which something may have
 * changed; call requestFrame() after changing the race from outside.
 */
export class Player {
  /**
   * Milliseconds of stepping a frame may take at most; the rest of the frame
   * paints. The player lowers its own budget when frames come late and
   * raises it again, up to this, when they come on time.
   */
  static stepBudget = 4;
  /** Expansions stepped between two looks at the clock. */
  static slice = 2048;

  #race;
  #onFrame;
  #onStateChange;
  #raf;
  #caf;
  #speed = 100;
  #playing = false;
  #pending = 0;
  #last = null;
  #budget = 0;
  #interval = 0;
  #timer = 0;
  #stepMs = 3; // the adaptive stepping budget
  #frameMs = Infinity; // the shortest frame seen: the display's refresh interval

  constructor(
    race,
    {
      onFrame = () => {},
      onStateChange = () => {},
      speed = 100,
      raf = (f) => requestAnimationFrame(f),
      caf = (id) => cancelAnimationFrame(id),
    } = {},
  ) {
    this.#race = race;
    this.#onFrame = onFrame;
    this.#onStateChange = onStateChange;
    this.#raf = raf;
    this.#caf = caf;
    this.speed = speed;
  }

  get race() {
    return this.#race;
  }
  set race(race) {
    this.#race = race;
    this.requestFrame();
  }
  get playing() {
    return this.#playing;
  }
  get speed() {
    return this.#speed;
  }
  set speed(value) {
    if (!(value > 0))
      throw new RangeError(`speed must be > 0 expansions per second (Infinity: all at once), got ${value}`);
    this.#speed = value;
  }

  play() {
    if (this.#playing || !this.#race) return;
    if (this.#race.finished && this.#race.clock > 0) this.#race.seek(0);
    this.#playing = true;
    this.#budget = 1; // the first expansion comes at once, whatever the speed
    this.#last = null;
    this.requestFrame();
    this.#onStateChange(this);
  }

  pause() {
    if (!this.#playing) return;
    this.#playing = false;
    clearTimeout(this.#timer);
    this.#timer = 0;
    this.#onStateChange(this);
  }

  toggle() {
    if (this.#playing) this.pause();
    else this.play();
  }

  requestFrame() {
    if (!this.#pending) this.#pending = this.#raf((t) => this.#frame(t));
  }

  stop() {
    this.#playing = false;
    if (this.#pending) this.#caf(this.#pending);
    clearTimeout(this.#timer);
    this.#pending = 0;
    this.#timer = 0;
  }

  /**
   * Milliseconds between two moves of the clock: 0 moves it every frame
   * (animation); 1000 jumps once a second (for prefers-reduced-motion).
   */
  get stepInterval() {
    return this.#interval;
  }
  set stepInterval(ms) {
    this.#interval = Math.max(0, ms);
  }

  #frame(now) {
    const began = performance.now();
    this.#pending = 0;
    let wait = -1; // ms until the next move of the clock; -1: none
    if (this.#playing && this.#race) {
      const interval = this.#interval;
      const waiting = interval > 0 && this.#last !== null && now - this.#last < interval;
      if (!waiting) this.#advance(now, began);
      if (this.#race.finished) this.pause();
      else wait = waiting ? interval - (now - this.#last) : interval;
    }
    // Drawn before the next frame is asked for, so that a callback the
    // drawing asks for runs first in the next frame.
    this.#onFrame(this.#race);
    if (wait === 0) this.requestFrame();
    else if (wait > 0) {
      // Reduced motion: the next jump comes after a pause, not a frame.
      this.#timer ||= setTimeout(() => {
        this.#timer = 0;
        this.requestFrame();
      }, wait);
    }
  }

  #advance(now, began) {
    const elapsed = this.#last === null ? null : now - this.#last;
    const dt = elapsed === null ? 0 : Math.min(Math.max(100, this.#interval), elapsed);
    this.#last = now;
    if (elapsed !== null && this.#interval === 0) {
      // A late frame halves the time spent stepping; frames on time win it back slowly.
      this.#frameMs = Math.min(this.#frameMs, Math.max(4, elapsed));
      if (elapsed > this.#frameMs * 1.5) this.#stepMs = Math.max(0.5, this.#stepMs * 0.5);
      else this.#stepMs = Math.min(Player.stepBudget, this.#stepMs + 0.25);
    }
    if (this.#speed === Infinity) {
      this.#race.seek(Infinity);
      return;
    }
    this.#budget += (dt / 1000) * this.#speed;
    let n = Math.floor(this.#budget);
    this.#budget -= n;
    // Fast speeds step in slices within a time budget, so that a frame
    // leaves room to paint: on a slow machine the race runs as fast as it
    // smoothly can, and the expansions that did not fit are dropped.
    const budget = this.#interval > 0 ? 50 : this.#stepMs;
    while (n > 0) {
      const slice = Math.min(n, Player.slice);
      this.#race.advance(slice);
      n -= slice;
      if (this.#race.finished || performance.now() - began > budget) break;
    }
  }
}
