/**
 * Ninuki-Renju: legal-move listing on a crowded 21 x 21 middle game (target: under 2 ms) and random
 * legal playouts per second. Measures, never asserts.
 */
import { mulberry32 as random } from '../src/shared/random';
import { rules, legalPoints, type NinukiState } from '../src/shared/games/ninuki';
import { colOf, geometry, rowOf } from '../src/shared/games/ninuki/board';
import { percentile, timeMs, type Bench } from './harness';

function start(size: number): NinukiState {
  const s = rules.setup({ size });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

function playPoint(state: NinukiState, p: number): NinukiState {
  const g = geometry(state.size);
  const next = rules.apply(state, { type: 'play', col: colOf(g, p), row: rowOf(g, p) });
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
}

/** A crowded middle game: plays next to the stones already down, until `stones` are on the board. */
function crowded(size: number, stones: number, seed: number): NinukiState {
  const rnd = random(seed);
  for (;;) {
    let state = start(size);
    const g = geometry(size);
    while (!state.result && size * size - state.empties < stones) {
      const legal = legalPoints(state);
      const near = legal.filter((p) => g.rays.some((d) => state.cells[p + d] === 1 || state.cells[p + d] === 2));
      const pool = near.length && rnd() < 0.9 ? near : legal;
      state = playPoint(state, pool[Math.floor(rnd() * pool.length)]!);
    }
    if (!state.result) return state;
  }
}

const bench: Bench = (report) => {
  const position = crowded(21, 180, 7);
  const legal = rules.legal(position).length;
  report.note(`21 x 21 position: ${21 * 21 - position.empties} stones, ${legal} legal plays, ${position.empties - legal} forbidden, captures x ${position.captures.x} o ${position.captures.o}`);
  // a fresh state object each time, so nothing memoised for the position is reused
  for (let i = 0; i < 200; i++) rules.legal({ ...position }); // warm up
  const samples: number[] = [];
  for (let i = 0; i < 3000; i++) {
    const copy = { ...position };
    samples.push(timeMs(() => rules.legal(copy)));
  }
  report.figure('legal listing, crowded 21x21, median', percentile(samples, 50), 'ms');
  report.figure('legal listing, crowded 21x21, p95', percentile(samples, 95), 'ms');

  const rnd = random(11);
  let games = 0;
  let plays = 0;
  const elapsed = timeMs(() => {
    const until = Date.now() + 3000;
    while (Date.now() < until) {
      let state = start(19);
      while (!state.result) {
        const legal = legalPoints(state);
        state = playPoint(state, legal[Math.floor(rnd() * legal.length)]!);
        plays++;
      }
      games++;
    }
  });
  report.figure('random legal playouts, 19x19', games / (elapsed / 1000), 'games/s');
  report.figure('plays in those playouts', plays / (elapsed / 1000), 'plays/s');
};

export default bench;
