/**
 * An individual event as TRF (TRF-2026 by default, TRF-16 on request) and back (`td export trf`,
 * `td import trf`). TRF knows one result per round and player, no game scores and no game: the
 * first-moving side is TRF's white (`w`), a match's result is its match outcome, and an imported
 * game carries a nominal score entered "by director". Points in column 81: TRF-16, FIDE points
 * (win 1, draw ½, U/F/+ 1, H ½) whatever the event's scoring; TRF-2026, the event's own points,
 * its scoring declared in records 162 and 299 (trf/records.ts).
 */
import type { GameId } from '../../games/types';
import { descriptorOf } from '../../games/registry';
import { matchOutcome } from '../match';
import { DEFAULT_SCORING, scoringOf, type ByeKind, type EntryId, type Match, type MatchGame, type Pairing, type Round, type Scoring, type TournamentEvent } from '../model';
import { validateResult } from '../results';
import type { Colour } from '../pairing/types';
import { parseTrf } from './parse';
import type { Criterion } from '../standings';
import { accelerationRecord, byeRecord, criteriaOf, forbiddenRecord, readForbidden, readScoring, scoringRecords, tieBreakRecords, TRF_MAX_PLAYERS } from './records';
import type { Trf, TrfError, TrfPlayer, TrfRound, TrfVersion } from './types';

type Format = TournamentEvent['format'];

/** The event header fields a TRF carries (lines 012, 022, 042, 052, 092, XXR, XXC). */
export interface TrfEventInfo {
  name: string;
  venue: string;
  startDate: string | null;
  endDate: string | null;
  format: Format;
  roundsPlanned: number | null;
  initialColour: Colour;
}

const TYPES: Record<Format, string> = {
  swiss: 'Individual: Swiss-System',
  'round-robin': 'Individual: Round-Robin',
  'double-round-robin': 'Individual: Double Round-Robin',
  knockout: 'Individual: Knockout',
  league: 'Individual: League',
  arena: 'Individual: Arena',
};

const BYE_CODE: Record<ByeKind, string> = { pairing: 'U', half: 'H', zero: 'Z', forfeit: '+' };
/** FIDE points per result code (the TRF's own scoring, column 81). */
const FIDE_POINTS: Record<string, number> = { '1': 1, W: 1, '+': 1, U: 1, F: 1, '=': 0.5, D: 0.5, H: 0.5 };
/** The code the opponent's cell must show for each result. */
const MIRROR: Record<string, string> = { '1': '0', '0': '1', '=': '=', W: 'L', L: 'W', D: 'D', '+': '-', '-': '+', ' ': ' ' };

const trfDate = (iso: string | null): string | null => (iso ? iso.replaceAll('-', '/') : null);

/** The TRF cell of `entry` in a pairing (null: not paired that round). */
function cellOf(event: TournamentEvent, p: Pairing, entry: EntryId, numbers: Map<EntryId, number>): TrfRound {
  if (p.kind === 'bye') return { opponent: 0, colour: '-', result: BYE_CODE[p.bye] };
  const me = p.a === entry ? 'a' : 'b';
  const opponent = numbers.get(me === 'a' ? p.b : p.a)!;
  const colour = (p.games[0]?.first ?? 'a') === me ? 'w' : 'b';
  const o = matchOutcome(event.game, p, DEFAULT_SCORING);
  if (o.status === 'forfeit') return { opponent, colour, result: p.forfeit === 'both' || p.forfeit === me ? '-' : '+' };
  if (o.status !== 'played') return { opponent, colour, result: ' ' };
  return { opponent, colour, result: o.winner === null ? '=' : o.winner === me ? '1' : '0' };
}

/** What TRF-2026 carries beyond TRF-16, decided by the caller from the event's settings. */
export interface TrfOptions {
  version: TrfVersion;
  /** Per entry: the federation id (FIDE id column 58-68) and sex (column 10, `m`/`w`). */
  identity?: Map<EntryId, { fedId: string; sex: string }>;
  /** Record 192, the encoded type of tournament; null: not written. */
  system?: string | null;
  /** Records 202/212: the ranking order in FIDE's codes (fideTieBreaks); null: not written. */
  tieBreaks?: string[] | null;
  /** Record 260: pairs (entry ids) that must not meet, for every round of the event. */
  forbidden?: Array<[EntryId, EntryId]>;
  /** Record 250: the Baku acceleration's points per round for the entries up to a pairing number. */
  acceleration?: Array<{ points: number; from: number; to: number; last: number }>;
}

/** Too many players for TRF's four-column ids: the caller refuses rather than write a broken file. */
export class TrfTooLarge extends Error {
  constructor(readonly players: number) {
    super(`TRF holds at most ${TRF_MAX_PLAYERS} players (ids are four columns wide); this event has ${players}`);
  }
}

/** TRF-2026 result codes and the scoring's points for them (column 81 and records 162/299). */
function pointsOf(s: Scoring): Record<string, number> {
  return { '1': s.win, W: s.win, '=': s.draw, D: s.draw, '0': s.loss, L: s.loss, '+': s.forfeitWin, '-': s.forfeitLoss, U: s.pairingBye, F: s.win, H: s.halfBye, Z: s.zeroBye };
}

/** The TRF-2026 records before the player lines, in record order (142 and 152 are placed by formatTrf). */
function records2026(info: TrfEventInfo, event: TournamentEvent, numbers: Map<EntryId, number>, last: number, opts: TrfOptions): string[] {
  const lines = scoringRecords(scoringOf(event));
  const [r162, r299] = [lines.filter((l) => l.startsWith('162')), lines.filter((l) => l.startsWith('299'))];
  const out = [...r162];
  if (opts.system) out.push(`192 ${opts.system}`);
  if (opts.tieBreaks) out.push(...tieBreakRecords(opts.tieBreaks));
  for (let n = 1; n <= last; n++) {
    const byes = event.rounds.find((r) => r.number === n)?.pairings.filter((p) => p.kind === 'bye') ?? [];
    for (const [kind, type] of [['half', 'H'], ['zero', 'Z']] as const) {
      const ids = byes.filter((b) => b.bye === kind).map((b) => numbers.get(b.entry)!).sort((x, y) => x - y);
      if (ids.length > 0) out.push(byeRecord(type, n, ids));
    }
  }
  for (const a of opts.acceleration ?? []) out.push(accelerationRecord(a.points, a.from, a.to, 1, a.last));
  const rounds = info.roundsPlanned ?? Math.max(last, 1);
  for (const [a, b] of opts.forbidden ?? []) {
    const ids = [numbers.get(a), numbers.get(b)];
    if (ids[0] !== undefined && ids[1] !== undefined) out.push(forbiddenRecord(1, rounds, ids as number[]));
  }
  return [...out, ...r299];
}

/** An individual event as TRF; `ranks` are the standings' ranks (column 86). */
export function trfFromEvent(info: TrfEventInfo, event: TournamentEvent, ranks: Map<EntryId, number>, opts: TrfOptions = { version: '16' }): Trf {
  if (event.entries.length > TRF_MAX_PLAYERS || event.entries.some((e) => e.pairingNumber > TRF_MAX_PLAYERS)) throw new TrfTooLarge(event.entries.length);
  const v2026 = opts.version === '2026';
  const points = v2026 ? pointsOf(scoringOf(event)) : FIDE_POINTS;
  const numbers = new Map(event.entries.map((e) => [e.id, e.pairingNumber]));
  const last = event.rounds.reduce((m, r) => Math.max(m, r.number), 0);
  const headers = [`012 ${info.name}`];
  if (info.venue) headers.push(`022 ${info.venue}`);
  if (info.startDate) headers.push(`042 ${trfDate(info.startDate)}`);
  if (info.endDate) headers.push(`052 ${trfDate(info.endDate)}`);
  headers.push(`062 ${event.entries.length}`, `092 ${TYPES[info.format]}`);
  if (v2026) headers.push(...records2026(info, event, numbers, last, opts));
  const players = [...event.entries].sort((x, y) => x.pairingNumber - y.pairingNumber).map((e): TrfPlayer => {
    const rounds: (TrfRound | null)[] = [];
    for (let n = 1; n <= last; n++) {
      const p = event.rounds.find((r) => r.number === n)?.pairings.find((x) => (x.kind === 'bye' ? x.entry === e.id : x.a === e.id || x.b === e.id));
      rounds.push(p ? cellOf(event, p, e.id, numbers) : null);
    }
    while (rounds.length > 0 && rounds[rounds.length - 1] === null) rounds.pop();
    const who = opts.identity?.get(e.id);
    return {
      id: e.pairingNumber, sex: who?.sex ?? '', title: '', name: e.name, rating: e.rating, federation: e.country ?? '', fideId: who?.fedId ?? '', birth: '',
      points: rounds.reduce((s, c) => s + (c ? points[c.result] ?? 0 : 0), 0), rank: ranks.get(e.id) ?? null, rounds,
    };
  });
  const totalRounds = info.roundsPlanned ?? (last > 0 ? last : null);
  return { headers, players, totalRounds, initialColour: info.initialColour, ...(v2026 ? { version: '2026' as const } : {}) };
}

/** A TRF read for import: the event header, the players by starting rank, the rounds. */
export interface TrfImport {
  info: TrfEventInfo;
  players: TrfPlayer[];
  /** Entry ids are the TRF starting ranks as text; the importer maps them to its own. */
  rounds: Round[];
  /** The scoring records 162/299 declare (TRF-2026); null: none, FIDE's points. */
  scoring: Scoring | null;
  /** The ranking order of records 212/202 (criteriaOf); null: none, the game's own. */
  tieBreaks: Criterion[] | null;
  /** Record 192 names a Baku-accelerated system. */
  baku: boolean;
  /** Record 192 as written (the pairing system), null when absent. */
  system: string | null;
  /** Record 260: pairs (starting ranks) kept apart for the whole event. */
  forbidden: Array<[number, number]>;
}

class Refusal extends Error {
  constructor(readonly at: TrfError) {
    super(at.message);
  }
}

const cellColumn = (round: number): number => 92 + 10 * (round - 1);
const CONTROL = /\p{Cc}/u;
/** The app's rating bound (src/shared/api/schemas.ts Rating). */
const MAX_RATING = 4000;

function isoDate(text: string, line: number): string {
  const m = /^(\d{4})[/.-](\d{2})[/.-](\d{2})$/.exec(text.trim());
  const iso = m ? `${m[1]}-${m[2]}-${m[3]}` : '';
  const d = new Date(`${iso}T00:00:00Z`);
  if (!m || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso) {
    throw new Refusal({ line, column: 5, message: `"${text.trim()}" is not a date as YYYY/MM/DD`, text: { key: 'tournament.trf.date', params: { text: text.trim() } } });
  }
  return iso;
}

/**
 * A nominal game result for a TRF outcome: TRF has no game scores, so the director's word stands. A game
 * whose outcome no nominal score keeps (an Onino win is its points, R-ONI-9) is refused at its cell `at`:
 * a 0-0 win would count as a drawn match and change every point of the file.
 */
function nominalGame(game: GameId, winner: 'a' | 'b' | null, at: { line: number; column: number; round: number; player: number; result: string }): MatchGame {
  const { name, result, score: range } = descriptorOf(game);
  const score = result.nominal(winner);
  if (!score) {
    throw new Refusal({
      line: at.line, column: at.column,
      message: `round ${at.round}: the result "${at.result}" of player ${at.player} cannot be imported into this ${name} event: a TRF has no game scores, and a win in ${name} is scored in ${range.what} (${range.rule}); nothing was imported`,
      text: { key: 'tournament.trf.noScore', params: { round: at.round, result: at.result, player: at.player, game: name, what: { key: `game.${game}.scoreWhat` }, rule: range.rule } },
    });
  }
  const v = validateResult(game, { winner, score, ending: winner === null ? 'agreement' : 'director' });
  if (!v.ok) throw new Error(`nominal ${game} result refused: ${v.errors[0]!.message}`);
  return { first: 'a', result: v.value };
}

/** The match between a white and a black cell, as slot a = white (first move); `line` is white's line in the file. */
function matchOf(game: GameId, white: TrfPlayer, black: TrfPlayer, w: TrfRound, b: TrfRound, round: number, line: number): Match {
  const base = { kind: 'match' as const, board: 0, a: String(white.id), b: String(black.id) };
  const at = { line, column: cellColumn(round) + 7, round, player: white.id, result: w.result };
  switch (w.result) {
    case '1': case 'W': return { ...base, games: [nominalGame(game, 'a', at)] };
    case '0': case 'L': return { ...base, games: [nominalGame(game, 'b', at)] };
    case '=': case 'D': return { ...base, games: [nominalGame(game, null, at)] };
    case '+': return { ...base, games: [{ first: 'a', result: null }], forfeit: 'b' };
    case '-': return { ...base, games: [{ first: 'a', result: null }], forfeit: b.result === '-' ? 'both' : 'a' };
    default: return { ...base, games: [{ first: 'a', result: null }] };
  }
}

/** Result codes without an opponent and the bye they become; '-' and ' ' mean absent (not paired). */
const BYES: Record<string, ByeKind | null> = { U: 'pairing', F: 'pairing', H: 'half', Z: 'zero', '+': 'forfeit', '-': null, ' ': null };

/**
 * Reads and checks a TRF for import: every refusal names the line and column (the field) at fault.
 * Beyond the reader's checks: a name on every player line, each game shown on both players' lines with
 * opposite colours and matching results, no round beyond XXR, points that match the results.
 */
export function readTrfEvent(text: string, game: GameId): { ok: true; value: TrfImport } | { ok: false; error: TrfError } {
  const parsed = parseTrf(text);
  if (!parsed.ok) return parsed;
  const trf = parsed.trf;
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const lineOfPlayer = new Map<number, number>();
  let k = 0;
  lines.forEach((l, i) => l.startsWith('001') && lineOfPlayer.set(trf.players[k++]!.id, i + 1));
  const headerLine = (code: string): { text: string; line: number } | null => {
    const i = lines.findIndex((l) => l.startsWith(`${code} `) || l === code);
    return i < 0 ? null : { text: lines[i]!.slice(4).trim(), line: i + 1 };
  };
  try {
    const team = lines.findIndex((l) => l.startsWith('310') || l.startsWith('013'));
    if (team >= 0) throw new Refusal({ line: team + 1, column: 1, message: 'this is a team tournament (records 310/013): the import reads individual events only', text: { key: 'tournament.trf.team' } });
    const name = headerLine('012');
    if (!name || name.text === '') throw new Refusal({ line: name?.line ?? 1, column: 5, message: 'line 012 (tournament name) is missing or empty', text: { key: 'tournament.trf.name' } });
    if (CONTROL.test(name.text)) throw new Refusal({ line: name.line, column: 5, message: 'the tournament name holds control characters', text: { key: 'tournament.trf.nameControl' } });
    if (trf.players.length < 2) throw new Refusal({ line: lines.length, column: 1, message: `an event needs at least two player lines (001), the file has ${trf.players.length}`, text: { key: 'tournament.trf.twoPlayers', params: { count: trf.players.length } } });
    const xxr = headerLine('XXR');
    const r142 = headerLine('142');
    if (r142 && trf.totalRounds !== null && trf.totalRounds > 99) throw new Refusal({ line: r142.line, column: 5, message: `record 142: ${trf.totalRounds} rounds, an event has at most 99`, text: { key: 'tournament.trf.max142', params: { rounds: trf.totalRounds } } });
    if (xxr && trf.totalRounds !== null && trf.totalRounds > 99) throw new Refusal({ line: xxr.line, column: 5, message: `XXR ${trf.totalRounds}: an event has at most 99 rounds`, text: { key: 'tournament.trf.xxrMax', params: { rounds: trf.totalRounds } } });
    const scoringLines = lines.flatMap((text, i) => (text.startsWith('162') || text.startsWith('299') ? [{ text, line: i + 1 }] : []));
    const scored = readScoring(scoringLines);
    if (!scored.ok) throw new Refusal({ line: scored.line!, column: scored.fault.column, message: scored.fault.message, text: { key: scored.fault.key, params: scored.fault.params ?? {} } });
    const points = scoringLines.length > 0 ? pointsOf(scored.scoring) : FIDE_POINTS;
    const declaredBy = r142 && !xxr ? '142' : 'XXR';
    const start = headerLine('042');
    const end = headerLine('052');
    const type = headerLine('092');
    const info: TrfEventInfo = {
      name: name.text.slice(0, 100),
      venue: headerLine('022')?.text.slice(0, 200) ?? '',
      startDate: start && start.text ? isoDate(start.text, start.line) : null,
      endDate: end && end.text ? isoDate(end.text, end.line) : null,
      format: (Object.keys(TYPES) as Format[]).find((f) => TYPES[f].toLowerCase() === type?.text.toLowerCase()) ?? 'swiss',
      roundsPlanned: trf.totalRounds,
      initialColour: trf.initialColour ?? 'white',
    };
    const byId = new Map(trf.players.map((p) => [p.id, p]));
    const last = Math.max(0, ...trf.players.map((p) => p.rounds.length));
    for (const p of trf.players) {
      const line = lineOfPlayer.get(p.id)!;
      if (p.name === '') throw new Refusal({ line, column: 15, message: `player ${p.id}: the name (columns 15-47) is missing`, text: { key: 'tournament.trf.playerName', params: { player: p.id } } });
      if (CONTROL.test(p.name)) throw new Refusal({ line, column: 15, message: `player ${p.id}: the name holds control characters`, text: { key: 'tournament.trf.playerControl', params: { player: p.id } } });
      if (p.rating !== null && p.rating > MAX_RATING) throw new Refusal({ line, column: 49, message: `player ${p.id}: rating ${p.rating} is above ${MAX_RATING}`, text: { key: 'tournament.trf.ratingMax', params: { player: p.id, rating: p.rating, max: MAX_RATING } } });
      let sum = 0;
      p.rounds.forEach((c, i) => {
        const round = i + 1;
        if (!c) return;
        const at = { line, column: cellColumn(round) };
        if (trf.totalRounds !== null && round > trf.totalRounds) {
          throw new Refusal(declaredBy === '142'
            ? { ...at, message: `round ${round} is beyond the ${trf.totalRounds} rounds declared by record 142`, text: { key: 'tournament.trf.beyond142', params: { round, rounds: trf.totalRounds } } }
            : { ...at, message: `round ${round} is beyond the ${trf.totalRounds} rounds declared by XXR`, text: { key: 'tournament.trf.beyond', params: { round, rounds: trf.totalRounds } } });
        }
        sum += points[c.result] ?? 0;
        if (c.opponent === 0) {
          if (!(c.result in BYES)) throw new Refusal({ ...at, column: at.column + 7, message: `round ${round}: result "${c.result}" needs an opponent`, text: { key: 'tournament.trf.byeResult', params: { round, result: c.result } } });
          return;
        }
        if (c.opponent === p.id) throw new Refusal({ ...at, message: `round ${round}: player ${p.id} is paired against themself`, text: { key: 'tournament.trf.self', params: { round, player: p.id } } });
        const o = byId.get(c.opponent)!.rounds[i];
        if (!o || o.opponent !== p.id) {
          throw new Refusal({ ...at, message: `round ${round}: player ${p.id} plays ${c.opponent}, but the line of ${c.opponent} ${o ? `shows ${o.opponent || 'no opponent'}` : 'is empty'} in that round`, text: { key: 'tournament.trf.mismatch', params: { round, player: p.id, opponent: c.opponent, shows: o ? (o.opponent ? { key: 'tournament.trf.shows', params: { other: o.opponent } } : { key: 'tournament.trf.showsNone' }) : { key: 'tournament.trf.empty' } } } });
        }
        if (o.colour === c.colour) throw new Refusal({ ...at, column: at.column + 5, message: `round ${round}: players ${p.id} and ${c.opponent} both have colour ${c.colour}`, text: { key: 'tournament.trf.sameColour', params: { round, player: p.id, opponent: c.opponent, colour: c.colour } } });
        const fine = MIRROR[c.result] === o.result || (c.result === '-' && o.result === '-');
        if (!fine) throw new Refusal({ ...at, column: at.column + 7, message: `round ${round}: result "${c.result}" of player ${p.id} does not match "${o.result}" of player ${c.opponent}`, text: { key: 'tournament.trf.resultMismatch', params: { round, result: c.result, player: p.id, other: o.result, opponent: c.opponent } } });
      });
      if (Math.abs(sum - p.points) > 1e-9) {
        throw new Refusal({ line, column: 81, message: `player ${p.id}: points ${p.points.toFixed(1)} do not match the results (${sum.toFixed(1)})`, text: { key: 'tournament.trf.pointsMismatch', params: { player: p.id, points: p.points.toFixed(1), sum: sum.toFixed(1) } } });
      }
    }
    const rounds: Round[] = [];
    for (let n = 1; n <= last; n++) {
      const matches: Match[] = [];
      const byes: Pairing[] = [];
      for (const p of trf.players) {
        const c = p.rounds[n - 1];
        if (!c) continue;
        if (c.opponent === 0) {
          const bye = BYES[c.result];
          if (bye) byes.push({ kind: 'bye', entry: String(p.id), bye });
        } else if (c.colour === 'w') {
          const black = byId.get(c.opponent)!;
          matches.push(matchOf(game, p, black, c, black.rounds[n - 1]!, n, lineOfPlayer.get(p.id)!));
        }
      }
      matches.sort((x, y) => Math.min(+x.a, +x.b) - Math.min(+y.a, +y.b)).forEach((m, i) => (m.board = i + 1));
      rounds.push({ number: n, pairings: [...matches, ...byes] });
    }
    const forbidden: Array<[number, number]> = [];
    lines.forEach((text, i) => {
      if (!text.startsWith('260')) return;
      const r = readForbidden(text);
      if (!r.ok) throw new Refusal({ line: i + 1, column: r.fault.column, message: r.fault.message, text: { key: r.fault.key, params: r.fault.params ?? {} } });
      const unknown = r.ids.findIndex((id) => !byId.has(id));
      if (unknown >= 0) throw new Refusal({ line: i + 1, column: 13 + 5 * unknown, message: `record 260: player ${r.ids[unknown]} is not a player of this file`, text: { key: 'tournament.trf.r260Player', params: { player: r.ids[unknown]! } } });
      const rounds = trf.totalRounds ?? last;
      // The app keeps pairs apart for the whole event: a narrower range would be a rule it cannot keep.
      if (r.from > 1 || r.to < rounds) throw new Refusal({ line: i + 1, column: 5, message: `record 260: rounds ${r.from}-${r.to} only; the app keeps a pair apart for the whole event (rounds 1-${rounds})`, text: { key: 'tournament.trf.r260Rounds', params: { from: r.from, to: r.to, rounds } } });
      r.ids.forEach((a, k) => r.ids.slice(k + 1).forEach((b) => forbidden.push([a, b])));
    });
    const tieBreaks = criteriaOf(headerLine('212')?.text ?? null, headerLine('202')?.text ?? null);
    const baku = /_BAKU$/i.test(headerLine('192')?.text ?? '');
    const system = headerLine('192')?.text.trim() || null;
    return { ok: true, value: { info, players: trf.players, rounds, scoring: scoringLines.length > 0 ? scored.scoring : null, tieBreaks, baku, system, forbidden } };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, error: e.at };
    throw e;
  }
}
