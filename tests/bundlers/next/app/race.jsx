'use client';
import 'pathrace/element';

// <Race map="concave" right="dijkstra" />: every prop becomes an attribute.
export function Race(attributes) {
  return <path-race {...attributes} />;
}
