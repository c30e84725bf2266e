/** Notation and the record format (docs/ninuki.md): every record round-trips (R-ALL-1, R-ALL-3). */
import { describe, expect, it } from 'vitest';
import { replayText } from '../replay';
import { rules } from './index';

describe('notation and records', () => {
  it('R-ALL-1: a record is the size header and the actions; text -> record -> canonical text round-trips', () => {
    const text = '# club night, board 3\nsize 15\nh8 j9 m12\n\nb2 c3\nresign   o   lost  on time\n';
    const parsed = rules.parseRecord(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.options).toEqual({ size: 15 });
    expect(parsed.value.actions.at(-1)).toEqual({ type: 'resign', side: 'o', reason: 'lost on time' });
    const canonical = rules.formatRecord(parsed.value);
    expect(canonical).toBe('size 15\nH8 J9 M12 B2 C3\nresign o lost on time\n');
    const again = rules.parseRecord(canonical);
    expect(again.ok && rules.formatRecord(again.value)).toBe(canonical);
  });

  it('R-ALL-3: every ending round-trips, and plays go ten to a line', () => {
    const plays = 'K10 L11 A1 B1 A2 B2 A3 B3 A4 B4 A6 B6';
    for (const ending of ['resign x', 'forfeit o', 'draw agreed', 'draw agreed both tired', 'director x', 'director draw fire alarm']) {
      const canonical = `size 19\nK10 L11 A1 B1 A2 B2 A3 B3 A4 B4\nA6 B6\n${ending}\n`;
      const parsed = rules.parseRecord(`${plays}\n${ending}`);
      if (!parsed.ok) throw new Error(parsed.error.message);
      expect(rules.formatRecord(parsed.value)).toBe(canonical);
      const again = rules.parseRecord(canonical);
      expect(again.ok && again.value).toEqual({ options: { size: 19 }, actions: parsed.value.actions });
    }
  });

  it('every action formats and parses back to itself', () => {
    for (const text of ['A1', 'K10', 'V21', 'resign x', 'forfeit o no show', 'draw agreed', 'director o protest upheld', 'director draw']) {
      const a = rules.parseAction(text);
      if (!a.ok) throw new Error(a.error.message);
      expect(rules.formatAction(a.value)).toBe(text);
    }
  });

  it('notation: parse errors carry the ply and the rule "notation"', () => {
    expect(rules.parseRecord('size 19\nK10 L11 Z\n')).toMatchObject({ ok: false, error: { rule: 'notation', ply: 3 } });
    expect(rules.parseRecord('K10 I9')).toMatchObject({ ok: false, error: { rule: 'notation', ply: 2, message: expect.stringContaining('no file I') } });
    expect(rules.parseRecord('K10\nsize 19')).toMatchObject({ ok: false, error: { ply: 2 } });
    expect(rules.parseRecord('size nineteen')).toMatchObject({ ok: false, error: { rule: 'notation', ply: 1 } });
    expect(rules.parseRecord('K10\nresign z')).toMatchObject({ ok: false, error: { ply: 2 } });
  });

  it('R-ALL-1: replaying a record derives the position, captures and result', () => {
    // N13 captures M12 and L11 against K10; F5-F9 is then a five o cannot break
    const record = 'size 19\nK10 L11 F5 M12 N13 A1 F6 A3 F7 A5\nF8 A7\n';
    expect(replayText(rules, record)).toMatchObject({
      ok: true, report: { status: 'ongoing', toMove: 'x', captures: { x: 1, o: 0 }, plies: 12, pending: null, outcome: null },
    });
    expect(replayText(rules, `${record}F9\n`)).toMatchObject({
      ok: true,
      report: { status: 'finished', toMove: null, winner: 'x', score: { x: 1, o: 0 }, margin: 1, outcome: { reason: 'five' } },
    });
    expect(replayText(rules, `${record}F9 A9\n`)).toMatchObject({ ok: false, error: { ply: 14, rule: 'R-NIN-5' } });
  });

  it('R-NIN-1: --opt size overrides the record header; a bad size is refused at ply 0', () => {
    expect(replayText(rules, 'size 19\nG7', { size: 13 })).toMatchObject({ ok: true, report: { size: 13, plies: 1 } });
    expect(replayText(rules, 'size 18\n')).toMatchObject({ ok: false, error: { rule: 'R-NIN-1', ply: 0 } });
  });
});
