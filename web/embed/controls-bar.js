// The element's transport bar: Play/Pause and back to the start (controls
// "minimal"), plus steps, jump to the end, the scrubber, the speed and each
// panel's algorithm ("full"). It shows what the element tells it, in the
// element's language, and hands every click to the element's `actions`.
import './element-messages.js';
import { icon, icons, make } from './dom.js';
import { markFallback } from './element-language.js';
import { english } from '../race/messages.js';
import { algorithmName, panelAlgorithms } from '../race/panel.js';
import { speedIndex, speedSteps, speedText } from '../race/speed.js';

export class ControlsBar {
  #doc;
  #bar;
  #panels;
  #actions;
  #c = {};
  #m = english;
  #built = null; // [kind, speed] of the last build()
  #playing = [false, false]; // what showPlaying() was told last

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

  /** Says everything in the language of `m` (a Messages) from now on: the controls are built again in it. */
  setMessages(m) {
    this.#m = m;
    if (!this.#built) return;
    // The control that had the focus keeps it.
    const focused = this.#bar.getRootNode().activeElement;
    const action = this.#bar.contains(focused) ? focused.dataset.action : undefined;
    const side = focused?.matches?.('select.pr-algorithm') ? this.#c.algorithms.indexOf(focused) : -1;
    this.build(...this.#built);
    this.showPlaying(...this.#playing);
    if (action) this.#bar.querySelector(`[data-action="${action}"]`)?.focus();
    if (side >= 0) this.#c.algorithms[side].focus();
  }

  /** Builds the controls of one kind: 'none', 'minimal' or 'full'. */
  build(kind, speed) {
    this.#built = [kind, speed];
    const doc = this.#doc,
      actions = this.#actions,
      m = this.#m;
    const c = (this.#c = {});
    this.#bar.replaceChildren();
    for (const p of this.#panels) p.panel.querySelector('select.pr-algorithm')?.remove();
    this.#bar.hidden = kind === 'none';
    if (kind === 'none') return;
    const button = (name, id, action) => {
      const label = m.t(id);
      const b = make(
        doc,
        'button',
        { type: 'button', 'data-action': name, 'aria-label': label, title: label },
        icon(doc, icons[name]),
      );
      markFallback(b, m, id);
      b.addEventListener('click', action);
      return b;
    };
    c.play = make(doc, 'button', { type: 'button', 'data-action': 'play', class: 'pr-primary' });
    c.play.addEventListener('click', () => actions.playPause());
    c.restart = button('restart', 'element.restart', () => actions.seek(0));
    const buttons = make(doc, 'div', { class: 'pr-buttons' });
    if (kind === 'full') {
      c.back = button('back', 'element.stepBack', () => actions.step(-1));
      c.step = button('step', 'element.stepOn', () => actions.step(1));
      c.end = button('end', 'element.end', () => actions.seek(Infinity));
      // A narrow element folds the speed and the downloads under More (path-race-css.js).
      c.more = button('more', 'element.more', () => this.#showMore(!this.#bar.hasAttribute('data-more')));
      c.more.classList.add('pr-more-toggle');
      c.more.setAttribute('aria-controls', 'pr-more');
      buttons.append(c.restart, c.back, c.play, c.step, c.end, c.more);
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
        'aria-label': m.t('element.scrubber'),
      });
      markFallback(c.clock, m, 'element.scrubber');
      c.clock.addEventListener('input', () => actions.seek(Number(c.clock.value)));
      c.speed = make(doc, 'input', {
        type: 'range',
        min: '0',
        max: String(speedSteps.length - 1),
        step: '1',
        'aria-label': m.t('element.speed'),
      });
      c.speedOut = make(doc, 'output', { class: 'pr-speed-out' });
      const speedLabel = make(doc, 'span', { text: m.t('element.speed') });
      markFallback(speedLabel, m, 'element.speed');
      markFallback(c.speed, m, 'element.speed');
      c.speed.addEventListener('input', () => {
        const chosen = speedSteps[Number(c.speed.value)];
        actions.speed(chosen === Infinity ? 'max' : String(chosen));
      });
      const more = make(doc, 'div', { class: 'pr-more', id: 'pr-more' });
      more.append(make(doc, 'label', { class: 'pr-speed' }, speedLabel, c.speed, c.speedOut));
      this.#bar.append(make(doc, 'label', { class: 'pr-scrubber' }, c.clock), more);
      this.showSpeed(speed);
      // Each panel's algorithm, in its header; a choice sets the attribute.
      c.algorithms = this.#panels.map((p, i) => {
        const select = make(doc, 'select', {
          class: 'pr-algorithm',
          'aria-label': m.t('element.algorithm', { side: p.side }),
        });
        for (const a of panelAlgorithms) select.append(new Option(algorithmName(a.name, {}, m), a.name));
        select.addEventListener('change', () => actions.algorithm(i, select.value));
        p.name.before(select);
        return select;
      });
      // The race as a file: a figure of this moment, or the animation.
      const file = (kind, id) => {
        const b = make(doc, 'button', { type: 'button', 'data-action': `download-${kind}`, text: m.t(id) });
        markFallback(b, m, id);
        b.addEventListener('click', () => actions.download(kind, b));
        return b;
      };
      more.append(
        make(
          doc,
          'div',
          { class: 'pr-downloads' },
          file('svg', 'element.downloadFigure'),
          file('gif', 'element.downloadAnimation'),
        ),
      );
      this.#showMore(this.#bar.hasAttribute('data-more'));
    } else this.#bar.removeAttribute('data-more');
    c.readout = make(doc, 'output', { class: 'pr-readout', 'aria-live': 'off' });
    this.#bar.append(c.readout);
  }

  // More unfolded (or folded): the bar's data-more, which the narrow layout reads.
  #showMore(open) {
    this.#bar.toggleAttribute('data-more', open);
    this.#c.more.setAttribute('aria-expanded', String(open));
  }

  showSpeed(speed) {
    if (this.#built) this.#built[1] = speed;
    const c = this.#c;
    if (!c.speed) return;
    c.speed.value = String(speedIndex(speed));
    c.speedOut.textContent = speedText(speed, this.#m);
  }

  /** Play, Pause or Replay on the play button. */
  showPlaying(playing, finished) {
    this.#playing = [playing, finished];
    const b = this.#c.play;
    if (!b) return;
    const id = playing ? 'element.pause' : finished ? 'element.replay' : 'element.play';
    const label = this.#m.t(id);
    if (b.dataset.label === label) return;
    b.dataset.label = label;
    b.dataset.playing = String(playing);
    b.replaceChildren(icon(this.#doc, playing ? icons.pause : icons.play), label);
    b.setAttribute('aria-label', label);
    markFallback(b, this.#m, id);
  }

  /** The clock: "k / total expansions" (total: null while unknown); `length()` asks the race's length of the scrubber. */
  showClock(race, total, length) {
    const c = this.#c;
    if (!c.readout) return;
    const id = total !== null && total !== undefined ? 'element.clockOf' : 'element.clock';
    const text = this.#m.t(id, { clock: race.clock, total });
    if (c.readout.textContent !== text) {
      c.readout.textContent = text;
      markFallback(c.readout, this.#m, id);
    }
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
