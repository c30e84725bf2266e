import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rules } from './index';
import { asOpenLog, simulateGame } from './simulate';

const FORMS = [
  'forset(a=6-4;b=3-1)', 'deal', 'deal(a=6;b=5)', 'deal(a=6-4,5-5,3-1,2-0,1-1;b=6-1,6-5,4-4,2-2,1-0)',
  '6-4', '6-1@N', '12-10@S', '3-3@N3l2r', '!4-6@S', 'a+2', 'b+12', 'draw', 'draw(3-2)', 'pass',
  'count', 'count(b=18)', 'count(a=4;b=12)', 'trip(a)', 'overdraw(b)', 'underdraw(a)', 'underdraw(a=3-2,1-0)',
  'exposed(3-2)', 'exposed(b=3-2)', 'resign(a)', 'resign(b){left early}', 'forfeit(a)', 'agreed', 'agreed{rain}',
  'director(a)', 'director(draw){power cut}',
];

describe('notation', () => {
  it('every action form parses and formats back to itself', () => {
    for (const text of FORMS) {
      const parsed = rules.parseAction(text);
      expect(parsed.ok, text).toBe(true);
      if (parsed.ok) expect(rules.formatAction(parsed.value)).toBe(text);
    }
  });

  it('tiles are canonical high half first, except in a wrong play where the order is the orientation', () => {
    const play = rules.parseAction('4-6@N');
    expect(play.ok && rules.formatAction(play.value)).toBe('6-4@N');
    const wrong = rules.parseAction('!4-6@N');
    expect(wrong.ok && wrong.value).toEqual({ type: 'wrong', inner: 4, outer: 6, arm: 'N' });
  });

  it('bad tokens are notation errors carrying the ply', () => {
    for (const bad of ['6-4@X', '+2', 'a+0', 'deal(a=5)', 'draw(3)', 'count(c=3)', 'trip', 'hello', '!6-4', 'pass{why}']) {
      const parsed = rules.parseAction(bad);
      expect(parsed.ok ? null : parsed.error.rule, bad).toBe('notation');
    }
    const record = rules.parseRecord('deal 6-4 6-1@S b+1 6-6@Q');
    expect(record.ok ? null : record.error).toMatchObject({ rule: 'notation', ply: 5 });
  });

  it('a record: option lines, comments, then one line per hand; canonical text round-trips exactly', () => {
    const text = '[set 9] # double-nine\n[mode open]\n\nforset(a=6-4;b=3-1) deal 9-1 a+2   # the set scores\n9-3@S\n';
    const parsed = rules.parseRecord(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.options).toEqual({ set: '9', mode: 'open' });
    const canonical = rules.formatRecord(parsed.value);
    expect(canonical).toBe('[set 9]\n[mode open]\n\nforset(a=6-4;b=3-1)\ndeal 9-1 a+2 9-3@S\n');
    const again = rules.parseRecord(canonical);
    expect(again.ok && rules.formatRecord(again.value)).toBe(canonical);
  });

  it('option lines after the first action are refused', () => {
    expect(rules.parseRecord('deal\n[set 9]').ok).toBe(false);
  });

  it('whole simulated games round-trip, in known-hands and open-log form', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(6, 9, 12), (n, set) => {
      const game = simulateGame(`rt${n}`, { set }, 400);
      for (const record of [game, asOpenLog(game)]) {
        const text = rules.formatRecord(record);
        const parsed = rules.parseRecord(text);
        expect(parsed.ok).toBe(true);
        if (parsed.ok) {
          expect(parsed.value.actions).toEqual(record.actions);
          expect(rules.formatRecord(parsed.value)).toBe(text);
        }
      }
    }), { numRuns: 25 });
  });
});
