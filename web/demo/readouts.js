// What the page says about the race, redrawn each frame: each panel's
// numbers, the clock, the verdict and where the worse path leaves the
// better one, the Play button, undo and redo, and the message line (each
// panel's account of its step is its open list's sentence, open-lists.js).
// It reads the session; it changes nothing.
import { Algorithm } from '../lib/vocabulary.js';
import { verdict } from '../race/verdict.js';
import { $ } from './elements.js';
import { words } from './locale.js';

function setStat(dd, text, value) {
  if (dd.textContent !== text) dd.textContent = text;
  const v = value === undefined ? '' : String(value);
  if (dd.dataset.value !== v) dd.dataset.value = v;
}

export class Readouts {
  #session;
  #view;
  #player;
  #panels;
  #measured;
  #firstFrame = false;
  #clockPending = false;
  #message = null; // the message line's words (a function of the page's Messages) and kind, or null

  /** `measured()`: a new race's length can be asked for (its first frame is on screen). */
  constructor(session, view, player, panels, measured) {
    this.#session = session;
    this.#view = view;
    this.#player = player;
    this.#panels = panels;
    this.#measured = measured;
  }

  /** A new race: its length is asked of the engine after its first frame. */
  raceMade() {
    this.#clockPending = true;
  }

  /** A new map: no clock length yet. */
  mapShown() {
    delete $('#clock').dataset.total;
    this.numbers();
  }

  /** Draws the race and its numbers (the player's frame). */
  frame() {
    const { race } = this.#session;
    if (!race) return;
    this.#view.draw(race);
    this.numbers();
    if (this.#clockPending) {
      // Both whole searches run in the engine to size the scrubber (and pace
      // an auto speed): once this frame is on screen, not before.
      this.#clockPending = false;
      requestAnimationFrame(() =>
        setTimeout(() => {
          if (race === this.#session.race) this.#measured();
        }, 0),
      );
    }
    if (!this.#firstFrame) {
      this.#firstFrame = true;
      // The next frame's callback runs once this one has been painted.
      requestAnimationFrame(() => performance.mark('pathrace:first-race-frame'));
    }
  }

  numbers() {
    const { race } = this.#session;
    const m = words();
    if (!race) {
      for (const dd of document.querySelectorAll('.stats dd')) setStat(dd, '–');
      for (const p of this.#panels) p.dataset.done = 'false';
      $('#clock-out').textContent = '';
      this.#seekable(null);
      this.#showVerdict(null);
      return;
    }
    for (let i = 0; i < 2; ++i) {
      const panel = this.#panels[i],
        s = race.search(i),
        r = race.result(i);
      setStat($('[data-stat="expanded"]', panel), m.count(s.expanded), s.expanded);
      const jumps = race.panelSettings(i).algorithm === Algorithm.jps;
      $('[data-role="scanned-stat"]', panel).hidden = !jumps;
      if (jumps) setStat($('[data-stat="scanned"]', panel), m.count(s.scanned), s.scanned);
      setStat($('[data-stat="open"]', panel), m.count(s.openSize), s.openSize);
      if (r?.found) {
        const steps = r.cardinal + r.diagonal;
        setStat($('[data-stat="steps"]', panel), m.count(steps), steps);
        setStat($('[data-stat="cost"]', panel), m.number(r.cost, 2), r.cost);
      } else {
        setStat($('[data-stat="steps"]', panel), '–');
        const none = r && r.status !== 'refused' ? m.t('page.stats.noPath') : '–';
        setStat($('[data-stat="cost"]', panel), none, r ? r.cost : undefined);
      }
      $('[data-stat="cost"]', panel).title = r?.found
        ? m.t('page.stats.exactCost', { cost: String(r.cost) })
        : '';
      panel.dataset.done = String(s.done);
      panel.dataset.status = s.status;
    }
    this.#clockValue();
    this.#showVerdict(this.#view.verdict ?? (race.finished ? verdict(race, m) : null));
  }

  /** The clock's length (both searches run to their end in the engine) and value. */
  clock() {
    const { race } = this.#session;
    const clock = $('#clock');
    const total = race.total;
    clock.max = String(Math.max(1, total));
    clock.dataset.total = String(total);
    this.#clockValue();
  }

  playing() {
    const b = $('#play');
    const playing = this.#player.playing;
    b.dataset.playing = String(playing);
    const label = words().t(playing ? 'page.pause' : 'page.play');
    b.setAttribute('aria-label', label);
    $('.label', b).textContent = label;
  }

  history() {
    const { history } = this.#session;
    $('#undo').disabled = !history.canUndo;
    $('#redo').disabled = !history.canRedo;
  }

  /**
   * The message line: info or error; `said` is a function of the page's
   * Messages (said again in a language chosen later), null hides it.
   */
  message(said, kind = 'info') {
    this.#message = said ? { said, kind } : null;
    const line = $('#message');
    if (!said) {
      line.hidden = true;
      line.textContent = '';
      return;
    }
    const text = said(words());
    line.textContent = text;
    line.dataset.kind = kind;
    line.hidden = false;
    if (kind === 'error') console.warn(text);
  }

  /** Everything this says, again in the page's language now. */
  relabel() {
    this.playing();
    const line = $('#message');
    if (this.#message) line.textContent = this.#message.said(words());
    delete $('#verdict').dataset.done; // the waiting sentence is written again
    if (this.#session.race) {
      this.numbers();
      this.clock();
    } else this.numbers();
  }

  #clockValue() {
    const { race } = this.#session;
    const clock = $('#clock');
    const v = String(race.clock);
    if (clock.value !== v && document.activeElement !== clock) clock.value = v;
    else if (clock.value !== v && !clock.matches(':active')) clock.value = v;
    const m = words();
    const done = race.clock;
    const total = clock.dataset.total ? Number(clock.dataset.total) : null;
    $('#clock-out').textContent =
      total === null ? m.t('page.clock.done', { done }) : m.t('page.clock.of', { done, total });
    clock.setAttribute(
      'aria-valuetext',
      total === null ? m.t('page.clock.done', { done }) : m.t('page.clock.value', { done, total }),
    );
    this.#seekable(race);
  }

  /** The transport's seek buttons: none while the race is being made (its map loading), none past its ends. */
  #seekable(race) {
    $('#step-back').disabled = !race || race.clock === 0;
    $('#restart').disabled = !race || race.clock === 0;
    $('#step').disabled = !race || race.finished;
    $('#to-end').disabled = !race || race.finished;
  }

  #showVerdict(v) {
    const out = $('#verdict');
    const note = $('#detour-note');
    const panels = this.#panels;
    if (!v) {
      if (out.dataset.done !== 'false') {
        out.replaceChildren(
          Object.assign(document.createElement('span'), {
            className: 'waiting',
            textContent: words().t('page.verdict.waiting'),
          }),
        );
        out.dataset.done = 'false';
        for (const k of ['leftCost', 'rightCost', 'leftExpanded', 'rightExpanded']) delete out.dataset[k];
        panels.forEach((p) => {
          p.dataset.worse = 'false';
        });
        note.hidden = true;
      }
      return;
    }
    if (out.textContent !== v.text) out.textContent = v.text;
    out.dataset.done = 'true';
    out.dataset.leftCost = String(v.results[0].cost);
    out.dataset.rightCost = String(v.results[1].cost);
    out.dataset.leftExpanded = String(v.results[0].expanded);
    out.dataset.rightExpanded = String(v.results[1].expanded);
    panels.forEach((p, i) => {
      p.dataset.worse = String(v.worse === i);
    });
    if (v.detour) {
      const worse = v.results[v.worse];
      const at = worse.path[v.detour.leave];
      const text = words().t(v.detour.leave === 0 ? 'page.detour.start' : 'page.detour.after', {
        worse: v.labels[v.worse],
        better: v.labels[v.better],
        x: String(at.x),
        y: String(at.y),
        shared: v.detour.leave,
        off: v.detour.offCells,
        cells: worse.path.length,
      });
      if (note.textContent !== text) note.textContent = text;
      note.hidden = false;
    } else note.hidden = true;
  }
}
