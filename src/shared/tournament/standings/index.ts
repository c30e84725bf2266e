export { ASCENDING, BUCHHOLZ_FAMILY, CRITERIA, applicableOrder, defaultOrder, FIDE_ORDER, isRoundRobin, isScore, scoreFirst, type Criterion } from './criteria';
export { computeStandings, type StandingRow, type Standings, type StandingsOptions } from './compute';
export { crossTable, type CrossResult, type CrossTable } from './crosstable';
export { rankedAgain, separationText, whyAbove, type Separation } from './explain';
