/**
 * First-move decisions as the screens say them (R-ONI-11 toss and choice, R-DOM-2 draw for set, R-TON-3
 * toss): who settles a game's first move and why, and a draw-for-set line read from what the director typed.
 */
import type { FirstMoveDue } from '../../shared/tournament';
import { t } from './i18n';

export interface Names {
  a: string;
  b: string;
}

/** "Bob chooses as the loser of game 1 (onino rule 3, R-ONI-11)", "Coin toss: its winner elects ...". */
export function dueText(due: FirstMoveDue, names: Names): string {
  if (due.how === 'choice' && due.by) return t('firstMove.chooses', { name: names[due.by], why: due.why });
  const what = t({ toss: 'firstMove.how.toss', 'draw-for-set': 'firstMove.how.drawForSet', choice: 'firstMove.how.choice', alternate: 'firstMove.how.alternate', allocated: 'firstMove.how.allocated' }[due.how]);
  return `${what}: ${due.why}`;
}

/** `5-5, 3-9`: each draw as a's pips then b's, ties first; null when it cannot be read. */
export function parseDraws(text: string): Array<{ a: number; b: number }> | null {
  const parts = text.split(',').map((x) => x.trim()).filter(Boolean);
  const draws = parts.map((p) => /^(\d{1,2})\s*[-–:]\s*(\d{1,2})$/.exec(p));
  if (draws.length === 0 || draws.some((m) => !m)) return null;
  return draws.map((m) => ({ a: Number(m![1]), b: Number(m![2]) }));
}
