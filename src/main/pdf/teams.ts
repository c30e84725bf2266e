/**
 * Team competitions on paper (issue 23): the match card of each fixture (boards, players, results
 * to fill in or as entered, match score, captains' signatures), the fixture list with dates and
 * venues, the team standings as of a date with matches in hand, and the team cross-table.
 */
import {
  boardScore, boardSeats, fixtureScore, postponements, teamCrossTable, teamStandings, type Fixture, type TeamEvent, type TeamRow,
} from '../../shared/tournament/teams';
import type { Locale } from '../../shared/i18n/locales';
import { GREY, LIGHT, paperText, Sheet } from './sheet';
import { table, type Column } from './table';
import type { EventInfo, Paper } from './types';

interface TeamDoc {
  event?: EventInfo;
  teams: TeamEvent;
  paper?: Paper;
  /** The language printed (default English). */
  locale?: Locale;
}

export interface MatchCardInput extends TeamDoc {
  /** The fixtures of this round (default: every fixture not yet played). */
  round?: number;
  /** Cards on one page (default 1): the next card follows below a cut line when it fits, else starts a page. */
  perPage?: number;
}

export interface TeamTableInput extends TeamDoc {
  /** The table as of this date (default: every result). */
  asOf?: string;
}

const teamName = (e: TeamEvent, id: string) => e.teams.find((t) => t.id === id)?.name ?? id;
const names = (e: TeamEvent, seat: string[]) => seat.map((p) => e.players[p]?.name ?? p).join(' / ');

function squadNames(e: TeamEvent, teamId: string, board: number): string {
  const t = e.teams.find((x) => x.id === teamId);
  // Each board seats its own number (a doubles board two partners): the squad in board order, board after board.
  const seats = boardSeats(e);
  const from = seats.slice(0, board - 1).reduce((s, k) => s + k, 0);
  return t ? names(e, t.squad.filter((p) => !t.barred.includes(p)).slice(from, from + seats[board - 1]!)) : '';
}

/** About the height a card takes (headings, notes, one row per board, scoring lines, signatures), to keep a card on one page. */
const cardHeight = (e: TeamEvent) => 230 + e.boards * 26;

/** Below the card above on the same page (several per page), after a dashed line to cut along; false when it does not fit. */
function followOn(sheet: Sheet, e: TeamEvent): boolean {
  const cut = 18;
  if (sheet.room < cardHeight(e) + cut) return false;
  const y = sheet.y + cut / 2;
  sheet.doc.save().moveTo(sheet.left, y).lineTo(sheet.right, y).lineWidth(0.5).dash(4, { space: 3 }).strokeColor(LIGHT).stroke().restore();
  sheet.y += cut;
  return true;
}

function drawCard(sheet: Sheet, e: TeamEvent, f: Fixture, sameSheet = false): void {
  const score = (x: number) => sheet.score(x);
  const home = sheet.t('team.home', { team: teamName(e, f.home) });
  const away = sheet.t('team.away', { team: teamName(e, f.away) });
  if (!sameSheet || !followOn(sheet, e)) sheet.begin(sheet.t('team.card.title'), sheet.t('team.card.subtitle', { fixture: f.id, round: f.round }));
  sheet.heading(sheet.t('team.card.versus', { home, away }), 14);
  sheet.paragraph([
    f.date ? sheet.t('team.card.date', { date: f.date }) : sheet.t('team.card.dateUnset'), f.venue ? sheet.t('team.card.venue', { venue: f.venue }) : '',
    ...postponements(f).map((p) => sheet.t('team.postponed', { from: p.from ?? sheet.t('team.noDate'), reason: p.reason })),
  ].filter(Boolean).join(' · '), 9, GREY);
  sheet.paragraph(`${sheet.t('team.card.firstMoves')}${e.gamesPerBoard > 1 ? ` ${sheet.t('team.card.gamesPerBoard', { count: e.gamesPerBoard })}` : ''}`, 8, GREY);
  sheet.gap(8);
  const rows = Array.from({ length: e.boards }, (_, i) => {
    const b = f.boards[i];
    const games = Array.from({ length: e.gamesPerBoard }, (_, g) => {
      const r = b?.games[g]?.result;
      return r ? `${r.score.a}-${r.score.b}` : '';
    });
    return {
      board: i + 1,
      home: b?.home.length ? names(e, b.home) : '',
      homeHint: squadNames(e, f.home, i + 1),
      away: b?.away.length ? names(e, b.away) : '',
      awayHint: squadNames(e, f.away, i + 1),
      first: sheet.t(i % 2 === 0 ? 'team.side.home' : 'team.side.away'),
      games,
      points: (() => {
        if (!b) return '';
        const bs = boardScore(e.game, e.scoring, b, e.gamesPerBoard);
        return bs.status === 'pending' ? '' : `${score(bs.points.a)}-${score(bs.points.b)}`;
      })(),
      note: b?.replay ? (b.replay.date ? sheet.t('team.card.replayOn', { date: b.replay.date }) : sheet.t('team.card.replay')) : b?.forfeit ? sheet.t('team.card.forfeit') : '',
    };
  });
  type Row = (typeof rows)[number];
  const columns: Column<Row>[] = [
    { header: sheet.t('team.col.board'), width: 36, align: 'right', value: (r) => String(r.board) },
    // The team alone over its column (the heading and the First column say which side is at home).
    { header: teamName(e, f.home), weight: 1, value: (r) => r.home || `(${r.homeHint})`, wrap: true },
    { header: sheet.t('team.col.first'), width: 44, align: 'center', value: (r) => r.first },
    { header: teamName(e, f.away), weight: 1, value: (r) => r.away || `(${r.awayHint})`, wrap: true },
    ...Array.from({ length: e.gamesPerBoard }, (_, g): Column<Row> => ({ header: e.gamesPerBoard > 1 ? sheet.t('team.col.game', { game: g + 1 }) : sheet.t('col.result'), width: 52, align: 'center', value: (r) => r.games[g]! })),
    { header: sheet.t('team.col.points'), width: 52, align: 'center', value: (r) => r.points },
    { header: sheet.t('team.col.note'), width: 60, wrap: true, value: (r) => r.note },
  ];
  table(sheet, columns, rows, { size: 9, rowHeight: 26, grid: true });
  sheet.gap(10);
  const s = fixtureScore(e.game, e.scoring, f, e.gamesPerBoard);
  sheet.paragraph(s.status === 'played'
    ? sheet.t('team.card.match', {
      home: teamName(e, f.home), away: teamName(e, f.away), homePoints: score(s.boardPoints.home), awayPoints: score(s.boardPoints.away),
      homeMatch: score(s.matchPoints.home), awayMatch: score(s.matchPoints.away),
    })
    : sheet.t('team.card.matchBlank'), 10);
  const m = e.scoring.match;
  const board = sheet.t(e.scoring.board.per === 'game' ? 'team.card.gameScoring' : 'team.card.boardScoring', { win: score(e.scoring.board.win), draw: score(e.scoring.board.draw) });
  const match = sheet.t('team.card.matchScoring', { win: score(m.win), draw: score(m.draw), loss: score(m.loss) });
  const matchScoring = m.narrowLoss
    ? sheet.t('team.card.narrowScoring', { match, within: score(m.narrowLoss.within), points: score(m.narrowLoss.points), count: m.narrowLoss.within })
    : match;
  sheet.paragraph(sheet.t('team.card.scoring', { board, match: matchScoring }), 8, GREY);
  sheet.gap(28);
  sheet.ensure(60);
  const half = sheet.width / 2 - 12;
  for (const [i, side] of (['home', 'away'] as const).entries()) {
    const x = sheet.left + i * (half + 24);
    sheet.doc.moveTo(x, sheet.y + 24).lineTo(x + half, sheet.y + 24).lineWidth(0.5).strokeColor('black').stroke();
    sheet.text(sheet.t(side === 'home' ? 'team.card.signatureHome' : 'team.card.signatureAway', { team: teamName(e, f[side]) }), x, sheet.y + 28, { size: 8, color: GREY, width: half });
  }
  sheet.y += 44;
}

export async function renderMatchCards(input: MatchCardInput): Promise<Buffer> {
  const e = input.teams;
  const fixtures = e.fixtures.filter((f) => (input.round === undefined ? f.playedOn === null : f.round === input.round));
  if (fixtures.length === 0) throw new Error(input.round === undefined ? paperText(input.locale, 'team.card.allPlayed') : paperText(input.locale, 'team.card.noFixture', { round: input.round }));
  const sheet = new Sheet({ paper: input.paper, event: input.event, locale: input.locale, title: paperText(input.locale, 'team.card.title') });
  const perPage = Math.max(1, Math.floor(input.perPage ?? 1));
  // A card starts a page every `perPage` cards, or earlier when the next does not fit below the last.
  let onPage = 0;
  for (const f of fixtures) {
    const follow = onPage > 0 && onPage < perPage;
    const before = sheet.doc.bufferedPageRange().count;
    drawCard(sheet, e, f, follow);
    onPage = sheet.doc.bufferedPageRange().count === before && follow ? onPage + 1 : 1;
  }
  return sheet.finish();
}

export async function renderFixtureList(input: TeamDoc): Promise<Buffer> {
  const e = input.teams;
  const sheet = new Sheet({ paper: input.paper, event: input.event, locale: input.locale, title: paperText(input.locale, 'team.fixtures.title') });
  const score = (x: number) => sheet.score(x);
  sheet.begin(sheet.t('team.fixtures.title'), `${sheet.t('team.fixtures.teams', { count: e.teams.length })} · ${sheet.t('team.fixtures.matches', { count: e.fixtures.length })}`);
  const rows = [...e.fixtures].sort((x, y) => (x.date ?? '9999').localeCompare(y.date ?? '9999') || x.round - y.round || x.id.localeCompare(y.id));
  const columns: Column<Fixture>[] = [
    { header: sheet.t('team.col.match'), width: 40, value: (f) => f.id },
    { header: sheet.t('field.round'), width: 38, align: 'right', value: (f) => String(f.round) },
    { header: sheet.t('field.date'), width: 66, value: (f) => f.date ?? sheet.t('team.toBeSet') },
    { header: sheet.t('team.col.home'), weight: 1, wrap: true, value: (f) => teamName(e, f.home) },
    { header: sheet.t('team.col.away'), weight: 1, wrap: true, value: (f) => teamName(e, f.away) },
    { header: sheet.t('team.col.venue'), weight: 1, wrap: true, value: (f) => f.venue },
    {
      header: sheet.t('col.result'), width: 80, align: 'center', wrap: true, value: (f) => {
        const s = fixtureScore(e.game, e.scoring, f, e.gamesPerBoard);
        if (f.forfeit) return sheet.t('team.fixtures.forfeit', { side: f.forfeit === 'both' ? `${sheet.t('team.side.home')}, ${sheet.t('team.side.away')}` : sheet.t(`team.side.${f.forfeit}`) });
        return s.status === 'played' ? `${score(s.boardPoints.home)}-${score(s.boardPoints.away)}` : s.status === 'partial' ? sheet.t('team.fixtures.partPlayed') : '';
      },
    },
    { header: sheet.t('team.col.note'), weight: 1, wrap: true, value: (f) => postponements(f).map((p) => sheet.t('team.postponedNote', { from: p.from ?? sheet.t('team.noDate'), reason: p.reason })).join('; ') },
  ];
  table(sheet, columns, rows, { size: 8.5, zebra: true });
  return sheet.finish();
}

export async function renderTeamStandings(input: TeamTableInput): Promise<Buffer> {
  const e = input.teams;
  const t = teamStandings(e, input.asOf ?? null);
  const sheet = new Sheet({ paper: input.paper, event: input.event, locale: input.locale, title: paperText(input.locale, 'team.standings.title') });
  const score = (x: number) => sheet.score(x);
  sheet.begin(sheet.t('team.standings.title'), t.asOf ? sheet.t('team.standings.asOf', { date: t.asOf }) : sheet.t('team.standings.everyResult'));
  const columns: Column<TeamRow>[] = [
    { header: sheet.t('col.rank'), width: 34, align: 'right', value: (r) => String(r.rank) },
    { header: sheet.t('team.col.team'), weight: 2, value: (r) => r.name, bold: (r) => r.rank <= 3 },
    { header: sheet.t('team.col.club'), weight: 1, value: (r) => r.club },
    ...(['played', 'won', 'drawn', 'lost'] as const).map((k): Column<TeamRow> => ({ header: sheet.t(`team.col.${k}`), width: 26, align: 'right', value: (r) => String(r[k]) })),
    { header: sheet.t('team.col.bpFor'), width: 52, align: 'right', value: (r) => score(r.boardPointsFor) },
    { header: sheet.t('team.col.bpAgainst'), width: 66, align: 'right', value: (r) => score(r.boardPointsAgainst) },
    { header: sheet.t('team.col.mp'), width: 36, align: 'right', value: (r) => score(r.matchPoints), bold: () => true },
    { header: sheet.t('team.col.inHand'), width: 56, align: 'right', value: (r) => (r.inHand ? String(r.inHand) : '') },
  ];
  table(sheet, columns, t.rows, { size: 9, zebra: true });
  sheet.gap(8);
  sheet.paragraph(sheet.t('team.standings.legend'), 7.5, GREY);
  return sheet.finish();
}

export async function renderTeamCrossTable(input: TeamTableInput): Promise<Buffer> {
  const e = input.teams;
  const x = teamCrossTable(e, input.asOf ?? null);
  const sheet = new Sheet({ paper: input.paper, event: input.event, locale: input.locale, title: paperText(input.locale, 'team.cross.title'), landscape: x.teams.length > 8 });
  const score = (n: number) => sheet.score(n);
  sheet.begin(sheet.t('team.cross.title'), input.asOf ? sheet.t('team.standings.asOf', { date: input.asOf }) : sheet.t('team.cross.subtitle'));
  const [h, a] = [sheet.t('team.cross.home'), sheet.t('team.cross.away')];
  const rows = x.teams.map((t, i) => ({ i, name: t.name }));
  const columns: Column<(typeof rows)[number]>[] = [
    { header: sheet.t('col.no'), width: 26, align: 'right', value: (r) => String(r.i + 1) },
    { header: sheet.t('team.col.team'), width: 120, value: (r) => r.name },
    ...x.teams.map((_, j): Column<(typeof rows)[number]> => ({
      header: String(j + 1), weight: 1, align: 'center',
      value: (r) => (r.i === j ? '×' : x.cells[r.i]![j]!.map((c) => (c.boardPoints === null ? '·' : `${c.home ? h : a} ${score(c.boardPoints)}`)).join('  ')),
    })),
    { header: sheet.t('team.col.mp'), width: 36, align: 'right', value: (r) => score(x.totals[r.i]!), bold: () => true },
  ];
  table(sheet, columns, rows, { size: 8.5, grid: true, rowHeight: 22 });
  sheet.gap(8);
  sheet.paragraph(sheet.t('team.cross.legend'), 7.5, GREY);
  return sheet.finish();
}
