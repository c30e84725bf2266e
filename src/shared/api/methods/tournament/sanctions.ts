/** The tournament API, sanctions and the audit log: defaults, forfeits, protests and penalties, and every change recorded. */
import { z } from 'zod';
import { Audience, Id } from '../../schemas';
import { ResultFields } from './results';
import { Board, EntryRef, EventRef, GameNo, RoundNo, out } from './fields';

export interface SanctionView {
  id: number;
  kind: 'default' | 'forfeit' | 'protest' | 'penalty';
  entry: string | null;
  round: number;
  board: number | null;
  game: number | null;
  reason: string;
  decision: string | null;
  decidedAt: string | null;
  detail: unknown;
  at: string;
  /** A forfeit taken back by the director (sanctions.cancelForfeit): kept in the log, no longer applied. */
  cancelled?: boolean;
}

/** What taking a forfeit back did: the forfeiter's withdrawal lifted, and later rounds already paired without them. */
export interface CancelledForfeitView {
  sanction: SanctionView;
  reinstated: boolean;
  pairedWithout: number[];
}

export interface AuditView {
  id: number;
  at: string;
  /** Who made the change: "director (this computer)", "table device, game 12 (192.168.1.20)", "td command line"; '' when not known. */
  actor: string;
  eventId: number | null;
  gameId: number | null;
  action: string;
  reason: string;
  detail: unknown;
}

export const sanctionMethods = {
  'sanctions.record': {
    input: z.object({
      eventId: Id, kind: z.enum(['forfeit', 'default', 'protest', 'penalty']), round: RoundNo,
      entry: EntryRef.optional(), board: Board.optional(), game: GameNo.optional(),
      reason: z.string().trim().min(1, 'say why').max(500), alternate: Id.optional(),
    }),
    output: out<SanctionView>(),
  },
  'sanctions.decide': {
    input: z.object({
      eventId: Id, sanctionId: Id, decision: z.string().trim().min(1, 'record the decision').max(500),
      result: z.object(ResultFields).optional(),
    }),
    output: out<SanctionView>(),
  },
  /**
   * A forfeit recorded by mistake taken back, with the reason (audited): the board goes back to no result and
   * the withdrawal (Onino: the bar and the struck scores) the forfeit made is lifted.
   */
  'sanctions.cancelForfeit': {
    input: z.object({ eventId: Id, sanctionId: Id, reason: z.string().trim().min(1, 'say why').max(500) }),
    output: out<CancelledForfeitView>(),
  },
  /** Players (guests on the LAN) get every entry without its reason: free text for the director only. */
  'sanctions.list': { input: EventRef.extend({ audience: Audience }), output: out<SanctionView[]>() },
  'audit.list': { input: EventRef.extend({ audience: Audience }), output: out<AuditView[]>() },
} as const;
