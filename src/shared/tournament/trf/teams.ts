/**
 * A team event as TRF-2026 (`td export trf` on a team event): every board game as the player lines
 * (`individualEvent`: board points in column 81, the first mover as white), then the team records
 * (FIDE Handbook, "TRF-2026 format"), columns 1-based:
 * - 310 a team: number (5-7), name (9-40), match points (55-60), game points (62-67), rank (69-71),
 *   its players' numbers from column 74, 5 apart;
 * - 320 the pairing-allocated bye: match points (5-8), game points (10-13), then per round the team
 *   that had it (15-17, 19-21, ...; 000 none);
 * - 330 a forfeited match: `+-`, `-+` or `--` (5-6), round (8-10), white (home) and black (away) team (12-14, 16-18);
 * - 300 a line-up out of the default (squad) order: round (5-7), team (9-11), opponent (13-15), the
 *   players on boards 1, 2, ... (17-20, 22-25, ...);
 * - 352 the colours of the first-named team on boards 1, 2, ... (`WBWB`), when every match agrees;
 * - 362 the team scoring: `TW`, `TD`, `TL` (5-6, 14-15, 23-24) and their match points after them;
 *   299 `+`/`-` (match points 8-11, game points 14-17) when a forfeited match scores otherwise.
 */
import type { Scoring } from '../model';
import type { Fixture, TeamEvent } from '../teams/model';
import { individualEvent, teamStandings } from '../teams/standings';
import { trfFromEvent, type TrfEventInfo } from './event';
import { left, num, pts } from './format';
import type { Trf } from './types';


const TEAM_SYSTEM: Record<TeamEvent['format'], string> = {
  swiss: 'CUSTOM_TEAM_SWISS',
  'round-robin': 'BERGER_TEAM_ROUNDROBIN',
  'double-round-robin': 'BERGER_TEAM_DOUBLEROUNDROBIN',
  league: 'CUSTOM_TEAM_ROUNDROBIN',
};
const TEAM_TYPE: Record<TeamEvent['format'], string> = {
  swiss: 'Team: Swiss-System', 'round-robin': 'Team: Round-Robin', 'double-round-robin': 'Team: Double Round-Robin', league: 'Team: League',
};

/** A team event with an Onino pair on a board: TRF's player lines hold one person each. */
export class TrfTeamPairs extends Error {}

/** The colours of the home (first-named) team by board, when every fixture with games agrees. */
function colourSequence(event: TeamEvent): string | null {
  let seq: string | null = null;
  for (const f of event.fixtures) {
    const boards = [...f.boards].sort((x, y) => x.number - y.number).filter((b) => b.games.length > 0);
    if (boards.length !== event.boards) continue;
    const s = boards.map((b) => (b.games[0]!.first === 'a' ? 'W' : 'B')).join('');
    if (seq !== null && s !== seq) return null;
    seq = s;
  }
  return seq;
}

export function trfFromTeamEvent(info: Omit<TrfEventInfo, 'format'>, event: TeamEvent): Trf {
  if (event.fixtures.some((f) => f.boards.some((b) => b.home.length > 1 || b.away.length > 1))) throw new TrfTeamPairs('TRF holds one player per board; this team event seats pairs');
  const ind = individualEvent(event);
  const b = event.scoring.board;
  const boardScoring: Scoring = { win: b.win, draw: b.draw, loss: b.loss, pairingBye: 0, halfBye: b.draw, zeroBye: 0, forfeitWin: b.win, forfeitLoss: b.loss };
  const trf = trfFromEvent({ ...info, format: ind.format }, { ...ind, scoring: boardScoring }, new Map(), { version: '2026', system: TEAM_SYSTEM[event.format] });
  const number = new Map(ind.entries.map((e) => [e.id, e.pairingNumber]));
  const teamNo = new Map(event.teams.map((t) => [t.id, t.pairingNumber]));
  const m = event.scoring.match;

  const headers = trf.headers.map((l) => (l.startsWith('092 ') ? `092 ${TEAM_TYPE[event.format]}` : l));
  headers.splice(headers.findIndex((l) => l.startsWith('092')), 0, `082 ${event.teams.length}`);
  const seq = colourSequence(event);
  if (seq) headers.push(`352 ${seq}`);
  headers.push('362 ' + ([['TW', m.win], ['TD', m.draw], ['TL', m.loss]] as const).map(([sym, p]) => sym + pts(p)).join('   '));
  if (m.forfeitWin !== m.win) headers.push(`299 +  ${pts(m.forfeitWin)}  ${pts(b.win * event.boards)}`);
  if (m.forfeitLoss !== m.loss) headers.push(`299 -  ${pts(m.forfeitLoss)}  ${pts(0)}`);

  const table = new Map(teamStandings(event).rows.map((r) => [r.team, r]));
  const teamLines = [...event.teams].sort((x, y) => x.pairingNumber - y.pairingNumber).map((t) => {
    const row = table.get(t.id)!;
    const players = [...t.squad, ...t.barred, ...t.alternates].map((p) => number.get(p)).filter((n): n is number => n !== undefined);
    return `310 ${num(t.pairingNumber, 3)} ${left(t.name, 32)} ${' '.repeat(5)} ${' '.repeat(6)} ${pts(row.matchPoints, 6)} ${pts(row.boardPointsFor, 6)} ${num(row.rank, 3)}  ${players.map((n) => num(n, 4)).join(' ')}`.trimEnd();
  });

  const last = event.fixtures.reduce((x, f) => Math.max(x, f.round), 0);
  const records: string[] = [];
  if (event.format === 'swiss' && last > 0) {
    const byes = Array.from({ length: last }, (_, i) => event.teams.find((t) => !event.fixtures.some((f) => f.round === i + 1 && (f.home === t.id || f.away === t.id)))?.pairingNumber ?? 0);
    if (byes.some((n) => n > 0)) records.push(`320 ${pts(m.win)} ${pts(0)} ${byes.map((n) => (n ? num(n, 3) : '000')).join(' ')}`);
  }
  const fixtures = [...event.fixtures].sort((x, y) => x.round - y.round || teamNo.get(x.home)! - teamNo.get(y.home)!);
  for (const f of fixtures) {
    if (f.forfeit) records.push(`330 ${{ home: '-+', away: '+-', both: '--' }[f.forfeit]} ${num(f.round, 3)} ${num(teamNo.get(f.home)!, 3)} ${num(teamNo.get(f.away)!, 3)}`);
  }
  for (const f of fixtures) records.push(...outOfOrder(event, f, number, teamNo));
  return { ...trf, headers: [...headers, ...teamLines, ...records] };
}

/** Record 300 for each side of a fixture whose line-up is not in its squad's order. */
function outOfOrder(event: TeamEvent, f: Fixture, number: Map<string, number>, teamNo: Map<string, number>): string[] {
  const out: string[] = [];
  for (const side of ['home', 'away'] as const) {
    const team = event.teams.find((t) => t.id === f[side])!;
    const boards = [...f.boards].sort((x, y) => x.number - y.number);
    const seated = boards.map((b) => b[side][0] ?? null);
    // An approved substitute takes the board order of the player replaced (onino rule 24).
    const ranks = seated.map((p, i) => (p === null ? -1 : team.squad.indexOf(boards[i]!.substitutes?.[p] ?? p)));
    const inOrder = ranks.every((r, i) => r >= 0 && (i === 0 || r > ranks[i - 1]!));
    if (inOrder || seated.every((p) => p === null)) continue;
    const other = f[side === 'home' ? 'away' : 'home'];
    out.push(`300 ${num(f.round, 3)} ${num(teamNo.get(team.id)!, 3)} ${num(teamNo.get(other)!, 3)} ${seated.map((p) => (p === null ? '0000' : num(number.get(p) ?? 0, 4))).join(' ')}`);
  }
  return out;
}
