/**
 * Issue 25: the rules engines' refusals over the API in the caller's language. The English message stays
 * as the engines give it (their own tests compare it); the key beside it says it again in French,
 * Japanese or Spanish, and the rule's name (R-OTH-2, othello rule 2) is never translated.
 */
import { describe, expect, it } from 'vitest';
import type { GameInfo } from '../../src/shared/api/methods/games';
import { must, tempBackend } from '../support/tempdb';

type Refused = { ok: false; error: { code: string; message: string; details?: { rule?: string } } };

function refusedMove(game: string, actions: string[], bad: string, locale: 'en' | 'fr' | 'ja' | 'es', options: Record<string, string> = {}): Refused['error'] {
  const { backend } = tempBackend();
  const info = must<GameInfo>(backend, 'games.create', { game, options });
  actions.forEach((action, seq) => must(backend, 'games.append', { id: info.id, expectedSeq: seq, action }));
  const result = backend.call('games.append', { id: info.id, expectedSeq: actions.length, action: bad }, '', locale) as Refused;
  expect(result.ok).toBe(false);
  return result.error;
}

describe('engine refusals in the caller\'s language', () => {
  it('othello rule 2: an illegal Othello move comes back in French, the rule name as it is', () => {
    const en = refusedMove('othello', [], 'a1', 'en');
    expect(en.message).toBe('a1 outflanks no white disc; black can play d3, c4, f5, e6 (othello rule 2)');
    const fr = refusedMove('othello', [], 'a1', 'fr');
    expect(fr.message).toBe('a1 n\'encadre aucun pion blanc ; Noir peut jouer d3, c4, f5, e6 (othello rule 2)');
    expect(fr.details?.rule).toBe('othello rule 2');
    expect(refusedMove('othello', [], 'd4', 'ja').message).toBe('マス d4 には白の石があります（othello rule 8）');
    expect(refusedMove('othello', [], 'pass', 'es').message).toBe('Negro tiene una jugada legal (d3, c4, f5, e6) y no puede pasar (othello rule 2)');
  });

  it('R-ALL-3: a move after a resignation is refused in French', () => {
    const fr = refusedMove('othello', ['resign:black'], 'f5', 'fr');
    expect(fr.message).toBe('la partie est déjà terminée (abandon) ; aucune autre action n\'est possible (R-ALL-3)');
    expect(fr.details?.rule).toBe('R-ALL-3');
  });

  it('notation: an Othello action that does not read is refused in French', () => {
    expect(refusedMove('othello', [], 'zz99', 'fr').message).toMatch(/^impossible de lire « zz99 » : attendu une case comme f5/);
  });
});

describe('Onino refusals in the caller\'s language', () => {
  it('onino rule 6: a play on a marked square comes back in French, the rule name as it is', () => {
    const fr = refusedMove('onino', ['a1'], 'a1', 'fr');
    expect(fr.message).toBe('la case a1 porte déjà le pion de first ; un pion joué ne se déplace jamais (règles 5, 6) (onino rule 6)');
    expect(fr.details?.rule).toBe('onino rule 6');
    expect(refusedMove('onino', ['a1'], 'a1', 'en').message).toBe('a1 already holds first\'s marker; a played marker is never moved (rules 5, 6) (onino rule 6)');
  });

  it('onino rule 4: first marking the barred centre is refused in Spanish, R-ONI-4 kept', () => {
    const es = refusedMove('onino', [], 'h8', 'es');
    expect(es.message).toMatch(/^first no puede jugar en el centro h8 hasta que second haya jugado fuera del centro \(R-ONI-4\); anote la infracción como first:centre:<casilla>/);
    expect(es.details?.rule).toBe('onino rule 4');
  });

  it('options: an unknown Onino option is refused in French, the "|" of the notation kept', () => {
    const { backend } = tempBackend();
    const result = backend.call('games.create', { game: 'onino', options: { size: 19 } }, '', 'fr') as Refused;
    expect(result.error.message).toBe('options : option onino inconnue « size » (la seule option est mode=singles|doubles)');
  });
});

describe('Ninuki-Renju and Tonobeb refusals in the caller\'s language', () => {
  it('R-NIN-2: move 1 off the centre is refused in French', () => {
    expect(refusedMove('ninuki', [], 'A1', 'fr').message).toBe('le coup 1 doit être joué au centre, K10, pas en A1 (R-NIN-2)');
  });

  it('R-TON-4: a 6 moving 7 is refused in French and Japanese, the piece named in the language', () => {
    const position = { position: 'r6a1,b6g14' };
    expect(refusedMove('tonobeb', [], 'a1-a8', 'en', position).message).toBe('the red 6 on a1 cannot move 7 squares: a 6 never moves 7 (R-TON-4)');
    expect(refusedMove('tonobeb', [], 'a1-a8', 'fr', position).message).toBe('le 6 de Rouge en a1 ne peut pas avancer de 7 cases : un 6 n\'avance jamais de 7 (R-TON-4)');
    expect(refusedMove('tonobeb', [], 'a1-a8', 'ja', position).message).toBe('a1 の赤の 6は 7 マス動けません: 6 は 7 マス動くことはありません（R-TON-4）');
  });
});

describe('dominoes refusals in the caller\'s language', () => {
  it('R-DOM-2: a draw before the first deal is refused in French and Spanish, the notation word kept', () => {
    expect(refusedMove('dominoes', [], 'draw', 'en').message).toBe('draw: hand 1 has not been dealt (R-DOM-2)');
    expect(refusedMove('dominoes', [], 'draw', 'fr').message).toBe('draw : la donne 1 n\'a pas été distribuée (R-DOM-2)');
    expect(refusedMove('dominoes', [], 'draw', 'es').message).toBe('draw: la mano 1 no se ha repartido (R-DOM-2)');
  });
});
