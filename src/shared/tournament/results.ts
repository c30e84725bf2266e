/**
 * Game results: hand-entered results validated against each game's scoring rules, and results taken
 * from an engine's finished `GameStatus` (a game recorded on a digital board).
 * Every error names the field it is about (`score.a`, `winner`, `margin`, ...) and the rule.
 */
import type { Ending, GameId, GameOptions, GameStatus } from '../games/types';
import { SIDES } from './colours';
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

const ENDINGS: readonly Ending[] = ['play', 'draw', 'resignation', 'agreement', 'forfeit', 'director'];

/** Per-game bounds of one side's game score and the rule that sets them. */
const SCORE_RANGE: Record<GameId, { min: number; max: number; rule: string; what: string }> = {
  othello: { min: 0, max: 64, rule: 'R-OTH-3', what: 'official discs' },
  onino: { min: -100, max: 100, rule: 'R-ONI-9', what: 'points (105 - markers used, at least 5 markers)' },
  dominoes: { min: 0, max: Infinity, rule: 'R-DOM-7', what: 'points' },
  ninuki: { min: 0, max: 5, rule: 'R-NIN-5', what: 'pairs captured' },
  tonobeb: { min: 0, max: 12, rule: 'R-TON-8', what: 'pieces left' },
};

/** A forfeit with no score: the game was not played (issue 16: the results grid's `1-0 ff`). */
export const unplayedForfeit = (r: Pick<GameResult, 'ending' | 'score'>): boolean => r.ending === 'forfeit' && r.score.a === 0 && r.score.b === 0;

/** R-DOM-12: the event's dominoes target score (61 unless its options say otherwise) and skunk penalty. */
function dominoesTerms(options: GameOptions): { target: number; skunkDouble: boolean } {
  const target = Number(options.target ?? 61);
  return { target: Number.isInteger(target) && target > 0 ? target : 61, skunkDouble: options.skunk === 'double' };
}

/**
 * Validate a hand-entered result; on success the result with its margin and ending filled in. `options` are
 * the event's game options (dominoes: `target` and `skunk`, R-DOM-12).
 */
export function validateResult(game: GameId, input: ResultInput, options: GameOptions = {}): Validation<GameResult> {
  const errors: FieldError[] = [];
  const err = (field: string, rule: string, message: string, key?: string, params: Record<string, string | number | { key: string }> = {}) =>
    errors.push({ field, rule, message, ...(key ? { text: { key: `result.${key}`, params } } : {}) });
  const { winner, score } = input;
  const ending: Ending = input.ending ?? (winner === null ? 'draw' : 'play');

  if (winner !== null && winner !== 'a' && winner !== 'b') err('winner', 'result', `winner must be a, b or null (a draw), not ${String(winner)}`, 'winner', { winner: String(winner) });
  if (!ENDINGS.includes(ending)) err('ending', 'R-ALL-3', `ending must be one of ${ENDINGS.join(', ')}`, 'ending', { endings: ENDINGS.join(', ') });
  if ((ending === 'resignation' || ending === 'forfeit') && winner === null) err('winner', 'R-ALL-3', `a game ended by ${ending} has a winner`, 'endedHasWinner', { ending });
  if ((ending === 'draw' || ending === 'agreement') && winner !== null) err('winner', 'R-ALL-3', `a game ended by ${ending} is drawn: winner must be null`, 'endedIsDrawn', { ending });

  const range = SCORE_RANGE[game];
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
  switch (game) {
    case 'othello':
      if (score.a + score.b !== 64) err('score', 'R-OTH-3', `official disc counts sum to 64 (empty squares go to the winner); ${score.a} + ${score.b} = ${score.a + score.b}`,
        'othelloSum', { a: score.a, b: score.b, sum: score.a + score.b });
      else if (played && winner !== null && w <= l) err('score', 'R-OTH-3', `the winner (${winner}) must have more discs: ${w} against ${l}`, 'othelloMore', { winner, w, l });
      else if (winner === null && score.a !== score.b) err('winner', 'R-OTH-3', `${score.a}-${score.b} is not a draw`, 'notDraw', { a: score.a, b: score.b });
      break;
    case 'onino': {
      if (score.a !== -score.b) err('score', 'R-ONI-9', `the loser is charged what the winner is credited: ${score.a} and ${score.b} do not cancel`, 'oninoCancel', { a: score.a, b: score.b });
      else if (winner === null && score.a !== 0) err('score', 'R-ONI-10', 'a drawn game is scored 0 for both', 'oninoDraw');
      else if (winner !== null && w < 0) err('score', 'R-ONI-9', `the winner (${winner}) is credited plus points, not ${w}`, 'oninoPlus', { winner, w });
      if (input.markersUsed !== undefined) {
        const m = input.markersUsed;
        if (!Number.isInteger(m) || m < 5 || m > 105) err('markersUsed', 'R-ONI-9', `markers used must be 5..105, not ${m}`, 'oninoMarkers', { m });
        else if (winner !== null && w !== 105 - m) err('score', 'R-ONI-9', `${m} markers used score ${105 - m}, not ${w}`, 'oninoMarkerScore', { m, score: 105 - m, w });
      }
      break;
    }
    case 'dominoes': {
      const { target } = dominoesTerms(options);
      if (winner === null && !agreed) err('winner', 'R-DOM-7', 'a tie at the end of a hand means another hand: a finished game has a winner', 'dominoesTie');
      else if (played && w < target) err(`score.${lead}`, target === 61 ? 'R-DOM-7' : 'R-DOM-12', `the winner needs ${target} or more, not ${w}`, 'dominoesTarget', { target, w });
      else if (winner !== null && played && w <= l) err('score', 'R-DOM-7', `the winner (${winner}) must have the higher score: ${w} against ${l}`, 'dominoesHigher', { winner, w, l });
      break;
    }
    case 'ninuki':
      if (score.a === 5 && score.b === 5) err('score', 'R-NIN-5', 'only one side can capture five pairs', 'ninukiBoth');
      else if (played && winner !== null && l === 5) err(`score.${otherSlot(lead)}`, 'R-NIN-5', 'a side that captured five pairs has won, it cannot be the loser', 'ninukiLoser');
      break;
    case 'tonobeb':
      if (score.a + score.b > 12) err('score', 'R-TON-8', `there are only 12 pieces: ${score.a} + ${score.b}`, 'tonobebPieces', { a: score.a, b: score.b });
      else if (winner === null && !agreed) err('winner', 'R-TON-8', 'a draw needs agreement: use ending "agreement"', 'tonobebDraw');
      else if (played && (l !== 0 || w === 0)) err('score', 'R-TON-8', `a game played out ends when the loser has no pieces: ${w} against ${l}`, 'tonobebEnd', { w, l });
      break;
  }
  const margin = gameMargin(game, winner, score, options, ending);
  if (input.margin !== undefined && input.margin !== margin) {
    err('margin', 'result', `margin ${input.margin} does not match the score (${margin})`, 'margin', { given: input.margin, margin });
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
  if (game === 'onino') return w;
  if (game === 'othello') return Math.abs(w - l);
  if (game === 'dominoes') {
    // R-DOM-12: under the event's "double" penalty a skunk (the loser short of half the target) counts double.
    const { target, skunkDouble } = dominoesTerms(options);
    return Math.max(0, w - l) * (skunkDouble && ending === 'play' && l < Math.ceil(target / 2) ? 2 : 1);
  }
  return w - l;
}

/**
 * The result of a game finished on a digital board. `first` is the slot holding the game's
 * first-moving side (SIDES[game][0]); the engine's side names are mapped to slots through it.
 */
export function resultFromStatus(game: GameId, status: GameStatus, first: Slot, extra: Partial<Pick<ResultInput, 'markersUsed' | 'lastPlay'>> = {}, options: GameOptions = {}): Validation<GameResult> {
  if (status.status !== 'finished') return { ok: false, errors: [{ field: 'status', rule: 'result', message: 'the game is not finished' }] };
  const [firstSide, secondSide] = SIDES[game];
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
