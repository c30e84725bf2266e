import type { AnyGameRules, GameId } from './types';
export { GAME_IDS, isGameId } from './ids';
import { rules as othello } from './othello';
import { rules as onino } from './onino';
import { rules as ninuki } from './ninuki';
import { rules as dominoes } from './dominoes';
import { rules as tonobeb } from './tonobeb';

const games: Record<GameId, AnyGameRules> = { othello, onino, ninuki, dominoes, tonobeb };

export function gameRules(id: GameId): AnyGameRules {
  return games[id];
}
