import type { GameId } from '../../shared/games/types';

export const GAME_NAMES: Record<GameId, string> = {
  onino: 'Onino', dominoes: 'Dominoes (SBYC)', othello: 'Othello', ninuki: 'Ninuki-Renju', tonobeb: 'Tonobeb',
};

/** What a typed action looks like, shown in each board's notation box (docs/<game>.md has the whole notation). */
export const NOTATION_EXAMPLES: Record<GameId, string> = {
  onino: 'h8, first:declare', dominoes: '6-4@N, draw, a+5', othello: 'd3, pass', ninuki: 'K10', tonobeb: 'a1-d1, end',
};

export const FORMAT_NAMES = {
  'round-robin': 'Round robin', 'double-round-robin': 'Double round robin', swiss: 'Swiss (Dutch)',
  knockout: 'Knockout', league: 'League season',
} as const;
