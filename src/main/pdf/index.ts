/**
 * Every printable document by name: `describe` says what it prints and `render` turns plain data into
 * a PDF. The CLI (`td pdf <name> --event ID [--round R] --out FILE`) and the API build the input from
 * the database and call `render`. Inputs are documented in docs/printing.md.
 */
import { renderCrossTable, type CrossTableInput } from './crossTable';
import { renderPrizes, type PrizesInput } from './prizes';
import { renderGameRecord, type GameRecordInput } from './records';
import { renderPlayerHistory, renderRatingList, type PlayerHistoryInput, type RatingsInput } from './ratings';
import { renderRoundPack, type RoundPackInput } from './roundPack';
import { renderRoundSheet, type RoundSheetInput } from './roundSheet';
import { renderRankTable } from './rankTable';
import { renderScoresheets, type ScoresheetInput } from './scoresheets';
import { renderStandings, type StandingsInput } from './standings';
import { renderTableCards, type TableCardsInput } from './tableCards';
import { renderFixtureList, renderMatchCards, renderTeamCrossTable, renderTeamStandings } from './teams';
import { renderEntryList, renderFeeSheet, renderStartingList } from './tableNight';

export interface PdfDocument<I> {
  describe: string;
  render(input: I): Promise<Buffer>;
}

export const documents = {
  scoresheet: {
    describe: 'Scoresheets to fill in at the table, one per game of every match of a round, or blank',
    render: renderScoresheets,
  },
  'game-record': {
    describe: 'A recorded game: moves, penalties and irregularities, result, final diagram with move numbers',
    render: renderGameRecord,
  },
  'round-sheet': {
    describe: 'A round\'s pairings by table with the byes, and every player alphabetically',
    render: renderRoundSheet,
  },
  standings: {
    describe: 'Standings as of a round with the event\'s tie-breaks',
    render: renderStandings,
  },
  'cross-table': {
    describe: 'The cross-table of a round robin as of a round',
    render: renderCrossTable,
  },
  prizes: {
    describe: 'The prize list as awarded from the standings of a round',
    render: renderPrizes,
  },
  'rating-list': {
    describe: 'The rating list of one game',
    render: renderRatingList,
  },
  'player-history': {
    describe: 'One player\'s rating history and totals in one game',
    render: renderPlayerHistory,
  },
  'round-pack': {
    describe: 'A round in one PDF: the round sheet, the table cards, every scoresheet and the standings it was paired on',
    render: renderRoundPack,
  },
  'table-cards': {
    describe: 'A card per table of a round: table number, game, round, players and first move, a QR code to the table\'s page',
    render: renderTableCards,
  },
  'match-card': {
    describe: 'Team match cards: boards, players, results, match score and the captains\' signatures (a round, or every fixture not played)',
    render: renderMatchCards,
  },
  'fixture-list': {
    describe: 'A team event\'s fixtures with dates, venues and results',
    render: renderFixtureList,
  },
  'team-standings': {
    describe: 'Team standings as of a date, with matches in hand',
    render: renderTeamStandings,
  },
  'team-cross-table': {
    describe: 'The team cross-table: board points in every meeting',
    render: renderTeamCrossTable,
  },
  'starting-list': {
    describe: 'The starting list for the notice board: every entry with the PIN that identifies them at the tables and the door',
    render: renderStartingList,
  },
  'fee-sheet': {
    describe: 'The treasurer\'s sheet: each entry\'s fee category, due, paid, refunded, owed and how paid, with totals',
    render: renderFeeSheet,
  },
  'entry-list': {
    describe: 'The entry list: every entry alphabetically with club, federation id, rating and pairing number, and the fee status when the event takes fees',
    render: renderEntryList,
  },
  'rank-table': {
    describe: 'The round-by-round rank table: each entry\'s opponent, first move and result in every round, with the score and rank after it',
    render: renderRankTable,
  },
} satisfies Record<string, PdfDocument<never>>;

export type PdfDocumentName = keyof typeof documents;
export type PdfInput<N extends PdfDocumentName> = Parameters<(typeof documents)[N]['render']>[0];

export const PDF_DOCUMENTS = Object.keys(documents) as PdfDocumentName[];

export function isPdfDocument(name: string): name is PdfDocumentName {
  return Object.hasOwn(documents, name);
}

export type { CrossTableInput, GameRecordInput, PlayerHistoryInput, PrizesInput, RatingsInput, RoundPackInput, RoundSheetInput, ScoresheetInput, StandingsInput, TableCardsInput };
export type { SheetSlot } from './scoresheets';
export { slotsForRound } from './scoresheets';
export { eventInfoOf, type EventInfo, type Paper } from './types';
