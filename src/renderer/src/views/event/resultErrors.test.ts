/**
 * Desk defect 4 (QA s13): a result the rules refuse was shown with the fields' ids and in English whatever
 * the language: Onino `0-1 120` gave "score.a = -120 is outside -100..100 (points (105 - markers used, at
 * least 5 markers)); score.b = …" in French too, Othello `70-10` "score.a = 70 is outside 0..64 (official
 * discs)". The Results screen now says it in the UI's language, naming the players as the line shows them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { validateResult } from '../../../../shared/tournament/results';
import type { GameId } from '../../../../shared/games/types';
import { setUiLocale } from '../../i18n';
import { parseResultLine } from './resultText';
import { resultErrorsText } from './resultErrors';

afterEach(() => setUiLocale('en'));

const names = { a: 'Ann Lee', b: 'Bob Ray' };
function refused(game: GameId, line: string): string {
  const parsed = parseResultLine(game, line);
  if (!parsed.ok) throw new Error(parsed.message);
  const valid = validateResult(game, parsed.value);
  if (valid.ok) throw new Error(`${line} was accepted`);
  return resultErrorsText(valid.errors, game, names);
}

describe('desk defect 4: a refused result in the user\'s language, naming the players', () => {
  it('Onino 0-1 120: each player named, no score.a / score.b', () => {
    const text = refused('onino', '0-1 120');
    expect(text).toBe('Ann Lee: -120 is outside -100..100 (points (105 - markers used, at least 5 markers)); Bob Ray: 120 is outside -100..100 (points (105 - markers used, at least 5 markers))');
    setUiLocale('fr');
    const fr = refused('onino', '0-1 120');
    expect(fr).toBe('Ann Lee : -120 est hors de -100..100 (points (105 - marqueurs utilisés, au moins 5 marqueurs)); Bob Ray : 120 est hors de -100..100 (points (105 - marqueurs utilisés, au moins 5 marqueurs))');
    expect(fr).not.toMatch(/score\.[ab]/);
  });

  it('Othello 70-10 in every language: the player, not score.a', () => {
    expect(refused('othello', '70-10')).toBe('Ann Lee: 70 is outside 0..64 (official discs)');
    for (const [locale, words] of [['fr', 'Ann Lee : 70 est hors de 0..64 (pions officiels)'], ['es', 'Ann Lee: 70 está fuera de 0..64'], ['ja', 'Ann Lee：70 は 0..64 の範囲外です']] as const) {
      setUiLocale(locale);
      const text = refused('othello', '70-10');
      expect(text).toContain(words);
      expect(text).not.toContain('score.a');
    }
  });

  it('a rule naming the winner names the player, in the user\'s language', () => {
    setUiLocale('fr');
    expect(refused('othello', '1-0 30-34')).toBe('le vainqueur (Ann Lee) doit avoir plus de pions : 30 contre 34');
  });
});
