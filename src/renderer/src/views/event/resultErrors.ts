/**
 * A result the game's rules refuse (shared/tournament/results.ts `validateResult`), as the desk says it: in
 * the UI's language, from the refusal's key (`text: { key: 'result.scoreRange', params }`, the renderer's
 * `resultError.<name>`), with the players named as the line shows them instead of the fields' ids
 * (`score.a`, a winner `a`). A refusal without a key of ours keeps its own words.
 */
import type { GameId } from '../../../../shared/games/types';
import type { FieldError } from '../../../../shared/tournament/results';
import { i18n, t as tr } from '../../i18n';
import { gameName } from '../../labels';

export interface LineNames {
  a: string;
  b: string;
}

export function resultErrorText(e: FieldError, game: GameId, names: LineNames): string {
  const key = e.text ? `resultError.${e.text.key.replace(/^result\./, '')}` : '';
  if (!e.text || !i18n.global.te(key, 'en')) return e.message;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(e.text.params)) {
    // The only nested message: what the game's score counts (`game.<id>.scoreWhat`).
    params[name] = typeof value === 'object' ? tr(`resultError.what.${game}`) : value;
  }
  const side = e.text.params.side;
  if (side === 'a' || side === 'b') params.who = names[side];
  const winner = e.text.params.winner;
  if (winner === 'a' || winner === 'b') params.winner = names[winner];
  if ('game' in params) params.game = gameName(game);
  return tr(key, params);
}

/** Every refusal of a result, one after the other. */
export const resultErrorsText = (errors: FieldError[], game: GameId, names: LineNames): string =>
  errors.map((e) => resultErrorText(e, game, names)).join('; ');
