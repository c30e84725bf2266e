/**
 * How an event is run beyond its game and format: games per match, scoring, tie-break order, the
 * forfeit policy, the knockout play-off rule, league nights, seeding and the Elo parameters.
 * Stored per event by the services; pure defaults here so every layer agrees on them.
 */
import type { GameId } from '../games/types';
import type { Locale } from '../i18n/locales';
import type { PlayoffRule } from './formats';
import { DEFAULT_SCORING, type FormatKind, type Scoring, type TournamentEvent } from './model';
import type { Prize, PrizeSharing } from './prizes';
import { descriptorOf } from '../games/registry';
import { applicableOrder, defaultOrder, scoreFirst, type Criterion } from './standings';
import { DEFAULT_PAPP_TABLE, type PappTable } from './papp/table';
import type { DutchEdition, TieBreakEdition } from './editions';

/** Two players who must never be paired together (player ids), and why. */
export interface ForbiddenPair {
  a: number;
  b: number;
  why: string;
}

export interface TournamentSettings {
  /** Games per match: Onino's agreed number, a mini-match; 1 by default. */
  gamesPerMatch: number;
  scoring: Scoring;
  /** Ranking criteria in order; null: the game's own (defaultOrder). */
  tieBreaks: Criterion[] | null;
  /** Games other than Onino: withdraw an entry that forfeits (R-ONI-14 always bars in Onino). */
  withdrawForfeiter: boolean;
  /** Knockout: how a tied match is settled. */
  playoff: PlayoffRule;
  /** Pairing numbers: by rating (highest first, then name) or in order of registration. */
  seeding: 'rating' | 'registration';
  /** Elo, K by experience: the K of a provisional rating (fewer than `provisionalGames` rated games). */
  ratingKNew: number;
  provisionalGames: number;
  /** Forbidden pairings (absolute, like C1): never pair two players of the same club (when true)... */
  avoidSameClub: boolean;
  /** ...nor these two players (player ids; `why`: "family", "same household", ...). */
  forbiddenPairs: ForbiddenPair[];
  /** Swiss: the first mover of the top seed's board in round 1 (FIDE E.5, "white"). */
  initialColour: 'white' | 'black';
  /** League: match nights the season's rounds are spread over (null: one round a night). */
  nights: number | null;
  /** League: single or double (home and away) round robin. */
  cycles: 1 | 2;
  /** League: home/away venues with first moves allocated apart, or the Berger order as first move. */
  balance: 'home-away' | 'first-move';
  /** Elo: development coefficient and a newcomer's rating. */
  ratingK: number;
  ratingStart: number;
  /**
   * A result whose first-move decision (R-ONI-11 toss or choice, R-DOM-2 draw for set, R-TON-3 toss) is not
   * recorded: `warn` takes it and shows the gap; `require` refuses it until the decision is recorded.
   */
  firstMove: 'warn' | 'require';
  /** Swiss: FIDE's accelerated (Baku) pairing, C.04.5.1: virtual points for group A in the first rounds. */
  acceleration: 'none' | 'baku';
  /**
   * Onino: the primary ranking, which is also what a Swiss pairs by (its score groups):
   * total points (R-ONI-12, the default) or match points then total points.
   */
  oninoRanking: 'total-points' | 'match-points';
  /** Othello: the Brightwell quotient's constant c (World Othello Championship rules: 6). */
  brightwellConstant: number;
  /** Prizes: at most one prize per person (a best-game prize aside). */
  prizeOnePerPerson: boolean;
  /** Prizes: how entries equal on the primary score share place prizes. */
  prizeSharing: PrizeSharing;
  /** The prize list (set through prizes.set, not eventSettings.update). */
  prizes: Prize[];
  /** What age and women's prizes need per player id: birth year and sex (set through prizes.set). */
  prizeDetails: Record<string, { birthYear: number | null; sex: 'f' | 'm' | null }>;
  /** The language the event's paper prints in (`fr`: a French event prints in French from an English screen); null: the caller's. */
  printLanguage: Locale | null;
  /**
   * Swiss: the pairing system: FIDE's Dutch, or PAPP's (Othello's federations, docs/othello.md). New
   * Othello Swiss events get `papp` when created (creationSettings); an event stored without it pairs by the Dutch.
   */
  swissSystem: 'dutch' | 'papp';
  /** Swiss by PAPP: the penalty table (PAPP 1.37.1's official papp.cfg by default). */
  pappTable: PappTable;
  /** Swiss: the FIDE (Dutch) System edition pairing the event (editions.ts); fixed once round 1 is paired. */
  dutchEdition: DutchEdition;
  /** The Tie-Break Regulations C.07 edition ranking the event (editions.ts); fixed once round 1 is paired. */
  tieBreakEdition: TieBreakEdition;
  /** The seed of the event's lot (criterion `lot`), drawn and audited at creation; null: not drawn (events made before). */
  lotSeed: number | null;
  /** Table night (issue 42): a result both players confirmed at the table enters the event at once; else it waits for one click. */
  autoEnter: boolean;
  /** Arena (issue 42): lichess's points (2 a win, 1 a draw, double on a streak after two wins) or plain 2-1-0. */
  arenaPoints: 'lichess' | 'plain';
  /** Arena: when the night ends (ISO time): nobody is paired after it; games in progress finish. Null: not set. */
  arenaEndsAt: string | null;
  /** Sections (issue 44): this event is section `name` of the event `parentId` (set through sections.*, not eventSettings.update). */
  section: SectionLink | null;
}

/** A section's link to the event that holds its players and check-in. */
export interface SectionLink {
  parentId: number;
  name: string;
}

export const DEFAULT_SETTINGS: TournamentSettings = {
  gamesPerMatch: 1,
  scoring: DEFAULT_SCORING,
  tieBreaks: null,
  withdrawForfeiter: true,
  playoff: 'higher-seed',
  seeding: 'rating',
  ratingKNew: 40,
  provisionalGames: 20,
  avoidSameClub: false,
  forbiddenPairs: [],
  initialColour: 'white',
  nights: null,
  cycles: 1,
  balance: 'home-away',
  ratingK: 20,
  ratingStart: 1500,
  firstMove: 'warn',
  acceleration: 'none',
  oninoRanking: 'total-points',
  brightwellConstant: 6,
  prizeOnePerPerson: true,
  prizeSharing: 'tie-break',
  prizes: [],
  prizeDetails: {},
  printLanguage: null,
  swissSystem: 'dutch',
  pappTable: DEFAULT_PAPP_TABLE,
  // Absent means an event from before editions: the older ones. A new event is always given the editions
  // in force on its start date explicitly (services: pinEditions), so this default never decides for it.
  dutchEdition: '2017',
  tieBreakEdition: '2024',
  lotSeed: null,
  autoEnter: false,
  arenaPoints: 'lichess',
  arenaEndsAt: null,
  section: null,
};

/**
 * What a new event of this game and format starts with beyond DEFAULT_SETTINGS, stored when it is
 * created (so a later default never changes an event already made): the game's federation profile
 * (Othello: a Swiss paired by PAPP, the Brightwell coefficient by the rounds planned).
 */
export function creationSettings(game: GameId, format: FormatKind, roundsPlanned: number | null): Partial<TournamentSettings> {
  const f = descriptorOf(game).federation;
  if (!f) return {};
  return { brightwellConstant: f.brightwellConstant(roundsPlanned), ...(format === 'swiss' ? { swissSystem: f.swissSystem } : {}) };
}

/**
 * The standings order the event uses: its own list, else the game's default (Onino: by the event's choice);
 * the score always first (scoreFirst). With `format`, as computeStandings applies it (C.07 2026: no
 * Buchholz family in a round robin).
 */
export function rankingOrder(
  game: GameId, settings: Pick<TournamentSettings, 'tieBreaks' | 'oninoRanking'> & Partial<Pick<TournamentSettings, 'tieBreakEdition'>>, format?: FormatKind,
): readonly Criterion[] {
  const choice = descriptorOf(game).match.rankingChoice && settings.oninoRanking === 'match-points';
  const own = settings.tieBreaks && settings.tieBreaks.length > 0 ? settings.tieBreaks : choice ? ['matchPoints' as const, ...defaultOrder(game)] : defaultOrder(game);
  const order = scoreFirst(game, own);
  return format ? applicableOrder(order, format, settings.tieBreakEdition ?? '2024') : order;
}

/** The event fields that come from the settings. */
export function eventFields(format: FormatKind, settings: TournamentSettings): Pick<TournamentEvent, 'format' | 'gamesPerMatch' | 'scoring' | 'withdrawForfeiter' | 'tieBreakEdition' | 'lotSeed'> {
  return { format, gamesPerMatch: settings.gamesPerMatch, scoring: settings.scoring, withdrawForfeiter: settings.withdrawForfeiter, tieBreakEdition: settings.tieBreakEdition, lotSeed: settings.lotSeed };
}
