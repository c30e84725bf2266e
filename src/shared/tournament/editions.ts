/**
 * The FIDE rule editions an event is run by, and which one was in force on a date. Editions are data of
 * the event (settings `dutchEdition`, `tieBreakEdition`): a new event gets the editions in force on its
 * start date, an event already in a database keeps what it started with (migration 010 pins them), and
 * both lock once round 1 is paired (locks.ts). docs/tournament.md, "Rule editions".
 */

/** The FIDE (Dutch) System: C.04.3 as in force from 1 July 2017, or from 1 February 2026. */
export const DUTCH_EDITIONS = ['2017', '2026'] as const;
export type DutchEdition = (typeof DUTCH_EDITIONS)[number];

/** The Tie-Break Regulations C.07: as amended from 1 August 2024, or the edition in force from 1 March 2026. */
export const TIE_BREAK_EDITIONS = ['2024', '2026'] as const;
export type TieBreakEdition = (typeof TIE_BREAK_EDITIONS)[number];

/** Each edition with the first day it applies (ISO dates), oldest first. Append only. */
const DUTCH_IN_FORCE: ReadonlyArray<readonly [DutchEdition, string]> = [['2017', '0000-01-01'], ['2026', '2026-02-01']];
const TIE_BREAK_IN_FORCE: ReadonlyArray<readonly [TieBreakEdition, string]> = [['2024', '0000-01-01'], ['2026', '2026-03-01']];

function inForce<E>(table: ReadonlyArray<readonly [E, string]>, date: string): E {
  let edition = table[0]![0];
  for (const [e, from] of table) if (date.slice(0, 10) >= from) edition = e;
  return edition;
}

/** The editions in force on `date` (an ISO date: the event's start date, else the day it is created). */
export function editionsInForce(date: string): { dutchEdition: DutchEdition; tieBreakEdition: TieBreakEdition } {
  return { dutchEdition: inForce(DUTCH_IN_FORCE, date), tieBreakEdition: inForce(TIE_BREAK_IN_FORCE, date) };
}

/** The editions an event is run by, as screens, paper and the website name them (no Dutch edition outside a Swiss). */
export interface EventEditions {
  dutch: DutchEdition | null;
  tieBreaks: TieBreakEdition;
}

/** The editions an event is run by; a Swiss paired by PAPP (Othello) follows no edition of the Dutch system. */
export function eventEditions(format: string, settings: { dutchEdition: DutchEdition; tieBreakEdition: TieBreakEdition; swissSystem?: string }): EventEditions {
  return { dutch: format === 'swiss' && settings.swissSystem !== 'papp' ? settings.dutchEdition : null, tieBreaks: settings.tieBreakEdition };
}
