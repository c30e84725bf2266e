/**
 * What a move keeps for the next one (issue 45, part 1): the parsed options by their stored text
 * (db/repos/games.ts), which may not hide another connection's write.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { GameInfo, GameState } from '../../src/shared/api/methods/games';
import { tempBackend, must } from '../support/tempdb';

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
