/**
 * The cross-table of a round robin as of any round: rows and columns by pairing number, each cell
 * every meeting of the two (points; Onino the game-score total), with totals and ranks from the
 * standings. Wide fields go landscape, and past 24 columns the opponents are split over page sets.
 */
import { descriptorOf } from '../../shared/games/registry';
import type { Locale } from '../../shared/i18n/locales';
import { computeStandings, crossTable, type CrossResult, type TournamentEvent, lastRound } from '../../shared/tournament';
import { paperText, Sheet } from './sheet';
import { table, type Column } from './table';
import type { EventInfo, Paper } from './types';

export interface CrossTableInput {
  event?: EventInfo;
  tournament: TournamentEvent;
  /** As of this round (default: every round played). */
  round?: number;
  paper?: Paper;
  locale?: Locale;
}

const BLOCK = 24;

interface Row {
  index: number;
  no: number;
  name: string;
  cells: CrossResult[][];
  total: number;
  rank: number;
  gameScore: number;
}

/** One meeting: `1`, `½`, `0`; `+` / `-` a forfeit won / lost; `?` no result yet; `×` nothing counted. Onino: the signed points. */
function meeting(sheet: Sheet, m: CrossResult, byTotal: boolean): string {
  if (m.status === 'pending') return '?';
  if (m.status === 'void' || m.points === null) return '×';
  if (m.status === 'forfeit') return m.points > 0 ? '+' : '-';
  return byTotal ? sheet.signed(m.score) : sheet.score(m.points);
}

export async function renderCrossTable(input: CrossTableInput): Promise<Buffer> {
  const ev = input.tournament;
  const last = lastRound(ev.rounds);
  const through = Math.min(input.round ?? last, last);
  const x = crossTable(ev, through);
  const standings = computeStandings(ev, { throughRound: through });
  const byId = new Map(standings.rows.map((r) => [r.entry, r]));
  const byTotal = descriptorOf(ev.game).match.winner === 'total'; // R-ONI-12: matches go to the higher total of points
  const rows: Row[] = x.entries.map((id, i) => {
    const s = byId.get(id)!;
    return { index: i, no: s.pairingNumber, name: s.name, cells: x.cells[i]!, total: x.totals[i]!, rank: s.rank, gameScore: s.values.gameScore };
  });
  const n = rows.length;
  const sheet = new Sheet({
    paper: input.paper, event: input.event, landscape: n > 12, locale: input.locale,
    title: through ? paperText(input.locale, 'cross.after', { round: through }) : paperText(input.locale, 'cross.title'),
    subtitle: paperText(input.locale, 'entries', { count: n }),
  });
  for (let from = 0; from < n; from += BLOCK) {
    const cols = rows.slice(from, from + BLOCK);
    if (from > 0) sheet.newPage();
    if (n > BLOCK) sheet.heading(sheet.t('cross.opponents', { from: from + 1, to: from + cols.length }), 10);
    const columns: Column<Row>[] = [
      { header: sheet.t('col.no'), width: 24, align: 'right', value: (r) => String(r.no) },
      { header: sheet.t('col.name'), width: Math.min(150, sheet.width * 0.25), value: (r) => r.name },
      ...cols.map((c): Column<Row> => ({
        header: String(c.no), align: 'center',
        value: (r) => (r.index === c.index ? '■' : r.cells[c.index]!.map((m) => meeting(sheet, m, byTotal)).join(' ')),
      })),
      { header: sheet.t('col.pts'), width: 32, align: 'right', value: (r) => sheet.score(r.total) },
      ...(byTotal ? [{ header: sheet.t('col.score'), width: 38, align: 'right' as const, value: (r: Row) => sheet.signed(r.gameScore) }] : []),
      { header: sheet.t('col.rank'), width: 32, align: 'right', value: (r) => String(r.rank) },
    ];
    table(sheet, columns, rows, { size: n > 16 ? 7 : 8.5, grid: true });
  }
  sheet.gap(8);
  sheet.paragraph(sheet.t(byTotal ? 'cross.legendOnino' : 'cross.legend'), 7.5, '#555555');
  return sheet.finish();
}
