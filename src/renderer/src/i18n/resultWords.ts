/**
 * The words of a refused result on the desk (views/event/resultErrors.ts), under `resultError`: the shared
 * catalogue's own (`errors.result`, and what each game's score counts, `errors.game.<id>.scoreWhat`), which the
 * server says too, with the desk's catalogue on top where it words a message otherwise (the line's player for
 * `score.a`, a typed line's `agreed`). One home for those words: the desk's catalogues no longer copy them.
 */
import { game as gameEn, result as resultEn } from '../../../shared/i18n/catalogues/en/errors.json';
import { game as gameFr, result as resultFr } from '../../../shared/i18n/catalogues/fr/errors.json';
import { game as gameJa, result as resultJa } from '../../../shared/i18n/catalogues/ja/errors.json';
import { game as gameEs, result as resultEs } from '../../../shared/i18n/catalogues/es/errors.json';

type Words = { [key: string]: string | Words };
interface Shared { result: Words; game: Words }

const SHARED: Record<'en' | 'fr' | 'ja' | 'es', Shared> = {
  en: { result: resultEn, game: gameEn }, fr: { result: resultFr, game: gameFr },
  ja: { result: resultJa, game: gameJa }, es: { result: resultEs, game: gameEs },
};

/** `own` (a desk catalogue of `locale`) with `resultError` completed from the shared catalogue. */
export function withResultWords<C extends { resultError?: Words }>(locale: keyof typeof SHARED, own: C): C {
  const { result, game } = SHARED[locale];
  const what: Words = {};
  for (const [id, words] of Object.entries(game)) {
    if (typeof words === 'object' && typeof words.scoreWhat === 'string') what[id] = words.scoreWhat;
  }
  return { ...own, resultError: { ...result, what, ...own.resultError } };
}
