/**
 * The round-by-round rank table (issue 44, Swiss-Manager's rank table): one row per entry in the
 * standings' order, one column per round with the opponent's final rank, who moved first (● / ○), the
 * result, then the score and rank after that round. Computed by `rankTable` in the shared standings.
 */
import type { Locale } from '../../shared/i18n/locales';
import { rankTable, type Criterion, type RankTableCell, type TournamentEvent } from '../../shared/tournament';
import { GREY, paperText, Sheet } from './sheet';
import { table, type Column } from './table';
import type { EventInfo, Paper } from './types';

export interface RankTableInput {
  event?: EventInfo;
  tournament: TournamentEvent;
  /** Through this round (default: every round paired). */
  round?: number;
  order?: Criterion[];
  brightwellConstant?: number;
  paper?: Paper;
  locale?: Locale;
}

/** A cell's first line: opponent's rank, ● / ○ for who moved first, and the result (`+`/`-` a forfeit, `?` pending, `×` void). */
export function rankCellText(cell: RankTableCell, opponentRank: (entry: string) => number, score: (x: number) => string, byeWord: string): string {
  if (cell.status === 'absent') return '—';
  if (cell.status === 'bye') return `${byeWord} ${score(cell.points)}`;
  const opp = cell.opponent === null ? '' : String(opponentRank(cell.opponent));
  const side = cell.first === null ? '' : cell.first ? '●' : '○';
  const result = cell.outcome === 'pending' ? '?' : cell.outcome === 'void' ? '×'
    : cell.status === 'forfeit' ? (cell.outcome === 'win' ? '+' : '-') : score(cell.points);
  return `${opp}${side} ${result}`;
}

export async function renderRankTable(input: RankTableInput): Promise<Buffer> {
  const t = rankTable(input.tournament, { throughRound: input.round, order: input.order, brightwellConstant: input.brightwellConstant });
  const rounds = t.rows[0]?.cells.map((c) => c.round) ?? [];
  const sheet = new Sheet({
    paper: input.paper, event: input.event, landscape: rounds.length > 5, locale: input.locale,
    title: paperText(input.locale, 'rankTable.title'), subtitle: t.throughRound ? paperText(input.locale, 'rankTable.after', { round: t.throughRound }) : '',
  });
  const rankOf = new Map(t.rows.map((r) => [r.entry, r.rank]));
  type Row = (typeof t.rows)[number];
  const bye = sheet.t('rankTable.bye');
  const columns: Column<Row>[] = [
    { header: sheet.t('col.rank'), width: 30, align: 'right', value: (r) => String(r.rank) },
    { header: sheet.t('col.no'), width: 26, align: 'right', value: (r) => String(r.pairingNumber) },
    { header: sheet.t('col.name'), width: Math.min(150, sheet.width * 0.22), value: (r) => r.name },
    ...rounds.map((round, k): Column<Row> => ({
      header: sheet.t('rankTable.round', { round }), align: 'center',
      value: (r) => {
        const c = r.cells[k]!;
        return `${rankCellText(c, (id) => rankOf.get(id) ?? 0, (x) => sheet.score(x), bye)}  ${sheet.score(c.scoreAfter)}/${c.rankAfter}`;
      },
    })),
  ];
  table(sheet, columns, t.rows, { size: rounds.length > 9 ? 6.5 : 7.5, grid: true });
  sheet.gap(8);
  sheet.paragraph(sheet.t('rankTable.legend'), 7.5, GREY);
  return sheet.finish();
}
