import type { Migration } from '../types';

/**
 * Players have a country (issue 41 part 2): the federation code a rating list or a TRF names
 * (FRA, JPN, ...), three capital letters or empty. PAPP keeps compatriots apart with it
 * (Chauvinisme); a player without one is nobody's compatriot. Existing players get none: an
 * upgrade adds no compatriots to an event already running, so its pairings stay as they were.
 */
export const m014: Migration = {
  version: 14,
  name: 'players: country',
  up(db) {
    db.exec("ALTER TABLE players ADD COLUMN country TEXT NOT NULL DEFAULT '' CHECK (country = '' OR (length(country) = 3 AND country GLOB '[A-Z][A-Z][A-Z]'))");
  },
};
