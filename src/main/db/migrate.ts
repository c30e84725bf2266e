import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Db } from './connection';
import { migrations as allMigrations, type Migration } from './migrations';

export const LATEST_VERSION = allMigrations.length;

/** A consistent copy of the live database (WAL included) taken with VACUUM INTO. */
export function backupTo(db: Db, dir: string, label: string, file: string): string {
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = join(dir, `${basename(file).replace(/\.[^.]*$/, '')}-${label}-${stamp}.sqlite`);
  db.prepare('VACUUM INTO ?').run(target);
  return target;
}

/**
 * Brings the schema to the latest version: one numbered migration at a time, each in its own transaction
 * together with the `user_version` bump, after a backup copy of any database that already holds data. Returns the backup's path, if one was taken.
 */
export function migrate(db: Db, where: { file: string; backupDir: string }, migrations: Migration[] = allMigrations): string | null {
  const current = db.pragma('user_version', { simple: true }) as number;
  const latest = migrations.length;
  if (current >= latest) return null;
  const backup = current > 0 && where.file !== ':memory:'
    ? backupTo(db, where.backupDir, `pre-migration-v${current}-to-v${latest}`, where.file)
    : null;
  for (const migration of migrations.slice(current)) {
    db.transaction(() => {
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
  return backup;
}
