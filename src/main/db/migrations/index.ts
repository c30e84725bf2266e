import type { Migration } from '../types';
import { m001 } from './001-players-events';
import { m002 } from './002-games-actions-audit';
import { m003 } from './003-tournament';
import { m004 } from './004-access-backups';
import { m005 } from './005-entry-history';
import { m006 } from './006-player-identity';
import { m007 } from './007-audit-actor';
import { m008 } from './008-teams';
import { m009 } from './009-game-id-checks';
import { m010 } from './010-pin-event-rules';
import { m011 } from './011-table-night';
import { m012 } from './012-league';
import { m013 } from './013-player-dup-key';
import { m014 } from './014-player-country';
import { m015 } from './015-arena-auto-enter';
import { m016 } from './016-stored-tables';

/** Every schema change in order; migration N brings `user_version` to N. Append only. */
export const migrations: Migration[] = [m001, m002, m003, m004, m005, m006, m007, m008, m009, m010, m011, m012, m013, m014, m015, m016];

migrations.forEach((m, i) => {
  if (m.version !== i + 1) throw new Error(`migration ${m.name} is numbered ${m.version}, expected ${i + 1}`);
});
