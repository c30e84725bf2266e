import { ok, refuse, type Outcome, type RuleError } from '../types';
import { apply, initialState, isFinished, officialScore, stepsOf } from './rules';
import { flips, has, mobility, out, popcount } from './bitboard';
import { START, countDiscs, officialCount, parseSquare, squareName } from './position';
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

/**
 * The transcript's letters in a reused byte array, decoded once: one string per game instead of one
 * per move (issue 45: archive speed; the decoder measured fastest). The letters are ASCII, which every
 * decoder reads alike.
 */
const letters = new Uint8Array(120);
const ascii = new TextDecoder('latin1');

function transcriptOf(moves: readonly number[]): string {
  const n = Math.min(moves.length, 60);
  for (let i = 0; i < n; i++) {
    const sq = moves[i]!;
    letters[2 * i] = 97 + (sq & 7); // 'a' + file - 1
    letters[2 * i + 1] = 49 + (sq >> 3); // '1' + rank - 1
  }
  let text = ascii.decode(letters.subarray(0, 2 * n));
  for (let i = n; i < moves.length; i++) text += squareName(moves[i]!); // only a hand-made game has more than 60
  return text;
}

export function checkWthorGame(game: WthorGame): WthorCheck {
  const transcript = transcriptOf(game.moves);
  const recorded = { black: game.score, white: 64 - game.score };
  const end = replayBits(game.moves);
  if (!end) return checkByRules(game, transcript, recorded);
  const official = end.finished ? officialCount(end.discs) : null;
  return {
    transcript, legal: true, finished: end.finished, discs: end.discs, official, recorded,
    scoreMatches: official ? official.black === recorded.black : null, error: null,
  };
}

/**
 * The archive's hot path: the moves replayed on the bare bitboards (the same mobility and flips as
 * `apply`, passes implied per R-OTH-2), with no state objects. Null at the first illegal move, which
 * `checkByRules` then explains.
 */
function replayBits(moves: readonly number[]): { finished: boolean; discs: Score } | null {
  let pLo = START.blackLo;
  let pHi = START.blackHi;
  let oLo = START.whiteLo;
  let oHi = START.whiteHi;
  let blackToMove = true;
  for (let i = 0; i < moves.length; i++) {
    const sq = moves[i]!;
    // A move is legal when its square is empty and it flips a disc (R-OTH-2/3: that is what mobility
    // lists), so the flips alone decide it; the whole side's mobility is asked only for a pass.
    if (has(pLo | oLo, pHi | oHi, sq)) return null;
    flips(sq, pLo, pHi, oLo, oHi);
    if ((out.lo | out.hi) === 0) {
      mobility(pLo, pHi, oLo, oHi);
      if ((out.lo | out.hi) !== 0) return null;
      flips(sq, oLo, oHi, pLo, pHi);
      if ((out.lo | out.hi) === 0) return null;
      [pLo, pHi, oLo, oHi] = [oLo, oHi, pLo, pHi]; // implied pass
      blackToMove = !blackToMove;
    }
    const nLo = pLo | out.lo | (sq < 32 ? 1 << sq : 0);
    const nHi = pHi | out.hi | (sq < 32 ? 0 : 1 << (sq - 32));
    pLo = oLo ^ out.lo;
    pHi = oHi ^ out.hi;
    oLo = nLo;
    oHi = nHi;
    blackToMove = !blackToMove;
  }
  mobility(pLo, pHi, oLo, oHi);
  let finished = (out.lo | out.hi) === 0;
  if (finished) {
    mobility(oLo, oHi, pLo, pHi);
    finished = (out.lo | out.hi) === 0;
  }
  const own = popcount(pLo) + popcount(pHi);
  const other = popcount(oLo) + popcount(oHi);
  return { finished, discs: blackToMove ? { black: own, white: other } : { black: other, white: own } };
}

/** A game with an illegal move, replayed through `apply` for the refusal and the position before it. */
function checkByRules(game: WthorGame, transcript: string, recorded: Score): WthorCheck {
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
  return {
    transcript,
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
