import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rules } from './index';
import type { OthelloAction, OthelloState } from './types';

const start = (): OthelloState => (rules.setup() as { ok: true; value: OthelloState }).value;

/** A random legal game (passes written), as its actions and its final state. */
const randomGame = fc.array(fc.nat(), { maxLength: 70 }).map((choices) => {
  let state = start();
  const actions: OthelloAction[] = [];
  for (const c of choices) {
    const legal = rules.legal(state);
    if (legal.length === 0) break;
    const action = legal[c % legal.length]!;
    const next = rules.apply(state, action);
    if (!next.ok) throw new Error(next.error.message);
    actions.push(action);
    state = next.value;
  }
  return { actions, state };
});

function replay(text: string): OthelloState {
  const parsed = rules.parseRecord(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  let state = start();
  for (const a of parsed.value.actions) {
    const next = rules.apply(state, a);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return state;
}

describe('Othello notation', () => {
  it('R-OTH-1: plain transcripts in any case, with or without spaces', () => {
    const canonical = rules.parseRecord('f5d6c3d3c4');
    expect(canonical).toEqual({ ok: true, value: { options: {}, actions: ['f5', 'd6', 'c3', 'd3', 'c4'].map((square) => ({ type: 'move', square })) } });
    expect(rules.parseRecord('F5 d6  C3\nd3\tc4')).toEqual(canonical);
    expect(rules.parseRecord('F5D6c3 D3C4')).toEqual(canonical);
  });

  it('R-OTH-2: passes may be written (any case) or left out', () => {
    const written = rules.parseRecord('f5 PASS d6');
    expect(written.ok && written.value.actions).toEqual([{ type: 'move', square: 'f5' }, { type: 'pass' }, { type: 'move', square: 'd6' }]);
  });

  it('canonical text: moves run together, other actions stand apart; it round-trips exactly', () => {
    const text = 'f5d6c3 pass d3 fix(d4=b,e5=w) c4 resign:black(20-44) "lost on time"';
    const parsed = rules.parseRecord(text);
    expect(parsed.ok && rules.formatRecord(parsed.value)).toBe(text);
    const loose = rules.parseRecord('F5 D6 C3 Pass D3 FIX( e5 = W , d4=black ) c4 RESIGN:B(20-44)   "lost on time"');
    expect(loose.ok && rules.formatRecord(loose.value)).toBe(text);
    for (const t of ['draw', 'draw(32-32) "agreed"', 'award:draw', 'award:black(40-24)', 'forfeit:black "absent"', '']) {
      const p = rules.parseRecord(t);
      expect(p.ok && rules.formatRecord(p.value)).toBe(t);
    }
  });

  it('parse errors are notation errors with the ply of the bad action', () => {
    expect(rules.parseRecord('f5 d6 z9')).toMatchObject({ ok: false, error: { rule: 'notation', ply: 3 } });
    expect(rules.parseRecord('f5 fix(d4)')).toMatchObject({ ok: false, error: { rule: 'notation', ply: 2 } });
    expect(rules.parseRecord('fix(d4=b,d4=w)')).toMatchObject({ ok: false, error: { rule: 'notation', ply: 1, message: 'fix(...) names d4 twice' } });
    expect(rules.parseAction('f5d6')).toMatchObject({ ok: false, error: { rule: 'notation' } });
    expect(rules.parseAction(' E6 ')).toEqual({ ok: true, value: { type: 'move', square: 'e6' } });
  });

  it('every random legal game round-trips text -> actions -> text, and its transcript without passes replays the same', () => {
    fc.assert(fc.property(randomGame, ({ actions, state }) => {
      const text = rules.formatRecord({ options: {}, actions });
      const parsed = rules.parseRecord(text);
      expect(parsed).toEqual({ ok: true, value: { options: {}, actions } });
      const transcript = rules.summary(state).transcript as string;
      let again = replay(transcript);
      // A pass at the very end is implied by nothing after it: the transcript stops before it.
      for (let i = actions.length - 1; i >= 0 && actions[i]!.type === 'pass'; i--) {
        const passed = rules.apply(again, { type: 'pass' });
        if (!passed.ok) throw new Error(passed.error.message);
        again = passed.value;
      }
      expect(rules.status(again)).toEqual(rules.status(state));
      expect(rules.summary(again)).toEqual(rules.summary(state));
    }), { numRuns: 300 });
  });
});
