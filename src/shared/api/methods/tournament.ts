/**
 * The tournament methods: settings, entries and the day's changes, rounds and pairings, results,
 * sanctions, standings, cross-table, ratings, finalisation and the audit log. Inputs are checked
 * here for shape; the tournament rules (src/shared/tournament) judge the content. Read-only methods
 * end in .get/.list/.history (src/shared/api/access.ts).
 */
import type { ArenaStanding } from './arena';
import { z } from 'zod';
import { Audience, EventFields, EventSchema, GameId, Id, Name } from '../schemas';
import { LOCALES } from '../../i18n/locales';
import {
  CRITERIA, DUTCH_EDITIONS, TIE_BREAK_EDITIONS, type Award, type Criterion, type CrossTable, type Prize, type PrizeSharing, type FirstMoveDecision, type FirstMoveDue, type GameFlags, type GameResult, type Issue,
  type EventEditions, type MatchStatus, type PlayerTotals, type Standings, type TournamentSettings,
  type RankTable,
} from '../../tournament';
import { PAPP_MAX_PENALTY, type PappTerms } from '../../tournament/papp';
import type { Criterion as ExplainCriterion, DutchEdition } from '../../tournament/pairing';

/** An entry: a player's id (number or text) or a doubles pair's id ("t3"). */
export const EntryRef = z.union([Id, z.string().trim().regex(/^t?\d{1,10}$/, 'must be a player id or a pair id like t3')]).transform(String);
const RoundNo = z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(999);
const Board = z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(100_000);
/** 1-based game number within a match (or within its play-off games). */
const GameNo = z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(99).default(1);
const Reason = z.string().trim().max(500, 'must be at most 500 characters').default('');
const Slot = z.enum(['a', 'b'], { error: 'must be a or b' });
const Points = z.number({ error: 'must be a number' }).finite().min(-1000).max(1000);
const Ending = z.enum(['play', 'draw', 'resignation', 'agreement', 'forfeit', 'director']);

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

const Band = { from: z.number().int('must be a whole number').min(0).max(4000).optional(), below: z.number().int('must be a whole number').min(0).max(4000).optional() };
const PrizeSchema = z.object({
  name: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
  category: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('place') }),
    z.object({ kind: z.literal('rating'), ...Band }),
    z.object({ kind: z.literal('age'), ...Band }),
    z.object({ kind: z.literal('club'), club: z.string().trim().min(1, 'must name the club').max(100) }),
    z.object({ kind: z.literal('women') }),
    z.object({ kind: z.literal('best-game'), entry: EntryRef.nullable().default(null) }),
  ], { error: 'kind must be one of place, rating, age, club, women, best-game' }),
  amount: z.number({ error: 'must be a number' }).finite().min(0, 'must be at least 0').max(1_000_000_000),
});
const PrizeDetail = z.object({
  birthYear: z.number().int('must be a whole number').min(1900, 'must be 1900 or later').max(2100).nullable().default(null),
  sex: z.enum(['f', 'm']).nullable().default(null),
});

/** The prize list, its settings and who wins what as of a round. */
export interface PrizesView {
  eventId: number;
  throughRound: number;
  prizes: Prize[];
  details: TournamentSettings['prizeDetails'];
  onePerPerson: boolean;
  sharing: PrizeSharing;
  awards: Array<Award & { name: string | null }>;
  /** Birth years and sexes the players' own records hold (used where `details` leaves them blank). */
  known: Record<string, { birthYear: number | null; sex: 'f' | 'm' | null }>;
}

/** A hand-entered game result; the game's own rules validate the score (results.ts). */
const ResultFields = {
  winner: Slot.nullable(),
  score: z.object({ a: z.number({ error: 'must be a number' }), b: z.number({ error: 'must be a number' }) }),
  ending: Ending.optional(),
  markersUsed: z.number().int().optional(),
  lastPlay: Slot.optional(),
};
const GameAt = { eventId: Id, round: RoundNo, board: Board, game: GameNo, playoff: z.boolean().default(false) };

const FirstMoveDecisionSchema = z.discriminatedUnion('how', [
  z.object({ how: z.literal('allocated') }),
  z.object({ how: z.literal('toss'), won: Slot, chose: z.enum(['first', 'second']) }),
  z.object({ how: z.literal('choice'), by: Slot, chose: z.enum(['first', 'second']) }),
  z.object({ how: z.literal('draw-for-set'), draws: z.array(z.object({ a: z.number().int().min(0).max(24), b: z.number().int().min(0).max(24) })).min(1).max(20) }),
  z.object({
    how: z.literal('hidden-disc'), hider: Slot, guess: z.enum(['black', 'white'], { error: 'must be black or white' }),
    disc: z.enum(['black', 'white'], { error: 'must be black or white' }), winnerTook: z.enum(['colour', 'draw'], { error: 'must be colour or draw' }), black: Slot,
  }),
]);

const ManualPairing = z.union([
  z.object({ board: Board, a: EntryRef, b: EntryRef, first: Slot.optional() }),
  z.object({ entry: EntryRef, bye: z.enum(['pairing', 'half', 'zero', 'forfeit']) }),
]);

/**
 * The Brightwell coefficient an event ranks by, with what the game's federations set for its rounds
 * planned (Othello: 0 below 8 rounds, 6 from 8; null: no federation default), so the standings
 * screen can say why (issue 41 part 3). Null when Brightwell is not in the order.
 */
export interface BrightwellNote {
  coefficient: number;
  roundsPlanned: number | null;
  federations: number | null;
}

/**
 * What an entry is wherever it appears: stored (`EntryRow`, src/main/db/repos/tournament.ts) and shown
 * (`EntryView`) both extend it, so neither copies the other's fields (issue 40).
 */
export interface EntryFields {
  /** Domain entry id: the player id as text, or "t" + team id. */
  id: string;
  playerId: number | null;
  teamId: number | null;
  name: string;
  /** The player's rating (null for pairs). */
  rating: number | null;
  /** The player's federation code (issue 41); '' for none and for pairs. */
  country: string;
  pairingNumber: number | null;
  joinedRound: number | null;
  withdrawnRound: number | null;
}

export interface EntryView extends EntryFields {
  status: 'registered' | 'active' | 'withdrawn' | 'barred';
  members: Array<{ seat: 'A1' | 'A2'; playerId: number; name: string }> | null;
  byes: Array<{ round: number; kind: 'half' | 'zero' }>;
  /** Rounds in which the entry appears in a pairing: such an entry can be withdrawn, never removed. */
  pairedIn: number[];
}

export interface EntryBrief {
  id: string;
  name: string;
  pairingNumber: number;
}

export interface GameView {
  /** 1-based. */
  number: number;
  /** The slot whose side moves first, and that side's name in the game (black, x, red, first, a). */
  first: 'a' | 'b';
  firstSide: string;
  decidedBy: FirstMoveDecision | null;
  /** Who settles this game's first move and why, and whether it is recorded (R-ONI-11, R-DOM-2, R-TON-3). */
  due: FirstMoveDue;
  result: GameResult | null;
  flags: GameFlags;
  /** The digital-board game (games.id) this game was played on. */
  gameId: number | null;
}

export type PairingView =
  | {
    kind: 'match'; board: number; a: EntryBrief; b: EntryBrief; games: GameView[]; playoff: GameView[];
    forfeit: 'a' | 'b' | 'both' | null; settled: { winner: 'a' | 'b'; how: string } | null;
    status: MatchStatus; winner: 'a' | 'b' | null; points: { a: number; b: number }; totals: { a: number; b: number };
  }
  | { kind: 'bye'; entry: EntryBrief; bye: 'pairing' | 'half' | 'zero' | 'forfeit'; points: number };

export interface RoundView {
  eventId: number;
  number: number;
  published: boolean;
  night: number | null;
  pairings: PairingView[];
}

export interface RoundSummary {
  number: number;
  published: boolean;
  night: number | null;
  pairedAt: string;
  matches: number;
  byes: number;
  /** Boards still waiting for a result. */
  pending: number[];
}

export interface PairOutcome {
  round: RoundView;
  warnings: Issue[];
  /** False for a preview. */
  saved: boolean;
  /** The automatic backup taken before pairing (file databases only). */
  backup: string | null;
  /** Accelerated Swiss: the virtual points each entry was paired with (not in the standings). */
  virtualPoints?: Record<string, number>;
  /** Swiss by PAPP: the round's seed and each pair's penalty terms (entries by id; `b` null: the bye). */
  papp?: { seed: number; cost: number; pairs: Array<{ a: string; b: string | null; terms: PappTerms; cost: number }> };
  /** Swiss by the Dutch system, in a preview: why this pairing (issue 37 part 5); the 2017 edition has no brackets. */
  explanation?: PairingExplanation;
}

/** Per bracket of a Dutch round, which criterion decided each float and the bye (pairing/explain.ts), entries named. */
export interface PairingExplanation {
  edition: DutchEdition;
  brackets: Array<{
    score: number;
    residents: EntryBrief[];
    mdps: EntryBrief[];
    events: Array<{ kind: 'downfloat' | 'upfloat' | 'bye'; player: EntryBrief; opponent: EntryBrief | null; criterion: ExplainCriterion }>;
  }>;
}

/** A linked game whose board record no longer gives the result the event holds (issue 16). */
export interface BoardMismatch {
  round: number;
  board: number;
  /** 1-based, within the match (or its play-off games). */
  game: number;
  playoff: boolean;
  gameId: number;
  /** The record's length when checked: a confirmation holds for this record only. */
  seq: number;
  /** The result in the event, and the one the record gives now (null: the game is open again). */
  event: GameResult;
  record: GameResult | null;
  /** Rounds paired after this one: their pairings used the event's result. */
  laterRounds: number[];
  a: string;
  b: string;
}

export interface SanctionView {
  id: number;
  kind: 'default' | 'forfeit' | 'protest' | 'penalty';
  entry: string | null;
  round: number;
  board: number | null;
  game: number | null;
  reason: string;
  decision: string | null;
  decidedAt: string | null;
  detail: unknown;
  at: string;
}

export interface AuditView {
  id: number;
  at: string;
  /** Who made the change: "director (this computer)", "table device, game 12 (192.168.1.20)", "td command line"; '' when not known. */
  actor: string;
  eventId: number | null;
  gameId: number | null;
  action: string;
  reason: string;
  detail: unknown;
}

export interface RatingView {
  playerId: number;
  name: string;
  rating: number;
  games: number;
  /** Elo-computed with fewer rated games than the event's threshold: shown marked. */
  provisional: boolean;
  /** 'list': typed or imported from a federation list; 'elo': computed by finalised events. */
  source: 'elo' | 'list';
  totals: PlayerTotals | null;
}

const out = <T>() => z.custom<T>(() => true);

const EventRef = z.object({ eventId: Id });

export const tournamentMethods = {
  'tournaments.create': {
    // An unknown setting is refused, named, rather than dropped (issue 37 part 6).
    input: EventFields.extend({ settings: SettingsPatch.strict().default({}) }),
    output: EventSchema.extend({ settings: out<TournamentSettings>() }),
  },
  'eventSettings.get': { input: EventRef, output: out<TournamentSettings>() },
  'eventSettings.update': { input: SettingsPatch.extend({ eventId: Id }), output: out<TournamentSettings>() },

  'entries.list': { input: EventRef, output: out<EntryView[]>() },
  'entries.addPair': {
    input: z.object({ eventId: Id, members: z.tuple([Id, Id]), name: Name.optional() }),
    output: out<EntryView>(),
  },
  'entries.lateEntry': {
    input: z.object({ eventId: Id, playerId: Id.optional(), name: Name.optional(), fromRound: RoundNo.optional(), reason: Reason })
      .refine((x) => (x.playerId === undefined) !== (x.name === undefined), { message: 'give either playerId or name', path: ['playerId'] }),
    output: out<EntryView>(),
  },
  'entries.withdraw': {
    input: z.object({ eventId: Id, entry: EntryRef, fromRound: RoundNo.optional(), reason: Reason, forfeitPaired: z.boolean().default(false) }),
    output: out<EntryView>(),
  },
  'entries.reinstate': {
    input: z.object({ eventId: Id, entry: EntryRef, reason: Reason }),
    output: out<EntryView>(),
  },
  'entries.requestBye': {
    input: z.object({ eventId: Id, entry: EntryRef, round: RoundNo, kind: z.enum(['half', 'zero', 'none']), reason: Reason }),
    output: out<EntryView>(),
  },
  /** Check-in before pairing a round: every absentee gets, in one step, the bye or withdrawal chosen. */
  'entries.checkIn': {
    input: z.object({
      eventId: Id, round: RoundNo, reason: Reason,
      absent: z.array(z.object({ entry: EntryRef, action: z.enum(['zero', 'half', 'withdraw'], { error: 'must be zero, half or withdraw' }) })).min(1, 'name at least one absentee').max(5000),
    }),
    output: out<EntryView[]>(),
  },

  'rounds.pair': { input: z.object({ eventId: Id, round: RoundNo.optional(), preview: z.boolean().default(false) }), output: out<PairOutcome>() },
  'rounds.repair': { input: z.object({ eventId: Id, round: RoundNo, reason: Reason, preview: z.boolean().default(false) }), output: out<PairOutcome>() },
  'rounds.publish': { input: z.object({ eventId: Id, round: RoundNo }), output: out<RoundView>() },
  'rounds.get': { input: z.object({ eventId: Id, round: RoundNo }), output: out<RoundView>() },
  'rounds.list': { input: EventRef, output: out<RoundSummary[]>() },
  'pairings.edit': {
    input: z.object({ eventId: Id, round: RoundNo, pairings: z.array(ManualPairing).min(1).max(5000), reason: Reason, preview: z.boolean().default(false) }),
    output: out<PairOutcome>(),
  },

  'results.set': { input: z.object({ ...GameAt, ...ResultFields }), output: out<PairingView>() },
  'results.correct': { input: z.object({ ...GameAt, ...ResultFields, reason: z.string().trim().min(1, 'a correction needs a reason').max(500) }), output: out<PairingView>() },
  'results.fromGame': { input: z.object({ ...GameAt, gameId: Id }), output: out<PairingView>() },
  'results.sync': { input: EventRef, output: z.object({ updated: z.number() }) },
  'results.firstMove': {
    input: z.object({ ...GameAt, decision: FirstMoveDecisionSchema, first: Slot.optional(), reason: Reason }),
    output: out<PairingView>(),
  },
  'boardChecks.list': { input: EventRef, output: out<BoardMismatch[]>() },
  'results.keepAgainstBoard': {
    input: z.object({ eventId: Id, gameId: Id, reason: z.string().trim().min(1, 'say why the event\'s result stands').max(500, 'must be at most 500 characters') }),
    output: z.object({ kept: z.boolean() }),
  },
  'results.settle': {
    input: z.object({ eventId: Id, round: RoundNo, board: Board, winner: Slot, how: z.enum(['higher-seed', 'lot', 'director']), reason: Reason }),
    output: out<PairingView>(),
  },

  'sanctions.record': {
    input: z.object({
      eventId: Id, kind: z.enum(['forfeit', 'default', 'protest', 'penalty']), round: RoundNo,
      entry: EntryRef.optional(), board: Board.optional(), game: GameNo.optional(),
      reason: z.string().trim().min(1, 'say why').max(500), alternate: Id.optional(),
    }),
    output: out<SanctionView>(),
  },
  'sanctions.decide': {
    input: z.object({
      eventId: Id, sanctionId: Id, decision: z.string().trim().min(1, 'record the decision').max(500),
      result: z.object(ResultFields).optional(),
    }),
    output: out<SanctionView>(),
  },
  /** Players (guests on the LAN) get every entry without its reason: free text for the director only. */
  'sanctions.list': { input: EventRef.extend({ audience: Audience }), output: out<SanctionView[]>() },

  'standings.get': {
    input: z.object({ eventId: Id, round: RoundNo.optional(), order: z.array(z.enum(CRITERIA as [Criterion, ...Criterion[]])).min(1).max(CRITERIA.length).optional() }),
    /** Without `round`: after the last complete round. `stillPlaying`: boards of that round without a result. */
    /** An arena (format `arena`): rows in arena order, and `arena`, each entry's arena points, games and streak. */
    output: out<Standings & { eventId: number; stillPlaying: number[]; editions: EventEditions; brightwell: BrightwellNote | null; arena?: ArenaStanding[] }>(),
  },
  /** Who wins what as of a round (the website export reads it too). */
  'prizes.get': { input: z.object({ eventId: Id, round: RoundNo.optional() }), output: out<PrizesView>() },
  /** Replace the prize list (and the birth years / sexes the categories need); audited. */
  'prizes.set': {
    input: z.object({
      eventId: Id,
      prizes: z.array(PrizeSchema).max(500, 'at most 500 prizes'),
      details: z.record(z.string().regex(/^\d{1,10}$/, 'must be a player id'), PrizeDetail).optional(),
      reason: Reason,
    }),
    output: out<PrizesView>(),
  },
  'crossTable.get': {
    input: z.object({ eventId: Id, round: RoundNo.optional() }),
    output: out<CrossTable & { eventId: number; names: Record<string, string>; pairingNumbers: Record<string, number> }>(),
  },
  'ratings.list': { input: z.object({ game: GameId }), output: out<RatingView[]>() },
  'ratings.history': {
    input: z.object({ game: GameId, playerId: Id }),
    output: out<{ playerId: number; game: string; rating: number | null; history: Array<{ eventId: number; eventName: string; before: number; after: number; games: number; score: number; expected: number; at: string }> }>(),
  },
  'events.finalise': { input: z.object({ eventId: Id, reason: Reason }), output: out<{ event: z.infer<typeof EventSchema>; rated: number }>() },
  'audit.list': { input: EventRef.extend({ audience: Audience }), output: out<AuditView[]>() },
  /** Undoes events.finalise (issue 44): the ratings it changed are put back as they were, the event runs again; audited. */
  'events.reopen': { input: z.object({ eventId: Id, reason: Reason }), output: out<{ event: z.infer<typeof EventSchema> }>() },
  /** The round-by-round rank table (issue 44): per entry and round, opponent, first move, result, score and rank after it. */
  'rankTable.get': {
    input: z.object({ eventId: Id, round: RoundNo.optional() }),
    output: out<RankTable & { eventId: number; order: readonly Criterion[] }>(),
  },
} as const;
