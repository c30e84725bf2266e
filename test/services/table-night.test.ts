/**
 * The table as the scoresheet (issue 42), against the real services on a real SQLite file and, for what
 * a table device may do, the real web host: codes per table (part 1), results reported and confirmed by
 * PIN (part 2), self check-in (part 3), entry fees (part 4).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { request, type Server } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createWebHost, listen } from '../../src/main/hosts/web/server';
import { GuessThrottle } from '../../src/main/hosts/web/throttle';
import type { Backend } from '../../src/main/services/backend';
import type { CheckInList, FeeSheet, TableReport, TableView } from '../../src/shared/api/methods/tableNight';
import type { RoundView } from '../../src/shared/api/methods/tournament';
import type { Player } from '../../src/shared/api/schemas';
import { must, tempBackend, tempDir } from '../support/tempdb';
import { pdfPages } from '../pdf/extract';
import { tableCodeUrl } from '../../src/main/lan';

const TOKEN = 'director-secret-token-0123';
const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** A four-player Othello Swiss of two rounds, PINs issued; nothing paired. */
function night() {
  const { backend, db } = tempBackend();
  const event = must<{ id: number }>(backend, 'tournaments.create', { name: 'Club night', game: 'othello', format: 'swiss', roundsPlanned: 2, settings: {} });
  const ids: string[] = [];
  for (const name of ['Ann', 'Bob', 'Cleo', 'Dan']) {
    const p = must<Player>(backend, 'players.create', { name });
    must(backend, 'events.register', { eventId: event.id, playerId: p.id });
    ids.push(String(p.id));
  }
  const pins = new Map(must<Array<{ entry: string; pin: string }>>(backend, 'pins.issue', { eventId: event.id }).map((p) => [p.entry, p.pin]));
  const audits = () => (db.prepare('SELECT count(*) AS n FROM audit').get() as { n: number }).n;
  return { backend, db, eventId: event.id, ids, pins, audits };
}

/** Pairs and publishes the next round; the match at each table. */
function pair(backend: Backend, eventId: number, round: number) {
  must(backend, 'rounds.pair', { eventId });
  must(backend, 'rounds.publish', { eventId, round });
  const view = must<RoundView>(backend, 'rounds.get', { eventId, round });
  return view.pairings.flatMap((p) => (p.kind === 'match' ? [{ board: p.board, a: p.a.id, b: p.b.id }] : []));
}

const result = (backend: Backend, eventId: number, round: number, board: number) => {
  const m = must<RoundView>(backend, 'rounds.get', { eventId, round }).pairings.find((p) => p.kind === 'match' && p.board === board);
  return m?.kind === 'match' ? m.games[0]!.result : undefined;
};

describe('results reported and confirmed at the table (issue 42 part 2)', () => {
  it('one player reports by PIN, the opponent confirms by PIN: it waits for one click, or enters at once when the night allows it', () => {
    const { backend, eventId, pins } = night();
    const [t1, t2] = pair(backend, eventId, 1);
    const report = must<TableReport>(backend, 'table.report', { eventId, board: t1!.board, round: 1, pin: pins.get(t1!.a), score: { a: 40, b: 24 } });
    expect(report).toMatchObject({ state: 'unconfirmed', reported: { result: { winner: 'a', score: { a: 40, b: 24 } } } });
    expect(result(backend, eventId, 1, t1!.board)).toBeNull();
    // The reporter cannot confirm their own report.
    expect(backend.call('table.confirm', { eventId, board: t1!.board, reportId: report.id, pin: pins.get(t1!.a), agree: true })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(must(backend, 'table.confirm', { eventId, board: t1!.board, reportId: report.id, pin: pins.get(t1!.b), agree: true })).toEqual({ state: 'confirmed' });
    expect(result(backend, eventId, 1, t1!.board)).toBeNull();
    expect(must<TableReport[]>(backend, 'tables.decisions.list', { eventId })).toMatchObject([{ id: report.id, state: 'confirmed' }]);
    expect(must(backend, 'tables.decisions.enter', { eventId, reportId: report.id })).toEqual({ entered: true });
    expect(result(backend, eventId, 1, t1!.board)).toMatchObject({ winner: 'a', score: { a: 40, b: 24 } });

    must(backend, 'tableNight.configure', { eventId, autoEnter: true });
    const second = must<TableReport>(backend, 'table.report', { eventId, board: t2!.board, round: 1, pin: pins.get(t2!.b), score: { a: 32, b: 32 } });
    expect(must(backend, 'table.confirm', { eventId, board: t2!.board, reportId: second.id, pin: pins.get(t2!.a), agree: true })).toEqual({ state: 'entered' });
    expect(result(backend, eventId, 1, t2!.board)).toMatchObject({ winner: null, score: { a: 32, b: 32 } });
    expect(must<TableReport[]>(backend, 'tables.decisions.list', { eventId })).toEqual([]);
    const log = must<Array<{ action: string; detail: { by?: string } }>>(backend, 'audit.list', { eventId });
    expect(log.filter((a) => a.action.startsWith('table result')).map((a) => a.action)).toEqual([
      'table result reported', 'table result confirmed', 'table result entered', 'table result reported', 'table result confirmed', 'table result entered',
    ]);
    expect(log.find((a) => a.action === 'table result confirmed')!.detail.by).toBe(t1!.b);
  });

  it('a disputed report stays out of the standings and shows both versions under "needs a decision"; the director enters one', () => {
    const { backend, eventId, pins } = night();
    must(backend, 'tableNight.configure', { eventId, autoEnter: true });
    const [t1] = pair(backend, eventId, 1);
    const report = must<TableReport>(backend, 'table.report', { eventId, board: t1!.board, round: 1, pin: pins.get(t1!.a), score: { a: 40, b: 24 } });
    expect(must(backend, 'table.confirm', { eventId, board: t1!.board, reportId: report.id, pin: pins.get(t1!.b), agree: false, score: { a: 24, b: 40 } })).toEqual({ state: 'disputed' });
    expect(result(backend, eventId, 1, t1!.board)).toBeNull();
    const standings = must<{ rows: Array<{ played: number; values: Record<string, number | null> }> }>(backend, 'standings.get', { eventId, round: 1 });
    expect(standings.rows.map((r) => r.played)).toEqual([0, 0, 0, 0]);
    // Nothing scored (a player's own pairing number and rating, TPN and RTNG, and the drawn lot are not scores; the
    // opponent tie-breaks, out of this game's order, are not computed: null).
    expect(standings.rows.every((r) => Object.entries(r.values).every(([k, v]) => k === 'pairingNumber' || k === 'rating' || k === 'lot' || v === 0 || v === null))).toBe(true);
    const [listed] = must<TableReport[]>(backend, 'tables.decisions.list', { eventId });
    expect(listed).toMatchObject({ state: 'disputed', reported: { result: { winner: 'a' } }, counter: { result: { winner: 'b', score: { a: 24, b: 40 } } } });
    must(backend, 'tables.decisions.enter', { eventId, reportId: report.id, version: 'counter', reason: 'the score sheet says so' });
    expect(result(backend, eventId, 1, t1!.board)).toMatchObject({ winner: 'b' });
  });

  it('a board whose record disagrees with a report says so, and the report is not entered by itself', () => {
    const { backend, eventId, pins } = night();
    must(backend, 'tableNight.configure', { eventId, autoEnter: true });
    const [t1] = pair(backend, eventId, 1);
    const board = must<{ id: number }>(backend, 'games.create', { game: 'othello', title: 'table 1', eventId });
    must(backend, 'results.fromGame', { eventId, round: 1, board: t1!.board, game: 1, gameId: board.id });
    must(backend, 'games.append', { id: board.id, expectedSeq: 0, action: 'f5' });
    const report = must<TableReport>(backend, 'table.report', { eventId, board: t1!.board, round: 1, pin: pins.get(t1!.a), score: { a: 40, b: 24 } });
    expect(report.disagreesWithBoard).toBe(true);
    expect(must(backend, 'table.confirm', { eventId, board: t1!.board, reportId: report.id, pin: pins.get(t1!.b), agree: true })).toEqual({ state: 'confirmed' });
    expect(result(backend, eventId, 1, t1!.board)).toBeNull();
  });

  it('a wrong PIN is refused in plain words, in the caller\'s language, and changes nothing', () => {
    const { backend, eventId, pins, ids, audits } = night();
    const [t1] = pair(backend, eventId, 1);
    const other = ids.find((id) => id !== t1!.a && id !== t1!.b)!;
    const before = audits();
    const wrong = backend.call('table.report', { eventId, board: t1!.board, round: 1, pin: pins.get(other), score: { a: 40, b: 24 } });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'forbidden', message: `this PIN is not the PIN of a player at table ${t1!.board}: nothing was recorded` } });
    const french = backend.call('table.report', { eventId, board: t1!.board, round: 1, pin: '0000', score: { a: 40, b: 24 } }, '', 'fr');
    expect(french).toMatchObject({ ok: false, error: { message: expect.stringContaining("rien n'a été enregistré") } });
    expect(audits()).toBe(before);
  });
});

describe('self check-in (issue 42 part 3)', () => {
  it('a player checks in with their PIN; the list shows it; a wrong PIN changes nothing; a late arrival marked absent gets the bye taken back', () => {
    const { backend, eventId, ids, pins } = night();
    const [ann, bob, cleo, dan] = ids as [string, string, string, string];
    expect(backend.call('checkIn.self', { eventId, entry: ann, pin: pins.get(bob) })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    for (const id of [ann, bob, cleo]) must(backend, 'checkIn.self', { eventId, entry: id, pin: pins.get(id) });
    const list = must<CheckInList>(backend, 'checkIn.list', { eventId });
    expect(list.round).toBe(1);
    expect(list.entries.filter((e) => e.checkedIn).map((e) => e.entry).sort()).toEqual([ann, bob, cleo].sort());
    // The director applies check-in: Dan (absent) gets a zero-point bye; then Dan arrives before the pairing.
    must(backend, 'entries.checkIn', { eventId, round: 1, absent: [{ entry: dan, action: 'zero' }] });
    must(backend, 'checkIn.self', { eventId, entry: dan, pin: pins.get(dan) });
    const entries = must<Array<{ id: string; byes: unknown[] }>>(backend, 'entries.list', { eventId });
    expect(entries.find((e) => e.id === dan)!.byes).toEqual([]);
    const paired = pair(backend, eventId, 1);
    expect(paired.flatMap((m) => [m.a, m.b]).sort()).toEqual(ids.slice().sort());
  });
});

describe('entry fees (issue 42 part 4)', () => {
  it('fees by category, paid or owed, refunds audited and capped; the treasurer\'s CSV totals', () => {
    const { backend, eventId, ids } = night();
    must(backend, 'tableNight.configure', { eventId, fees: { junior: 2, senior: 5, member: 4, 'non-member': 6.5 } });
    must(backend, 'fees.set', { eventId, entry: ids[0], category: 'member', paid: true, method: 'cash' });
    must(backend, 'fees.set', { eventId, entry: ids[1], category: 'non-member', paid: true, method: 'card' });
    must(backend, 'fees.set', { eventId, entry: ids[2], category: 'junior' });
    expect(backend.call('fees.refund', { eventId, entry: ids[0], amount: 4.5, reason: 'left early' })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    must(backend, 'fees.refund', { eventId, entry: ids[0], amount: 4, reason: 'left early' });
    const sheet = must<FeeSheet>(backend, 'fees.list', { eventId });
    expect(sheet.totals).toEqual({ due: 12.5, paid: 10.5, refunded: 4, owed: 2 });
    expect(must<Array<{ action: string; reason: string }>>(backend, 'audit.list', { eventId }).find((a) => a.action === 'entry fee refund')!.reason).toBe('left early');
    const { csv } = must<{ csv: string }>(backend, 'fees.exportCsv', { eventId });
    expect(csv).toContain('total,,12.5,10.5,4,2,');
    expect(backend.call('fees.set', { eventId, entry: ids[3], category: 'pensioner' })).toMatchObject({ ok: false, error: { code: 'invalid' } });
  });

  it('prints the treasurer\'s sheet with its totals and the starting list with every PIN', async () => {
    const { backend, eventId, ids, pins } = night();
    must(backend, 'tableNight.configure', { eventId, fees: { member: 4, junior: 2.5 } });
    must(backend, 'fees.set', { eventId, entry: ids[0], category: 'member', paid: true, method: 'cash' });
    must(backend, 'fees.set', { eventId, entry: ids[1], category: 'junior' });
    const pdf = async (document: string) => {
      const r = await backend.callAsync('print.pdf', { document, eventId });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      return (await pdfPages(Buffer.from((r.data as { pdfBase64: string }).pdfBase64, 'base64'))).join('\n').replace(/\s+/g, ' ');
    };
    const sheet = await pdf('fee-sheet');
    expect(sheet).toContain('Entry fees');
    expect(sheet).toContain('Totals: due 6.50 · paid 4 · refunded 0 · owed 2.50');
    const list = await pdf('starting-list');
    for (const [i, name] of ['Ann', 'Bob', 'Cleo', 'Dan'].entries()) expect(list).toMatch(new RegExp(`${name} .*${pins.get(ids[i]!)}`));
  });
});

async function serve(backend: Backend) {
  const staticDir = join(tempDir(), 'renderer');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Club TD</title>');
  const server = createWebHost({ backend, staticDir, host: '0.0.0.0', port: 0, token: TOKEN, lanAddresses: ['192.168.1.20'], throttle: new GuessThrottle(5) });
  servers.push(server);
  const { port } = await listen(server, 0, '127.0.0.1');
  return (method: string, body: unknown, headers: Record<string, string> = {}) => new Promise<{ status: number; body: { ok: boolean; data?: unknown; error?: { code: string; message: string } } }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: `/api/${method}`, method: 'POST', headers: { Host: `127.0.0.1:${port}`, 'Content-Type': 'application/json', ...headers } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('table codes per table, not per game (issue 42 part 1)', () => {
  it('table cards carry each table\'s code: a QR to #/t/CODE, the code printed beside it; a code not the table\'s current one is refused', async () => {
    const { backend, eventId } = night();
    pair(backend, eventId, 1);
    const codes = { 1: must<{ code: string }>(backend, 'tables.issueTableCode', { eventId, board: 1 }).code, 2: must<{ code: string }>(backend, 'tables.issueTableCode', { eventId, board: 2 }).code };
    const cards = await backend.callAsync('print.pdf', { document: 'table-cards', eventId, round: 1, layout: 'four', tableUrl: 'http://192.168.1.20:5180/', tableCodes: codes });
    if (!cards.ok) throw new Error(JSON.stringify(cards.error));
    const text = (await pdfPages(Buffer.from((cards.data as { pdfBase64: string }).pdfBase64, 'base64'))).join(' ');
    expect(text).toContain(codes[1]);
    expect(text).toContain(codes[2]);
    // What each QR opens (no QR decoder is installed: the address handed to the drawing is checked).
    expect(tableCodeUrl('http://192.168.1.20:5180/', codes[1])).toBe(`http://192.168.1.20:5180/#/t/${codes[1]}`);
    // Replaced since: the old code is not printed.
    must(backend, 'tables.issueTableCode', { eventId, board: 2 });
    expect(await backend.callAsync('print.pdf', { document: 'table-cards', eventId, round: 1, tableCodes: codes })).toMatchObject({
      ok: false, error: { code: 'invalid', message: "the code given for table 2 is not that table's current code: issue a new one" },
    });
  });


  it('a code issued with no board started opens its table in every round, reports only there, and stops when revoked', async () => {
    const { backend, eventId, pins } = night();
    const send = await serve(backend);
    const { code } = must<{ code: string }>(backend, 'tables.issueTableCode', { eventId, board: 1 });
    const { code: code2 } = must<{ code: string }>(backend, 'tables.issueTableCode', { eventId, board: 2 });
    const asTable = { 'X-TD-Token': code };
    // Before any pairing the page says there is nothing yet; it never needs to know its event or table.
    expect((await send('table.view', {}, asTable)).body).toMatchObject({ ok: true, data: { eventId, board: 1, round: null } });
    const [t1, t2] = pair(backend, eventId, 1);
    const page = (await send('table.view', {}, asTable)).body.data as TableView;
    expect(page).toMatchObject({ round: 1, a: { entry: t1!.a }, b: { entry: t1!.b } });
    // Another table's page, report or board: refused, nothing written.
    const other = await send('table.report', { board: t2!.board, round: 1, pin: pins.get(t2!.a), score: { a: 40, b: 24 } }, asTable);
    expect(other).toMatchObject({ status: 403, body: { error: { message: 'this device holds the code of table 1: it reads and writes that table only' } } });
    const board2 = must<{ id: number }>(backend, 'games.create', { game: 'othello', title: 'table 2', eventId });
    must(backend, 'results.fromGame', { eventId, round: 1, board: 2, game: 1, gameId: board2.id });
    expect((await send('games.append', { id: board2.id, expectedSeq: 0, action: 'f5' }, asTable)).status).toBe(403);
    expect((await send('games.append', { id: board2.id, expectedSeq: 0, action: 'f5' }, { 'X-TD-Token': code2 })).status).toBe(200);
    expect(await send('results.set', { eventId, round: 1, board: 1, game: 1, winner: 'a', score: { a: 40, b: 24 } }, { ...asTable, 'Accept-Language': 'fr' }))
      .toMatchObject({ status: 403, body: { error: { message: "un code de table ne permet que la page de cette table, ses signalements et son plateau, pas results.set" } } });
    // The table's own report and confirmation, audited with the device.
    const report = (await send('table.report', { round: 1, pin: pins.get(t1!.a), score: { a: 40, b: 24 } }, asTable)).body.data as TableReport;
    expect((await send('table.confirm', { reportId: report.id, pin: pins.get(t1!.b), agree: true }, asTable)).body).toMatchObject({ ok: true, data: { state: 'confirmed' } });
    const log = must<Array<{ action: string; actor: string }>>(backend, 'audit.list', { eventId });
    expect(log.find((a) => a.action === 'table result reported')!.actor).toMatch(/^table device, table 1 of event \d+ \(this computer\)$/);
    must(backend, 'tables.decisions.enter', { eventId, reportId: report.id });
    must(backend, 'results.set', { eventId, round: 1, board: t2!.board, game: 1, winner: null, score: { a: 32, b: 32 } });
    // Round 2: the same code opens table 1's new pairing.
    pair(backend, eventId, 2);
    expect(((await send('table.view', {}, asTable)).body.data as TableView).round).toBe(2);
    // Revoked: refused in plain words (in the page's language), nothing else allowed.
    must(backend, 'tables.revokeTableCode', { eventId, board: 1 });
    const revoked = await send('table.view', {}, { ...asTable, 'Accept-Language': 'es' });
    expect(revoked).toMatchObject({ status: 403, body: { error: { message: expect.stringContaining('código de mesa no es válido') } } });
  });

  it('wrong PINs at the door are throttled like wrong codes; a guest may check in but not read PINs or fees', async () => {
    const { backend, eventId, ids, pins } = night();
    const send = await serve(backend);
    expect((await send('pins.list', { eventId })).status).toBe(403);
    expect((await send('fees.list', { eventId })).status).toBe(403);
    expect((await send('checkIn.self', { eventId, entry: ids[0], pin: pins.get(ids[0]!) })).body).toMatchObject({ ok: true });
    const wrong = pins.get(ids[1]!) === '1111' ? '2222' : '1111';
    for (let i = 0; i < 5; i++) expect((await send('checkIn.self', { eventId, entry: ids[1], pin: wrong })).status).toBe(403);
    expect((await send('checkIn.self', { eventId, entry: ids[1], pin: pins.get(ids[1]!) })).status).toBe(429);
  });
});
