/**
 * Team competitions and league seasons (issue 23, docs/teams.md): teams and squads, fixtures,
 * line-ups, board results, postponements, forfeits and defaults with alternates (R-ONI-14/15), the
 * team table as of a date, club-night files between copies of a season, and undo.
 */
import { z } from 'zod';
import type { BoardPrize, Fixture, FixtureScore, TeamCrossTable, TeamEvent, TeamTable } from '../../tournament/teams';
import type { Standings } from '../../tournament';
// Team events' dates are match nights and results: a real date within EVENT_YEARS (issue 38: 9999-12-31 is a typo).
import { GameId, GameOptionsSchema, Id, EventDate as IsoDate, Name } from '../schemas';

const out = <T>() => z.custom<T>(() => true);
const Reason = z.string().trim().min(1, 'say why').max(500, 'must be at most 500 characters');
const Text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).default('');
const TeamRef = z.string().trim().min(1, 'name the team (its id or its name)').max(100);
const FixtureRef = z.string().trim().regex(/^\d{1,3}\.\d{1,3}$/, 'must be a fixture id like 3.2 (round 3, match 2)');
const Points = z.number({ error: 'must be a number' }).finite().min(-100).max(100);
const Slot = z.enum(['a', 'b'], { error: 'must be a or b' });
const ResultInput = z.object({
  winner: Slot.nullable(),
  score: z.object({ a: z.number({ error: 'must be a number' }), b: z.number({ error: 'must be a number' }) }),
  ending: z.enum(['play', 'draw', 'resignation', 'agreement', 'forfeit', 'director']).optional(),
  markersUsed: z.number().int().optional(),
  lastPlay: Slot.optional(),
});

export const TeamScoringPatch = z.object({
  board: z.object({ win: Points, draw: Points, loss: Points, per: z.enum(['board', 'game']) }).partial(),
  match: z.object({
    win: Points, draw: Points, loss: Points, forfeitWin: Points, forfeitLoss: Points,
    narrowLoss: z.object({ within: z.number().min(0).max(100), points: Points }).nullable(),
  }).partial(),
}).partial();

/** A fixture with its score, as the screens and the CLI show it. */
export interface FixtureView extends Fixture {
  homeName: string;
  awayName: string;
  score: FixtureScore;
  /** Why it cannot take a result today (null when it can). */
  blocked: string | null;
}

export interface TeamEventView {
  eventId: number;
  /** The last audit entry that changed the event (what `teams.undo` undoes). */
  lastChange: { auditId: number; action: string; at: string } | null;
  event: TeamEvent;
  fixtures: FixtureView[];
}

export interface TeamStandingsView {
  eventId: number;
  name: string;
  format: TeamEvent['format'];
  table: TeamTable;
  crossTable: TeamCrossTable;
  boardPrizes: BoardPrize[];
  individual: Standings;
}

const EventRef = { eventId: Id };

export const teamMethods = {
  /** A new team event: the event row and its empty team document. */
  'teams.createEvent': {
    input: z.object({
      name: Name, game: GameId, options: GameOptionsSchema.default({}),
      format: z.enum(['round-robin', 'double-round-robin', 'swiss', 'league'], { error: 'must be round-robin, double-round-robin, swiss or league' }),
      /** The boards of a match: a count, or each board's kind (`[{kind:'singles'}, …, {kind:'doubles'}]`, a game with partnership boards). */
      boards: z.union([
        z.number().int('must be a whole number').min(1, 'must be at least 1').max(20, 'must be at most 20'),
        z.array(z.object({ kind: z.enum(['singles', 'doubles'], { error: 'must be singles or doubles' }) })).min(1, 'must have at least 1 board').max(20, 'must have at most 20 boards'),
      ]).optional(),
      /** Or the boards as counts: singles boards first, then doubles boards (dominoes leagues: 6 and 3). */
      singlesBoards: z.number().int('must be a whole number').min(0).max(20).optional(),
      doublesBoards: z.number().int('must be a whole number').min(0).max(20).optional(),
      gamesPerBoard: z.number().int().min(1).max(12).default(1),
      rounds: z.number().int().min(1).max(99).nullable().default(null),
      scoring: TeamScoringPatch.default({}),
      barForfeiter: z.boolean().default(true),
      startDate: IsoDate.nullable().default(null),
      venue: Text(200),
      /** Scheveningen team matches: `boards` players a side, every one meets every one (boards x boards games, at most 20). */
      scheveningen: z.boolean().default(false),
    }).refine((x) => x.boards !== undefined || (x.singlesBoards ?? 0) + (x.doublesBoards ?? 0) > 0, { message: 'say how many boards (boards, or singlesBoards and doublesBoards)', path: ['boards'] })
      .refine((x) => x.boards === undefined || (x.singlesBoards === undefined && x.doublesBoards === undefined), { message: 'give boards or singlesBoards/doublesBoards, not both', path: ['boards'] })
      .refine((x) => (x.singlesBoards ?? 0) + (x.doublesBoards ?? 0) <= 20, { message: 'must be at most 20 boards in all', path: ['doublesBoards'] })
      .refine((x) => !x.scheveningen || typeof x.boards !== 'number' || x.boards <= 4, { message: 'a Scheveningen match plays at most 4 a side (16 boards)', path: ['boards'] }),
    output: out<TeamEventView>(),
  },
  'teams.get': { input: z.object({ ...EventRef, today: IsoDate.optional() }), output: out<TeamEventView>() },
  /** Event ids of the team events (the others are individual). */
  'teams.list': { input: z.object({}), output: z.array(z.number()) },
  'teams.addTeam': { input: z.object({ ...EventRef, name: Name, club: Text(100), venue: Text(200) }), output: out<TeamEventView>() },
  'teams.addPlayers': {
    input: z.object({ ...EventRef, team: TeamRef, playerIds: z.array(Id).min(1, 'name at least one player').max(50), as: z.enum(['squad', 'alternate']).default('squad') }),
    output: out<TeamEventView>(),
  },
  'teams.setBoardOrder': { input: z.object({ ...EventRef, team: TeamRef, playerIds: z.array(Id).min(1).max(50) }), output: out<TeamEventView>() },
  'teams.setCaptain': { input: z.object({ ...EventRef, team: TeamRef, playerId: Id }), output: out<TeamEventView>() },
  /** Round robin and league: every fixture at once; `dates[r - 1]` is round r's match night. */
  'teams.makeFixtures': { input: z.object({ ...EventRef, dates: z.array(IsoDate).max(200).default([]) }), output: out<TeamEventView>() },
  /** Team Swiss: the next round by the Dutch system on match points. */
  'teams.pairRound': { input: z.object({ ...EventRef, date: IsoDate.nullable().default(null) }), output: out<TeamEventView>() },
  /** One side's line-up; `seats` omitted: the squad's first players in board order. */
  'teams.setLineup': {
    input: z.object({
      ...EventRef, fixture: FixtureRef, side: z.enum(['home', 'away']),
      seats: z.array(z.array(Id).min(1).max(2)).max(20).optional(),
      substitutes: z.array(z.object({ alternate: Id, replaces: Id })).max(20).default([]),
    }),
    output: out<TeamEventView>(),
  },
  'teams.setResult': {
    input: z.object({
      ...EventRef, fixture: FixtureRef, board: z.number().int().min(1).max(20), game: z.number().int().min(1).max(12).default(1),
      result: ResultInput, playedOn: IsoDate, correct: z.boolean().default(false), reason: z.string().trim().max(500).default(''),
      /** A side without a line-up gets the squad's first players in board order, in the same step (refused together). */
      defaultLineups: z.boolean().default(false),
    }).refine((x) => !x.correct || x.reason.length > 0, { message: 'a correction needs a reason', path: ['reason'] }),
    output: out<TeamEventView>(),
  },
  'teams.setResults': {
    input: z.object({
      ...EventRef, fixture: FixtureRef, playedOn: IsoDate, defaultLineups: z.boolean().default(false),
      /** A whole match card: every board's result, saved together or refused together (nothing half-entered). */
      boards: z.array(z.object({ board: z.number().int().min(1).max(20), game: z.number().int().min(1).max(12).default(1), result: ResultInput })).min(1).max(240),
    }),
    output: out<TeamEventView>(),
  },
  'teams.postpone': { input: z.object({ ...EventRef, fixture: FixtureRef, date: IsoDate.nullable(), reason: Reason }), output: out<TeamEventView>() },
  'teams.forfeitMatch': {
    input: z.object({ ...EventRef, fixture: FixtureRef, side: z.enum(['home', 'away', 'both']), playedOn: IsoDate, reason: Reason }),
    output: out<TeamEventView>(),
  },
  /** R-ONI-14 (forfeit) and R-ONI-15 (default): the player, and the alternate who takes the place. */
  'teams.sanction': {
    input: z.object({
      ...EventRef, kind: z.enum(['forfeit', 'default']), fixture: FixtureRef, playerId: Id, reason: Reason,
      alternate: Id.optional(), replayDate: IsoDate.optional(),
    }).refine((x) => x.replayDate !== undefined || (x.kind === 'forfeit' && x.alternate === undefined), {
      // R-ONI-15: a default schedules the replay; R-ONI-14: the alternate replays the forfeited game.
      message: 'give the replay date: a default, or a forfeit with an alternate, is replayed', path: ['replayDate'],
    }),
    output: out<TeamEventView>(),
  },
  'teams.standings': { input: z.object({ ...EventRef, asOf: IsoDate.optional() }), output: out<TeamStandingsView>() },
  /** One night's results as a club-night file (JSON text with a checksum). */
  'teams.exportNight': { input: z.object({ ...EventRef, date: IsoDate }), output: z.object({ filename: z.string(), json: z.string() }) },
  'teams.importNight': { input: z.object({ ...EventRef, json: z.string().max(5_000_000) }), output: out<TeamEventView>() },
  /** The season (teams, squads, fixtures) for a club's own copy; importing it creates the event there. */
  'teams.exportSeason': { input: z.object(EventRef), output: z.object({ filename: z.string(), json: z.string() }) },
  'teams.importSeason': { input: z.object({ json: z.string().max(20_000_000) }), output: out<TeamEventView>() },
  /** Every fixture played: the board games rate the players (per-game Elo) and the event is finished. */
  'teams.finalise': { input: z.object({ ...EventRef, reason: Reason }), output: z.object({ rated: z.number() }) },
  /** Undoes the event's last change (audited with the reason; the state before is kept in the log). */
  'teams.undo': { input: z.object({ ...EventRef, auditId: Id, reason: Reason }), output: out<TeamEventView>() },
} as const;
