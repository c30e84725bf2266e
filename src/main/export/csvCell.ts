/**
 * CSV for spreadsheets, the one home of formula neutralising for every CSV the app writes. A cell whose
 * text starts with = + - @ (their full-width forms too), a tab or a CR is run as a formula by Excel,
 * LibreOffice and Sheets (CSV injection): such text gets a leading apostrophe, which the spreadsheet
 * shows as plain text and hides. Numbers stay numbers (-3 is a number, not a formula). Papa's own
 * escapeFormulae pattern misses a formula followed by a line break, hence this one.
 */
import Papa from 'papaparse';

export type CsvValue = string | number | null;

export const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** The `'` such a cell was written with, taken off again on import so that a file round-trips. */
export const ESCAPED_FORMULA = /^'(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/;

/** One cell, neutralised. */
export function csvCell(value: CsvValue): string | number {
  if (value === null) return '';
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A header row and one row per record, UTF-8 with a byte-order mark so Excel reads accents right. */
export function csvTable(header: string[], rows: CsvValue[][]): string {
  return '\uFEFF' + Papa.unparse({ fields: header.map(csvCell).map(String), data: rows.map((r) => r.map(csvCell)) }, { newline: '\r\n' }) + '\r\n';
}
