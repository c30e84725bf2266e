export { bergerTable, byPairingNumber, roundRobinRounds, type RoundRobinOptions, type TableRound } from './roundRobin';
export { bracketOrder, knockoutFirstRound, knockoutNextRound, knockoutWinner, roundWinners, type PlayoffRule } from './knockout';
export { leagueSeason, type LeagueOptions, type LeagueSeason } from './league';
