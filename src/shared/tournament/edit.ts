/**
 * Small edits of one match that the services need beyond `updateGame`: replacing a match, adding a
 * knockout play-off game to a tied match, and settling a tie without play.
 */
import { ok, type Outcome } from '../games/types';
import { knockoutWinner, type PlayoffRule } from './formats/knockout';
import { matchOutcome } from './match';
import { otherSlot, scoringOf, type Match, type MatchGame, type Slot, type TournamentEvent } from './model';
import { refuseText } from './teams/refusal';

/** The match on `board` in round `round`, or a refusal naming what is missing. */
export function findMatch(event: TournamentEvent, round: number, board: number): Outcome<Match> {
  const r = event.rounds.find((x) => x.number === round);
  if (!r) return refuseText('event', `round ${round} is not paired`, 'tournament.notPaired', { round });
  const m = r.pairings.find((p): p is Match => p.kind === 'match' && p.board === board);
  return m ? ok(m) : refuseText('event', `round ${round} has no match on board ${board}`, 'tournament.noMatch', { round, board });
}

/** A new event with the match on `board` of round `round` replaced by `fn(match)`. */
export function updateMatch(event: TournamentEvent, round: number, board: number, fn: (m: Match) => Match): Outcome<TournamentEvent> {
  const found = findMatch(event, round, board);
  if (!found.ok) return found;
  const m = found.value;
  return ok({
    ...event,
    rounds: event.rounds.map((r) => (r.number !== round ? r : { ...r, pairings: r.pairings.map((p) => (p === m ? fn(m) : p)) })),
  });
}

/**
 * Knockout, `playoff-games` rule: the next sudden-death game of a tied match, the first move
 * swapped from the last game played. Refused unless every game has a result, the match is tied
 * and no play-off game has decided it yet.
 */
export function addPlayoffGame(event: TournamentEvent, round: number, board: number, rule: PlayoffRule): Outcome<TournamentEvent> {
  const found = findMatch(event, round, board);
  if (!found.ok) return found;
  const m = found.value;
  if (event.format !== 'knockout' || rule !== 'playoff-games') return refuseText('event', 'play-off games belong to a knockout whose tied matches are settled by play-off games', 'tournament.playoffKnockout');
  const o = matchOutcome(event.game, m, scoringOf(event));
  if (o.status !== 'played' || o.winner !== null) return refuseText('event', `board ${board} in round ${round} is not a tied match with every result in`, 'tournament.playoffNotTied', { round, board });
  if (knockoutWinner(event, m, rule) !== null) return refuseText('event', `board ${board} in round ${round} is already decided`, 'tournament.playoffDecided', { round, board });
  if ((m.playoff ?? []).some((g) => g.result === null)) return refuseText('event', `board ${board} in round ${round} has a play-off game without a result`, 'tournament.playoffOpen', { round, board });
  const last = [...m.games, ...(m.playoff ?? [])].at(-1);
  const game: MatchGame = { first: last ? otherSlot(last.first) : 'a', decidedBy: { how: 'allocated' }, result: null };
  return updateMatch(event, round, board, (x) => ({ ...x, playoff: [...(x.playoff ?? []), game] }));
}

/** Knockout: a tied match settled without play (higher seed, lot or the director's ruling). */
export function settleMatch(event: TournamentEvent, round: number, board: number, winner: Slot, how: 'higher-seed' | 'lot' | 'director'): Outcome<TournamentEvent> {
  if (event.format !== 'knockout') return refuseText('event', 'only a knockout match is settled without a result', 'tournament.settleKnockout');
  const found = findMatch(event, round, board);
  if (!found.ok) return found;
  const o = matchOutcome(event.game, found.value, scoringOf(event));
  if (o.status === 'pending') return refuseText('event', `board ${board} in round ${round} still has results missing`, 'tournament.settlePending', { round, board });
  if (o.winner !== null) return refuseText('event', `board ${board} in round ${round} was won by ${found.value[o.winner]}: nothing to settle`, 'tournament.settleWon', { round, board, winner: found.value[o.winner] });
  return updateMatch(event, round, board, (m) => ({ ...m, settled: { winner, how } }));
}
