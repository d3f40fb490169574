// `pathrace/element/react`: <path-race> and <path-race-step> in React 19's
// JSX (React.JSX.IntrinsicElements), for TSX. Types only: bring them in with
//   import type {} from 'pathrace/element/react';
// Apart from path-race.d.ts because these need @types/react, which a page
// without React does not have.
//
// React 19 renders these attributes as text (on the server and the client;
// `true` becomes an empty attribute and `false` none, so `autoplay` and
// `labels` take the words 'true' and 'false'), and an `on`-prefixed prop
// whose value is a function as a listener of the event named by the rest:
// `onrace-finish`. A server-rendered element that React hydrates does not
// get those listeners (React 19.3; react/react#35446): listen through a ref.
import type { HTMLAttributes, RefAttributes } from 'react';
import type {
  PathRaceAttributes,
  PathRaceElement,
  PathRaceStepAttributes,
  PathRaceStepElement,
  RaceFinishDetail,
  RaceStepDetail,
} from './path-race.js';

/** <path-race>'s props in JSX: its attributes, the common HTML ones, a ref, and its events. */
export interface PathRaceProps
  extends
    Omit<HTMLAttributes<PathRaceElement>, keyof PathRaceAttributes>,
    PathRaceAttributes,
    RefAttributes<PathRaceElement> {
  'onrace-finish'?: (event: CustomEvent<RaceFinishDetail>) => void;
  'onrace-step'?: (event: CustomEvent<RaceStepDetail>) => void;
}

/** <path-race-step>'s props in JSX. */
export interface PathRaceStepProps
  extends
    Omit<HTMLAttributes<PathRaceStepElement>, keyof PathRaceStepAttributes>,
    PathRaceStepAttributes,
    RefAttributes<PathRaceStepElement> {}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'path-race': PathRaceProps;
      'path-race-step': PathRaceStepProps;
    }
  }
}
