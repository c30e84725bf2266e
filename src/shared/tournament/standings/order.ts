/** Which criteria rank an event by default, and which formats are all-play-all (C.07 16). */
import type { GameId } from '../../games/types';
import { descriptorOf } from '../../games/registry';
import type { FormatKind } from '../model';
import { BUCHHOLZ_FAMILY, type Criterion } from './criteria';

/**
 * Each game's own ranking (issue 7, issue 22): Onino total points then average per game (R-ONI-12);
 * dominoes games won then point difference; Othello match points, Brightwell quotient, disc count
 * (World Othello Championship rules); Ninuki-Renju and Tonobeb match points, Buchholz,
 * Sonneborn-Berger, margin.
 */
export const defaultOrder = (game: GameId): readonly Criterion[] => descriptorOf(game).tieBreaks;

/** All-play-all formats: C.07 16 gives no dummy opponent there. */
export const isRoundRobin = (format: FormatKind): boolean => format === 'round-robin' || format === 'double-round-robin' || format === 'league';

/** What a standings table ranks by before any tie-break: the game's primary score, or match points. */
export const isScore = (game: GameId, c: Criterion): boolean => c === 'matchPoints' || c === defaultOrder(game)[0];

/**
 * The score always comes first (issue 37 part 6): an order that does not start with a score (a list of
 * tie-breaks alone) is ranked by the game's primary score first, then by that list.
 */
export function scoreFirst(game: GameId, order: readonly Criterion[]): readonly Criterion[] {
  if (order.length > 0 && isScore(game, order[0]!)) return order;
  const primary = defaultOrder(game)[0]!;
  return [primary, ...order.filter((c) => c !== primary)];
}

/**
 * C.07 2026 leaves the Buchholz family out of round robins (the settings refuse it in an explicit order;
 * a game's default order simply goes without it there). The 2024 edition is unchanged.
 */
export function applicableOrder(order: readonly Criterion[], format: FormatKind, edition: '2024' | '2026'): readonly Criterion[] {
  return edition === '2026' && isRoundRobin(format) && order.some((c) => BUCHHOLZ_FAMILY.has(c)) ? order.filter((c) => !BUCHHOLZ_FAMILY.has(c)) : order;
}
