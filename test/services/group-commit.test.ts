/**
 * Group commit of moves (issue 45, part 1): concurrent `games.append` calls through `callAsync` share
 * one commit; each is answered only after it, a refused one undoes nothing of the others, and notices go
 * out for the saved moves only, after the commit.
 */
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { tempBackend, must } from '../support/tempdb';
import type { GameInfo } from '../../src/shared/api/methods/games';
import type { ChangeNotice } from '../../src/shared/api/contract';

/** Commits written to the WAL since it was last reset: frames whose header holds the database size. */
function walCommits(file: string): number {
  const wal = readFileSync(`${file}-wal`);
  const pageSize = wal.readUInt32BE(8);
  const salt = [wal.readUInt32BE(16), wal.readUInt32BE(20)];
  let commits = 0;
  for (let at = 32; at + 24 + pageSize <= wal.length; at += 24 + pageSize) {
    // A frame of an earlier WAL generation (left after a reset) has other salts: not this log's.
    if (wal.readUInt32BE(at + 8) !== salt[0] || wal.readUInt32BE(at + 12) !== salt[1]) break;
    if (wal.readUInt32BE(at + 4) !== 0) commits++;
  }
  return commits;
}

describe('group commit of concurrent moves', () => {
  it('commits moves that arrive together once, and every answer finds its move on the disk (a second connection sees it)', async () => {
    const { backend, file } = tempBackend();
    const games = [1, 2, 3, 4].map(() => must<GameInfo>(backend, 'games.create', { game: 'othello' }).id);
    const before = walCommits(file);
    const moves = games.map((id) => backend.callAsync('games.append', { id, expectedSeq: 0, action: 'f5' }));
    const answers = await Promise.all(moves.map(async (move) => {
      const answer = await move;
      // At the answer the move is committed: another connection to the file reads it.
      const other = new Database(file, { readonly: true });
      try {
        return { answer, stored: other.prepare('SELECT count(*) AS n FROM actions').get() as { n: number } };
      } finally {
        other.close();
      }
    }));
    for (const { answer, stored } of answers) {
      expect(answer).toMatchObject({ ok: true, data: { seq: 1 } });
      expect(stored.n).toBe(4);
    }
    expect(walCommits(file) - before).toBe(1);
  });

  it('a refused move in the batch undoes only itself, and only saved moves are announced, after the commit', async () => {
    const { backend } = tempBackend();
    const [a, b] = [1, 2].map(() => must<GameInfo>(backend, 'games.create', { game: 'othello' }).id);
    const notices: ChangeNotice[] = [];
    backend.subscribe((n) => notices.push(n));
    const results = await Promise.all([
      backend.callAsync('games.append', { id: a, expectedSeq: 0, action: 'f5' }),
      backend.callAsync('games.append', { id: a, expectedSeq: 0, action: 'd3' }), // a second device, one move late
      backend.callAsync('games.append', { id: b, expectedSeq: 0, action: 'a1' }), // not a legal opening
      backend.callAsync('games.append', { id: b, expectedSeq: 0, action: 'c4' }),
    ]);
    expect(results.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual(['ok', 'conflict', 'rule', 'ok']);
    expect(must<{ actions: string[] }>(backend, 'games.get', { id: a }).actions).toEqual(['f5']);
    expect(must<{ actions: string[] }>(backend, 'games.get', { id: b }).actions).toEqual(['c4']);
    expect(notices.filter((n) => n.topic === 'games').map((n) => [n.id, n.seq])).toEqual([[a, 1], [b, 1]]);
  });

  it('a move alone (no savepoint) is answered as in a batch: refused ones save and announce nothing, and the next move goes through', async () => {
    const { backend } = tempBackend();
    const id = must<GameInfo>(backend, 'games.create', { game: 'othello' }).id;
    const notices: ChangeNotice[] = [];
    backend.subscribe((n) => notices.push(n));
    const late = await backend.callAsync('games.append', { id, expectedSeq: 1, action: 'f5' });
    expect(late).toMatchObject({ ok: false, error: { code: 'conflict', details: { seq: 0 } } });
    const illegal = await backend.callAsync('games.append', { id, expectedSeq: 0, action: 'a1' }, '', 'fr');
    expect(illegal).toMatchObject({ ok: false, error: { code: 'rule' } });
    const alone = await backend.callAsync('games.append', { id, expectedSeq: 0, action: 'a1' });
    const inBatch = (await Promise.all([
      backend.callAsync('games.append', { id, expectedSeq: 0, action: 'a1' }),
      backend.callAsync('games.append', { id: id + 1, expectedSeq: 0, action: 'f5' }),
    ]))[0];
    expect(alone).toEqual(inBatch);
    expect(notices).toEqual([]);
    expect(await backend.callAsync('games.append', { id, expectedSeq: 0, action: 'f5' })).toMatchObject({ ok: true, data: { seq: 1, actions: ['f5'] } });
    expect(notices.map((n) => [n.topic, n.id, n.seq])).toEqual([['games', id, 1]]);
  });

  it('an invalid request is refused at once, in the caller\'s language, without joining a batch', async () => {
    const { backend } = tempBackend();
    const refused = await backend.callAsync('games.append', { id: 1, expectedSeq: -1, action: 'f5' }, '', 'fr');
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid' } });
  });

  it('a call that joins no batch runs after the moves that came before it, and its audit keeps who made it', async () => {
    const { backend, db } = tempBackend();
    const id = must<GameInfo>(backend, 'games.create', { game: 'othello' }).id;
    const [first, second] = await Promise.all([
      backend.callAsync('games.append', { id, expectedSeq: 0, action: 'f5' }, 'table device, game 1 (10.0.0.7)'),
      backend.callAsync('games.undo', { id, expectedSeq: 1, reason: 'wrong square' }, 'director (this computer)'),
    ]);
    expect(first.ok && second.ok).toBe(true);
    const audit = db.prepare("SELECT actor FROM audit WHERE action = 'undo'").all() as Array<{ actor: string }>;
    expect(audit).toEqual([{ actor: 'director (this computer)' }]);
  });
});
