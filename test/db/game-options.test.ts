/**
 * Issue 40: a game's options are parsed once, with the options schema, where the games repository reads
 * a row; everyone else receives typed options and no service parses the stored JSON again. An event's
 * options are read with the same schema (src/main/db/repos/storedOptions.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gamesRepo } from '../../src/main/db/repos/games';
import { ROOT, sourceFiles } from '../architecture/imports';
import { must, tempBackend } from '../support/tempdb';

describe('game options hydrated once (issue 40)', () => {
  it('a stored game reads back with its options as an object, as games.get gives them', () => {
    const { backend, db } = tempBackend();
    const made = must<{ id: number }>(backend, 'games.create', { game: 'dominoes', options: { set: '6', seed: 7 } });
    expect(gamesRepo(db).get(made.id)!.options).toEqual({ set: '6', seed: 7 });
    expect(must<{ options: object }>(backend, 'games.get', { id: made.id }).options).toMatchObject({ set: '6' });
  });

  it('a row whose options are not an options object is damage, said with the game id', () => {
    const { backend, db } = tempBackend();
    const made = must<{ id: number }>(backend, 'games.create', { game: 'othello', options: {} });
    db.prepare('UPDATE games SET options = ? WHERE id = ?').run('[1, 2]', made.id);
    expect(() => gamesRepo(db).get(made.id)).toThrow(`game ${made.id} has damaged options`);
  });

  it('an event whose stored options are not an options object is refused in words that name it, not handed on', () => {
    const { backend, db } = tempBackend();
    const made = must<{ id: number }>(backend, 'events.create', { name: 'Club night', game: 'ninuki', format: 'swiss', options: { size: 15 } });
    expect(must<{ options: object }>(backend, 'events.get', { id: made.id }).options).toEqual({ size: 15 });
    db.prepare('UPDATE events SET options = ? WHERE id = ?').run('[1, 2]', made.id);
    expect(backend.call('events.get', { id: made.id })).toMatchObject({ ok: false, error: { message: expect.stringContaining(`event ${made.id} has damaged options`) } });
  });

  it('no module under src/main parses a row\'s options but the repositories (games.ts, and events.ts for events)', () => {
    const parsing = sourceFiles('src/main').filter((f) => !f.startsWith('src/main/db/repos/')
      && /JSON\.parse\(\s*row\.options\s*\)/.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(parsing).toEqual([]);
  });
});
