/**
 * standings.get keeps its table between calls (issue 45, part 5: a 10,000-entry event cost a second per
 * call) while nothing it reads changes, and computes it again after any change: a result, a rename,
 * another program's write to the file, a write past the services, a call that failed half way.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { clubNightAfterRoundOne, must } from '../support/tempdb';
import type { GameInfo } from '../../src/shared/api/methods/games';

type Standings = { rows: Array<{ entry: string; name: string; values: { matchPoints: number } }> };

const points = (s: Standings) => Object.fromEntries(s.rows.map((r) => [r.name, r.values.matchPoints]));

describe('standings.get kept between calls', () => {
  it('answers a second call with the same table when nothing changed, and a moved board changes nothing', async () => {
    const { backend, eventId } = clubNightAfterRoundOne();
    const first = must<Standings>(backend, 'standings.get', { eventId });
    expect(must<Standings>(backend, 'standings.get', { eventId })).toBe(first);
    const game = must<GameInfo>(backend, 'games.create', { game: 'othello', eventId });
    must(backend, 'games.append', { id: game.id, expectedSeq: 0, action: 'f5' });
    await backend.callAsync('games.append', { id: game.id, expectedSeq: 1, action: 'd6' });
    expect(must<Standings>(backend, 'standings.get', { eventId })).toBe(first);
    // Another round or order is another table.
    expect(must<Standings>(backend, 'standings.get', { eventId, round: 1 })).not.toBe(first);
  });

  it('computes the table again after a corrected result and after a player is renamed', () => {
    const { backend, eventId } = clubNightAfterRoundOne();
    const before = must<Standings>(backend, 'standings.get', { eventId });
    must(backend, 'results.correct', { eventId, round: 1, board: 2, winner: 'b', score: { a: 24, b: 40 }, reason: 'misread sheet' });
    const after = must<Standings>(backend, 'standings.get', { eventId });
    expect(after).not.toBe(before);
    expect(Object.values(points(after)).sort()).toEqual([0, 0, 1, 1]);
    const renamed = after.rows[0]!;
    must(backend, 'players.update', { id: Number(renamed.entry), name: 'Renamed' });
    expect(must<Standings>(backend, 'standings.get', { eventId }).rows.map((r) => r.name)).toContain('Renamed');
  });

  it('sees a change another program made to the file, and one written past the services', () => {
    const { backend, db, file, eventId } = clubNightAfterRoundOne();
    const before = points(must<Standings>(backend, 'standings.get', { eventId }));
    expect(Object.values(before).sort()).toEqual([0, 0.5, 0.5, 1]);
    const other = new Database(file);
    other.prepare("UPDATE match_games SET winner = 'a', score_a = 40, score_b = 24, margin = 16 WHERE event_id = ? AND winner IS NULL").run(eventId);
    other.close();
    expect(Object.values(points(must<Standings>(backend, 'standings.get', { eventId }))).sort()).toEqual([0, 0, 1, 1]);
    db.prepare("UPDATE match_games SET winner = NULL, score_a = 32, score_b = 32, margin = 0 WHERE event_id = ?").run(eventId);
    expect(Object.values(points(must<Standings>(backend, 'standings.get', { eventId }))).sort()).toEqual([0.5, 0.5, 0.5, 0.5]);
  });
});
