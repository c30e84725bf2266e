import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayRecord } from '../replay';
import { FORTY_FIVE_MARKERS } from './fixtures';
import { rules } from './index';
import type { OninoAction, OninoState } from './types';

const canonical = (text: string): string => {
  const parsed = rules.parseRecord(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return rules.formatRecord(parsed.value);
};

describe('notation', () => {
  it('every action form parses and formats back to itself', () => {
    const forms = [
      'h8', 'h8!', 'declare', 'first:declare', 'A2:declare', 'both:declare',
      'B1:out-of-turn:h9', 'second:out-of-turn', 'first:out-of-turn:c3@12',
      'A1:centre:d4', 'first:centre:o15@0', 'second:touch:h8,i9', 'B2:touch:a1@7',
      'A2:attention', 'first:remark@3', 'first:resign', 'B2:forfeit', 'draw',
      'director:first', 'director:second', 'director:draw',
    ];
    for (const form of forms) {
      const parsed = rules.parseAction(form);
      expect(parsed.ok, form).toBe(true);
      if (parsed.ok) expect(rules.formatAction(parsed.value)).toBe(form);
    }
  });

  it('squares are read in either case and written in lower case; "center" is read as centre', () => {
    expect(canonical('H8 a15 first:center:D4')).toBe('h8 a15 first:centre:d4\n');
  });

  it('refuses what is not Onino notation, with the ply of the offending action', () => {
    for (const bad of ['p1', 'a16', 'h08', 'C:declare', 'first:touch', 'first:centre', 'first:attention:h8', 'both:resign', 'director:A1', 'first:declare@3', 'a1:touch:a1']) {
      expect(rules.parseAction(bad).ok, bad).toBe(false);
    }
    const e = rules.parseRecord('a1 b1\nc1 zz');
    expect(!e.ok && e.error).toMatchObject({ rule: 'notation', ply: 4 });
  });

  it('a record keeps its options header, drops comments and round-trips exactly once canonical', () => {
    const text = '[mode doubles]  # a club game\na1 b1 A1:attention   c1\n# adjourned\nB2:declare\n';
    const once = canonical(text);
    expect(once).toBe('[mode doubles]\na1 b1 A1:attention c1 B2:declare\n');
    expect(canonical(once)).toBe(once);
    const record = rules.parseRecord(text);
    expect(record.ok && record.value.options).toEqual({ mode: 'doubles' });
    expect(canonical('')).toBe('');
  });

  it('the 45-marker game round-trips and lays out ten actions a line', () => {
    const once = canonical(FORTY_FIVE_MARKERS);
    expect(once.split('\n').filter(Boolean).map((l) => l.split(' ').length)).toEqual([10, 10, 10, 10, 10, 10, 10, 10, 10]);
    expect(canonical(once)).toBe(once);
  });

  it('an option line after the actions is refused', () => {
    expect(rules.parseRecord('a1\n[mode doubles]').ok).toBe(false);
  });
});

describe('properties (fast-check)', () => {
  const token = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('a1', 'h8', 'o15', 'declare', 'both:declare', 'first:declare', 'A1:touch:a1', 'second:attention',
      'B1:out-of-turn:c3', 'first:centre:d4', 'second:remark@2', 'draw', 'first:resign', 'director:draw', 'B2:forfeit'),
  );

  it('parsing and applying arbitrary input never throws, and the state given is never changed', () => {
    fc.assert(fc.property(fc.array(token, { maxLength: 40 }), fc.constantFrom('singles', 'doubles'), (tokens, mode) => {
      let state = rules.setup({ mode });
      for (const t of tokens) {
        if (!state.ok) break;
        const action = rules.parseAction(t);
        if (!action.ok) continue;
        const before = state.value.board.slice();
        const next = rules.apply(state.value, action.value);
        expect(state.value.board).toEqual(before);
        if (next.ok) state = next;
      }
    }), { numRuns: 300 });
  });

  it('R-ALL-1: random legal games round-trip through the notation and replay to the same position', () => {
    fc.assert(fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 120 }), fc.constantFrom('singles', 'doubles'), (picks, mode) => {
      const setup = rules.setup({ mode });
      if (!setup.ok) throw new Error('setup');
      let state: OninoState = setup.value;
      const actions: OninoAction[] = [];
      const extras: OninoAction[] = [{ type: 'declare' }, { type: 'attention', offender: mode === 'doubles' ? 'B2' : 'second' }];
      for (const pick of picks) {
        const legal = [...rules.legal!(state), ...extras];
        if (rules.status(state).status === 'finished') break;
        const action = legal[pick % legal.length]!;
        const next = rules.apply(state, action);
        if (!next.ok) continue;
        actions.push(action);
        state = next.value;
      }
      const text = rules.formatRecord({ options: { mode }, actions });
      const parsed = rules.parseRecord(text);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      expect(rules.formatRecord(parsed.value)).toBe(text);
      const again = replayRecord<OninoState>(rules, parsed.value);
      expect(again.error).toBeNull();
      expect(again.state.board).toEqual(state.board);
      expect(rules.status(again.state)).toEqual(rules.status(state));
    }), { numRuns: 100 });
  });
});
