import type { Criterion } from './criteria';

/**
 * Each ranking criterion's column heading (`short`), name (`long`) and what it counts (`meaning`, the
 * legend under a printed table): one home for screens, the projector and paper.
 */
export const CRITERION_LABELS: Record<Criterion, { short: string; long: string; meaning: string }> = {
  matchPoints: { short: 'Pts', long: 'Match points', meaning: 'match points' },
  gameScore: { short: 'Score', long: 'Game score', meaning: 'sum of game scores' },
  averageGameScore: { short: 'Avg', long: 'Average game score', meaning: 'average game score per game' },
  gamesWon: { short: 'Won', long: 'Games won', meaning: 'games won' },
  gamePoints: { short: 'GP', long: 'Game points', meaning: 'games won plus half the draws' },
  scoreDifference: { short: 'Diff', long: 'Score difference', meaning: 'own game scores minus the opponents\'' },
  margin: { short: 'Margin', long: 'Margin', meaning: 'sum of game margins' },
  buchholz: { short: 'BH', long: 'Buchholz', meaning: 'Buchholz: opponents\' scores' },
  buchholzCut1: { short: 'BH-1', long: 'Buchholz cut 1', meaning: 'Buchholz without the lowest opponent' },
  buchholzCut2: { short: 'BH-2', long: 'Buchholz cut 2', meaning: 'Buchholz without the two lowest opponents' },
  buchholzMedian: { short: 'BH-M', long: 'Median Buchholz', meaning: 'median Buchholz' },
  buchholzMedian2: { short: 'BH-M2', long: 'Median-2 Buchholz', meaning: 'Buchholz without the two lowest and two highest' },
  sonnebornBerger: { short: 'SB', long: 'Sonneborn-Berger', meaning: 'Sonneborn-Berger' },
  directEncounter: { short: 'DE', long: 'Direct encounter', meaning: 'direct encounter' },
  wins: { short: 'Wins', long: 'Rounds won', meaning: 'rounds won' },
  winsPlayed: { short: 'Won OTB', long: 'Matches won over the board', meaning: 'matches won over the board' },
  firstMoveGames: { short: '1st', long: 'Games with the first move', meaning: 'games played with the first move' },
  firstMoveWins: { short: '1st W', long: 'Wins with the first move', meaning: 'games won with the first move' },
  progressive: { short: 'Prog', long: 'Progressive score', meaning: 'progressive score' },
  koya: { short: 'Koya', long: 'Koya score', meaning: 'points against opponents on 50% or more' },
  aro: { short: 'ARO', long: 'Average rating of opponents', meaning: 'average rating of opponents' },
  tpr: { short: 'TPR', long: 'Tournament performance rating', meaning: 'tournament performance rating' },
  brightwell: { short: 'BQ', long: 'Brightwell quotient', meaning: 'Brightwell quotient' },
  standardPoints: { short: 'STD', long: 'Standard points', meaning: 'standard points (1 a win, ½ a draw)' },
  pairingNumber: { short: 'TPN', long: 'Pairing number', meaning: 'pairing number, the lower ahead' },
  rating: { short: 'RTNG', long: 'Rating', meaning: 'own rating' },
};
