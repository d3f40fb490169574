// The element's transport bar: Play/Pause and back to the start (controls
// "minimal"), plus steps, jump to the end, the scrubber, the speed and each
// panel's algorithm ("full"). It shows what the element tells it and hands
// every click to the element's `actions`.
import { icon, icons, make } from './dom.js';
import { formatCount } from '../race/format.js';
import { panelAlgorithms } from '../race/panel.js';
import { speedIndex, speedSteps, speedText } from '../race/speed.js';

export class ControlsBar {
  #doc;
  #bar;
  #panels;
  #actions;
  #c = {};

  /**
   * `bar`: the element to fill; `panels`: [{ panel, name }] (the algorithm
   * selects go before each name); `actions`: { playPause(), seek(k),
   * step(±1), speed(attributeText), algorithm(i, name), download('svg' | 'gif', button) }.
   */
  constructor(doc, bar, panels, actions) {
    this.#doc = doc;
    this.#bar = bar;
    this.#panels = panels;
    this.#actions = actions;
  }

  /** The select of panel i's algorithm (full controls), else undefined. */
  algorithmSelect(i) {
    return this.#c.algorithms?.[i];
  }

  /** Builds the controls of one kind: 'none', 'minimal' or 'full'. */
  build(kind, speed) {
    const doc = this.#doc,
      actions = this.#actions;
    const c = (this.#c = {});
    this.#bar.replaceChildren();
    for (const p of this.#panels) p.panel.querySelector('select.pr-algorithm')?.remove();
    this.#bar.hidden = kind === 'none';
    if (kind === 'none') return;
    const button = (name, label, action, extra = {}) => {
      const b = make(
        doc,
        'button',
        { type: 'button', 'data-action': name, 'aria-label': label, title: label, ...extra },
        icon(doc, icons[name]),
      );
      b.addEventListener('click', action);
      return b;
    };
    c.play = make(doc, 'button', { type: 'button', 'data-action': 'play', class: 'pr-primary' });
    c.play.addEventListener('click', () => actions.playPause());
    c.restart = button('restart', 'Back to the start', () => actions.seek(0));
    const buttons = make(doc, 'div', { class: 'pr-buttons' });
    if (kind === 'full') {
      c.back = button('back', 'Step back one expansion', () => actions.step(-1));
      c.step = button('step', 'Step one expansion', () => actions.step(1));
      c.end = button('end', 'Jump to the end', () => actions.seek(Infinity));
      buttons.append(c.restart, c.back, c.play, c.step, c.end);
    } else buttons.append(c.play, c.restart);
    this.#bar.append(buttons);

    if (kind === 'full') {
      c.clock = make(doc, 'input', {
        type: 'range',
        min: '0',
        max: '1',
        step: '1',
        value: '0',
        class: 'pr-clock',
        'aria-label': 'Expansions done',
      });
      c.clock.addEventListener('input', () => actions.seek(Number(c.clock.value)));
      c.speed = make(doc, 'input', {
        type: 'range',
        min: '0',
        max: String(speedSteps.length - 1),
        step: '1',
        'aria-label': 'Speed',
      });
      c.speedOut = make(doc, 'output', { class: 'pr-speed-out' });
      c.speed.addEventListener('input', () => {
        const chosen = speedSteps[Number(c.speed.value)];
        actions.speed(chosen === Infinity ? 'max' : String(chosen));
      });
      this.#bar.append(
        make(doc, 'label', { class: 'pr-scrubber' }, c.clock),
        make(doc, 'label', { class: 'pr-speed' }, make(doc, 'span', { text: 'Speed' }), c.speed, c.speedOut),
      );
      this.showSpeed(speed);
      // Each panel's algorithm, in its header; a choice sets the attribute.
      c.algorithms = this.#panels.map((p, i) => {
        const select = make(doc, 'select', {
          class: 'pr-algorithm',
          'aria-label': `${p.side} algorithm`,
        });
        for (const a of panelAlgorithms) select.append(new Option(a.label, a.name));
        select.addEventListener('change', () => actions.algorithm(i, select.value));
        p.name.before(select);
        return select;
      });
      // The race as a file: a figure of this moment, or the animation.
      const file = (kind, text) => {
        const b = make(doc, 'button', { type: 'button', 'data-action': `download-${kind}`, text });
        b.addEventListener('click', () => actions.download(kind, b));
        return b;
      };
      this.#bar.append(
        make(
          doc,
          'div',
          { class: 'pr-downloads' },
          file('svg', 'Download figure (SVG)'),
          file('gif', 'Download animation (GIF)'),
        ),
      );
    }
    c.readout = make(doc, 'output', { class: 'pr-readout', 'aria-live': 'off' });
    this.#bar.append(c.readout);
  }

  showSpeed(speed) {
    const c = this.#c;
    if (!c.speed) return;
    c.speed.value = String(speedIndex(speed));
    c.speedOut.textContent = speedText(speed);
  }

  /** Play, Pause or Replay on the play button. */
  showPlaying(playing, finished) {
    const b = this.#c.play;
    if (!b) return;
    const label = playing ? 'Pause' : finished ? 'Replay' : 'Play';
    if (b.dataset.label === label) return;
    b.dataset.label = label;
    b.dataset.playing = String(playing);
    b.replaceChildren(icon(this.#doc, playing ? icons.pause : icons.play), label);
    b.setAttribute('aria-label', label);
  }

  /** The clock: "k / total expansions" (total: null while unknown); `length()` asks the race's length of the scrubber. */
  showClock(race, total, length) {
    const c = this.#c;
    if (!c.readout) return;
    const text =
      total !== null && total !== undefined
        ? `${formatCount(race.clock)} / ${formatCount(total)} expansions`
        : `${formatCount(race.clock)} expansions`;
    if (c.readout.textContent !== text) c.readout.textContent = text;
    c.restart.disabled = race.clock === 0;
    if (c.clock) {
      c.clock.max = String(Math.max(1, length()));
      c.clock.value = String(race.clock);
      c.back.disabled = race.clock === 0;
      c.step.disabled = race.finished;
      c.end.disabled = race.finished;
    }
  }
}
