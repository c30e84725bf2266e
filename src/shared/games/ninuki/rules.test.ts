/** The rulings R-NIN-1..7 and R-ALL-1..3, beyond the diagrams of the text. */
import { describe, expect, it } from 'vitest';
import { play, played } from './testing';
import { geometry, indexOf, namesOf, X } from './board';
import { rules, legalPoints, forbiddenPoints } from './index';
import { threeThrough } from './patterns';
import { positionFromDiagram, positionOf } from './position';
import type { NinukiState } from './types';


function fresh(size = 19): NinukiState {
  const s = rules.setup({ size });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

const legalNames = (state: NinukiState) => namesOf(geometry(state.size), legalPoints(state));

describe('R-NIN-1 boards and coordinates', () => {
  it('R-NIN-1: sizes 13, 15, 17, 19 (default) and 21; the centre is K10 on 19 x 19', () => {
    expect(rules.setup().ok && rules.setup({}).ok).toBe(true);
    for (const [size, centre] of [[13, 'G7'], [15, 'H8'], [17, 'J9'], [19, 'K10'], [21, 'L11']] as const) {
      const s = fresh(size);
      expect(s.size).toBe(size);
      expect(legalNames(s)).toEqual([centre]);
    }
    expect(rules.setup({ size: '21' })).toMatchObject({ ok: true, value: { size: 21 } });
  });

  it('R-NIN-1: other sizes and unknown options are refused, naming the ruling', () => {
    for (const size of [11, 12, 14, 20, 23, 'big', '']) {
      expect(rules.setup({ size })).toMatchObject({ ok: false, error: { rule: 'R-NIN-1' } });
    }
    expect(rules.setup({ colour: 'red' })).toMatchObject({ ok: false, error: { rule: 'options' } });
  });

  it('R-NIN-1: files skip I, ranks count from 1 at the bottom, any case', () => {
    expect(rules.parseAction('k10')).toEqual({ ok: true, value: { type: 'play', col: 9, row: 9 } });
    expect(rules.parseAction('J1')).toEqual({ ok: true, value: { type: 'play', col: 8, row: 0 } });
    expect(rules.parseAction('h3')).toEqual({ ok: true, value: { type: 'play', col: 7, row: 2 } });
    expect(rules.parseAction('I5')).toMatchObject({ ok: false, error: { rule: 'notation', message: expect.stringContaining('no file I') } });
    expect(rules.parseAction('K0')).toMatchObject({ ok: false, error: { rule: 'notation' } });
    const s = played(fresh(), 'K10');
    expect(rules.view(s, 'players').cells[9]![9]).toBe('x'); // row 9 from the top of 19 is rank 10
  });

  it('R-NIN-1: a point off the board is refused; V21 exists only on 21 x 21', () => {
    const s = positionOf({ size: 19, x: ['K10'], o: ['L11'], plies: 3 });
    expect(play(s, 'U5')).toMatchObject({ ok: false, error: { rule: 'R-NIN-1', message: expect.stringContaining('off the 19 x 19 board') } });
    expect(play(positionOf({ size: 21, x: ['L11'], o: ['M12'], plies: 3 }), 'V21').ok).toBe(true);
  });

  it('R-NIN-1: Eks (x) plays first, Ohs (o) second', () => {
    expect(rules.status(fresh())).toMatchObject({ toMove: 'x' });
    expect(rules.status(played(fresh(), 'K10'))).toMatchObject({ toMove: 'o' });
  });

  it('a stone goes on an empty point', () => {
    expect(play(played(fresh(), 'K10'), 'K10')).toMatchObject({ ok: false, error: { message: expect.stringContaining('occupied') } });
  });
});

describe('R-NIN-2 opening', () => {
  it('R-NIN-2: move 1 must be the centre', () => {
    expect(play(fresh(), 'A1')).toMatchObject({ ok: false, error: { rule: 'R-NIN-2', message: expect.stringContaining('move 1 must be the centre, K10') } });
  });

  it('R-NIN-2: move 2 must be one of the eight points next to the centre', () => {
    const s = played(fresh(), 'K10');
    expect(legalNames(s)).toEqual(['J9', 'K9', 'L9', 'J10', 'L10', 'J11', 'K11', 'L11']);
    expect(play(s, 'M10')).toMatchObject({ ok: false, error: { rule: 'R-NIN-2', message: expect.stringContaining('move 2') } });
  });

  it('R-NIN-2: move 3 must be outside the 5 x 5 square around the centre', () => {
    const s = played(fresh(), 'K10', 'L11');
    expect(play(s, 'M12')).toMatchObject({ ok: false, error: { rule: 'R-NIN-2', message: expect.stringContaining('H8-M12') } });
    expect(play(s, 'N12').ok).toBe(true);
    expect(legalPoints(s)).toHaveLength(19 * 19 - 25);
    expect(legalPoints(played(fresh(13), 'G7', 'H8'))).toHaveLength(13 * 13 - 25);
  });
});

describe('R-NIN-3 captures', () => {
  it('R-NIN-3: exactly two stones are captured, never one or three', () => {
    const s = positionOf({ x: ['A10', 'E5'], o: ['B10', 'C10', 'D10', 'E6'] });
    const a = played(s, 'E10'); // x o o o x: no capture
    expect(a.captures.x).toBe(0);
    const b = played(positionOf({ x: ['A10'], o: ['B10'] }), 'C10'); // x o x: no capture
    expect(b.captures.x).toBe(0);
  });

  it('R-NIN-3: captures run in all eight directions, several pairs at once, with a running count', () => {
    const around = ['K10'];
    const x: string[] = [];
    const o: string[] = [];
    for (const [dc, dr] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [-1, -1], [1, -1], [-1, 1]] as const) {
      const name = (k: number) => `${'ABCDEFGHJKLMNOPQRST'[9 + k * dc]}${10 + k * dr}`;
      o.push(name(1), name(2));
      x.push(name(3));
    }
    const s = positionOf({ x, o, captures: { x: 2, o: 1 } });
    const after = played(s, around[0]!);
    expect(after.captures).toEqual({ x: 10, o: 1 });
    expect(after.result).toMatchObject({ winner: 'x', reason: 'captures' });
    expect(rules.summary(after).lastMove).toMatchObject({ captured: expect.arrayContaining(o) });
  });

  it('R-NIN-3: captures work against the board edge and count pairs per side', () => {
    const s = positionOf({ x: ['A4'], o: ['A2', 'A3'], toMove: 'x' });
    const after = played(s, 'A1');
    expect(after.captures).toEqual({ x: 1, o: 0 });
    expect(rules.status(after).score).toEqual({ x: 1, o: 0 });
  });
});

describe('R-NIN-4 and R-NIN-5 fives and the order of judgement', () => {
  it('R-NIN-5 d: a perfect five the opponent cannot break wins at once', () => {
    const after = played(positionOf({ x: ['A1', 'B1', 'C1', 'D1'], o: ['A5', 'B5', 'C5'] }), 'E1');
    expect(rules.status(after)).toMatchObject({ status: 'finished', winner: 'x', ending: 'play', margin: 0 });
    expect(after.result?.reason).toBe('five');
  });

  it('R-NIN-4: four plus one that makes six is an overline and does not win even through a gap', () => {
    const after = played(positionOf({ x: ['A1', 'B1', 'C1', 'E1', 'F1'] }), 'D1');
    expect(after.result).toBeNull();
  });

  it('R-NIN-5 b: the fifth captured pair wins; margin is the difference in captured pairs', () => {
    const after = played(positionOf({ x: ['A4'], o: ['A2', 'A3'], captures: { x: 4, o: 2 } }), 'A1');
    expect(rules.status(after)).toMatchObject({ status: 'finished', winner: 'x', margin: 3, score: { x: 5, o: 2 } });
  });

  it('R-NIN-5 b: an opponent\'s overline is not a five, so the fifth pair still wins', () => {
    const s = positionOf({ x: ['A4'], o: ['A2', 'A3', 'C10', 'D10', 'E10', 'F10', 'G10', 'H10'], captures: { x: 4 } });
    expect(played(s, 'A1').result).toMatchObject({ winner: 'x', reason: 'captures' });
  });

  // o makes a five on rank 10 (H10-M10) that x could break with L8 (capturing L9, L10).
  const threat = () => positionFromDiagram(`
    12  . . . . . . . . . . o . . . . . . . .
    11  . . . . . . . . x . x o o . . . . . .
    10  . . . . . . x o o o o . . . . . . . .
     9  . . . . . . . . . . o . . . . . . . .
     3  . . . . . . . . . . . . . . . . . . .
     2  . . . . . x x x x . . . . . . . . . .`, { toMove: 'o' }).state;

  it('R-NIN-5 c: the unperfect five wins when Q still has it, even if P has just made a five too', () => {
    const after = played(threat(), 'M10', 'K2');
    expect(after.result).toMatchObject({ winner: 'o', reason: 'unperfect-five' });
  });

  it('R-NIN-5 c/d: breaking the five ends the threat; a five made by the breaking play is then judged by (d)', () => {
    const withRow = positionOf({
      x: ['J11', 'L11', 'G10', 'H8', 'J8', 'K8', 'M8'], o: ['L12', 'M11', 'N11', 'H10', 'J10', 'K10', 'L10', 'L9'], toMove: 'o',
    });
    const after = played(withRow, 'M10', 'L8'); // L8 captures L9, L10 and makes H8-M8
    expect(after.captures.x).toBe(1);
    expect(after.result).toMatchObject({ winner: 'x', reason: 'five' });
  });

  it('R-NIN-5 d: an unperfect five gives the opponent exactly one reply: the window is in the summary', () => {
    const after = played(threat(), 'M10');
    expect(rules.summary(after)).toMatchObject({
      pending: { side: 'o', points: ['H10', 'J10', 'K10', 'L10', 'M10'], until: { side: 'x', ply: after.plies + 1 } },
    });
    expect(rules.status(after).message).toContain('must break');
  });

  it('R-NIN-5 e: a full board with no winner is a draw', () => {
    // 13 x 13 filled with x where (file + 2 rank) % 5 === 0: no line longer than four, no capture at A1.
    const size = 13;
    const x: string[] = [];
    const o: string[] = [];
    const files = 'ABCDEFGHJKLMN';
    for (let r = 0; r < size; r++) for (let c = 0; c < size; c++) {
      if (c === 0 && r === 0) continue;
      ((c + 2 * r) % 5 === 0 ? x : o).push(`${files[c]}${r + 1}`);
    }
    const s = positionOf({ size, x, o, toMove: 'x' });
    const after = played(s, 'A1');
    expect(after.captures).toEqual({ x: 0, o: 0 });
    expect(rules.status(after)).toMatchObject({ status: 'finished', winner: null, ending: 'draw', margin: 0 });
    expect(after.result?.reason).toBe('full-board');
  });
});

describe('R-NIN-6 threes', () => {
  /** The three through `at` on rank 10 (x stones given), as names, or null. */
  function rankThree(xs: string[], os: string[], at: string): string[] | null {
    const s = positionOf({ x: [...xs, at], o: os });
    const g = geometry(19);
    const p = indexOf(g, 'ABCDEFGHJKLMNOPQRST'.indexOf(at[0]!), Number(at.slice(1)) - 1);
    const three = threeThrough(s.cells, p, 1, X);
    return three && namesOf(g, three);
  }

  it('R-NIN-6: a straight three .xxx. and a split three .x.xx. are threes', () => {
    expect(rankThree(['J10', 'L10'], [], 'K10')).toEqual(['J10', 'K10', 'L10']);
    expect(rankThree(['H10', 'L10'], [], 'K10')).toEqual(['H10', 'K10', 'L10']);
  });

  it('R-NIN-6: stones blocked by the opponent on both sides (o.xxx.o) are not a three; on one side they are', () => {
    expect(rankThree(['J10', 'L10'], ['G10', 'N10'], 'K10')).toBeNull();
    expect(rankThree(['J10', 'L10'], ['N10'], 'K10')).toEqual(['J10', 'K10', 'L10']);
    expect(rankThree(['J10', 'L10'], ['M10'], 'K10')).toBeNull(); // oxxx.. cannot become .xxxx.
  });

  it('R-NIN-6: at the board edge, .xxx. on A-E is a three (four B-E open at A and F), xxx.. on A-C is not', () => {
    expect(rankThree(['B10', 'C10'], [], 'D10')).toEqual(['B10', 'C10', 'D10']);
    expect(rankThree(['A10', 'B10'], [], 'C10')).toBeNull();
  });

  it('R-NIN-6: x..xxx..x is not a three: each four it could make would become an overline', () => {
    expect(rankThree(['E10', 'G10', 'H10', 'L10'], [], 'J10')).toBeNull();
    expect(rankThree(['G10', 'H10', 'M10'], [], 'J10')).toEqual(['G10', 'H10', 'J10']);
  });

  it('R-NIN-6: a four is not a three (4-3 and 4-4 are not double-threes)', () => {
    expect(rankThree(['H10', 'J10', 'L10'], [], 'K10')).toBeNull();
  });

  it('R-NIN-6: the extra stone\'s own capture along the line counts (o.xxx.oox is a three)', () => {
    expect(rankThree(['J10', 'L10', 'P10'], ['G10', 'N10', 'O10'], 'K10')).toEqual(['J10', 'K10', 'L10']);
  });

  it('R-NIN-6: a double-three needs threes in two directions', () => {
    const s = positionOf({ x: ['J10', 'L10', 'K12', 'K13'], o: [] });
    expect(play(s, 'K10').ok).toBe(false);
    const one = positionOf({ x: ['J10', 'L10', 'N10', 'O10'], o: [] });
    expect(play(one, 'K10').ok).toBe(true);
  });
});

describe('R-NIN-7 the double-three rule and its exceptions', () => {
  it('R-NIN-7: a double-three that defends nothing is refused, naming both threes', () => {
    const r = play(positionOf({ x: ['J10', 'L10', 'K11', 'K12'] }), 'K10');
    expect(r).toMatchObject({ ok: false, error: { rule: 'R-NIN-7', message: 'K10 forms a double-three (threes J10-K10-L10 and K10-K11-K12)' } });
  });

  it('R-NIN-7: forbidden to both players', () => {
    const r = play(positionOf({ o: ['J10', 'L10', 'K11', 'K12'], x: ['A1'], toMove: 'o' }), 'K10');
    expect(r).toMatchObject({ ok: false, error: { rule: 'R-NIN-7' } });
  });

  it('R-NIN-7: a double-three that is the only defence against a four is allowed', () => {
    // the second "X is prohibited" diagram without x on L9: L12 no longer captures, G10 is the only defence
    const { state } = positionFromDiagram(`
      13  . . . . . . x . . x . . . . . . . . .
      12  . . . . . . x . x . . . . . . . . . .
      11  . . . . . . . . . . o . . . . . . . .
      10  . . . . . . . o o o o x . . . . . . .`);
    const after = played(state, 'G10');
    expect(after.last?.side).toBe('x');
  });

  // o completes H10-M10; x's only reply that breaks it is J12 (capturing J10, J11 against J9), which
  // forms the threes G14-H13-J12 and J12-K13-L14.
  const unperfect = (extra: { x: string[]; o: string[] }) => positionOf({
    x: ['J9', 'G14', 'H13', 'K13', 'L14', ...extra.x], o: ['H10', 'J10', 'K10', 'L10', 'J11', ...extra.o], toMove: 'o',
  });

  it('R-NIN-7: a double-three that captures a stone of an unperfect five is allowed when it is the only defence', () => {
    const threatened = played(unperfect({ x: [], o: [] }), 'M10');
    expect(rules.summary(threatened).pending).toMatchObject({ side: 'o' });
    const after = played(threatened, 'J12');
    expect(rules.summary(after).lastMove).toMatchObject({ captured: ['J10', 'J11'] });
    expect(after.result).toBeNull();
  });

  it('R-NIN-7: ... and refused when another defence (L9, capturing L10 and L11) forms no double-three', () => {
    const threatened = played(unperfect({ x: ['L12'], o: ['L11'] }), 'M10');
    const r = play(threatened, 'J12');
    expect(r).toMatchObject({ ok: false, error: { rule: 'R-NIN-7', message: expect.stringContaining('L9 defends') } });
    if (!r.ok) expect(r.error.message).toContain('J12-K13-L14 and J12-H13-G14');
    expect(play(threatened, 'L9').ok).toBe(true);
  });

  it('R-NIN-7: a double-three that makes a perfect five is allowed (5-3-3)', () => {
    const s = positionOf({ x: ['F10', 'G10', 'H10', 'J10', 'K11', 'K12', 'L11', 'M12'], o: ['A1'] });
    const after = played(s, 'K10');
    expect(after.result).toMatchObject({ winner: 'x', reason: 'five' });
  });
});

describe('R-ALL-1..3 records and endings', () => {
  it('R-ALL-3: resignation, agreement, forfeit and the director\'s decision end the game, with who and why', () => {
    const s = played(fresh(), 'K10');
    const end = (text: string) => {
      const a = rules.parseAction(text);
      if (!a.ok) throw new Error(a.error.message);
      const r = rules.apply(s, a.value);
      if (!r.ok) throw new Error(r.error.message);
      return rules.status(r.value);
    };
    expect(end('resign x')).toMatchObject({ status: 'finished', winner: 'o', ending: 'resignation', toMove: null });
    expect(end('draw agreed')).toMatchObject({ winner: null, ending: 'agreement', margin: 0 });
    expect(end('forfeit o late')).toMatchObject({ winner: 'x', ending: 'forfeit', message: expect.stringContaining('late') });
    expect(end('director draw lights went out')).toMatchObject({ winner: null, ending: 'director', message: expect.stringContaining('lights went out') });
  });

  it('R-ALL-2: nothing is played after the end; the refusal names the rule that ended it', () => {
    const won = played(positionOf({ x: ['A1', 'B1', 'C1', 'D1'] }), 'E1');
    expect(play(won, 'K10')).toMatchObject({ ok: false, error: { rule: 'R-NIN-5' } });
    const resigned = rules.apply(fresh(), { type: 'resign', side: 'x' });
    if (!resigned.ok) throw new Error('resign refused');
    expect(rules.apply(resigned.value, { type: 'resign', side: 'o' })).toMatchObject({ ok: false, error: { rule: 'R-ALL-3' } });
    expect(legalPoints(won)).toEqual([]);
  });

  it('apply refuses malformed actions instead of throwing', () => {
    const s = fresh();
    for (const bad of [null, 'K10', {}, { type: 'play', col: 1.5, row: 2 }, { type: 'resign', side: 'z' }, { type: 'jump' }]) {
      expect(rules.apply(s, bad as never)).toMatchObject({ ok: false, error: { rule: 'notation' } });
    }
  });

  it('R-ALL-1: apply never mutates the state it is given', () => {
    const s = positionOf({ x: ['A4'], o: ['A2', 'A3'] });
    const before = Array.from(s.cells);
    played(s, 'A1');
    expect(Array.from(s.cells)).toEqual(before);
    expect(s.captures).toEqual({ x: 0, o: 0 });
  });
});

describe('view', () => {
  it('view: cells, captures, last move with the stones just captured; forbidden points for the director only', () => {
    const s = positionOf({ x: ['J10', 'L10', 'K11', 'K12', 'A4'], o: ['A2', 'A3'] });
    const after = played(s, 'A1', 'S19');
    const players = rules.view(after, 'players');
    expect(players).toMatchObject({ size: 19, toMove: 'x', captures: { x: 1, o: 0 }, lastMove: { side: 'o', point: 'S19', captured: [] } });
    expect(players.forbidden).toBeUndefined();
    expect(players.cells[0]![17]).toBe('o');
    expect(players.cells[18]![0]).toBe('x');
    expect(players.files).toHaveLength(19);
    const director = rules.view(after, 'director');
    expect(director.forbidden).toEqual([
      { point: 'K10', rule: 'R-NIN-7', reason: 'K10 forms a double-three (threes J10-K10-L10 and K10-K11-K12)' },
    ]);
    expect(rules.view(after, 'players', { forbidden: true }).forbidden).toHaveLength(1);
    expect(JSON.parse(JSON.stringify(director))).toEqual(director);
  });

  it("issue 45: the director's forbidden points are worked out when first read, once, and serialise as a plain list", () => {
    const after = played(positionOf({ x: ['J10', 'L10', 'K11', 'K12', 'A4'], o: ['A2', 'A3'] }), 'A1', 'S19');
    const director = rules.view(after, 'director');
    const field = Object.getOwnPropertyDescriptor(director, 'forbidden')!;
    expect(field.get).toBeTypeOf('function');
    expect(field.enumerable).toBe(true);
    expect(director.forbidden).toBe(director.forbidden);
    expect(director.forbidden).toEqual(forbiddenPoints(after));
    expect(JSON.parse(JSON.stringify(director)).forbidden).toEqual(forbiddenPoints(after));
    expect(Object.keys(director)).toContain('forbidden');
  });

  it('legal listing excludes exactly the forbidden points', () => {
    const s = positionOf({ x: ['J10', 'L10', 'K11', 'K12'], o: ['A1'] });
    expect(legalPoints(s)).toHaveLength(19 * 19 - 5 - 1);
    expect(legalNames(s)).not.toContain('K10');
  });
});
