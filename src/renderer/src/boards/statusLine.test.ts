import { afterEach, describe, expect, it } from 'vitest';
import { setUiLocale } from '../i18n';
import { statusLine, statusText } from './statusLine';

describe('the board status line in the screen language (issue 25)', () => {
  afterEach(() => setUiLocale('en'));

  const ongoing = { status: 'ongoing', toMove: 'black', winner: null, score: { black: 2, white: 2 }, ending: null, message: 'black to move' };
  const won = { status: 'finished', toMove: null, winner: 'black', score: { black: 64, white: 0 }, ending: 'play' as const, message: 'black wins 64-0 (neither side can move)' };
  const resigned = { ...won, winner: 'white', score: { black: 20, white: 44 }, ending: 'resignation' as const, message: 'white wins 44-20 (black resigned)' };
  const drawn = { ...won, winner: null, score: { black: 32, white: 32 }, ending: 'agreement' as const, message: 'draw 32-32 (agreed draw)' };

  it('English screens keep the engine\'s own sentence, which says more', () => {
    expect(statusText('othello', resigned)).toBe('white wins 44-20 (black resigned)');
  });

  it('other languages word side to move, winner with the score winner first, and how it ended', () => {
    setUiLocale('fr');
    expect(statusText('othello', ongoing)).toBe('noir au trait');
    expect(statusLine('othello', won)).toBe('noir gagne 64-0');
    expect(statusLine('othello', resigned)).toBe('blanc gagne 44-20 (abandon)');
    expect(statusLine('othello', drawn)).toBe("nulle 32-32 (nulle d'un commun accord)");
    setUiLocale('ja');
    expect(statusLine('onino', { ...ongoing, toMove: 'first' })).toBe('先手の手番');
    setUiLocale('es');
    expect(statusLine('tonobeb', { ...won, winner: 'red', score: { red: 1, blue: 0 }, ending: 'forfeit' })).toBe('victoria de rojo 1-0 (incomparecencia)');
  });
});
