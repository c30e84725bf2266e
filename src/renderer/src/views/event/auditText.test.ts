import { afterEach, describe, expect, it } from 'vitest';
import { setUiLocale } from '../../i18n';
import { auditAction, auditActor, auditDetail } from './auditText';

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

  it('who made a change is said in the screen\'s language (the log showed "td command line" and "director (this computer)" in every language)', () => {
    expect(auditActor('td command line')).toBe('td command line');
    setUiLocale('fr');
    expect(auditActor('td command line')).toBe('ligne de commande td');
    expect(auditActor('director (this computer)')).toBe('arbitre (cet ordinateur)');
    expect(auditActor('table device, table 3 of event 2 (192.168.1.20)')).toBe('appareil de table, table 3 du tournoi 2 (192.168.1.20)');
    expect(auditActor('someone else')).toBe('someone else');
    setUiLocale('ja');
    expect(auditActor('guest (10.0.0.5)')).toBe('ゲスト（10.0.0.5）');
  });

  it('the PAPP penalty of a paired round is named in words', () => {
    setUiLocale('es');
    expect(auditDetail({ round: 1, pappCost: 160 }, () => undefined)).toBe('ronda 1 · penalización PAPP: 160');
  });
});
