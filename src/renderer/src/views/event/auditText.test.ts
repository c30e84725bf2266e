import { afterEach, describe, expect, it } from 'vitest';
import { setUiLocale } from '../../i18n';
import { auditAction, auditDetail } from './auditText';

describe('audit actions in words (issue 44)', () => {
  afterEach(() => setUiLocale('en'));

  it('"team: forfeit" (the team screen\'s last change and undo bar) is said in French, Japanese and Spanish', () => {
    const said = { fr: 'équipe : forfait', ja: 'チーム：不戦敗', es: 'equipo: incomparecencia' } as const;
    for (const [locale, text] of Object.entries(said)) {
      setUiLocale(locale as keyof typeof said);
      expect(auditAction('team: forfeit')).toBe(text);
    }
  });

  it('an undo names what it took back; an action the catalogue lacks is shown as written', () => {
    expect(auditAction('team: undo postpone')).toBe('undo: match postponed');
    expect(auditAction('undo')).toBe('undo');
    expect(auditAction('something new')).toBe('something new');
    setUiLocale('fr');
    expect(auditAction('team: undo postpone')).toBe('annulation : match reporté');
  });

  it('names players, never ids, and drops bookkeeping', () => {
    const names = new Map([['7', 'Ann Lee']]);
    expect(auditDetail({ entry: '7', round: 2, fromRound: 3, teams: { revision: 4 }, reportId: 9 }, (id) => names.get(id)))
      .toBe('round 2 · Ann Lee · from round: 3');
  });
});
