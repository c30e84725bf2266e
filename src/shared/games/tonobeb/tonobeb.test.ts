import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { replayRecord } from '../replay';
import type { GameOptions, RuleError } from '../types';
import { countPieces } from './board';
import {
  annotateRecord, canEnd, captureOptions, legalTargets, parseSquare, rules, squareName, stillToMove, turnCompletable,
  type Action, type TonobebState, type TonobebView,
} from './index';
import { CAPTURED, MOVED, targets } from './rules';

const sq = (name: string) => parseSquare(name)!;

function start(options: GameOptions = {}): TonobebState {
  const s = rules.setup(options);
  if (!s.ok) throw new Error(`${s.error.rule}: ${s.error.message}`);
  return s.value;
}

/** Applies space-separated actions, failing the test on any refusal. */
function play(state: TonobebState, text: string): TonobebState {
  for (const token of text.trim().split(/\s+/).filter(Boolean)) {
    const action = rules.parseAction(token);
    if (!action.ok) throw new Error(`${token}: ${action.error.message}`);
    const next = rules.apply(state, action.value);
    if (!next.ok) throw new Error(`${token}: ${next.error.rule} ${next.error.message}`);
    state = next.value;
  }
  return state;
}

function refusal(state: TonobebState, token: string): RuleError {
  const action = rules.parseAction(token);
  if (!action.ok) return action.error;
  const next = rules.apply(state, action.value);
  if (next.ok) throw new Error(`${token} was accepted`);
  return next.error;
}

const at = (state: TonobebState, name: string) => {
  const die = rules.view(state, 'players') as TonobebView;
  return die.dice.find((d) => d.square === name) ?? null;
};
const targetsOf = (state: TonobebState, name: string) => legalTargets(state, sq(name)).map(squareName).sort();

/** Figure A: a red five on d2 with a red two two squares ahead on d4 (a five can never move sideways on
 * the 7-wide board from file d, and d1 is the wall), so the five is blocked at the start of the turn. */
const FIGURE_A = { position: 'r5d2,r2d4,b6g14' };
/** Figure B, before Red's moves: they bring the two next to the blue one and the blue four, the three
 * next to the one and the five next to the four. */
const FIGURE_B = { position: 'r2d3,r3c3,r5f10,b1d6,b4e5,b6g14' };
const FIGURE_B_MOVES = 'd3-d5 c3-c6 f10-f5';
/** Figure C (the text's 2-B = c4, 1-A = b3, the blue five between them on b4). */
const FIGURE_C = { position: 'r1c5,r3e3,b4c4,b5b4,b6g14' };

describe('board and setup', () => {
  it('R-TON-1: the board is 7 x 14, files a..g and ranks 1..14', () => {
    const v = rules.view(start(), 'players') as TonobebView;
    expect([v.files, v.ranks]).toEqual([7, 14]);
    expect(rules.parseAction('a1-g14').ok).toBe(true);
    for (const bad of ['h1-h2', 'a15-a14', 'a0-a1']) expect(rules.parseAction(bad).ok).toBe(false);
    expect(refusal(start(), 'h1-h2').rule).toBe('notation');
  });

  it('R-TON-2: Red 6..1 on a1..a6, Blue 6..1 on g14..g9, sixes in opposite corners', () => {
    const v = rules.view(start(), 'players') as TonobebView;
    const red = v.dice.filter((d) => d.colour === 'red').map((d) => `${d.square}=${d.number}`);
    const blue = v.dice.filter((d) => d.colour === 'blue').map((d) => `${d.square}=${d.number}`);
    expect(red).toEqual(['a1=6', 'a2=5', 'a3=4', 'a4=3', 'a5=2', 'a6=1']);
    expect(blue.sort()).toEqual(['g10=2', 'g11=3', 'g12=4', 'g13=5', 'g14=6', 'g9=1']);
  });

  it('R-TON-3: the first mover is an option (the coin toss), red by default', () => {
    expect(rules.status(start()).toMove).toBe('red');
    expect(rules.status(start({ first: 'blue' })).toMove).toBe('blue');
    const bad = rules.setup({ first: 'green' });
    expect(bad.ok || bad.error.rule).toBe('R-TON-3');
    expect(refusal(start({ first: 'blue' }), 'a6-a7').message).toBe("the red 1 on a6 is not blue's to move");
  });

  it('refuses unknown options and malformed study positions', () => {
    const unknown = rules.setup({ size: 9 });
    expect(unknown.ok || unknown.error.rule).toBe('options');
    for (const position of ['r7a1,b1g1', 'r1a1,r2a1,b1g1', 'r1a1', 'x1a1,b1b1']) {
      const s = rules.setup({ position });
      expect(s.ok || s.error.rule).toBe('options');
    }
  });
});

describe('moving (R-TON-4)', () => {
  it('R-TON-4: a die showing n moves n-1, n or n+1 squares and then shows the distance', () => {
    const s = start({ position: 'r4d7,b6g14' });
    expect(targetsOf(s, 'd7')).toEqual(['a7', 'd10', 'd11', 'd12', 'd2', 'd3', 'd4', 'g7'].sort());
    const after = play(s, 'd7-d4');
    expect(at(after, 'd4')).toMatchObject({ number: 3, moved: true });
    expect(refusal(s, 'd7-d13').message).toMatch(/moves 3 to 5 squares, not 6/);
    expect(refusal(s, 'd7-e8').message).toMatch(/straight along a file or a rank/);
  });

  it('R-TON-4: the 1 may stay put (c3-c3) and remains a 1; no other die may stay', () => {
    const s = play(start({ position: 'r1c3,r2e5,b6g14' }), 'c3-c3');
    expect(at(s, 'c3')).toMatchObject({ number: 1, moved: true });
    expect(stillToMove(s).map(squareName)).toEqual(['e5']);
    expect(refusal(s, 'e5-e5').message).toMatch(/only a 1 may stay/);
    expect(at(play(start({ position: 'r1c3,b6g14' }), 'c3-c5'), 'c5')?.number).toBe(2);
  });

  it('R-TON-4: the 6 at a wall moves 5 or 6 and never 7', () => {
    const corner = start({ position: 'r6a1,b6g14' });
    expect(targetsOf(corner, 'a1')).toEqual(['a6', 'a7', 'f1', 'g1']);
    const seven = refusal(corner, 'a1-a8');
    expect(seven).toMatchObject({ rule: 'R-TON-4', message: 'the red 6 on a1 cannot move 7 squares: a 6 never moves 7' });
    // On file d a 6 has only 3 squares either side, and from d10 only 4 above: it can only go down.
    expect(targetsOf(start({ position: 'r6d10,b6g14' }), 'd10')).toEqual(['d4', 'd5']);
  });

  it('R-TON-4: no piece passes through another, and none stops on its own side', () => {
    const s = start({ position: 'r3c3,r2c5,b1e3,b6g14' });
    expect(refusal(s, 'c3-c6').message).toBe('the red 3 on c3 cannot pass the red 2 on c5 to reach c6');
    expect(refusal(s, 'c3-f3').message).toBe('the red 3 on c3 cannot pass the blue 1 on e3 to reach f3');
    expect(refusal(s, 'c3-c5').message).toMatch(/cannot stop on c5: it holds its own side's 2/);
  });

  it('R-TON-4: every piece moves once per turn, one at a time in the player\'s order', () => {
    const s = play(start(), 'a6-a8 a4-d4');
    expect(refusal(s, 'a4-a5').message).toBe('there is no piece on a4');
    expect(refusal(s, 'd4-d6').message).toBe('the red 3 on d4 has already moved this turn');
    expect(refusal(s, 'g9-g8').message).toBe("the blue 1 on g9 is not red's to move");
    expect(refusal(s, 'end').rule).toBe('R-TON-7');
    const done = play(s, 'a5-a7 a3-d3 a2-e2 a1-g1 end');
    expect(rules.status(done).toMove).toBe('blue');
    expect(done.turn).toBe(2);
  });

  it('R-TON-4 figure A: the board updates after each move, so the five may follow the two', () => {
    const s = start(FIGURE_A);
    // At the start the five is blocked: it owes a move of 4..6 and the two stands in the way.
    expect(targetsOf(s, 'd2')).toEqual([]);
    expect(turnCompletable(s)).toBe(true);
    // The two moves 3 up: the five can follow it 4 (not 5: that is the two's square).
    expect(targetsOf(play(s, 'd4-d7'), 'd2')).toEqual(['d6']);
    const followed = play(s, 'd4-d7 d2-d6 end');
    expect(countPieces(followed.board).red).toBe(2);
    expect(followed.last?.fourwalled).toEqual([]);
  });

  it('R-TON-4 figure A: when the two moves sideways, the five passes the square it has just left', () => {
    const s = play(start(FIGURE_A), 'd4-b4');
    expect(targetsOf(s, 'd2')).toEqual(['d6', 'd7', 'd8']);
    expect(at(play(s, 'd2-d8'), 'd8')).toMatchObject({ number: 6, colour: 'red' });
  });
});

describe('eliminations', () => {
  it('R-TON-5: stopping on an enemy piece destroys it', () => {
    const s = play(start({ position: 'r3c3,b2c6,b6g14' }), 'c3-c6');
    expect(at(s, 'c6')).toMatchObject({ colour: 'red', number: 3 });
    expect(countPieces(s.board)).toEqual({ red: 1, blue: 1 });
    expect(s.last?.destroyed).toBe(sq('c6'));
    expect((rules.view(s, 'players') as TonobebView).last?.destroyed).toBe('c6');
  });

  it('R-TON-6 figure B: the two captures with the three OR with the five, not both', () => {
    const s = play(start(FIGURE_B), FIGURE_B_MOVES);
    const options = captureOptions(s).map((c) => rules.formatAction({ kind: 'capture', ...c }));
    expect(options).toEqual(['xe5(d5,f5)', 'xd6(c6,d5)']);
    const one = play(s, 'xd6');
    expect(at(one, 'd6')).toMatchObject({ colour: 'red', number: 1, captured: true, moved: false });
    expect(refusal(one, 'xe5').message).toMatch(/only f5/);
    expect(refusal(one, 'xe5(d5,f5)').message).toMatch(/red 2 on d5 has already taken part in a capture/);
    const four = play(s, 'xe5');
    expect(at(four, 'e5')).toMatchObject({ colour: 'red', number: 4, captured: true });
    expect(refusal(four, 'xd6').rule).toBe('R-TON-6');
  });

  it('R-TON-6: pieces that have not moved this turn cannot capture', () => {
    const s = start({ position: 'r2c5,r3e5,b4d5,b6g14' });
    expect(captureOptions(s)).toEqual([]);
    expect(refusal(s, 'xd5').message).toMatch(/moved this turn and not yet captured \(none\)/);
    const half = play(start({ position: 'r2c5,r3e5,r1d4,b4d5,b6g14' }), 'd4-d4');
    expect(refusal(half, 'xd5').message).toMatch(/\(only d4\)/);
    expect(refusal(half, 'xd5(c5,d4)').message).toBe('cannot capture d5: the red 2 on c5 has not moved yet this turn');
  });

  it('R-TON-6 figure C: a capture that also destroys (the one destroys the four, then the three captures the five)', () => {
    const s = play(start(FIGURE_C), 'c5-c4');
    expect(s.last?.destroyed).toBe(sq('c4'));
    const captured = play(s, 'e3-b3 xb4');
    expect(at(captured, 'b4')).toMatchObject({ colour: 'red', number: 5, captured: true });
    expect(countPieces(captured.board)).toEqual({ red: 3, blue: 1 });
    expect(captured.last?.action).toEqual({ kind: 'capture', target: sq('b4'), by: [sq('b3'), sq('c4')] });
    // The captured five does not move for the rest of the turn, and the turn may end without it.
    expect(refusal(captured, 'b4-b9')).toMatchObject({ rule: 'R-TON-6' });
    expect(canEnd(captured)).toBe(true);
    const ended = play(captured, 'end');
    expect(ended.last?.fourwalled).toEqual([]);
    expect(at(ended, 'b4')).toMatchObject({ colour: 'red', number: 5, captured: false });
  });

  it('R-TON-6: a captured die has not moved, so it cannot take part in a capture that turn', () => {
    const s = play(start({ ...FIGURE_C, position: `${FIGURE_C.position},r2a1,b2a4` }), 'c5-c4 e3-b3 a1-a3 xb4');
    expect(s.marks[sq('b4')]).toBe(CAPTURED);
    expect(s.marks[sq('a3')]).toBe(MOVED);
    expect(refusal(s, 'xa4').message).toMatch(/only a3/);
    expect(refusal(s, 'xa4(a3,b4)').message).toMatch(/captured this turn and has not moved/);
  });

  it('R-TON-6: a 1 that stayed put has made its move and may capture', () => {
    const s = play(start({ position: 'r1c5,r3e3,b2c4,b6g14' }), 'c5-c5 e3-c3');
    expect(play(s, 'xc4').board[sq('c4')]).toBe(2);
  });

  it('R-TON-9: ones that stay put have moved and capture; the captured piece owes no move and is not fourwalled', () => {
    // Two red 1s stay on a2 and b1 and capture the blue 3 in the corner, which then has no move at all.
    const s = play(start({ position: 'r1a2,r1b1,b3a1,b6g14' }), 'a2-a2 b1-b1');
    expect(s.marks[sq('a2')]).toBe(MOVED);
    const taken = play(s, 'xa1');
    expect(at(taken, 'a1')).toMatchObject({ colour: 'red', number: 3 });
    expect(targets(taken.board, sq('a1'))).toEqual([]);
    expect(stillToMove(taken)).toEqual([]);
    const ended = play(taken, 'end');
    expect(ended.last?.fourwalled).toEqual([]);
    expect(at(ended, 'a1')).toMatchObject({ colour: 'red', number: 3 });
  });

  it('R-TON-6: with three able pieces the record names the two', () => {
    const s = play(start({ position: 'r1c5,r1b4,r1d4,b3c4,b6g14' }), 'c5-c5 b4-b4 d4-d4');
    expect(refusal(s, 'xc4').message).toMatch(/3 pieces could capture c4 \(b4, c5, d4\): name the two/);
    const taken = play(s, 'xc4(b4,d4)');
    expect(taken.last?.action).toEqual({ kind: 'capture', target: sq('c4'), by: [sq('b4'), sq('d4')] });
  });

  it('R-TON-7: a piece that cannot move when its turn comes is fourwalled at the end of the turn', () => {
    // The red 3 in the corner owes 2..4 squares; the blue pieces on a2 and b1 wall it in.
    const s = start({ position: 'r3a1,r2d7,b1a2,b1b1,b6g14' });
    expect(targetsOf(s, 'a1')).toEqual([]);
    expect(turnCompletable(s)).toBe(false);
    expect(refusal(s, 'a1-a3').message).toBe('the red 3 on a1 cannot pass the blue 1 on a2 to reach a3');
    const moved = play(s, 'd7-d9');
    expect((rules.view(moved, 'players') as TonobebView).wouldFourwall).toEqual(['a1']);
    expect(refusal(moved, 'end(d9)').message).toBe('the end of this turn fourwalls a1, not d9');
    const ended = play(moved, 'end(a1)');
    expect(at(ended, 'a1')).toBeNull();
    expect(countPieces(ended.board).red).toBe(1);
    expect(rules.formatAction(ended.last!.action)).toBe('end(a1)');
  });

  it('R-TON-7 figure A: the blocked five is not fourwalled when its own side frees it; it is when the two blocks it', () => {
    const s = start(FIGURE_A);
    expect(refusal(s, 'end').message).toMatch(/the red 2 on d4 can still move/);
    for (const two of ['d4-d5', 'd4-d6']) {
      const blocked = play(s, two);
      expect(turnCompletable(blocked)).toBe(false);
      const ended = play(blocked, 'end');
      expect(ended.last?.fourwalled).toEqual([sq('d2')]);
      expect(countPieces(ended.board).red).toBe(1);
    }
  });

  it('R-TON-7: the turn cannot end while a piece can still move, even after captures', () => {
    const s = play(start(FIGURE_B), 'd3-d5 c3-c6 xd6');
    expect(refusal(s, 'end').message).toBe('the turn cannot end yet: the red 5 on f10 can still move');
  });
});

describe('the end of the game (R-TON-8, R-ALL-3)', () => {
  it('R-TON-8: destroying the last enemy piece wins at once; score is pieces per side, margin the difference', () => {
    const s = play(start({ position: 'r3c3,r1a1,b2c6' }), 'c3-c6');
    expect(rules.status(s)).toEqual({
      status: 'finished', toMove: null, winner: 'red', score: { red: 2, blue: 0 }, margin: 2, ending: 'play',
      message: 'red wins: blue has no pieces left (pieces: red 2, blue 0)',
    });
    expect(refusal(s, 'a1-a1').rule).toBe('R-TON-8');
  });

  it('R-TON-8: a side whose last pieces are fourwalled loses', () => {
    const s = play(start({ position: 'r3a1,b1a2,b1b1' }), 'end');
    expect(rules.status(s)).toMatchObject({ status: 'finished', winner: 'blue', margin: 2, ending: 'play' });
  });

  it('R-TON-8: capturing the last enemy piece wins', () => {
    const s = play(start({ position: 'r1c5,r3e3,b5b4' }), 'c5-c4 e3-b3 xb4');
    expect(rules.status(s)).toMatchObject({ winner: 'red', score: { red: 3, blue: 0 }, margin: 3 });
  });

  it('R-TON-8 / R-ALL-3: concession, agreed draw, forfeit and the director\'s decision, with who', () => {
    const s = play(start(), 'a6-a7');
    expect(rules.status(play(s, 'resign(red)'))).toMatchObject({ winner: 'blue', ending: 'resignation', margin: 0 });
    expect(rules.status(play(s, 'draw'))).toMatchObject({ status: 'finished', winner: null, ending: 'agreement', margin: 0 });
    expect(rules.status(play(s, 'forfeit(blue)'))).toMatchObject({ winner: 'red', ending: 'forfeit' });
    expect(rules.status(play(s, 'director(draw)'))).toMatchObject({ winner: null, ending: 'director' });
    expect(play(s, 'resign(blue)').last?.side).toBe('blue');
    const ahead = play(start({ position: 'r3a1,r3c3,b1g14' }), 'resign(blue)');
    expect(rules.status(ahead)).toMatchObject({ winner: 'red', margin: 1, score: { red: 2, blue: 1 } });
  });
});

describe('records and the view', () => {
  it('R-ALL-1: the position is a replay of the record; apply never mutates its input', () => {
    const text = '[first "blue"]\n\ng9-g7 g10-f10 g11-d11 g12-c12';
    const parsed = rules.parseRecord(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const run = replayRecord<TonobebState>(rules, parsed.value);
    expect(run.error).toBeNull();
    const before = JSON.stringify(run.state);
    const again = rules.apply(run.state, { kind: 'move', from: sq('g13'), to: sq('c13') });
    expect(again.ok).toBe(true);
    expect(JSON.stringify(run.state)).toBe(before);
    expect(rules.summary(run.state)).toMatchObject({ pieces: { red: 6, blue: 6 }, turn: 1, stillToMove: ['g13', 'g14'] });
  });

  it('R-ALL-2: an illegal play is refused naming the rule, with its ply in a replay', () => {
    const parsed = rules.parseRecord('a6-a8 a6-a9');
    if (!parsed.ok) throw new Error(parsed.error.message);
    const run = replayRecord(rules, parsed.value);
    expect(run.error).toMatchObject({ ply: 2, rule: 'R-TON-4', message: 'there is no piece on a6' });
    const bad = rules.parseRecord('a6-a8\na5-a7 zz');
    expect(bad.ok || bad.error).toMatchObject({ ply: 3, rule: 'notation' });
  });

  it('notation: canonical text round-trips; variants are normalised', () => {
    const canonical = '[first "blue"]\n[position "r1c5,r3e3,b4c4,b5b4,b6g14"]\n\ng14-g9 end\n'
      + 'c5-c4 e3-b3 xb4(b3,c4) end\ng9-g4 end(a1,c3)\nresign(red)\n';
    const parsed = rules.parseRecord(canonical);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(rules.formatRecord(parsed.value)).toBe(canonical);
    const variant = rules.parseRecord('  C5-C4   e3-b3\r\nxb4(C4,b3) END\n\n');
    if (!variant.ok) throw new Error(variant.error.message);
    expect(rules.formatRecord(variant.value)).toBe('c5-c4 e3-b3 xb4(b3,c4) end\n');
    expect(rules.formatRecord({ options: {}, actions: [] })).toBe('');
    const late = rules.parseRecord('a6-a7\n[first "red"]');
    expect(late.ok || late.error).toMatchObject({ rule: 'notation', ply: 2 });
  });

  it('R-TON-7: annotateRecord marks fourwalls and capture pairs for the scoresheet', () => {
    const parsed = rules.parseRecord('[position "r3a1,r2d7,r1c5,r3e3,b1a2,b1b1,b4c4,b5b4,b6g14"]\n\n'
      + 'd7-d9 c5-c4 e3-b3 xb4 end\ng14-g8');
    if (!parsed.ok) throw new Error(parsed.error.message);
    const annotated = annotateRecord(parsed.value);
    if (!annotated.ok) throw new Error(annotated.error.message);
    expect(rules.formatRecord(annotated.value)).toBe('[position "r3a1,r2d7,r1c5,r3e3,b1a2,b1b1,b4c4,b5b4,b6g14"]\n\n'
      + 'd7-d9 c5-c4 e3-b3 xb4(b3,c4) end(a1)\ng14-g8\n');
    const bad = annotateRecord({ options: {}, actions: [{ kind: 'end' }] });
    expect(bad.ok || bad.error).toMatchObject({ ply: 1, rule: 'R-TON-7' });
  });

  it('legal(): moves of every piece still to move, captures with their pairs, and end with its fourwalls', () => {
    const s = play(start(FIGURE_B), FIGURE_B_MOVES);
    const legal = rules.legal!(s).map(rules.formatAction).sort();
    expect(legal).toEqual(['end', 'xd6(c6,d5)', 'xe5(d5,f5)']);
    const walled = play(start({ position: 'r3a1,r2d7,b1a2,b1b1,b6g14' }), 'd7-d9');
    expect(rules.legal!(walled).map(rules.formatAction)).toEqual(['end(a1)']);
    expect(rules.legal!(start()).length).toBeGreaterThan(0);
  });

  it('view: dice, what has moved, what is still to move, targets and the captures available now', () => {
    const s = play(start(FIGURE_B), 'd3-d5 c3-c6');
    const v = rules.view(s, 'players') as TonobebView;
    expect(v.dice.find((d) => d.square === 'd5')).toEqual({
      square: 'd5', colour: 'red', number: 2, moved: true, captured: false, usedInCapture: false,
    });
    expect(v.stillToMove).toEqual(['f10']);
    expect(v.targets.f10).toContain('f5');
    expect(v.captures).toEqual([{ target: 'd6', by: ['c6', 'd5'], notation: 'xd6(c6,d5)' }]);
    expect(v).toMatchObject({ toMove: 'red', canEnd: false, turnCompletable: true, blocked: [], status: 'ongoing' });
    expect(rules.view(s, 'director')).toEqual(v);
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
  });
});

/** Plays random legal actions from `choices`, checking the invariants after each; returns the actions. */
function randomGame(choices: number[], check: (before: TonobebState, action: Action, after: TonobebState) => void): Action[] {
  let state = start();
  const actions: Action[] = [];
  for (const choice of choices) {
    const legal = rules.legal!(state);
    if (legal.length === 0) break;
    // Captures are rare in uniform random play: take one, when there is one, a quarter of the time.
    const captures = legal.filter((a) => a.kind === 'capture');
    const pool = captures.length && choice % 4 === 0 ? captures : legal;
    const action = pool[Math.floor(choice / 4) % pool.length]!;
    const next = rules.apply(state, action);
    if (!next.ok) throw new Error(`legal() offered ${rules.formatAction(action)}: ${next.error.message}`);
    check(state, action, next.value);
    actions.push(action);
    state = next.value;
  }
  return actions;
}

describe('random legal play (fast-check)', () => {
  it('R-TON-4..7: random legal turns keep every invariant', () => {
    fc.assert(fc.property(fc.array(fc.nat(), { minLength: 100, maxLength: 600 }), (choices) => {
      randomGame(choices, (before, action, after) => {
        // Expectations are batched: one per invariant, not one per square, to keep the runs quick.
        const dice = (rules.view(after, 'players') as TonobebView).dice;
        expect(dice.every((d) => d.number >= 1 && d.number <= 6)).toBe(true);
        expect(new Set(dice.map((d) => d.square)).size).toBe(dice.length);
        const was = countPieces(before.board);
        const now = countPieces(after.board);
        const mover = before.toMove;
        const foe = mover === 'red' ? 'blue' : 'red';
        if (action.kind === 'move') {
          expect(now[mover]).toBe(was[mover]);
          expect(now[foe]).toBe(was[foe] - (after.last?.destroyed === null ? 0 : 1));
        } else if (action.kind === 'capture') {
          expect([now[mover], now[foe]]).toEqual([was[mover] + 1, was[foe] - 1]);
        } else if (action.kind === 'end') {
          // Every piece of the mover moved, was captured this turn, or was fourwalled and removed.
          const owed = stillToMove(before);
          expect(owed.every((p) => legalTargets(before, p).length === 0)).toBe(true);
          expect(after.last?.fourwalled).toEqual(owed);
          expect(now[mover]).toBe(was[mover] - owed.length);
          expect(owed.every((p) => after.board[p] === 0) && after.marks.every((m) => m === 0)).toBe(true);
          if (!after.result) expect(after.toMove).toBe(foe);
        }
      });
    }), { numRuns: 60 });
  });

  it('turnCompletable agrees with an unpruned search over every order of moves', () => {
    const exhaustive = (board: readonly number[], pending: number[]): boolean =>
      pending.length === 0 || pending.some((p) => targets(board, p).some((t) => {
        const next = board.slice();
        next[p] = 0;
        next[t.to] = Math.sign(board[p]!) * Math.max(1, t.distance);
        return exhaustive(next, pending.filter((q) => q !== p));
      }));
    let falses = 0;
    fc.assert(fc.property(fc.array(fc.nat(), { minLength: 50, maxLength: 400 }), (choices) => {
      randomGame(choices, (_before, _action, after) => {
        const pending = stillToMove(after);
        if (after.result || pending.length > 5) return;
        const expected = exhaustive(after.board, pending);
        if (!expected) falses++;
        expect(turnCompletable(after)).toBe(expected);
      });
    }), { numRuns: 25 });
    expect(falses).toBeGreaterThan(0);
  });

  it('notation: random legal games round-trip text -> actions -> text', () => {
    fc.assert(fc.property(fc.array(fc.nat(), { minLength: 50, maxLength: 400 }), (choices) => {
      const actions = randomGame(choices, () => {});
      const text = rules.formatRecord({ options: { first: 'red' }, actions });
      const parsed = rules.parseRecord(text);
      if (!parsed.ok) throw new Error(parsed.error.message);
      expect(rules.formatRecord(parsed.value)).toBe(text);
      const run = replayRecord(rules, parsed.value);
      expect(run.error).toBeNull();
    }), { numRuns: 40 });
  });
});
