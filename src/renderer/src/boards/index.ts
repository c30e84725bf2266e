import type { Component } from 'vue';
import type { GameId } from '../../../shared/games/types';
import OthelloBoard from './othello/OthelloBoard.vue';
import OninoBoard from './onino/OninoBoard.vue';
import NinukiBoard from './ninuki/NinukiBoard.vue';
import DominoesBoard from './dominoes/DominoesBoard.vue';
import TonobebBoard from './tonobeb/TonobebBoard.vue';

/**
 * One component family per game. Each takes `game` (the server's GameState), `hints` (the director's
 * page may mark legal moves; a players' page never does), `audience` and `disabled`, and emits `act`
 * with one action in the game's notation.
 */
const boards = new Map<string, Component>(Object.entries({
  othello: OthelloBoard, onino: OninoBoard, ninuki: NinukiBoard, dominoes: DominoesBoard, tonobeb: TonobebBoard,
} satisfies Record<GameId, Component>)); // the compiler refuses a game without its board

/** The game's board; a game registered at run time without one is an error said in words, never an empty page. */
export function boardFor(game: GameId): Component {
  const board = boards.get(game);
  if (!board) throw new Error(`no board is registered for the game "${game}"`);
  return board;
}

export const boardRegistered = (game: GameId): boolean => boards.has(game);

/** Adds the board of a game registered at run time (`registerGame`, a test-only game); GenericBoard.vue fits grid games. */
export function registerBoard(game: GameId, board: Component): void {
  if (boards.has(game)) throw new Error(`a board is already registered for the game "${game}"`);
  boards.set(game, board);
}
