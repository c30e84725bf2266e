/**
 * A league season: every entry meets every other (once, or twice with home and away reversed) on
 * the Berger schedule, its rounds spread evenly over the season's match nights.
 * - `home-away`: `a` is the home side by the Berger order (balanced venues); the first move of each
 *   fixture is allocated separately from the running first-move balance.
 * - `first-move`: the Berger order is the first-move order (`a` moves first in game 1).
 */
import { ok, type GameId, type Outcome } from '../../games/types';
import { allocateFirstMove, noteFirstMove, recordOf, type FirstMoveRecord } from '../colours';
import { newMatchGames } from '../match';
import type { Entry, EntryId, Round } from '../model';
import { roundRobinRounds } from './roundRobin';
import { refuseText } from '../teams/refusal';

export interface LeagueOptions {
  game: GameId;
  nights: number;
  cycles?: 1 | 2;
  balance?: 'home-away' | 'first-move';
  gamesPerMatch?: number;
}

export interface LeagueSeason {
  rounds: Round[];
  /** nights[k] = the round numbers played on match night k + 1. */
  nights: number[][];
}

export function leagueSeason(entries: readonly Entry[], opts: LeagueOptions): Outcome<LeagueSeason> {
  const rr = roundRobinRounds(entries, { game: opts.game, cycles: opts.cycles ?? 1, gamesPerMatch: opts.gamesPerMatch ?? 1 });
  if (!rr.ok) return rr;
  const rounds = rr.value;
  if (!Number.isInteger(opts.nights) || opts.nights < 1 || opts.nights > rounds.length) {
    return refuseText('event', `the season has ${rounds.length} rounds to spread over 1..${rounds.length} match nights, not ${opts.nights}`, 'tournament.nights', { rounds: rounds.length, nights: opts.nights });
  }
  const nights: number[][] = Array.from({ length: opts.nights }, () => []);
  rounds.forEach((r, i) => nights[Math.floor((i * opts.nights) / rounds.length)]!.push(r.number));
  if ((opts.balance ?? 'home-away') === 'home-away') {
    const records = new Map<EntryId, FirstMoveRecord>();
    const seed = new Map(entries.map((e) => [e.id, e.pairingNumber]));
    for (const round of rounds) {
      round.pairings = round.pairings.map((p) => {
        if (p.kind !== 'match') return p;
        const [ra, rb] = [recordOf(records, p.a), recordOf(records, p.b)];
        const first = allocateFirstMove(ra, rb, (seed.get(p.a) ?? 0) < (seed.get(p.b) ?? 0));
        const games = newMatchGames(opts.game, p.games.length, first);
        for (const g of games) {
          noteFirstMove(g.first === 'a' ? ra : rb, true);
          noteFirstMove(g.first === 'a' ? rb : ra, false);
        }
        return { ...p, games };
      });
    }
  }
  return ok({ rounds, nights });
}
