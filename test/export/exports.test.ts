/** Results out: CSV tables read back by a parser, TRF export → import → export, TRF refusals by line and field. */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { TdEvent } from '../../src/shared/api/schemas';
import { parseTrf } from '../../src/shared/tournament/trf';
import { FIDE_ORDER } from '../../src/shared/tournament';
import { eventWith, matchesOf, must, pairNext, refusal, setResult, type Setup } from '../tournament/helpers';
import { tempDir } from '../support/tempdb';
import { findReference } from '../../scripts/compare-dutch';

// The reference checker where one is on the machine: $BBP_PAIRINGS, else ../shared/tools beside the clone.
const BBP = findReference();

/**
 * A 7-player Swiss over 3 of 5 rounds: wins, a draw, a forfeit, pairing byes and a half-point bye. Ranked by
 * the FIDE Swiss order, which TRF carries whole (disc counts, which Othello's own order uses, are not in TRF).
 */
function swiss(names = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus']): Setup {
  // FIDE's order and FIDE's Dutch system (an Othello Swiss is PAPP's by default), as a TRF checker reads it.
  const s = eventWith({ game: 'othello', format: 'swiss', names, rounds: 5, settings: { tieBreaks: [...FIDE_ORDER.swiss], swissSystem: 'dutch' } });
  must(s.backend, 'events.update', { id: s.eventId, venue: 'Club hall', startDate: '2026-11-20', endDate: '2026-11-22' });
  for (let r = 1; r <= 3; r++) {
    if (r === 3) must(s.backend, 'entries.requestBye', { eventId: s.eventId, entry: s.ids[names[6]!], round: 3, kind: 'half', reason: 'away' });
    const round = pairNext(s);
    matchesOf(round).forEach((m, i) => {
      if (r === 3 && i === 0) must(s.backend, 'sanctions.record', { eventId: s.eventId, kind: 'forfeit', round: 3, board: m.board, entry: m.b.id, reason: 'did not come' });
      else if (r === 2 && i === 0) setResult(s, r, m.board, 'a', 32, 32, { ending: 'director' });
      else if (i === 1) setResult(s, r, m.board, null, 32, 32);
      else setResult(s, r, m.board, i % 2 ? 'b' : 'a', i % 2 ? 20 : 40, i % 2 ? 44 : 24);
    });
  }
  return s;
}

const parse = (csv: string) => {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const p = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true });
  expect(p.errors).toEqual([]);
  return p.data;
};

describe('CSV export', () => {
  it('issue 44: the standings header uses the screen\'s words in the caller\'s language, never internal keys (matchPoints, brightwell)', () => {
    const s = swiss(['Ann', 'Bea', 'Cid', 'Dan', 'Eve', 'Fay', 'Gus']);
    must(s.backend, 'eventSettings.update', { eventId: s.eventId, tieBreaks: ['matchPoints', 'brightwell', 'buchholz'] });
    const header = (locale: 'en' | 'fr') => {
      const r = s.backend.call('events.exportCsv', { eventId: s.eventId, what: 'standings' }, '', locale);
      if (!r.ok) throw new Error(r.error.message);
      return parse((r.data as { csv: string }).csv)[0]!;
    };
    expect(header('en')).toEqual(['Rank', 'No.', 'Name', 'Status', 'Played', 'Pts', 'BQ', 'Bh']);
    expect(header('fr').slice(0, 5)).toEqual(['Rang', 'N°', 'Nom', 'Statut', 'Joués']);
    for (const h of [...header('en'), ...header('fr')]) expect(h).not.toMatch(/^(matchPoints|brightwell|buchholz)$/);
  });

  it('standings, pairings and cross-table: a header row, one row per entry or pairing, formulas neutralised', () => {
    const s = swiss(['=HYPERLINK("http://x","y")', '+1+1', '-2', '@SUM(A1)', 'Eve', 'Fay', 'Gus']);
    const csv = (what: string, round?: number) => must<{ filename: string; csv: string }>(s.backend, 'events.exportCsv', { eventId: s.eventId, what, round });

    const standings = parse(csv('standings').csv);
    expect(standings[0]!.slice(0, 5)).toEqual(['Rank', 'No.', 'Name', 'Status', 'Played']);
    expect(standings).toHaveLength(8);
    const names = standings.slice(1).map((r) => r[2]);
    expect(names).toEqual(expect.arrayContaining([`'=HYPERLINK("http://x","y")`, "'+1+1", "'-2", "'@SUM(A1)", 'Eve']));
    expect(names.every((n) => !/^[=+\-@]/.test(n!))).toBe(true);

    const pairings = parse(csv('pairings').csv);
    expect(pairings[0]).toEqual(['Round', 'Board', 'No A', 'Entry A', 'No B', 'Entry B', 'Points A', 'Points B', 'Score A', 'Score B', 'Status']);
    // 3 rounds of 7 players: 3 matches and a bye each (round 3: Gus's half bye, 3 matches).
    expect(pairings.slice(1).map((r) => r[0])).toEqual(['1', '1', '1', '1', '2', '2', '2', '2', '3', '3', '3', '3']);
    expect(pairings.slice(1).filter((r) => r[10] === 'bye').map((r) => r[5])).toEqual(['bye (pairing)', 'bye (pairing)', 'bye (half)']);
    expect(parse(csv('pairings', 2).csv)).toHaveLength(5);
    expect(csv('pairings', 2).filename).toBe('Test_event-pairings-2.csv');

    const cross = parse(csv('crosstable').csv);
    expect(cross[0]).toEqual(['No', 'Name', '1', '2', '3', '4', '5', '6', '7', 'Total']);
    expect(cross.slice(1).map((r, i) => r[2 + i])).toEqual(Array(7).fill('X'));
    const standingsPoints = Object.fromEntries(standings.slice(1).map((r) => [r[1], Number(r[5])]));
    for (const r of cross.slice(1)) expect(Number(r[9])).toBe(standingsPoints[r[0]!]);
  });
});

describe('TRF-16 export and import', () => {
  it('export → import → export gives the same file', () => {
    const s = swiss();
    const first = must<{ filename: string; trf: string }>(s.backend, 'events.exportTrf', { eventId: s.eventId, version: '16' });
    expect(first.filename).toBe('Test_event.trf');
    const lines = first.trf.split('\n');
    expect(lines.slice(0, 7)).toEqual(['012 Test event', '022 Club hall', '042 2026/11/20', '052 2026/11/22', '062 7', '092 Individual: Swiss-System', 'XXR 5']);
    const parsed = parseTrf(first.trf);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(first.trf).toMatch(/\d [wb] \+/); // the forfeit of round 3, both sides
    expect(first.trf).toMatch(/\d [wb] -/);
    // Every round: three games (w/b pairs), one bye (U, or H for the half-point bye of round 3).
    for (let r = 0; r < 3; r++) {
      const cells = parsed.trf.players.map((p) => p.rounds[r]!);
      expect(cells.filter((c) => c.colour === 'w')).toHaveLength(3);
      expect(cells.filter((c) => c.opponent === 0).map((c) => c.result)).toEqual([r === 2 ? 'H' : 'U']);
    }
    const imported = must<{ eventId: number; players: number; rounds: number }>(s.backend, 'events.importTrf', { trf: first.trf, game: 'othello' });
    expect(imported).toMatchObject({ players: 7, rounds: 3 });
    // A TRF-16 does not carry the ranking order its ranks came from: the imported event is told it.
    must(s.backend, 'eventSettings.update', { eventId: imported.eventId, tieBreaks: [...FIDE_ORDER.swiss] });
    const again = must<{ trf: string }>(s.backend, 'events.exportTrf', { eventId: imported.eventId, version: '16' });
    expect(again.trf).toBe(first.trf);
    // The imported event ranks as the original: same standings order by pairing number.
    const order = (id: number) => must<{ rows: Array<{ pairingNumber: number; values: { matchPoints: number } }> }>(s.backend, 'standings.get', { eventId: id })
      .rows.map((r) => [r.pairingNumber, r.values.matchPoints]);
    expect(order(imported.eventId)).toEqual(order(s.eventId));
  });

  it.runIf(BBP !== null)('the exported file passes the reference checker (bbpPairings --dutch -c)', () => {
    const s = swiss();
    const file = join(tempDir(), 'event.trf');
    writeFileSync(file, must<{ trf: string }>(s.backend, 'events.exportTrf', { eventId: s.eventId, version: '16' }).trf);
    const r = spawnSync(BBP!, ['--dutch', file, '-c'], { encoding: 'utf8' });
    expect(r.status, r.stdout + r.stderr).toBe(0);
  });

  it('a bad TRF is refused by line and column, and nothing is created', () => {
    const s = swiss();
    const good = must<{ trf: string }>(s.backend, 'events.exportTrf', { eventId: s.eventId, version: '16' }).trf;
    const before = must<TdEvent[]>(s.backend, 'events.list', {}).length;
    const lines = good.split('\n');
    const at = (prefix: string) => lines.findIndex((l) => l.startsWith(prefix));
    const p1 = at('001    1');
    const edit = (i: number, col: number, text: string) => lines.map((l, k) => (k === i ? l.slice(0, col - 1) + text + l.slice(col - 1 + text.length) : l)).join('\n');
    const refused = (trf: string) => refusal(s.backend, 'events.importTrf', { trf }).message;

    expect(refused(lines.filter((l) => !l.startsWith('012')).join('\n'))).toMatch(/line 1, column 5: line 012 \(tournament name\) is missing/);
    expect(refused(edit(p1, 15, ' '.repeat(33)))).toBe(`TRF line ${p1 + 1}, column 15: player 1: the name (columns 15-47) is missing`);
    expect(refused(edit(p1, 49, '5000'))).toBe(`TRF line ${p1 + 1}, column 49: player 1: rating 5000 is above 4000`);
    expect(refused(edit(p1, 15, 'A\tB'))).toBe(`TRF line ${p1 + 1}, column 15: player 1: the name holds control characters`);
    expect(refused(edit(p1, 81, ' 9.0'))).toMatch(new RegExp(`^TRF line ${p1 + 1}, column 81: player 1: points 9.0 do not match`));
    expect(refused(edit(p1, 92, '0042'))).toMatch(new RegExp(`^TRF line ${p1 + 1}, column 92: round 1: opponent 42 is not a player`));
    // Player 1's round-1 game recorded against someone who shows another opponent.
    const opp = parseTrf(good);
    if (!opp.ok) throw new Error('fixture');
    const p1r1 = opp.trf.players[0]!.rounds[0]!;
    const other = opp.trf.players.find((p) => p.id !== 1 && p.id !== p1r1.opponent && p.rounds[0]!.opponent > 0)!;
    expect(refused(edit(p1, 92, String(other.id).padStart(4)))).toMatch(new RegExp(`^TRF line ${p1 + 1}, column 92: round 1: player 1 plays ${other.id}, but the line of ${other.id} shows`));
    // The result changed on one line only (points kept consistent): the two lines disagree.
    const flipped = p1r1.result === '1' ? '0' : '1';
    const points = opp.trf.players[0]!.points + (flipped === '1' ? 1 : -1) * (p1r1.result === '=' ? 0.5 : 1);
    const oneSided = edit(p1, 99, flipped).split('\n').map((l, k) => (k === p1 ? l.slice(0, 80) + points.toFixed(1).padStart(4) + l.slice(84) : l)).join('\n');
    expect(refused(oneSided)).toMatch(new RegExp(`^TRF line ${p1 + 1}, column 99: round 1: result "${flipped}" of player 1 does not match`));
    expect(refused(edit(at('XXR'), 5, '2'))).toMatch(/column 112: round 3 is beyond the 2 rounds declared by XXR/);
    expect(refused(edit(at('XXR'), 5, '120'))).toMatch(/column 5: XXR 120: an event has at most 99 rounds/);
    expect(refused(edit(at('042'), 5, '2026/13/40'))).toMatch(/column 5: "2026\/13\/40" is not a date/);
    expect(must<TdEvent[]>(s.backend, 'events.list', {})).toHaveLength(before);
  });
});
