import type { GameId } from '../../shared/games/types';
import { t } from './i18n';

export const GAME_NAMES: Record<GameId, string> = {
  onino: 'Onino', get dominoes() { return t('game.dominoes.name'); }, othello: 'Othello', ninuki: 'Ninuki-Renju', tonobeb: 'Tonobeb',
};

/** What a typed action looks like, shown in each board's notation box (docs/<game>.md has the whole notation). */
export const NOTATION_EXAMPLES: Record<GameId, string> = {
  onino: 'h8, first:declare', dominoes: '6-4@N, draw, a+5', othello: 'd3, pass', ninuki: 'K10', tonobeb: 'a1-d1, end',
};

/** In the UI's language (getters: a change of language shows at once). */
export const FORMAT_NAMES = {
  get 'round-robin'() { return t('format.roundRobin'); }, get 'double-round-robin'() { return t('format.doubleRoundRobin'); },
  get swiss() { return t('format.swiss'); }, get knockout() { return t('format.knockout'); }, get league() { return t('format.league'); },
};
