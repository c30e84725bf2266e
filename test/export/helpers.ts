/** Helpers for the export tests: Othello games played through the real API. */
import { mulberry32 } from '../../src/shared/random';
import { squaresOf } from '../../src/shared/games/othello/bitboard';
import { apply, initialState, isFinished } from '../../src/shared/games/othello/rules';
import { squareName } from '../../src/shared/games/othello/position';
import type { OthelloState } from '../../src/shared/games/othello/types';
import { must, type Setup } from '../tournament/helpers';

/** Plays a seeded random legal game on a new record linked to the match; `fixAt` inserts a correction (R-ALL-2). */
export function playLinked(s: Setup, round: number, board: number, seed: number, fixAt?: number): string[] {
  const game = must<{ id: number }>(s.backend, 'games.create', { game: 'othello', eventId: s.eventId });
  const random = mulberry32(seed);
  let state: OthelloState = initialState();
  const actions: string[] = [];
  const play = (text: string, next: OthelloState) => {
    must(s.backend, 'games.append', { id: game.id, expectedSeq: actions.length, action: text });
    actions.push(text);
    state = next;
  };
  while (!isFinished(state)) {
    if (actions.length === fixAt) {
      // a mis-flip that stood: d4 keeps the colour it should have lost (any disc turned is a correction)
      const fixed = apply(state, { type: 'fix', set: { D4: 'black' } } as never);
      if (fixed.ok) play('fix(d4=b)', fixed.value);
      else play('fix(d4=w)', (apply(state, { type: 'fix', set: { D4: 'white' } } as never) as { value: OthelloState }).value);
      continue;
    }
    if (state.phase === 'pass') {
      play('pass', (apply(state, { type: 'pass' }) as { value: OthelloState }).value);
      continue;
    }
    const legal = squaresOf(state.legalLo, state.legalHi);
    const sq = squareName(legal[Math.floor(random() * legal.length)]!);
    play(sq.toLowerCase(), (apply(state, { type: 'move', square: sq }) as { value: OthelloState }).value);
  }
  must(s.backend, 'results.fromGame', { eventId: s.eventId, round, board, game: 1, gameId: game.id });
  return actions;
}

