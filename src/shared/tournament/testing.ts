/**
 * Compact builders for hand-made events (tests, benches, examples). They build plain data and
 * validate nothing; use `validateResult` / `setResult` for results entered by people.
 */
import type { GameId } from '../games/types';
import type { Bye, ByeKind, Entry, GameFlags, GameResult, Match, MatchGame, Pairing, Slot, TournamentEvent } from './model';

/** Entries named as given, id = the name in lower case, pairing numbers in order. */
export function entriesOf(...names: string[]): Entry[] {
  return names.map((name, i) => ({ id: name.toLowerCase(), name, rating: null, pairingNumber: i + 1 }));
}

/** A finished game: winner (null = draw), each slot's game score; margin |a - b| unless given (Onino: pass it). */
export function played(
  winner: Slot | null,
  a: number,
  b: number,
  extra: Partial<GameResult> & { first?: Slot; flags?: GameFlags } = {},
): MatchGame {
  const { first = 'a', flags, ...rest } = extra;
  const result: GameResult = {
    winner, score: { a, b }, margin: winner === null ? 0 : Math.abs(a - b), ending: winner === null ? 'draw' : 'play', ...rest,
  };
  return flags ? { first, result, flags } : { first, result };
}

export function match(board: number, a: string, b: string, ...games: MatchGame[]): Match {
  return { kind: 'match', board, a, b, games };
}

export function bye(entry: string, kind: ByeKind = 'pairing'): Bye {
  return { kind: 'bye', entry, bye: kind };
}

/** An event whose round k + 1 holds `rounds[k]`. */
export function eventOf(game: GameId, entries: Entry[], rounds: Pairing[][], extra: Partial<TournamentEvent> = {}): TournamentEvent {
  return {
    name: 'test', game, format: 'swiss', entries, rounds: rounds.map((pairings, i) => ({ number: i + 1, pairings })), ...extra,
  };
}
