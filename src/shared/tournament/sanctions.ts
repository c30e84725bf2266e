/**
 * Sanctions as pure event transforms: protests (R-ONI-13), forfeits (R-ONI-14), defaults
 * (R-ONI-15) and, for the other games, the event's forfeit policy. Each returns a new event (the
 * caller persists it and writes the audit entry); none mutates its input.
 */
import { ok, type Outcome } from '../games/types';
import { descriptorOf } from '../games/registry';
import { otherSlot, updateGame, type Entry, type EntryId, type GameFlags, type GameRef, type GameResult, type Match, type MatchGame, type Pairing, type Round, type Sanction, type TournamentEvent } from './model';
import { refuseText } from './teams/refusal';

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
    return refuseText('R-ONI-13', `game ${ref.game + 1} on board ${ref.board} in round ${ref.round} is not under protest`, 'tournament.notUnderProtest', { game: ref.game + 1, board: ref.board, round: ref.round });
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
 *   in the event is struck (kept, marked) from the others' tallies.
 * - A league alternate (R-ONI-14, onino rule 24; the same flow in every game): earlier scores stand;
 *   the forfeited game is struck (kept) and the match scores nothing; the alternate replays it in the
 *   same round (a new board) and takes the forfeiter's place in the schedule (`Sanction.alternate`,
 *   read by `pairRound`) and in later rounds already paired, nothing rescheduled. The alternate
 *   enters with a fresh record (none of the forfeiter's totals, average or rating).
 * - Other games: the match is scored by the event's forfeit policy and the forfeiter is withdrawn
 *   from the next round on when the event says so (`withdrawForfeiter`, default true).
 */
export function recordForfeit(event: TournamentEvent, id: EntryId, round: number, opts: ForfeitOptions): Outcome<TournamentEvent> {
  const entry = event.entries.find((e) => e.id === id);
  if (!entry) return refuseText('event', `no entry ${id}`, 'tournament.noEntry', { id });
  const r = event.rounds.find((x) => x.number === round);
  const match = r?.pairings.find((p): p is Match => p.kind === 'match' && (p.a === id || p.b === id));
  if (!r || !match) return refuseText('event', `${entry.name} has no match in round ${round}`, 'tournament.noMatchFor', { name: entry.name, round });
  const slot = match.a === id ? 'a' : 'b';
  const alt = opts.alternate;
  if (alt && event.entries.some((e) => e.id === alt.id)) return refuseText('event', `${alt.name} is already an entry of the event`, 'tournament.alternateEntered', { name: alt.name });
  const sanction: Sanction = { kind: 'forfeit', entry: id, round, reason: opts.reason, ...(alt ? { alternate: alt.id } : {}) };
  // R-ONI-14 (Onino): the forfeiter's games are struck and they are barred; other games score the forfeit.
  const oninoRule = descriptorOf(event.game).match.forfeitStrikes !== undefined;
  const strikeAll = oninoRule && !alt;
  const rounds = event.rounds.map((x) => ({
    ...x,
    pairings: x.pairings.flatMap((p): Pairing[] => {
      if (p.kind !== 'match' || (p.a !== id && p.b !== id)) return [p];
      const forfeited = p === match;
      if (alt && forfeited) {
        // Struck and kept; the alternate replays it on a new board of the same round.
        const board = Math.max(...x.pairings.map((q) => (q.kind === 'match' ? q.board : 0))) + 1;
        const replay: Match = { kind: 'match', board, a: slot === 'a' ? alt.id : p.a, b: slot === 'b' ? alt.id : p.b, games: p.games.map((g) => ({ first: g.first, result: null })) };
        return [{ ...p, games: p.games.map((g) => withFlags(g, { struck: true })) }, replay];
      }
      if (alt && x.number > round && p.games.every((g) => g.result === null) && !p.forfeit) {
        return [{ ...p, a: p.a === id ? alt.id : p.a, b: p.b === id ? alt.id : p.b }];
      }
      const strike = oninoRule && (strikeAll || forfeited);
      return [{
        ...p,
        forfeit: forfeited ? (p.forfeit && p.forfeit !== slot ? 'both' : slot) : p.forfeit,
        games: strike ? p.games.map((g) => withFlags(g, { struck: true })) : p.games,
      }];
    }),
  }));
  const barred = oninoRule || !!alt || (event.withdrawForfeiter ?? true);
  let entries = event.entries.map((e) => (e.id === id && barred ? { ...e, withdrawnFromRound: round + 1 } : e));
  if (alt) {
    const pairingNumber = Math.max(0, ...entries.map((e) => e.pairingNumber)) + 1;
    entries = [...entries, { ...alt, pairingNumber, joinedRound: round }];
  }
  return ok({ ...event, rounds, entries, sanctions: [...(event.sanctions ?? []), sanction] });
}

/**
 * The schedule of a fixed format with the league alternates in their places (R-ONI-14): the entries
 * the Berger table is read from (alternates left out, so the table never changes) and, for a round,
 * who plays in whose place.
 */
export function scheduleEntries(event: TournamentEvent): TournamentEvent['entries'] {
  const alternates = new Set((event.sanctions ?? []).flatMap((s) => (s.alternate ? [s.alternate] : [])));
  return event.entries.filter((e) => !alternates.has(e.id));
}

export function withAlternates(event: TournamentEvent, round: Round): Round {
  const swaps = (event.sanctions ?? []).filter((s) => s.alternate && s.round < round.number);
  if (swaps.length === 0) return round;
  const sub = (id: EntryId) => swaps.reduce((x, s) => (x === s.entry ? s.alternate! : x), id);
  return { ...round, pairings: round.pairings.map((p) => (p.kind === 'match' ? { ...p, a: sub(p.a), b: sub(p.b) } : { ...p, entry: sub(p.entry) })) };
}

/**
 * R-ONI-21: a forfeit recorded as a game's result (typed, or a board's `forfeit` ending) is the same forfeit as
 * one recorded as a sanction: the loser forfeits, through `recordForfeit` (R-ONI-14 in Onino, the event's
 * policy elsewhere). Nothing changes for another ending, or when that forfeit is already recorded.
 */
export function forfeitFromResult(event: TournamentEvent, round: number, board: number, result: GameResult, reason: string): Outcome<TournamentEvent> {
  if (result.ending !== 'forfeit' || result.winner === null) return ok(event);
  const match = event.rounds.find((r) => r.number === round)?.pairings.find((p): p is Match => p.kind === 'match' && p.board === board);
  if (!match) return refuseText('event', `no match on board ${board} in round ${round}`, 'tournament.noMatchOn', { round, board });
  const entry = match[otherSlot(result.winner)];
  if ((event.sanctions ?? []).some((s) => s.kind === 'forfeit' && s.entry === entry && s.round === round)) return ok(event);
  return recordForfeit(event, entry, round, { reason });
}

export interface CancelledForfeit {
  event: TournamentEvent;
  /** The forfeiter's withdrawal (or Onino bar) the forfeit made was lifted. */
  reinstated: boolean;
  /** Later rounds already paired without the forfeiter: they stay as paired (the director re-pairs them or not). */
  pairedWithout: number[];
}

/**
 * Takes back a forfeit recorded by mistake (a typed `0-1 ff`, a sanction): the opposite of `recordForfeit`.
 * The forfeited match goes back to no result (a forfeit result is cleared, played results stay); in Onino the
 * games struck only because of this forfeit count again (R-ONI-14 undone); the withdrawal it made is lifted
 * (`withdrawnBefore`: what the entry had before the forfeit, when the log kept it) unless another forfeit of the
 * same entry still stands. A forfeit replayed by a league alternate is refused: the replay has a result of its own.
 */
export function cancelForfeit(event: TournamentEvent, id: EntryId, round: number, withdrawnBefore?: number | null): Outcome<CancelledForfeit> {
  const entry = event.entries.find((e) => e.id === id);
  if (!entry) return refuseText('event', `no entry ${id}`, 'tournament.noEntry', { id });
  const at = (event.sanctions ?? []).findIndex((s) => s.kind === 'forfeit' && s.entry === id && s.round === round);
  if (at < 0) return refuseText('event', `${entry.name} has no forfeit recorded in round ${round}`, 'tournament.noForfeit', { name: entry.name, round });
  if (event.sanctions![at]!.alternate) {
    return refuseText('R-ONI-14', `${entry.name}'s forfeit in round ${round} was replayed by an alternate: correct the replayed game's result instead`, 'tournament.forfeitReplayed', { name: entry.name, round });
  }
  const sanctions = event.sanctions!.filter((_, i) => i !== at);
  const still = sanctions.filter((s) => s.kind === 'forfeit');
  const oninoRule = descriptorOf(event.game).match.forfeitStrikes !== undefined;
  // An Onino forfeit without an alternate strikes every game of its player; with one, only the forfeited match.
  const strikesAll = (who: EntryId) => oninoRule && still.some((s) => s.entry === who && !s.alternate);
  const rounds = event.rounds.map((x) => ({
    ...x,
    pairings: x.pairings.map((p): Pairing => {
      if (p.kind !== 'match' || (p.a !== id && p.b !== id)) return p;
      const slot = p.a === id ? 'a' : 'b';
      const forfeited = x.number === round;
      let next: Match = p;
      if (forfeited && p.forfeit) {
        const { forfeit: _gone, ...rest } = p;
        const left = p.forfeit === 'both' ? otherSlot(slot) : p.forfeit === slot ? undefined : p.forfeit;
        next = { ...rest, ...(left ? { forfeit: left } : {}) };
      }
      const other = slot === 'a' ? p.b : p.a;
      const keepStruck = strikesAll(other) || still.some((s) => s.alternate && s.round === x.number && (s.entry === p.a || s.entry === p.b));
      const games = next.games.map((g) => {
        let out: MatchGame = forfeited && g.result?.ending === 'forfeit' ? { ...g, result: null } : g;
        if (oninoRule && out.flags?.struck && !keepStruck) {
          const { struck: _s, ...flags } = out.flags;
          out = { ...out, flags };
        }
        return out;
      });
      return { ...next, games };
    }),
  }));
  const barring = still.some((s) => s.entry === id);
  const reinstated = !barring && entry.withdrawnFromRound === round + 1;
  const entries = event.entries.map((e) => {
    if (e.id !== id || !reinstated) return e;
    const { withdrawnFromRound: _w, ...back } = e;
    return typeof withdrawnBefore === 'number' && withdrawnBefore > round + 1 ? { ...back, withdrawnFromRound: withdrawnBefore } : back;
  });
  const pairedWithout = reinstated
    ? event.rounds.filter((x) => x.number > round && !x.pairings.some((p) => (p.kind === 'match' ? p.a === id || p.b === id : p.entry === id))).map((x) => x.number)
    : [];
  return ok({ event: { ...event, rounds, entries, sanctions }, reinstated, pairedWithout });
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
