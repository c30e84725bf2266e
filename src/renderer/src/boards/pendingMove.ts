/**
 * The pending move's decisions without Vue (issue 40): what a device does with a tap's fate, a change notice
 * and a record read again. `session.ts` keeps the wiring (refs, timers, requests) and asks these.
 */
import type { ChangeNotice } from '../../../shared/api/contract';
import type { GameState } from '../../../shared/api/methods/games';

/**
 * The one move a device may have on its way (docs/safety.md, "What a device shows"): tapped against the
 * record of `seq` actions and sent against that record only, never re-based on a newer one.
 */
export interface PendingMove {
  action: string;
  seq: number;
  /** sending: a request is out; checking: no answer came, its fate is being found out; held: tapped offline. */
  phase: 'sending' | 'checking' | 'held';
  /** A request went out without an answer: a record that holds this move at `seq` holds this device's move. */
  unanswered: boolean;
  /** Tapped while offline: its outcome is reported when it goes out. */
  held: boolean;
  /** A request is out and has neither been answered nor timed out: no second one goes meanwhile. */
  inFlight: boolean;
}

/** A move tapped on the record of `seq` actions; held when the device is offline. */
export const tapped = (action: string, seq: number, offline: boolean): PendingMove =>
  ({ action, seq, phase: 'sending', unanswered: false, held: offline, inFlight: false });

/** A send without an answer: held while offline (when tapped offline), else its fate is being checked. */
export const phaseWithoutAnswer = (m: PendingMove, offline: boolean): PendingMove['phase'] => (offline && m.held ? 'held' : 'checking');

/**
 * The record moved past the move's `seq`: it holds this device's move only if an attempt went out unanswered
 * and the action at `seq` is this very move (in the canonical notation the server records).
 */
export const recordHolds = (record: GameState, m: PendingMove, canonicalAction: string): boolean =>
  m.unanswered && record.actions[m.seq] === canonicalAction;

/** A notice heard while a move was on its way. */
export interface Heard {
  seq: number;
  action?: string;
}

/** The answer shown does not account for the notice heard meanwhile: the record must be read again. */
export const missedNotice = (heard: Heard | null, now: GameState | null): boolean =>
  !!heard && !!now && (heard.seq !== now.seq || (heard.action !== undefined && heard.action !== now.actions[now.seq - 1]));

/** What a change notice about games means for the board shown. */
export type NoticeStep =
  | { kind: 'ignore' }
  /** A move or an undo of this device is on its way: its answer is the next truth; remember the notice. */
  | { kind: 'remember'; heard: Heard }
  /** Another device appended one action to the record shown: draw it from the notice. */
  | { kind: 'draw'; action: string }
  /** Read the record again, at `ply` when an earlier position is being studied. */
  | { kind: 'read'; ply?: number };

/** The position a re-read keeps: the one studied, or the latest. */
const keptPly = (current: GameState): number | undefined => (current.ply < current.seq ? current.ply : undefined);

/** The step for `notice` about game `id`, the board showing `current`; `waiting`: a move or undo is on its way; `busy`: a request is out. */
export function noticeStep(notice: ChangeNotice, id: number, current: GameState | null, waiting: boolean, busy: boolean): NoticeStep {
  // Another process changed the file (no id: anything may have changed): read the record again.
  if (notice.external) return !waiting && current ? { kind: 'read', ply: keptPly(current) } : { kind: 'ignore' };
  if (notice.id !== id || !current || notice.seq === undefined) return { kind: 'ignore' };
  if (waiting) return { kind: 'remember', heard: { seq: notice.seq, ...(notice.action !== undefined ? { action: notice.action } : {}) } };
  // This page's own change (or one it already shows): nothing to draw.
  if (notice.seq === current.seq && (notice.action === undefined || notice.action === current.actions[current.seq - 1])) return { kind: 'ignore' };
  if (notice.action !== undefined && notice.seq === current.seq + 1 && !busy) return { kind: 'draw', action: notice.action };
  // Otherwise follow the record, keeping an earlier position if one is being studied.
  return { kind: 'read', ply: keptPly(current) };
}
