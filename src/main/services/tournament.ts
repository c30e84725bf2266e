/**
 * The tournament methods (src/shared/api/methods/tournament.ts), one module per area:
 * entries and settings, rounds and pairings, results, sanctions and the audit log, tables
 * (standings, cross-table, ratings, finalisation). See docs/tournament.md.
 */
import { boardHandlers } from './tournamentBoards';
import { entryHandlers } from './tournamentEntries';
import { resultHandlers } from './tournamentResults';
import { roundHandlers } from './tournamentRounds';
import { sanctionHandlers } from './tournamentSanctions';
import { tableHandlers } from './tournamentTables';
import { checkInHandlers } from './checkIn';
import { prizeHandlers } from './tournamentPrizes';

export const tournamentHandlers = { ...entryHandlers, ...roundHandlers, ...resultHandlers, ...sanctionHandlers, ...tableHandlers, ...checkInHandlers, ...boardHandlers, ...prizeHandlers };
