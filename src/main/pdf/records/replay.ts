/** Replays a record action by action (the shared replay), keeping every state, for the record adapters. */
import { replayFrom } from '../../../shared/games/replay';
import type { GameOptions, GameRules, RuleError } from '../../../shared/games/types';

export interface Step<S, A> {
  /** 1-based. */
  ply: number;
  action: A;
  text: string;
  /** The state after the action. */
  state: S;
}

export interface Stepped<S, A> {
  /** The options played under: the record's header with the caller's extras over it. */
  options: GameOptions;
  start: S;
  steps: Step<S, A>[];
  final: S;
  /** The first refused action (its ply), or null for a legal record. */
  error: RuleError | null;
}

/** Parses and replays `text`; a record that cannot be read or set up at all gives its error instead. */
export function stepRecord<S, A, Side extends string>(
  rules: GameRules<S, A, Side>, text: string, extra: GameOptions = {},
): { ok: true; value: Stepped<S, A> } | { ok: false; error: RuleError } {
  const parsed = rules.parseRecord(text);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const options = { ...parsed.value.options, ...extra };
  const setup = rules.setup(options);
  if (!setup.ok) return { ok: false, error: { ...setup.error, ply: 0 } };
  const steps: Step<S, A>[] = [];
  const run = replayFrom(rules, setup.value, parsed.value.actions, 0, (ply, action, state) => {
    steps.push({ ply, action: action as A, text: rules.formatAction(action as A), state: state as S });
  });
  return { ok: true, value: { options, start: setup.value, steps, final: run.state, error: run.error } };
}
