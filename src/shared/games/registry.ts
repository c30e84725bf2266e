import type { AnyGameRules, GameId } from './types';
import { rules as othello } from './othello';
import { rules as onino } from './onino';
import { rules as ninuki } from './ninuki';
import { rules as dominoes } from './dominoes';
import { rules as tonobeb } from './tonobeb';

export const GAME_IDS = ['onino', 'dominoes', 'othello', 'ninuki', 'tonobeb'] as const satisfies readonly GameId[];

const games: Record<GameId, AnyGameRules> = { othello, onino, ninuki, dominoes, tonobeb };

export function isGameId(id: string): id is GameId {
  return (GAME_IDS as readonly string[]).includes(id);
}

export function gameRules(id: GameId): AnyGameRules {
  return games[id];
}
