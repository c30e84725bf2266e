import type { Migration } from '.';

/** Table codes and backup bookkeeping: filled in by the safety work. */
export const m004: Migration = {
  version: 4,
  name: 'access and backups',
  up() {},
};
