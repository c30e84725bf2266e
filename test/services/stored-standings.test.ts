/**
 * An event's standings kept in the file (migration 016, services/storedTables.ts; issue 45, part 5: a
 * server started later answered a 10,000-entry event's standings in 200 ms or more): read back by a new
 * server only at the generation and from the code they were computed at, and any change to any tracked
 * table, by the services, by another program or past the services, makes them old.
 */
import Database from 'better-sqlite3';
import { deserialize } from 'node:v8';
import { inflateRawSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/main/db/connection';
import { createBackend } from '../../src/main/services/backend';
import { UNTRACKED_TABLES } from '../../src/main/db/migrations/016-stored-tables';
import { packTable } from '../../src/main/services/storedTables';
import { isRowColumns } from '../../src/shared/tournament/standings/rowColumns';
import { clubNightAfterRoundOne, tempBackend, must } from '../support/tempdb';
import type { GameInfo } from '../../src/shared/api/methods/games';

type Standings = { rows: Array<{ entry: string; name: string; values: { matchPoints: number } }> };
const stamp = globalThis as { __TD_CODE_STAMP__?: string };

/** After the answer: the table is written once the event loop turns. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A new server on the file (a new connection and backend: nothing kept in memory). */
const restart = (file: string) => createBackend(openDatabase({ file }));
const generation = (db: Database.Database) => db.prepare('SELECT n FROM data_generation').pluck().get() as number;
/** Replaces the kept table's answer past the services (stored_tables is untracked: the generation stays). */
function tamper(file: string, eventId: number, answer: unknown): void {
  const db = new Database(file);
  db.prepare('UPDATE stored_tables SET body = ? WHERE event_id = ?').run(packTable(answer), eventId);
  db.close();
}

describe('standings kept in the file (migration 016)', () => {
  beforeEach(() => {
    stamp.__TD_CODE_STAMP__ = 'test-code';
  });
  afterEach(() => {
    delete stamp.__TD_CODE_STAMP__;
  });

  it('every table but the untracked ones has the triggers that move the generation', () => {
    const { db } = tempBackend();
    const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[];
    const triggers = new Set(db.prepare("SELECT name FROM sqlite_schema WHERE type = 'trigger'").pluck().all() as string[]);
    expect(tables.length).toBeGreaterThan(20);
    for (const table of tables) {
      for (const kind of ['insert', 'update', 'delete']) {
        expect(triggers.has(`generation_${table}_${kind}`), `${table} ${kind}`).toBe(!UNTRACKED_TABLES.includes(table));
      }
    }
  });

  it('a result moves the generation, a move on a board does not', async () => {
    const { backend, db, eventId } = clubNightAfterRoundOne();
    const before = generation(db);
    const game = must<GameInfo>(backend, 'games.create', { game: 'othello', eventId });
    const created = generation(db);
    must(backend, 'games.append', { id: game.id, expectedSeq: 0, action: 'f5' });
    await backend.callAsync('games.append', { id: game.id, expectedSeq: 1, action: 'd6' });
    expect(generation(db)).toBe(created);
    must(backend, 'results.correct', { eventId, round: 1, board: 2, winner: 'b', score: { a: 24, b: 40 }, reason: 'misread sheet' });
    expect(generation(db)).toBeGreaterThan(before);
  });

  it('a server started later answers the kept table, and computes it again after a rename', async () => {
    const { backend, db, file, eventId } = clubNightAfterRoundOne();
    const computed = must<Standings>(backend, 'standings.get', { eventId });
    await turn();
    expect(db.prepare('SELECT generation FROM stored_tables WHERE event_id = ?').pluck().get(eventId)).toBe(generation(db));
    // The kept answer is what a new server gives: changed past the services, it shows that it was read.
    tamper(file, eventId, { ...computed, rows: computed.rows.slice(0, 1) });
    const later = restart(file);
    expect(must<Standings>(later, 'standings.get', { eventId }).rows).toHaveLength(1);
    // The round shown by default asked by number (the standings screen asks so) is the same table;
    // another order is computed.
    expect(must<Standings>(later, 'standings.get', { eventId, round: 1 }).rows).toHaveLength(1);
    expect(must<Standings>(later, 'standings.get', { eventId, order: ['matchPoints', 'gameScore'] }).rows).toHaveLength(4);
    must(later, 'players.update', { id: Number(computed.rows[0]!.entry), name: 'Renamed' });
    const fresh = must<Standings>(later, 'standings.get', { eventId });
    expect(fresh.rows).toHaveLength(4);
    expect(fresh.rows.map((r) => r.name)).toContain('Renamed');
  });

  it('only the round shown by default is kept: a later round still playing, asked by number, is computed', async () => {
    const { backend, file, eventId } = clubNightAfterRoundOne();
    must(backend, 'rounds.pair', { eventId });
    const shown = must<Standings & { throughRound: number }>(backend, 'standings.get', { eventId });
    expect(shown.throughRound).toBe(1);
    must(backend, 'standings.get', { eventId, round: 2 });
    await turn();
    tamper(file, eventId, { ...shown, rows: [] });
    const later = restart(file);
    expect(must<Standings>(later, 'standings.get', { eventId, round: 2 }).rows).toHaveLength(4);
    expect(must<Standings>(later, 'standings.get', { eventId, round: 1 }).rows).toHaveLength(0);
    expect(must<Standings>(later, 'standings.get', { eventId }).rows).toHaveLength(0);
  });

  it('the kept table equals the computed one, value for value and key for key, its rows kept by column', async () => {
    const { backend, db, file, eventId } = clubNightAfterRoundOne();
    const computed = must<Standings>(backend, 'standings.get', { eventId });
    await turn();
    const body = db.prepare('SELECT body FROM stored_tables WHERE event_id = ?').pluck().get(eventId) as Buffer;
    expect(isRowColumns((deserialize(inflateRawSync(body)) as { rows: unknown }).rows)).toBe(true);
    const read = must<Standings>(restart(file), 'standings.get', { eventId });
    expect(read).toStrictEqual(computed);
    expect(JSON.stringify(read)).toBe(JSON.stringify(computed));
  });

  it('a change another program makes to the file, or one past the services, makes the kept table old', async () => {
    const { backend, file, eventId } = clubNightAfterRoundOne();
    must(backend, 'standings.get', { eventId });
    await turn();
    const other = new Database(file);
    other.prepare("UPDATE match_games SET winner = 'a', score_a = 40, score_b = 24, margin = 16 WHERE event_id = ? AND winner IS NULL").run(eventId);
    other.close();
    const points = must<Standings>(restart(file), 'standings.get', { eventId }).rows.map((r) => r.values.matchPoints).sort();
    expect(points).toEqual([0, 0, 1, 1]);
  });

  it('a table kept by other code is not read, and without a build stamp nothing is kept', async () => {
    const { backend, db, file, eventId } = clubNightAfterRoundOne();
    const computed = must<Standings>(backend, 'standings.get', { eventId });
    await turn();
    tamper(file, eventId, { ...computed, rows: [] });
    stamp.__TD_CODE_STAMP__ = 'newer-code';
    expect(must<Standings>(restart(file), 'standings.get', { eventId }).rows).toHaveLength(4);
    await turn();
    expect(db.prepare('SELECT code FROM stored_tables WHERE event_id = ?').pluck().get(eventId)).toBe('newer-code');
    delete stamp.__TD_CODE_STAMP__;
    db.prepare('DELETE FROM stored_tables').run();
    must(restart(file), 'standings.get', { eventId });
    await turn();
    expect(db.prepare('SELECT count(*) FROM stored_tables').pluck().get()).toBe(0);
  });

  it('a kept table that cannot be read (a damaged body) is computed again instead of failing the call', async () => {
    const { backend, file, eventId } = clubNightAfterRoundOne();
    const computed = must<Standings>(backend, 'standings.get', { eventId });
    await turn();
    const db = new Database(file);
    db.prepare('UPDATE stored_tables SET body = ? WHERE event_id = ?').run(Buffer.from('not a table'), eventId);
    db.close();
    expect(must<Standings>(restart(file), 'standings.get', { eventId })).toStrictEqual(computed);
  });

  it('a table computed before a change made in the meantime is not kept', async () => {
    const { backend, db, eventId } = clubNightAfterRoundOne();
    must(backend, 'standings.get', { eventId });
    must(backend, 'results.correct', { eventId, round: 1, board: 2, winner: 'b', score: { a: 24, b: 40 }, reason: 'misread sheet' });
    await turn();
    expect(db.prepare('SELECT count(*) FROM stored_tables').pluck().get()).toBe(0);
  });
});
