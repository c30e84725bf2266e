import type { Db } from '../connection';
import { m001 } from './001-players-events';
import { m002 } from './002-games-actions-audit';
import { m003 } from './003-tournament';
import { m004 } from './004-access-backups';
import { m005 } from './005-entry-history';
import { m006 } from './006-player-identity';
import { m007 } from './007-audit-actor';
import { m008 } from './008-teams';
import { m009 } from './009-game-id-checks';
import { m010, m011, m012 } from './010-012-reserved';
import { m013 } from './013-league';

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

/** Every schema change in order; migration N brings `user_version` to N. Append only. */
export const migrations: Migration[] = [m001, m002, m003, m004, m005, m006, m007, m008, m009, m010, m011, m012, m013];

migrations.forEach((m, i) => {
  if (m.version !== i + 1) throw new Error(`migration ${m.name} is numbered ${m.version}, expected ${i + 1}`);
});
