/** Column headings for the ranking criteria (one home for screens, projector and paper). */
export { CRITERION_LABELS } from '../../../../shared/tournament/standings/labels';

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
