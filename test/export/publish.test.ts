/** Publishing the event website into a folder: the guard against other files, and re-publishing after every change. */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventWith, matchesOf, must, pairNext, refusal, setResult } from '../tournament/helpers';
import { tempDir } from '../support/tempdb';

describe('site.publish', () => {
  it('asks before writing among other files, names them, and remembers the folder', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', names: ['Ann', 'Bob'], rounds: 1 });
    const folder = join(tempDir(), 'www');
    mkdirSync(folder);
    writeFileSync(join(folder, 'club-logo.png'), 'png');
    const refused = refusal(s.backend, 'site.publish', { eventId: s.eventId, folder });
    expect(refused.code).toBe('conflict');
    expect(refused.message).toContain('(club-logo.png)');
    expect(refusal(s.backend, 'site.publish', { eventId: s.eventId, folder: 'relative/www' }).message).toMatch(/must be an absolute path/);
    expect(refusal(s.backend, 'site.publish', { eventId: s.eventId, folder: join(folder, 'missing') }).message).toMatch(/there is no folder .*missing; create it first/);
    // Allowed are exactly the files the director was shown, not any others.
    expect(refusal(s.backend, 'site.publish', { eventId: s.eventId, folder, accept: ['index.html'] }).code).toBe('conflict');
    const done = must<{ files: number; auto: boolean }>(s.backend, 'site.publish', { eventId: s.eventId, folder, accept: ['club-logo.png'] });
    expect(done.files).toBeGreaterThan(5);
    expect(readFileSync(join(folder, 'club-logo.png'), 'utf8')).toBe('png');
    expect(must(s.backend, 'site.status', { eventId: s.eventId })).toMatchObject({ folder, auto: false, error: null });
    // Its own files are no obstacle the next time.
    expect(must<{ files: number }>(s.backend, 'site.publish', { eventId: s.eventId, folder }).files).toBe(done.files);
  });

  it('with auto, a result entered re-publishes the standings within 2 seconds', async () => {
    const s = eventWith({ game: 'othello', format: 'swiss', names: ['Ann', 'Bob', 'Cid', 'Dee'], rounds: 2 });
    const round = matchesOf(pairNext(s));
    const folder = tempDir();
    must(s.backend, 'site.publish', { eventId: s.eventId, folder, auto: true });
    const page = join(folder, 'round-1.html');
    const before = readFileSync(page, 'utf8');
    expect(before).toContain('…');
    const changedAt = Date.now();
    setResult(s, 1, round[0]!.board, 'a', 40, 24);
    let after = before;
    while (after === before && Date.now() - changedAt < 2000) {
      await new Promise((r) => setTimeout(r, 50));
      after = readFileSync(page, 'utf8');
    }
    expect(after).not.toBe(before);
    expect(after).toContain('1 – 0');
    expect(statSync(page).mtimeMs - changedAt).toBeLessThan(2000);
    expect(must(s.backend, 'site.status', { eventId: s.eventId })).toMatchObject({ folder, auto: true, error: null });
  });

  it('with auto, moves of two events committed together re-publish both sites (their notices are looked up together)', async () => {
    const s = eventWith({ game: 'othello', format: 'swiss', names: ['Ann', 'Bob'], rounds: 1 });
    const second = must<{ id: number }>(s.backend, 'tournaments.create', { name: 'Second event', game: 'othello', format: 'swiss', roundsPlanned: 1 }).id;
    const status = (eventId: number) => must<{ publishedAt: string | null }>(s.backend, 'site.status', { eventId }).publishedAt;
    const boards = [s.eventId, second].map((eventId) => {
      must(s.backend, 'site.publish', { eventId, folder: tempDir(), auto: true });
      return { eventId, game: must<{ id: number }>(s.backend, 'games.create', { game: 'othello', eventId }).id, before: status(eventId) };
    });
    const answers = await Promise.all(boards.map((b) => s.backend.callAsync('games.append', { id: b.game, expectedSeq: 0, action: 'f5' })));
    expect(answers.every((a) => a.ok)).toBe(true);
    const changedAt = Date.now();
    while (boards.some((b) => status(b.eventId) === b.before) && Date.now() - changedAt < 3000) await new Promise((r) => setTimeout(r, 50));
    for (const b of boards) expect(status(b.eventId)).not.toBe(b.before);
  });
});
