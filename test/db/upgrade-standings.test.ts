/**
 * An upgrade never changes the rules of an event already running (issue 38 part 6, issue 37 part 2): a
 * real database at schema version 9 (migrations 001-009 only) holding an Othello Swiss in progress with
 * the default settings as the app before migration 010 stored them (no editions, the game's own order),
 * its standings computed, then the file opened by this version (which migrates it) and the standings
 * compared: the same order and every value of every row.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/main/db/connection';
import { migrate } from '../../src/main/db/migrate';
import { migrations } from '../../src/main/db/migrations';
import { pinnedSettings } from '../../src/main/db/migrations/010-pin-event-rules';
import { createBackend, type Backend } from '../../src/main/services/backend';
import type { PairOutcome } from '../../src/shared/api/methods/tournament';
import type { TdEvent } from '../../src/shared/api/schemas';
import type { Standings, TournamentSettings } from '../../src/shared/tournament';
import { must, tempDir } from '../support/tempdb';

/** What the app before 010 stored for an event created with default settings: every setting, tieBreaks null, no editions. */
function asStoredBefore010(settings: Record<string, unknown>): Record<string, unknown> {
  const { dutchEdition: _d, tieBreakEdition: _t, ...rest } = settings;
  return { ...rest, tieBreaks: null };
}

/** Plays `round` of the event: the first mover (slot a) wins board 1, the second wins the others by their number, 40-24. */
function play(backend: Backend, eventId: number, round: number, boards: number): void {
  for (let board = 1; board <= boards; board++) {
    const winner = board === 1 || board % 2 === 1 ? 'a' : 'b';
    must(backend, 'results.set', { eventId, round, board, winner, score: winner === 'a' ? { a: 40, b: 24 } : { a: 24, b: 40 } });
  }
}

describe('upgrade: an event in progress keeps its standings (migration 010)', () => {
  it('an Othello Swiss begun at version 9 has the same order and values before and after the upgrade', () => {
    const folder = tempDir();
    const file = join(folder, 'club.sqlite');
    // A database made by the app at schema version 9: migrations 001-009 only.
    const old = new Database(file);
    old.pragma('journal_mode = WAL');
    old.pragma('foreign_keys = ON');
    migrate(old, { file: ':memory:', backupDir: folder }, migrations.filter((m) => m.version <= 9));
    expect(old.pragma('user_version', { simple: true })).toBe(9);
    const backend = createBackend(old);
    const event = must<TdEvent>(backend, 'tournaments.create', { name: 'Othello open', game: 'othello', format: 'swiss', roundsPlanned: 5, options: {}, startDate: '2025-11-08', settings: {} });
    old.prepare('UPDATE event_settings SET settings = ? WHERE event_id = ?').run(JSON.stringify(asStoredBefore010(JSON.parse(old.prepare('SELECT settings FROM event_settings WHERE event_id = ?').pluck().get(event.id) as string) as Record<string, unknown>)), event.id);
    const names = ['Ann', 'Bob', 'Cyd', 'Dee', 'Eve', 'Fay', 'Gus'];
    const ids = names.map((name, i) => {
      const p = must<{ id: number }>(backend, 'players.create', { name, rating: 2000 - 37 * i });
      must(backend, 'events.register', { eventId: event.id, playerId: p.id });
      return String(p.id);
    });
    // Seven players: a pairing bye each round; Cyd asks for a half-point bye in round 2; Gus withdraws after round 2.
    must(backend, 'entries.requestBye', { eventId: event.id, entry: ids[2], round: 2, kind: 'half', reason: 'away' });
    for (let round = 1; round <= 3; round++) {
      if (round === 3) must(backend, 'entries.withdraw', { eventId: event.id, entry: ids[6], fromRound: 3, reason: 'ill' });
      const paired = must<PairOutcome>(backend, 'rounds.pair', { eventId: event.id });
      must(backend, 'rounds.publish', { eventId: event.id, round });
      const boards = paired.round.pairings.filter((p) => p.kind === 'match').length;
      // Round 3 is in progress: its last board has no result yet.
      play(backend, event.id, round, round === 3 ? boards - 1 : boards);
    }
    const before = must<Standings>(backend, 'standings.get', { eventId: event.id });
    old.close();

    // Opened by this version: migrated to the latest schema (a backup taken first).
    const db = openDatabase({ file });
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
    const upgraded = createBackend(db);
    const after = must<Standings>(upgraded, 'standings.get', { eventId: event.id });
    expect(after.order).toEqual(before.order);
    expect(after.rows.map((r) => [r.rank, r.name, r.status, r.played, r.values])).toEqual(before.rows.map((r) => [r.rank, r.name, r.status, r.played, r.values]));
    expect(after).toEqual(before);

    // What it kept is written down, so that no later change of the code's defaults can reach it.
    const settings = must<TournamentSettings>(upgraded, 'eventSettings.get', { eventId: event.id });
    expect(settings).toMatchObject({ dutchEdition: '2017', tieBreakEdition: '2024', tieBreaks: ['matchPoints', 'brightwell', 'gameScore'], brightwellConstant: 6, scoring: { win: 1, draw: 0.5, pairingBye: 1 } });
    const stored = JSON.parse(db.prepare('SELECT settings FROM event_settings WHERE event_id = ?').pluck().get(event.id) as string) as Record<string, unknown>;
    expect(Object.keys(stored)).toEqual(expect.arrayContaining(['tieBreaks', 'dutchEdition', 'tieBreakEdition', 'brightwellConstant', 'scoring', 'seeding', 'acceleration']));

    // The comparison can fail: the same file ranked by the 2026 tie-break rules has other values (16.4.2 caps the byes' dummies).
    db.prepare('UPDATE event_settings SET settings = ? WHERE event_id = ?').run(JSON.stringify({ ...stored, tieBreakEdition: '2026' }), event.id);
    const under2026 = must<Standings>(upgraded, 'standings.get', { eventId: event.id });
    expect(under2026.rows.map((r) => r.values)).not.toEqual(before.rows.map((r) => r.values));
    db.close();
  });

  it('migration 010 writes down what each event derived from the defaults, and keeps what it chose', () => {
    // An event without a settings row (events.create before 010): every default, the game's order, the old editions.
    expect(pinnedSettings('ninuki', {})).toMatchObject({ tieBreaks: ['matchPoints', 'buchholz', 'sonnebornBerger', 'margin'], dutchEdition: '2017', tieBreakEdition: '2024', gamesPerMatch: 1 });
    // Onino ranked by match points: the order it derived.
    expect(pinnedSettings('onino', { oninoRanking: 'match-points' }).tieBreaks).toEqual(['matchPoints', 'gameScore', 'averageGameScore']);
    // Its own choices stay: an order, a scoring change (the rest of the scoring completed), a constant.
    expect(pinnedSettings('othello', { tieBreaks: ['matchPoints', 'buchholz'], scoring: { win: 2 }, brightwellConstant: 3 })).toMatchObject({
      tieBreaks: ['matchPoints', 'buchholz'], scoring: { win: 2, draw: 0.5, pairingBye: 1 }, brightwellConstant: 3,
    });
    // An event already pinned keeps its editions.
    expect(pinnedSettings('othello', { dutchEdition: '2026', tieBreakEdition: '2026' })).toMatchObject({ dutchEdition: '2026', tieBreakEdition: '2026' });
  });
});
