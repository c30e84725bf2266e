import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../random';
import { squaresOf } from './bitboard';
import { apply, initialState, isFinished, officialScore } from './rules';
import { countDiscs, parseSquare, squareName } from './position';
import type { OthelloState } from './types';
import type { WthorGame } from './wthor';
import { checkWthorGame } from './wthor-games';

/** The archive check done the plain way, through `apply` and the game state, to compare the fast replay with. */
function viaRules(moves: number[], score: number) {
  let state: OthelloState = initialState();
  let error = null;
  for (let i = 0; i < moves.length; i++) {
    const next = apply(state, { type: 'move', square: squareName(moves[i]!) });
    if (!next.ok) {
      error = { ...next.error, ply: i + 1 };
      break;
    }
    state = next.value;
  }
  const official = officialScore(state);
  return {
    transcript: moves.map(squareName).join(''), legal: error === null, finished: isFinished(state), discs: countDiscs(state),
    official, recorded: { black: score, white: 64 - score }, scoreMatches: official ? official.black === score : null, error,
  };
}

/** A random game of legal moves (passes left out, as in WThor), stopped after `length` moves at most. */
function randomGame(random: () => number, length: number): { moves: number[]; passes: number } {
  let state = initialState();
  const moves: number[] = [];
  let passes = 0;
  while (moves.length < length && !isFinished(state)) {
    if (state.phase === 'pass') {
      state = (apply(state, { type: 'pass' }) as { value: OthelloState }).value;
      passes++;
      continue;
    }
    const legal = squaresOf(state.legalLo, state.legalHi);
    const sq = legal[Math.floor(random() * legal.length)]!;
    moves.push(sq);
    state = (apply(state, { type: 'move', square: squareName(sq) }) as { value: OthelloState }).value;
  }
  return { moves, passes };
}

const game = (moves: number[], score: number): WthorGame => ({ index: 1, tournament: 0, black: 0, white: 0, score, theoretical: score, moves });

describe('checkWthorGame: the bitboard replay agrees with the rules engine', () => {
  it('R-OTH-2 and R-OTH-3: whole games, cut games and games with a wrong move give the same check as apply', () => {
    const random = mulberry32(18);
    let withPasses = 0;
    let illegal = 0;
    for (let n = 0; n < 400; n++) {
      const { moves, passes } = randomGame(random, n % 4 === 0 ? Math.floor(random() * 60) : 60);
      if (n % 3 !== 0 && passes > 0) withPasses++;
      if (n % 3 === 0 && moves.length > 0) {
        moves[Math.floor(random() * moves.length)] = Math.floor(random() * 64); // often illegal or occupied
      }
      const score = Math.floor(random() * 65);
      const want = viaRules(moves, score);
      expect(checkWthorGame(game(moves, score)), `game ${n}: ${want.transcript}`).toEqual(want);
      if (!want.legal) illegal++;
    }
    expect(illegal).toBeGreaterThan(50);
    expect(withPasses).toBeGreaterThan(5);
  });

  it('R-OTH-3: a wipe-out ends the game, the empty squares go to the winner', () => {
    // black wipes white out: a finished game at 13-0, official 64-0
    const wipeOut = ['d3', 'c3', 'b3', 'd2', 'e1', 'd6', 'd7', 'e3', 'f4'].map(parseSquare);
    const check = checkWthorGame(game(wipeOut, 64));
    expect(check).toMatchObject({ legal: true, finished: true, discs: { black: 13, white: 0 }, official: { black: 64, white: 0 }, scoreMatches: true });
  });
});
