import { describe, expect, it } from 'vitest';
import { rules } from './index';
import { defaultScore } from './rules';
import { officialCount } from './position';
import type { OthelloAction, OthelloState } from './types';

const start = (): OthelloState => {
  const s = rules.setup();
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
};

/** Replays a record text; throws with the refusal so a test shows it. */
function play(text: string, from = start()): OthelloState {
  const record = rules.parseRecord(text);
  if (!record.ok) throw new Error(JSON.stringify(record.error));
  let state = from;
  for (const [i, action] of record.value.actions.entries()) {
    const next = rules.apply(state, action);
    if (!next.ok) throw new Error(`ply ${i + 1}: ${JSON.stringify(next.error)}`);
    state = next.value;
  }
  return state;
}

const refusal = (state: OthelloState, text: string) => {
  const action = rules.parseAction(text);
  if (!action.ok) throw new Error(action.error.message);
  const next = rules.apply(state, action.value);
  if (next.ok) throw new Error(`${text} was accepted`);
  return next.error;
};

const moves = (state: OthelloState) => rules.legal(state).map((a) => rules.formatAction(a)).sort();
const cell = (state: OthelloState, square: string) => {
  const [f, r] = [square.charCodeAt(0) - 97, Number(square[1]) - 1];
  return (rules.view(state, 'players') as { cells: (string | null)[] }).cells[r * 8 + f];
};

// A random game in which white has no move at ply 60 and passes (found by search; every ply checked here).
const PASS_GAME = 'f5 f4 f3 d6 c5 g3 e3 e2 h3 f2 g4 b5 b6 h5 f1 g1 c7 h4 e1 g2 h6 b8 h2 a7 g5 f6 c6 d3 d2 c2 e7 b7 d7 c3 h1 f7 b4 d1 a8 c4 b2 b1 c1 e6 g7 a2 a4 e8 a5 h7 a1 b3 a6 c8 a3 g6 d8 f8 g8 pass h8';
// A game that ends with one empty square: neither side can move (found by search).
const EARLY_END = 'c4c5c6e3f5e6d7c3e2c7b2e7c8e1f6g6g7b5d6f7f3a1h7e8d3h5f1b8c2d8g8g1b6a5a2b4g5d2b3g4f4h8a6a7d1a4h4a3b7f2h6g3g2h3h1f8h2 pass b1c1';
// The shortest possible game: black wipes white out after nine moves.
const WIPEOUT = 'd3c3b3d2e1d6d7e3f4';

describe('Othello rules', () => {
  it('R-OTH-1: start position d4/e5 white, e4/d5 black, black first with c4, d3, e6, f5', () => {
    const s = start();
    expect([cell(s, 'd4'), cell(s, 'e5'), cell(s, 'e4'), cell(s, 'd5')]).toEqual(['white', 'white', 'black', 'black']);
    expect(rules.status(s)).toMatchObject({ status: 'ongoing', toMove: 'black', score: { black: 2, white: 2 } });
    expect(moves(s)).toEqual(['c4', 'd3', 'e6', 'f5']);
  });

  it('othello sample game: c4 flips d4, then white may play c3, e3 or c5 and c3 flips d4 back', () => {
    const afterC4 = play('c4');
    expect(cell(afterC4, 'd4')).toBe('black');
    expect(moves(afterC4)).toEqual(['c3', 'c5', 'e3']);
    const afterC3 = play('c3', afterC4);
    expect(cell(afterC3, 'd4')).toBe('white');
    expect(rules.summary(afterC3)).toMatchObject({ discs: { black: 3, white: 3 }, transcript: 'c4c3' });
  });

  it('othello rule 3: one disc flips lines in several directions at once', () => {
    // white c5 closes c4 (north, with c3), d4 (north-east, with e3) and d5 (east, with e5)
    const after = play('d3c3c4e3d2 c5');
    const view = rules.view(after, 'players') as { last: { flipped: string[] } };
    expect(view.last.flipped).toEqual(['c4', 'd4', 'd5']);
    expect(['c4', 'd4', 'd5'].map((sq) => cell(after, sq))).toEqual(['white', 'white', 'white']);
  });

  it('othello rule 5: only discs in a line of the placed disc flip, even if they look outflanked', () => {
    // d3 lies between white c3 and e3 after c5, but not in a line from c5
    const after = play('d3c3c4e3d2 c5');
    expect([cell(after, 'c3'), cell(after, 'd3'), cell(after, 'e3'), cell(after, 'd2')]).toEqual(['white', 'black', 'white', 'black']);
  });

  it('othello rule 2: a move that outflanks nothing is refused, naming the square and the choices', () => {
    expect(refusal(start(), 'a1')).toMatchObject({ rule: 'othello rule 2', message: 'a1 outflanks no white disc; black can play d3, c4, f5, e6' });
  });

  it('othello rule 8: an occupied square is refused', () => {
    expect(refusal(start(), 'd4')).toMatchObject({ rule: 'othello rule 8', message: 'd4 is occupied by a white disc' });
  });

  it('othello rule 2: a side with a legal move may not pass', () => {
    expect(refusal(start(), 'pass')).toMatchObject({ rule: 'othello rule 2' });
  });

  it('R-OTH-2: a side with no legal move passes; the pass may be written or left out', () => {
    const before = play(PASS_GAME.replace(/ pass h8$/, ''));
    expect(rules.status(before)).toMatchObject({ status: 'ongoing', toMove: 'white', message: 'white has no legal move and must pass' });
    expect(rules.legal(before)).toEqual([{ type: 'pass' }]);
    const written = play('pass h8', before);
    const omitted = play('h8', before);
    expect(rules.status(written)).toEqual(rules.status(omitted));
    expect(rules.summary(written)).toEqual(rules.summary(omitted));
    expect(omitted.history?.impliedPass).toBe(true);
    expect(rules.status(omitted)).toMatchObject({ status: 'finished', winner: 'black', score: { black: 55, white: 9 }, margin: 46, ending: 'play' });
  });

  it('R-OTH-2: a move by neither side after a left-out pass is refused', () => {
    const before = play(PASS_GAME.replace(/ pass h8$/, ''));
    expect(refusal(before, 'a1')).toMatchObject({ rule: 'othello rule 8' });
  });

  it('R-OTH-2 and R-OTH-3: a game ends early when neither side can move; empty squares go to the winner', () => {
    const s = play(EARLY_END);
    expect(rules.summary(s)).toMatchObject({ discs: { black: 25, white: 38 }, official: { black: 25, white: 39 } });
    expect(rules.status(s)).toMatchObject({ status: 'finished', toMove: null, winner: 'white', score: { black: 25, white: 39 }, margin: 14, ending: 'play' });
    expect(rules.legal(s)).toEqual([]);
    expect(refusal(s, 'pass')).toMatchObject({ rule: 'R-OTH-2' });
  });

  it('R-OTH-3: a wipe-out after nine moves scores 64-0, margin 64, with the raw 13-0 kept', () => {
    const s = play(WIPEOUT);
    expect(rules.summary(s)).toMatchObject({ discs: { black: 13, white: 0 }, official: { black: 64, white: 0 } });
    expect(rules.status(s)).toMatchObject({ winner: 'black', score: { black: 64, white: 0 }, margin: 64 });
  });

  it('R-OTH-3: on a draw the empty squares are split evenly; the margin is 0', () => {
    expect(officialCount({ black: 30, white: 30 })).toEqual({ black: 32, white: 32 });
    expect(officialCount({ black: 20, white: 40 })).toEqual({ black: 20, white: 44 });
  });

  it('status while ongoing: raw counts as the score and no margin', () => {
    expect(rules.status(play('f5'))).toEqual({
      status: 'ongoing', toMove: 'white', winner: null, score: { black: 4, white: 1 }, margin: null, ending: null, message: 'white to move',
    });
  });

  it('apply never mutates the state it is given and never throws on garbage', () => {
    const s = play('f5d6');
    const before = JSON.stringify(s);
    rules.apply(s, { type: 'move', square: 'c3' });
    rules.apply(s, { type: 'fix', set: { d5: 'white' } });
    expect(JSON.stringify(s)).toBe(before);
    for (const junk of [null, 42, {}, { type: 'move' }, { type: 'move', square: 'z9' }, { type: 'fix', set: {} }, { type: 'fix', set: { d4: 'red' } }, { type: 'resign' }, { type: 'award', winner: 'x' }, { type: 'draw', score: { black: -1, white: 65 } }, { type: 'draw', reason: 'a "quote"' }]) {
      const r = rules.apply(s, junk as unknown as OthelloAction);
      expect(r).toMatchObject({ ok: false, error: { rule: 'notation' } });
    }
  });

  it('accepts upper-case squares from outside and keeps the record canonical', () => {
    const r = rules.apply(start(), { type: 'move', square: 'F5' });
    expect(r.ok && rules.summary(r.value).transcript).toBe('f5');
  });
});

describe('irregularities (R-ALL-2, othello rule 7)', () => {
  it('R-ALL-2: a mis-flip that stood is recorded, marked, and play goes on from the corrected position', () => {
    // white's d6 should have turned d5, but d5 stayed black on the physical board and the game went on
    const s = play('f5d6 fix(d5=b)');
    expect(cell(s, 'd5')).toBe('black');
    expect(rules.status(s)).toMatchObject({ toMove: 'black', score: { black: 4, white: 2 } });
    expect(rules.summary(s)).toMatchObject({ corrections: [{ ply: 3, fix: 'fix(d5=b)', set: { d5: 'black' } }] });
    const view = rules.view(s, 'director') as { last: { type: string; flipped: string[] } };
    expect(view.last).toMatchObject({ type: 'fix', flipped: ['d5'] });
    // d7 is legal only because of the corrected d5 (d6 white, d5 black)
    expect(moves(play('f5d6'))).not.toContain('d7');
    expect(moves(s)).toContain('d7');
    const next = play('d7', s);
    expect(cell(next, 'd6')).toBe('black');
    expect(rules.summary(next)).toMatchObject({ transcript: 'f5d6d7', corrections: [{ ply: 3 }] });
  });

  it('R-ALL-2: the record replays deterministically from a correction', () => {
    const a = play('f5d6c3 fix(d4=w,e4=w)');
    const b = play('F5 D6 C3 FIX(E4=W, D4=W)');
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(rules.summary(a)).toMatchObject({ discs: { black: 3, white: 4 }, corrections: [{ ply: 4, fix: 'fix(d4=w,e4=w)' }] });
  });

  it('R-ALL-2: a correction may only turn discs that are on the board to the other colour', () => {
    expect(refusal(start(), 'fix(a1=b)')).toMatchObject({ rule: 'R-ALL-2', message: expect.stringContaining('a1 is empty') });
    expect(refusal(start(), 'fix(d4=w)')).toMatchObject({ rule: 'R-ALL-2', message: expect.stringContaining('already white') });
  });
});

describe('endings (R-ALL-3)', () => {
  it('R-ALL-3: resignation, with the empty squares to the winner by default', () => {
    const s = play('f5d6c3d3c4 resign:white');
    expect(rules.status(s)).toMatchObject({ status: 'finished', toMove: null, winner: 'black', ending: 'resignation', score: { black: 61, white: 3 }, margin: 58 });
    expect(rules.legal(s)).toEqual([]);
    expect(refusal(s, 'f4')).toMatchObject({ rule: 'R-ALL-3' });
  });

  it('R-ALL-3: a resigning side that still leads on discs loses 31-33', () => {
    expect(defaultScore({ black: 40, white: 20 }, 'white')).toEqual({ black: 31, white: 33 });
    expect(defaultScore({ black: 6, white: 3 }, 'white')).toEqual({ black: 6, white: 58 });
    expect(rules.status(play('f5d6c3d3c4 resign:black'))).toMatchObject({ winner: 'white', score: { black: 6, white: 58 }, margin: 52 });
  });

  it('R-ALL-3: forfeit and director decisions record who and why, with an explicit score', () => {
    const f = play('f5 forfeit:white(64-0) "did not return after the break"');
    expect(rules.status(f)).toMatchObject({ winner: 'black', ending: 'forfeit', score: { black: 64, white: 0 } });
    expect(rules.summary(f)).toMatchObject({ reason: 'did not return after the break' });
    const d = play('f5 award:white(30-34) "board knocked over"');
    expect(rules.status(d)).toMatchObject({ winner: 'white', ending: 'director', score: { black: 30, white: 34 }, margin: 4 });
    const drawn = play('f5 award:draw');
    expect(rules.status(drawn)).toMatchObject({ winner: null, ending: 'director', score: { black: 32, white: 32 }, margin: 0 });
  });

  it('R-ALL-3: an agreed draw scores 32-32', () => {
    expect(rules.status(play('f5f6 draw'))).toMatchObject({ status: 'finished', winner: null, ending: 'agreement', score: { black: 32, white: 32 }, margin: 0 });
  });

  it('R-OTH-3: an ending score must count 64 squares and favour the winner', () => {
    expect(refusal(start(), 'resign:black(40-24)')).toMatchObject({ rule: 'R-OTH-3' });
    expect(refusal(start(), 'draw(30-30)')).toMatchObject({ rule: 'R-OTH-3' });
  });
});

describe('view', () => {
  it('gives the cells, side to move, legal squares and the last move with its flips', () => {
    const v = rules.view(play('f5'), 'players');
    expect(v).toMatchObject({
      status: 'ongoing', toMove: 'white', mustPass: false, legal: ['f4', 'd6', 'f6'], discs: { black: 4, white: 1 },
      last: { text: 'f5', type: 'move', side: 'black', square: 'f5', flipped: ['e5'], impliedPass: false },
    });
    expect((v as { cells: unknown[] }).cells).toHaveLength(64);
    expect(rules.view(start(), 'director')).toMatchObject({ last: null });
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
  });
});
