import type { AnyGameRules, GameOptions, GameRecord, GameStatus, RuleError } from './types';

export interface Replay<S = unknown> {
  /** The state after the last legal action. */
  state: S;
  /** How many actions applied cleanly. */
  applied: number;
  /** The first refusal, with its 1-based ply, if the record is illegal. */
  error: RuleError | null;
}

/** Replays a record from its options (R-ALL-1): stops at the first refused action. */
export function replayRecord<S>(rules: AnyGameRules, record: GameRecord<unknown>, extra: GameOptions = {}): Replay<S> {
  const setup = rules.setup({ ...record.options, ...extra });
  if (!setup.ok) return { state: undefined as S, applied: 0, error: { ...setup.error, ply: 0 } };
  let state = setup.value as S;
  for (let i = 0; i < record.actions.length; i++) {
    const next = rules.apply(state, record.actions[i]);
    if (!next.ok) return { state, applied: i, error: { ...next.error, ply: i + 1 } };
    state = next.value as S;
  }
  return { state, applied: record.actions.length, error: null };
}

/** Parses and replays a text record; the result is what `td replay` prints. */
export function replayText(
  rules: AnyGameRules,
  text: string,
  extra: GameOptions = {},
): { ok: true; report: GameStatus & Record<string, unknown> } | { ok: false; error: RuleError } {
  const parsed = rules.parseRecord(text);
  if (!parsed.ok) return { ok: false, error: { ply: 0, ...parsed.error } };
  const run = replayRecord(rules, parsed.value, extra);
  if (run.error) return { ok: false, error: run.error };
  return { ok: true, report: { ...rules.status(run.state), ...rules.summary(run.state) } };
}
