import type { Criterion } from '../../../../shared/tournament/standings';

/** Column headings for the ranking criteria, with the short form the tables use. */
export const CRITERION_LABELS: Record<Criterion, { short: string; long: string }> = {
  matchPoints: { short: 'Pts', long: 'Match points' },
  gameScore: { short: 'Score', long: 'Game score' },
  averageGameScore: { short: 'Avg', long: 'Average game score' },
  gamesWon: { short: 'Won', long: 'Games won' },
  gamePoints: { short: 'GP', long: 'Game points' },
  scoreDifference: { short: 'Diff', long: 'Score difference' },
  margin: { short: 'Margin', long: 'Margin' },
  buchholz: { short: 'BH', long: 'Buchholz' },
  buchholzCut1: { short: 'BH-1', long: 'Buchholz cut 1' },
  buchholzCut2: { short: 'BH-2', long: 'Buchholz cut 2' },
  buchholzMedian: { short: 'BH-M', long: 'Median Buchholz' },
  buchholzMedian2: { short: 'BH-M2', long: 'Median-2 Buchholz' },
  sonnebornBerger: { short: 'SB', long: 'Sonneborn-Berger' },
  directEncounter: { short: 'DE', long: 'Direct encounter' },
  wins: { short: 'Wins', long: 'Rounds won' },
  winsPlayed: { short: 'Won', long: 'Matches won over the board' },
  firstMoveGames: { short: '1st', long: 'Games with the first move' },
  firstMoveWins: { short: '1st W', long: 'Wins with the first move' },
  progressive: { short: 'Prog', long: 'Progressive score' },
  koya: { short: 'Koya', long: 'Koya score' },
  aro: { short: 'ARO', long: 'Average rating of opponents' },
  tpr: { short: 'TPR', long: 'Tournament performance rating' },
  brightwell: { short: 'BQ', long: 'Brightwell quotient' },
};

/** An ISO timestamp as local "YYYY-MM-DD HH:MM" (seconds too when asked). */
export function localTime(iso: string | null, seconds = false): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}${seconds ? `:${p(d.getSeconds())}` : ''}`;
}

/** 1.5 -> "1½", 0.5 -> "½", 2.25 -> "2.25": scores as a club reads them. */
export function points(n: number | null): string {
  if (n === null) return '';
  const whole = Math.trunc(n);
  const frac = Math.abs(n - whole);
  if (Math.abs(frac - 0.5) < 1e-9) return `${whole === 0 ? (n < 0 ? '-' : '') : whole}½`;
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100);
}
