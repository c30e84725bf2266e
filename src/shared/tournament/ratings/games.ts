/** The rated games of an event: every game that counts in the tables, per player. */
import type { GameId } from '../../games/types';
import type { Entry, TournamentEvent } from '../model';
import { countsInTables } from '../sanctions';

export interface RatedGame {
  game: GameId;
  round: number;
  /** Player ids on each side (two for an Onino doubles pair). */
  players: [string[], string[]];
  /** 1, 0.5 or 0 for side 0. */
  result: number;
  /** Each side's game score. */
  scores: [number, number];
}

/** Players behind an entry: the pair's members, or the entry itself. */
export const playersOf = (e: Entry): string[] => (e.members ? e.members.map((m) => m.playerId) : [e.id]);

/**
 * Games played over the board that count (R-ONI-13: not under an undecided protest; R-ONI-14: not
 * struck). Forfeits and byes are not games: they are never rated nor totalled.
 */
export function ratedGames(event: TournamentEvent): RatedGame[] {
  const entries = new Map(event.entries.map((e) => [e.id, e]));
  const out: RatedGame[] = [];
  for (const round of event.rounds) {
    for (const p of round.pairings) {
      if (p.kind !== 'match' || p.forfeit) continue;
      const [ea, eb] = [entries.get(p.a), entries.get(p.b)];
      if (!ea || !eb) continue;
      for (const g of [...p.games, ...(p.playoff ?? [])]) {
        if (!countsInTables(g) || !g.result || g.result.ending === 'forfeit') continue;
        const r = g.result;
        out.push({
          game: event.game,
          round: round.number,
          players: [playersOf(ea), playersOf(eb)],
          result: r.winner === null ? 0.5 : r.winner === 'a' ? 1 : 0,
          scores: [r.score.a, r.score.b],
        });
      }
    }
  }
  return out;
}
