import type { GameId } from '../../shared/games/types';

export const GAME_NAMES: Record<GameId, string> = {
  onino: 'Onino', dominoes: 'Dominoes (SBYC)', othello: 'Othello', ninuki: 'Ninuki-Renju', tonobeb: 'Tonobeb',
};

export const FORMAT_NAMES = {
  'round-robin': 'Round robin', 'double-round-robin': 'Double round robin', swiss: 'Swiss (Dutch)',
  knockout: 'Knockout', league: 'League season',
} as const;
