/**
 * The one-line result a director types for a table: an outcome (`1-0`, `0-1`, `½`), a game score
 * (`40-24`, Onino `40--40`), or both (`1-0 40-24`), with an optional ending word (`res`, `agreed`,
 * `ff`, `td`). Onino also takes the winner's points after the outcome (`1-0 40`). The score is left
 * out only where the rules fix it (an Othello draw is 32-32, an Onino draw 0-0) or where the
 * director may not know it (Ninuki-Renju captures count 0-0 unless typed). The game's own rules
 * (validateResult) then judge the result; this only reads the text.
 */
import type { Ending, GameId } from '../../../../shared/games/types';
import { descriptorOf } from '../../../../shared/games/registry';
import type { GameResult, ResultInput, Slot } from '../../../../shared/tournament';
import { i18n, t as tr } from '../../i18n';

export type ParsedLine = { ok: true; value: ResultInput } | { ok: false; message: string };

const OUTCOMES: Record<string, Slot | null> = {
  '1-0': 'a', '0-1': 'b', '½': null, '½-½': null, '1/2': null, '1/2-1/2': null, '=': null, 'draw': null, 'd': null,
};
const ENDINGS: Record<string, Ending> = {
  res: 'resignation', resign: 'resignation', resigned: 'resignation', resignation: 'resignation',
  agr: 'agreement', agreed: 'agreement', agreement: 'agreement',
  ff: 'forfeit', forfeit: 'forfeit', td: 'director', dir: 'director', director: 'director', play: 'play',
};
const SCORE = /^(-?\d{1,4})-(-?\d{1,4})$/;
const POINTS = /^\+?(\d{1,3})$/;

/**
 * The hint's own explanations in brackets are read too: `½ (32-32)` is `½ 32-32`, `1-0 (captures 0-0)`
 * is `1-0 0-0`, and words such as `(pieces left)` are dropped; only scores and numbers inside count.
 */
function unbracket(text: string): string {
  return text.replace(/\(([^)]*)\)/g, (_, inner: string) => ` ${inner.split(/\s+/).filter((t) => /^[+-]?\d/.test(t)).join(' ')} `);
}

export function parseResultLine(game: GameId, text: string): ParsedLine {
  const { result } = descriptorOf(game);
  const tokens = unbracket(text.trim().toLowerCase().replace(/[–—−]/g, '-').replace(/(\d):(\d)/g, '$1-$2')).split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return { ok: false, message: tr('resultText.typeResult') };
  let outcome: Slot | null | undefined;
  let score: { a: number; b: number } | undefined;
  let points: number | undefined;
  let ending: Ending | undefined;
  for (const [i, t] of tokens.entries()) {
    const s = SCORE.exec(t);
    if (t in OUTCOMES && outcome === undefined && (i === 0 || !s)) outcome = OUTCOMES[t];
    else if (s && score === undefined) score = { a: Number(s[1]), b: Number(s[2]) };
    else if (t in ENDINGS && ending === undefined) ending = ENDINGS[t];
    else if (POINTS.test(t) && result.winnerPoints && points === undefined) points = Number(POINTS.exec(t)![1]);
    else return { ok: false, message: tr('resultText.notResult', { token: t }) };
  }
  if (points !== undefined) {
    if (score !== undefined || !outcome) return { ok: false, message: tr('resultText.winnerPoints', { game: descriptorOf(game).name }) };
    score = outcome === 'a' ? { a: points, b: -points } : { a: -points, b: points };
  }
  // A forfeit is not played: the winner is named, no score is invented (it counts in no tie-break).
  if (ending === 'forfeit') {
    if (!outcome) return { ok: false, message: tr('resultText.forfeitWinner') };
    return { ok: true, value: { winner: outcome, score: score ?? { a: 0, b: 0 }, ending } };
  }
  if (outcome === undefined && score === undefined) return { ok: false, message: tr('resultText.typeOutcome') };
  if (score === undefined) {
    // Left out only where the rules fix it (an Othello draw, an Onino draw) or the director may not know it (Ninuki captures).
    const implied = outcome === undefined ? null : result.implied?.(outcome) ?? null;
    if (implied) score = implied;
    else return { ok: false, message: needsScore(game) };
  }
  const winner = outcome !== undefined ? outcome : score.a === score.b ? null : score.a > score.b ? 'a' : 'b';
  if (ending === undefined && winner === null && result.agreedDraw) ending = 'agreement';
  return { ok: true, value: ending === undefined ? { winner, score } : { winner, score, ending } };
}

/** What a game's result needs besides the outcome, in the UI's language (`needsScore.<id>`), else the descriptor's words. */
function needsScore(game: GameId): string {
  const key = `needsScore.${game}`;
  if (i18n.global.te(key, 'en')) return tr(key);
  return descriptorOf(game).result.needs ?? tr('resultText.scoreToo');
}

const ENDING_WORD: Partial<Record<Ending, string>> = { resignation: 'res', agreement: 'agreed', forfeit: 'ff', director: 'td' };

/** A stored result as the line that would enter it again (`1-0 40-24 res`). */
export function formatResultLine(result: Pick<GameResult, 'winner' | 'score' | 'ending'>): string {
  const outcome = result.winner === 'a' ? '1-0' : result.winner === 'b' ? '0-1' : '½';
  const ending = ENDING_WORD[result.ending];
  if (result.ending === 'forfeit') return `${outcome} ff`;
  return `${outcome} ${result.score.a}-${result.score.b}${ending ? ` ${ending}` : ''}`;
}
