// What the page says about the race, redrawn each frame: each panel's
// numbers, the clock, the verdict and where the worse path leaves the
// better one, the Play button, undo and redo, and the message line (each
// panel's account of its step is its open list's sentence, open-lists.js).
// It reads the session; it changes nothing.
import { Algorithm } from '../lib/vocabulary.js';
import { formatCount, formatNumber } from '../race/format.js';
import { verdict } from '../race/verdict.js';
import { $ } from './elements.js';

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
    if (!race) {
      for (const dd of document.querySelectorAll('.stats dd')) setStat(dd, '–');
      for (const p of this.#panels) p.dataset.done = 'false';
      $('#clock-out').textContent = '';
      this.#showVerdict(null);
      return;
    }
    for (let i = 0; i < 2; ++i) {
      const panel = this.#panels[i],
        s = race.search(i),
        r = race.result(i);
      setStat($('[data-stat="expanded"]', panel), formatCount(s.expanded), s.expanded);
      const jumps = race.panelSettings(i).algorithm === Algorithm.jps;
      $('[data-role="scanned-stat"]', panel).hidden = !jumps;
      if (jumps) setStat($('[data-stat="scanned"]', panel), formatCount(s.scanned), s.scanned);
      setStat($('[data-stat="open"]', panel), formatCount(s.openSize), s.openSize);
      if (r?.found) {
        const steps = r.cardinal + r.diagonal;
        setStat($('[data-stat="steps"]', panel), formatCount(steps), steps);
        setStat($('[data-stat="cost"]', panel), formatNumber(r.cost, 2), r.cost);
      } else {
        setStat($('[data-stat="steps"]', panel), '–');
        const none = r && r.status !== 'refused' ? 'no path' : '–';
        setStat($('[data-stat="cost"]', panel), none, r ? r.cost : undefined);
      }
      $('[data-stat="cost"]', panel).title = r?.found ? `exact cost ${r.cost}` : '';
      panel.dataset.done = String(s.done);
      panel.dataset.status = s.status;
    }
    this.#clockValue();
    this.#showVerdict(this.#view.verdict ?? (race.finished ? verdict(race) : null));
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
    b.setAttribute('aria-label', playing ? 'Pause' : 'Play');
    $('.label', b).textContent = playing ? 'Pause' : 'Play';
  }

  history() {
    const { history } = this.#session;
    $('#undo').disabled = !history.canUndo;
    $('#redo').disabled = !history.canRedo;
  }

  /** The message line: info or error (null: hidden). */
  message(text, kind = 'info') {
    const m = $('#message');
    if (!text) {
      m.hidden = true;
      m.textContent = '';
      return;
    }
    m.textContent = text;
    m.dataset.kind = kind;
    m.hidden = false;
    if (kind === 'error') console.warn(text);
  }

  #clockValue() {
    const { race } = this.#session;
    const clock = $('#clock');
    const v = String(race.clock);
    if (clock.value !== v && document.activeElement !== clock) clock.value = v;
    else if (clock.value !== v && !clock.matches(':active')) clock.value = v;
    const k = formatCount(race.clock);
    const total = clock.dataset.total ? formatCount(Number(clock.dataset.total)) : '';
    $('#clock-out').textContent = total ? `${k} / ${total} expansions` : `${k} expansions`;
    clock.setAttribute('aria-valuetext', `${k} expansions${total ? ` of ${total}` : ''}`);
    $('#step-back').disabled = race.clock === 0;
    $('#restart').disabled = race.clock === 0;
    $('#step').disabled = race.finished;
    $('#to-end').disabled = race.finished;
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
            textContent: 'The verdict appears when both searches are done.',
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
      const where =
        v.detour.leave === 0
          ? `right at the start (${at.x}, ${at.y})`
          : `at (${at.x}, ${at.y}), after ${formatCount(v.detour.leave)} shared steps`;
      const text =
        `${v.labels[v.worse]}'s path leaves ${v.labels[v.better]}'s ${where} (yellow triangle); ` +
        `${formatCount(v.detour.offCells)} of its ${formatCount(worse.path.length)} cells lie off ${v.labels[v.better]}'s path (purple), whose route is dashed blue.`;
      if (note.textContent !== text) note.textContent = text;
      note.hidden = false;
    } else note.hidden = true;
  }
}
