/** How numbers and names print in the tables. */
import type { Criterion, TournamentEvent } from '../../shared/tournament';

/** Halves as `½` (`2½`, `½`, `-1½`), other fractions with two decimals. */
export function score(x: number): string {
  if (!Number.isInteger(x * 2)) return x.toFixed(2);
  const whole = Math.trunc(x);
  if (Number.isInteger(x)) return String(x);
  return `${x < 0 ? '-' : ''}${whole === 0 ? '' : Math.abs(whole)}½`;
}

/** A signed number: `+12`, `-3`, `0`. */
export function signed(x: number): string {
  return x > 0 ? `+${x}` : String(x);
}

/** Column headings of the ranking criteria, and their meaning for the legend under a table. */
export const CRITERION_LABELS: Record<Criterion, [string, string]> = {
  matchPoints: ['Pts', 'match points'],
  gameScore: ['Score', 'sum of game scores'],
  averageGameScore: ['Avg', 'average game score per game'],
  gamesWon: ['Won', 'games won'],
  gamePoints: ['GP', 'games won plus half the draws'],
  scoreDifference: ['Diff', 'own game scores minus the opponents\''],
  margin: ['Margin', 'sum of game margins'],
  buchholz: ['Bh', 'Buchholz: opponents\' scores'],
  buchholzCut1: ['Bh-1', 'Buchholz without the lowest opponent'],
  buchholzCut2: ['Bh-2', 'Buchholz without the two lowest opponents'],
  buchholzMedian: ['Med', 'median Buchholz'],
  buchholzMedian2: ['Med-2', 'Buchholz without the two lowest and two highest'],
  sonnebornBerger: ['SB', 'Sonneborn-Berger'],
  directEncounter: ['DE', 'direct encounter'],
  wins: ['Wins', 'rounds won'],
  winsPlayed: ['Won OTB', 'matches won over the board'],
  firstMoveGames: ['1st', 'games played with the first move'],
  firstMoveWins: ['1st W', 'games won with the first move'],
  progressive: ['Prog', 'progressive score'],
  koya: ['Koya', 'points against opponents on 50% or more'],
  aro: ['ARO', 'average rating of opponents'],
  tpr: ['TPR', 'tournament performance rating'],
  brightwell: ['BQ', 'Brightwell quotient'],
};

/** Entry and player ids -> names (an Onino pair's members too). */
export function namesOf(event: TournamentEvent): Map<string, string> {
  const names = new Map<string, string>();
  for (const e of event.entries) {
    names.set(e.id, e.name);
    for (const m of e.members ?? []) names.set(m.playerId, m.name);
  }
  return names;
}

/** Alphabetical order for people's names in any script. */
export const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }).compare;
