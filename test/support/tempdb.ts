import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { openDatabase } from '../../src/main/db/connection';
import type { Db } from '../../src/main/db/types';
import { createBackend, type Backend } from '../../src/main/services/backend';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh folder removed after the test. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'td-test-'));
  dirs.push(dir);
  return dir;
}

/** A real SQLite file in a temporary folder, migrated, behind the real services. */
export function tempBackend(): { backend: Backend; db: Db; file: string } {
  const file = join(tempDir(), 'club.sqlite');
  const db = openDatabase({ file });
  return { backend: createBackend(db), db, file };
}

/** Calls the backend and returns the data, failing the test with the API error otherwise. */
export function must<T = unknown>(backend: Backend, method: string, input: unknown): T {
  const result = backend.call(method, input);
  if (!result.ok) throw new Error(`${method} refused: ${JSON.stringify(result.error)}`);
  return result.data as T;
}

/** Registers four players (new ones, by name) and plays round 1 of a round robin: table 1 won 40-24 by a, table 2 drawn 32-32. */
export function playRoundOne(backend: Backend, eventId: number, names: readonly string[]): void {
  for (const name of names) {
    const p = must<{ id: number }>(backend, 'players.create', { name });
    must(backend, 'events.register', { eventId, playerId: p.id });
  }
  must(backend, 'rounds.pair', { eventId });
  must(backend, 'rounds.publish', { eventId, round: 1 });
  must(backend, 'results.set', { eventId, round: 1, board: 1, winner: 'a', score: { a: 40, b: 24 } });
  must(backend, 'results.set', { eventId, round: 1, board: 2, winner: null, score: { a: 32, b: 32 } });
}

/** An Othello round robin of Ann, Bea, Cal and Dan on a fresh file, round 1 played (`playRoundOne`). */
export function clubNightAfterRoundOne(): { backend: Backend; db: Db; file: string; eventId: number } {
  const t = tempBackend();
  const ev = must<{ id: number }>(t.backend, 'tournaments.create', { name: 'Club night', game: 'othello', format: 'round-robin' });
  playRoundOne(t.backend, ev.id, ['Ann', 'Bea', 'Cal', 'Dan']);
  return { ...t, eventId: ev.id };
}
