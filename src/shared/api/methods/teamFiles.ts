/**
 * The season and club-night files a director is handed (docs/teams.md), checked with the same schemas
 * as the API (issue 38): names of one length limit (NAME_MAX), dates that exist within EVENT_YEARS,
 * ids that are ids (a fixture id such as `../../x` becomes a file name on the website), numbers in range.
 * A file that fails is refused whole, naming the field. Exported for the other services that read
 * these files (issue 43: captain codes, signed club nights).
 */
import { z } from 'zod';
import { EventDate, GameId, GameOptionsSchema, Name, Rating } from '../schemas';
import { DUTCH_EDITIONS } from '../../tournament/editions';

const Text = (max: number) => z.string().max(max, `must be at most ${max} characters`).refine((s) => !/\p{Cc}/u.test(s), 'must not contain control characters');
/** Free text that may hold line breaks (a reason), but no other control character. */
const Reason = z.string().max(500, 'must be at most 500 characters').refine((s) => !/[^\P{Cc}\n\r\t]/u.test(s), 'must not contain control characters');

/** A player's id in a team document: the club database's id as text. */
export const PlayerKey = z.string().regex(/^\d{1,10}$/, 'is not in the expected form (a player id: digits)');
/** A team's id in a team document (`T1`, `T2`, ...). */
export const TeamKey = z.string().regex(/^T\d{1,4}$/, 'is not in the expected form (a team id such as T3)');
/** A fixture's id: round.match. */
export const FixtureKey = z.string().regex(/^\d{1,3}\.\d{1,3}$/, 'is not in the expected form (a fixture id such as 3.2)');
export const SeasonKey = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'is not in the expected form (a season id)');

const Slot = z.enum(['a', 'b'], { error: 'must be a or b' });
const Whole = (min: number, max: number) => z.number({ error: 'must be a number' }).int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);
const Points = z.number({ error: 'must be a number' }).finite().min(-100, 'must be at least -100').max(100, 'must be at most 100');
/** A game score: every game's scores are whole numbers well within this (the game's own range is checked after). */
const Score = Whole(-10_000, 10_000);
const BoardNo = Whole(1, 20);

export const GameResultFile = z.object({
  winner: Slot.nullable(),
  score: z.object({ a: Score, b: Score }),
  margin: Whole(0, 20_000).optional(),
  ending: z.enum(['play', 'draw', 'resignation', 'agreement', 'forfeit', 'director']).optional(),
  lastPlay: Slot.optional(),
  markersUsed: Whole(0, 100).optional(),
});

const FirstMove = z.union([
  z.object({ how: z.literal('allocated') }),
  z.object({ how: z.literal('toss'), won: Slot, chose: z.enum(['first', 'second']) }),
  z.object({ how: z.literal('choice'), by: Slot, chose: z.enum(['first', 'second']) }),
  z.object({ how: z.literal('draw-for-set'), draws: z.array(z.object({ a: Whole(0, 12), b: Whole(0, 12) })).max(50) }),
]);

const MatchGameFile = z.object({
  first: Slot,
  decidedBy: FirstMove.optional(),
  result: GameResultFile.nullable(),
  flags: z.object({ underProtest: z.boolean().optional(), decided: z.boolean().optional(), struck: z.boolean().optional() }).optional(),
  recordId: z.string().regex(/^\d{1,12}$/, 'is not in the expected form (a record id)').optional(),
});

const Seats = z.array(PlayerKey).max(2, 'must have at most 2 items');
const Games = z.array(MatchGameFile).max(12, 'must have at most 12 items');

const BoardFile = z.object({
  number: BoardNo,
  home: Seats,
  away: Seats,
  games: Games,
  forfeit: z.enum(['a', 'b', 'both']).optional(),
  replay: z.object({ date: EventDate.nullable(), reason: Reason }).optional(),
  struck: z.array(z.object({ home: Seats, away: Seats, games: Games })).max(50).optional(),
  substitutes: z.record(PlayerKey, PlayerKey).optional(),
});

const FixtureFile = z.object({
  id: FixtureKey,
  round: Whole(1, 999),
  home: TeamKey,
  away: TeamKey,
  date: EventDate.nullable(),
  venue: Text(200),
  postponed: z.object({
    from: EventDate.nullable(), reason: Reason,
    history: z.array(z.object({ from: EventDate.nullable(), to: EventDate.nullable(), reason: Reason })).max(50, 'must have at most 50 items').optional(),
  }).optional(),
  boards: z.array(BoardFile).max(20, 'must have at most 20 items'),
  playedOn: EventDate.nullable(),
  forfeit: z.enum(['home', 'away', 'both']).optional(),
});

const TeamFile = z.object({
  id: TeamKey,
  name: Name,
  club: Text(100),
  venue: Text(200),
  squad: z.array(PlayerKey).max(50, 'must have at most 50 items'),
  alternates: z.array(PlayerKey).max(50, 'must have at most 50 items'),
  captain: PlayerKey.nullable(),
  barred: z.array(PlayerKey).max(50, 'must have at most 50 items'),
  pairingNumber: Whole(1, 1000),
  /** The team withdrew from the season (issue 43): kept, or its results would count again in the copy. */
  withdrawn: z.object({ date: EventDate, reason: Reason }).optional(),
});

/** The league's settings (leagueSettings.ts): a copy of the season keeps its lock and eligibility rules. */
const LeagueSettingsFile = z.object({
  cardLockDays: Whole(0, 365).optional(),
  eligibilityHigherTeamMatches: Whole(1, 99).nullable().optional(),
  eligibilityAction: z.enum(['refuse', 'flag'], { error: 'must be refuse or flag' }).optional(),
  withdrawnResults: z.enum(['by-half', 'void', 'stand'], { error: 'must be by-half, void or stand' }).optional(),
});

/** An eligibility flag (model.ts EligibilityFlag), decided or waiting for the secretary. */
const FlagFile = z.object({
  rule: Text(200), fixture: FixtureKey, team: TeamKey, player: PlayerKey, matches: Whole(0, 1000),
  higher: z.array(TeamKey).max(200, 'must have at most 200 items'),
  decided: z.object({ reason: Reason }).optional(),
});

/** The team document a season file carries (src/shared/tournament/teams/model.ts, TeamEvent). */
export const TeamEventFile = z.object({
  version: z.literal(1),
  seasonId: SeasonKey,
  name: Name,
  game: GameId,
  options: GameOptionsSchema,
  format: z.enum(['round-robin', 'double-round-robin', 'swiss', 'league'], { error: 'must be round-robin, double-round-robin, swiss or league' }),
  boards: BoardNo,
  scheveningen: z.boolean().optional(),
  boardKinds: z.array(z.enum(['singles', 'doubles'], { error: 'must be singles or doubles' })).max(20, 'must have at most 20 items').optional(),
  gamesPerBoard: Whole(1, 12),
  scoring: z.object({
    board: z.object({ win: Points, draw: Points, loss: Points, per: z.enum(['board', 'game']) }),
    match: z.object({
      win: Points, draw: Points, loss: Points, forfeitWin: Points, forfeitLoss: Points,
      narrowLoss: z.object({ within: z.number().finite().min(0).max(100), points: Points }).nullable(),
    }),
  }),
  rounds: Whole(1, 99).nullable(),
  barForfeiter: z.boolean(),
  players: z.record(PlayerKey, z.object({ id: PlayerKey, name: Name, club: Text(100), rating: Rating.nullable() }))
    .refine((p) => Object.keys(p).length <= 5000, 'must have at most 5000 items'),
  teams: z.array(TeamFile).max(200, 'must have at most 200 items'),
  fixtures: z.array(FixtureFile).max(20_000, 'must have at most 20000 items'),
  sanctions: z.array(z.object({
    kind: z.enum(['default', 'forfeit']), player: PlayerKey, team: TeamKey, fixture: FixtureKey, board: BoardNo, reason: Reason, alternate: PlayerKey.nullable(),
  })).max(1000),
  imports: z.array(z.object({ checksum: z.string().regex(/^[0-9a-f]{64}$/, 'is not in the expected form (a SHA-256)'), date: EventDate, fixtures: z.array(FixtureKey).max(1000) })).max(1000),
  /** Team Swiss: the Dutch edition the season started with (absent: 2017, files made before editions). */
  dutchEdition: z.enum(DUTCH_EDITIONS, { error: 'must be 2017 or 2026' }).optional(),
  league: LeagueSettingsFile.optional(),
  flags: z.array(FlagFile).max(1000, 'must have at most 1000 items').optional(),
}).superRefine((e, ctx) => {
  // Every reference names something the file holds: a fixture's teams, a team's players.
  const teams = new Set(e.teams.map((t) => t.id));
  e.fixtures.forEach((f, i) => {
    for (const side of ['home', 'away'] as const) if (!teams.has(f[side])) ctx.addIssue({ code: 'custom', path: ['fixtures', i, side], message: 'is not valid' });
  });
  e.teams.forEach((t, i) => {
    for (const key of ['squad', 'alternates', 'barred'] as const) {
      t[key].forEach((p, j) => {
        if (!(p in e.players)) ctx.addIssue({ code: 'custom', path: ['teams', i, key, j], message: 'is not valid' });
      });
    }
  });
  if (e.boardKinds && e.boardKinds.length !== e.boards) ctx.addIssue({ code: 'custom', path: ['boardKinds'], message: `must name the kind of each of the ${e.boards} boards` });
  for (const [key, p] of Object.entries(e.players)) if (p.id !== key) ctx.addIssue({ code: 'custom', path: ['players', key, 'id'], message: 'is not valid' });
  (e.flags ?? []).forEach((f, i) => {
    if (!teams.has(f.team)) ctx.addIssue({ code: 'custom', path: ['flags', i, 'team'], message: 'is not valid' });
    if (!(f.player in e.players)) ctx.addIssue({ code: 'custom', path: ['flags', i, 'player'], message: 'is not valid' });
  });
});

/** A season file (`teams.exportSeason`). */
export const SeasonFile = z.object({
  format: z.literal('club-td-season'),
  version: z.literal(1),
  startDate: EventDate.nullable().optional(),
  venue: Text(200).optional(),
  event: TeamEventFile,
});

/** A club-night file (`teams.exportNight`): teams and players by name, as each copy has its own ids. */
export const NightFileSchema = z.object({
  format: z.literal('club-td-night'),
  version: z.literal(1),
  seasonId: SeasonKey,
  season: Name,
  date: EventDate,
  fixtures: z.array(z.object({
    id: FixtureKey,
    home: Name,
    away: Name,
    boards: z.array(z.object({
      number: BoardNo,
      home: z.array(Name).max(2, 'must have at most 2 items'),
      away: z.array(Name).max(2, 'must have at most 2 items'),
      substitutes: z.record(Name, Name).optional(),
      games: z.array(z.object({ first: Slot, result: GameResultFile.nullable() })).max(12, 'must have at most 12 items'),
    })).max(20, 'must have at most 20 items'),
  })).min(1, 'must have at least 1 item').max(500),
  checksum: z.string().regex(/^[0-9a-f]{64}$/, 'is not in the expected form (a SHA-256)'),
});
