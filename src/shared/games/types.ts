/**
 * The contract every rules engine implements (docs/architecture.md, "Games").
 *
 * A game record is an ordered list of actions (RULINGS R-ALL-1); the state is always a replay of it.
 * Engines are pure: no I/O, no clocks, no randomness unless seeded through the options, and they never
 * throw on bad input: every refusal is a value naming the rule it breaks.
 */

/**
 * The games this build knows: declared empty here and filled in by the registry (registry.ts augments it with
 * the keys of its BUILT_IN), so that the engines name `GameId` without importing the registry, which imports
 * them (issue 40: no import circle, type imports included).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging in registry.ts
export interface KnownGames {}

/** A game this build knows (derived from the registry). */
export type GameId = keyof KnownGames;

/** A refusal. `rule` names the rule or ruling (`R-NIN-7`, `onino rule 15`, `notation`). */
export interface RuleError {
  rule: string;
  message: string;
  /** 1-based index of the offending action in a record, when replaying one. */
  ply?: number;
  /** The message by catalogue key (`errors.<key>`), for the caller's language. */
  text?: RuleText;
}

/** A message by key and parameters (a parameter may be a message of its own): the API's `MessageText`. */
export interface RuleText {
  key: string;
  params?: Record<string, string | number | RuleText>;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: RuleError };

export const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
/**
 * A refusal: the English message, and (issue 25) the same words by catalogue key (`errors.engine.*`) so the
 * API can say them in the caller's language. Rule names (R-OTH-2, othello rule 8) are never translated.
 */
export const refuse = <T = never>(rule: string, message: string, key?: string, params: RuleText['params'] = {}): Outcome<T> => ({
  ok: false,
  error: key ? { rule, message, text: { key, params } } : { rule, message },
});

/** English words given as they are inside a keyed message (a reason computed elsewhere). */
export const verbatim = (text: string): RuleText => ({ key: 'verbatim', params: { text } });

/** Messages by key as a list, `a, b, c` (the comma of each language's catalogue). */
export const listText = (list: readonly RuleText[]): RuleText =>
  list.slice(1).reduce<RuleText>((all, next) => ({ key: 'engine.list', params: { all, next } }), list[0] ?? { key: 'engine.none' });

/** A refusal's words by key when it has them, else its English as given. */
export const engineText = (e: RuleError): RuleText => e.text ?? verbatim(e.message);

/** `field: message; field: message` as one message by key, each error by its own key when it has one (result validation). */
export function fieldErrorsText(errors: ReadonlyArray<{ field: string; message: string; text?: RuleText }>): RuleText {
  const each = errors.map((e): RuleText => ({ key: 'fieldError', params: { field: e.field, message: e.text ?? verbatim(e.message) } }));
  return each.slice(1).reduce<RuleText>((all, e) => ({ key: 'joined', params: { first: all, next: e } }), each[0] ?? { key: 'invalidRequest' });
}

/** Game options as they arrive from the CLI (`--opt size=19`) or an event: strings are coerced by setup. */
export type GameOptions = Record<string, string | number | boolean>;

/** How a finished game ended (R-ALL-3 adds the non-board endings). */
export type Ending = 'play' | 'draw' | 'resignation' | 'agreement' | 'forfeit' | 'director';

export interface GameStatus<Side extends string = string> {
  status: 'ongoing' | 'finished';
  /** The side to act next; null once finished. */
  toMove: Side | null;
  /** The winner; null for a draw or an unfinished game. */
  winner: Side | null;
  /** The game score of the rules, per side (current value while ongoing). */
  score: Record<Side, number>;
  /** The winner's margin per the game's rules once finished (0 for a draw), else null. */
  margin: number | null;
  /** Set once finished. */
  ending: Ending | null;
  /** One human sentence: what is expected next, or how the game ended. */
  message: string;
}

/** A record as text and as data: the options it was played under and its actions in order. */
export interface GameRecord<A> {
  options: GameOptions;
  actions: A[];
}

/** Who looks at a board. Players never see what the rules forbid showing them (onino rule 7). */
export type Audience = 'players' | 'director';

export interface GameRules<S, A, Side extends string = string, View = unknown> {
  readonly id: string;
  readonly name: string;
  readonly sides: readonly [Side, Side];
  /** Validated options (defaults filled in, strings coerced) or a refusal naming the bad option. */
  setup(options?: GameOptions): Outcome<S>;
  /** The next state, or a refusal naming the rule. Never mutates `state`, never throws. */
  apply(state: S, action: A): Outcome<S>;
  status(state: S): GameStatus<Side>;
  /** The legal actions in this state (for highlighting and tests), where that list is finite. */
  legal?(state: S): A[];
  /** One action in the game's notation (syntax only; legality is `apply`'s job). */
  parseAction(text: string): Outcome<A>;
  formatAction(action: A): string;
  /** A whole record: optional option header plus the actions; text -> record -> text round-trips. */
  parseRecord(text: string): Outcome<GameRecord<A>>;
  formatRecord(record: GameRecord<A>): string;
  /** The game's own JSON keys for `td replay` and the API (captures, markersUsed, layout, ...). */
  summary(state: S): Record<string, unknown>;
  /** What a board draws for the given audience (JSON-serialisable): the game's own view type. */
  view(state: S, audience: Audience): View;
  /**
   * Games that hide part of the record from an audience (dominoes' hands in known mode): the record as
   * that audience may see it, options included, action for action (same length), and itself a record the
   * engine replays; null when nothing is hidden from it. Absent: every audience may see every record.
   */
  redact?(record: GameRecord<A>, audience: Audience): GameRecord<A> | null;
}

/** The registry's view of an engine, with its state and action types erased. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameRules = GameRules<any, any, string>;
