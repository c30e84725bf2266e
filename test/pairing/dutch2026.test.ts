import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHAPES, agreement, findReference, playTournament } from '../../scripts/compare-dutch';
import { checkTrf, initialColourOf } from '../../src/cli/commands/pair';
import { checkPairing, pairDutch, type DutchInput, type DutchPlayer, type RoundEntry } from '../../src/shared/tournament/pairing';
import { pairedRounds, parseTrf, recordedPairing, roundInput } from '../../src/shared/tournament/trf';
import { playerStates } from '../../src/shared/tournament/pairing/state';
import { byeEligible2026, playerStates2026 } from '../../src/shared/tournament/pairing/state2026';
import { fixture } from '../support/paths';

const game = (opponent: number, colour: 'w' | 'b', points: number): RoundEntry => ({
  kind: 'played', opponent, colour: colour === 'w' ? 'white' : 'black', points,
});
const zero: RoundEntry = { kind: 'bye', opponent: null, colour: null, points: 0 };
const input = (round: number, totalRounds: number, players: DutchPlayer[], edition: '2017' | '2026' = '2026'): DutchInput => ({
  round, totalRounds, players, edition,
});

describe('the 2026 Dutch system (C.04.3 in force since 1 February 2026)', () => {
  it('C5: the pairing-allocated bye goes to the lowest score that completes the round (bbpPairings 6.0.0 worked case dutch_2025_C5)', () => {
    // Round 3 of 6 players; player 4 is absent (Z) in round 3.
    const players: DutchPlayer[] = [
      { id: 1, history: [game(4, 'w', 1), game(2, 'b', 1)] },
      { id: 2, history: [game(5, 'b', 1), game(1, 'w', 0)] },
      { id: 3, history: [game(6, 'w', 1), game(4, 'b', 1)] },
      { id: 4, history: [game(1, 'b', 0), game(3, 'w', 0)], available: false },
      { id: 5, history: [game(2, 'w', 0), game(6, 'b', 1)] },
      { id: 6, history: [game(3, 'b', 0), game(5, 'w', 0)] },
    ];
    const result = pairDutch(input(3, 3, players));
    expect(result).toMatchObject({ ok: true, bye: 6 });
    if (result.ok) expect(result.pairs).toEqual([{ white: 1, black: 5 }, { white: 3, black: 2 }]);
    // The 2017 rules minimise the score differences instead: 1-3, 6-2 and the bye to 5 (score 1).
    expect(pairDutch(input(3, 3, players, '2017'))).toEqual({ ok: true, pairs: [{ white: 1, black: 3 }, { white: 6, black: 2 }], bye: 5 });
  });

  it('part 5: the explanation names the criterion of each float and of the bye, as data (the C5 worked case)', () => {
    const players: DutchPlayer[] = [
      { id: 1, history: [game(4, 'w', 1), game(2, 'b', 1)] },
      { id: 2, history: [game(5, 'b', 1), game(1, 'w', 0)] },
      { id: 3, history: [game(6, 'w', 1), game(4, 'b', 1)] },
      { id: 4, history: [game(1, 'b', 0), game(3, 'w', 0)], available: false },
      { id: 5, history: [game(2, 'w', 0), game(6, 'b', 1)] },
      { id: 6, history: [game(3, 'b', 0), game(5, 'w', 0)] },
    ];
    const result = pairDutch({ ...input(3, 3, players), explain: true });
    if (!result.ok) throw new Error(result.error.message);
    // 1 and 3 could meet, but then 6 (score 0) could not take the bye: C5 sends both down.
    expect(result.explanation).toEqual([
      { score: 2, residents: [1, 3], mdps: [], pairs: [], events: [
        { kind: 'downfloat', player: 1, criterion: 'C5' }, { kind: 'downfloat', player: 3, criterion: 'C5' }] },
      { score: 1, residents: [2, 5], mdps: [1, 3], pairs: [[1, 5], [3, 2]], events: [
        { kind: 'upfloat', player: 5, opponent: 1, criterion: 'C5' }, { kind: 'upfloat', player: 2, opponent: 3, criterion: 'C5' }] },
      { score: 0, residents: [6], mdps: [], pairs: [], events: [{ kind: 'bye', player: 6, criterion: 'C5' }] },
    ]);
    // Explaining never changes the pairing.
    expect({ ...result, explanation: undefined }).toEqual({ ...pairDutch(input(3, 3, players)), explanation: undefined });
  });

  it('C9: among the lowest scores, the bye goes to a player with the fewest unplayed games (worked case dutch_2025_C9)', () => {
    // Round 2 of 5 players; player 5 was absent in round 1 (an unplayed game), 3 and 4 lost theirs.
    const players: DutchPlayer[] = [
      { id: 1, history: [game(3, 'w', 1)] },
      { id: 2, history: [game(4, 'b', 1)] },
      { id: 3, history: [game(1, 'b', 0)] },
      { id: 4, history: [game(2, 'w', 0)] },
      { id: 5, history: [zero] },
    ];
    const result = pairDutch(input(2, 3, players));
    expect(result).toMatchObject({ ok: true, bye: 4 });
    if (result.ok) expect(result.pairs).toEqual([{ white: 2, black: 1 }, { white: 3, black: 5 }]);
  });

  it('C.04.1 (2026): no pairing-allocated bye for a player who already scored a win\'s points without playing (a full-point bye)', () => {
    // Three players at zero; the lowest in the order, 3, had a requested full-point bye in round 1 (the
    // 2017 rules still give him the bye, as only a pairing-allocated bye or a forfeit win barred it).
    const players: DutchPlayer[] = [
      { id: 1, history: [game(4, 'w', 0)] },
      { id: 2, history: [game(5, 'b', 0)] },
      { id: 3, history: [{ kind: 'bye', opponent: null, colour: null, points: 1 }] },
      { id: 4, history: [game(1, 'b', 1)], available: false },
      { id: 5, history: [game(2, 'w', 1)], available: false },
    ];
    expect(pairDutch(input(2, 5, players, '2017'))).toMatchObject({ ok: true, bye: 2 });
    const result = pairDutch(input(2, 5, players));
    expect(result).toMatchObject({ ok: true });
    if (result.ok) expect(result.bye).not.toBe(3);
    // td pair --check holds a pairing to the same rule: the bye to 3 breaks C2 under 2026, not under 2017.
    const byeTo3 = { pairs: [{ white: 1, black: 2 }], bye: 3 };
    expect(checkPairing(input(2, 5, players), byeTo3)).toContain("C2: bye to 3, who already had a pairing-allocated bye or scored a win's points without playing");
    expect(checkPairing(input(2, 5, players, '2017'), byeTo3).filter((p) => p.startsWith('C2'))).toEqual([]);
  });

  it('A.4 / 1.4.3 (2026): a zero-point absence and a forfeit loss give no float, a half-point bye and a forfeit win a downfloat', () => {
    const half: RoundEntry = { kind: 'bye', opponent: null, colour: null, points: 0.5 };
    const players: DutchPlayer[] = [
      { id: 1, history: [zero, game(2, 'w', 1)] },
      { id: 2, history: [half, game(1, 'b', 0)] },
      { id: 3, history: [{ kind: 'forfeitLoss', opponent: 4, colour: 'white', points: 0 }, zero] },
      { id: 4, history: [{ kind: 'forfeitWin', opponent: 3, colour: 'black', points: 1 }, half] },
    ];
    const floats = (edition: '2017' | '2026') => {
      const states = edition === '2026' ? playerStates2026(input(3, 5, players)) : playerStates(input(3, 5, players, '2017'));
      return Object.fromEntries(states.map((s) => [s.id, [s.float2, s.float1]]));
    };
    // [round 1, round 2]; 1 beat 2 from a higher score (0 against 0.5: 2 was higher, so 1 got the upfloat).
    expect(floats('2026')).toEqual({ 1: [null, 'up'], 2: ['down', 'down'], 3: [null, null], 4: ['down', 'down'] });
    expect(floats('2017')).toEqual({ 1: ['down', 'up'], 2: ['down', 'down'], 3: ['down', 'down'], 4: ['down', 'down'] });
  });

  it('C.04.1 (2026): bye eligibility is lost by any earlier pairing-allocated bye and by a win\'s points scored without playing', () => {
    const bye = (kind: RoundEntry['kind'], points: number): DutchPlayer => ({ id: 1, history: [{ kind, opponent: kind.startsWith('forfeit') ? 2 : null, colour: null, points }] });
    expect(byeEligible2026(bye('pairingBye', 0.5), 1)).toBe(false);
    expect(byeEligible2026(bye('bye', 1), 1)).toBe(false);
    expect(byeEligible2026(bye('forfeitWin', 1), 1)).toBe(false);
    expect(byeEligible2026(bye('bye', 0.5), 1)).toBe(true);
    expect(byeEligible2026(bye('forfeitLoss', 0), 1)).toBe(true);
    expect(byeEligible2026(bye('bye', 2), 3)).toBe(true);
  });

  it('absent edition means 2017: existing callers keep the 2017 pairing', () => {
    const parsed = parseTrf(readFileSync(fixture('trf/bbp6-41-r7.trf'), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const round6 = checkTrf(parsed.trf).find((r) => r.round === 6)!;
    expect(round6.identical).toBe(false);
  });

  it('pairs every round of a tournament generated and paired by bbpPairings 6.0.0 identically (test/fixtures/trf/bbp6-41-r7.trf: 41 players, 7 rounds, forfeits, byes)', () => {
    // `bbpPairings --dutch -g` (6.0.0) with PlayersNumber=41, RoundsNumber=7, seed 37; CR line ends.
    const parsed = parseTrf(readFileSync(fixture('trf/bbp6-41-r7.trf'), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const report = checkTrf(parsed.trf, '2026');
    // With the explanation asked for, every round is the same pairing, and every bracket names its floats' criteria.
    const round5 = roundInput({ ...parsed.trf, totalRounds: 7 }, 5);
    const plain = pairDutch({ ...round5, edition: '2026' });
    const explained = pairDutch({ ...round5, edition: '2026', explain: true });
    if (!plain.ok || !explained.ok) throw new Error('round 5 not paired');
    expect(explained.pairs).toEqual(plain.pairs);
    expect(explained.bye).toBe(plain.bye);
    expect(explained.explanation!.flatMap((b) => b.events).filter((e) => e.kind === 'bye').map((e) => e.player)).toEqual([plain.bye]);
    expect(report.map((r) => `${r.round}: ${r.samePairs}/${r.recorded.pairs.length} bye ${r.identical}`)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((r) => `${r}: 20/20 bye true`),
    );
  }, 60_000);
});

describe('the 2026 engine pairs a bracket on its own players when that completes the round (issue 37, speed)', () => {
  /** Each round of a file against its recorded pairing: `round: same pairs/pairs bye same`. */
  const replay = (file: string, rounds: number[]): string[] => {
    const parsed = parseTrf(readFileSync(fixture(file), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const trf = { ...parsed.trf, totalRounds: parsed.trf.totalRounds ?? pairedRounds(parsed.trf), initialColour: initialColourOf(parsed.trf) };
    return rounds.map((round) => {
      const recorded = recordedPairing(trf, round);
      const result = pairDutch({ ...roundInput(trf, round), edition: '2026' });
      if (!result.ok) return `${round}: ${result.error.message}`;
      const ours = new Set(result.pairs.map((p) => `${p.white}-${p.black}`));
      const same = recorded.pairs.filter((p) => ours.has(`${p.white}-${p.black}`)).length;
      return `${round}: ${same}/${recorded.pairs.length} bye ${result.bye === recorded.bye && result.pairs.length === recorded.pairs.length}`;
    });
  };

  it('C4 in every bracket: a bracket whose own best pairing leaves two players below who may not meet is paired with them (test/fixtures/trf/bbp6-12-c4.trf, round 5 by bbpPairings 6.0.0)', () => {
    // Round 5: the 2-point bracket would pair 8 with 10 (C7), leaving 1 and 12, who met in round 2.
    expect(replay('trf/bbp6-12-c4.trf', [1, 2, 3, 4, 5])).toEqual(['1: 5/5 bye true', '2: 5/5 bye true', '3: 6/6 bye true', '4: 5/5 bye true', '5: 6/6 bye true']);
  }, 60_000);

  it('pairs rounds of a 500-player tournament generated by bbpPairings 6.0.0 identically (test/fixtures/trf/bbp6-500-r9.trf: `-g` with PlayersNumber=500, RoundsNumber=9, seed 11)', () => {
    // Round 1 is S1 against S2 (D.1); rounds 8 and 9 have a dozen scoregroups, each bracket paired on its own players.
    expect(replay('trf/bbp6-500-r9.trf', [1, 8, 9])).toEqual([1, 8, 9].map((r) => `${r}: 250/250 bye true`));
  }, 120_000);

  it('pairs round 9 of a 1,000-player tournament generated by bbpPairings 6.0.0 identically (test/fixtures/trf/bbp6-1000-r9.trf: `-g` with PlayersNumber=1000, RoundsNumber=9, seed 12)', () => {
    expect(replay('trf/bbp6-1000-r9.trf', [9])).toEqual(['9: 500/500 bye true']);
  }, 180_000);
});

const reference6 = findReference(undefined, '2026');

describe('the 2026 engine against bbpPairings 6.0.0 on random tournaments (npm run compare:dutch -- --edition 2026)', () => {
  // bbpPairings 6.0.0 is not part of the repository: BBP_PAIRINGS_6 or ../shared/tools/bbpPairings-6.0.0 beside the clone.
  it.runIf(reference6 !== null)('pairs every round of every shape exactly as bbpPairings 6.0.0 (9-40 players, byes, absences, forfeits, late entries, withdrawals; needs the binary)', () => {
    const reports = SHAPES.flatMap((shape, k) => [
      playTournament({ shape, players: 9 + k, rounds: 5, seed: 100 + k, edition: '2026' }, reference6),
      playTournament({ shape, players: 33 + k, rounds: 7, seed: 200 + k, edition: '2026' }, reference6),
    ]);
    const a = agreement(reports);
    expect(`${a.samePairs}/${a.pairs} pairs, ${a.sameRounds}/${a.rounds} rounds`).toBe(`${a.pairs}/${a.pairs} pairs, ${a.rounds}/${a.rounds} rounds`);
  }, 600_000);
});
