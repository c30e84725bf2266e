import { describe, expect, it } from 'vitest';
import { addPlayoffGame, settleMatch } from './edit';
import { dutchHistory, pairRound, scheduled } from './nextRound';
import { DEFAULT_SETTINGS } from './settings';
import { bye, entriesOf, eventOf, match, played } from './testing';

const opts = { settings: DEFAULT_SETTINGS, totalRounds: 5, requestedByes: new Map<string, 'half' | 'zero'>() };

describe('pairing the next round of any format', () => {
  it('a scheduled match with a withdrawn entry becomes a forfeit bye for the opponent; a requested bye is kept', () => {
    const entries = entriesOf('A', 'B', 'C', 'D');
    entries[3]!.withdrawnFromRound = 1;
    const event = eventOf('othello', entries, []);
    const r = scheduled(event, { number: 1, pairings: [match(1, 'a', 'd'), match(2, 'b', 'c')] }, new Map([['b', 'half']]));
    expect(r.pairings).toEqual([bye('a', 'forfeit'), bye('b', 'half'), bye('c', 'forfeit')]);
  });

  it('a round robin round comes from the Berger table; past the last round it is refused', () => {
    const event = { ...eventOf('othello', entriesOf('A', 'B', 'C', 'D'), []), format: 'round-robin' as const };
    const r = pairRound(event, 2, opts);
    expect(r.ok && r.value.round.pairings.map((p) => (p.kind === 'match' ? `${p.a}-${p.b}` : p.entry))).toEqual(['d-c', 'a-b']);
    expect(pairRound(event, 4, opts)).toMatchObject({ ok: false, error: { message: 'the round-robin has 3 rounds; there is no round 4' } });
  });

  it('the Dutch history maps games (colour of game 1), pairing byes, forfeits and absences', () => {
    const event = eventOf('othello', entriesOf('A', 'B', 'C'), [
      [match(1, 'b', 'a', played('a', 40, 24)), bye('c')],
      [{ ...match(1, 'a', 'c'), forfeit: 'b' }],
    ]);
    const h = dutchHistory(event, 3);
    expect(h.get('a')).toEqual([
      { kind: 'played', opponent: 2, colour: 'black', points: 0 },
      { kind: 'forfeitWin', opponent: 3, colour: null, points: 1 },
    ]);
    expect(h.get('c')![0]).toEqual({ kind: 'pairingBye', opponent: null, colour: null, points: 1 });
    expect(h.get('b')![1]).toEqual({ kind: 'bye', opponent: null, colour: null, points: 0 });
  });

  it('a Swiss round leaves out requested byes and gives them the bye asked for', () => {
    const event = eventOf('othello', entriesOf('A', 'B', 'C', 'D', 'E'), []);
    const r = pairRound(event, 1, { ...opts, requestedByes: new Map([['e', 'half' as const]]) });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.round.pairings.filter((p) => p.kind === 'match')).toHaveLength(2);
    expect(r.value.round.pairings.at(-1)).toEqual(bye('e', 'half'));
  });
});

describe('knockout ties', () => {
  const ko = (games: ReturnType<typeof played>[]) => ({ ...eventOf('othello', entriesOf('A', 'B'), [[match(1, 'a', 'b', ...games)]]), format: 'knockout' as const });

  it('a play-off game is added only to a tied match, first move swapped from the last game', () => {
    const tied = addPlayoffGame(ko([played('a', 40, 24), played('b', 24, 40, { first: 'b' })]), 1, 1, 'playoff-games');
    expect(tied.ok && tied.value.rounds[0]!.pairings[0]).toMatchObject({ playoff: [{ first: 'a', result: null }] });
    expect(addPlayoffGame(ko([played('a', 40, 24)]), 1, 1, 'playoff-games').ok).toBe(false);
    expect(addPlayoffGame(ko([played(null, 32, 32)]), 1, 1, 'lot').ok).toBe(false);
  });

  it('a tie is settled without play only when the match is drawn', () => {
    expect(settleMatch(ko([played(null, 32, 32)]), 1, 1, 'b', 'lot')).toMatchObject({ ok: true });
    expect(settleMatch(ko([played('a', 40, 24)]), 1, 1, 'b', 'lot')).toMatchObject({ ok: false });
  });
});
