import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Pairing } from '../model';
import { recordForfeit, protestGame, decideProtest } from '../sanctions';
import { bye, entriesOf, eventOf, match, played } from '../testing';
import { computeStandings, valueOf } from './compute';
import { crossTable } from './crosstable';

const table = (s: ReturnType<typeof computeStandings>) => s.rows.map((r) => `${r.rank} ${r.name}`);
const value = (s: ReturnType<typeof computeStandings>, id: string) => s.rows.find((r) => r.entry === id)!.values;

describe('Othello: match points, then Brightwell quotient, then disc count', () => {
  // A 4-player round robin with a three-way tie on 2 points (hand-computed).
  const event = eventOf('othello', entriesOf('A', 'B', 'C', 'D'), [
    [match(1, 'a', 'd', played('a', 40, 24)), match(2, 'b', 'c', played('b', 30, 34))],
    [match(1, 'd', 'c', played('b', 20, 44)), match(2, 'a', 'b', played('b', 30, 34))],
    [match(1, 'b', 'd', played('a', 50, 14)), match(2, 'c', 'a', played('b', 28, 36))],
  ]);

  it('ranks by the game default and shares a place on a complete tie', () => {
    const s = computeStandings(event);
    // Points A 2, B 2, C 2, D 0; BQ = discs + 6 x opponents' points: A 106 + 24, B 114 + 24, C 106 + 24.
    expect(table(s)).toEqual(['1 B', '2 A', '2 C', '4 D']);
    expect(value(s, 'a')).toMatchObject({ matchPoints: 2, gameScore: 106, brightwell: 130 });
    expect(value(s, 'b').brightwell).toBe(138);
    expect(value(s, 'b')).toMatchObject({ matchPoints: 2, gameScore: 114 });
    expect(value(s, 'd')).toMatchObject({ matchPoints: 0, gameScore: 58 });
  });

  it('lists entries tied on every criterion by pairing number, whatever order the event lists its entries in', () => {
    // A and C tie completely (rank 2). The services list entries in pairing order; a caller may not.
    const listed = { ...event, entries: [...event.entries].reverse() };
    expect(table(computeStandings(listed))).toEqual(['1 B', '2 A', '2 C', '4 D']);
    const renumbered = { ...event, entries: event.entries.map((e) => ({ ...e, pairingNumber: e.id === 'c' ? 1 : e.id === 'a' ? 3 : e.pairingNumber })) };
    expect(table(computeStandings(renumbered))).toEqual(['1 B', '2 C', '2 A', '4 D']);
  });

  it('carries the opponent tie-breaks (Buchholz, Sonneborn-Berger, Koya, ARO, TPR) only when the order ranks by one', () => {
    const opponentTieBreaks = ['buchholz', 'buchholzCut1', 'buchholzCut2', 'buchholzMedian', 'buchholzMedian2', 'sonnebornBerger', 'koya', 'aro', 'tpr'] as const;
    const without = computeStandings(event);
    for (const c of opponentTieBreaks) expect(value(without, 'a')[c]).toBeNull();
    expect(() => valueOf(without.rows[0]!, 'buchholz')).toThrow(/without the opponent tie-breaks have no buchholz/);
    // Every other criterion is there, the progressive score too (A 1 + 1 + 2).
    expect(value(without, 'a')).toMatchObject({ progressive: 4, wins: 2, standardPoints: 2 });
    const ranked = computeStandings(event, { order: ['matchPoints', 'buchholz'] });
    // Koya: A's points against the opponents on at least half the possible points (B and C: a loss and a win).
    expect(value(ranked, 'a')).toMatchObject({ buchholz: 4, koya: 1 });
    expect(value(ranked, 'b').buchholz).toBe(4);
    expect(value(ranked, 'd').buchholz).toBe(6);
    expect(valueOf(ranked.rows[0]!, 'buchholz')).toBe(ranked.rows[0]!.values.buchholz);
    // The ranking by the game's order does not depend on which values the rows carry.
    expect(table(computeStandings(event, { order: ['matchPoints', 'brightwell', 'gameScore', 'sonnebornBerger'] })).slice(0, 3)).toEqual(table(without).slice(0, 3));
  });

  it('configurable order: progressive score breaks the tie (A 1+1+2, B 0+1+2, C 1+2+2)', () => {
    const s = computeStandings(event, { order: ['matchPoints', 'directEncounter', 'progressive'] });
    expect(table(s)).toEqual(['1 C', '2 A', '3 B', '4 D']);
    // A beat C, C beat B, B beat A: one point each among the tied three.
    expect(value(s, 'a').directEncounter).toBe(1);
    expect(value(s, 'c').progressive).toBe(5);
  });

  it('Buchholz cut-1 and median drop the lowest (and highest) opponent', () => {
    const s = computeStandings(event, { order: ['matchPoints', 'buchholzCut1', 'buchholzMedian'] });
    expect(value(s, 'a')).toMatchObject({ buchholzCut1: 4, buchholzMedian: 2, sonnebornBerger: 2, wins: 2 });
  });

  it('standings as of round 1', () => {
    const s = computeStandings(event, { throughRound: 1 });
    expect(s.throughRound).toBe(1);
    expect(table(s)).toEqual(['1 A', '2 C', '3 B', '4 D']);
  });

  it('direct encounter separates two tied players who met', () => {
    const two = eventOf('othello', entriesOf('A', 'B', 'C'), [
      [match(1, 'a', 'b', played('b', 20, 44)), bye('c')],
      [match(1, 'c', 'a', played('b', 30, 34)), bye('b', 'zero')],
    ]);
    const s = computeStandings(two, { order: ['matchPoints', 'directEncounter'] });
    // A 1 (beat C), B 1 (beat A), C 1 (bye): B beat A, C met nobody -> no split for the three.
    expect(s.rows.map((r) => r.values.matchPoints)).toEqual([1, 1, 1]);
    expect(s.rows.every((r) => r.rank === 1)).toBe(true);
  });
});

describe('Tonobeb / Ninuki-Renju: match points, Buchholz, Sonneborn-Berger, margin; byes per FIDE C.07 (2024)', () => {
  const event = eventOf('tonobeb', entriesOf('A', 'B', 'C', 'D', 'E'), [
    [match(1, 'a', 'b', played('a', 3, 0)), match(2, 'c', 'd', played(null, 4, 4, { ending: 'agreement' })), bye('e')],
    [match(1, 'a', 'e', played('b', 0, 2)), match(2, 'b', 'c', played('a', 5, 0)), bye('d', 'zero')],
  ]);

  it('C.07 16: hand-computed table, unplayed rounds as a dummy opponent with the own score', () => {
    const s = computeStandings(event);
    expect(table(s)).toEqual(['1 E', '2 A', '3 B', '4 C', '5 D']);
    expect(value(s, 'a')).toMatchObject({ matchPoints: 1, buchholz: 3, sonnebornBerger: 1, margin: 1 });
    expect(value(s, 'b')).toMatchObject({ matchPoints: 1, buchholz: 1.5, sonnebornBerger: 0.5, margin: 2 });
    // C met D, whose zero-point bye in the last round (a VUR after D's last game) counts as a draw: 0.5 + 0.5.
    expect(value(s, 'c')).toMatchObject({ matchPoints: 0.5, buchholz: 2, sonnebornBerger: 0.5, margin: -5 });
    // D's own zero-point bye: a dummy opponent on D's own score 0.5, scored 0 against it.
    expect(value(s, 'd')).toMatchObject({ matchPoints: 0.5, buchholz: 1, sonnebornBerger: 0.25, margin: 0 });
    // E's pairing bye: dummy on E's own 2, a full point against it (SB 2 x 1), then A's 1.
    expect(value(s, 'e')).toMatchObject({ matchPoints: 2, buchholz: 3, sonnebornBerger: 3, wins: 2, winsPlayed: 1, progressive: 3 });
  });

  it('as of round 1 the pairing bye (dummy on E\'s own 1 point) puts E above A (Buchholz 1 against 0)', () => {
    const s = computeStandings(event, { throughRound: 1 });
    expect(table(s).slice(0, 2)).toEqual(['1 E', '2 A']);
  });

  it('a match still without a result is left out', () => {
    const pending = eventOf('ninuki', entriesOf('A', 'B'), [[{ kind: 'match', board: 1, a: 'a', b: 'b', games: [{ first: 'a', result: null }] }]]);
    const s = computeStandings(pending);
    expect(s.rows.map((r) => r.values.matchPoints)).toEqual([0, 0]);
    expect(s.rows.map((r) => r.played)).toEqual([0, 0]);
  });

  it('C.07 16: a forfeit scores by the event and counts as a dummy opponent on the own score', () => {
    const f = eventOf('ninuki', entriesOf('A', 'B'), [[{ ...match(1, 'a', 'b'), forfeit: 'b' }]], {
      scoring: { win: 3, draw: 1, loss: 0, pairingBye: 3, halfBye: 1, zeroBye: 0, forfeitWin: 3, forfeitLoss: -1 },
    });
    const s = computeStandings(f);
    expect(value(s, 'a')).toMatchObject({ matchPoints: 3, buchholz: 3, wins: 1, winsPlayed: 0 });
    expect(value(s, 'b')).toMatchObject({ matchPoints: -1, buchholz: -1 });
  });
});

describe('dominoes: games won, then point difference', () => {
  it('three players each with one game won are split by point difference', () => {
    const event = eventOf('dominoes', entriesOf('A', 'B', 'C'), [
      [match(1, 'a', 'b', played('a', 61, 40)), bye('c')],
      [match(1, 'b', 'c', played('a', 61, 50)), bye('a')],
      [match(1, 'c', 'a', played('a', 70, 30)), bye('b')],
    ]);
    const s = computeStandings(event);
    expect(table(s)).toEqual(['1 C', '2 B', '3 A']);
    expect(s.rows.map((r) => [r.values.gamesWon, r.values.scoreDifference])).toEqual([[1, 29], [1, -10], [1, -19]]);
  });
});

describe('Onino: total points, then average per game', () => {
  const event = eventOf('onino', entriesOf('A', 'B', 'C', 'D'), [
    [
      match(1, 'a', 'b', played('a', 60, -60), played('b', -20, 20)),
      match(2, 'c', 'd', played(null, 0, 0), played('a', 5, -5)),
    ],
    [
      match(1, 'a', 'c', played('b', -30, 30), played('a', 10, -10)),
      match(2, 'b', 'd', played('a', 100, -100), played('b', -50, 50)),
    ],
  ]);

  it('R-ONI-12: tables keep each player\'s total and average per game', () => {
    const s = computeStandings(event);
    expect(table(s)).toEqual(['1 C', '2 A', '3 B', '4 D']);
    expect(s.rows.map((r) => [r.values.gameScore, r.values.averageGameScore])).toEqual([[25, 6.25], [20, 5], [10, 2.5], [-55, -13.75]]);
  });

  it('R-ONI-12: an equal total is decided by the average per game', () => {
    const e = eventOf('onino', entriesOf('A', 'B', 'C', 'D'), [
      [match(1, 'c', 'd', played('a', 30, -30), played('b', -10, 10)), match(2, 'a', 'b', played('a', 20, -20))],
    ]);
    expect(table(computeStandings(e)).slice(0, 2)).toEqual(['1 A', '2 C']);
  });

  it('R-ONI-13: a game under protest is out of totals and averages until decided', () => {
    const protested = protestGame(event, { round: 2, board: 1, game: 0 });
    if (!protested.ok) throw new Error(protested.error.message);
    const s = computeStandings(protested.value);
    expect(value(s, 'c')).toMatchObject({ gameScore: -5, averageGameScore: -5 / 3 });
    expect(value(s, 'a')).toMatchObject({ gameScore: 50 });
    const decided = decideProtest(protested.value, { round: 2, board: 1, game: 0 });
    if (!decided.ok) throw new Error(decided.error.message);
    expect(value(computeStandings(decided.value), 'c').gameScore).toBe(25);
  });

  it('R-ONI-14: scores in games against a forfeiter are struck from the others\' tallies', () => {
    const withR3 = { ...event, rounds: [...event.rounds, { number: 3, pairings: [match(1, 'a', 'd'), match(2, 'b', 'c')] }] };
    const f = recordForfeit(withR3, 'd', 3, { reason: 'left the hall' });
    if (!f.ok) throw new Error(f.error.message);
    const s = computeStandings(f.value);
    // C loses its +5 against D; B loses its +50 against D.
    expect(value(s, 'c').gameScore).toBe(20);
    expect(value(s, 'b').gameScore).toBe(-40);
    expect(s.rows.find((r) => r.entry === 'd')!.status).toBe('barred');
  });
});

describe('crossTable', () => {
  it('a round robin cross-table by pairing number', () => {
    const event = eventOf('othello', entriesOf('A', 'B', 'C'), [
      [match(1, 'a', 'b', played('a', 40, 24)), bye('c')],
      [match(1, 'c', 'a', played(null, 32, 32)), bye('b')],
      [match(1, 'b', 'c', played('b', 10, 54)), bye('a')],
    ]);
    const x = crossTable(event);
    expect(x.entries).toEqual(['a', 'b', 'c']);
    expect(x.cells[0]![1]).toEqual([{ round: 1, points: 1, score: 40, first: true, status: 'played' }]);
    expect(x.cells[1]![0]).toEqual([{ round: 1, points: 0, score: 24, first: false, status: 'played' }]);
    expect(x.cells[0]![2]![0]).toMatchObject({ points: 0.5, first: false });
    expect(x.cells[0]![0]).toEqual([]);
    // Byes count in the totals: A 1 + 0.5 + 1, B 0 + 1 + 0, C 1 + 0.5 + 1.
    expect(x.totals).toEqual([2.5, 1, 2.5]);
  });
});

describe('standings invariants (property)', () => {
  it('points add up, ranks follow the first criterion, every entry appears once', () => {
    const arb = fc.record({
      players: fc.integer({ min: 2, max: 12 }),
      rounds: fc.integer({ min: 1, max: 6 }),
      seed: fc.integer({ min: 1, max: 1_000_000 }),
    });
    fc.assert(fc.property(arb, ({ players, rounds, seed }) => {
      let s = seed;
      const rand = () => ((s = (s * 16807) % 2147483647) / 2147483647);
      const entries = entriesOf(...Array.from({ length: players }, (_, i) => `P${i}`));
      const event = eventOf('othello', entries, Array.from({ length: rounds }, () => {
        const ids = entries.map((e) => e.id).sort(() => rand() - 0.5);
        const ps: Pairing[] = [];
        for (let i = 0; i + 1 < ids.length; i += 2) {
          const a = Math.floor(rand() * 65);
          ps.push(match(i / 2 + 1, ids[i]!, ids[i + 1]!, played(a > 32 ? 'a' : a < 32 ? 'b' : null, a, 64 - a)));
        }
        if (ids.length % 2) ps.push(bye(ids[ids.length - 1]!));
        return ps;
      }));
      const st = computeStandings(event);
      const total = st.rows.reduce((x, r) => x + r.values.matchPoints, 0);
      const expected = Math.floor(players / 2) * rounds + (players % 2) * rounds;
      const ordered = st.rows.every((r, i) => i === 0 || st.rows[i - 1]!.values.matchPoints >= r.values.matchPoints);
      const ranks = st.rows.every((r, i) => r.rank <= i + 1 && (i === 0 || r.rank >= st.rows[i - 1]!.rank));
      return total === expected && ordered && ranks && new Set(st.rows.map((r) => r.entry)).size === players;
    }));
  });
});
