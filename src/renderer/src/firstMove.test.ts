import { afterEach, describe, expect, it } from 'vitest';
import { firstMoveDue, type Match, type MatchGame } from '../../shared/tournament';
import { setUiLocale } from './i18n';
import { decisionText, dueText, parseDraws, reasonText } from './firstMove';

const names = { a: 'Zoë', b: 'Bram' };

describe('first-move texts', () => {
  afterEach(() => setUiLocale('en'));

  it('issue 44, R-ONI-11: a recorded Onino toss says who won it and what they chose; a choice says who chose', () => {
    expect(decisionText({ how: 'toss', won: 'b', chose: 'second' }, names)).toBe('Bram won the toss and chose to play second');
    expect(decisionText({ how: 'choice', by: 'a', chose: 'first' }, names)).toBe('Zoë chose to play first');
    expect(decisionText({ how: 'allocated' }, names)).toBe('');
    expect(decisionText(null, names)).toBe('');
    setUiLocale('fr');
    expect(decisionText({ how: 'toss', won: 'a', chose: 'first' }, names)).toBe('Zoë a gagné le tirage au sort et a choisi de jouer en premier');
  });

  it('R-ONI-11: the chooser is named with the reason; a toss, a draw for set and an open choice say what settles it', () => {
    expect(dueText({ how: 'choice', by: 'b', recorded: false, why: 'x', reason: { key: 'choiceLoser', game: 1 } }, names))
      .toBe('Bram chooses as the loser of game 1 (onino rule 3, R-ONI-11)');
    expect(dueText({ how: 'toss', by: null, recorded: false, why: 'x', reason: { key: 'tossDecides', game: 0 } }, names)).toBe('Coin toss: it decides who moves first (R-TON-3)');
    expect(dueText({ how: 'draw-for-set', by: null, recorded: true, why: 'x', reason: { key: 'drawForSet', game: 0 } }, names))
      .toBe('Draw for set: each turns a tile, the higher pip total sets, a tie draws again (R-DOM-2)');
    expect(dueText({ how: 'choice', by: null, recorded: false, why: 'x', reason: { key: 'choicePending', game: 1 } }, names))
      .toBe('Choice: the loser of game 1 chooses, after a draw the side that made its last play (onino rule 3); game 1 has no result yet');
  });

  it('R-ONI-11, R-TON-3: the reason is worded in the screen language with the games it names (issue 25)', () => {
    setUiLocale('fr');
    expect(dueText({ how: 'choice', by: 'a', recorded: false, why: 'x', reason: { key: 'choiceLoser', game: 2 } }, names))
      .toBe("Zoë choisit en tant que perdant de la partie 2 (règle 3 de l'onino, R-ONI-11)");
    expect(dueText({ how: 'alternate', by: null, recorded: true, why: 'x', reason: { key: 'alternate', game: 1 } }, names))
      .toBe('Alternance : les camps alternent dans un match : à la partie 2 joue en premier celui qui a joué en second à la partie 1 (R-TON-3)');
    setUiLocale('ja');
    expect(dueText({ how: 'toss', by: null, recorded: false, why: 'x', reason: { key: 'tossElects', game: 0 } }, names)).toBe('コイントス：勝った側が先手か後手かを選びます（Onino 規則 2、R-ONI-11）');
    setUiLocale('es');
    expect(dueText({ how: 'allocated', by: null, recorded: true, why: 'x', reason: { key: 'allocated', game: 0 } }, names)).toBe('Asignado: el emparejamiento asigna quién sale');
  });

  it('R-ONI-11, R-DOM-2, R-TON-3: in English the screens say what the shared rule sentence says, for every case it knows', () => {
    const open: MatchGame = { first: 'a', result: null };
    const result = (winner: 'a' | 'b' | null, lastPlay?: 'a' | 'b'): MatchGame => ({
      first: 'a', result: { winner, score: { a: 0, b: 0 }, margin: 0, ending: winner === null ? 'draw' : 'play', ...(lastPlay ? { lastPlay } : {}) },
    });
    const matchOf = (...games: MatchGame[]): Match => ({ kind: 'match', board: 1, a: 'x', b: 'y', games });
    const cases = [
      ...[matchOf(open, open), matchOf(result('a'), open), matchOf(result(null), open), matchOf(result(null, 'b'), open)].flatMap((m) => [firstMoveDue('onino', m, 0), firstMoveDue('onino', m, 1)]),
      firstMoveDue('dominoes', matchOf(open), 0), firstMoveDue('tonobeb', matchOf(open, open, open), 0), firstMoveDue('tonobeb', matchOf(open, open, open), 2), firstMoveDue('othello', matchOf(open), 0),
    ];
    expect(new Set(cases.map((d) => d.reason.key)).size).toBe(9);
    for (const due of cases) expect(reasonText(due), due.reason.key).toBe(due.why);
  });

  it('R-DOM-2: draws are typed as the first-named player\'s pips, then the second\'s, ties first', () => {
    expect(parseDraws('5-5, 3-9')).toEqual([{ a: 5, b: 5 }, { a: 3, b: 9 }]);
    expect(parseDraws('12:4')).toEqual([{ a: 12, b: 4 }]);
    expect(parseDraws('')).toBeNull();
    expect(parseDraws('5-5, x')).toBeNull();
  });
});
