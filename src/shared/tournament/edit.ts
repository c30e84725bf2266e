/**
 * Small edits of one match that the services need beyond `updateGame`: replacing a match, adding a
 * knockout play-off game to a tied match, and settling a tie without play.
 */
import { ok, refuse, type Outcome } from '../games/types';
import { knockoutWinner, type PlayoffRule } from './formats/knockout';
import { matchOutcome } from './match';
import { otherSlot, scoringOf, type Match, type MatchGame, type Slot, type TournamentEvent } from './model';

/** The match on `board` in round `round`, or a refusal naming what is missing. */
export function findMatch(event: TournamentEvent, round: number, board: number): Outcome<Match> {
  const r = event.rounds.find((x) => x.number === round);
  if (!r) return refuse('event', `round ${round} is not paired`);
  const m = r.pairings.find((p): p is Match => p.kind === 'match' && p.board === board);
  return m ? ok(m) : refuse('event', `round ${round} has no match on board ${board}`);
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
  if (event.format !== 'knockout' || rule !== 'playoff-games') return refuse('event', 'play-off games belong to a knockout whose tied matches are settled by play-off games');
  const o = matchOutcome(event.game, m, scoringOf(event));
  if (o.status !== 'played' || o.winner !== null) return refuse('event', `board ${board} in round ${round} is not a tied match with every result in`);
  if (knockoutWinner(event, m, rule) !== null) return refuse('event', `board ${board} in round ${round} is already decided`);
  if ((m.playoff ?? []).some((g) => g.result === null)) return refuse('event', `board ${board} in round ${round} has a play-off game without a result`);
  const last = [...m.games, ...(m.playoff ?? [])].at(-1);
  const game: MatchGame = { first: last ? otherSlot(last.first) : 'a', decidedBy: { how: 'allocated' }, result: null };
  return updateMatch(event, round, board, (x) => ({ ...x, playoff: [...(x.playoff ?? []), game] }));
}

/** Knockout: a tied match settled without play (higher seed, lot or the director's ruling). */
export function settleMatch(event: TournamentEvent, round: number, board: number, winner: Slot, how: 'higher-seed' | 'lot' | 'director'): Outcome<TournamentEvent> {
  if (event.format !== 'knockout') return refuse('event', 'only a knockout match is settled without a result');
  const found = findMatch(event, round, board);
  if (!found.ok) return found;
  const o = matchOutcome(event.game, found.value, scoringOf(event));
  if (o.status === 'pending') return refuse('event', `board ${board} in round ${round} still has results missing`);
  if (o.winner !== null) return refuse('event', `board ${board} in round ${round} was won by ${found.value[o.winner]}: nothing to settle`);
  return updateMatch(event, round, board, (m) => ({ ...m, settled: { winner, how } }));
}
