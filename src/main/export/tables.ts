/**
 * The event's tables as CSV (`td export csv`, the CSV buttons): standings, pairings and results of
 * every round, and the cross-table. Built from what the API answers, so a CSV shows what the screens show.
 */
import type { Output } from '../../shared/api/contract';
import type { RoundView } from '../../shared/api/methods/tournament';
import { translator, type Translate } from '../../shared/i18n/translate';
import { valueOf } from '../../shared/tournament/standings';
import { csvTable, type CsvValue } from './csvCell';

export const CSV_TABLES = ['standings', 'pairings', 'crosstable'] as const;
export type CsvTableName = (typeof CSV_TABLES)[number];

/**
 * One row per entry: rank, pairing number, name, status, matches played, then each ranking criterion.
 * The header says what the standings screen and paper say, in the caller's language (issue 44: it
 * showed the internal keys `matchPoints`, `brightwell`).
 */
export function standingsCsv(s: Output<'standings.get'>, t: Translate = translator('en')): string {
  return csvTable(
    [t('paper.col.rank'), t('paper.col.no'), t('paper.col.name'), t('paper.col.status'), t('paper.col.played'), ...s.order.map((c) => t(`paper.criterion.${c}.short`))],
    s.rows.map((r) => [r.rank, r.pairingNumber, r.name, r.status, r.played, ...s.order.map((c) => valueOf(r, c))]),
  );
}

/**
 * One row per pairing of every round given: a match with both entries, match points and game-score
 * totals (empty while pending); a bye with its kind in place of the second entry.
 */
export function pairingsCsv(rounds: RoundView[]): string {
  const rows: CsvValue[][] = [];
  for (const r of rounds) {
    for (const p of r.pairings) {
      if (p.kind === 'bye') {
        rows.push([r.number, null, p.entry.pairingNumber, p.entry.name, null, `bye (${p.bye})`, p.points, null, null, null, 'bye']);
        continue;
      }
      const done = p.status !== 'pending';
      rows.push([
        r.number, p.board, p.a.pairingNumber, p.a.name, p.b.pairingNumber, p.b.name,
        done ? p.points.a : null, done ? p.points.b : null, done ? p.totals.a : null, done ? p.totals.b : null, p.status,
      ]);
    }
  }
  return csvTable(['Round', 'Board', 'No A', 'Entry A', 'No B', 'Entry B', 'Points A', 'Points B', 'Score A', 'Score B', 'Status'], rows);
}

/**
 * One row per entry in pairing-number order; one column per opponent (by pairing number) holding the
 * row entry's match points in each meeting (space-separated in a double round robin; F after a
 * forfeit, a dot while pending), then the total.
 */
export function crossTableCsv(t: Output<'crossTable.get'>): string {
  const numbers = t.entries.map((id) => t.pairingNumbers[id]!);
  return csvTable(
    ['No', 'Name', ...numbers.map(String), 'Total'],
    t.entries.map((id, i) => [
      numbers[i]!, t.names[id]!,
      ...t.cells[i]!.map((meetings, j) => (i === j ? 'X' : meetings.map((m) => (m.points === null ? '.' : `${m.points}${m.status === 'forfeit' ? 'F' : ''}`)).join(' '))),
      t.totals[i]!,
    ]),
  );
}
