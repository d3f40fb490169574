// The race page's shareable state: what it is and where the page starts.
// Its text form, for links and localStorage, is state-codec.js. Pure ES
// module (no DOM): runs in browsers and Node.
//
// A state is
//   { map: { kind: 'cells', width, height, terrain: Uint8Array }
//        | { kind: 'preset', id, seed? }          // id from maps.js presets (or lessons.js)
//        | { kind: 'movingai', name },            // a name from race/maps/index.json
//     start: {x, y}, goal: {x, y},
//     left:  { algorithm, heuristic, diagonal, tieBreak, weight },  // race/panel.js
//     right: { …the same },
//     costs: a step-cost name (web/lib/vocabulary.js),
//     speed: number | 'auto', // expansions per second, > 0 (Infinity: all at once); 'auto': fits the race
//     labels?: boolean,
//     size?: 2 to 8,          // the unit both panels move (race/unit.js); absent: 1
//     lang?: a language tag,  // chosen in the language menu; absent: the browser's languages
//     theme?: 'auto' | 'light' | 'dark' } // chosen in the theme menu (../race/palette.js themeNames); absent: auto
import { defaultRace } from '../race/default-race.js';

/** The page's first state: the default race (../race/default-race.js) at the auto speed. */
export function defaultState() {
  return { ...defaultRace(), speed: 'auto' };
}
