'use client';
import { useEffect, useRef } from 'react';
import 'pathrace/element';

// <Race map="concave" right="dijkstra" onFinish={(detail) => …} />: every other prop becomes an attribute.
export function Race({ onFinish, ...attributes }) {
  const ref = useRef(null);
  useEffect(() => {
    const race = ref.current;
    if (!onFinish) return;
    const finished = (event) => onFinish(event.detail);
    race.addEventListener('race-finish', finished);
    if (race.lastResult) onFinish(race.lastResult); // it finished before this effect ran
    return () => race.removeEventListener('race-finish', finished);
  }, [onFinish]);
  return <path-race ref={ref} {...attributes} />;
}
