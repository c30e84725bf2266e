/**
 * Scheveningen team matches (issue 43 part 4): every player of one team meets every player of the
 * other. A match of n a side is n sub-rounds of n boards, n x n boards in all: in sub-round r (0-based)
 * the home side's i-th player meets the away side's ((i + r) mod n)-th. Colours alternate as a
 * Scheveningen does: each home player's first move alternates from one sub-round to the next, and
 * with an even n every player of either team has the first move in exactly half of the games; boards
 * alternate within a sub-round, the second half of the home line-up shifted by one so that the away
 * side is balanced too (with an odd n no scheme can balance: one colour more for some).
 */
import type { Slot } from '../model';
import type { TeamEvent } from './model';

/** Which home and away line-up places (0-based) meet on a board (1-based), and who moves first in its game 1. */
export interface BoardPlace {
  home: number;
  away: number;
  first: Slot;
}

export function scheveningenBoard(n: number, board: number): BoardPlace {
  const k = board - 1;
  const [r, i] = [Math.floor(k / n), k % n];
  const homeFirst = (i + r + (i >= n / 2 ? 1 : 0)) % 2 === 0;
  return { home: i, away: (i + r) % n, first: homeFirst ? 'a' : 'b' };
}

/** The boards a fixture of the event has: its line-up places squared in a Scheveningen, else one a place. */
export function boardsOf(event: TeamEvent): number {
  return event.scheveningen ? event.boards * event.boards : event.boards;
}
