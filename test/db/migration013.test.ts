/**
 * Issue 45 part 2: duplicate lookups by an indexed `dup_key` (migration 013). The key is the
 * `duplicateKey` fold of name and club, filled for existing players by the migration and kept right by
 * every write of a name or club; the pairing check of migration 005 answers exactly as before.
 */
import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { migrate } from '../../src/main/db/migrate';
import { migrations } from '../../src/main/db/migrations';
import { duplicateKey } from '../../src/main/db/repos/players';
import type { Db } from '../../src/main/db/types';
import type { Player } from '../../src/shared/api/schemas';
import { must, tempBackend, tempDir } from '../support/tempdb';

/** Every player's stored key against the fold of its stored name and club. */
function keys(db: Db | Database.Database): Array<{ id: number; stored: string; fold: string }> {
  return (db.prepare('SELECT id, name, club, dup_key AS stored FROM players ORDER BY id').all() as Array<{ id: number; name: string; club: string; stored: string }>)
    .map((p) => ({ id: p.id, stored: p.stored, fold: duplicateKey(p.name, p.club) }));
}
const allRight = (db: Db | Database.Database) => keys(db).every((k) => k.stored === k.fold && k.stored !== '');

function before013() {
  const db = new Database(join(tempDir(), 'club.sqlite'));
  db.pragma('foreign_keys = ON');
  migrate(db, { file: ':memory:', backupDir: tempDir() }, migrations.filter((m) => m.version < 13));
  return db;
}

describe('migration 013: an indexed duplicate key for players (issue 45)', () => {
  it('fills the key of every existing player with the fold of name and club', () => {
    const db = before013();
    db.exec("INSERT INTO players (id, name, club) VALUES (1, 'Łukasz  Wróbel', 'Kraków'), (2, 'ZOË Ångström', ''), (3, ' Ann ', ' Malmö FF ')");
    migrate(db, { file: ':memory:', backupDir: tempDir() }, migrations);
    expect(keys(db).map((k) => k.stored)).toEqual(['lukasz wrobel|krakow', 'zoe angstrom|', 'ann|malmo ff']);
    expect(db.prepare("EXPLAIN QUERY PLAN SELECT id FROM players WHERE dup_key = 'x'").all()).toEqual(
      expect.arrayContaining([expect.objectContaining({ detail: expect.stringContaining('players_dup_key') })]));
  });

  it('keeps the pairing check of migration 005 saying yes and no as before (player ids as text, pairs as t<id>)', () => {
    const db = before013();
    db.exec(`
      INSERT INTO players (id, name) VALUES (1, 'Ann'), (2, 'Bob'), (3, 'Cat');
      INSERT INTO events (id, name, game, format, options) VALUES (1, 'Night', 'othello', 'swiss', '{}'), (2, 'Other', 'othello', 'swiss', '{}');
      INSERT INTO registrations (event_id, player_id) VALUES (1, 1), (1, 2), (2, 3);
      INSERT INTO teams (id, event_id, name) VALUES (5, 1, 'Pair');
      INSERT INTO rounds (event_id, number) VALUES (1, 1);
    `);
    migrate(db, { file: ':memory:', backupDir: tempDir() }, migrations);
    const pair = (pos: number, a: string, b: string | null) => () =>
      db.prepare('INSERT INTO pairings (event_id, round, pos, board, a, b, bye) VALUES (1, 1, ?, ?, ?, ?, ?)').run(pos, b === null ? null : pos + 1, a, b, b === null ? 'pairing' : null);
    expect(pair(0, '1', '2')).not.toThrow();
    expect(pair(1, 't5', null)).not.toThrow();
    for (const [a, b] of [['01', '2'], ['1 ', '2'], ['3', '2'], ['1', '9'], ['1', 't6'], ['5', '2'], ['t5x', '1'], ['abc', '1']] as const) {
      expect(pair(2, a, b), `${a} against ${b}`).toThrow(/names an entry the event does not have/);
    }
  });

  it('keeps the key right through create, update, merge, un-merge, remove and restore', () => {
    const { backend, db } = tempBackend();
    const ann = must<Player>(backend, 'players.create', { name: 'Ann Éclair', club: 'Lyon' });
    const twin = must<Player>(backend, 'players.create', { name: 'ANN eclair', club: 'lyon', allowDuplicate: true });
    const bob = must<Player>(backend, 'players.create', { name: 'Bob', club: '' });
    expect(allRight(db)).toBe(true);
    expect(backend.call('players.create', { name: 'ann  ECLAIR', club: 'LYON' })).toMatchObject({ ok: false, error: { details: { duplicateOf: ann.id } } });

    must(backend, 'players.update', { id: bob.id, name: 'Bõb Martin', club: 'Nice' });
    expect(allRight(db)).toBe(true);
    expect(backend.call('players.create', { name: 'bob martin', club: 'nice' })).toMatchObject({ ok: false, error: { details: { duplicateOf: bob.id } } });
    expect(backend.call('players.create', { name: 'Bob', club: '' }).ok).toBe(true); // the old key is gone

    const merged = must<{ auditId: number }>(backend, 'players.merge', { keep: ann.id, merge: twin.id, reason: 'same person' });
    expect(allRight(db)).toBe(true);
    expect(must<Player[][]>(backend, 'players.duplicates', {})).toEqual([]);
    must(backend, 'players.unmerge', { auditId: merged.auditId });
    expect(allRight(db)).toBe(true);
    expect(must<Player[][]>(backend, 'players.duplicates', {}).map((g) => g.map((p) => p.id))).toEqual([[ann.id, twin.id]]);

    const removed = must<{ auditId: number }>(backend, 'players.remove', { id: bob.id, reason: 'left the club' });
    expect(backend.call('players.create', { name: 'Bob Martin', club: 'Nice' }).ok).toBe(true);
    must(backend, 'players.restore', { auditId: removed.auditId });
    expect(allRight(db)).toBe(true);
    expect(backend.call('players.create', { name: 'BOB MARTIN', club: 'NICE' })).toMatchObject({ ok: false, error: { code: 'conflict' } });
  });
});
