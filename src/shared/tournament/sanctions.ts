/**
 * Sanctions as pure event transforms: protests (R-ONI-13), forfeits (R-ONI-14), defaults
 * (R-ONI-15) and, for the other games, the event's forfeit policy. Each returns a new event (the
 * caller persists it and writes the audit entry); none mutates its input.
 */
import { ok, refuse, type Outcome } from '../games/types';
import { descriptorOf } from '../games/registry';
import { otherSlot, updateGame, type Entry, type EntryId, type GameFlags, type GameRef, type GameResult, type Match, type MatchGame, type Pairing, type Sanction, type TournamentEvent } from './model';

/** R-ONI-13, R-ONI-14: a game counts in totals, averages, standings and ratings unless struck or undecided. */
export function countsInTables(game: MatchGame): boolean {
  const f = game.flags;
  return game.result !== null && !f?.struck && (!f?.underProtest || !!f.decided);
}

const withFlags = (g: MatchGame, flags: GameFlags): MatchGame => ({ ...g, flags: { ...g.flags, ...flags } });

/** R-ONI-13: a game completed under protest is shown but kept out of the tables. */
export function protestGame(event: TournamentEvent, ref: GameRef): Outcome<TournamentEvent> {
  return updateGame(event, ref, (g) => withFlags(g, { underProtest: true, decided: false }));
}

/** R-ONI-13: the judges' decision puts the game (with its result as now entered) back in the tables. */
export function decideProtest(event: TournamentEvent, ref: GameRef): Outcome<TournamentEvent> {
  const round = event.rounds.find((r) => r.number === ref.round);
  const match = round?.pairings.find((p): p is Match => p.kind === 'match' && p.board === ref.board);
  if (match && !match.games[ref.game]?.flags?.underProtest) {
    return refuse('R-ONI-13', `game ${ref.game + 1} on board ${ref.board} in round ${ref.round} is not under protest`);
  }
  return updateGame(event, ref, (g) => withFlags(g, { decided: true }));
}

export interface ForfeitOptions {
  reason: string;
  /** R-ONI-14: the league team's alternate who replays the forfeited game and takes the place. */
  alternate?: Omit<Entry, 'pairingNumber' | 'joinedRound' | 'withdrawnFromRound'>;
}

/**
 * A forfeit of `id` in round `round` (the match there is marked forfeited).
 * - Onino, R-ONI-14: the player is barred from the next round on and every game that player played
 *   in the event is struck (kept, marked) from the others' tallies. With a league alternate, earlier
 *   scores stand; the forfeited game alone is struck (to be replayed) and the alternate enters with
 *   a fresh record (none of the forfeiter's totals, average or rating).
 * - Other games: the match is scored by the event's forfeit policy and the forfeiter is withdrawn
 *   from the next round on when the event says so (`withdrawForfeiter`, default true).
 */
export function recordForfeit(event: TournamentEvent, id: EntryId, round: number, opts: ForfeitOptions): Outcome<TournamentEvent> {
  const entry = event.entries.find((e) => e.id === id);
  if (!entry) return refuse('event', `no entry ${id}`);
  const r = event.rounds.find((x) => x.number === round);
  const match = r?.pairings.find((p): p is Match => p.kind === 'match' && (p.a === id || p.b === id));
  if (!r || !match) return refuse('event', `${entry.name} has no match in round ${round}`);
  const slot = match.a === id ? 'a' : 'b';
  const sanction: Sanction = { kind: 'forfeit', entry: id, round, reason: opts.reason };
  // R-ONI-14 (Onino): the forfeiter's games are struck and they are barred; other games score the forfeit.
  const oninoRule = descriptorOf(event.game).match.forfeitStrikes !== undefined;
  const strikeAll = oninoRule && !opts.alternate;
  const rounds = event.rounds.map((x) => ({
    ...x,
    pairings: x.pairings.map((p): Pairing => {
      if (p.kind !== 'match' || (p.a !== id && p.b !== id)) return p;
      const forfeited = p === match;
      const strike = oninoRule && (strikeAll || forfeited);
      return {
        ...p,
        forfeit: forfeited ? (p.forfeit && p.forfeit !== slot ? 'both' : slot) : p.forfeit,
        games: strike ? p.games.map((g) => withFlags(g, { struck: true })) : p.games,
      };
    }),
  }));
  const barred = oninoRule || (event.withdrawForfeiter ?? true);
  let entries = event.entries.map((e) => (e.id === id && barred ? { ...e, withdrawnFromRound: round + 1 } : e));
  if (opts.alternate) {
    const pairingNumber = Math.max(0, ...entries.map((e) => e.pairingNumber)) + 1;
    entries = [...entries, { ...opts.alternate, pairingNumber, joinedRound: round }];
  }
  return ok({ ...event, rounds, entries, sanctions: [...(event.sanctions ?? []), sanction] });
}

/**
 * R-ONI-21: a forfeit recorded as a game's result (typed, or a board's `forfeit` ending) is the same forfeit as
 * one recorded as a sanction: the loser forfeits, through `recordForfeit` (R-ONI-14 in Onino, the event's
 * policy elsewhere). Nothing changes for another ending, or when that forfeit is already recorded.
 */
export function forfeitFromResult(event: TournamentEvent, round: number, board: number, result: GameResult, reason: string): Outcome<TournamentEvent> {
  if (result.ending !== 'forfeit' || result.winner === null) return ok(event);
  const match = event.rounds.find((r) => r.number === round)?.pairings.find((p): p is Match => p.kind === 'match' && p.board === board);
  if (!match) return refuse('event', `no match on board ${board} in round ${round}`);
  const entry = match[otherSlot(result.winner)];
  if ((event.sanctions ?? []).some((s) => s.kind === 'forfeit' && s.entry === entry && s.round === round)) return ok(event);
  return recordForfeit(event, entry, round, { reason });
}

/** R-ONI-15: what a default (beyond the player's control) leads to: a replay, or on the second one a forfeit. */
export function defaultConsequence(event: TournamentEvent, id: EntryId): 'replay' | 'forfeit' {
  const earlier = (event.sanctions ?? []).filter((s) => s.kind === 'default' && s.entry === id).length;
  return earlier >= 1 ? 'forfeit' : 'replay';
}

/**
 * R-ONI-15: record a default. The first schedules a replay (the match stays to be played); a
 * second default in the same competition is a forfeit under R-ONI-14 (`recordForfeit`).
 */
export function recordDefault(event: TournamentEvent, id: EntryId, round: number, reason: string): Outcome<TournamentEvent> {
  const consequence = defaultConsequence(event, id);
  const sanction: Sanction = { kind: 'default', entry: id, round, reason };
  const logged = { ...event, sanctions: [...(event.sanctions ?? []), sanction] };
  if (consequence === 'replay') return ok(logged);
  return recordForfeit(logged, id, round, { reason: `second default (R-ONI-15): ${reason}` });
}
