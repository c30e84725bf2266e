/**
 * Career totals per player and game across events: games, wins, draws, losses, total game score and
 * average per game (R-ONI-12: "totals, averages per game and rating"), counting only games that
 * count (R-ONI-13, R-ONI-14).
 */
import type { GameId } from '../../games/types';
import type { TournamentEvent } from '../model';
import { ratedGames } from './games';

export interface PlayerTotals {
  games: number;
  wins: number;
  draws: number;
  losses: number;
  total: number;
  average: number;
}

export function playerTotals(events: readonly TournamentEvent[]): Partial<Record<GameId, Record<string, PlayerTotals>>> {
  const out: Partial<Record<GameId, Record<string, PlayerTotals>>> = {};
  for (const event of events) {
    const table = (out[event.game] ??= {});
    for (const g of ratedGames(event)) {
      for (const s of [0, 1] as const) {
        const result = s === 0 ? g.result : 1 - g.result;
        for (const id of g.players[s]) {
          const t = (table[id] ??= { games: 0, wins: 0, draws: 0, losses: 0, total: 0, average: 0 });
          t.games++;
          if (result === 1) t.wins++;
          else if (result === 0) t.losses++;
          else t.draws++;
          t.total += g.scores[s];
          t.average = t.total / t.games;
        }
      }
    }
  }
  return out;
}
