/**
 * Notation (docs/ninuki.md): a play is its point, `K10` (files A.. skipping I, ranks from 1 at the
 * bottom, any case). Endings (R-ALL-3): `resign x`, `forfeit o`, `draw agreed`, `director x|o|draw`,
 * each optionally followed by a reason.
 */
import { ok, refuse, type Outcome } from '../types';
import { fileIndex, isSide, pointName } from './board';
import type { NinukiAction } from './types';

const POINT = /^([a-z])(\d{1,2})$/i;

/** Collapses whitespace so a reason fits on one record line. */
const tidy = (reason: string): string | undefined => reason.replace(/\s+/g, ' ').trim() || undefined;

const withReason = <T extends object>(action: T, reason: string | undefined): T => (reason ? { ...action, reason } : action);

/** The ending keywords that start an ending line of a record. */
export const ENDING_WORDS = ['resign', 'forfeit', 'draw', 'director'] as const;

export function parseAction(text: string): Outcome<NinukiAction> {
  const trimmed = text.trim();
  const [word = '', arg, ...rest] = trimmed.split(/\s+/);
  const reason = tidy(rest.join(' '));
  const lower = word.toLowerCase();
  const side = arg?.toLowerCase();
  if (lower === 'resign' || lower === 'forfeit') {
    if (!isSide(side)) return refuse('notation', `"${trimmed}": ${lower} needs the side, x or o`, 'engine.ninuki.needsSide', { text: trimmed, word: lower });
    return ok(withReason({ type: lower, side }, reason));
  }
  if (lower === 'draw') {
    if (side !== 'agreed') return refuse('notation', `"${trimmed}": an agreed draw is written "draw agreed"`, 'engine.ninuki.drawAgreed', { text: trimmed });
    return ok(withReason({ type: 'agree' }, reason));
  }
  if (lower === 'director') {
    if (!isSide(side) && side !== 'draw') return refuse('notation', `"${trimmed}": the director's decision names x, o or draw`,
      'engine.ninuki.director', { text: trimmed });
    return ok(withReason({ type: 'director', winner: isSide(side) ? side : null }, reason));
  }
  const m = POINT.exec(trimmed);
  if (!m) return refuse('notation', `"${trimmed}" is not a point like K10 or an ending (resign x, draw agreed, ...)`, 'engine.ninuki.notPoint', { text: trimmed });
  const col = fileIndex(m[1]!);
  if (col < 0) return refuse('notation', `"${trimmed}": there is no file I (files skip it, R-NIN-1)`, 'engine.ninuki.noFileI', { text: trimmed });
  const row = Number(m[2]) - 1;
  if (row < 0) return refuse('notation', `"${trimmed}": ranks start at 1`, 'engine.ninuki.rank', { text: trimmed });
  return ok({ type: 'play', col, row });
}

export function formatAction(action: NinukiAction): string {
  const reason = 'reason' in action ? tidy(action.reason ?? '') : undefined;
  const why = reason ? ` ${reason}` : '';
  switch (action.type) {
    case 'play':
      return pointName(action.col, action.row);
    case 'resign':
    case 'forfeit':
      return `${action.type} ${action.side}${why}`;
    case 'agree':
      return `draw agreed${why}`;
    case 'director':
      return `director ${action.winner ?? 'draw'}${why}`;
  }
}
