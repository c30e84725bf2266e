/**
 * Replaying a record (R-ALL-1: the state is always a replay of the record), in one place for the services,
 * the renderer, the PDF records and `td replay`. `Replayer` keeps the last replayed prefix and extends it
 * when the record only grew (a move appended), so a long game is not replayed from its start on every move.
 */
import { reportOf, type GameReport } from './present';
import type { AnyGameRules, GameOptions, GameRecord, RuleError } from './types';

export interface Replay<S = unknown> {
  /** The state after the last legal action. */
  state: S;
  /** How many actions applied cleanly. */
  applied: number;
  /** The first refusal, with its 1-based ply, if the record is illegal. */
  error: RuleError | null;
}

/** Called after each applied action (1-based ply), for callers that keep every position (the PDF records). */
export type OnStep = (ply: number, action: unknown, state: unknown) => void;

/** Applies `actions` from `state`, the first of them being ply `from + 1`; stops at the first refusal. */
export function replayFrom<S>(rules: AnyGameRules, state: S, actions: readonly unknown[], from = 0, onStep?: OnStep): Replay<S> {
  for (let i = 0; i < actions.length; i++) {
    const next = rules.apply(state, actions[i]);
    if (!next.ok) return { state, applied: from + i, error: { ...next.error, ply: from + i + 1 } };
    state = next.value as S;
    onStep?.(from + i + 1, actions[i], state);
  }
  return { state, applied: from + actions.length, error: null };
}

/** Replays a record from its options (R-ALL-1): stops at the first refused action; a refused setup is ply 0. */
export function replayRecord<S>(rules: AnyGameRules, record: GameRecord<unknown>, extra: GameOptions = {}, onStep?: OnStep): Replay<S> {
  const setup = rules.setup({ ...record.options, ...extra });
  if (!setup.ok) return { state: undefined as S, applied: 0, error: { ...setup.error, ply: 0 } };
  return replayFrom(rules, setup.value as S, record.actions, 0, onStep);
}

/** Parses and replays a text record; the result is what `td replay` prints. */
export function replayText(
  rules: AnyGameRules,
  text: string,
  extra: GameOptions = {},
): { ok: true; report: GameReport } | { ok: false; error: RuleError } {
  const parsed = rules.parseRecord(text);
  if (!parsed.ok) return { ok: false, error: { ply: 0, ...parsed.error } };
  const run = replayRecord(rules, parsed.value, extra);
  if (run.error) return { ok: false, error: run.error };
  return { ok: true, report: reportOf(rules, run.state) };
}

/** A replayed prefix of a record in notation: its actions and the state after them. */
export interface Prefix {
  actions: readonly string[];
  state: unknown;
}

const extends_ = (actions: readonly string[], prefix: Prefix): boolean =>
  prefix.actions.length <= actions.length && prefix.actions.every((a, i) => a === actions[i]);

/**
 * One game's record in notation, replayed incrementally (the arrays given are kept, not copied: callers never
 * mutate a record they passed): `replay` starts from the remembered prefix when the
 * record extends it, else from the setup. A cache, never a second truth: the record decides (R-ALL-1).
 */
export class Replayer {
  private last: Prefix | null = null;

  constructor(readonly rules: AnyGameRules, readonly options: GameOptions) {}

  /**
   * The state after `actions` (notation, parsed here). A refused setup is ply 0, an action that does not parse
   * or apply its 1-based ply. `remember` (default) keeps the result as the prefix the next call extends.
   */
  replay(actions: readonly string[], remember = true): Replay {
    const { rules } = this;
    let from = 0;
    let state: unknown;
    if (this.last && extends_(actions, this.last)) {
      from = this.last.actions.length;
      state = this.last.state;
    } else {
      const setup = rules.setup(this.options);
      if (!setup.ok) return { state: undefined, applied: 0, error: { ...setup.error, ply: 0 } };
      state = setup.value;
    }
    for (let i = from; i < actions.length; i++) {
      const parsed = rules.parseAction(actions[i]!);
      const next = parsed.ok ? rules.apply(state, parsed.value) : parsed;
      if (!next.ok) return { state, applied: i, error: { ...next.error, ply: i + 1 } };
      state = next.value;
    }
    if (remember) this.last = { actions, state };
    return { state, applied: actions.length, error: null };
  }

  /** Remembers a state computed outside `replay` (a move just applied) as the prefix to extend. */
  remember(actions: readonly string[], state: unknown): void {
    this.last = { actions, state };
  }
}
