/**
 * An arena club night (issue 42 part 5), the pure part: arena points as lichess counts them, and the
 * next opponent for a player whose table just finished. Not yet a format of its own (no `arena` in
 * FormatKind): the services and screens that pair at the moment a result is confirmed build on these.
 *
 * Arena points (lichess, "Arena tournaments: how are scores calculated?"): a win 2, a draw 1, a loss 0;
 * two wins in a row start a streak, and every following game is worth double (win 4, draw 2) until the
 * player fails to win. Two wins then a draw: 2 + 2 + 2 = 6.
 */

export type ArenaOutcome = 'win' | 'draw' | 'loss';

export interface ArenaScoring {
  win: number;
  draw: number;
  /** Double points after two wins in a row, until a game is not won (lichess's "fire"). */
  streaks: boolean;
}

export const LICHESS_ARENA: ArenaScoring = { win: 2, draw: 1, streaks: true };

/** A player's arena points from their games in the order played, and whether they are on a streak now. */
export function arenaPoints(games: readonly ArenaOutcome[], scoring: ArenaScoring = LICHESS_ARENA): { points: number; onStreak: boolean } {
  let points = 0;
  let wins = 0;
  for (const outcome of games) {
    const factor = scoring.streaks && wins >= 2 ? 2 : 1;
    points += factor * (outcome === 'win' ? scoring.win : outcome === 'draw' ? scoring.draw : 0);
    wins = outcome === 'win' ? wins + 1 : 0;
  }
  return { points, onStreak: scoring.streaks && wins >= 2 };
}

export interface ArenaPlayer {
  id: string;
  points: number;
  /** When the player became free (ms, or any increasing number): who waited longest is served first. */
  freeSince: number;
}

/**
 * The opponent for `player` among those free now: the one met least often so far (a repeat only when
 * every free player is one), then the closest in points, then who has waited longest. Null when nobody
 * else is free.
 */
export function arenaOpponent(player: ArenaPlayer, free: readonly ArenaPlayer[], meetings: (a: string, b: string) => number): ArenaPlayer | null {
  const others = free.filter((p) => p.id !== player.id);
  if (others.length === 0) return null;
  const key = (p: ArenaPlayer) => [meetings(player.id, p.id), Math.abs(p.points - player.points), p.freeSince] as const;
  return others.reduce((best, p) => {
    const [m, d, w] = key(p);
    const [bm, bd, bw] = key(best);
    return m < bm || (m === bm && (d < bd || (d === bd && w < bw))) ? p : best;
  });
}

/** Everyone free paired at once (the night's start, or after a pause): longest waiting first, each with their best opponent. */
export function arenaPairings(free: readonly ArenaPlayer[], meetings: (a: string, b: string) => number): Array<[string, string]> {
  const waiting = [...free].sort((x, y) => x.freeSince - y.freeSince);
  const pairs: Array<[string, string]> = [];
  while (waiting.length >= 2) {
    const first = waiting.shift()!;
    const other = arenaOpponent(first, waiting, meetings)!;
    waiting.splice(waiting.indexOf(other), 1);
    pairs.push([first.id, other.id]);
  }
  return pairs;
}
