export { ASCENDING, BUCHHOLZ_FAMILY, CRITERIA, FIDE_ORDER, OPPONENT_TIE_BREAKS, type Criterion, type OpponentTieBreak } from './criteria';
export { applicableOrder, defaultOrder, isRoundRobin, isScore, scoreFirst } from './order';
export { computeStandings, valueOf, type StandingRow, type StandingValues, type Standings, type StandingsOptions } from './compute';
export { crossTable, type CrossResult, type CrossTable } from './crosstable';
export { rankedAgain, separationText, whyAbove, type Separation } from './explain';
export { rankTable, type RankTable, type RankTableCell, type RankTableRow } from './rankTable';
