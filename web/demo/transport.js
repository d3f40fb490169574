// The page's race clock controls: Play/Pause, the steps, back to the start,
// to the end, the scrubber and the speed (auto by default: each race paced
// to take a few seconds); the keys that do the same (P , .
// Home End) and undo/redo (Ctrl+Z, Ctrl+Y) anywhere on the page.
import { icon, icons, make } from '../embed/dom.js';
import { speedIndex, speedSteps, speedText } from '../race/speed.js';
import { $ } from './elements.js';
import { words } from './locale.js';

// The buttons, in their order: each one's id, its icon (the element's, ../embed/dom.js) and its
// message (its label; with `.title` added, its tooltip, which names its key).
const buttons = [
  { id: 'restart', icon: 'restart', msg: 'page.restart' },
  { id: 'step-back', icon: 'back', msg: 'page.stepBack' },
  { id: 'play', msg: 'page.play' },
  { id: 'step', icon: 'step', msg: 'page.step' },
  { id: 'to-end', icon: 'end', msg: 'page.toEnd' },
];

/** Puts the transport's buttons into index.html's #transport-buttons, in `m`'s words. */
export function makeButtons(m) {
  const made = buttons.map(({ id, icon: name, msg }) => {
    const title = `${msg}.title`;
    const attributes = {
      type: 'button',
      id,
      title: m.t(title),
      'data-msg-title': title,
      'aria-label': m.t(msg),
    };
    const b = make(document, 'button', attributes);
    if (name) {
      b.dataset.msgAriaLabel = msg;
      b.append(icon(document, icons[name]));
    } else {
      // Play, or Pause: readouts.js says which, in its label and its words.
      b.className = 'pr-primary';
      const [play, pause] = [icons.play, icons.pause].map((d) => icon(document, d));
      play.classList.add('icon-play');
      pause.classList.add('icon-pause');
      b.append(play, pause, make(document, 'span', { class: 'label', text: m.t(msg) }));
    }
    return b;
  });
  $('#transport-buttons').replaceChildren(...made);
}

export class Transport {
  #session;
  #player;
  #moved;

  /** `moved()`: the clock was moved from outside the player (the page redraws). */
  constructor(session, player, moved) {
    this.#session = session;
    this.#player = player;
    this.#moved = moved;
  }

  /** Moves the clock to `to(race)` expansions, paused; nothing while the race is being made. */
  seek(to) {
    const { race } = this.#session;
    if (!race) return;
    this.#player.pause();
    race.seek(to(race));
    this.#moved();
  }

  wire() {
    const session = this.#session,
      player = this.#player;
    $('#play').addEventListener('click', () => {
      if (session.race) player.toggle();
    });
    $('#step').addEventListener('click', () => this.seek((r) => r.clock + 1));
    $('#step-back').addEventListener('click', () => this.seek((r) => r.clock - 1));
    $('#restart').addEventListener('click', () => this.seek(() => 0));
    $('#to-end').addEventListener('click', () => this.seek(() => Infinity));
    $('#clock').addEventListener('input', (e) => {
      if (!session.race) return;
      player.pause();
      session.race.seek(Number(e.target.value));
      player.requestFrame();
    });
    $('#speed').addEventListener('input', (e) => {
      session.setSpeed(speedSteps[Number(e.target.value)]);
      this.show();
    });
    // Auto off keeps the pace it had; on, the pace fits the race again.
    $('#speed-auto').addEventListener('change', (e) => {
      session.setSpeed(e.target.checked ? 'auto' : player.speed);
      this.show();
    });

    document.addEventListener('keydown', (e) => {
      const t = e.target;
      const inForm = t instanceof HTMLElement && t.matches('input, select, textarea, [contenteditable]');
      const mod = e.ctrlKey || e.metaKey;
      if (mod && !e.altKey && e.key.toLowerCase() === 'z') {
        if (inForm && t.matches('textarea, input[type="text"]')) return;
        e.preventDefault();
        if (e.shiftKey) session.redo();
        else session.undo();
      } else if (mod && !e.altKey && e.key.toLowerCase() === 'y') {
        e.preventDefault();
        session.redo();
      } else if (!mod && !e.altKey && !inForm && !t.closest?.('.pr-stage') && session.race) {
        if (e.key === 'p' || e.key === 'P') {
          e.preventDefault();
          player.toggle();
        } else if (e.key === '.') this.seek((r) => r.clock + 1);
        else if (e.key === ',') this.seek((r) => r.clock - 1);
        else if (e.key === 'Home') {
          e.preventDefault();
          this.seek(() => 0);
        } else if (e.key === 'End') {
          e.preventDefault();
          this.seek(() => Infinity);
        }
      }
    });
  }

  /** Shows the player's speed on the slider, in the page's language: a step, or (auto) the pace that fits the race. */
  show() {
    const m = words();
    const speed = this.#player.speed;
    const auto = this.#session.state?.speed === 'auto';
    const i = speedIndex(speed);
    const text = speedText(auto ? speed : speedSteps[i], m);
    $('#speed').value = String(i);
    $('#speed').setAttribute('aria-valuetext', auto ? m.t('page.speed.auto', { speed: text }) : text);
    $('#speed-out').textContent = text;
    $('#speed-auto').checked = auto;
  }
}
