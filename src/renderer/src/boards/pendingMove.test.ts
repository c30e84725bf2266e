import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../shared/api/methods/games';
import { missedNotice, noticeStep, phaseWithoutAnswer, recordHolds, tapped } from './pendingMove';

/** A board's record as the server answers it (only the fields the decisions read matter). */
const board = (actions: string[], ply = actions.length): GameState =>
  ({ id: 3, game: 'othello', options: {}, title: '', eventId: null, createdAt: '', seq: actions.length, status: 'ongoing', actions, ply, report: {}, view: null }) as unknown as GameState;

describe('the pending move without Vue (docs/safety.md, "What a device shows")', () => {
  it('a tap is sent against the record it was tapped on, held when offline', () => {
    expect(tapped('f5', 0, false)).toEqual({ action: 'f5', seq: 0, phase: 'sending', unanswered: false, held: false, inFlight: false });
    expect(tapped('f5', 2, true).held).toBe(true);
  });

  it('a send without an answer is checked, or stays held while a move tapped offline is still offline', () => {
    expect(phaseWithoutAnswer(tapped('f5', 0, false), true)).toBe('checking');
    expect(phaseWithoutAnswer(tapped('f5', 0, true), true)).toBe('held');
    expect(phaseWithoutAnswer(tapped('f5', 0, true), false)).toBe('checking');
  });

  it('a record that moved on holds this device\'s move only after an unanswered attempt and with this very action at its seq', () => {
    const m = tapped('f5', 0, false);
    expect(recordHolds(board(['f5']), m, 'f5')).toBe(false);
    m.unanswered = true;
    expect(recordHolds(board(['f5']), m, 'f5')).toBe(true);
    expect(recordHolds(board(['d3']), m, 'f5')).toBe(false);
  });

  it('a notice heard while a move was on its way is missed when the answer does not show it', () => {
    expect(missedNotice(null, board(['f5']))).toBe(false);
    expect(missedNotice({ seq: 1, action: 'f5' }, board(['f5']))).toBe(false);
    expect(missedNotice({ seq: 1, action: 'd3' }, board(['f5']))).toBe(true);
    expect(missedNotice({ seq: 2 }, board(['f5']))).toBe(true);
  });
});

describe('a change notice on the board shown', () => {
  const at = (seq: number, action?: string) => ({ topic: 'games' as const, id: 3, seq, ...(action ? { action } : {}) });

  it('draws another device\'s appended action from the notice, and reads again when it cannot', () => {
    expect(noticeStep(at(2, 'd6'), 3, board(['f5']), false, false)).toEqual({ kind: 'draw', action: 'd6' });
    // A request is out: its answer may be older than the notice, read the record instead.
    expect(noticeStep(at(2, 'd6'), 3, board(['f5']), false, true)).toEqual({ kind: 'read', ply: undefined });
    // Two actions later (or an undo): read again, keeping the position studied.
    expect(noticeStep(at(3), 3, board(['f5', 'd6'], 1), false, false)).toEqual({ kind: 'read', ply: 1 });
  });

  it('ignores its own change, other games and notices without a count; remembers them while its own move is on its way', () => {
    expect(noticeStep(at(1, 'f5'), 3, board(['f5']), false, false)).toEqual({ kind: 'ignore' });
    expect(noticeStep({ ...at(2, 'd6'), id: 4 }, 3, board(['f5']), false, false)).toEqual({ kind: 'ignore' });
    expect(noticeStep({ topic: 'games', id: 3 }, 3, board(['f5']), false, false)).toEqual({ kind: 'ignore' });
    expect(noticeStep(at(2, 'd6'), 3, board(['f5']), true, false)).toEqual({ kind: 'remember', heard: { seq: 2, action: 'd6' } });
  });

  it('another process\'s change (external, no id) reads the record again unless this device waits for an answer', () => {
    const external = { topic: 'games' as const, external: true as const };
    expect(noticeStep(external, 3, board(['f5', 'd6'], 1), false, false)).toEqual({ kind: 'read', ply: 1 });
    expect(noticeStep(external, 3, board(['f5']), true, false)).toEqual({ kind: 'ignore' });
    expect(noticeStep(external, 3, null, false, false)).toEqual({ kind: 'ignore' });
  });
});
