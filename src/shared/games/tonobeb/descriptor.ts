import { describeGame } from '../descriptor';
import { rules, type TonobebView } from './index';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Tonobeb as the tournament knows it: pieces left (R-TON-8), a toss for game 1 then alternating (R-TON-3). */
export const tonobeb = describeGame({
  id: 'tonobeb',
  name: rules.name,
  sides: rules.sides,
  rules,
  optionsHint: 'first=red|blue, position=r1c5,b4c4,… (a study)',
  notationExample: 'a1-d1, end',
  score: { min: 0, max: 12, rule: 'R-TON-8', what: 'pieces left' },
  result: {
    needs: 'Tonobeb needs the pieces left (R-TON-8): type e.g. 1-0 5-0',
    examples: ['1-0 5-0 (pieces left)', '½ 3-3 (agreed)', '1-0 ff'],
    agreedDraw: true,
    check({ score, winner, w, l, played, agreed, err }) {
      if (score.a + score.b > 12) err('score', 'R-TON-8', `there are only 12 pieces: ${score.a} + ${score.b}`, 'tonobebPieces', { a: score.a, b: score.b });
      else if (winner === null && !agreed) err('winner', 'R-TON-8', 'a draw needs agreement: use ending "agreement"', 'tonobebDraw');
      else if (played && (l !== 0 || w === 0)) err('score', 'R-TON-8', `a game played out ends when the loser has no pieces: ${w} against ${l}`, 'tonobebEnd', { w, l });
    },
    // Can be negative: a resignation with fewer pieces left (R-TON-8).
    margin: (w, l) => w - l,
    nominal: () => ({ a: 0, b: 0 }),
  },
  // Rank 1 at the bottom; a die shows its colour and number.
  grid(view: TonobebView) {
    const at = new Map(view.dice.map((d) => [d.square, d]));
    return {
      cols: view.files, points: false,
      rows: Array.from({ length: view.ranks }, (_, r) => Array.from({ length: view.files }, (_, f) => {
        const d = at.get(`${LETTERS[f]}${view.ranks - r}`);
        return d ? { stone: d.colour, label: String(d.number) } : { stone: null };
      })),
    };
  },
  tieBreaks: ['matchPoints', 'buchholz', 'sonnebornBerger', 'margin'],
  firstMove: { method: 'toss-then-alternate', rule: 'R-TON-3' },
  match: { winner: 'games' },
});
