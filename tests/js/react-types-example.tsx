// <path-race> and <path-race-step> in React 19's JSX, so that `tsc --noEmit`
// checks web/embed/react.d.ts (pathrace/element/react) against a post as
// docs/embed.md writes it (and rejects what it must: the @ts-expect-error lines).
import { useEffect, useRef, useState } from 'react';
import type { PathRaceElement, RaceFinishDetail } from 'pathrace/element';
import type {} from 'pathrace/element/react';

export function Post() {
  const race = useRef<PathRaceElement>(null);
  const [result, setResult] = useState<RaceFinishDetail | null>(null);
  useEffect(() => {
    void import('pathrace/element');
    const element = race.current;
    if (!element) return;
    const finished = (event: CustomEvent<RaceFinishDetail>) => setResult(event.detail);
    element.addEventListener('race-finish', finished);
    return () => element.removeEventListener('race-finish', finished);
  }, []);
  return (
    <article>
      <h1>Why greedy best-first search takes the long way</h1>
      <path-race ref={race} id="r1" map="concave" speed="max" controls="full" className="race" />
      <p>
        <path-race-step for="r1" at="divergence" highlight="3,4 5,4" scroll="">
          Here greedy leaves the better path.
        </path-race-step>
      </p>
      <path-race
        map="....#/.##.#/....."
        right="jps"
        size="2"
        autoplay="false"
        explain="both"
        at="12"
        onrace-finish={(event) => setResult(event.detail)}
        onrace-step={(event) => event.detail.panels[0].open}
      />
      <output>{result?.verdict}</output>
    </article>
  );
}

export function Wrong() {
  return (
    <>
      {/* @ts-expect-error: 'dfs' is not an algorithm the element runs */}
      <path-race right="dfs" />
      {/* @ts-expect-error: a unit's size is a whole number from 1 to 8 */}
      <path-race size="big" />
      {/* @ts-expect-error: autoplay takes the word 'false'; React would drop a false boolean, and the race would play */}
      <path-race autoplay={false} />
      {/* @ts-expect-error: explain is none, sentence, open-list or both */}
      <path-race explain="all" />
      {/* @ts-expect-error: a race-finish listener gets a CustomEvent of the finish's detail */}
      <path-race onrace-finish={(event: CustomEvent<string>) => event.detail.length} />
      {/* @ts-expect-error: <path-race-step> has no map */}
      <path-race-step for="r1" map="concave" />
    </>
  );
}

export function WrongMethod() {
  const race = useRef<PathRaceElement>(null);
  // @ts-expect-error: step() takes a number of steps
  race.current?.step('next');
  // @ts-expect-error: the element has no stop(); pause() it
  race.current?.stop();
  return <path-race ref={race} />;
}
