import { describe, expect, it } from 'vitest';
import { runFuzz, snapshot } from '../../scripts/fuzz';
import { gameRules } from '../../src/shared/games/registry';
import { tempBackend } from '../support/tempdb';

describe('hostile input (short fuzz run; npm run fuzz for 100,000 cases)', () => {
  it('no API method or engine throws, every refusal is typed, and no refused request changes the database', async () => {
    const report = await runFuzz({ cases: 2000, seed: 20261121 });
    expect(report.examples).toEqual([]);
    expect(report.roundTripFailures).toBe(0);
    expect(report.cases).toBe(2000);
    expect(report.crashes).toBe(0);
    expect(report.stateChanges).toBe(0);
    expect(report.refusals).toBeGreaterThan(500);
    expect(report.accepted).toBeGreaterThan(100);
  }, 300_000);

  it('the snapshot sees a change in any table', () => {
    const { db } = tempBackend();
    const before = snapshot(db);
    db.prepare("INSERT INTO audit (action) VALUES ('x')").run();
    expect(snapshot(db)).not.toBe(before);
  });
});

describe('malformed actions from elsewhere are refused as notation, never thrown on (found by the fuzzer)', () => {
  const bad: unknown[] = [undefined, null, 7, 'f5', [], {}, Object.create(null), { type: 'claim', points: 3 }, { kind: 'move', from: 'a1', to: 5 },
    { type: 'play', tile: null }, { type: 'move', square: Object.create(null) }, { type: Object.create(null) }, { type: 'resign', side: 1n }, { kind: 99 }];
  for (const game of ['othello', 'ninuki', 'dominoes', 'tonobeb', 'onino'] as const) {
    it(`${game}: apply refuses every malformed action with a rule and a message`, () => {
      const rules = gameRules(game);
      const start = rules.setup({});
      expect(start.ok).toBe(true);
      for (const action of bad) {
        const result = rules.apply((start as { value: unknown }).value, action);
        expect(result.ok, String(typeof action)).toBe(false);
        if (!result.ok) {
          expect(result.error.rule).toBeTruthy();
          expect(result.error.message).toBeTruthy();
        }
      }
    });
  }
});

describe('numbers too long to be a size or a score are refused, so every record that parses round-trips (found by the fuzzer)', () => {
  const digits = '9'.repeat(400);
  it('ninuki: a size header of hundreds of digits is a notation error, not size Infinity', () => {
    const parsed = gameRules('ninuki').parseRecord(`size ${digits}\nK10`);
    expect(parsed.ok ? null : parsed.error.rule).toBe('notation');
  });
  it('dominoes: claims, deal counts and pip counts of hundreds of digits are notation errors', () => {
    const rules = gameRules('dominoes');
    for (const text of [`a+${digits}`, `deal(a=${digits};b=5)`, `count(b=${digits})`]) {
      const parsed = rules.parseAction(text);
      expect(parsed.ok, text.slice(0, 20)).toBe(false);
    }
  });
});
