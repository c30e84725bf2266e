import { describe, expect, it } from 'vitest';
import { checkFirstMove, drawForSet, emptyOutcome, firstMoveDue, firstMoveMethod, matchOutcome, matchOutcomeInto, newMatchGames, oninoFirstPlayChooser, recordFirstMove } from './match';
import { DEFAULT_SCORING, type Match } from './model';
import { match, played } from './testing';

describe('matchOutcome', () => {
  it('R-ONI-12: an Onino match goes to the higher total, even on fewer games won', () => {
    const m = match(1, 'x', 'y', played('a', 60, -60), played('b', -20, 20), played('b', -5, 5));
    const o = matchOutcome('onino', m, DEFAULT_SCORING);
    expect(o).toMatchObject({ status: 'played', winner: 'a', totals: { a: 35, b: -35 }, gamesWon: { a: 1, b: 2 }, points: { a: 1, b: 0 } });
  });

  it('R-ONI-12: equal Onino totals make a drawn match', () => {
    const o = matchOutcome('onino', match(1, 'x', 'y', played('a', 30, -30), played('b', -30, 30)), DEFAULT_SCORING);
    expect(o).toMatchObject({ winner: null, points: { a: 0.5, b: 0.5 } });
  });

  it('other games: the match goes to more games won; 1-1 is a drawn match', () => {
    const o = matchOutcome('othello', match(1, 'x', 'y', played('a', 40, 24), played('b', 30, 34, { first: 'b' })), DEFAULT_SCORING);
    expect(o).toMatchObject({ winner: null, gamePoints: { a: 1, b: 1 }, totals: { a: 70, b: 58 }, margins: { a: 12, b: -12 } });
  });

  it('a game without a result keeps the match pending; a forfeit scores by the event', () => {
    expect(matchOutcome('othello', match(1, 'x', 'y', played('a', 40, 24), { first: 'b', result: null }), DEFAULT_SCORING).status).toBe('pending');
    const f: Match = { ...match(1, 'x', 'y'), forfeit: 'a' };
    expect(matchOutcome('othello', f, DEFAULT_SCORING)).toMatchObject({ status: 'forfeit', winner: 'b', points: { a: 0, b: 1 } });
  });

  it('R-ONI-13: a match whose only game is under protest is void until decided', () => {
    const m = match(1, 'x', 'y', played('a', 60, -60, { flags: { underProtest: true } }));
    expect(matchOutcome('onino', m, DEFAULT_SCORING)).toMatchObject({ status: 'void', points: { a: 0, b: 0 } });
  });
});

describe('matchOutcomeInto (the standings reuse one outcome for every match)', () => {
  it('gives each match the outcome matchOutcome gives it, whatever the match before it left behind', () => {
    const scoring = { ...DEFAULT_SCORING, forfeitWin: 1, forfeitLoss: -1 };
    const matches: Array<[Parameters<typeof matchOutcome>[0], Match]> = [
      ['onino', match(1, 'x', 'y', played('a', 60, -60), played('b', -20, 20), played('b', -5, 5))],
      ['othello', { ...match(2, 'x', 'y'), forfeit: 'a' }],
      ['othello', match(3, 'x', 'y', played('a', 40, 24), played('b', 30, 34, { first: 'b' }))],
      ['othello', match(4, 'x', 'y', played('a', 40, 24), { first: 'b', result: null })],
      ['othello', { kind: 'match', board: 5, a: 'A', b: 'B', games: [{ first: 'a', result: { winner: 'b', score: { a: 0, b: 0 }, margin: 0, ending: 'forfeit' } }] }],
      ['onino', match(6, 'x', 'y', played('a', 60, -60, { flags: { underProtest: true } }))],
      ['othello', match(7, 'x', 'y', played('b', 20, 44, { first: 'b' }))],
    ];
    const reused = emptyOutcome();
    for (const [game, m] of matches) {
      const fresh = matchOutcome(game, m, scoring);
      expect(matchOutcomeInto(game, m, scoring, reused)).toBe(reused);
      expect(reused, `board ${m.board}`).toEqual(fresh);
    }
  });
});

describe('first moves in a match', () => {
  it('R-TON-3: Othello, Ninuki-Renju and Tonobeb mini-matches alternate the first move', () => {
    expect(newMatchGames('tonobeb', 3, 'b').map((g) => g.first)).toEqual(['b', 'a', 'b']);
    expect(firstMoveMethod('onino')).toBe('toss-and-choice');
    expect(firstMoveMethod('dominoes')).toBe('draw-for-set');
  });

  it('R-ONI-11: a toss for game 1, then the loser of the previous game chooses', () => {
    const m = match(1, 'x', 'y', played('a', 60, -60), played(null, 0, 0, { lastPlay: 'a' }), { first: 'a', result: null });
    expect(oninoFirstPlayChooser(m, 0)).toEqual({ ok: true, value: { how: 'toss' } });
    expect(oninoFirstPlayChooser(m, 1)).toEqual({ ok: true, value: { how: 'choice', by: 'b' } });
  });

  it('R-ONI-11: after a draw the side that made the last play chooses', () => {
    const m = match(1, 'x', 'y', played(null, 0, 0, { lastPlay: 'a' }), { first: 'a', result: null });
    expect(oninoFirstPlayChooser(m, 1)).toEqual({ ok: true, value: { how: 'choice', by: 'a' } });
    const unknown = match(1, 'x', 'y', played(null, 0, 0), { first: 'a', result: null });
    expect(oninoFirstPlayChooser(unknown, 1)).toMatchObject({ ok: false, error: { rule: 'R-ONI-11' } });
  });

  it('R-ONI-11: the recorded toss and choice are checked against who played first', () => {
    const m: Match = match(1, 'x', 'y',
      { ...played('a', 60, -60, { first: 'b' }), decidedBy: { how: 'toss', won: 'a', chose: 'second' } },
      { first: 'a', result: null, decidedBy: { how: 'choice', by: 'a', chose: 'first' } },
    );
    expect(checkFirstMove('onino', m, 0)).toEqual({ ok: true, value: 'b' });
    // Game 1 was won by a, so b (the loser) chooses, not a.
    expect(checkFirstMove('onino', m, 1)).toMatchObject({ ok: false, error: { rule: 'R-ONI-11' } });
  });

  it('R-DOM-2: the higher pip total sets; a tie is drawn again', () => {
    expect(drawForSet([{ a: 5, b: 5 }, { a: 3, b: 9 }])).toEqual({ ok: true, value: 'b' });
    expect(drawForSet([{ a: 5, b: 5 }])).toMatchObject({ ok: false, error: { rule: 'R-DOM-2' } });
    expect(drawForSet([{ a: 6, b: 5 }, { a: 3, b: 9 }])).toMatchObject({ ok: false });
    const m: Match = match(1, 'x', 'y', { first: 'a', result: null, decidedBy: { how: 'draw-for-set', draws: [{ a: 1, b: 8 }] } });
    expect(checkFirstMove('dominoes', m, 0)).toMatchObject({ ok: false, error: { rule: 'R-DOM-2' } });
  });
});

describe('who settles the next first move, and why', () => {
  it('R-ONI-11: the toss for game 1, then the loser chooses, after a draw the side that made the last play', () => {
    const fresh = match(1, 'x', 'y', { first: 'a', result: null }, { first: 'a', result: null });
    expect(firstMoveDue('onino', fresh, 0)).toMatchObject({ how: 'toss', by: null, recorded: false, why: expect.stringMatching(/elects to play first or second.*rule 2/) });
    expect(firstMoveDue('onino', fresh, 1)).toMatchObject({ how: 'choice', by: null, why: expect.stringMatching(/no result yet/) });
    const won = match(1, 'x', 'y', { ...played('a', 60, -60), decidedBy: { how: 'toss', won: 'a', chose: 'first' } }, { first: 'a', result: null });
    expect(firstMoveDue('onino', won, 0).recorded).toBe(true);
    expect(firstMoveDue('onino', won, 1)).toMatchObject({ how: 'choice', by: 'b', recorded: false, why: 'as the loser of game 1 (onino rule 3, R-ONI-11)' });
    const drawn = match(1, 'x', 'y', played(null, 0, 0, { lastPlay: 'b' }), { first: 'a', result: null });
    expect(firstMoveDue('onino', drawn, 1)).toMatchObject({ by: 'b', why: expect.stringMatching(/made the last play of game 1, which was drawn/) });
  });

  it('R-DOM-2 / R-TON-3: a draw for set per game; a Tonobeb toss for game 1, then the sides alternate', () => {
    const m = match(1, 'x', 'y', ...newMatchGames('tonobeb', 3, 'a'));
    expect(firstMoveDue('dominoes', m, 0)).toMatchObject({ how: 'draw-for-set', recorded: false });
    expect(firstMoveDue('tonobeb', m, 0)).toMatchObject({ how: 'toss', recorded: false, why: expect.stringMatching(/R-TON-3/) });
    expect(firstMoveDue('tonobeb', m, 1)).toMatchObject({ how: 'alternate', recorded: true });
    expect(firstMoveDue('othello', m, 0)).toMatchObject({ how: 'allocated', recorded: true });
    expect(firstMoveMethod('tonobeb')).toBe('toss-then-alternate');
  });

  it('R-TON-3: the toss of game 1 sets who moves first and the later games alternate from it; only game 1 is tossed', () => {
    const m = match(1, 'x', 'y', ...newMatchGames('tonobeb', 3, 'a'));
    const tossed = recordFirstMove('tonobeb', m, 0, { how: 'toss', won: 'b', chose: 'first' }, 'b');
    expect(tossed.ok && tossed.value.games.map((g) => g.first)).toEqual(['b', 'a', 'b']);
    expect(tossed.ok && firstMoveDue('tonobeb', tossed.value, 0).recorded).toBe(true);
    expect(recordFirstMove('tonobeb', m, 1, { how: 'toss', won: 'b', chose: 'first' }, 'b')).toMatchObject({ ok: false, error: { rule: 'R-TON-3' } });
    // The slot given must be the one the toss gives.
    expect(recordFirstMove('tonobeb', m, 0, { how: 'toss', won: 'b', chose: 'second' }, 'b')).toMatchObject({ ok: false, error: { rule: 'R-TON-3' } });
  });
});

describe('a game won by forfeit (issue 16 defect 6)', () => {
  it('is a forfeit of the match: scored by the forfeit policy, no discs in the game-score totals', () => {
    const ff: Match = { kind: 'match', board: 1, a: 'A', b: 'B', games: [{ first: 'a', result: { winner: 'a', score: { a: 0, b: 0 }, margin: 0, ending: 'forfeit' } }] };
    const o = matchOutcome('othello', ff, { ...DEFAULT_SCORING, forfeitWin: 1, forfeitLoss: -1 });
    expect(o).toMatchObject({ status: 'forfeit', winner: 'a', points: { a: 1, b: -1 }, totals: { a: 0, b: 0 }, margins: { a: 0, b: 0 } });
  });
});
