/**
 * Issue 41 part 5 (the ranking only): the Japanese ranking of an Othello event is the order
 * `gamesWon, scoreDifference, directEncounter` (wins, then total disc difference, then the
 * head-to-head game), set as the event's tieBreaks. The lot after them is not done yet.
 */
import { describe, expect, it } from 'vitest';
import { eventWith, matchesOf, pairNext, setResult, standings } from './helpers';

/** Who beat whom, by how much: winner's discs, loser's discs (sums of 64, R-OTH-3). */
const RESULTS: Record<string, [string, number, number]> = {
  'Ann-Cid': ['Ann', 60, 4], 'Ann-Dee': ['Ann', 60, 4], 'Ann-Bob': ['Bob', 33, 31],
  'Bob-Cid': ['Bob', 33, 31], 'Bob-Dee': ['Dee', 33, 31], 'Cid-Dee': ['Cid', 33, 31],
};

describe('the Japanese ranking profile for Othello (wins, disc difference, head-to-head)', () => {
  it('ranks by games won, then total disc difference (Ann above Bob who beat her), then the game between the two (Cid above Dee)', () => {
    const s = eventWith({ game: 'othello', format: 'round-robin', names: ['Ann', 'Bob', 'Cid', 'Dee'], settings: { tieBreaks: ['gamesWon', 'scoreDifference', 'directEncounter'] } });
    const nameOf = Object.fromEntries(Object.entries(s.ids).map(([n, id]) => [id, n]));
    for (let r = 1; r <= 3; r++) {
      for (const m of matchesOf(pairNext(s))) {
        const [a, b] = [nameOf[m.a.id]!, nameOf[m.b.id]!];
        const [winner, w, l] = RESULTS[[a, b].sort().join('-')]!;
        setResult(s, r, m.board, winner === a ? 'a' : 'b', winner === a ? w : l, winner === a ? l : w);
      }
    }
    const rows = standings(s).rows;
    expect(rows.map((row) => nameOf[row.entry])).toEqual(['Ann', 'Bob', 'Cid', 'Dee']);
    const values = Object.fromEntries(rows.map((row) => [nameOf[row.entry], [row.values.gamesWon, row.values.scoreDifference]]));
    expect(values).toEqual({ Ann: [2, 110], Bob: [2, 2], Cid: [1, -56], Dee: [1, -56] });
  });
});
