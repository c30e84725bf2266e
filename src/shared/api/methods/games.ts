import { z } from 'zod';
import { GameId, GameOptionsSchema, Id } from '../schemas';

/** One action in the game's own notation (`f5`, `K10`, `6-1@N`, `a1-a6`, `declare`, ...). */
const ActionText = z.string().trim().min(1, 'must not be empty').max(500, 'must be at most 500 characters');
/** How many actions the client believes the record has: a stale screen gets a conflict, not a fork. */
const ExpectedSeq = z.number({ error: 'must be a number' }).int('must be a whole number').min(0).max(1_000_000);
const Audience = z.enum(['players', 'director']).default('director');

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

/** A game as a board shows it: the record, the engine's status and summary, and the view for the audience. */
export const GameState = GameInfo.extend({
  actions: z.array(z.string()),
  /** The position shown: the whole record unless `ply` asked for an earlier one. */
  ply: z.number(),
  report: z.record(z.string(), z.unknown()),
  view: z.unknown(),
});
export type GameState = z.infer<typeof GameState>;

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
  'games.list': { input: z.object({ eventId: Id.optional() }).default({}), output: z.array(GameInfo) },
  'games.get': {
    input: z.object({ id: Id, audience: Audience, ply: z.number().int().min(0).optional() }),
    output: GameState,
  },
  'games.append': {
    input: z.object({ id: Id, expectedSeq: ExpectedSeq, action: ActionText, audience: Audience }),
    output: GameState,
  },
  'games.undo': {
    input: z.object({ id: Id, expectedSeq: ExpectedSeq, reason: z.string().trim().max(500).default(''), audience: Audience }),
    output: GameState,
  },
} as const;
