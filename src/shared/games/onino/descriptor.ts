import { describeGame } from '../descriptor';
import { rules } from './index';
import type { OninoView } from './view';

const STONE = { first: 'black', second: 'white' } as const;

/**
 * Onino as the tournament knows it: points (105 - markers used, R-ONI-9), the match to the higher total
 * (R-ONI-12), toss and choice (R-ONI-11), a forfeiter's games struck (R-ONI-14), singles or doubles.
 */
export const onino = describeGame({
  id: 'onino',
  name: rules.name,
  sides: rules.sides,
  rules,
  optionsHint: 'mode=singles or mode=doubles',
  notationExample: 'h8, first:declare',
  score: { min: -100, max: 100, rule: 'R-ONI-9', what: 'points (105 - markers used, at least 5 markers)' },
  result: {
    needs: 'Onino needs the points (R-ONI-9): type e.g. 1-0 40 or 40--40',
    examples: ['1-0 40 (the winner\'s points)', '40--40', '½ (0-0)', '1-0 ff'],
    // A draw is 0-0 (R-ONI-10); a win is 105 - markers used (R-ONI-9), so only the markers used fix it.
    implied(winner, { markersUsed } = {}) {
      if (winner === null) return { a: 0, b: 0 };
      if (markersUsed === undefined || !Number.isInteger(markersUsed)) return null;
      const k = 105 - markersUsed;
      return winner === 'a' ? { a: k, b: -k } : { a: -k, b: k };
    },
    winnerPoints: true,
    markers: true,
    check({ score, winner, w, markersUsed, err }) {
      if (score.a !== -score.b) err('score', 'R-ONI-9', `the loser is charged what the winner is credited: ${score.a} and ${score.b} do not cancel`, 'oninoCancel', { a: score.a, b: score.b });
      else if (winner === null && score.a !== 0) err('score', 'R-ONI-10', 'a drawn game is scored 0 for both', 'oninoDraw');
      else if (winner !== null && w < 0) err('score', 'R-ONI-9', `the winner (${winner}) is credited plus points, not ${w}`, 'oninoPlus', { winner, w });
      if (markersUsed !== undefined) {
        const m = markersUsed;
        if (!Number.isInteger(m) || m < 5 || m > 105) err('markersUsed', 'R-ONI-9', `markers used must be 5..105, not ${m}`, 'oninoMarkers', { m });
        else if (winner !== null && w !== 105 - m) err('score', 'R-ONI-9', `${m} markers used score ${105 - m}, not ${w}`, 'oninoMarkerScore', { m, score: 105 - m, w });
      }
    },
    margin: (w) => w,
    // A TRF has no points: a draw is 0-0, but a win without its points would be a drawn match (R-ONI-12).
    nominal: (winner) => (winner === null ? { a: 0, b: 0 } : null),
    fromReport(report) {
      const out: { markersUsed?: number; lastPlayBy?: string } = {};
      const used = report.markersUsed as Record<string, number> | undefined;
      const winner = report.winner as string | null;
      if (report.ending === 'play' && winner && used?.[winner] !== undefined) out.markersUsed = used[winner];
      // After a draw the side that made the last play chooses who plays first next (R-ONI-11).
      if (winner === null && typeof report.lastPlayBy === 'string') out.lastPlayBy = report.lastPlayBy;
      return out;
    },
  },
  // a1 first, drawn with rank 15 at the top.
  grid: (view: OninoView) => ({
    cols: 15, points: false,
    rows: Array.from({ length: 15 }, (_, r) => Array.from({ length: 15 }, (_, f) => {
      const side = view.cells[(14 - r) * 15 + f];
      return { stone: side ? STONE[side] : null };
    })),
  }),
  // R-ONI-12: total points, then the average per game.
  tieBreaks: ['gameScore', 'averageGameScore'],
  firstMove: { method: 'toss-and-choice', rule: 'R-ONI-11' },
  match: {
    winner: 'total',
    rankingChoice: true,
    forfeitStrikes: { rule: 'R-ONI-14' },
    doubles: (options) => options.mode === 'doubles',
  },
});
