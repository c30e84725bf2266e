/**
 * Knockout: a seeded bracket (1 v N, ... in the standard bracket order so seeds 1 and 2 can only
 * meet in the final), byes to the top seeds when the field is not a power of two, matches of one or
 * more games, a play-off rule for tied matches, winners advancing round by round.
 */
import { ok, type GameId, type Outcome } from '../../games/types';
import { allocateFirstMove, firstMoveRecords, recordOf } from '../colours';
import { matchOutcome, newMatchGames } from '../match';
import { scoringOf, type Entry, type EntryId, type Match, type Pairing, type Round, type Slot, type TournamentEvent } from '../model';
import { byPairingNumber } from './roundRobin';
import { refuseText } from '../teams/refusal';

/**
 * How a tied match is settled:
 * - `playoff-games`: sudden-death games (`match.playoff`) until one is decisive;
 * - `higher-seed`: the higher seed (lower pairing number) advances;
 * - `lot`: the director draws lots and records `match.settled`.
 * A `match.settled` decision always wins (a director's ruling).
 */
export type PlayoffRule = 'playoff-games' | 'higher-seed' | 'lot';

/** Seeds in bracket order for a bracket of `size` (a power of two): 8 -> 1 8 4 5 2 7 3 6. */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const n = order.length * 2 + 1;
    order = order.flatMap((s) => [s, n - s]);
  }
  return order;
}

/** The first round: the bracket's pairs; a seed whose opponent would be beyond the field has a bye. */
export function knockoutFirstRound(entries: readonly Entry[], game: GameId, gamesPerMatch = 1): Outcome<Round> {
  if (entries.length < 2) return refuseText('event', 'a knockout needs at least two entries', 'tournament.knockoutTwo');
  const sorted = byPairingNumber(entries);
  if (!sorted.ok) return sorted;
  const seeds = sorted.value;
  let size = 1;
  while (size < seeds.length) size *= 2;
  const order = bracketOrder(size);
  const pairings: Pairing[] = [];
  let board = 0;
  for (let i = 0; i < order.length; i += 2) {
    const a = seeds[order[i]! - 1];
    const b = seeds[order[i + 1]! - 1];
    if (a && b) pairings.push({ kind: 'match', board: ++board, a: a.id, b: b.id, games: newMatchGames(game, gamesPerMatch, 'a') });
    else pairings.push({ kind: 'bye', entry: (a ?? b)!.id, bye: 'pairing' });
  }
  return ok({ number: 1, pairings });
}

/** The match winner, or null while it is not decided (results or play-off games missing). */
export function knockoutWinner(event: TournamentEvent, match: Match, rule: PlayoffRule): Slot | null {
  if (match.settled) return match.settled.winner;
  const scoring = scoringOf(event);
  const outcome = matchOutcome(event.game, match, scoring);
  if (outcome.status === 'pending' || outcome.status === 'void') return null;
  if (outcome.winner) return outcome.winner;
  if (outcome.status === 'forfeit') return null; // both forfeited: the director settles it
  if (rule === 'higher-seed') {
    const seed = (id: EntryId) => event.entries.find((e) => e.id === id)?.pairingNumber ?? Infinity;
    return seed(match.a) <= seed(match.b) ? 'a' : 'b';
  }
  if (rule === 'playoff-games') {
    for (const g of match.playoff ?? []) if (g.result?.winner) return g.result.winner;
  }
  return null;
}

/** Who goes through from each pairing of a round, in bracket order (null: not decided yet). */
export function roundWinners(event: TournamentEvent, round: Round, rule: PlayoffRule): Array<EntryId | null> {
  return round.pairings.map((p) => {
    if (p.kind === 'bye') return p.entry;
    const w = knockoutWinner(event, p, rule);
    return w === null ? null : p[w];
  });
}

/** The next round from the last one: winners of neighbouring pairings meet, first move by balance. */
export function knockoutNextRound(event: TournamentEvent, rule: PlayoffRule): Outcome<Round> {
  const last = event.rounds[event.rounds.length - 1];
  if (!last) return refuseText('event', 'the first round is paired with knockoutFirstRound', 'tournament.knockoutFirst');
  const winners = roundWinners(event, last, rule);
  const open = last.pairings.filter((p, i) => p.kind === 'match' && winners[i] === null) as Match[];
  if (open.length > 0) {
    const boards = open.map((m) => m.board).join(', ');
    return refuseText('event', `round ${last.number} is not decided on board${open.length > 1 ? 's' : ''} ${boards} (results or play-off missing)`, 'tournament.knockoutUndecided', { round: last.number, boards, count: open.length });
  }
  if (winners.length === 1) return refuseText('event', `the knockout is over: ${winners[0]} won`, 'tournament.knockoutOver', { winner: winners[0]! });
  const seed = (id: EntryId) => event.entries.find((e) => e.id === id)?.pairingNumber ?? Infinity;
  const records = firstMoveRecords(event);
  const pairings: Pairing[] = [];
  for (let i = 0; i < winners.length; i += 2) {
    const [x, y] = [winners[i]!, winners[i + 1]!];
    const [a, b] = seed(x) <= seed(y) ? [x, y] : [y, x];
    const first = allocateFirstMove(recordOf(records, a), recordOf(records, b), true);
    pairings.push({ kind: 'match', board: i / 2 + 1, a, b, games: newMatchGames(event.game, event.gamesPerMatch ?? 1, first) });
  }
  return ok({ number: last.number + 1, pairings });
}
