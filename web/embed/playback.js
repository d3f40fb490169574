// When <path-race> plays. A race that may play by itself (autoplay, and no
// reduced motion) plays from its start once it is on screen, pauses off
// screen and goes on when it comes back; one that may not shows its end,
// or its start when Play is there to press. Each run of the race (from its
// start, a replay, or after a seek back) reports its finish once.
const reducedMotion =
  typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : { matches: false };

export class Playback {
  #player;
  #visible = false;
  #wantsPlay = false; // play once visible
  #reported = false; // this run's finish was reported

  /** Plays the race of `player` (a Player), whichever it holds. */
  constructor(player) {
    this.#player = player;
  }

  get #race() {
    return this.#player.race;
  }

  /** A new or changed race, under the element's settings ({ autoplay, controls }). */
  begin({ autoplay, controls }) {
    this.#reported = false;
    if (autoplay && !reducedMotion.matches) {
      this.#race.seek(0);
      this.#wantsPlay = true;
      if (this.#visible) this.play();
    } else {
      this.#wantsPlay = false;
      this.#player.pause();
      this.#race.seek(controls === 'none' || autoplay ? Infinity : 0);
    }
  }

  /** A new or changed race opened at step k (the `at` attribute): it waits there. */
  hold(k) {
    this.#reported = false;
    this.#wantsPlay = false;
    this.#player.pause();
    this.#race.seek(k);
  }

  /** autoplay turned off: the race stops; turned on: an unfinished race plays (once on screen). */
  autoplay(on) {
    if (!on) this.pause();
    else if (!this.#race.finished && !this.#player.playing) {
      if (reducedMotion.matches) this.seek(Infinity);
      else {
        this.#wantsPlay = true;
        if (this.#visible) this.play();
      }
    }
  }

  play() {
    const race = this.#race;
    if (!race) return;
    if (race.finished) this.#reported = false; // Play on a finished race replays it
    this.#player.play();
  }

  pause() {
    this.#wantsPlay = false;
    this.#player.pause();
  }

  /** The Play/Pause button. */
  toggle() {
    this.#wantsPlay = false;
    if (this.#player.playing) this.#player.pause();
    else this.play();
  }

  /** Moves the clock to k expansions; it stays playing only when `keepPlaying` and it was. */
  seek(k, { keepPlaying = false } = {}) {
    const race = this.#race;
    if (!race) return;
    const playing = this.#player.playing;
    this.#wantsPlay = false;
    if (!keepPlaying || !playing) this.#player.pause();
    if (k < race.clock) this.#reported = false;
    race.seek(k);
    this.#player.requestFrame();
  }

  /** The element came on screen or went off it. */
  visible(on) {
    this.#visible = on;
    const race = this.#race;
    if (!on) {
      // Off screen: pause, and take it up again when it comes back.
      if (this.#player.playing) {
        this.#wantsPlay = true;
        this.#player.pause();
      }
    } else if (this.#wantsPlay && race) {
      this.#wantsPlay = false;
      if (!race.finished) this.play();
    }
  }

  /** Out of the document: paused, to go on where it was if it comes back. */
  detached() {
    this.#visible = false;
    if (this.#player.playing) {
      this.#wantsPlay = true;
      this.#player.pause();
    }
  }

  /** Removed for good: nothing is left to take up again. */
  reset() {
    this.#wantsPlay = false;
  }

  /** True once per run, when the race has finished: the moment to report it. */
  finishedNow() {
    if (!this.#race?.finished || this.#reported) return false;
    this.#reported = true;
    return true;
  }
}
