/**
 * The database's types, a leaf every db module may import: the connection, the migration runner, the
 * backups and the migrations themselves all use them without importing each other.
 */
import type Database from 'better-sqlite3';

export type Db = Database.Database;

export interface Migration {
  version: number;
  name: string;
  up(db: Db): void;
  /**
   * Runs with foreign keys off (a table rebuilt, SQLite's documented way): the runner turns them off
   * around this migration's transaction and refuses to commit unless `foreign_key_check` is clean.
   */
  foreignKeysOff?: boolean;
}
