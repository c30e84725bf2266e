/**
 * The actor stamped on the audit rows a call writes (services/auditStamp.ts): the rows of the call and no
 * others, with no statement for a call that writes none (the triggers note where the log stood).
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createBackend } from '../../src/main/services/backend';
import type { GameInfo } from '../../src/shared/api/methods/games';
import { tempBackend, must } from '../support/tempdb';

const auditRows = (db: Database.Database) => db.prepare('SELECT action, reason, actor FROM audit ORDER BY id').all() as Array<{ action: string; reason: string; actor: string }>;

describe('the audit stamp', () => {
  it('stamps the rows a call writes with its actor, not a row another connection wrote before it, nor after a move that wrote none', () => {
    const { backend, db, file } = tempBackend();
    const { id } = must<GameInfo>(backend, 'games.create', { game: 'othello' });
    expect(backend.call('games.append', { id, expectedSeq: 0, action: 'f5', audience: 'players' }, 'table 1').ok).toBe(true);
    const other = new Database(file);
    try {
      other.prepare("INSERT INTO audit (action, reason) VALUES ('note', 'by another process')").run();
    } finally {
      other.close();
    }
    expect(backend.call('games.append', { id, expectedSeq: 1, action: 'd6', audience: 'players' }, 'table 1').ok).toBe(true);
    expect(backend.call('games.undo', { id, expectedSeq: 2, reason: 'wrong disc', audience: 'director' }, 'the director').ok).toBe(true);
    expect(auditRows(db)).toEqual([
      { action: 'note', reason: 'by another process', actor: '' },
      { action: 'undo', reason: 'wrong disc', actor: 'the director' },
    ]);
  });

  it('still stamps after a refused call, and through a second backend on the same connection', async () => {
    const { backend, db } = tempBackend();
    const { id } = must<GameInfo>(backend, 'games.create', { game: 'othello' });
    expect(backend.call('games.undo', { id, expectedSeq: 0, reason: 'nothing to undo', audience: 'director' }, 'the director').ok).toBe(false);
    expect((await backend.callAsync('games.append', { id, expectedSeq: 0, action: 'f5', audience: 'players' }, 'table 1')).ok).toBe(true);
    expect(backend.call('games.undo', { id, expectedSeq: 1, reason: 'first', audience: 'director' }, 'the director').ok).toBe(true);
    const second = createBackend(db);
    expect(second.call('games.append', { id, expectedSeq: 0, action: 'f5', audience: 'players' }, 'table 2').ok).toBe(true);
    expect(second.call('games.undo', { id, expectedSeq: 1, reason: 'second', audience: 'director' }, 'the deputy').ok).toBe(true);
    expect(auditRows(db).map((r) => [r.reason, r.actor])).toEqual([['first', 'the director'], ['second', 'the deputy']]);
  });

  it('a call that deletes audit rows before writing one stamps the rows above the log\'s highest id at its start', () => {
    const { backend, db } = tempBackend();
    db.prepare("INSERT INTO audit (id, action) VALUES (1, 'kept'), (5, 'deleted')").run();
    const done = backend.run('rewrite the log', () => {
      db.prepare('DELETE FROM audit WHERE id = 5').run();
      db.prepare("INSERT INTO audit (id, action) VALUES (3, 'below the start'), (6, 'above the start')").run();
    }, { actor: 'a tester' });
    expect(done.ok).toBe(true);
    expect(db.prepare('SELECT id, actor FROM audit ORDER BY id').all()).toEqual([{ id: 1, actor: '' }, { id: 3, actor: '' }, { id: 6, actor: 'a tester' }]);
  });
});
