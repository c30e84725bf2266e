/**
 * Game results: hand-entered results validated against each game's scoring rules, and results taken
 * from an engine's finished `GameStatus` (a game recorded on a digital board).
 * Every error names the field it is about (`score.a`, `winner`, `margin`, ...) and the rule.
 */
import type { Ending, GameId, GameOptions, GameStatus } from '../games/types';
import { descriptorOf } from '../games/registry';
import { sidesOf } from './colours';
import { otherSlot, type GameResult, type PerSlot, type Slot } from './model';

export interface FieldError {
  field: string;
  rule: string;
  message: string;
  /** The message by catalogue key (`errors.result.<key>`), for the caller's language. */
  text?: { key: string; params: Record<string, string | number | { key: string }> };
}

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

export interface ResultInput {
  winner: Slot | null;
  score: PerSlot<number>;
  /** Defaults to `play` (or `draw` when there is no winner). */
  ending?: Ending;
  /** Defaults to the game's own margin (see `gameMargin`); when given it must agree. */
  margin?: number;
  markersUsed?: number;
  lastPlay?: Slot;
}

/**
 * A result as typed: the score left out only where the rules fix it from the rest (`impliedScore`: an Othello
 * or Onino draw, an Onino win with its markers used, Ninuki-Renju captures, a forfeit not played); otherwise
 * `validateResult` refuses it, naming the score it needs.
 */
export type TypedResult = Omit<ResultInput, 'score'> & { score?: PerSlot<number> };

const ENDINGS: readonly Ending[] = ['play', 'draw', 'resignation', 'agreement', 'forfeit', 'director'];

/** A forfeit with no score: the game was not played (issue 16: the results grid's `1-0 ff`). */
export const unplayedForfeit = (r: Pick<GameResult, 'ending' | 'score'>): boolean => r.ending === 'forfeit' && r.score.a === 0 && r.score.b === 0;

/**
 * The score of a result given without one, where the game's rules fix it (its descriptor's `implied`), or a
 * forfeit entered without a score (not played, `unplayedForfeit`); null: the score must be given.
 */
export function impliedScore(game: GameId, input: Pick<TypedResult, 'winner' | 'ending' | 'markersUsed'>): PerSlot<number> | null {
  if (input.ending === 'forfeit' && input.winner !== null) return { a: 0, b: 0 };
  const facts = input.markersUsed === undefined ? {} : { markersUsed: input.markersUsed };
  return descriptorOf(game).result.implied?.(input.winner, facts) ?? null;
}

/**
 * Validate a hand-entered result; on success the result with its margin and ending filled in. `options` are
 * the event's game options (dominoes: `target` and `skunk`, R-DOM-12).
 */
export function validateResult(game: GameId, input: TypedResult, options: GameOptions = {}): Validation<GameResult> {
  const errors: FieldError[] = [];
  const err = (field: string, rule: string, message: string, key?: string, params: Record<string, string | number | { key: string }> = {}) =>
    errors.push({ field, rule, message, ...(key ? { text: { key: `result.${key}`, params } } : {}) });
  const { winner } = input;
  const ending: Ending = input.ending ?? (winner === null ? 'draw' : 'play');
  if (winner !== null && winner !== 'a' && winner !== 'b') err('winner', 'result', `winner must be a, b or null (a draw), not ${String(winner)}`, 'winner', { winner: String(winner) });
  if (!ENDINGS.includes(ending)) err('ending', 'R-ALL-3', `ending must be one of ${ENDINGS.join(', ')}`, 'ending', { endings: ENDINGS.join(', ') });
  if ((ending === 'resignation' || ending === 'forfeit') && winner === null) err('winner', 'R-ALL-3', `a game ended by ${ending} has a winner`, 'endedHasWinner', { ending });
  if ((ending === 'draw' || ending === 'agreement') && winner !== null) err('winner', 'R-ALL-3', `a game ended by ${ending} is drawn: winner must be null`, 'endedIsDrawn', { ending });

  const { name, score: range } = descriptorOf(game);
  // No score: the rules must fix it, never a 0-0 nobody typed (an Onino win at 0-0 would be a drawn match, R-ONI-12).
  const score = input.score ?? impliedScore(game, { winner, ending, markersUsed: input.markersUsed });
  if (!score) {
    err('score', range.rule, `this ${name} result needs its score, in ${range.what}: the outcome alone does not fix it`, 'scoreNeeded',
      { game: name, what: { key: `game.${game}.scoreWhat` } });
    return { ok: false, errors };
  }
  for (const s of ['a', 'b'] as const) {
    const v = score?.[s];
    if (typeof v !== 'number' || !Number.isInteger(v)) err(`score.${s}`, range.rule, `score.${s} must be a whole number of ${range.what}`, 'scoreWhole', { side: s, what: { key: `game.${game}.scoreWhat` } });
    else if (v < range.min || v > range.max) {
      err(`score.${s}`, range.rule, `score.${s} = ${v} is outside ${range.min}..${range.max === Infinity ? '' : range.max} (${range.what})`, 'scoreRange',
        { side: s, value: v, range: `${range.min}..${range.max === Infinity ? '' : range.max}`, what: { key: `game.${game}.scoreWhat` } });
    }
  }
  if (errors.length > 0) return { ok: false, errors };

  const played = ending === 'play';
  const agreed = ending === 'agreement' || ending === 'director';
  const lead = winner ?? 'a';
  const [w, l] = [score[lead], score[otherSlot(lead)]];
  // A forfeit entered without a score (0-0) was not played: nothing to check, and it counts in no
  // game-score tie-break (match.ts). A game forfeited on a board keeps its real tally and checks.
  if (unplayedForfeit({ ending, score })) {
    return { ok: true, value: { winner, score: { a: score.a, b: score.b }, margin: 0, ending } };
  }
  // The game's own checks (R-OTH-3 disc sums, R-ONI-9 points, R-DOM-7 targets, R-NIN-5, R-TON-8): its descriptor.
  descriptorOf(game).result.check({ winner, score, w, l, lead, loser: otherSlot(lead), played, agreed, ending, markersUsed: input.markersUsed, options, err });
  const margin = gameMargin(game, winner, score, options, ending);
  if (input.margin !== undefined && input.margin !== margin) {
    err('margin', 'result', `margin ${input.margin} does not match the score (${margin})`, 'margin', { given: input.margin, margin });
  }
  if (input.markersUsed !== undefined && !descriptorOf(game).result.markers) {
    const name = descriptorOf(game).name;
    err('markersUsed', 'result', `${name} has no markers: markers used are recorded only for a game whose rules count them (Onino, R-ONI-9)`, 'noMarkers', { game: name });
  }
  if (input.lastPlay !== undefined && input.lastPlay !== 'a' && input.lastPlay !== 'b') err('lastPlay', 'R-ONI-11', 'lastPlay must be a or b', 'lastPlay');
  if (errors.length > 0) return { ok: false, errors };
  const result: GameResult = { winner, score: { a: score.a, b: score.b }, margin, ending };
  if (input.lastPlay) result.lastPlay = input.lastPlay;
  if (input.markersUsed !== undefined) result.markersUsed = input.markersUsed;
  return { ok: true, value: result };
}

/**
 * The winner's margin as the engines report it (0 for a draw): Onino the points won (R-ONI-9),
 * Othello the official disc difference (R-OTH-3), dominoes the lead (never below 0), Ninuki-Renju
 * the winner's captured pairs minus the loser's and Tonobeb the winner's pieces minus the loser's
 * (R-TON-8); these last two can be negative (a five won with fewer captures, a resignation).
 */
export function gameMargin(game: GameId, winner: Slot | null, score: PerSlot<number>, options: GameOptions = {}, ending: Ending = 'play'): number {
  if (winner === null) return 0;
  const [w, l] = [score[winner], score[otherSlot(winner)]];
  return descriptorOf(game).result.margin(w, l, options, ending);
}

/**
 * The result of a game finished on a digital board. `first` is the slot holding the game's
 * first-moving side (sidesOf(game)[0]); the engine's side names are mapped to slots through it.
 */
export function resultFromStatus(game: GameId, status: GameStatus, first: Slot, extra: Partial<Pick<ResultInput, 'markersUsed' | 'lastPlay'>> = {}, options: GameOptions = {}): Validation<GameResult> {
  if (status.status !== 'finished') return { ok: false, errors: [{ field: 'status', rule: 'result', message: 'the game is not finished', text: { key: 'tournament.notFinished', params: {} } }] };
  const [firstSide, secondSide] = sidesOf(game);
  const slotOf = (side: string): Slot => (side === firstSide ? first : otherSlot(first));
  const score = { [slotOf(firstSide)]: status.score[firstSide], [slotOf(secondSide)]: status.score[secondSide] } as PerSlot<number>;
  return validateResult(game, {
    winner: status.winner === null ? null : slotOf(status.winner),
    score,
    ending: status.ending ?? 'play',
    ...(status.margin !== null ? { margin: status.margin } : {}),
    ...extra,
  }, options);
}
