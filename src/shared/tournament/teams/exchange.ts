/**
 * Club-night files: a club's copy of the season exports one night's match results (line-ups and
 * board results) as a versioned JSON file with a checksum; the league secretary's copy imports it.
 * Teams and players are named in the file (each copy has its own database ids). An import is refused
 * whole, naming the reason: not a club-night file, a newer version, a bad checksum, another season,
 * a night already imported, a fixture or a board that does not match, a result that conflicts with
 * one entered here. The checksum function is passed in (SHA-256 in the services).
 */
import { ok, type Outcome } from '../../games/types';
import { fixtureText, refuseText, textOf } from './refusal';
import type { GameResult, Slot } from '../model';
import { setLineup, teamLabel } from './lineup';
import { clubTeams } from './eligibility';
import type { Team, TeamEvent } from './model';
import { setBoardResult } from './results';

export const NIGHT_FORMAT = 'club-td-night';
export const NIGHT_VERSION = 1;
const RULE = 'club-night';

export interface NightBoard {
  number: number;
  home: string[];
  away: string[];
  /** Alternate name -> the replaced squad player's name. */
  substitutes?: Record<string, string>;
  games: Array<{ first: Slot; result: GameResult | null }>;
}

export interface NightFixture {
  id: string;
  home: string;
  away: string;
  boards: NightBoard[];
}

export interface NightFile {
  format: typeof NIGHT_FORMAT;
  version: number;
  seasonId: string;
  season: string;
  date: string;
  fixtures: NightFixture[];
  checksum: string;
}

export type Hash = (text: string) => string;

const body = (file: Omit<NightFile, 'checksum'> & { checksum?: string }) => {
  const { checksum: _c, ...rest } = file;
  return JSON.stringify(rest);
};

const teamName = (event: TeamEvent, id: string) => event.teams.find((t) => t.id === id)?.name ?? id;

/** The results of every fixture played on `date`, as a club-night file. */
export function exportNight(event: TeamEvent, date: string, hash: Hash): Outcome<NightFile> {
  const played = event.fixtures.filter((f) => f.playedOn === date && f.boards.length > 0);
  if (played.length === 0) return refuseText(RULE, `no fixture of ${event.name} has results played on ${date}`, 'teams.night.nothing', { event: event.name, date });
  const name = (p: string) => event.players[p]?.name ?? p;
  const fixtures: NightFixture[] = played.map((f) => ({
    id: f.id, home: teamName(event, f.home), away: teamName(event, f.away),
    boards: f.boards.map((b) => ({
      number: b.number, home: b.home.map(name), away: b.away.map(name),
      ...(b.substitutes ? { substitutes: Object.fromEntries(Object.entries(b.substitutes).map(([a, r]) => [name(a), name(r)])) } : {}),
      games: b.games.map((g) => ({ first: g.first, result: g.result })),
    })),
  }));
  const file: Omit<NightFile, 'checksum'> = { format: NIGHT_FORMAT, version: NIGHT_VERSION, seasonId: event.seasonId, season: event.name, date, fixtures };
  return ok({ ...file, checksum: hash(body(file)) });
}

function playerIn(event: TeamEvent, team: Team, name: string): string | undefined {
  const key = name.trim().toLowerCase();
  // A player of a lower team of the club may play up (eligibility.ts): looked for after the team's own.
  const lower = clubTeams(event, team).filter((t) => t.pairingNumber > team.pairingNumber).flatMap((t) => [...t.squad, ...t.alternates]);
  return [...team.squad, ...team.alternates, ...team.barred, ...lower].find((p) => event.players[p]?.name.trim().toLowerCase() === key);
}

const sameResult = (x: GameResult, y: GameResult) => x.winner === y.winner && x.score.a === y.score.a && x.score.b === y.score.b && x.ending === y.ending;

/** Checks the envelope of a parsed file: format, version, checksum, season, not imported before. */
export function checkNightFile(event: TeamEvent, data: unknown, hash: Hash): Outcome<NightFile> {
  const file = data as Partial<NightFile> | null;
  if (!file || typeof file !== 'object' || file.format !== NIGHT_FORMAT) return refuseText(RULE, 'not a Club TD club-night file (its "format" is not club-td-night)', 'teams.night.format');
  if (file.version !== NIGHT_VERSION) return refuseText(RULE, `club-night file version ${String(file.version)}: this app reads version ${NIGHT_VERSION}`, 'teams.night.version', { version: String(file.version), reads: NIGHT_VERSION });
  if (typeof file.checksum !== 'string' || hash(body(file as NightFile)) !== file.checksum) {
    return refuseText(RULE, 'bad checksum: the club-night file was changed or damaged after it was exported', 'teams.night.checksum');
  }
  if (file.seasonId !== event.seasonId) return refuseText(RULE, `the club-night file is from another season ("${file.season}"), not from ${event.name}`, 'teams.night.season', { season: String(file.season), event: event.name });
  if (!Array.isArray(file.fixtures) || typeof file.date !== 'string') return refuseText(RULE, 'the club-night file has no fixtures or no date', 'teams.night.empty');
  const again = event.imports.find((i) => i.checksum === file.checksum);
  if (again) return refuseText(RULE, `duplicate: the club night of ${again.date} (fixtures ${again.fixtures.join(', ')}) was already imported`, 'teams.night.duplicate', { date: again.date, fixtures: again.fixtures.join(', ') });
  return ok(file as NightFile);
}

/** Applies a checked file: line-ups where this copy has none, then every result it does not have yet. */
export function importNight(event: TeamEvent, data: unknown, hash: Hash): Outcome<TeamEvent> {
  const checked = checkNightFile(event, data, hash);
  if (!checked.ok) return checked;
  const file = checked.value;
  let next = event;
  for (const nf of file.fixtures) {
    const fixture = next.fixtures.find((f) => f.id === nf.id);
    if (!fixture) return refuseText(RULE, `fixture ${nf.id} (${nf.home} v ${nf.away}) of the file is not in ${event.name}`, 'teams.night.unknownFixture', { fixture: { key: 'teams.fixture', params: { fixture: nf.id, home: nf.home, away: nf.away } }, event: event.name });
    const label = `fixture ${nf.id} (${teamLabel(next, fixture)})`;
    const fx = fixtureText(next, fixture);
    if (teamName(next, fixture.home) !== nf.home || teamName(next, fixture.away) !== nf.away) {
      return refuseText(RULE, `${label}: the file has ${nf.home} v ${nf.away}`, 'teams.night.otherTeams', { fixture: fx, home: nf.home, away: nf.away });
    }
    const ids: Record<'home' | 'away', string[][]> = { home: [], away: [] };
    const subs: Record<'home' | 'away', Record<string, string>> = { home: {}, away: {} };
    for (const side of ['home', 'away'] as const) {
      const team = next.teams.find((t) => t.id === fixture[side])!;
      for (const b of nf.boards) {
        const seat: string[] = [];
        for (const n of b[side]) {
          const id = playerIn(next, team, n);
          if (!id) return refuseText(RULE, `${label} board ${b.number}: ${n} is not in team ${team.name}`, 'teams.night.notInTeam', { fixture: fx, board: b.number, player: n, team: team.name });
          seat.push(id);
        }
        ids[side].push(seat);
        for (const [alt, replaced] of Object.entries(b.substitutes ?? {})) {
          const a = playerIn(next, team, alt);
          const r = playerIn(next, team, replaced);
          if (a && r && seat.includes(a)) subs[side][a] = r;
        }
      }
      const here = fixture.boards.map((b) => b[side]);
      const set = here.length > 0 && here.every((s) => s.length > 0);
      if (set && JSON.stringify(here) !== JSON.stringify(ids[side])) return refuseText(RULE, `${label}: conflicting ${side} line-up; the file and this copy seat different players`, `teams.night.lineup.${side}`, { fixture: fx });
      if (!set) {
        // A Scheveningen's line-up is its first sub-round (board i seats each side's i-th player).
        const seats = next.scheveningen ? ids[side].slice(0, next.boards) : ids[side];
        const lined = setLineup(next, fixture.id, side, { seats, substitutes: subs[side] });
        if (!lined.ok) return refuseText(RULE, `${label}: ${lined.error.message}`, 'teams.night.fixtureWhy', { fixture: fx, why: textOf(lined.error) });
        next = lined.value;
      }
    }
    for (const b of nf.boards) {
      for (const [i, g] of b.games.entries()) {
        if (!g.result) continue;
        const local = next.fixtures.find((f) => f.id === nf.id)!.boards.find((x) => x.number === b.number)?.games[i];
        if (local?.result) {
          if (!sameResult(local.result, g.result)) {
            return refuseText(RULE, `conflicting result: ${label} board ${b.number}${b.games.length > 1 ? ` game ${i + 1}` : ''} is ${g.result.score.a}-${g.result.score.b} in the file and ${local.result.score.a}-${local.result.score.b} here`,
              b.games.length > 1 ? 'teams.night.resultGame' : 'teams.night.result', { fixture: fx, board: b.number, game: i + 1, file: `${g.result.score.a}-${g.result.score.b}`, here: `${local.result.score.a}-${local.result.score.b}` });
          }
          continue;
        }
        const set = setBoardResult(next, { fixture: nf.id, board: b.number, game: i, result: g.result, playedOn: file.date });
        if (!set.ok) return refuseText(set.error.rule, `${label} board ${b.number}: ${set.error.message}`, 'teams.night.boardWhy', { fixture: fx, board: b.number, why: textOf(set.error) });
        next = set.value;
      }
    }
  }
  return ok({ ...next, imports: [...next.imports, { checksum: file.checksum, date: file.date, fixtures: file.fixtures.map((f) => f.id) }] });
}

export const SEASON_FORMAT = 'club-td-season';

/** The same season with every player id replaced through `map` (a copy of the season in another database). */
export function renamePlayers(event: TeamEvent, map: (id: string) => string): TeamEvent {
  const seat = (xs: string[]) => xs.map(map);
  const subs = (s?: Record<string, string>) => (s ? Object.fromEntries(Object.entries(s).map(([a, r]) => [map(a), map(r)])) : undefined);
  return {
    ...event,
    players: Object.fromEntries(Object.values(event.players).map((p) => [map(p.id), { ...p, id: map(p.id) }])),
    teams: event.teams.map((t) => ({ ...t, squad: seat(t.squad), alternates: seat(t.alternates), barred: seat(t.barred), captain: t.captain === null ? null : map(t.captain) })),
    fixtures: event.fixtures.map((f) => ({
      ...f,
      boards: f.boards.map((b) => {
        const s = subs(b.substitutes);
        return { ...b, home: seat(b.home), away: seat(b.away), ...(s ? { substitutes: s } : {}), ...(b.struck ? { struck: b.struck.map((x) => ({ ...x, home: seat(x.home), away: seat(x.away) })) } : {}) };
      }),
    })),
    sanctions: event.sanctions.map((s) => ({ ...s, player: map(s.player), alternate: s.alternate === null ? null : map(s.alternate) })),
    ...(event.flags ? { flags: event.flags.map((f) => ({ ...f, player: map(f.player) })) } : {}),
  };
}
