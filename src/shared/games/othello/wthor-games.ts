import { ok, refuse, type Outcome, type RuleError } from '../types';
import { apply, initialState, isFinished, officialScore, stepsOf } from './game';
import { countDiscs, parseSquare, squareName } from './position';
import type { OthelloState, Score } from './types';
import type { WthorGame, WthorGameInput } from './wthor';

/** One archive game replayed by the engine: what `td wthor` prints for it. */
export interface WthorCheck {
  /** The moves as read, passes left out (`f5d6c3...`). */
  transcript: string;
  /** Every move replays legally (R-OTH-2: passes implied). */
  legal: boolean;
  /** Neither side can move at the end of the (legal part of the) game. */
  finished: boolean;
  /** Raw disc counts after the legal moves. */
  discs: Score;
  /** R-OTH-3 official count when finished, else null. */
  official: Score | null;
  /** The file's score: black's byte, white 64 minus it. */
  recorded: Score;
  /** Finished and the official count equals the recorded score (null when not finished). */
  scoreMatches: boolean | null;
  /** The first illegal move, with its 1-based ply in the move list. */
  error: RuleError | null;
}

export function checkWthorGame(game: WthorGame): WthorCheck {
  let state = initialState();
  let error: RuleError | null = null;
  for (let i = 0; i < game.moves.length; i++) {
    const next = apply(state, { type: 'move', square: squareName(game.moves[i]!) });
    if (!next.ok) {
      error = { ...next.error, ply: i + 1 };
      break;
    }
    state = next.value;
  }
  const official = officialScore(state);
  const recorded = { black: game.score, white: 64 - game.score };
  return {
    transcript: game.moves.map(squareName).join(''),
    legal: error === null,
    finished: isFinished(state),
    discs: countDiscs(state),
    official,
    recorded,
    scoreMatches: official ? official.black === recorded.black : null,
    error,
  };
}

/**
 * A finished game of the app as a WThor game: its moves and its official score (R-OTH-3, or the
 * R-ALL-3 ending's score). The theoretical score is not computed (that needs an endgame solver): it is
 * written equal to the official score, which is what it means at depth 0. Refused: unfinished games,
 * and games with a correction (R-ALL-2), since WThor keeps only moves and could not replay them.
 */
export function wthorGameOf(state: OthelloState, ids: { tournament: number; black: number; white: number }): Outcome<WthorGameInput> {
  const score = officialScore(state);
  if (!score) return refuse('R-OTH-2', 'the game is not finished; only finished games go to an archive');
  const steps = stepsOf(state);
  if (steps.some((s) => s.action.type === 'fix')) {
    return refuse('R-ALL-2', 'the game has a correction (a mis-flip that stood); WThor records only moves and cannot replay it');
  }
  for (const [key, value] of Object.entries(ids)) {
    if (!Number.isInteger(value) || value < 0 || value > 0xffff) return refuse('wthor', `${key} number ${value} is not 0..65535`);
  }
  const moves = steps.flatMap((s) => (s.action.type === 'move' ? [parseSquare(s.action.square)] : []));
  return ok({ ...ids, score: score.black, theoretical: score.black, moves });
}
