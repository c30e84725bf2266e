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

const pts = (n: number) => `${points(n) || '0'} point${n === 1 ? '' : 's'}`;

export function forfeitEffect(c: ForfeitContext): string {
  const where = c.match ? `round ${c.round}, table ${c.match.board} against ${c.match.opponent}` : `round ${c.round} (no match found: the round is not paired or ${c.name} has a bye)`;
  if (descriptorOf(c.game).match.forfeitStrikes) {
    if (c.kind === 'default' && c.earlierDefaults === 0) {
      return `A first default (R-ONI-15): it is logged and the game of ${where} is to be replayed; nothing is scored now.`;
    }
    const second = c.kind === 'default' ? 'This is a second default, so it counts as a forfeit (R-ONI-15). ' : '';
    return `${second}${c.name} forfeits ${where} and is barred from round ${c.round + 1} on; every game ${c.name} played in the event is struck from the other players' tallies (R-ONI-14).`;
  }
  const score = c.match ? ` ${c.match.opponent} scores ${pts(c.scoring.forfeitWin)}, ${c.name} ${pts(c.scoring.forfeitLoss)}.` : '';
  const out = c.withdrawForfeiter ? ` ${c.name} is withdrawn from round ${c.round + 1} on (the event's forfeit policy; reinstate on the Entries screen).` : ` ${c.name} stays in the event (the event does not withdraw forfeiters).`;
  return `${c.name} forfeits ${where}.${score}${out}`;
}
