import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Db } from './connection';
import { migrations } from './migrations';

export const LATEST_VERSION = migrations.length;

/** A consistent copy of the live database (WAL included) taken with VACUUM INTO. */
export function backupTo(db: Db, dir: string, label: string, file: string): string {
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = join(dir, `${basename(file).replace(/\.[^.]*$/, '')}-${label}-${stamp}.sqlite`);
  db.prepare('VACUUM INTO ?').run(target);
  return target;
}

/**
 * Brings the schema to LATEST_VERSION: one numbered migration at a time, each in its own transaction
 * together with the `user_version` bump, after a backup copy of any database that already holds data.
 */
export function migrate(db: Db, where: { file: string; backupDir: string }): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current >= LATEST_VERSION) return;
  if (current > 0 && where.file !== ':memory:') {
    backupTo(db, where.backupDir, `pre-migration-v${current}-to-v${LATEST_VERSION}`, where.file);
  }
  for (const migration of migrations.slice(current)) {
    db.transaction(() => {
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
}
