import Papa from 'papaparse';
import { PlayerFields } from '../../shared/api/schemas';
import type { Player } from '../../shared/api/schemas';
import { ApiFailure, type FieldIssue } from '../../shared/api/errors';
import type { PlayerRow } from '../db/repos/players';
import { ESCAPED_FORMULA, FORMULA_START } from '../export/csvCell';

export const CSV_COLUMNS = ['name', 'club', 'rating', 'contact', 'notes'] as const;
/** Problems listed at most (each with line and column); a count says how many more there were. */
const MAX_REPORTED = 500;


/** Header aliases a club's spreadsheet is likely to use. */
const ALIASES: Record<string, (typeof CSV_COLUMNS)[number]> = {
  name: 'name', player: 'name', 'full name': 'name',
  club: 'club', rating: 'rating', elo: 'rating',
  contact: 'contact', email: 'contact', phone: 'contact', notes: 'notes', note: 'notes',
};

/**
 * Reads a club roll: a header row naming at least `name`; optional club, rating, contact, notes.
 * All or nothing: any bad row fails the whole import with every problem named by line and column.
 */
export function parsePlayersCsv(text: string): Array<PlayerRow & { line: number }> {
  const csv = text.replace(/^\uFEFF/, '');
  const badChar = csv.search(/[\uFFFD\0]/);
  if (badChar >= 0) {
    const line = csv.slice(0, badChar).split('\n').length;
    throw new ApiFailure('invalid', `the CSV is not UTF-8 text (line ${line} has undecodable bytes); save it as UTF-8 and import again`, {
      issues: [{ field: `line.${line}`, message: 'not UTF-8 text' }],
    });
  }
  if (csv.trim() === '') throw new ApiFailure('invalid', 'the CSV is empty', { issues: [{ field: 'csv', message: 'empty' }] });
  const parsed = Papa.parse<Record<string, string>>(csv, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => ALIASES[h.trim().toLowerCase()] ?? h.trim().toLowerCase(),
    transform: (value) => value.replace(ESCAPED_FORMULA, ''),
  });
  const headers = parsed.meta.fields ?? [];
  if (!headers.includes('name')) {
    throw new ApiFailure('invalid', `the CSV has no "name" column (found: ${headers.slice(0, 8).join(', ') || 'nothing'})`, {
      issues: [{ field: 'name', message: 'missing column' }],
    });
  }
  const issues: FieldIssue[] = parsed.errors
    .filter((e) => e.code !== 'UndetectableDelimiter')
    .map((e) => ({ field: `line.${(e.row ?? 0) + 2}`, message: e.message }));
  const rows: Array<PlayerRow & { line: number }> = [];
  parsed.data.forEach((record, i) => {
    const line = i + 2; // the header is line 1
    const ratingText = (record.rating ?? '').trim();
    const rating = ratingText === '' ? null : Number(ratingText);
    if (ratingText !== '' && !Number.isFinite(rating)) {
      issues.push({ field: `line.${line}.rating`, message: `"${ratingText.slice(0, 20)}" is not a number` });
      return;
    }
    const result = PlayerFields.safeParse({
      name: record.name ?? '', club: record.club ?? '', rating,
      contact: record.contact ?? '', notes: record.notes ?? '',
    });
    if (result.success) rows.push({ ...result.data, line });
    else for (const issue of result.error.issues) issues.push({ field: `line.${line}.${issue.path.join('.')}`, message: issue.message });
  });
  if (issues.length > 0) {
    const first = issues[0]!;
    const [, line, column] = first.field.split('.');
    throw new ApiFailure('invalid', `CSV line ${line}${column ? `, column ${column}` : ''}: ${first.message}` +
      (issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : ''), {
      issues: issues.slice(0, MAX_REPORTED), total: issues.length,
    });
  }
  return rows;
}

export function playersToCsv(players: Player[]): string {
  return Papa.unparse({
    fields: [...CSV_COLUMNS],
    data: players.map((p) => [p.name, p.club, p.rating ?? '', p.contact, p.notes]),
  }, { newline: '\n', escapeFormulae: FORMULA_START }) + '\n';
}
