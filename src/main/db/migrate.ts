import type { Db } from './types';
import { backupTo } from './backup';
import { migrations as allMigrations } from './migrations';
import type { Migration } from './types';

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
    // PRAGMA foreign_keys is a no-op inside a transaction: a table rebuild turns it off around it.
    const keys = migration.foreignKeysOff ? (db.pragma('foreign_keys', { simple: true }) as number) : 0;
    if (migration.foreignKeysOff) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        migration.up(db);
        if (migration.foreignKeysOff) {
          const broken = db.pragma('foreign_key_check') as unknown[];
          if (broken.length > 0) throw new Error(`migration ${migration.name} would break ${broken.length} foreign key(s): not applied`);
        }
        db.pragma(`user_version = ${migration.version}`);
      })();
    } finally {
      if (keys) db.pragma('foreign_keys = ON');
    }
  }
  return backup;
}
