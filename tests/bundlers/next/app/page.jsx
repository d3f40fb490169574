import { Probe } from './probe';
import { Race } from './race';

export default function Page() {
  return (
    <main>
      <h1>Why greedy takes the long way</h1>
      <Race id="r" map="....#/.##.#/....." start="0,0" goal="4,2" speed="max" />
      <Race id="trap" map="concave" right="dijkstra" speed="max" />
      <Probe />
    </main>
  );
}
