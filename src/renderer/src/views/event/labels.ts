import { CRITERIA, type Criterion } from '../../../../shared/tournament/standings';
import { formatDateTime, formatNumber, t } from '../../i18n';

/** Column headings for the ranking criteria, with the short form the tables use (catalogue `criteria.<name>`). */
export const CRITERION_LABELS = Object.fromEntries(CRITERIA.map((c) => [c, {
  get short() { return t(`criteria.${c}.short`); },
  get long() { return t(`criteria.${c}.long`); },
}])) as Record<Criterion, { short: string; long: string }>;

/** An ISO timestamp as the UI's language writes it (seconds too when asked). */
export function localTime(iso: string | null, seconds = false): string {
  return formatDateTime(iso, seconds);
}

/** 1.5 -> "1½", 0.5 -> "½", 2.25 -> "2.25" ("2,25" in French): scores as a club reads them. */
export function points(n: number | null): string {
  if (n === null) return '';
  const whole = Math.trunc(n);
  const frac = Math.abs(n - whole);
  if (Math.abs(frac - 0.5) < 1e-9) return `${whole === 0 ? (n < 0 ? '-' : '') : formatNumber(whole)}½`;
  return formatNumber(Math.round(n * 100) / 100, { maximumFractionDigits: 2 });
}
