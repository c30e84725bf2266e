import { describeGame } from '../descriptor';
import type { GameOptions } from '../types';
import { rules } from './index';

/** R-DOM-12: the event's dominoes target score (61 unless its options say otherwise) and skunk penalty. */
function dominoesTerms(options: GameOptions): { target: number; skunkDouble: boolean } {
  const target = Number(options.target ?? 61);
  return { target: Number.isInteger(target) && target > 0 ? target : 61, skunkDouble: options.skunk === 'double' };
}

/** Dominoes (SBYC all fives) as the tournament knows it: points to the target (R-DOM-7), a draw for set (R-DOM-2). */
export const dominoes = describeGame({
  id: 'dominoes',
  name: 'Dominoes (SBYC)',
  sides: rules.sides,
  firstLabel: 'set',
  rules,
  optionsHint: 'set=6|9|12, mode=open|known, exposed=pickup|faceup, seed=…',
  notationExample: '6-4@N, draw, a+5',
  score: { min: 0, max: Infinity, rule: 'R-DOM-7', what: 'points' },
  result: {
    needs: 'Dominoes needs the points (R-DOM-7): type e.g. 61-40',
    examples: ['61-40', '0-1 40-61', '½ 50-50 agreed', '1-0 ff'],
    agreedDraw: true,
    check({ winner, w, l, lead, played, agreed, options, err }) {
      const { target } = dominoesTerms(options);
      if (winner === null && !agreed) err('winner', 'R-DOM-7', 'a tie at the end of a hand means another hand: a finished game has a winner', 'dominoesTie');
      else if (played && w < target) err(`score.${lead}`, target === 61 ? 'R-DOM-7' : 'R-DOM-12', `the winner needs ${target} or more, not ${w}`, 'dominoesTarget', { target, w });
      else if (winner !== null && played && w <= l) err('score', 'R-DOM-7', `the winner (${winner}) must have the higher score: ${w} against ${l}`, 'dominoesHigher', { winner, w, l });
    },
    margin(w, l, options, ending) {
      // R-DOM-12: under the event's "double" penalty a skunk (the loser short of half the target) counts double.
      const { target, skunkDouble } = dominoesTerms(options);
      return Math.max(0, w - l) * (skunkDouble && ending === 'play' && l < Math.ceil(target / 2) ? 2 : 1);
    },
    nominal: () => ({ a: 0, b: 0 }),
  },
  tieBreaks: ['gamesWon', 'scoreDifference'],
  firstMove: { method: 'draw-for-set', rule: 'R-DOM-2' },
  // Partnership play is named in the SBYC text only in passing ("TO CUT OFF"): a ruling gap. A doubles
  // board is the common all-fives partnership game, two partners a side pooling their points (docs/dominoes.md).
  match: { winner: 'games', partnershipBoards: { rule: 'R-DOM-7' } },
});
