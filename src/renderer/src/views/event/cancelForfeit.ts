/**
 * Taking back a forfeit recorded by mistake (defect 1: `0-1 ff` on the Results screen had no way back): the
 * question both the Results and the Sanctions screens ask before `sanctions.cancelForfeit`, saying what follows
 * from the same policy the domain undoes (src/shared/tournament/sanctions.ts: cancelForfeit), and the words of
 * the answer. The reason is required: it goes to the audit log and the sanctions list.
 */
import type { CancelledForfeitView, EntryView } from '../../../../shared/api/methods/tournament';
import type { GameId } from '../../../../shared/games/types';
import { descriptorOf } from '../../../../shared/games/registry';
import type { Question } from '../../components/ConfirmDialog.vue';
import { t } from '../../i18n';

export interface CancelContext {
  game: GameId;
  name: string;
  round: number;
  table: number | null;
  /** The forfeiter's status now: withdrawn or barred is lifted. */
  status: EntryView['status'] | undefined;
  /** Rounds after the forfeit's that are already paired (the forfeiter may not be in them). */
  laterPaired: number[];
}

export function cancelForfeitQuestion(c: CancelContext): Question {
  const table = c.table ?? '—';
  const parts = [t('forfeit.cancelText', { table })];
  if (c.status === 'withdrawn' || c.status === 'barred') {
    parts.push(descriptorOf(c.game).match.forfeitStrikes ? t('forfeit.cancelBackOnino', { name: c.name }) : t('forfeit.cancelBack', { name: c.name }));
    if (c.laterPaired.length) parts.push(pairedText(c.name, c.laterPaired));
  }
  return {
    title: t('forfeit.cancelTitle', { name: c.name, round: c.round, table }), text: parts.join(' '),
    confirmLabel: t('forfeit.cancel'), reason: 'required', reasonLabel: t('forfeit.cancelWhy'), danger: true,
  };
}

function pairedText(name: string, rounds: number[]): string {
  return t('forfeit.cancelPaired', { rounds: rounds.join(', '), name, next: Math.max(...rounds) + 1 }, rounds.length);
}

/** The toast after it is done, with what the director must still do when later rounds were paired without the player. */
export function cancelledText(out: CancelledForfeitView, name: string): string {
  const done = t('forfeit.cancelled', { round: out.sanction.round, table: out.sanction.board ?? '—' });
  return out.pairedWithout.length ? `${done}. ${pairedText(name, out.pairedWithout)}` : done;
}
