import { describeGame } from '../descriptor';
import { rules } from './index';
import type { OthelloView } from './view';

/** Othello as the tournament knows it: the official disc count (R-OTH-3), colours allocated by the pairing. */
export const othello = describeGame({
  id: 'othello',
  name: rules.name,
  sides: rules.sides,
  rules,
  optionsHint: '',
  notationExample: 'd3, pass',
  score: { min: 0, max: 64, rule: 'R-OTH-3', what: 'official discs' },
  result: {
    needs: 'Othello needs the official disc count (R-OTH-3): type e.g. 1-0 40-24 or 40-24',
    examples: ['1-0 40-24', '40-24', '½ (32-32)', '1-0 ff'],
    implied: (winner) => (winner === null ? { a: 32, b: 32 } : null),
    check({ score, winner, w, l, played, err }) {
      if (score.a + score.b !== 64) err('score', 'R-OTH-3', `official disc counts sum to 64 (empty squares go to the winner); ${score.a} + ${score.b} = ${score.a + score.b}`, 'othelloSum', { a: score.a, b: score.b, sum: score.a + score.b });
      else if (played && winner !== null && w <= l) err('score', 'R-OTH-3', `the winner (${winner}) must have more discs: ${w} against ${l}`, 'othelloMore', { winner, w, l });
      else if (winner === null && score.a !== score.b) err('winner', 'R-OTH-3', `${score.a}-${score.b} is not a draw`, 'notDraw', { a: score.a, b: score.b });
    },
    margin: (w, l) => Math.abs(w - l),
    nominal: (winner) => (winner === null ? { a: 32, b: 32 } : winner === 'a' ? { a: 33, b: 31 } : { a: 31, b: 33 }),
  },
  // a1..h1 is the top row (R-OTH-1).
  grid: (view: OthelloView) => ({
    cols: 8, points: false,
    rows: Array.from({ length: 8 }, (_, r) => Array.from({ length: 8 }, (_, f) => ({ stone: view.cells[r * 8 + f] ?? null }))),
  }),
  // World Othello Championship rules: match points, Brightwell quotient, disc count.
  tieBreaks: ['matchPoints', 'brightwell', 'gameScore'],
  firstMove: { method: 'allocated', rule: 'event', procedures: ['hidden-disc'] },
  // The federations pair by PAPP (FFO, WOF members); PAPP proposes a Brightwell coefficient of 0 below 8 rounds, 6 from 8.
  federation: { swissSystem: 'papp', brightwellConstant: (rounds: number | null) => (rounds !== null && rounds < 8 ? 0 : 6) },
  match: { winner: 'games' },
});
