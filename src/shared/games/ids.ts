import type { GameId } from './types';

/** The five games, in the order screens list them. */
export const GAME_IDS = ['onino', 'dominoes', 'othello', 'ninuki', 'tonobeb'] as const satisfies readonly GameId[];

export function isGameId(id: string): id is GameId {
  return (GAME_IDS as readonly string[]).includes(id);
}
