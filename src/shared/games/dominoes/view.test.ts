import { describe, expect, it } from 'vitest';
import { rules } from './index';
import { legalRecord } from './testing';
import type { DominoesView } from './view';

const HANDS = 'deal(a=6-4,5-5,3-1,2-0,1-1;b=6-1,6-5,4-4,2-2,1-0) 6-4 a+2';

describe('view', () => {
  it('players see hand sizes, never hidden tiles; the director sees the known tiles', () => {
    const s = legalRecord(HANDS, { mode: 'known' });
    const players = rules.view(s, 'players') as DominoesView;
    const director = rules.view(s, 'director') as DominoesView;
    expect(players.hands.a).toEqual({ size: 4, tiles: [], faceUp: [] });
    expect(players.hands.b.tiles).toEqual([]);
    expect(JSON.stringify(players)).not.toMatch(/5-5|6-5|2-2/);
    expect(director.hands.b.tiles).toEqual(['6-1', '6-5', '4-4', '2-2', '1-0']);
    expect(players.boneyard).toBe(18);
  });

  it('R-DOM-9: a face-up exposed tile is shown to the players', () => {
    const s = legalRecord('deal 6-4 exposed(b=6-1)', { exposed: 'faceup' });
    expect((rules.view(s, 'players') as DominoesView).hands.b).toEqual({ size: 5, tiles: ['6-1'], faceUp: ['6-1'] });
  });

  it('R-DOM-3: the layout as tiles on a grid: the set double across the line, four arms once crossed', () => {
    const s = legalRecord('deal 5-5 a+2 5-0@N 5-3@S 5-1@E 5-4@W');
    const v = rules.view(s, 'players') as DominoesView;
    expect(v.tiles[0]).toMatchObject({ tile: '5-5', arm: null, x: 0, y: 0, axis: 'EW', spinner: true, crossed: true });
    expect(v.tiles.slice(1).map((t) => [t.tile, t.arm, t.x, t.y, t.axis, t.halves])).toEqual([
      ['5-0', 'N', 0, 1.5, 'NS', [5, 0]],
      ['5-3', 'S', 0, -1.5, 'NS', [5, 3]],
      ['5-1', 'E', 2, 0, 'EW', [5, 1]],
      ['5-4', 'W', -2, 0, 'EW', [5, 4]],
    ]);
    expect(v.openEnds.map((e) => e.arm)).toEqual(['N', 'S', 'E', 'W']);
    expect(v).toMatchObject({ count: 8, scores: { a: 2, b: 0 }, track: { target: 61, skunkLine: 31 }, lastAction: '5-4@W' });
  });

  it('a wrong play that stood is marked on the board', () => {
    const v = rules.view(legalRecord('deal 6-4 !3-5@N'), 'director') as DominoesView;
    expect(v.tiles[1]).toMatchObject({ tile: '5-3', wrong: true, halves: [3, 5] });
  });

  it('R-DOM-11: before the count is entered every audience sees the counts the record still allows; none in known mode', () => {
    // The worked example of issue 39: a holds one tile, any the record allows.
    const hand = 'deal 6-5 6-6@S 5-1@N 6-4 b+1 draw 1-0@N 6-1@S1r b+1 2-0 6-3@S1l b+2 0-4@S 5-0@S';
    const players = rules.view(legalRecord(hand), 'players') as DominoesView;
    expect(players.countsPossible).toEqual({ a: [0, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    expect((rules.view(legalRecord(`${hand} count(a=10)`), 'players') as DominoesView).countsPossible).toBeNull();
    expect((rules.view(legalRecord(HANDS, { mode: 'known' }), 'director') as DominoesView).countsPossible).toBeNull();
  });
});
