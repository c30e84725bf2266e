import { describe, expect, it } from 'vitest';
import { present, reportOf } from './present';
import { gameRules } from './registry';
import { Replayer, replayText } from './replay';
import type { AnyGameRules } from './types';

/** Othello's engine, counting the actions it applies. */
function counted(): { rules: AnyGameRules; applied: () => number } {
  const base = gameRules('othello');
  let n = 0;
  const rules: AnyGameRules = { ...base, apply: (s, a) => (n++, base.apply(s, a)) };
  return { rules, applied: () => n };
}

describe('the incremental replayer (issue 40: one replay path, R-ALL-1)', () => {
  it('extends the replayed prefix when moves are appended, and replays from the start when the record changed', () => {
    const { rules, applied } = counted();
    const r = new Replayer(rules, {});
    expect(r.replay(['f5', 'd6']).error).toBeNull();
    expect(applied()).toBe(2);
    const longer = r.replay(['f5', 'd6', 'c3']);
    expect(longer.applied).toBe(3);
    expect(applied()).toBe(3);
    // Another record (a move undone and another played): from the start.
    r.replay(['f5', 'f6']);
    expect(applied()).toBe(5);
    const text = replayText(gameRules('othello'), 'f5 d6 c3');
    expect(text.ok && text.report).toEqual(reportOf(rules, longer.state));
  });

  it('a shorter position asked without remembering keeps the longer prefix for the next move', () => {
    const { rules, applied } = counted();
    const r = new Replayer(rules, {});
    r.replay(['f5', 'd6', 'c3']);
    r.replay(['f5'], false);
    r.replay(['f5', 'd6', 'c3', 'd3']);
    expect(applied()).toBe(3 + 1 + 1);
  });

  it('names the ply of a refused action (1-based) and ply 0 for refused options', () => {
    const r = new Replayer(gameRules('othello'), {});
    const bad = r.replay(['f5', 'a1']);
    expect(bad.error?.ply).toBe(2);
    expect(bad.applied).toBe(1);
    expect(new Replayer(gameRules('ninuki'), { size: 4 }).replay([]).error?.ply).toBe(0);
  });
});

describe('present (issue 40: one presentation per audience)', () => {
  it('gives the status, the report (status and the game\'s own keys) and the audience\'s view', () => {
    const rules = gameRules('othello');
    const { state } = new Replayer(rules, {}).replay(['f5']);
    const shown = present(rules, state, 'players');
    expect(shown.status).toEqual(rules.status(state));
    expect(shown.report).toEqual({ ...rules.status(state), ...rules.summary(state) });
    expect(shown.view).toEqual(rules.view(state, 'players'));
  });
});
