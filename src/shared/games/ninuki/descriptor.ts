import { describeGame } from '../descriptor';
import { rules, type NinukiView } from './index';

/** Ninuki-Renju as the tournament knows it: pairs captured (R-NIN-5), colours allocated by the pairing. */
export const ninuki = describeGame({
  id: 'ninuki',
  name: rules.name,
  sides: rules.sides,
  rules,
  optionsHint: 'size=13|15|17|19|21 (default 19)',
  notationExample: 'K10',
  score: { min: 0, max: 5, rule: 'R-NIN-5', what: 'pairs captured' },
  result: {
    // The director may not know the captures: they count 0-0 unless typed.
    needs: null,
    examples: ['1-0 (captures 0-0)', '1-0 3-1 (pairs captured)', '0-1 res', '1-0 ff'],
    implied: () => ({ a: 0, b: 0 }),
    check({ score, winner, l, loser, played, err }) {
      if (score.a === 5 && score.b === 5) err('score', 'R-NIN-5', 'only one side can capture five pairs', 'ninukiBoth');
      else if (played && winner !== null && l === 5) err(`score.${loser}`, 'R-NIN-5', 'a side that captured five pairs has won, it cannot be the loser', 'ninukiLoser');
    },
    // Can be negative: a five won with fewer captures.
    margin: (w, l) => w - l,
    nominal: () => ({ a: 0, b: 0 }),
  },
  grid: (view: NinukiView) => ({ cols: view.cells[0]?.length ?? 0, rows: view.cells.map((row) => row.map((s) => ({ stone: s }))), points: true }),
  tieBreaks: ['matchPoints', 'buchholz', 'sonnebornBerger', 'margin'],
  firstMove: { method: 'allocated', rule: 'event' },
  match: { winner: 'games' },
});
