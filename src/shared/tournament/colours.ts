/**
 * First-move balance ("colours") per entry across an event: Othello black/white, Ninuki-Renju x/o,
 * Tonobeb red/blue, Onino first/second, dominoes setter of the first hand. Every game of every match
 * counts, whoever decided it (allocation, toss, choice or draw for set).
 */
import { descriptorOf } from '../games/registry';
import type { GameId, RuleText } from '../games/types';
import type { EntryId, Slot, TournamentEvent } from './model';

/** The game's sides, the first-moving side first (the game's descriptor names them). */
export const sidesOf = (game: GameId): readonly [string, string] => descriptorOf(game).sides;

export interface FirstMoveRecord {
  firsts: number;
  seconds: number;
  /** firsts - seconds */
  balance: number;
  /** In order of play: true where the entry moved first. */
  sequence: boolean[];
}

export const emptyRecord = (): FirstMoveRecord => ({ firsts: 0, seconds: 0, balance: 0, sequence: [] });

/** Each entry's first-move record over the games played or scheduled through `throughRound`. */
export function firstMoveRecords(event: TournamentEvent, throughRound = Infinity): Map<EntryId, FirstMoveRecord> {
  const records = new Map<EntryId, FirstMoveRecord>(event.entries.map((e) => [e.id, emptyRecord()]));
  for (const round of event.rounds) {
    if (round.number > throughRound) continue;
    for (const p of round.pairings) {
      if (p.kind !== 'match' || p.forfeit) continue;
      for (const g of p.games) {
        noteFirstMove(recordOf(records, g.first === 'a' ? p.a : p.b), true);
        noteFirstMove(recordOf(records, g.first === 'a' ? p.b : p.a), false);
      }
    }
  }
  return records;
}

/** The record of `id` in `records`, created empty when missing. */
export function recordOf(records: Map<EntryId, FirstMoveRecord>, id: EntryId): FirstMoveRecord {
  let r = records.get(id);
  if (!r) records.set(id, (r = emptyRecord()));
  return r;
}

/** Add one game to a record (mutates the record: records are built up locally). */
export function noteFirstMove(r: FirstMoveRecord, first: boolean): void {
  if (first) r.firsts++;
  else r.seconds++;
  r.balance = r.firsts - r.seconds;
  r.sequence.push(first);
}

/**
 * Who of `a` and `b` should move first in their next game: the one with the lower balance; at equal
 * balance the one who moved second most recently where their sequences differ; otherwise the higher
 * ranked (`aRanksHigher`), as in the FIDE colour rules.
 */
export function allocateFirstMove(a: FirstMoveRecord, b: FirstMoveRecord, aRanksHigher: boolean): Slot {
  if (a.balance !== b.balance) return a.balance < b.balance ? 'a' : 'b';
  for (let i = 1; i <= Math.min(a.sequence.length, b.sequence.length); i++) {
    const x = a.sequence[a.sequence.length - i];
    const y = b.sequence[b.sequence.length - i];
    if (x !== y) return x ? 'b' : 'a';
  }
  return aRanksHigher ? 'a' : 'b';
}

/** Why a record is unbalanced, or null: more than two games either way, or three in a row alike. */
/** The same imbalance as `imbalance`, as a catalogue text naming the entry (the screens' language). */
export function imbalanceText(record: FirstMoveRecord, name: string): RuleText | null {
  if (Math.abs(record.balance) > 2) return { key: 'tournament.pairing.imbalanceCount', params: { name, firsts: record.firsts, seconds: record.seconds } };
  const tail = record.sequence.slice(-3);
  if (tail.length === 3 && tail.every((x) => x === tail[0])) return { key: tail[0] ? 'tournament.pairing.imbalanceRunFirst' : 'tournament.pairing.imbalanceRunSecond', params: { name } };
  return null;
}

export function imbalance(record: FirstMoveRecord): string | null {
  if (Math.abs(record.balance) > 2) {
    return `${record.firsts} games moving first and ${record.seconds} moving second`;
  }
  const tail = record.sequence.slice(-3);
  if (tail.length === 3 && tail.every((x) => x === tail[0])) {
    return `three games in a row moving ${tail[0] ? 'first' : 'second'}`;
  }
  return null;
}
