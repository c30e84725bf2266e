/**
 * The league server (issue 43, docs/teams.md "The league server"): captains' codes and match cards
 * (`captain.*`, what a captain's code opens, its team filled in by the web host), the secretary's
 * side (`league.*`), and signed club nights (`league.pushNight`, whose signature is its credential).
 */
import { z } from 'zod';
import type { FixtureView } from './teams';
import { Id, IsoDate } from '../schemas';

const out = <T>() => z.custom<T>(() => true);
const Reason = z.string().trim().min(1, 'say why').max(500, 'must be at most 500 characters');
const TeamRef = z.string().trim().min(1, 'name the team (its id or its name)').max(100);
const FixtureRef = z.string().trim().regex(/^\d{1,3}\.\d{1,3}$/, 'must be a fixture id like 3.2 (round 3, match 2)');
const Slot = z.enum(['a', 'b'], { error: 'must be a or b' });
const Score = z.number({ error: 'must be a number' }).finite().min(-10_000).max(10_000);
const ResultInput = z.object({
  winner: Slot.nullable(),
  score: z.object({ a: Score, b: Score }),
  ending: z.enum(['play', 'draw', 'resignation', 'agreement', 'forfeit', 'director']).optional(),
  markersUsed: z.number().int().min(0).max(100).optional(),
  lastPlay: Slot.optional(),
});
const Seats = z.array(z.array(Id).min(1).max(2)).min(1, 'name the players of every board').max(20);
const Subs = z.array(z.object({ alternate: Id, replaces: Id })).max(20).default([]);

export type CardStatus = 'submitted' | 'confirmed' | 'disputed' | 'accepted' | 'rejected';

/** A card as stored: who entered it, its state and, when disputed or decided, why. */
export interface CardView {
  fixture: string;
  home: string;
  away: string;
  homeName: string;
  awayName: string;
  date: string | null;
  /** The team (id) whose captain entered it. */
  submittedBy: string;
  status: CardStatus;
  reason: string;
  submittedAt: string;
  decidedAt: string | null;
  /** The last day captains may enter or answer it (null: the fixture has no date). */
  locksAfter: string | null;
  card: {
    playedOn: string;
    home: number[][];
    away: number[][];
    boards: Array<{ board: number; game: number; result: z.output<typeof ResultInput> }>;
  };
}

/** What a captain sees: the team's fixtures and the cards about them. */
export interface CaptainView {
  eventId: number;
  event: string;
  team: { id: string; name: string; squad: Array<{ id: number; name: string }>; alternates: Array<{ id: number; name: string }> };
  /** Every team's squad and alternates in board order (a card names the other side's players too). */
  teams: Record<string, { name: string; squad: Array<{ id: number; name: string }>; alternates: Array<{ id: number; name: string }> }>;
  boards: number;
  gamesPerBoard: number;
  seatsPerBoard: number;
  /** Players a side on each board, board 1 first (a match of singles and doubles boards mixes 1 and 2). */
  boardSeats: number[];
  today: string;
  fixtures: Array<FixtureView & { side: 'home' | 'away'; locksAfter: string | null; card: CardView | null }>;
}

/** The league's settings (src/shared/tournament/teams/leagueSettings.ts). */
export interface LeagueSettingsView {
  cardLockDays: number;
  eligibilityHigherTeamMatches: number | null;
  eligibilityAction: 'refuse' | 'flag';
  withdrawnResults: 'by-half' | 'void' | 'stand';
}

/** A line-up entered under the `flag` setting that broke an eligibility rule, waiting for the secretary. */
export interface FlagView {
  rule: string;
  fixture: string;
  homeName: string;
  awayName: string;
  team: string;
  teamName: string;
  player: number;
  playerName: string;
  matches: number;
  /** The higher teams the player played for, by name. */
  higher: string[];
}

/** The secretary's desk: cards waiting, disputed, and fixtures overdue. */
export interface LeagueDesk extends LeagueSettingsView {
  eventId: number;
  publicUrl: string | null;
  captains: Array<{ team: string; name: string; issuedAt: string | null }>;
  clubKeys: Array<{ keyId: string; club: string; issuedAt: string; revokedAt: string | null }>;
  unconfirmed: CardView[];
  disputed: CardView[];
  /** Fixtures whose date has passed without a result (a card may be waiting). */
  overdue: Array<{ fixture: string; homeName: string; awayName: string; date: string; card: CardStatus | null }>;
  cards: CardView[];
  /** Eligibility flags not yet decided ("needs a decision"). */
  needsDecision: FlagView[];
  /** Teams withdrawn, and what became of their results. */
  withdrawn: Array<{ team: string; name: string; date: string; reason: string; results: 'voided' | 'stand' }>;
}

/** A club's night signed with its key (docs/teams.md "Signed club nights"). */
export const SignedNight = z.object({
  format: z.literal('club-td-signed-night', { error: 'must be club-td-signed-night' }),
  version: z.number().int(),
  keyId: z.string().min(1).max(40),
  /** The club-night file (docs/teams.md "Club-night files"), signed as it is. */
  night: z.record(z.string(), z.unknown()),
  /** HMAC-SHA256 of the night's canonical encoding, in hex. */
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 hexadecimal digits (HMAC-SHA256)'),
});

const CaptainRef = { eventId: Id, team: TeamRef };

export const leagueMethods = {
  /** Issues (or replaces) a team's captain code; shown once. */
  'league.issueCaptainCode': { input: z.object(CaptainRef), output: z.object({ team: z.string(), name: z.string(), code: z.string(), issuedAt: z.string() }) },
  'league.revokeCaptainCode': { input: z.object(CaptainRef), output: z.object({ team: z.string(), revoked: z.boolean() }) },
  /** Issues a club's key for signing pushed nights; the secret is shown once. */
  'league.issueClubKey': { input: z.object(CaptainRef), output: z.object({ keyId: z.string(), club: z.string(), key: z.string() }) },
  'league.revokeClubKey': { input: z.object({ eventId: Id, keyId: z.string().min(1).max(40) }), output: z.object({ keyId: z.string(), revoked: z.boolean() }) },
  /** The league's settings: the days after a match night until its card locks. */
  'league.configure': {
    input: z.object({
      eventId: Id,
      cardLockDays: z.number().int('must be a whole number').min(0).max(365).optional(),
      /** Matches for a higher team of the club after which a player may not play for a lower one; null: no such rule. */
      eligibilityHigherTeamMatches: z.number().int('must be a whole number').min(1).max(99).nullable().optional(),
      eligibilityAction: z.enum(['refuse', 'flag'], { error: 'must be refuse or flag' }).optional(),
      withdrawnResults: z.enum(['by-half', 'void', 'stand'], { error: 'must be by-half, void or stand' }).optional(),
    }),
    output: out<LeagueSettingsView>(),
  },
  /** A team withdraws from the season: its results are voided or stand by the league's setting (docs/teams.md "Eligibility"). */
  'league.withdrawTeam': { input: z.object({ eventId: Id, team: TeamRef, date: IsoDate, reason: Reason }), output: z.object({ team: z.string(), date: z.string(), results: z.enum(['voided', 'stand']) }) },
  /** The secretary decides a line-up flagged under the eligibility rules: it stands, for a reason. */
  'league.decideFlag': { input: z.object({ eventId: Id, fixture: FixtureRef, playerId: Id, reason: Reason }), output: z.object({ fixture: z.string(), player: z.string() }) },
  /** The secretary moves a player to another team of the season (a player is in one team per season unless transferred). */
  'league.transfer': { input: z.object({ eventId: Id, playerId: Id, team: TeamRef, reason: Reason }), output: z.object({ player: z.string(), from: z.string(), to: z.string() }) },
  /** The secretary's desk. */
  'league.desk': { input: z.object({ eventId: Id, today: IsoDate.optional(), publicUrl: z.string().max(500).nullable().default(null) }), output: out<LeagueDesk>() },
  /** The secretary decides a disputed, unconfirmed or locked card: accepted (entered) or rejected (dropped). */
  'league.decide': { input: z.object({ eventId: Id, fixture: FixtureRef, accept: z.boolean(), reason: Reason }), output: out<CardView>() },
  /** A club's night, signed with its key: applied whole or refused whole; the same night again changes nothing. */
  'league.pushNight': { input: z.object({ signed: SignedNight }), output: z.object({ eventId: z.number(), date: z.string(), fixtures: z.array(z.string()), already: z.boolean() }) },
  /** The captain's page: the team's fixtures and their cards. */
  'captain.view': { input: z.object({ ...CaptainRef, today: IsoDate.optional() }), output: out<CaptainView>() },
  /** A captain's match card: both line-ups in board order and every board's result, checked whole. */
  'captain.submitCard': {
    input: z.object({
      ...CaptainRef, fixture: FixtureRef, playedOn: IsoDate, home: Seats, away: Seats, homeSubstitutes: Subs, awaySubstitutes: Subs,
      boards: z.array(z.object({ board: z.number().int().min(1).max(20), game: z.number().int().min(1).max(12).default(1), result: ResultInput })).min(1).max(240),
    }),
    output: out<CardView>(),
  },
  /** The other captain agrees: the card is entered. */
  'captain.confirmCard': { input: z.object({ ...CaptainRef, fixture: FixtureRef }), output: out<CardView>() },
  /** The other captain disagrees, saying why: the secretary decides. */
  'captain.disputeCard': { input: z.object({ ...CaptainRef, fixture: FixtureRef, reason: Reason }), output: out<CardView>() },
} as const;
