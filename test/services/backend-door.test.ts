/**
 * Issue 40 part 1: what is not a method of the contract still goes through the backend. Backend.run gives
 * work the same transaction, actor and notices as a method call; the site watcher writes through it; the
 * web host learns who holds a code from Backend.holderOf; `td export site` writes through Backend.exportSite.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ChangeNotice } from '../../src/shared/api/contract';
import { eventWith, matchesOf, pairNext, setResult } from '../tournament/helpers';
import { must, tempBackend, tempDir } from '../support/tempdb';

describe('Backend.run', () => {
  it('stamps the audit rows it writes with the actor and sends its notices after the commit', () => {
    const { backend } = tempBackend();
    const event = must<{ id: number }>(backend, 'events.create', { name: 'Club night', game: 'othello', format: 'swiss' });
    const seen: ChangeNotice[] = [];
    backend.subscribe((n) => seen.push(n));
    const done = backend.run('test work', (ctx) => {
      ctx.tournament.log.audit(event.id, 'test action', 'why', {});
      ctx.notify({ topic: 'events', id: event.id });
      expect(seen).toEqual([]); // not before the commit
      return 42;
    }, { actor: 'a tester' });
    expect(done).toEqual({ ok: true, data: 42 });
    expect(seen).toEqual([{ topic: 'events', id: event.id }]);
    const audit = must<Array<{ action: string; actor: string }>>(backend, 'audit.list', { eventId: event.id });
    expect(audit.find((a) => a.action === 'test action')?.actor).toBe('a tester');
  });

  it('rolls back and sends nothing when the work fails, and answers with an error value in the caller\'s language', () => {
    const { backend } = tempBackend();
    const event = must<{ id: number }>(backend, 'events.create', { name: 'Club night', game: 'othello', format: 'swiss' });
    const seen: ChangeNotice[] = [];
    backend.subscribe((n) => seen.push(n));
    const failed = backend.run('test work', (ctx) => {
      ctx.tournament.log.audit(event.id, 'test action', '', {});
      ctx.notify({ topic: 'events', id: event.id });
      if (ctx.events.get(-1) === undefined) throw new Error('boom');
    });
    expect(failed.ok).toBe(false);
    expect(!failed.ok && failed.error.code).toBe('internal');
    expect(!failed.ok && failed.error.message).toContain('test work');
    expect(seen).toEqual([]);
    expect(must<Array<{ action: string }>>(backend, 'audit.list', { eventId: event.id }).some((a) => a.action === 'test action')).toBe(false);
  });
});

describe('the site watcher writes through Backend.run', () => {
  it('announces the new publishing status once after the commit, and does not publish again for its own notice', async () => {
    const s = eventWith({ game: 'othello', format: 'swiss', names: ['Ann', 'Bob', 'Cid', 'Dee'], rounds: 2 });
    const round = matchesOf(pairNext(s));
    const folder = tempDir();
    must(s.backend, 'site.publish', { eventId: s.eventId, folder, auto: true });
    const seen: ChangeNotice[] = [];
    s.backend.subscribe((n) => seen.push(n));
    setResult(s, 1, round[0]!.board, 'a', 40, 24);
    const resultNotices = seen.length;
    const status = () => must<{ publishedAt: string | null }>(s.backend, 'site.status', { eventId: s.eventId });
    const before = status().publishedAt;
    const started = Date.now();
    while (status().publishedAt === before && Date.now() - started < 3000) await new Promise((r) => setTimeout(r, 50));
    expect(status().publishedAt).not.toBe(before);
    expect(seen.slice(resultNotices)).toEqual([{ topic: 'events', id: s.eventId }]);
    // Its own notice is no change: nothing is published again.
    const publishedAt = status().publishedAt;
    await new Promise((r) => setTimeout(r, 700));
    expect(status().publishedAt).toBe(publishedAt);
    expect(seen.slice(resultNotices)).toHaveLength(1);
  });
});

describe('Backend.holderOf and Backend.exportSite', () => {
  it('names the holder of a table code, and nobody for a code nobody holds', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', names: ['Ann', 'Bob'], rounds: 1 });
    pairNext(s);
    const { code } = must<{ code: string }>(s.backend, 'tables.issueTableCode', { eventId: s.eventId, board: 1 });
    expect(s.backend.holderOf(code)).toEqual({ role: 'table', eventId: s.eventId, board: 1, gameIds: [] });
    expect(s.backend.holderOf('not-a-code')).toBeNull();
  });

  it('writes the site into a folder, and names the other files it finds there unless forced', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', names: ['Ann', 'Bob'], rounds: 1 });
    const folder = join(tempDir(), 'site');
    mkdirSync(folder);
    writeFileSync(join(folder, 'notes.txt'), 'mine');
    const refused = s.backend.exportSite(s.eventId, folder, false);
    expect(refused).toMatchObject({ ok: true, data: { ok: false, foreign: ['notes.txt'] } });
    const written = s.backend.exportSite(s.eventId, folder, true);
    expect(written.ok && written.data.ok && written.data.written).toBeGreaterThan(3);
    expect(existsSync(join(folder, 'index.html'))).toBe(true);
    const missing = s.backend.exportSite(9999, folder, true, 'fr');
    expect(missing.ok).toBe(false);
    expect(!missing.ok && missing.error.code).toBe('not_found');
  });
});
