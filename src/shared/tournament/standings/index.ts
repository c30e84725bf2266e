export { CRITERIA, DEFAULT_ORDER, type Criterion } from './criteria';
export { computeStandings, type StandingRow, type Standings, type StandingsOptions } from './compute';
export { crossTable, type CrossResult, type CrossTable } from './crosstable';
