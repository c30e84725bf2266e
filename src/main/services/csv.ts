import Papa from 'papaparse';
import { PlayerFields, Rating } from '../../shared/api/schemas';
import type { Player } from '../../shared/api/schemas';
import { ApiFailure, type FieldIssue, type MessageText } from '../../shared/api/errors';
import { GAME_IDS, isGameId } from '../../shared/games/ids';
import type { GameId } from '../../shared/games/types';
import type { PlayerRow } from '../db/repos/players';
import { ESCAPED_FORMULA, FORMULA_START } from '../export/csvCell';
import { refuse } from '../../shared/i18n/refusals';

export const CSV_COLUMNS = ['name', 'club', 'rating', 'contact', 'notes', 'fed_id', 'club_id', 'birth_year', 'sex', 'category', 'country'] as const;
type Column = (typeof CSV_COLUMNS)[number];
/** One rating column per game: `rating_othello`, `rating_onino`, ... (any subset). */
export const RATING_COLUMNS = GAME_IDS.map((g) => `rating_${g}` as const);
/** Problems listed at most (each with line and column); a count says how many more there were. */
const MAX_REPORTED = 500;


/** Header aliases a club's spreadsheet or a federation list is likely to use. */
const ALIASES: Record<string, Column> = {
  name: 'name', player: 'name', 'full name': 'name',
  club: 'club', rating: 'rating', elo: 'rating',
  contact: 'contact', email: 'contact', phone: 'contact', notes: 'notes', note: 'notes',
  fed_id: 'fed_id', 'fed id': 'fed_id', fedid: 'fed_id', 'federation id': 'fed_id',
  club_id: 'club_id', 'club id': 'club_id', 'member id': 'club_id',
  birth_year: 'birth_year', 'birth year': 'birth_year', born: 'birth_year', sex: 'sex', category: 'category',
  country: 'country', federation: 'country', fed: 'country', nation: 'country',
};
const FIELD_OF: Partial<Record<Column, keyof PlayerRow>> = { fed_id: 'fedId', club_id: 'clubId', birth_year: 'birthYear' };
const COLUMN_OF: Partial<Record<string, string>> = { fedId: 'fed_id', clubId: 'club_id', birthYear: 'birth_year' };

/** A row of a club roll or a federation rating list. */
export interface CsvPlayerRow {
  line: number;
  player: PlayerRow;
  /** Player fields the file has a column for: an update changes only these. */
  columns: Array<keyof PlayerRow>;
  /** Ratings per game given on this row (an empty cell gives none). */
  ratings: Partial<Record<GameId, number>>;
}

/** An issue's field is `line.N.column`; the message names both. */
export function csvFailure(issues: FieldIssue[]): ApiFailure {
  const first = issues[0]!;
  const [, line, column] = first.field.split('.');
  const where: MessageText = column ? { key: 'csv.lineColumn', params: { line: line ?? '', column } } : { key: 'csv.line', params: { line: line ?? '' } };
  const message: MessageText = { key: 'verbatim', params: { text: first.message } };
  const text: MessageText = issues.length > 1
    ? { key: 'csv.problemMore', params: { where, message, count: issues.length - 1 } }
    : { key: 'csv.problem', params: { where, message } };
  return new ApiFailure('invalid', `CSV line ${line}${column ? `, column ${column}` : ''}: ${first.message}` +
    (issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : ''), {
    issues: issues.slice(0, MAX_REPORTED), total: issues.length,
  }, text);
}

const numberIn = (text: string): number | null | undefined => {
  const t = text.trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
};

/**
 * Reads a club roll or a federation rating list: a header row naming at least `name`; optional
 * club, rating, contact, notes, fed_id, club_id, birth_year, sex, category, country and rating_<game>.
 * All or nothing: any bad row (or a federation id given twice) fails the whole import with every
 * problem named by line and column.
 */
export function parsePlayersCsv(text: string): CsvPlayerRow[] {
  const csv = text.replace(/^\uFEFF/, '');
  const badChar = csv.search(/[\uFFFD\0]/);
  if (badChar >= 0) {
    const line = csv.slice(0, badChar).split('\n').length;
    throw refuse('invalid', 'csv.notUtf8', { line }, {
      issues: [{ field: `line.${line}`, message: 'not UTF-8 text' }],
    });
  }
  if (csv.trim() === '') throw refuse('invalid', 'csv.empty', {}, { issues: [{ field: 'csv', message: 'empty' }] });
  const parsed = Papa.parse<Record<string, string>>(csv, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => ALIASES[h.trim().toLowerCase()] ?? h.trim().toLowerCase(),
    transform: (value) => value.replace(ESCAPED_FORMULA, ''),
  });
  const headers = parsed.meta.fields ?? [];
  if (!headers.includes('name')) {
    throw refuse('invalid', headers.length ? 'csv.noName' : 'csv.noNameEmpty', { found: headers.slice(0, 8).join(', ') }, {
      issues: [{ field: 'name', message: 'missing column' }],
    });
  }
  const issues: FieldIssue[] = parsed.errors
    .filter((e) => e.code !== 'UndetectableDelimiter')
    .map((e) => ({ field: `line.${(e.row ?? 0) + 2}`, message: e.message }));
  for (const h of headers) {
    if (h.startsWith('rating_') && !isGameId(h.slice(7))) {
      issues.push({ field: `line.1.${h}`, message: `"${h}" names no game: rating columns are ${RATING_COLUMNS.join(', ')}` });
    }
  }
  const games = GAME_IDS.filter((g) => headers.includes(`rating_${g}`));
  const columns = CSV_COLUMNS.filter((c) => headers.includes(c)).map((c) => FIELD_OF[c] ?? (c as keyof PlayerRow));
  const fedLines = new Map<string, number>();
  const rows: CsvPlayerRow[] = [];
  parsed.data.forEach((record, i) => {
    const line = i + 2; // the header is line 1
    const before = issues.length;
    const cell = (c: string) => (record[c] ?? '').trim();
    const num = (c: string): number | null => {
      const n = numberIn(cell(c));
      if (n === undefined) issues.push({ field: `line.${line}.${c}`, message: `"${cell(c).slice(0, 20)}" is not a number` });
      return n ?? null;
    };
    const rating = num('rating');
    const birthYear = num('birth_year');
    const ratings: Partial<Record<GameId, number>> = {};
    for (const g of games) {
      const r = num(`rating_${g}`);
      if (r === null) continue;
      const ok = Rating.safeParse(r);
      if (ok.success) ratings[g] = r;
      else issues.push({ field: `line.${line}.rating_${g}`, message: ok.error.issues[0]!.message });
    }
    const fedId = cell('fed_id');
    if (fedId !== '') {
      const seen = fedLines.get(fedId.toLowerCase());
      if (seen !== undefined) issues.push({ field: `line.${line}.fed_id`, message: `federation id ${fedId} is already on line ${seen}` });
      else fedLines.set(fedId.toLowerCase(), line);
    }
    if (issues.length > before) return;
    const result = PlayerFields.safeParse({
      name: record.name ?? '', club: record.club ?? '', rating, contact: record.contact ?? '', notes: record.notes ?? '',
      fedId: fedId || null, clubId: cell('club_id'), birthYear, sex: cell('sex').toUpperCase(), category: cell('category'),
      country: cell('country'),
    });
    if (result.success) rows.push({ line, player: result.data, columns, ratings });
    else for (const issue of result.error.issues) issues.push({ field: `line.${line}.${COLUMN_OF[String(issue.path[0])] ?? issue.path.join('.')}`, message: issue.message });
  });
  if (issues.length > 0) throw csvFailure(issues);
  return rows;
}

export function playersToCsv(players: Player[], ratings: (playerId: number) => Partial<Record<GameId, number>> = () => ({})): string {
  return Papa.unparse({
    fields: [...CSV_COLUMNS, ...RATING_COLUMNS],
    data: players.map((p) => {
      const own = ratings(p.id);
      return [p.name, p.club, p.rating ?? '', p.contact, p.notes, p.fedId ?? '', p.clubId, p.birthYear ?? '', p.sex, p.category, p.country,
        ...GAME_IDS.map((g) => (own[g] === undefined ? '' : Math.round(own[g]!)))];
    }),
  }, { newline: '\n', escapeFormulae: FORMULA_START }) + '\n';
}
