import { z } from 'zod';
import { Audience, GameId, GameOptionsSchema, Id } from '../schemas';
import type { GameView } from '../../games/registry';
import type { GameId as GameIdType } from '../../games/types';

/** One action in the game's own notation (`f5`, `K10`, `6-1@N`, `a1-a6`, `declare`, ...). */
const ActionText = z.string().trim().min(1, 'must not be empty').max(500, 'must be at most 500 characters');
/** How many actions the client believes the record has: a stale screen gets a conflict, not a fork. */
const ExpectedSeq = z.number({ error: 'must be a number' }).int('must be a whole number').min(0).max(1_000_000);

export const GameInfo = z.object({
  id: Id,
  game: GameId,
  options: GameOptionsSchema,
  title: z.string(),
  eventId: Id.nullable(),
  createdAt: z.string(),
  /** Number of actions in the record. */
  seq: z.number(),
  status: z.enum(['ongoing', 'finished']),
});
export type GameInfo = z.infer<typeof GameInfo>;

/** Who plays which side of a game linked to an event's match (the board's header on every device). */
export const Seating = z.object({
  eventId: Id,
  event: z.string(),
  round: z.number(),
  /** The table (board number of the pairing). */
  board: z.number(),
  /** '' for a one-game match, else `game 2`, `play-off game 1`. */
  game: z.string(),
  /** The game's number in the match (1-based) and whether it is a play-off game: where its first move is recorded. */
  number: z.number().optional(),
  playoff: z.boolean().optional(),
  /** The entry's name on each of the engine's sides (`black`, `first`, `x`, `red`, `a`). */
  sides: z.record(z.string(), z.string()),
  /** Onino doubles: the player's name in each seat (A1 and A2 play first, B1 and B2 second; R-ONI-2). */
  seats: z.record(z.string(), z.string()).optional(),
  /** The game's result is in the event; `laterRounds` were paired after it (an undo warns of both). */
  resultInEvent: z.boolean().optional(),
  laterRounds: z.array(z.number()).optional(),
});
export type Seating = z.infer<typeof Seating>;

/** A game as a board shows it: the record, the engine's status and summary, and the view for the audience. */
const GameStateFields = GameInfo.extend({
  actions: z.array(z.string()),
  /** The position shown: the whole record unless `ply` asked for an earlier one. */
  ply: z.number(),
  report: z.record(z.string(), z.unknown()),
  view: z.unknown(),
  /** Asked for with `seating: true`: who plays which side (null when no event's match links the game). */
  seating: Seating.nullable().optional(),
});

/**
 * A game state discriminated by game: `game` names it and `view` is that game's engine's view (issue 40).
 * The schema checks the fields; the view is the engine's JSON, typed by the game (`shared/games/present.ts`
 * builds it with the report).
 */
export type GameState = {
  [G in GameIdType]: Omit<z.infer<typeof GameStateFields>, 'game' | 'view'> & { game: G; view: GameView<G> };
}[GameIdType];
export const GameState = GameStateFields as unknown as z.ZodType<GameState, z.input<typeof GameStateFields>>;

/**
 * What `games.append` answers when asked for `answer: 'receipt'`: the record's new length, the action as
 * recorded (the game's canonical notation) and the game's status. A board that drew the move from the
 * shared engine needs no more to confirm it; the whole game state is a few kB per move (issue 45).
 */
export const AppendReceipt = GameInfo.pick({ id: true, seq: true, status: true }).extend({ action: z.string() });
export type AppendReceipt = z.infer<typeof AppendReceipt>;

/** Whether `games.append` answered with a receipt rather than the game state. */
export const isReceipt = (answer: GameState | AppendReceipt): answer is AppendReceipt => !('game' in answer);

export const gameMethods = {
  'games.create': {
    input: z.object({
      game: GameId,
      options: GameOptionsSchema.default({}),
      title: z.string().trim().max(200).default(''),
      eventId: Id.nullable().default(null),
    }),
    output: GameInfo,
  },
  'games.list': { input: z.object({ eventId: Id.optional(), audience: Audience }).default({ audience: 'director' }), output: z.array(GameInfo) },
  'games.get': {
    input: z.object({ id: Id, audience: Audience, ply: z.number().int().min(0).optional(), seating: z.boolean().default(false) }),
    output: GameState,
  },
  'games.append': {
    input: z.object({
      id: Id, expectedSeq: ExpectedSeq, action: ActionText, audience: Audience,
      /**
       * `game` (the default): the game state after the move. `receipt`: an AppendReceipt instead, when the
       * game hides nothing from `audience` (what the caller replays is then what the server would show);
       * a game that hides part of its record (dominoes' hands) still answers with its state.
       */
      answer: z.enum(['game', 'receipt']).default('game'),
    }),
    output: z.union([GameState, AppendReceipt]),
  },
  'games.undo': {
    // Undo is a director's decision: the audit log keeps why.
    input: z.object({ id: Id, expectedSeq: ExpectedSeq, reason: z.string().trim().min(1, 'give the reason: the audit log keeps it').max(500), audience: Audience }),
    output: GameState,
  },
} as const;
