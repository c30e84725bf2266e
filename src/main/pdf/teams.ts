/**
 * Team competitions on paper (issue 23): the match card of each fixture (boards, players, results
 * to fill in or as entered, match score, captains' signatures), the fixture list with dates and
 * venues, the team standings as of a date with matches in hand, and the team cross-table.
 */
import {
  boardScore, fixtureScore, seatsPerBoard, teamCrossTable, teamStandings, type Fixture, type TeamEvent, type TeamRow,
} from '../../shared/tournament/teams';
import { formatScore } from '../../shared/i18n/format';
import { GREY, Sheet } from './sheet';

/** Points as printed (½ for halves); team paper is English until its words join the paper catalogue. */
const score = (x: number): string => formatScore('en', x);
import { table, type Column } from './table';
import type { EventInfo, Paper } from './types';

interface TeamDoc {
  event?: EventInfo;
  teams: TeamEvent;
  paper?: Paper;
}

export interface MatchCardInput extends TeamDoc {
  /** The fixtures of this round (default: every fixture not yet played). */
  round?: number;
}

export interface TeamTableInput extends TeamDoc {
  /** The table as of this date (default: every result). */
  asOf?: string;
}

const teamName = (e: TeamEvent, id: string) => e.teams.find((t) => t.id === id)?.name ?? id;
const names = (e: TeamEvent, seat: string[]) => seat.map((p) => e.players[p]?.name ?? p).join(' / ');

function squadNames(e: TeamEvent, teamId: string, board: number): string {
  const t = e.teams.find((x) => x.id === teamId);
  const k = seatsPerBoard(e.game, e.options);
  return t ? names(e, t.squad.filter((p) => !t.barred.includes(p)).slice((board - 1) * k, board * k)) : '';
}

function drawCard(sheet: Sheet, e: TeamEvent, f: Fixture): void {
  sheet.begin('Match card', `fixture ${f.id} · round ${f.round}`);
  sheet.heading(`${teamName(e, f.home)} (home)  v  ${teamName(e, f.away)} (away)`, 14);
  sheet.paragraph([f.date ? `Date: ${f.date}` : 'Date: to be set', f.venue ? `Venue: ${f.venue}` : '', f.postponed ? `postponed from ${f.postponed.from ?? 'no date'} (${f.postponed.reason})` : ''].filter(Boolean).join(' · '), 9, GREY);
  sheet.paragraph(`First moves alternate by board: the home side moves first in game 1 on odd boards, the away side on even boards. ${e.gamesPerBoard > 1 ? `${e.gamesPerBoard} games a board.` : ''}`, 8, GREY);
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
      first: i % 2 === 0 ? 'home' : 'away',
      games,
      points: (() => {
        if (!b) return '';
        const bs = boardScore(e.game, e.scoring, b, e.gamesPerBoard);
        return bs.status === 'pending' ? '' : `${score(bs.points.a)}-${score(bs.points.b)}`;
      })(),
      note: b?.replay ? `replay${b.replay.date ? ` on ${b.replay.date}` : ''}` : b?.forfeit ? 'forfeit' : '',
    };
  });
  type Row = (typeof rows)[number];
  const columns: Column<Row>[] = [
    { header: 'Board', width: 36, align: 'right', value: (r) => String(r.board) },
    { header: `${teamName(e, f.home)} (home)`, weight: 1, value: (r) => r.home || `(${r.homeHint})`, wrap: true },
    { header: 'First', width: 34, align: 'center', value: (r) => r.first },
    { header: `${teamName(e, f.away)} (away)`, weight: 1, value: (r) => r.away || `(${r.awayHint})`, wrap: true },
    ...Array.from({ length: e.gamesPerBoard }, (_, g): Column<Row> => ({ header: e.gamesPerBoard > 1 ? `Game ${g + 1}` : 'Result', width: 52, align: 'center', value: (r) => r.games[g]! })),
    { header: 'Points', width: 52, align: 'center', value: (r) => r.points },
    { header: 'Note', width: 60, value: (r) => r.note },
  ];
  table(sheet, columns, rows, { size: 9, rowHeight: 26, grid: true });
  sheet.gap(10);
  const s = fixtureScore(e.game, e.scoring, f, e.gamesPerBoard);
  sheet.paragraph(s.status === 'played'
    ? `Match: ${teamName(e, f.home)} ${score(s.boardPoints.home)} - ${score(s.boardPoints.away)} ${teamName(e, f.away)} (match points ${score(s.matchPoints.home)} - ${score(s.matchPoints.away)})`
    : 'Match score (board points): ______ - ______      Match points: ______ - ______', 10);
  const m = e.scoring.match;
  sheet.paragraph(`Scoring: board win ${score(e.scoring.board.win)}, draw ${score(e.scoring.board.draw)}${e.scoring.board.per === 'game' ? ' (every game)' : ''}; match win ${score(m.win)}, draw ${score(m.draw)}, loss ${score(m.loss)}${m.narrowLoss ? `, a loss by at most ${score(m.narrowLoss.within)} board point${m.narrowLoss.within === 1 ? '' : 's'} ${score(m.narrowLoss.points)}` : ''}. A substitute takes the board order of the player replaced.`, 8, GREY);
  sheet.gap(28);
  sheet.ensure(60);
  const half = sheet.width / 2 - 12;
  for (const [i, side] of (['home', 'away'] as const).entries()) {
    const x = sheet.left + i * (half + 24);
    sheet.doc.moveTo(x, sheet.y + 24).lineTo(x + half, sheet.y + 24).lineWidth(0.5).strokeColor('black').stroke();
    sheet.text(`Captain, ${teamName(e, f[side])} (${side}): signature`, x, sheet.y + 28, { size: 8, color: GREY, width: half });
  }
  sheet.y += 44;
}

export async function renderMatchCards(input: MatchCardInput): Promise<Buffer> {
  const e = input.teams;
  const fixtures = e.fixtures.filter((f) => (input.round === undefined ? f.playedOn === null : f.round === input.round));
  if (fixtures.length === 0) throw new Error(input.round === undefined ? 'every fixture has been played' : `there is no fixture in round ${input.round}`);
  const sheet = new Sheet({ paper: input.paper, event: input.event, title: 'Match card' });
  for (const f of fixtures) drawCard(sheet, e, f);
  return sheet.finish();
}

export async function renderFixtureList(input: TeamDoc): Promise<Buffer> {
  const e = input.teams;
  const sheet = new Sheet({ paper: input.paper, event: input.event, title: 'Fixtures' });
  sheet.begin('Fixtures', `${e.teams.length} teams · ${e.fixtures.length} matches`);
  const rows = [...e.fixtures].sort((x, y) => (x.date ?? '9999').localeCompare(y.date ?? '9999') || x.round - y.round || x.id.localeCompare(y.id));
  const columns: Column<Fixture>[] = [
    { header: 'Match', width: 40, value: (f) => f.id },
    { header: 'Round', width: 38, align: 'right', value: (f) => String(f.round) },
    { header: 'Date', width: 66, value: (f) => f.date ?? 'to be set' },
    { header: 'Home', weight: 1, value: (f) => teamName(e, f.home) },
    { header: 'Away', weight: 1, value: (f) => teamName(e, f.away) },
    { header: 'Venue', weight: 1, value: (f) => f.venue },
    {
      header: 'Result', width: 60, align: 'center', value: (f) => {
        const s = fixtureScore(e.game, e.scoring, f, e.gamesPerBoard);
        return f.forfeit ? `forfeit (${f.forfeit})` : s.status === 'played' ? `${score(s.boardPoints.home)}-${score(s.boardPoints.away)}` : s.status === 'partial' ? 'part played' : '';
      },
    },
    { header: 'Note', weight: 1, wrap: true, value: (f) => (f.postponed ? `postponed from ${f.postponed.from ?? 'no date'}: ${f.postponed.reason}` : '') },
  ];
  table(sheet, columns, rows, { size: 8.5, zebra: true });
  return sheet.finish();
}

export async function renderTeamStandings(input: TeamTableInput): Promise<Buffer> {
  const e = input.teams;
  const t = teamStandings(e, input.asOf ?? null);
  const sheet = new Sheet({ paper: input.paper, event: input.event, title: 'Team standings' });
  sheet.begin('Team standings', t.asOf ? `as of ${t.asOf}` : 'every result');
  const columns: Column<TeamRow>[] = [
    { header: 'Rank', width: 34, align: 'right', value: (r) => String(r.rank) },
    { header: 'Team', weight: 1, value: (r) => r.name, bold: (r) => r.rank <= 3 },
    { header: 'Club', weight: 1, value: (r) => r.club },
    ...(['played', 'won', 'drawn', 'lost'] as const).map((k): Column<TeamRow> => ({ header: k[0]!.toUpperCase(), width: 26, align: 'right', value: (r) => String(r[k]) })),
    { header: 'BP for', width: 52, align: 'right', value: (r) => score(r.boardPointsFor) },
    { header: 'BP against', width: 66, align: 'right', value: (r) => score(r.boardPointsAgainst) },
    { header: 'MP', width: 36, align: 'right', value: (r) => score(r.matchPoints), bold: () => true },
    { header: 'In hand', width: 56, align: 'right', value: (r) => (r.inHand ? String(r.inHand) : '') },
  ];
  table(sheet, columns, t.rows, { size: 9, zebra: true });
  sheet.gap(8);
  sheet.paragraph('Ranked by match points, then board points, then board-point difference. P W D L: matches played, won, drawn, lost; BP: board points; MP: match points; in hand: matches fewer played than the team that has played most.', 7.5, GREY);
  return sheet.finish();
}

export async function renderTeamCrossTable(input: TeamTableInput): Promise<Buffer> {
  const e = input.teams;
  const x = teamCrossTable(e, input.asOf ?? null);
  const sheet = new Sheet({ paper: input.paper, event: input.event, title: 'Team cross-table', landscape: x.teams.length > 8 });
  sheet.begin('Team cross-table', input.asOf ? `as of ${input.asOf}` : 'board points, home first');
  const rows = x.teams.map((t, i) => ({ i, name: t.name }));
  const columns: Column<(typeof rows)[number]>[] = [
    { header: 'No.', width: 26, align: 'right', value: (r) => String(r.i + 1) },
    { header: 'Team', width: 120, value: (r) => r.name },
    ...x.teams.map((_, j): Column<(typeof rows)[number]> => ({
      header: String(j + 1), weight: 1, align: 'center',
      value: (r) => (r.i === j ? '×' : x.cells[r.i]![j]!.map((c) => (c.boardPoints === null ? '·' : `${c.home ? 'h' : 'a'} ${score(c.boardPoints)}`)).join('  ')),
    })),
    { header: 'MP', width: 36, align: 'right', value: (r) => score(x.totals[r.i]!), bold: () => true },
  ];
  table(sheet, columns, rows, { size: 8.5, grid: true, rowHeight: 22 });
  sheet.gap(8);
  sheet.paragraph('Each cell: the row team\'s board points in each meeting, h at home, a away; · not yet played.', 7.5, GREY);
  return sheet.finish();
}
