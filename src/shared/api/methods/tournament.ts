/**
 * The tournament methods, one module per area under ./tournament: settings, entries and the day's
 * changes, rounds and pairings, results, sanctions and the audit log, standings (cross-table, rank
 * table), prizes, ratings and finalisation. Inputs are checked there for shape; the tournament rules
 * (src/shared/tournament) judge the content. Read-only methods end in .get/.list/.history
 * (src/shared/api/access.ts). This module composes the areas' methods and re-exports their types, so
 * an import site names one module.
 */
import { settingsMethods } from './tournament/settings';
import { entryMethods } from './tournament/entries';
import { roundMethods } from './tournament/rounds';
import { resultMethods } from './tournament/results';
import { sanctionMethods } from './tournament/sanctions';
import { standingsMethods } from './tournament/standings';
import { prizeMethods } from './tournament/prizes';
import { ratingMethods } from './tournament/ratings';

export { EntryRef } from './tournament/fields';
export { SettingsPatch } from './tournament/settings';
export type { EntryBrief, EntryFields, EntryView } from './tournament/entries';
export type { GameView, PairingExplanation, PairingView, PairOutcome, RoundSummary, RoundView } from './tournament/rounds';
export type { BoardMismatch } from './tournament/results';
export type { AuditView, CancelledForfeitView, SanctionView } from './tournament/sanctions';
export type { BrightwellNote } from './tournament/standings';
export type { PrizesView } from './tournament/prizes';
export type { RatingView } from './tournament/ratings';

export const tournamentMethods = {
  ...settingsMethods,
  ...entryMethods,
  ...roundMethods,
  ...resultMethods,
  ...sanctionMethods,
  ...standingsMethods,
  ...prizeMethods,
  ...ratingMethods,
} as const;
