import type { Migration } from '../types';

/**
 * Who made each audited change: the director at this computer or on the LAN, a table device, the desktop
 * app, the command line. Rows written before this migration keep an empty actor (not known).
 */
export const m007: Migration = {
  version: 7,
  name: 'audit actor',
  up(db) {
    db.exec(`ALTER TABLE audit ADD COLUMN actor TEXT NOT NULL DEFAULT ''`);
  },
};
