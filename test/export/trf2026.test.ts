/**
 * TRF-2026 out and in (issue 37 part 4): the records the export writes (FIDE Handbook "TRF-2026 format"),
 * export → import → export, the reference checkers where they are on the machine (bbpPairings 6.0.0's
 * `-c`, FIDE's Gacrux), files with CR, LF or CRLF line ends, bytes that are not UTF-8, TRF's 9,999 players.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TdEvent } from '../../src/shared/api/schemas';
import { FIDE_ORDER, type Criterion } from '../../src/shared/tournament';
import type { TournamentEvent } from '../../src/shared/tournament/model';
import { formatTrf, parseTrf, readTrfEvent, trfFromEvent, TrfTooLarge } from '../../src/shared/tournament/trf';
import { criteriaOf, fideTieBreaks, readScoring, scoringRecords } from '../../src/shared/tournament/trf/records';
import { pts, TrfUnwritable } from '../../src/shared/tournament/trf/format';
import { fixture, repoRoot } from '../support/paths';
import { tempDir } from '../support/tempdb';
import { eventWith, matchesOf, must, pairNext, refusal, setResult, type Setup } from '../tournament/helpers';
import { referenceTool } from './references';

const BBP6 = referenceTool('BBP_PAIRINGS_6', 'bbpPairings-6.0.0/bbpPairings');
const GACRUX = referenceTool('GACRUX', 'gacrux-1.9.57/tiebreakchecker.py');
const NAMES = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];
const ORDER: Criterion[] = [...FIDE_ORDER.swiss, 'sonnebornBerger'];

/**
 * 8 players, 4 of 5 rounds by the FIDE Swiss order and SB: wins, draws, a half-point bye (Gus, round 3)
 * and so a pairing bye, and, when `forfeit`, a forfeit in round 3 (the forfeiter withdrawn after it).
 */
function swiss(forfeit: boolean, settings: object = {}): Setup {
  // Paired by the FIDE Dutch system (a new Othello Swiss pairs by PAPP unless told otherwise).
  const s = eventWith({ game: 'othello', format: 'swiss', names: NAMES, rounds: 5, settings: { tieBreaks: ORDER, swissSystem: 'dutch', ...settings } });
  must(s.backend, 'events.update', { id: s.eventId, venue: 'Club hall', startDate: '2026-11-20', endDate: '2026-11-22' });
  for (let r = 1; r <= 4; r++) {
    if (r === 3) must(s.backend, 'entries.requestBye', { eventId: s.eventId, entry: s.ids.Gus, round: 3, kind: 'half', reason: 'away' });
    matchesOf(pairNext(s)).forEach((m, i) => {
      if (forfeit && r === 3 && i === 0) must(s.backend, 'sanctions.record', { eventId: s.eventId, kind: 'forfeit', round: 3, board: m.board, entry: m.b.id, reason: 'did not come' });
      else if (i === 1) setResult(s, r, m.board, null, 32, 32);
      else setResult(s, r, m.board, i % 2 ? 'b' : 'a', i % 2 ? 20 : 40, i % 2 ? 44 : 24);
    });
  }
  return s;
}

const exportTrf = (s: Setup, eventId = s.eventId, version?: string): string =>
  must<{ trf: string }>(s.backend, 'events.exportTrf', { eventId, ...(version ? { version } : {}) }).trf;

describe('TRF-2026 export', () => {
  it('writes records 142, 152, 162, 192, 202/212 and 240 in record order, then the player lines (ids, sex, event points)', () => {
    const s = swiss(true);
    must(s.backend, 'players.update', { id: Number(s.ids.Ann), fedId: '12345678', sex: 'F' });
    must(s.backend, 'players.update', { id: Number(s.ids.Bob), fedId: 'FRA-2024-0001-X', sex: 'M' });
    const lines = exportTrf(s).split('\n');
    expect(lines.slice(0, 14)).toEqual([
      '012 Test event', '022 Club hall', '042 2026/11/20', '052 2026/11/22', '062 8', '092 Individual: Swiss-System',
      '142 5', // rounds declared (TRF-16: XXR)
      '152 W', // initial colour of the top player (TRF-16: XXC white1)
      '162  W 1.0    D 0.5    L 0.0    P 1.0', // the game score system: symbol at 6, 15, 24, ..., points in the 4 columns after
      '192 FIDE_DUTCH_2025', // the 2026 Dutch rules (C.04.3, approved by FIDE in 2025)
      '202 BH/C1,BH,DE,WIN,SB', // the tie-breaks in FIDE's syntax
      '212 PTS,BH/C1,BH,DE,WIN,SB', // the whole order, score first
      '240 H   3    7', // Gus's half-point bye in round 3: type at 5, round at 7-9, id at 11-14
      expect.stringMatching(/^001 {4}1 w {4}Ann {31}2000 {8}12345678 {13}\d\.\d/),
    ]);
    const bob = lines.find((l) => l.startsWith('001    2'))!;
    // Federation id in columns 58-68 only when it fits; sex in column 10.
    expect(bob.slice(9, 10)).toBe('m');
    expect(bob.slice(57, 68).trim()).toBe('');
    expect(lines.at(-1)).toBe('');
  });

  it('TRF-16 on request (--version 16): XXR and XXC, no TRF-2026 records, FIDE points', () => {
    const s = swiss(true);
    const text = exportTrf(s, s.eventId, '16');
    expect(text).toMatch(/^XXR 5$/m);
    expect(text).toMatch(/^XXC white1$/m);
    expect(text).not.toMatch(/^(142|152|162|192|202|212|240) /m);
    expect(refusal(s.backend, 'events.exportTrf', { eventId: s.eventId, version: '17' }).message).toMatch(/version.*must be 2026 or 16/);
  });

  it('record 162 carries the event scoring and 299 what 162 cannot say; column 81 is the event points', () => {
    const scoring = { win: 3, draw: 1, loss: 0, pairingBye: 3, halfBye: 1.5, zeroBye: 0, forfeitWin: 2, forfeitLoss: 0 };
    const s = swiss(true, { scoring });
    const text = exportTrf(s);
    expect(text).toMatch(/^162 {2}W 3\.0 {4}D 1\.0 {4}L 0\.0 {4}P 3\.0$/m);
    // 299: type at 5, points at 14-17, no round and no players: the whole event.
    expect(text).toMatch(/^299 H {8} 1\.5$/m);
    expect(text).toMatch(/^299 \+ {8} 2\.0$/m);
    const standings = must<{ rows: Array<{ pairingNumber: number; values: { matchPoints: number } }> }>(s.backend, 'standings.get', { eventId: s.eventId });
    const parsed = parseTrf(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    for (const r of standings.rows) expect(parsed.trf.players.find((p) => p.id === r.pairingNumber)!.points).toBe(r.values.matchPoints);
    // read back: the same scoring
    const lines = text.split('\n').map((t, i) => ({ text: t, line: i + 1 })).filter((l) => /^(162|299)/.test(l.text));
    expect(readScoring(lines)).toEqual({ ok: true, scoring });
    expect(scoringRecords(scoring)).toEqual(['162  W 3.0    D 1.0    L 0.0    P 3.0', '299 H         1.5', '299 +         2.0']);
  });

  it('record 260 forbids a pair for every round, 250 gives the Baku acceleration, 192 says _BAKU; all three read back', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', names: NAMES, rounds: 5, settings: { acceleration: 'baku', swissSystem: 'dutch' } });
    must(s.backend, 'eventSettings.update', { eventId: s.eventId, forbiddenPairs: [{ a: Number(s.ids.Ann), b: Number(s.ids.Hal), why: 'siblings' }] });
    const text = exportTrf(s);
    expect(text).toMatch(/^192 FIDE_DUTCH_2025_BAKU$/m);
    // Othello's own order (Brightwell, discs) has no FIDE codes: no 202/212 rather than a part of it.
    expect(text).not.toMatch(/^2[01]2 /m);
    // 250: points at 10-13, rounds at 15-17 and 19-21, players at 23-26 and 28-31 (group A: the first 4).
    expect(text).toMatch(/^250 {7}1\.0 {3}1 {3}2 {4}1 {4}4$/m);
    expect(text).toMatch(/^250 {7}0\.5 {3}3 {3}3 {4}1 {4}4$/m);
    // 260: rounds at 5-7 and 9-11, players at 13-16, 18-21.
    expect(text).toMatch(/^260 {3}1 {3}5 {4}1 {4}8$/m);
    // Read back: the acceleration and the forbidden pair come with the event, and it writes the same file.
    const imported = must<{ eventId: number }>(s.backend, 'events.importTrf', { trf: text, game: 'othello' });
    const settings = must<{ acceleration: string; forbiddenPairs: Array<{ a: number; b: number }> }>(s.backend, 'eventSettings.get', { eventId: imported.eventId });
    expect(settings.acceleration).toBe('baku');
    expect(settings.forbiddenPairs.map((p) => [p.a, p.b])).toEqual([[Number(s.ids.Ann), Number(s.ids.Hal)]]);
    expect(exportTrf(s, imported.eventId)).toBe(text);
    // A pair kept apart for some rounds only is a rule the app cannot keep: refused by line and column.
    const lines = text.split('\n');
    const at = lines.findIndex((l) => l.startsWith('260'));
    const partial = lines.map((l, k) => (k === at ? '260   2   5    1    8' : l)).join('\n');
    expect(refusal(s.backend, 'events.importTrf', { trf: partial, game: 'othello' }).message)
      .toBe(`TRF line ${at + 1}, column 5: record 260: rounds 2-5 only; the app keeps a pair apart for the whole event (rounds 1-5)`);
  });

  it('past 9,999 players TRF cannot number them: refused, naming the limit, instead of a broken file', () => {
    const event: TournamentEvent = {
      name: 'Huge', game: 'othello', format: 'swiss', rounds: [],
      entries: Array.from({ length: 10_000 }, (_, i) => ({ id: String(i + 1), name: `P${i + 1}`, rating: null, pairingNumber: i + 1 })),
    };
    const info = { name: 'Huge', venue: '', startDate: null, endDate: null, format: 'swiss' as const, roundsPlanned: 9, initialColour: 'white' as const };
    expect(() => trfFromEvent(info, event, new Map(), { version: '2026' })).toThrow(TrfTooLarge);
    expect(() => trfFromEvent(info, event, new Map(), { version: '2026' })).toThrow('TRF holds at most 9999 players (ids are four columns wide); this event has 10000');
    expect(trfFromEvent(info, { ...event, entries: event.entries.slice(0, 9999) }, new Map(), { version: '2026' }).players).toHaveLength(9999);
  });

  it('points a TRF field cannot hold are refused, naming the player or the scoring, instead of cut or rounded', () => {
    // 60 points a win: the leader's 120.0 would have been written "120." in the four columns from column 81.
    const big = swiss(false, { scoring: { win: 60, draw: 30, loss: 0, pairingBye: 60, halfBye: 30, zeroBye: 0, forfeitWin: 60, forfeitLoss: 0 } });
    const tooWide = refusal(big.backend, 'events.exportTrf', { eventId: big.eventId });
    expect(tooWide.code).toBe('invalid');
    expect(tooWide.message).toMatch(/^[A-Z][a-z]+ \(no\. \d\) has \d{3,}(\.5)? points, which a TRF cannot hold: its points field is 4 columns with one decimal; no file was written$/);
    // A quarter point for a draw: "0.3" would have been written.
    const quarter = swiss(false, { scoring: { win: 1, draw: 0.25, loss: 0, pairingBye: 1, halfBye: 0.5, zeroBye: 0, forfeitWin: 1, forfeitLoss: 0 } });
    expect(refusal(quarter.backend, 'events.exportTrf', { eventId: quarter.eventId }).message)
      .toBe("the event's scoring gives 0.25 points for a result, which a TRF cannot hold: its points fields are 4 columns with one decimal; no file was written");
    // TRF-16 writes FIDE's points whatever the scoring, and so still exports both.
    expect(exportTrf(big, big.eventId, '16')).toMatch(/^001 /m);
    expect(exportTrf(quarter, quarter.eventId, '16')).toMatch(/^001 /m);
    // What the four columns hold is written as it is.
    expect([pts(99.5), pts(-9.5), pts(0), pts(3)]).toEqual(['99.5', '-9.5', ' 0.0', ' 3.0']);
    expect(() => pts(-10)).toThrow(TrfUnwritable);
  });
});

describe('TRF-2026 import', () => {
  it('export → import → export gives the same file: player lines, scoring (162/299), order (212), federation ids', () => {
    const scoring = { win: 2, draw: 1, loss: 0, pairingBye: 2, halfBye: 1, zeroBye: 0, forfeitWin: 2, forfeitLoss: 0 };
    const s = swiss(true, { scoring });
    must(s.backend, 'players.update', { id: Number(s.ids.Cid), fedId: '24680', sex: 'M' });
    const first = exportTrf(s);
    const imported = must<{ eventId: number; players: number; rounds: number }>(s.backend, 'events.importTrf', { trf: first, game: 'othello' });
    expect(imported).toMatchObject({ players: 8, rounds: 4 });
    expect(exportTrf(s, imported.eventId)).toBe(first);
    // The same people: the federation id found Cid, the names the others.
    expect(must<unknown[]>(s.backend, 'players.list', {})).toHaveLength(8);
  });

  it('reads the committed TRF-2026 fixture with LF, CRLF or CR line ends alike, and writes it back byte for byte', () => {
    const text = readFileSync(fixture('trf', 'club-2026.trf'), 'utf8');
    const lf = parseTrf(text);
    if (!lf.ok) throw new Error(lf.error.message);
    expect(lf.trf).toMatchObject({ version: '2026', totalRounds: 5, initialColour: 'white' });
    expect(formatTrf(lf.trf)).toBe(text);
    for (const eol of ['\r\n', '\r']) {
      const other = text.replaceAll('\n', eol);
      expect(parseTrf(other)).toEqual(lf);
      const read = readTrfEvent(other, 'othello');
      expect(read.ok && read.value.rounds.length).toBe(4);
      expect(read.ok && read.value.tieBreaks).toEqual(ORDER);
    }
  });

  it('reads a file bbpPairings 6.0.0 generated (CR line ends, its system code in 092), committed as a fixture', () => {
    const text = readFileSync(fixture('trf', 'bbp6-9p5r-cr.trf'), 'utf8');
    expect(text.includes('\n')).toBe(false);
    const read = readTrfEvent(text, 'othello');
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.players).toHaveLength(9);
    expect(read.value.rounds).toHaveLength(5);
    expect(read.value.info.format).toBe('swiss');
    expect(read.value.rounds.every((r) => r.pairings.filter((p) => p.kind === 'bye').length === 1)).toBe(true);
  });

  it('records 142 and 152 are checked by line and column', () => {
    const text = readFileSync(fixture('trf', 'club-2026.trf'), 'utf8').split('\n');
    const at = (code: string) => text.findIndex((l) => l.startsWith(code));
    const withLine = (i: number, line: string) => text.map((l, k) => (k === i ? line : l)).join('\n');
    expect(parseTrf(withLine(at('142'), '142 five'))).toMatchObject({ ok: false, error: { line: at('142') + 1, column: 5, message: 'record 142 needs a number of rounds, got "five"' } });
    expect(parseTrf(withLine(at('152'), '152 R'))).toMatchObject({ ok: false, error: { line: at('152') + 1, column: 5, message: 'record 152 (initial colour) must be W or B, got "R"' } });
    const read = readTrfEvent(withLine(at('142'), '142 3'), 'othello');
    expect(read).toMatchObject({ ok: false, error: { column: 122, message: 'round 4 is beyond the 3 rounds declared by record 142' } });
    const r162 = readTrfEvent(withLine(at('162'), '162  W 1.0    D x.5'), 'othello');
    expect(r162).toMatchObject({ ok: false, error: { line: at('162') + 1, column: 16, message: 'record 162: points "x.5" for D are not a number like 1.0' } });
  });

  it('bytes that are not UTF-8 are refused by line and column (issue 38), nothing created', () => {
    const s = swiss(false);
    const good = exportTrf(s);
    const lines = good.split('\n');
    const i = lines.findIndex((l) => l.startsWith('001    3'));
    // "Cid" with a Latin-1 é (0xE9): what `td import trf` reads from such a file, as the CSV import does.
    const bytes = Buffer.concat([Buffer.from(lines.slice(0, i).join('\n') + '\n' + lines[i]!.slice(0, 17)), Buffer.from([0xe9]), Buffer.from(lines[i]!.slice(18) + '\n' + lines.slice(i + 1).join('\n'))]);
    const before = must<TdEvent[]>(s.backend, 'events.list', {}).length;
    expect(refusal(s.backend, 'events.importTrf', { trf: bytes.toString('utf8') }).message)
      .toBe(`TRF line ${i + 1}, column 18: the file is not UTF-8 text here (undecodable bytes); save it as UTF-8 and import again`);
    expect(must<TdEvent[]>(s.backend, 'events.list', {})).toHaveLength(before);
  });

  it('records 212 and 202 back to the app criteria, as far as the app has them; written only for a whole FIDE order', () => {
    expect(fideTieBreaks(ORDER)).toEqual(['PTS', 'BH/C1', 'BH', 'DE', 'WIN', 'SB']);
    expect(fideTieBreaks(['matchPoints', 'brightwell', 'gameScore'])).toBeNull();
    expect(fideTieBreaks(['buchholz', 'matchPoints'])).toBeNull();
    expect(criteriaOf('PTS,BH/C1,BH,DE,WIN', null)).toEqual(['matchPoints', 'buchholzCut1', 'buchholz', 'directEncounter', 'wins']);
    expect(criteriaOf(null, 'DE,SB')).toEqual(['matchPoints', 'directEncounter', 'sonnebornBerger']);
    expect(criteriaOf('PTS,BH,BH/C1/P,SB', null)).toEqual(['matchPoints', 'buchholz']);
    expect(criteriaOf('BH,PTS', null)).toBeNull();
    expect(criteriaOf(null, null)).toBeNull();
  });
});

describe('TRF-2026 against the reference tools', () => {
  it.runIf(BBP6 !== null)('bbpPairings 6.0.0 --dutch -c accepts the export and finds no pairing it would have made otherwise (skipped where ../shared/tools is absent)', () => {
    const s = swiss(true);
    const file = join(tempDir(), 'event.trf');
    writeFileSync(file, exportTrf(s));
    const r = spawnSync(BBP6!, ['--dutch', file, '-c'], { encoding: 'utf8' });
    expect(r.status, r.stdout + r.stderr).toBe(0);
    // The checker lists each round, then any pairing it would have made otherwise: none here.
    const listed = (r.stdout + r.stderr).split('\n').filter((l) => l.trim() !== '');
    expect(listed).toEqual([1, 2, 3, 4].map((n) => expect.stringMatching(new RegExp(`Round #${n}$`))));
  });

  it.runIf(GACRUX !== null)('Gacrux 1.9.57 reads the export and computes our ranks and PTS, BH/C1, BH, DE, WIN and SB (the values both C.07 editions share) (skipped where ../shared/tools is absent)', () => {
    // No forfeit: on a forfeit the 2024 and 2026 C.07 differ (art. 16.4), which the editions part makes exact.
    const s = swiss(false);
    const file = join(tempDir(), 'event.trf');
    writeFileSync(file, exportTrf(s));
    const r = spawnSync('python3', [GACRUX!, '-i', file, '-b', 'utf-8', '-s', '-n', '4', '-t', 'PTS', 'BH/C1', 'BH', 'DE', 'WIN', 'SB', '-d', 'T'], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const [head, ...rows] = r.stdout.trim().split('\n').map((l) => l.split('\t'));
    expect(head).toEqual(['StartNo', 'Rank', 'PTS', 'BH/C1', 'BH', 'DE', 'WIN', 'SB']);
    const ours = must<{ rows: Array<{ pairingNumber: number; rank: number; values: Record<string, number> }> }>(s.backend, 'standings.get', { eventId: s.eventId }).rows;
    expect(rows).toHaveLength(8);
    // DE: Gacrux gives the place within the players equal on the criteria before it (0 when alone),
    // the app the points scored among them; the same order, told two ways.
    const before = (v: Record<string, number>) => `${v.matchPoints}|${v.buchholzCut1}|${v.buchholz}`;
    const placeDE = (v: Record<string, number>): number => {
      const tied = ours.filter((o) => before(o.values) === before(v));
      return tied.length === 1 ? 0 : 1 + tied.filter((o) => o.values.directEncounter! > v.directEncounter!).length;
    };
    expect(ours.some((o) => placeDE(o.values) > 0), 'the fixture event has a tie that DE breaks').toBe(true);
    // A player with an unplayed round (the pairing bye) meets a dummy opponent, whose score the 2026
    // C.07 caps (art. 16.4) and the 2024 edition does not: compared where both editions agree.
    const parsed = parseTrf(readFileSync(file, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const allPlayed = new Set(parsed.trf.players.filter((p) => p.rounds.every((c) => c !== null && c.opponent > 0 && /[10=]/.test(c.result))).map((p) => p.id));
    expect(allPlayed.size).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      const mine = ours.find((o) => o.pairingNumber === Number(row[0]))!;
      const v = mine.values;
      const values = row.slice(1).map(Number);
      if (allPlayed.has(mine.pairingNumber)) expect(values, `player ${row[0]}`).toEqual([mine.rank, v.matchPoints, v.buchholzCut1, v.buchholz, placeDE(v), v.wins, v.sonnebornBerger]);
      else expect([values[1], values[5]], `player ${row[0]}`).toEqual([v.matchPoints, v.wins]);
    }
  });

  it('td export trf --version 16|2026 and td import trf of a file with non-UTF-8 bytes', () => {
    const s = swiss(false);
    s.backend.db.close();
    const dir = tempDir();
    const td = (...args: string[]) => spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), ['src/cli/td.ts', ...args, '--db', s.file], { cwd: repoRoot, encoding: 'utf8' });
    // The default (TRF-2026) is written by test/cli/export.test.ts; two runs of td here, the machine is shared.
    const v16 = join(dir, 'v16.trf');
    expect(td('export', 'trf', '--event', String(s.eventId), '--version', '16', '--out', v16).status).toBe(0);
    expect(readFileSync(v16, 'utf8')).toMatch(/^XXR 5$/m);
    expect(readFileSync(v16, 'utf8')).not.toMatch(/^142 /m);
    const bad = join(dir, 'latin1.trf');
    writeFileSync(bad, Buffer.from(readFileSync(v16, 'utf8').replace('012 Test event', '012 Test \u00e9vent'), 'latin1'));
    const refused = td('import', 'trf', bad, '--json');
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/TRF line 1, column 10: the file is not UTF-8 text here/);
  });
});
