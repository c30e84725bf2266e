/**
 * Team competitions as one plain JSON document per event (issue 23): teams with squads in board
 * order and alternates, fixtures (team matches) with dates and venues, each fixture's boards with
 * their games (the individual `MatchGame`s of the tournament model, slot `a` = the home side), the
 * sanctions and the club-night files imported. Standings are computed, never stored.
 */
import type { DutchEdition } from '../editions';
import type { GameId } from '../../games/types';
import type { MatchGame, Slot } from '../model';
import type { LeagueSettings } from './leagueSettings';

export type TeamFormat = 'round-robin' | 'double-round-robin' | 'swiss' | 'league';
export const TEAM_FORMATS: readonly TeamFormat[] = ['round-robin', 'double-round-robin', 'swiss', 'league'];

/** A person in the event: id is the club database's player id as text. */
export interface TeamPlayer {
  id: string;
  name: string;
  club: string;
  rating: number | null;
}

export interface Team {
  id: string;
  name: string;
  club: string;
  /** The home venue of a league team (fixtures at home are played there). */
  venue: string;
  /** Player ids in board order: squad[0] plays board 1 (or, in doubles, squad[0..1] seat board 1). */
  squad: string[];
  /** Approved alternates (onino rule 24), not in board order until one replaces a squad player. */
  alternates: string[];
  captain: string | null;
  /** Players barred from the event (R-ONI-14): kept for the record, never lined up again. */
  barred: string[];
  pairingNumber: number;
  /** The team withdrew from the season (issue 43): its results are voided or stand by the league's setting. */
  withdrawn?: { date: string; reason: string };
}

/**
 * Board points per board (`per: 'board'`: a multi-game board is one result by its match rules) or
 * per game (`per: 'game'`, dominoes leagues: every game scores). Match points from the board-point
 * totals; `narrowLoss` is a margin scheme: losing by at most `within` board points scores `points`.
 */
export interface TeamScoring {
  board: { win: number; draw: number; loss: number; per: 'board' | 'game' };
  match: { win: number; draw: number; loss: number; narrowLoss: { within: number; points: number } | null; forfeitWin: number; forfeitLoss: number };
}

export const DEFAULT_TEAM_SCORING: TeamScoring = {
  board: { win: 1, draw: 0.5, loss: 0, per: 'board' },
  match: { win: 2, draw: 1, loss: 0, narrowLoss: null, forfeitWin: 2, forfeitLoss: 0 },
};

export interface TeamBoard {
  number: number;
  /** The home side's player(s) and the away side's, seated in order (an Onino pair: A1, A2). */
  home: string[];
  away: string[];
  /** The games; slot `a` is the home side. */
  games: MatchGame[];
  /** A board not played: who forfeited it. */
  forfeit?: Slot | 'both';
  /** A default (R-ONI-15) or a forfeit with an alternate (R-ONI-14): the board is to be replayed on `date`. */
  replay?: { date: string | null; reason: string };
  /** Games struck before a replay (kept for the record, never counted). */
  struck?: Array<{ home: string[]; away: string[]; games: MatchGame[] }>;
  /** An alternate seated in place of a squad player: alternate id -> the replaced player's id. */
  substitutes?: Record<string, string>;
}

/** One postponement of a fixture: the date it had, the new one (null: none yet) and why. */
export interface Postponement {
  from: string | null;
  to: string | null;
  reason: string;
}

export interface Fixture {
  id: string;
  round: number;
  home: string;
  away: string;
  date: string | null;
  venue: string;
  /**
   * Postponed: the date it first had and the latest reason; `date` is the new date (null while none is
   * set). `history` keeps every postponement in order (issue 44: a second one overwrote the first).
   */
  postponed?: { from: string | null; reason: string; history?: Postponement[] };
  /** Empty until the line-ups are set. */
  boards: TeamBoard[];
  /** The date the last board result came in: the table as of a date counts fixtures finished by then. */
  playedOn: string | null;
  /** A whole match not played (a team did not come). */
  forfeit?: 'home' | 'away' | 'both';
}

export interface TeamSanction {
  kind: 'default' | 'forfeit';
  player: string;
  team: string;
  fixture: string;
  board: number;
  reason: string;
  alternate: string | null;
}

export interface NightImport {
  checksum: string;
  date: string;
  fixtures: string[];
}

export interface TeamEvent {
  version: 1;
  /** Names the season everywhere its files go: a club-night file from another season is refused. */
  seasonId: string;
  name: string;
  game: GameId;
  options: Record<string, string | number | boolean>;
  format: TeamFormat;
  /** Boards of a match, or in a Scheveningen the players a side (every one meets every one: boards x boards games). */
  boards: number;
  /** Scheveningen team matches (./scheveningen.ts); absent: one board a line-up place. */
  scheveningen?: boolean;
  /**
   * The kind of each board, board 1 first, when a match mixes singles (one player a side) and doubles
   * boards (two partners a side, one game; games.ts `boardSeats`); absent: every board as the game's options seat it.
   */
  boardKinds?: BoardKind[];
  gamesPerBoard: number;
  scoring: TeamScoring;
  /** Swiss: rounds planned. */
  rounds: number | null;
  /** The other games' forfeit policy: a forfeiter is barred (default true; Onino always, R-ONI-14). */
  barForfeiter: boolean;
  /** Team Swiss: the FIDE (Dutch) System edition (editions.ts); absent in files made before editions: 2017. */
  dutchEdition?: DutchEdition;
  players: Record<string, TeamPlayer>;
  teams: Team[];
  fixtures: Fixture[];
  sanctions: TeamSanction[];
  imports: NightImport[];
  /** The league server's settings (issue 43, ./league.ts); absent: the defaults. */
  league?: Partial<LeagueSettings>;
  /** Eligibility breaches entered under the `flag` setting, for the secretary to decide (./eligibility.ts). */
  flags?: EligibilityFlag[];
}

/** A line-up that broke an eligibility rule, entered and flagged for the league secretary. */
export interface EligibilityFlag {
  rule: string;
  fixture: string;
  team: string;
  player: string;
  /** The matches the player had played for the higher teams (named) when lined up. */
  matches: number;
  higher: string[];
  /** Set when the secretary has decided it: the line-up stands, for this reason. */
  decided?: { reason: string };
}

export type Side = 'home' | 'away';
export type BoardKind = 'singles' | 'doubles';
export const slotOf = (side: Side): Slot => (side === 'home' ? 'a' : 'b');
export const sideOf = (slot: Slot): Side => (slot === 'a' ? 'home' : 'away');

export interface NewTeamEvent {
  seasonId: string;
  name: string;
  game: GameId;
  options?: Record<string, string | number | boolean>;
  format: TeamFormat;
  boards: number;
  scheveningen?: boolean;
  boardKinds?: BoardKind[];
  gamesPerBoard?: number;
  scoring?: Partial<{ board: Partial<TeamScoring['board']>; match: Partial<TeamScoring['match']> }>;
  rounds?: number | null;
  barForfeiter?: boolean;
  dutchEdition?: DutchEdition;
}

/** Match scoring completed from the defaults; a forfeit win is worth a win unless said otherwise (`--match-win 3` alone). */
function matchScoring(given: Partial<TeamScoring['match']> = {}): TeamScoring['match'] {
  return { ...DEFAULT_TEAM_SCORING.match, ...(given.win !== undefined ? { forfeitWin: given.win } : {}), ...given };
}

/** A new, empty team event (the scoring completed from the defaults). */
export function newTeamEvent(input: NewTeamEvent): TeamEvent {
  const d = DEFAULT_TEAM_SCORING;
  return {
    version: 1, seasonId: input.seasonId, name: input.name, game: input.game, options: input.options ?? {}, format: input.format,
    boards: input.boards, ...(input.scheveningen ? { scheveningen: true } : {}), ...(input.boardKinds ? { boardKinds: input.boardKinds } : {}), gamesPerBoard: input.gamesPerBoard ?? 1,
    scoring: { board: { ...d.board, ...input.scoring?.board }, match: matchScoring(input.scoring?.match) },
    rounds: input.rounds ?? null, barForfeiter: input.barForfeiter ?? true, ...(input.dutchEdition ? { dutchEdition: input.dutchEdition } : {}),
    players: {}, teams: [], fixtures: [], sanctions: [], imports: [],
  };
}
