import { describe, expect, it } from 'vitest';
import { matchOutcome } from './match';
import { DEFAULT_SCORING, type Match } from './model';
import { countsInTables, decideProtest, defaultConsequence, protestGame, recordDefault, recordForfeit } from './sanctions';
import { entriesOf, eventOf, match, played } from './testing';
import { pairRound } from './nextRound';
import { DEFAULT_SETTINGS } from './settings';

const oninoEvent = () => eventOf('onino', entriesOf('A', 'B', 'C', 'D'), [
  [match(1, 'a', 'b', played('a', 60, -60)), match(2, 'c', 'd', played('b', -30, 30))],
  [match(1, 'a', 'c', played('a', 10, -10)), match(2, 'b', 'd', played('a', 20, -20))],
  [match(1, 'a', 'd'), match(2, 'b', 'c')],
]);
const gamesOf = (e: ReturnType<typeof oninoEvent>, round: number, board: number) =>
  (e.rounds[round - 1]!.pairings.find((p) => p.kind === 'match' && p.board === board) as Match).games;

describe('protests', () => {
  it('R-ONI-13: a game under protest is kept out of the tables until the decision is recorded', () => {
    const e = protestGame(oninoEvent(), { round: 1, board: 1, game: 0 });
    if (!e.ok) throw new Error(e.error.message);
    const g = gamesOf(e.value, 1, 1)[0]!;
    expect(g.result).not.toBeNull();
    expect(countsInTables(g)).toBe(false);
    const d = decideProtest(e.value, { round: 1, board: 1, game: 0 });
    if (!d.ok) throw new Error(d.error.message);
    expect(countsInTables(gamesOf(d.value, 1, 1)[0]!)).toBe(true);
  });

  it('R-ONI-13: deciding a game that is not under protest is refused', () => {
    expect(decideProtest(oninoEvent(), { round: 1, board: 1, game: 0 })).toMatchObject({ ok: false, error: { rule: 'R-ONI-13' } });
    expect(protestGame(oninoEvent(), { round: 1, board: 9, game: 0 }).ok).toBe(false);
  });
});

describe('forfeits', () => {
  it('R-ONI-14: the forfeiter is barred and every game with that player is struck, kept in the record', () => {
    const f = recordForfeit(oninoEvent(), 'd', 3, { reason: 'refused the judges\' decision' });
    if (!f.ok) throw new Error(f.error.message);
    const e = f.value;
    expect(e.entries.find((x) => x.id === 'd')!.withdrawnFromRound).toBe(4);
    expect(gamesOf(e, 1, 2)[0]).toMatchObject({ flags: { struck: true }, result: { score: { a: -30, b: 30 } } });
    expect(gamesOf(e, 2, 2)[0]!.flags?.struck).toBe(true);
    expect(gamesOf(e, 1, 1)[0]!.flags?.struck).toBeUndefined();
    const m = e.rounds[2]!.pairings[0] as Match;
    expect(m.forfeit).toBe('b');
    expect(e.sanctions).toEqual([{ kind: 'forfeit', entry: 'd', round: 3, reason: 'refused the judges\' decision' }]);
  });

  it('R-ONI-14: with a league alternate earlier scores stand and the alternate enters fresh', () => {
    const f = recordForfeit(oninoEvent(), 'd', 2, { reason: 'left', alternate: { id: 'd2', name: 'D alt', rating: null } });
    if (!f.ok) throw new Error(f.error.message);
    expect(gamesOf(f.value, 1, 2)[0]!.flags?.struck).toBeUndefined();
    expect(gamesOf(f.value, 2, 2)[0]!.flags?.struck).toBe(true);
    expect(f.value.entries.find((x) => x.id === 'd2')).toMatchObject({ joinedRound: 2, pairingNumber: 5 });
  });

  it('other games: the event\'s forfeit policy scores the match and withdraws the forfeiter', () => {
    const base = eventOf('othello', entriesOf('A', 'B'), [[match(1, 'a', 'b')]], {
      scoring: { ...DEFAULT_SCORING, forfeitWin: 1, forfeitLoss: -1 },
    });
    const f = recordForfeit(base, 'a', 1, { reason: 'no show' });
    if (!f.ok) throw new Error(f.error.message);
    const m = f.value.rounds[0]!.pairings[0] as Match;
    expect(matchOutcome('othello', m, f.value.scoring!)).toMatchObject({ status: 'forfeit', points: { a: -1, b: 1 } });
    expect(f.value.entries[0]!.withdrawnFromRound).toBe(2);
    const kept = recordForfeit({ ...base, withdrawForfeiter: false }, 'a', 1, { reason: 'late' });
    expect(kept.ok && kept.value.entries[0]!.withdrawnFromRound).toBeUndefined();
  });
});

describe('defaults', () => {
  it('R-ONI-15: a first default schedules a replay; a second one is a forfeit under R-ONI-14', () => {
    const e = oninoEvent();
    expect(defaultConsequence(e, 'c')).toBe('replay');
    const first = recordDefault(e, 'c', 3, 'snowed in');
    if (!first.ok) throw new Error(first.error.message);
    expect(first.value.entries.find((x) => x.id === 'c')!.withdrawnFromRound).toBeUndefined();
    expect(defaultConsequence(first.value, 'c')).toBe('forfeit');
    const second = recordDefault(first.value, 'c', 3, 'ill');
    if (!second.ok) throw new Error(second.error.message);
    expect(second.value.entries.find((x) => x.id === 'c')!.withdrawnFromRound).toBe(4);
    expect(gamesOf(second.value, 1, 2)[0]!.flags?.struck).toBe(true);
    expect(second.value.sanctions!.map((s) => s.kind)).toEqual(['default', 'default', 'forfeit']);
  });
});

describe('league alternates (issue 23)', () => {
  const league = () => ({ ...oninoEvent(), format: 'league' as const });
  const pairs = (r: { pairings: Array<{ kind: string; a?: string; b?: string; board?: number }> }) =>
    r.pairings.filter((p) => p.kind === 'match').map((p) => `${p.a}-${p.b}`);
  const settings = { settings: DEFAULT_SETTINGS, totalRounds: null, requestedByes: new Map<string, 'half' | 'zero'>() };

  it('R-ONI-14: the alternate takes the forfeiter\'s place in the existing fixtures; nothing is rescheduled', () => {
    const base = league();
    const before = [1, 2, 3].map((n) => pairRound(base, n, settings));
    const f = recordForfeit(base, 'd', 2, { reason: 'left', alternate: { id: 'd2', name: 'D alt', rating: null } });
    if (!f.ok) throw new Error(f.error.message);
    const r3 = pairRound(f.value, 3, settings);
    if (!r3.ok || !before[2]!.ok) throw new Error('not paired');
    // The same fixture list, with the alternate where the forfeiter was.
    expect(pairs(r3.value.round)).toEqual(pairs(before[2]!.value.round).map((p) => p.replace(/\bd\b/, 'd2')));
    expect(f.value.sanctions).toEqual([{ kind: 'forfeit', entry: 'd', round: 2, reason: 'left', alternate: 'd2' }]);
  });

  it('R-ONI-14: the alternate replays the forfeited game in its round; the forfeited match scores nothing', () => {
    const f = recordForfeit(league(), 'd', 2, { reason: 'left', alternate: { id: 'd2', name: 'D alt', rating: null } });
    if (!f.ok) throw new Error(f.error.message);
    const r2 = f.value.rounds[1]!.pairings as Match[];
    const forfeited = r2.find((p) => p.b === 'd')!;
    expect(forfeited.forfeit).toBeUndefined();
    expect(matchOutcome('onino', forfeited, DEFAULT_SCORING).status).toBe('void');
    const replay = r2.find((p) => p.b === 'd2')!;
    expect(replay).toMatchObject({ a: 'b', board: 3 });
    expect(replay.games.every((g) => g.result === null)).toBe(true);
  });

  it('R-ONI-14: the same flow in another game\'s league (dominoes)', () => {
    const f = recordForfeit({ ...league(), game: 'dominoes' }, 'd', 2, { reason: 'moved away', alternate: { id: 'd2', name: 'D alt', rating: null } });
    if (!f.ok) throw new Error(f.error.message);
    const r3 = pairRound(f.value, 3, settings);
    expect(r3.ok && pairs(r3.value.round)).toContain('b-d2');
  });
});
