/**
 * CSV for spreadsheets. A cell whose text starts with = + - @ (or tab, CR) is read as a formula by
 * Excel, LibreOffice and Sheets (CSV injection): such text gets a leading apostrophe, which the
 * spreadsheet shows as plain text. Numbers stay numbers (-3 is a number, not a formula).
 */
import Papa from 'papaparse';

export type CsvValue = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

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
