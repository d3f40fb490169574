// embed.html?map=…&start=…: one <path-race> from the URL's parameters, for
// sites that take an iframe but not a script. The parameters are the
// element's attributes, and go to it as attribute text (setAttribute), so
// the element checks them exactly as it checks an author's attributes.
import './path-race.js';
import { attributeNames } from './attributes.js';

const params = new URLSearchParams(location.search);
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
