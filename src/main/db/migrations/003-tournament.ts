import type { Migration } from '.';

/** Rounds, pairings, results, sanctions: filled in by the tournament work. */
export const m003: Migration = {
  version: 3,
  name: 'tournament',
  up() {},
};
