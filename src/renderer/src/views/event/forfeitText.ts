/**
 * What recording a forfeit (or a default) will do, said before the director confirms it, from the
 * same policy the domain applies (src/shared/tournament/sanctions.ts: recordForfeit, recordDefault):
 * Onino bars the player and strikes every game they played (R-ONI-14), a first Onino default is a
 * replay and a second one a forfeit (R-ONI-15); the other games score the match by the event's
 * forfeit points and withdraw the forfeiter from the next round when the event says so.
 */
import type { GameId } from '../../../../shared/games/types';
import { descriptorOf } from '../../../../shared/games/registry';
import type { Scoring } from '../../../../shared/tournament';
import { points } from './labels';
import { t } from '../../i18n';

export interface ForfeitContext {
  game: GameId;
  kind: 'forfeit' | 'default';
  scoring: Scoring;
  withdrawForfeiter: boolean;
  name: string;
  round: number;
  /** The forfeiter's match that round, if paired. */
  match: { board: number; opponent: string } | null;
  /** Defaults already recorded against the entry. */
  earlierDefaults: number;
}

const pts = (n: number) => t('results.points', { p: points(n) || '0' }, n === 1 ? 1 : 2);

export function forfeitEffect(c: ForfeitContext): string {
  const where = c.match ? t('forfeit.where', { round: c.round, table: c.match.board, opponent: c.match.opponent }) : t('forfeit.whereNone', { round: c.round, name: c.name });
  if (descriptorOf(c.game).match.forfeitStrikes) {
    if (c.kind === 'default' && c.earlierDefaults === 0) {
      return t('forfeit.firstDefault', { where });
    }
    const second = c.kind === 'default' ? `${t('forfeit.secondDefault')} ` : '';
    return `${second}${t('forfeit.oninoBarred', { name: c.name, where, next: c.round + 1 })} ${t('forfeit.undoHint')}`;
  }
  const score = c.match ? ` ${t('forfeit.scores', { opponent: c.match.opponent, win: pts(c.scoring.forfeitWin), name: c.name, loss: pts(c.scoring.forfeitLoss) })}` : '';
  const out = ` ${c.withdrawForfeiter ? t('forfeit.withdrawn', { name: c.name, next: c.round + 1 }) : t('forfeit.stays', { name: c.name })}`;
  return `${t('forfeit.forfeits', { name: c.name, where })}${score}${out}${c.kind === 'forfeit' ? ` ${t('forfeit.undoHint')}` : ''}`;
}
