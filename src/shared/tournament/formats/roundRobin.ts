/**
 * Round robin by the FIDE Berger tables (Handbook C.05, Annex 1). For N players (N even; an odd
 * field adds a dummy, number N, and whoever meets it has the bye) there are N-1 rounds:
 * - round 1: 1-N, 2-(N-1), ..., N/2-(N/2+1);
 * - round r: board 1 is N against x = 1 + (r-1)(N/2) mod (N-1), with x moving first in odd rounds
 *   and N in even rounds; board k (k >= 2) is x+(k-1) against x-(k-1), counted cyclically in 1..N-1,
 *   the first number moving first.
 * This reproduces the published tables exactly (the tests compare it with them for 3..16 players).
 * Double round robin: the second cycle repeats the first with the first move reversed; as C.05
 * recommends, the last two rounds of the first cycle are swapped so nobody gets three games in a row
 * with the same colour.
 */
import { ok, type GameId, type Outcome } from '../../games/types';
import type { Entry, Pairing, Round } from '../model';
import { newMatchGames } from '../match';
import { refuseText } from '../teams/refusal';

/** One round of a Berger table: [first mover, second] by pairing number, board order. */
export type TableRound = Array<[number, number]>;

/** The Berger table for `players` players (an odd count uses the table of players + 1). */
export function bergerTable(players: number): TableRound[] {
  const n = players % 2 === 0 ? players : players + 1;
  const m = n - 1;
  const wrap = (v: number) => ((((v - 1) % m) + m) % m) + 1;
  const rounds: TableRound[] = [];
  for (let r = 1; r <= m; r++) {
    const x = wrap(1 + (r - 1) * (n / 2));
    const round: TableRound = [r % 2 === 1 ? [x, n] : [n, x]];
    for (let k = 2; k <= n / 2; k++) round.push([wrap(x + k - 1), wrap(x - k + 1)]);
    rounds.push(round);
  }
  return rounds;
}

export interface RoundRobinOptions {
  game: GameId;
  /** 2 for a double round robin. */
  cycles?: 1 | 2;
  gamesPerMatch?: number;
  /** Double round robin: swap the last two rounds of the first cycle (C.05 recommendation; default true). */
  swapLastTwo?: boolean;
}

/** Entries ordered by pairing number, which must run 1..n. */
export function byPairingNumber(entries: readonly Entry[]): Outcome<Entry[]> {
  const sorted = [...entries].sort((x, y) => x.pairingNumber - y.pairingNumber);
  const bad = sorted.findIndex((e, i) => e.pairingNumber !== i + 1);
  if (bad >= 0) return refuseText('event', `pairing numbers must run 1..${sorted.length}; position ${bad + 1} has ${sorted[bad]!.pairingNumber}`, 'tournament.numbersRun', { count: sorted.length, position: bad + 1, number: sorted[bad]!.pairingNumber });
  return ok(sorted);
}

/** Every round of a (double) round robin, pairings in table order; the dummy's opponent gets a pairing bye. */
export function roundRobinRounds(entries: readonly Entry[], opts: RoundRobinOptions): Outcome<Round[]> {
  if (entries.length < 2) return refuseText('event', 'a round robin needs at least two entries', 'tournament.roundRobinTwo');
  const sorted = byPairingNumber(entries);
  if (!sorted.ok) return sorted;
  const players = sorted.value;
  const table = bergerTable(players.length);
  const cycle = (opts.cycles ?? 1) === 2 && (opts.swapLastTwo ?? true) && table.length >= 2
    ? [...table.slice(0, -2), table[table.length - 1]!, table[table.length - 2]!]
    : table;
  const schedule = (opts.cycles ?? 1) === 2
    ? [...cycle, ...cycle.map((r) => r.map(([w, b]): [number, number] => [b, w]))]
    : cycle;
  const games = opts.gamesPerMatch ?? 1;
  return ok(schedule.map((tableRound, i) => {
    let board = 0;
    const pairings = tableRound.map(([x, y]): Pairing => {
      const a = players[x - 1];
      const b = players[y - 1];
      if (!a || !b) return { kind: 'bye', entry: (a ?? b)!.id, bye: 'pairing' };
      return { kind: 'match', board: ++board, a: a.id, b: b.id, games: newMatchGames(opts.game, games, 'a') };
    });
    return { number: i + 1, pairings };
  }));
}
