import { describe, expect, it } from 'vitest';
import { tempBackend, must } from '../support/tempdb';
import type { GameState, GameInfo } from '../../src/shared/api/methods/games';
import type { ChangeNotice } from '../../src/shared/api/contract';
import { openDatabase } from '../../src/main/db/connection';
import { createBackend } from '../../src/main/services/backend';
import { gameRules } from '../../src/shared/games/registry';

describe('games service: recording move by move', () => {
  it('records an Othello game action by action, replays it after a reopen, and reports the engine status', () => {
    const { backend, db, file } = tempBackend();
    const game = must<GameInfo>(backend, 'games.create', { game: 'othello', title: 'Table 1' });
    let seq = 0;
    for (const move of ['F5', 'd6', 'c3']) {
      const state = must<GameState>(backend, 'games.append', { id: game.id, expectedSeq: seq, action: move });
      seq = state.seq;
    }
    expect(seq).toBe(3);
    db.close();
    const reopened = createBackend(openDatabase({ file }));
    const state = must<GameState>(reopened, 'games.get', { id: game.id });
    expect(state.actions).toEqual(['f5', 'd6', 'c3']); // canonical notation is what is stored
    expect(state.report).toMatchObject({ status: 'ongoing', toMove: 'white' });
    const early = must<GameState>(reopened, 'games.get', { id: game.id, ply: 1 });
    expect(early.ply).toBe(1);
    expect(early.report).toMatchObject({ toMove: 'white' });
    reopened.db.close();
  });

  it('refuses an illegal move naming the rule, and saves nothing', () => {
    const { backend } = tempBackend();
    const game = must<GameInfo>(backend, 'games.create', { game: 'othello' });
    const result = backend.call('games.append', { id: game.id, expectedSeq: 0, action: 'a1' });
    expect(result).toMatchObject({ ok: false, error: { code: 'rule', details: { rule: 'othello rule 2' } } });
    expect(must<GameState>(backend, 'games.get', { id: game.id }).seq).toBe(0);
    expect(backend.call('games.append', { id: game.id, expectedSeq: 0, action: 'zz99' })).toMatchObject({ ok: false, error: { code: 'rule' } });
  });

  it('gives a second device a conflict instead of a forked record (expected sequence)', () => {
    const { backend } = tempBackend();
    const game = must<GameInfo>(backend, 'games.create', { game: 'ninuki', options: { size: 13 } });
    must(backend, 'games.append', { id: game.id, expectedSeq: 0, action: 'G7' });
    const stale = backend.call('games.append', { id: game.id, expectedSeq: 0, action: 'H8' });
    expect(stale).toMatchObject({ ok: false, error: { code: 'conflict', details: { seq: 1 } } });
    expect(must<GameState>(backend, 'games.get', { id: game.id }).actions).toEqual(['G7']);
  });

  it('undoes the last action and keeps it in the audit log', () => {
    const { backend, db } = tempBackend();
    const game = must<GameInfo>(backend, 'games.create', { game: 'onino' });
    must(backend, 'games.append', { id: game.id, expectedSeq: 0, action: 'g7' });
    must(backend, 'games.append', { id: game.id, expectedSeq: 1, action: 'h9' });
    const undone = must<GameState>(backend, 'games.undo', { id: game.id, expectedSeq: 2, reason: 'mis-click' });
    expect(undone.actions).toEqual(['g7']);
    expect(db.prepare('SELECT action, reason, detail FROM audit').all()).toEqual([{ action: 'undo', reason: 'mis-click', detail: '{"seq":2,"removed":"h9"}' }]);
    expect(backend.call('games.undo', { id: game.id, expectedSeq: 2, reason: 'again' })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    // The audit log keeps why: an undo without a reason is refused and changes nothing.
    expect(backend.call('games.undo', { id: game.id, expectedSeq: 1, reason: '  ' })).toMatchObject({ ok: false, error: { code: 'invalid', details: { issues: [{ field: 'reason' }] } } });
    expect(must<GameState>(backend, 'games.get', { id: game.id }).actions).toEqual(['g7']);
  });

  it('plays every game through the same API', () => {
    const { backend } = tempBackend();
    const openings: Record<string, string[]> = {
      othello: ['f5', 'f6'], onino: ['a1', 'b2'], ninuki: ['K10', 'L11'], tonobeb: ['a6-c6'],
      dominoes: [],
    };
    for (const [game, moves] of Object.entries(openings)) {
      const info = must<GameInfo>(backend, 'games.create', { game });
      moves.forEach((action, i) => must(backend, 'games.append', { id: info.id, expectedSeq: i, action }));
      const state = must<GameState>(backend, 'games.get', { id: info.id, audience: 'players' });
      expect(state.seq).toBe(moves.length);
      expect(state.view).toBeTruthy();
    }
    expect(must<GameInfo[]>(backend, 'games.list', {})).toHaveLength(5);
  });

  it('announces each change after its commit with the new record length, and an appended action in canonical notation', () => {
    const { backend } = tempBackend();
    const notices: ChangeNotice[] = [];
    backend.subscribe((notice) => notices.push(notice));
    const game = must<GameInfo>(backend, 'games.create', { game: 'onino' });
    must(backend, 'games.append', { id: game.id, expectedSeq: 0, action: 'G7', audience: 'director' });
    expect(backend.call('games.append', { id: game.id, expectedSeq: 1, action: 'g7' }).ok).toBe(false); // occupied: no notice
    expect(backend.call('games.append', { id: game.id, expectedSeq: 0, action: 'h9' }).ok).toBe(false); // stale: no notice
    must(backend, 'games.undo', { id: game.id, expectedSeq: 1, reason: 'mis-click' });
    expect(notices).toEqual([
      { topic: 'games', id: game.id, seq: 0 },
      { topic: 'games', id: game.id, seq: 1, action: 'g7' },
      { topic: 'games', id: game.id, seq: 0 },
    ]);
  });

  it('a board that drew the move asks for a receipt (issue 45): the length, the action as recorded and the status, and the record holds it', () => {
    const { backend } = tempBackend();
    const { id } = must<GameInfo>(backend, 'games.create', { game: 'othello' });
    expect(must(backend, 'games.append', { id, expectedSeq: 0, action: ' F5 ', audience: 'players', answer: 'receipt' })).toEqual({ id, seq: 1, action: 'f5', status: 'ongoing' });
    // Without asking, the state after the move, as before.
    const state = must<GameState>(backend, 'games.append', { id, expectedSeq: 1, action: 'd6', audience: 'players' });
    expect(state).toMatchObject({ id, seq: 2, actions: ['f5', 'd6'], status: 'ongoing' });
    expect(state.view).toBeDefined();
    // A refused move is refused as ever: a receipt is only for a recorded one.
    expect(backend.call('games.append', { id, expectedSeq: 2, action: 'a1', answer: 'receipt' })).toMatchObject({ ok: false, error: { code: 'rule' } });
    expect(must<GameState>(backend, 'games.get', { id, audience: 'director' }).actions).toEqual(['f5', 'd6']);
  });

  it('R-DOM-8: a game that hides part of its record from the audience answers with its state even when a receipt is asked for', () => {
    const { backend } = tempBackend();
    const options = { seed: 'club-night', mode: 'known' };
    const { id } = must<GameInfo>(backend, 'games.create', { game: 'dominoes', options });
    const rules = gameRules('dominoes');
    const setup = rules.setup(options);
    if (!setup.ok) throw new Error(setup.error.message);
    const [first, second] = (() => {
      const a = rules.legal!(setup.value)[0]!;
      const next = rules.apply(setup.value, a);
      if (!next.ok) throw new Error(next.error.message);
      return [rules.formatAction(a), rules.formatAction(rules.legal!(next.value)[0]!)];
    })();
    // The players' page replays the open log, not the record: it gets that log's state, not a receipt.
    const players = must<GameState>(backend, 'games.append', { id, expectedSeq: 0, action: first, audience: 'players', answer: 'receipt' });
    expect(players).toMatchObject({ id, seq: 1, options: { mode: 'open' } });
    expect(JSON.stringify(players)).not.toContain('club-night');
    // The director sees the whole record: a receipt.
    expect(must(backend, 'games.append', { id, expectedSeq: 1, action: second, audience: 'director', answer: 'receipt' })).toEqual({ id, seq: 2, action: second, status: 'ongoing' });
  });

  it('onino rule 7: a notice carries the record only, never the director\'s view, whatever the audience of the call', () => {
    const { backend } = tempBackend();
    const notices: ChangeNotice[] = [];
    backend.subscribe((notice) => notices.push(notice));
    const game = must<GameInfo>(backend, 'games.create', { game: 'onino' });
    const moves = ['a1', 'a3', 'b1', 'b3', 'c1', 'c3', 'd1', 'd3', 'e1'];
    let last: GameState | undefined;
    moves.forEach((action, i) => (last = must<GameState>(backend, 'games.append', { id: game.id, expectedSeq: i, action, audience: 'director' })));
    expect(last!.view).toHaveProperty('undeclaredOninos'); // the director's answer shows the undeclared ONINO
    const players = must<GameState>(backend, 'games.get', { id: game.id, audience: 'players' });
    for (const notice of notices) {
      expect(Object.keys(notice).sort()).toEqual(notice.action === undefined ? ['id', 'seq', 'topic'] : ['action', 'id', 'seq', 'topic']);
      // Whatever a notice says, a players' games.get already gives: the record up to that length.
      if (notice.action !== undefined) expect(players.actions[notice.seq! - 1]).toBe(notice.action);
    }
  });
});
