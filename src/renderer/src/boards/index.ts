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
const boards: Record<GameId, Component> = {
  othello: OthelloBoard, onino: OninoBoard, ninuki: NinukiBoard, dominoes: DominoesBoard, tonobeb: TonobebBoard,
};

export const boardFor = (game: GameId): Component => boards[game];
