import { z } from 'zod';
import './messages';
import { gameIds, isGameId, type GameId as GameIdType } from '../games/registry';

/**
 * The one length limit of every name (players, teams, events, and the names in season and club-night
 * files): a name from a file is never longer than one typed in, so no page or card lays out 200,000 characters.
 */
export const NAME_MAX = 100;

/** A person's, a team's or an event's name: trimmed, 1..NAME_MAX characters, no control characters (terminal escapes included). */
export const Name = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(NAME_MAX, `must be at most ${NAME_MAX} characters`)
  .refine((s) => !/\p{Cc}/u.test(s), 'must not contain control characters');

const Text = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).refine((s) => !/[\0]/.test(s), 'must not contain NUL');

/** Who looks: players (guests, table devices) never get what the director alone may see (onino rule 7, hidden hands, reasons). */
export const Audience = z.enum(['players', 'director']).default('director');

export const Id = z.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive').max(2 ** 31);

export const Rating = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be at least 0')
  .max(4000, 'must be at most 4000');

/** A calendar date `YYYY-MM-DD` that exists. */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'is not a real calendar date');

/** The years a club night, a match date or a result's day may fall in: a date such as 9999-12-31 is a typo. */
export const EVENT_YEARS = { from: 1950, to: 2100 } as const;

/** A calendar date that exists, within EVENT_YEARS (team events' match nights, results and club-night files). */
export const EventDate = IsoDate.refine((s) => {
  const year = Number(s.slice(0, 4));
  return year >= EVENT_YEARS.from && year <= EVENT_YEARS.to;
}, `must be a date from ${EVENT_YEARS.from} to ${EVENT_YEARS.to}`);

/** A registered game's id (the registry decides, so a game registered at run time is accepted too). */
export const GameId = z.custom<GameIdType>((v) => typeof v === 'string' && isGameId(v), { error: () => `must be one of ${gameIds().join(', ')}` });
export const Format = z.enum(['round-robin', 'double-round-robin', 'swiss', 'knockout', 'league', 'arena'], {
  error: 'must be one of round-robin, double-round-robin, swiss, knockout, league, arena',
});
export const EventStatus = z.enum(['draft', 'running', 'finished']);

export const GameOptionsSchema = z
  .record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()]))
  .refine((o) => Object.keys(o).length <= 20, 'too many options');

/** A federation's member id: unique among the players where given. */
export const FedId = z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters')
  .regex(/^[\p{L}\p{N}._/-]+$/u, 'must be letters, digits, dots, dashes or slashes');
export const BirthYear = z.number({ error: 'must be a number' }).int('must be a whole number').min(1900, 'must be 1900 or later').max(2100, 'must be 2100 or earlier');
export const Sex = z.enum(['', 'F', 'M', 'X'], { error: 'must be F, M, X or empty' });
/** A federation code (FRA, JPN, ...): three capital letters, or empty for none (issue 41). */
export const Country = z.string().trim().regex(/^([A-Z]{3})?$/, 'must be a federation code of three capital letters (e.g. FRA, JPN) or empty');
/** Identity fields a federation keeps (issue 21); the players page shows them when the director switches them on. */
const identity = {
  fedId: FedId.nullable(),
  clubId: Text(40),
  birthYear: BirthYear.nullable(),
  sex: Sex,
  category: Text(40),
  country: Country,
};

/** Player fields as a patch: no defaults, so an update changes only what it names. */
export const PlayerPatchFields = z.object({
  name: Name,
  club: Text(100),
  rating: Rating.nullable(),
  contact: Text(200),
  notes: Text(2000),
  ...identity,
}).partial();
export const PlayerFields = z.object({
  name: Name,
  club: Text(100).default(''),
  rating: Rating.nullable().default(null),
  contact: Text(200).default(''),
  notes: Text(2000).default(''),
  fedId: FedId.nullable().default(null),
  clubId: Text(40).default(''),
  birthYear: BirthYear.nullable().default(null),
  sex: Sex.default(''),
  category: Text(40).default(''),
  country: Country.default(''),
});
export const Player = PlayerFields.extend({ id: Id, createdAt: z.string() });
export type Player = z.infer<typeof Player>;
export type PlayerInput = z.input<typeof PlayerFields>;

const RoundsPlanned = z.number().int('must be a whole number').min(1, 'must be at least 1').max(99, 'must be at most 99').nullable();

/** Event fields as a patch: no defaults, so an update changes only what it names. */
export const EventPatchFields = z.object({
  name: Name,
  game: GameId,
  options: GameOptionsSchema,
  format: Format,
  roundsPlanned: RoundsPlanned,
  startDate: IsoDate.nullable(),
  endDate: IsoDate.nullable(),
  venue: Text(200),
  status: EventStatus,
}).partial();
export const EventFields = z.object({
  name: Name,
  game: GameId,
  options: GameOptionsSchema.default({}),
  format: Format,
  roundsPlanned: RoundsPlanned.default(null),
  startDate: IsoDate.nullable().default(null),
  endDate: IsoDate.nullable().default(null),
  venue: Text(200).default(''),
});
export const EventSchema = EventFields.extend({
  id: Id,
  status: EventStatus,
  createdAt: z.string(),
  playerCount: z.number(),
  /** A team event's number of teams (its players are their squads and alternates); null for an individual event. */
  teamCount: z.number().nullable().optional(),
  /** When the event was archived (hidden from the default events list), or null. */
  archivedAt: z.string().nullable(),
});
export type TdEvent = z.infer<typeof EventSchema>;
export type EventInput = z.input<typeof EventFields>;

export const Registration = z.object({
  eventId: Id,
  playerId: Id,
  name: z.string(),
  club: z.string(),
  rating: z.number().nullable(),
  registeredAt: z.string(),
});
export type Registration = z.infer<typeof Registration>;
