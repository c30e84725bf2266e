/** The tournament API, settings: an event created with its settings, read and changed. */
import { z } from 'zod';
import { EventFields, EventSchema, Id } from '../../schemas';
import { LOCALES } from '../../../i18n/locales';
import { CRITERIA, DUTCH_EDITIONS, TIE_BREAK_EDITIONS, type Criterion, type TournamentSettings } from '../../../tournament';
import { PAPP_MAX_PENALTY } from '../../../tournament/papp';
import { EventRef, out } from './fields';

const Points = z.number({ error: 'must be a number' }).finite().min(-1000).max(1000);

const ScoringPatch = z.object({
  win: Points, draw: Points, loss: Points, pairingBye: Points, halfBye: Points, zeroBye: Points, forfeitWin: Points, forfeitLoss: Points,
}).partial();

const Penalty = z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be at least 0').max(PAPP_MAX_PENALTY, `must be at most ${PAPP_MAX_PENALTY}`);
const Penalties = z.array(Penalty).min(1, 'must hold at least one value').max(128);
/** PAPP's penalty table (papp.cfg's Penalites and Score-bip), whole. */
const PappTableSchema = z.object({
  colour: Penalties, colourRepeat: Penalty, float: Penalties, floatRepeat: Penalty, floatCompensation: Penalty,
  replaySameColours: Penalty, replayOppositeColours: Penalty, replayBye: Penalty, replayImmediate: Penalty,
  chauvinism: Penalties, elitism: Penalties,
  byeDiscs: z.number().int('must be a whole number').min(0).max(1000), discsTotal: z.number().int('must be a whole number').min(1).max(1000),
}).refine((t) => t.byeDiscs <= t.discsTotal, 'the bye\'s discs must not exceed the total');

export const SettingsPatch = z.object({
  gamesPerMatch: z.number().int('must be a whole number').min(1, 'must be at least 1').max(99, 'must be at most 99'),
  scoring: ScoringPatch,
  tieBreaks: z.array(z.enum(CRITERIA as [Criterion, ...Criterion[]], { error: `must be one of ${CRITERIA.join(', ')}` })).max(CRITERIA.length).nullable(),
  withdrawForfeiter: z.boolean(),
  playoff: z.enum(['playoff-games', 'higher-seed', 'lot']),
  seeding: z.enum(['rating', 'registration']),
  initialColour: z.enum(['white', 'black']),
  nights: z.number().int('must be a whole number').min(1).max(999).nullable(),
  cycles: z.union([z.literal(1), z.literal(2)], { error: 'must be 1 or 2' }),
  balance: z.enum(['home-away', 'first-move']),
  ratingK: z.number().min(1, 'must be at least 1').max(100, 'must be at most 100'),
  ratingStart: z.number().min(0).max(4000),
  firstMove: z.enum(['warn', 'require'], { error: 'must be warn or require' }),
  acceleration: z.enum(['none', 'baku']),
  oninoRanking: z.enum(['total-points', 'match-points']),
  brightwellConstant: z.number().min(0, 'must be at least 0').max(100, 'must be at most 100'),
  lotSeed: z.number().int('must be a whole number').min(0, 'must be at least 0').max(4294967295, 'must be at most 4294967295').nullable(),
  prizeOnePerPerson: z.boolean(),
  prizeSharing: z.enum(['tie-break', 'equal', 'hort']),
  ratingKNew: z.number().min(1, 'must be at least 1').max(100, 'must be at most 100'),
  provisionalGames: z.number().int('must be a whole number').min(0, 'must be at least 0').max(1000, 'must be at most 1000'),
  avoidSameClub: z.boolean(),
  forbiddenPairs: z.array(z.object({ a: Id, b: Id, why: z.string().trim().max(100, 'must be at most 100 characters').default('') })
    .refine((p) => p.a !== p.b, 'a player cannot be kept from meeting themself')).max(1000),
  printLanguage: z.enum(LOCALES, { error: `must be one of ${LOCALES.join(', ')}` }).nullable(),
  swissSystem: z.enum(['dutch', 'papp'], { error: 'must be dutch or papp' }),
  pappTable: PappTableSchema,
  dutchEdition: z.enum(DUTCH_EDITIONS, { error: `must be one of ${DUTCH_EDITIONS.join(', ')}` }),
  tieBreakEdition: z.enum(TIE_BREAK_EDITIONS, { error: `must be one of ${TIE_BREAK_EDITIONS.join(', ')}` }),
  autoEnter: z.boolean(),
  arenaPoints: z.enum(['lichess', 'plain'], { error: 'must be lichess or plain' }),
  arenaEndsAt: z.iso.datetime({ error: 'must be a date and time such as 2026-12-02T22:30:00Z' }).nullable(),
}).partial();
export type SettingsPatch = z.infer<typeof SettingsPatch>;

export const settingsMethods = {
  'tournaments.create': {
    // An unknown setting is refused, named, rather than dropped (issue 37 part 6).
    input: EventFields.extend({ settings: SettingsPatch.strict().default({}) }),
    output: EventSchema.extend({ settings: out<TournamentSettings>() }),
  },
  'eventSettings.get': { input: EventRef, output: out<TournamentSettings>() },
  'eventSettings.update': { input: SettingsPatch.extend({ eventId: Id }), output: out<TournamentSettings>() },
} as const;
