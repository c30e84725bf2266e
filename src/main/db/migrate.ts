import type { Db } from './connection';
import { backupTo } from './backup';
import { migrations as allMigrations, type Migration } from './migrations';

export const LATEST_VERSION = allMigrations.length;

/** Backups live in ./backup (rotation, restore); re-exported here where the round pairing expects it. */
export { autoBackup, backupTo } from './backup';

/**
 * Brings the schema to the latest version: one numbered migration at a time, each in its own transaction
 * together with the `user_version` bump, after a backup copy of any database that already holds data. Returns the backup's path, if one was taken.
 */
export function migrate(db: Db, where: { file: string; backupDir: string }, migrations: Migration[] = allMigrations): string | null {
  const current = db.pragma('user_version', { simple: true }) as number;
  const latest = migrations.length;
  if (current >= latest) return null;
  const backup = current > 0 && where.file !== ':memory:'
    ? backupTo(db, where.backupDir, `v${current}-to-v${latest}`, where.file, 'pre-migration')
    : null;
  for (const migration of migrations.slice(current)) {
    db.transaction(() => {
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
  return backup;
}
