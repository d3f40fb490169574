// A tutorial post in React 19, as docs/embed.md's "Where you write" gives
// one: prose and <path-race> elements, each race's verdict shown by React.
// tests/e2e/react.test.js renders it with renderToString in Node and
// hydrates it in Chromium (react-client.js). No JSX, so that Node runs it
// as it is; the same elements in TSX are tests/js/react-types-example.tsx.
import { createElement as h, useEffect, useRef, useState } from 'react';
// Safe on the server too: where there is no customElements it defines nothing.
import 'pathrace/element';

// A race and its verdict: docs/embed.md's Race. React 19 does not attach an
// `onrace-finish` prop's listener to an element it hydrates, so a ref does;
// a race over before the effect ran has left its result in lastResult.
function Race({ id, ...attributes }) {
  const ref = useRef(null);
  const [verdict, setVerdict] = useState('');
  useEffect(() => {
    const race = ref.current;
    const finished = (event) => setVerdict(event.detail.verdict);
    race.addEventListener('race-finish', finished);
    if (race.lastResult) setVerdict(race.lastResult.verdict);
    return () => race.removeEventListener('race-finish', finished);
  }, []);
  return h(
    'figure',
    null,
    h('path-race', { ref, id, ...attributes }),
    h('figcaption', { id: `${id}-said` }, verdict),
  );
}

export const rows = ['....#', '.##.#', '.....'];

export function Post() {
  const [more, setMore] = useState(false);
  const [spiral, setSpiral] = useState('');
  return h(
    'article',
    null,
    h('h1', null, 'Why greedy best-first search takes the long way'),
    h('p', null, 'Greedy walks straight at the goal, into the cup, and has to climb out:'),
    h(Race, { id: 'r1', map: 'concave', speed: 'max', height: '240' }),
    h('p', null, 'Jump point search finds the same path as A*, expanding fewer cells:'),
    h(Race, { id: 'r2', map: rows.join('/'), right: 'jps', speed: 'max', height: '240' }),
    h('button', { type: 'button', onClick: () => setMore(true) }, 'One more race'),
    // Rendered on the client only: there React 19 attaches onrace-finish itself.
    more &&
      h('path-race', {
        id: 'r3',
        map: 'spiral',
        speed: 'max',
        height: '240',
        'onrace-finish': (event) => setSpiral(event.detail.verdict),
      }),
    h('p', { id: 'r3-said' }, spiral),
  );
}
