import type { GameId } from '../../shared/games/types';
import { gameName as descriptorName } from '../../shared/games/registry';
import { i18n, t } from './i18n';

/**
 * A game's name in the UI's language: the catalogue's `gameName.<id>` where the name is a word that
 * translates (dominoes), else the descriptor's (proper names such as Othello stay as they are).
 */
export function gameName(id: GameId): string {
  const key = `gameName.${id}`;
  return i18n.global.te(key, 'en') ? t(key) : descriptorName(id);
}

/** In the UI's language (getters: a change of language shows at once). */
export const FORMAT_NAMES = {
  get 'round-robin'() { return t('format.roundRobin'); }, get 'double-round-robin'() { return t('format.doubleRoundRobin'); },
  get swiss() { return t('format.swiss'); }, get knockout() { return t('format.knockout'); }, get league() { return t('format.league'); },
  get arena() { return t('format.arena'); },
};
