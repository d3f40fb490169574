// The main thread's path work per frame: every pathrace call, every answer
// taken in and every unit moved along one, measured; drawing is not.
// `slowest` says where the slowest frame's time went.
//
// It measures wall-clock time, which also counts the moments the thread
// waits for a core (on a busy machine, most of it). Each part is also
// marked with console.timeStamp, which DevTools' Performance panel shows
// and which a trace stamps with the thread's own CPU clock: the
// frame-budget test measures the path work's CPU time from those marks.

/** A frame over this many milliseconds of path work counts in `over4`. */
const budgetMs = 4;

export class PathWork {
  frame = 0; // this frame's milliseconds so far
  parts = {}; // … by part
  last = 0; // the last whole frame's
  max = 0; // the slowest frame's
  over4 = 0; // frames over the budget
  count = 0; // frames counted
  slowest = ''; // the slowest frame's parts

  /** Runs f and counts its time as part `part` of this frame's path work. */
  timed = (part, f) => {
    console.timeStamp(`path work: ${part}`);
    const t = performance.now();
    try {
      return f();
    } finally {
      this.#account(part, t);
    }
  };

  /**
   * Ends the frame, then runs `then` (drawing). The pool posts a frame's
   * wall edits once the frame's code returns (one message per worker, from
   * a microtask the first edit queued): that is the frame's path work too,
   * so the frame's account closes in a microtask queued after it.
   */
  closeFrame(then) {
    console.timeStamp('path work: pool messages');
    const t = performance.now();
    queueMicrotask(() => {
      this.#account('pool messages', t);
      this.#endFrame();
      then();
    });
  }

  #account(part, since) {
    const ms = performance.now() - since;
    console.timeStamp('path work end');
    this.frame += ms;
    this.parts[part] = (this.parts[part] ?? 0) + ms;
  }

  #endFrame() {
    console.timeStamp('path work frame');
    ++this.count;
    this.last = this.frame;
    if (this.frame > this.max) {
      this.max = this.frame;
      const parts = Object.entries(this.parts).map(([k, v]) => `${k} ${v.toFixed(1)}`);
      this.slowest = `frame ${this.count}: ${parts.join(', ')}`;
    }
    if (this.frame > budgetMs) ++this.over4;
    this.frame = 0;
    this.parts = {};
  }
}
