/** Team competitions and league seasons (issue 23); see docs/teams.md. */
export * from './model';
export { boardSeats, checkBoardKinds, hasPartnershipBoards, seatsPerBoard, forfeitStrikesEveryGame } from './games';
export { RULE as TEAM_RULE, addPlayers, addTeam, checkTeamSize, eligibleSquad, playerName, setBoardOrder, setCaptain, teamOf, teamOfPlayer } from './squads';
export { boardFirst, boardPlace, checkLineup, defaultLineup, defaultLineups, fixtureOf, setLineup, teamLabel, type Lineup } from './lineup';
export { boardMatch, boardScore, fixtureScore, type BoardScore, type FixtureScore } from './scoring';
export { makeFixtures, pairSwissRound } from './schedule';
export { forfeitFixture, notPlayable, notPlayableText, postpone, postponements, setBoardResult, type BoardResultInput } from './results';
export { defaultPlayer, defaultsOf, forfeitPlayer, type PlayerSanctionInput } from './sanctions';
export { boardPrizes, individualEvent, individualStandings, seatId, teamCrossTable, teamStandings, type BoardPrize, type TeamCrossCell, type TeamCrossTable, type TeamRow, type TeamTable } from './standings';
export { NIGHT_FORMAT, NIGHT_VERSION, SEASON_FORMAT, checkNightFile, exportNight, importNight, renamePlayers, type Hash, type NightFile } from './exchange';
export { DEFAULT_LEAGUE, LEAGUE_RULE, applyCard, canonicalJson, checkNotLocked, leagueSettings, lockDate, overdueFixtures, sideOfTeam, transferPlayer, type LeagueSettings, type MatchCard } from './league';
export { playerAverages, type PlayerAverage } from './averages';
export { HIGHER_TEAM_RULE, WITHDRAWN_RULE, applyEligibility, breachText, clubTeams, decideFlag, eligibilityBreaches, higherTeams, matchesForHigherTeams, playsUpFrom } from './eligibility';
export { secondHalfStart, voidedFixtures, withdrawnBy, withdrawTeam, withdrawalEffect, type WithdrawalEffect } from './withdrawal';
export { ELIGIBILITY_ACTIONS, WITHDRAWN_RESULTS, type EligibilityAction, type WithdrawnResults } from './leagueSettings';
export { boardsOf, scheveningenBoard, type BoardPlace } from './scheveningen';
