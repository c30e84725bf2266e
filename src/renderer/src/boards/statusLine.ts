/**
 * The board's status line in the UI's language, from the engine's structured status (side to move,
 * winner, score, ending). The engine's own sentence (`message`) says more (a pass, turns owed, the five
 * that won) but only in English: English screens show it, the others show this line and keep the
 * engine's sentence as the line's tooltip.
 */
import type { Ending } from '../../../shared/games/types';
import { sideName, t, uiLocale } from '../i18n';

export interface StatusReport {
  status?: string;
  toMove?: string | null;
  winner?: string | null;
  score?: Record<string, number> | null;
  ending?: Ending | null;
  message?: string;
}

const ENDINGS: Record<Ending, string | null> = {
  play: null, draw: null,
  resignation: 'board.status.ending.resignation', agreement: 'board.status.ending.agreement',
  forfeit: 'board.status.ending.forfeit', director: 'board.status.ending.director',
};

/** "black to move", "noir gagne 64-0 (abandon)", "draw 32-32"; the engine's message when the status says nothing more. */
export function statusLine(game: string, r: StatusReport): string {
  if (r.status === 'ongoing' && r.toMove) return t('board.status.toMove', { side: sideName(game, r.toMove) });
  if (r.status !== 'finished') return r.message ?? '';
  const sides = Object.keys(r.score ?? {});
  const winner = r.winner ?? null;
  const order = winner ? [winner, ...sides.filter((s) => s !== winner)] : sides;
  const score = r.score && sides.length === 2 ? order.map((s) => r.score![s]).join('-') : '';
  const result = winner ? t('board.status.wins', { side: sideName(game, winner), score }) : t('board.status.draw', { score });
  const how = r.ending ? ENDINGS[r.ending] : null;
  return how ? t('board.status.ended', { result, how: t(how) }) : result;
}

/** What a screen shows for a game's status: the engine's sentence on English screens (it says more), else statusLine. */
export function statusText(game: string, r: StatusReport): string {
  return uiLocale.value === 'en' ? r.message ?? '' : statusLine(game, r);
}
