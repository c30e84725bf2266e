/** Every diagram of rules/ninuki-renju.txt, with the verdict the text gives it. */
import { describe, expect, it } from 'vitest';
import { play, played } from './testing';
import { rules } from './index';
import { positionFromDiagram } from './position';
import type { NinukiState } from './types';


/** The first `width` files of the given ranks, drawn like the text (`.`, `x`, `o`). */
function drawn(state: NinukiState, ranks: number[], width: number): string[] {
  const v = rules.view(state, 'players');
  return ranks.map((rank) => v.cells[v.ranks.indexOf(rank)]!.slice(0, width).map((c) => c ?? '.').join(' '));
}

describe('Figure 1 -- Empty Ninuki Board (R-NIN-1)', () => {
  it('R-NIN-1: files A..T without I, ranks 19 at the top to 1 at the bottom, every point empty; move 1 goes to K10', () => {
    const s = rules.setup();
    if (!s.ok) throw new Error(s.error.message);
    const v = rules.view(s.value, 'players');
    expect(v.files.join(' ')).toBe('A B C D E F G H J K L M N O P Q R S T');
    expect(v.ranks).toEqual(Array.from({ length: 19 }, (_, i) => 19 - i));
    expect(v.cells.flat().every((c) => c === null)).toBe(true);
    expect(rules.legal(s.value).map(rules.formatAction)).toEqual(['K10']);
  });
});

describe('capture examples (R-NIN-3)', () => {
  it('R-NIN-3: an x placed at A captures two pairs of Ohs men at once', () => {
    const { state, marks } = positionFromDiagram(`
      14  . . . . . .
      13  . . . . x .
      12  . . . o . .
      11  . . o . . .
      10  . A o o x .
       9  . . . . . .`);
    const after = played(state, marks.A!);
    expect(drawn(after, [14, 13, 12, 11, 10, 9], 6)).toEqual([
      '. . . . . .',
      '. . . . x .',
      '. . . . . .',
      '. . . . . .',
      '. x . . x .',
      '. . . . . .',
    ]);
    expect(after.captures).toEqual({ x: 2, o: 0 });
    expect(rules.summary(after).lastMove).toEqual({ side: 'x', point: 'B10', captured: ['C10', 'D10', 'C11', 'D12'] });
  });

  it('R-NIN-3: an o placed at B between two x is not captured: only the mover captures', () => {
    const { state, marks } = positionFromDiagram(`
      14  . . . . . .
      13  . . . . x .
      12  . . . o . .
      11  . . B . . .
      10  . x . . . .
       9  . . . . . .`, { toMove: 'o' });
    const after = played(state, marks.B!);
    expect(drawn(after, [14, 13, 12, 11, 10, 9], 6)).toEqual([
      '. . . . . .',
      '. . . . x .',
      '. . . o . .',
      '. . o . . .',
      '. x . . . .',
      '. . . . . .',
    ]);
    expect(after.captures).toEqual({ x: 0, o: 0 });
  });
});

describe('5-3-3 is allowed (R-NIN-7 exception: a play that makes a perfect five)', () => {
  const asDrawn = `
    14  . . . . . . . . . . . . . . . . . . .
    13  . . . . . . . . . . . . . . . . . . .
    12  . . . . . . . . . . o . . . . . . . .
    11  . . . . . . . . x . x o o . . . . . .
    10  . . . . . . x o o o o O . . . . . . .
     9  . . . . . . . . . . o . . . . . . . .
     8  . . . . . . . . . . . . . . . . . . .`;
  // As drawn, the o on rank 12 stands on L12 and M10 forms one three (L9-M10-N11); one file to the
  // right, on M12 (surely what the diagram means), M10 forms the five and two threes.
  const intended = asDrawn.replace('12  . . . . . . . . . . o .', '12  . . . . . . . . . . . o');

  it('R-NIN-7: O at M10 makes a perfect five with two threes (M10-M11-M12, L9-M10-N11) and is allowed', () => {
    const { state, marks } = positionFromDiagram(intended, { toMove: 'o' });
    expect(marks.O).toBe('M10');
    const after = played(state, 'M10');
    expect(rules.summary(after).pending).toMatchObject({ side: 'o', points: ['H10', 'J10', 'K10', 'L10', 'M10'] });
  });

  it('R-NIN-7: the same double-three without the five is forbidden (control)', () => {
    const { state } = positionFromDiagram(intended.replace('x o o o o O', 'x o . o o O'), { toMove: 'o' });
    const r = play(state, 'M10');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ rule: 'R-NIN-7', message: expect.stringContaining('M10-M11-M12') });
  });

  it('R-NIN-5: the diagram as drawn: O at M10 is allowed, and its five is unperfect since x can capture into it', () => {
    const { state } = positionFromDiagram(asDrawn, { toMove: 'o' });
    const after = played(state, 'M10');
    expect(rules.status(after)).toMatchObject({ status: 'ongoing', toMove: 'x' });
    expect(rules.summary(after).pending).toEqual({
      side: 'o', points: ['H10', 'J10', 'K10', 'L10', 'M10'], until: { side: 'x', ply: after.plies + 1 },
    });
  });
});

describe('the unperfect five (R-NIN-5 c, d)', () => {
  const position = () => positionFromDiagram(`
    12  . . . . . . . . . . o . . . . . . . .
    11  . . . . . . . . x . x o o . . . . . .
    10  . . . . . . x o o o o . . . . . . . .
     9  . . . . . . . . . . o . . . . . . . .`, { toMove: 'o' }).state;

  it('R-NIN-5 c: the opponent destroys the unperfect five with the very next move: no win', () => {
    const after = played(position(), 'M10', 'L8');
    expect(rules.summary(after).lastMove).toEqual({ side: 'x', point: 'L8', captured: ['L9', 'L10'] });
    expect(rules.status(after)).toMatchObject({ status: 'ongoing', toMove: 'o', score: { x: 1, o: 0 } });
    expect(rules.summary(after).pending).toBeNull();
  });

  it('R-NIN-5 c: if the next move does not destroy it, the unperfect five wins', () => {
    const after = played(position(), 'M10', 'A1');
    expect(rules.status(after)).toMatchObject({ status: 'finished', winner: 'o', ending: 'play' });
    expect(after.result?.reason).toBe('unperfect-five');
  });

  it('R-NIN-5 c: capturing a stone of the five too late (a move later) changes nothing', () => {
    const after = played(position(), 'M10', 'A1');
    expect(play(after, 'L8')).toMatchObject({ ok: false, error: { rule: 'R-NIN-5' } });
  });
});

describe('forming a double-three while defending, when other allowed defences exist (R-NIN-7)', () => {
  it('R-NIN-7: X (M8) is prohibited because 1 (M10) defends the four without forming a 3-3', () => {
    const { state, marks } = positionFromDiagram(`
      14  . . . . . . . . . . . . . . . . . . .
      13  . . . . . . . . . . . . . . . . . . .
      12  . . . . . . . . . . . . . . . . . . .
      11  . . . . . . . . x . . . . . . . . . .
      10  . . . . . . x o o o o 1 . . . . . . .
       9  . . . . . . . . . . o . . . . . . . .
       8  . . . . . . . . . . o X . . . . . . .
       7  . . . . . . . . . . . . . . . . . . .
       6  . . . . . . . . . x . x . . . . . . .
       5  . . . . . . . . x . . x . . . . . . .
       4  . . . . . . . . . . . . . . . . . . .`);
    expect(marks).toEqual({ X: 'M8', 1: 'M10' });
    const refused = play(state, 'M8');
    expect(refused).toMatchObject({ ok: false, error: { rule: 'R-NIN-7' } });
    if (!refused.ok) {
      expect(refused.error.message).toContain('M5-M6-M8');
      expect(refused.error.message).toContain('J5-K6-M8');
      expect(refused.error.message).toContain('M10 defends');
    }
    expect(play(state, 'M10').ok).toBe(true);
  });

  it('R-NIN-7: X (G10) is prohibited because 1 (L12, capturing L11 and L10 of the four) is allowed', () => {
    const { state, marks } = positionFromDiagram(`
      14  . . . . . . . . . . . . . . . . . . .
      13  . . . . . . x . . x . . . . . . . . .
      12  . . . . . . x . x . 1 . . . . . . . .
      11  . . . . . . . . . . o . . . . . . . .
      10  . . . . . . X o o o o x . . . . . . .
       9  . . . . . . . . . . x . . . . . . . .
       8  . . . . . . . . . . . . . . . . . . .`);
    expect(marks).toEqual({ X: 'G10', 1: 'L12' });
    const refused = play(state, 'G10');
    expect(refused).toMatchObject({ ok: false, error: { rule: 'R-NIN-7', message: expect.stringContaining('L12 defends') } });
    const allowed = played(state, 'L12');
    expect(rules.summary(allowed).lastMove).toMatchObject({ captured: ['L10', 'L11'] });
  });
});

describe('double-threes and captures (R-NIN-6: judged after captures, only through the new stone)', () => {
  it('R-NIN-6: a move that forms a 3-3 due to capturing (X at G10) is forbidden', () => {
    const { state, marks } = positionFromDiagram(`
      14  - - - - - - - - - - - - - - - - - - -
      13  - - - - - - x - - x - - - - - - - - -
      12  - - - - - - x - x - - - - - - - - - -
      11  - - - - - - - - - - - - - - - - - - -
      10  - - - - - - X - - - - - - - - - - - -
       9  - - - - - o o - - - - - - - - - - - -
       8  - - - - o - o - - - - - - - - - - - -
       7  - - - x - - x - - - - - - - - - - - -
       6  - - - - - - - - - - - - - - - - - - -`);
    expect(marks.X).toBe('G10');
    const refused = play(state, 'G10');
    expect(refused).toMatchObject({ ok: false, error: { rule: 'R-NIN-7' } });
    if (!refused.ok) {
      expect(refused.error.message).toContain('G10-G12-G13');
      expect(refused.error.message).toContain('G10-J12-K13');
    }
  });

  it('R-NIN-6: a capturing move that reveals a 3-3 elsewhere (X at E9) is allowed', () => {
    const { state, marks } = positionFromDiagram(`
      14  - - - - - - - - - - - - - - - - - - -
      13  - - - - - - x - - x - - - - - - - - -
      12  - - - - - - x - x - - - - - - - - - -
      11  - - - - - - - - - - - - - - - - - - -
      10  - - - - - - x - - - - - - - - - - - -
       9  - - - - X o o x - - - - - - - - - - -
       8  - - - - - - - - - - - - - - - - - - -`);
    expect(marks.X).toBe('E9');
    const after = played(state, 'E9');
    expect(rules.summary(after).lastMove).toEqual({ side: 'x', point: 'E9', captured: ['F9', 'G9'] });
    expect(after.captures.x).toBe(1);
  });
});

describe('the overline and the rare draw (R-NIN-4, R-NIN-5 b)', () => {
  it('R-NIN-4: an overline (six in a row) does not win and remains neutral', () => {
    const { state } = positionFromDiagram(`
      10  . . x x x . x x . . . . . . . . . . .
       9  . . . . . . . . . . . . . . . . . . .`);
    const after = played(state, 'F10');
    expect(rules.status(after)).toMatchObject({ status: 'ongoing', toMove: 'o' });
    expect(rules.summary(after).pending).toBeNull();
  });

  it('R-NIN-5 b: a fifth capture that cuts the opponent\'s six-in-a-row down to five is a draw', () => {
    const { state } = positionFromDiagram(`
      12  . . . . . . . . . . . . . . . . . . .
      11  . . . . . . . . o . . . . . . . . . .
      10  . . o o o o o o . . . . . . . . . . .
       9  . . . . . . x . . . . . . . . . . . .`, { captures: { x: 4 } });
    const after = played(state, 'K12'); // captures J11 and H10, the end of the six
    expect(rules.summary(after).lastMove).toMatchObject({ captured: ['H10', 'J11'] });
    expect(rules.status(after)).toMatchObject({ status: 'finished', winner: null, ending: 'draw', margin: 0, score: { x: 5, o: 0 } });
    expect(after.result?.reason).toBe('capture-five-draw');
  });
});
