// embed.html?map=…&start=…: one <path-race> from the URL's parameters, for
// sites that take an iframe but not a script. The parameters are the
// element's attributes, and go to it as attribute text (setAttribute), so
// the element checks them exactly as it checks an author's attributes.
// `lang` is the page's language: the element reads it as any page's.
import './element-messages.js';
import './path-race.js';
import { attributeNames, readSettings } from './attributes.js';
import { markFallback } from './element-language.js';
import { loadMessages, matchLanguage } from '../race/messages.js';
import { adoptPagePalette } from '../race/theme.js';

const params = new URLSearchParams(location.search);
// The language the page speaks (an unknown one: English), before the element reads it.
if (params.has('lang')) document.documentElement.lang = matchLanguage(params.get('lang'));
// Around the race, its frame's colour, in the theme it shows: the one asked for, else the reader's system's.
const { theme } = readSettings((name) => (name === 'theme' ? params.get(name) : null)).settings;
if (theme !== 'auto') document.documentElement.dataset.theme = theme;
adoptPagePalette(document);
const race = document.createElement('path-race');
for (const name of attributeNames) {
  const value = params.get(name);
  if (value !== null) race.setAttribute(name, value);
}
// Without a height the race fills the iframe.
if (!params.has('height')) race.setAttribute('height', '100vh');

// The host page may listen: window.addEventListener('message', …) gets
// { type: 'pathrace:race-finish', detail } (the element's event detail).
race.addEventListener('race-finish', (event) => {
  if (window.parent !== window)
    window.parent.postMessage({ type: 'pathrace:race-finish', detail: event.detail }, '*');
});
document.querySelector('main').append(race);

// The page's own words, in its language.
loadMessages(document.documentElement.lang).then((m) => {
  document.title = m.t('element.embed.title');
  const heading = document.querySelector('h1');
  heading.textContent = m.t('element.embed.heading');
  markFallback(heading, m, 'element.embed.heading');
});
