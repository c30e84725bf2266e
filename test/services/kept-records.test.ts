/**
 * What a move keeps for the next one (issue 45, part 1): the record appended to last (services/keptRecords.ts)
 * and the parsed options by their stored text (db/repos/games.ts). Neither may hide a change: another
 * connection's write, this connection's own other writes and a rolled back append all make the next move
 * read the record again.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/main/db/connection';
import { createBackend } from '../../src/main/services/backend';
import { gameHandlers } from '../../src/main/services/games';
import type { GameInfo, GameState } from '../../src/shared/api/methods/games';
import { tempBackend, must } from '../support/tempdb';

const move = (input: { id: number; expectedSeq: number; action: string }) => ({ ...input, audience: 'players' as const, answer: 'game' as const });

describe('the record kept after a move', () => {
  it('another connection that replaced the last move (same number of moves) is seen by the next move', () => {
    const { backend, file } = tempBackend();
    const { id } = must<GameInfo>(backend, 'games.create', { game: 'othello' });
    must(backend, 'games.append', move({ id, expectedSeq: 0, action: 'f5' }));
    // A second process takes f5 back and plays d3: the record has one move again, another one.
    const other = createBackend(openDatabase({ file }));
    try {
      must(other, 'games.undo', { id, expectedSeq: 1, reason: 'wrong disc', audience: 'director' });
      must(other, 'games.append', move({ id, expectedSeq: 0, action: 'd3' }));
    } finally {
      other.db.close();
    }
    // c3 answers d3, not f5: it is legal only if the record was read again.
    const answer = must<GameState>(backend, 'games.append', move({ id, expectedSeq: 1, action: 'c3' }));
    expect(answer.actions).toEqual(['d3', 'c3']);
  });

  it('another connection\'s move makes the kept record stale: the old sequence number is refused, the new one plays on', () => {
    const { backend, file } = tempBackend();
    const { id } = must<GameInfo>(backend, 'games.create', { game: 'othello' });
    must(backend, 'games.append', move({ id, expectedSeq: 0, action: 'f5' }));
    const other = new Database(file);
    try {
      other.prepare('INSERT INTO actions (game_id, seq, notation) VALUES (?, 2, ?)').run(id, 'd6');
    } finally {
      other.close();
    }
    const stale = backend.call('games.append', move({ id, expectedSeq: 1, action: 'd6' }));
    expect(stale).toMatchObject({ ok: false, error: { code: 'conflict', details: { seq: 2 } } });
    const answer = must<GameState>(backend, 'games.append', move({ id, expectedSeq: 2, action: 'c3' }));
    expect(answer.actions).toEqual(['f5', 'd6', 'c3']);
  });

  it('this connection\'s undo and another game\'s moves between two moves are seen', () => {
    const { backend } = tempBackend();
    const [a, b] = [1, 2].map(() => must<GameInfo>(backend, 'games.create', { game: 'othello' }).id);
    must(backend, 'games.append', move({ id: a!, expectedSeq: 0, action: 'f5' }));
    must(backend, 'games.undo', { id: a, expectedSeq: 1, reason: 'wrong disc', audience: 'director' });
    must(backend, 'games.append', move({ id: b!, expectedSeq: 0, action: 'f5' }));
    const answer = must<GameState>(backend, 'games.append', move({ id: a!, expectedSeq: 0, action: 'd3' }));
    expect(answer.actions).toEqual(['d3']);
    expect(must<GameState>(backend, 'games.append', move({ id: b!, expectedSeq: 1, action: 'd6' })).actions).toEqual(['f5', 'd6']);
  });

  it('a change of the game\'s row on this connection (a new title) is in the next move\'s answer', () => {
    const { backend, db } = tempBackend();
    const { id } = must<GameInfo>(backend, 'games.create', { game: 'othello', title: 'Board 1' });
    must(backend, 'games.append', move({ id, expectedSeq: 0, action: 'f5' }));
    db.prepare('UPDATE games SET title = ? WHERE id = ?').run('Board 7', id);
    expect(must<GameState>(backend, 'games.append', move({ id, expectedSeq: 1, action: 'd6' })).title).toBe('Board 7');
  });

  it('an append rolled back with its transaction is not kept', () => {
    const { backend } = tempBackend();
    const { id } = must<GameInfo>(backend, 'games.create', { game: 'othello' });
    must(backend, 'games.append', move({ id, expectedSeq: 0, action: 'f5' }));
    const failed = backend.run('append, then fail', (ctx) => {
      gameHandlers['games.append'](move({ id, expectedSeq: 1, action: 'd6' }), ctx);
      throw new Error('the commit fails');
    });
    expect(failed.ok).toBe(false);
    const stale = backend.call('games.append', move({ id, expectedSeq: 2, action: 'c3' }));
    expect(stale).toMatchObject({ ok: false, error: { code: 'conflict', details: { seq: 1 } } });
    expect(must<GameState>(backend, 'games.append', move({ id, expectedSeq: 1, action: 'f6' })).actions).toEqual(['f5', 'f6']);
  });
});

describe('options parsed once per stored text', () => {
  it('options another connection rewrote are read as rewritten, and damaged ones are still refused', () => {
    const { backend, file } = tempBackend();
    const { id } = must<GameInfo>(backend, 'games.create', { game: 'onino', options: { mode: 'singles' } });
    expect(must<GameState>(backend, 'games.get', { id, audience: 'director' }).options).toEqual({ mode: 'singles' });
    const other = new Database(file);
    try {
      other.prepare('UPDATE games SET options = ? WHERE id = ?').run('{"mode":"doubles"}', id);
      expect(must<GameState>(backend, 'games.get', { id, audience: 'director' }).options).toEqual({ mode: 'doubles' });
      other.prepare('UPDATE games SET options = ? WHERE id = ?').run('[1]', id);
    } finally {
      other.close();
    }
    expect(backend.call('games.get', { id, audience: 'director' })).toMatchObject({ ok: false, error: { code: 'internal', message: expect.stringContaining(`game ${id} has damaged options`) } });
  });
});
