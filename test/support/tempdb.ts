import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { openDatabase, type Db } from '../../src/main/db/connection';
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
