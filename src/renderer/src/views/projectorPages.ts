/**
 * The projector's paging (issue 44: rows past the bottom of the screen were never shown): a table longer
 * than the screen holds shows one page at a time and turns to the next every PAGE_MS.
 */
export const PAGE_MS = 12_000;
/** Room taken by the header, the table's heading and its column titles (px), and one row's height. */
const CHROME_PX = 220;
const ROW_PX = 36;

/** How many table rows fit a screen `height` pixels tall (never fewer than 5). */
export function rowsPerPage(height: number): number {
  return Math.max(5, Math.floor((height - CHROME_PX) / ROW_PX));
}

/** Page `turn` (counting on past the last page wraps round) of `rows`, `size` rows a page. */
export function pageOf<T>(rows: readonly T[], size: number, turn: number): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const page = turn % pages;
  return { rows: rows.slice(page * size, (page + 1) * size), page: page + 1, pages };
}
