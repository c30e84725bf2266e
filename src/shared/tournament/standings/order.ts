/** Which criteria rank an event by default, and which formats are all-play-all (C.07 16). */
import type { GameId } from '../../games/types';
import { descriptorOf } from '../../games/registry';
import type { FormatKind } from '../model';
import type { Criterion } from './criteria';

/**
 * Each game's own ranking (issue 7, issue 22): Onino total points then average per game (R-ONI-12);
 * dominoes games won then point difference; Othello match points, Brightwell quotient, disc count
 * (World Othello Championship rules); Ninuki-Renju and Tonobeb match points, Buchholz,
 * Sonneborn-Berger, margin.
 */
export const defaultOrder = (game: GameId): readonly Criterion[] => descriptorOf(game).tieBreaks;

/** All-play-all formats: C.07 16 gives no dummy opponent there. */
export const isRoundRobin = (format: FormatKind): boolean => format === 'round-robin' || format === 'double-round-robin' || format === 'league';
