import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { checkFile, runTorture, type TortureReport, type Tracked } from '../../scripts/torture';
import { LocalGame } from '../../scripts/random-games';
import { openDatabase } from '../../src/main/db/connection';
import { createBackend } from '../../src/main/services/backend';
import { must, tempDir } from '../support/tempdb';

describe('crash safety (short torture run; npm run torture for the full 200 cycles)', () => {
  it('SIGKILLed at random moments while recording many games, the server loses no acknowledged action and the file stays intact', async () => {
    const report = await runTorture({ cycles: 10, games: 8, seed: 20261121, maxLifeMs: 1000, startupKillShare: 0.1 });
    expect(report.problems).toEqual([]);
    expect(report.cycles).toBe(10);
    expect(report.acknowledged).toBeGreaterThan(0);
    expect(report.lost).toBe(0);
    expect(report.integrityFailures).toBe(0);
  }, 300_000);
});

describe('the torture checker itself', () => {
  function club() {
    const file = join(tempDir(), 'club.sqlite');
    const backend = createBackend(openDatabase({ file }));
    const game = must<{ id: number }>(backend, 'games.create', { game: 'othello' });
    must(backend, 'games.append', { id: game.id, expectedSeq: 0, action: 'f5' });
    backend.db.close();
    return { file, id: game.id };
  }
  const blank = (): TortureReport => ({ cycles: 0, acknowledged: 0, lost: 0, integrityFailures: 0, savedUnanswered: 0, gamesPlayed: 0, problems: [] });
  const tracked = (id: number, acked: string[], inFlight: string | null = null): Map<number, Tracked> =>
    new Map([[id, { id, game: 'othello', acked, inFlight, local: new LocalGame('othello'), retired: false }]]);

  it('counts an acknowledged action that is missing from the file as lost', () => {
    const { file, id } = club();
    const report = blank();
    checkFile(file, tracked(id, ['f5', 'd6']), report);
    expect(report.lost).toBe(1);
  });

  it('accepts the one in-flight action saved before the kill, and flags any other extra action', () => {
    const { file, id } = club();
    const ok = blank();
    checkFile(file, tracked(id, [], 'f5'), ok);
    expect(ok).toMatchObject({ lost: 0, integrityFailures: 0, savedUnanswered: 1 });
    const bad = blank();
    checkFile(file, tracked(id, [], 'd3'), bad);
    expect(bad.integrityFailures).toBe(1);
  });

  it('flags a gap in seq and a stored action that does not replay', () => {
    const { file, id } = club();
    const db = new Database(file);
    db.prepare("INSERT INTO actions (game_id, seq, notation) VALUES (?, 3, 'a1')").run(id);
    db.close();
    const report = blank();
    checkFile(file, tracked(id, ['f5']), report);
    expect(report.integrityFailures).toBeGreaterThanOrEqual(2);
  });
});
