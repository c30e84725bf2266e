/** Finalising undone (issue 44: the dashboard's finalise is undoable and audited): events.reopen. */
import { describe, expect, it } from 'vitest';
import type { Output } from '../../src/shared/api/contract';
import type { PairOutcome } from '../../src/shared/api/methods/tournament';
import type { Player } from '../../src/shared/api/schemas';
import type { Backend } from '../../src/main/services/backend';
import { must, tempBackend } from '../support/tempdb';

function playedEvent(backend: Backend, name: string, players: Player[]) {
  const ev = must<{ id: number }>(backend, 'tournaments.create', { name, game: 'othello', format: 'swiss', roundsPlanned: 1 });
  for (const p of players) must(backend, 'events.register', { eventId: ev.id, playerId: p.id });
  const paired = must<PairOutcome>(backend, 'rounds.pair', { eventId: ev.id });
  must(backend, 'rounds.publish', { eventId: ev.id, round: 1 });
  for (const p of paired.round.pairings) if (p.kind === 'match') must(backend, 'results.set', { eventId: ev.id, round: 1, board: p.board, winner: 'a', score: { a: 40, b: 24 } });
  return ev.id;
}

describe('events.reopen undoes events.finalise (issue 44)', () => {
  it('puts every rating row back as it was, removes the event\'s rating history, runs the event again, audited', () => {
    const { backend, db } = tempBackend();
    const players = ['Ann', 'Bob', 'Cat', 'Dan'].map((name) => must<Player>(backend, 'players.create', { name }));
    // Ann has a federation list rating: it must come back as a list rating, not an Elo one.
    must(backend, 'players.setRating', { id: players[0]!.id, game: 'othello', rating: 1800, reason: 'federation list' });
    const ratings = () => JSON.stringify(db.prepare('SELECT game, player_id, rating, games, source FROM ratings ORDER BY game, player_id').all());
    const before = ratings();
    const eventId = playedEvent(backend, 'Night', players);
    const done = must<{ rated: number }>(backend, 'events.finalise', { eventId, reason: '' });
    expect(done.rated).toBe(4);
    expect(ratings()).not.toBe(before);
    const reopened = must<{ event: { status: string } }>(backend, 'events.reopen', { eventId, reason: 'a result was typed wrong' });
    expect(reopened.event.status).toBe('running');
    expect(ratings()).toBe(before);
    expect((db.prepare('SELECT count(*) AS n FROM rating_history WHERE event_id = ?').get(eventId) as { n: number }).n).toBe(0);
    const audit = must<Output<'audit.list'>>(backend, 'audit.list', { eventId });
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['finalise', 'reopen']));
    expect(audit.find((a) => a.action === 'reopen')!.reason).toBe('a result was typed wrong');
    // Running again: a result can be corrected, and finalising again rates it again.
    must(backend, 'results.correct', { eventId, round: 1, board: 1, winner: 'b', score: { a: 24, b: 40 }, reason: 'typed the wrong way round' });
    expect(must<{ rated: number }>(backend, 'events.finalise', { eventId, reason: '' }).rated).toBe(4);
  });

  it('refuses an event that is not finalised, and one whose ratings a later event built on', () => {
    const { backend } = tempBackend();
    const players = ['Ann', 'Bob', 'Cat', 'Dan'].map((name) => must<Player>(backend, 'players.create', { name }));
    const first = playedEvent(backend, 'First night', players);
    const notYet = backend.call('events.reopen', { eventId: first, reason: 'x' });
    expect(notYet.ok).toBe(false);
    must(backend, 'events.finalise', { eventId: first, reason: '' });
    const second = playedEvent(backend, 'Second night', players);
    must(backend, 'events.finalise', { eventId: second, reason: '' });
    const refused = backend.call('events.reopen', { eventId: first, reason: 'x' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toContain('"Second night" was rated after it');
    // The later one can be reopened, then the first.
    must(backend, 'events.reopen', { eventId: second, reason: 'x' });
    must(backend, 'events.reopen', { eventId: first, reason: 'x' });
  });
});
