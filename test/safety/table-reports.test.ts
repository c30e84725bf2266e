/**
 * Results reported from a table (issue 24): a proposal for the director, never an overwrite; over the
 * LAN only the director or the code of a game of that very match may report, and only the director
 * sees and decides. Every attack below leaves the event as it was.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { request, type Server } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createWebHost, listen } from '../../src/main/hosts/web/server';
import type { Backend } from '../../src/main/services/backend';
import type { ReportView } from '../../src/shared/api/methods/tableReports';
import type { RoundView } from '../../src/shared/api/methods/tournament';
import type { Player } from '../../src/shared/api/schemas';
import { must, tempBackend, tempDir } from '../support/tempdb';
import { MAX_PENDING_PER_GAME } from '../../src/main/services/tableReports';

const TOKEN = 'director-secret-token-0123';
const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** Round 1 of a two-games-a-match Othello round robin, published; game 1 at table 1 is on a digital board with its code. */
function club() {
  const { backend, db } = tempBackend();
  const event = must<{ id: number }>(backend, 'tournaments.create', { name: 'Report Cup', game: 'othello', format: 'round-robin', settings: { gamesPerMatch: 2 } });
  for (const name of ['Ann', 'Bob', 'Cleo', 'Dan']) must(backend, 'events.register', { eventId: event.id, playerId: must<Player>(backend, 'players.create', { name }).id });
  must(backend, 'rounds.pair', { eventId: event.id });
  must(backend, 'rounds.publish', { eventId: event.id, round: 1 });
  const board = must<{ id: number }>(backend, 'games.create', { game: 'othello', title: 'table 1', eventId: event.id });
  must(backend, 'results.fromGame', { eventId: event.id, round: 1, board: 1, game: 1, gameId: board.id });
  const { code } = must<{ code: string }>(backend, 'tables.issueCode', { gameId: board.id });
  const result = (table: number, game: number) => {
    const round = must<RoundView>(backend, 'rounds.get', { eventId: event.id, round: 1 });
    const m = round.pairings.find((p) => p.kind === 'match' && p.board === table);
    return m?.kind === 'match' ? m.games[game - 1]!.result : undefined;
  };
  const audits = () => (db.prepare('SELECT count(*) AS n FROM audit').get() as { n: number }).n;
  return { backend, eventId: event.id, boardGame: board.id, code, result, audits };
}

const win = { winner: 'a', score: { a: 40, b: 24 } } as const;

describe('results reported from a table', () => {
  it('a board left empty (the players used a physical set) takes a report for its own game; confirming unlinks the empty board, audited; a move on it ends the report', () => {
    const { backend, eventId, boardGame, result } = club();
    const report = must<ReportView>(backend, 'tables.report', { eventId, round: 1, board: 1, game: 1, id: boardGame, ...win });
    must(backend, 'tables.reports.decide', { eventId, reportId: report.id, confirm: true });
    expect(result(1, 1)).toMatchObject({ winner: 'a', score: { a: 40, b: 24 } });
    const round = must<RoundView>(backend, 'rounds.get', { eventId, round: 1 });
    const m = round.pairings.find((p) => p.kind === 'match' && p.board === 1);
    expect(m?.kind === 'match' && m.games[0]!.gameId).toBeNull();
    expect(must<Array<{ action: string; gameId: number | null }>>(backend, 'audit.list', { eventId }).some((a) => a.action === 'unlink empty board' && a.gameId === boardGame)).toBe(true);
    // No mismatch is raised for the unlinked board.
    expect(must<unknown[]>(backend, 'boardChecks.list', { eventId })).toEqual([]);

    // Another table's board: reported while empty, then played on: the board's record wins, the report is gone.
    const other = must<{ id: number }>(backend, 'games.create', { game: 'othello', title: 'table 2', eventId });
    must(backend, 'results.fromGame', { eventId, round: 1, board: 2, game: 1, gameId: other.id });
    const early = must<ReportView>(backend, 'tables.report', { eventId, round: 1, board: 2, game: 1, id: other.id, ...win });
    must(backend, 'games.append', { id: other.id, expectedSeq: 0, action: 'f5' });
    expect(must<ReportView[]>(backend, 'tables.reports.list', { eventId })).toEqual([]);
    expect(backend.call('tables.reports.decide', { eventId, reportId: early.id, confirm: true })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(result(2, 1)).toBeNull();
  });

  it('a report changes nothing until the director confirms it; then the result is in and the report is gone', () => {
    const { backend, eventId, result } = club();
    const report = must<ReportView>(backend, 'tables.report', { eventId, round: 1, board: 2, game: 1, ...win });
    expect(report).toMatchObject({ round: 1, board: 2, game: 1, result: { winner: 'a', score: { a: 40, b: 24 } } });
    expect(result(2, 1)).toBeNull();
    const listed = must<ReportView[]>(backend, 'tables.reports.list', { eventId });
    expect(listed.map((r) => r.id)).toEqual([report.id]);
    expect(listed[0]!.a).toBeTruthy();
    expect(must(backend, 'tables.reports.decide', { eventId, reportId: report.id, confirm: true })).toEqual({ confirmed: true });
    expect(result(2, 1)).toMatchObject({ winner: 'a', score: { a: 40, b: 24 } });
    expect(must<ReportView[]>(backend, 'tables.reports.list', { eventId })).toEqual([]);
    const log = must<Array<{ action: string }>>(backend, 'audit.list', { eventId }).map((a) => a.action);
    expect(log).toContain('result reported');
    expect(log).toContain('reported result decided');
  });

  it('two devices that disagree are both listed; dismissing needs a reason and enters nothing; a result entered otherwise ends the others', () => {
    const { backend, eventId, result } = club();
    const one = must<ReportView>(backend, 'tables.report', { eventId, round: 1, board: 2, game: 2, ...win });
    const two = must<ReportView>(backend, 'tables.report', { eventId, round: 1, board: 2, game: 2, winner: null, score: { a: 32, b: 32 } });
    expect(must<ReportView[]>(backend, 'tables.reports.list', { eventId }).map((r) => r.id)).toEqual([one.id, two.id]);
    expect(backend.call('tables.reports.decide', { eventId, reportId: one.id, confirm: false })).toMatchObject({ ok: false, error: { code: 'invalid' } });
    must(backend, 'tables.reports.decide', { eventId, reportId: one.id, confirm: false, reason: 'the players say it was a draw' });
    expect(result(2, 2)).toBeNull();
    expect(must<ReportView[]>(backend, 'tables.reports.list', { eventId }).map((r) => r.id)).toEqual([two.id]);
    must(backend, 'results.set', { eventId, round: 1, board: 2, game: 2, winner: null, score: { a: 32, b: 32 } });
    expect(must<ReportView[]>(backend, 'tables.reports.list', { eventId })).toEqual([]);
    // Decided or overtaken: deciding again is refused.
    expect(backend.call('tables.reports.decide', { eventId, reportId: two.id, confirm: true })).toMatchObject({ ok: false, error: { code: 'conflict' } });
  });

  it('refuses a report that would overwrite or guess, writing nothing: a result already in, a game on its board, a score the rules refuse, no such table', () => {
    const { backend, eventId, boardGame, audits } = club();
    must(backend, 'results.set', { eventId, round: 1, board: 2, game: 1, ...win });
    must(backend, 'games.append', { id: boardGame, expectedSeq: 0, action: 'f5' });
    const before = audits();
    const refused = [
      [{ board: 2, game: 1, ...win }, 'conflict', 'already has a result'],
      [{ board: 1, game: 1, ...win }, 'conflict', `digital board (game ${boardGame})`],
      [{ board: 2, game: 2, winner: 'a', score: { a: 60, b: 24 } }, 'rule', 'score'],
      [{ board: 9, game: 1, ...win }, 'rule', 'no match on board 9'],
      [{ board: 2, game: 3, ...win }, 'not_found', 'no game 3'],
      [{ board: 2, game: 2, id: boardGame, ...win }, 'forbidden', 'reports only its own table'],
      [{ board: 1, game: 2, id: boardGame + 1, ...win }, 'forbidden', 'reports only its own table'],
    ] as const;
    for (const [input, code, text] of refused) {
      const answer = backend.call('tables.report', { eventId, round: 1, ...input });
      expect(answer.ok, JSON.stringify(input)).toBe(false);
      if (!answer.ok) {
        expect(answer.error.code, JSON.stringify(input)).toBe(code);
        expect(answer.error.message).toContain(text);
      }
    }
    expect(audits()).toBe(before);
  });
});

async function serve(backend: Backend) {
  const staticDir = join(tempDir(), 'renderer');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Club TD</title>');
  const server = createWebHost({ backend, staticDir, host: '0.0.0.0', port: 0, token: TOKEN, lanAddresses: ['192.168.1.20'] });
  servers.push(server);
  const { port } = await listen(server, 0, '127.0.0.1');
  const send = (method: string, body: unknown, headers: Record<string, string> = {}) => new Promise<{ status: number; body: { ok: boolean; error?: { code: string; message: string } } }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: `/api/${method}`, method: 'POST', headers: { Host: `127.0.0.1:${port}`, 'Content-Type': 'application/json', ...headers } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
  return { send, port };
}

describe('reporting over the LAN: attacks', () => {
  it('a guest can neither report, nor list, nor decide; a table code reports for its own match only and decides nothing', async () => {
    const { backend, eventId, boardGame, code, audits } = club();
    const { send } = await serve(backend);
    const before = audits();
    const attacks: Array<[string, unknown, Record<string, string>, string]> = [
      ['tables.report', { eventId, round: 1, board: 2, game: 1, ...win }, {}, 'guest reports'],
      ['tables.reports.list', { eventId }, {}, 'guest lists'],
      ['tables.report', { eventId, round: 1, board: 2, game: 1, ...win }, { 'X-TD-Token': code }, 'table code, no game named'],
      ['tables.report', { eventId, round: 1, board: 2, game: 1, id: boardGame + 1, ...win }, { 'X-TD-Token': code }, 'table code naming another game'],
      ['tables.report', { eventId, round: 1, board: 2, game: 1, id: boardGame, ...win }, { 'X-TD-Token': code }, 'table code, another table'],
      ['tables.reports.list', { eventId, id: boardGame }, { 'X-TD-Token': code }, 'table code lists'],
      ['tables.report', { eventId, round: 1, board: 1, game: 2, id: boardGame, ...win }, { 'X-TD-Token': 'AAAA-BBBB-CCCC' }, 'guessed code'],
      ['tables.report', { eventId, round: 1, board: 1, game: 2, ...win }, { 'X-TD-Token': `${TOKEN}x` }, 'wrong director token'],
    ];
    for (const [method, body, headers, what] of attacks) {
      const answer = await send(method, body, headers);
      expect(answer.status, what).toBe(403);
      expect(answer.body.error?.code, what).toBe('forbidden');
    }
    expect(audits()).toBe(before);
    // A code reads what any guest reads (its table's pairing), as players see it, and nothing a guest may not.
    expect((await send('rounds.get', { eventId, round: 1 }, { 'X-TD-Token': code })).status).toBe(200);
    expect((await send('events.get', { id: eventId }, { 'X-TD-Token': code })).status).toBe(200);
    expect((await send('players.list', {}, { 'X-TD-Token': code })).status).toBe(403);
    expect((await send('games.get', { id: boardGame + 1 }, { 'X-TD-Token': code })).status).toBe(403);

    // Its own match's other game, typed: accepted as a report, still nothing in the event.
    const own = await send('tables.report', { eventId, round: 1, board: 1, game: 2, id: boardGame, ...win }, { 'X-TD-Token': code });
    expect(own.status).toBe(200);
    const [report] = must<ReportView[]>(backend, 'tables.reports.list', { eventId });
    expect(report!.actor).toMatch(/^table device, game \d+/);
    const decide = await send('tables.reports.decide', { eventId, reportId: report!.id, confirm: true, id: boardGame }, { 'X-TD-Token': code });
    expect(decide.status).toBe(403);
    expect(must<ReportView[]>(backend, 'tables.reports.list', { eventId })).toHaveLength(1);
    // The director decides.
    expect((await send('tables.reports.decide', { eventId, reportId: report!.id, confirm: true }, { 'X-TD-Token': TOKEN })).status).toBe(200);
  });

  it('a foreign Host (DNS rebinding) or a cross-site page is refused before the report is read', async () => {
    const { backend, eventId, boardGame, code, audits } = club();
    const { send, port } = await serve(backend);
    const before = audits();
    const body = { eventId, round: 1, board: 1, game: 2, id: boardGame, ...win };
    expect((await send('tables.report', body, { 'X-TD-Token': code, Host: `rebind.attacker.example:${port}` })).status).toBe(403);
    expect((await send('tables.report', body, { 'X-TD-Token': code, Origin: 'http://attacker.example' })).status).toBe(403);
    expect((await send('tables.report', body, { 'X-TD-Token': TOKEN, Origin: `http://192.168.1.20:${port + 1}` })).status).toBe(403);
    expect(audits()).toBe(before);
  });
});

describe('a flood of reports from one table (issue 38, low)', () => {
  it('one game takes at most MAX_PENDING_PER_GAME waiting reports; the next is refused in words and nothing is logged', () => {
    const { backend, eventId, boardGame, audits } = club();
    for (let i = 0; i < MAX_PENDING_PER_GAME; i++) must(backend, 'tables.report', { eventId, round: 1, board: 1, game: 1, id: boardGame, ...win });
    const before = audits();
    const r = backend.call('tables.report', { eventId, round: 1, board: 1, game: 1, id: boardGame, ...win });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'conflict', message: `${MAX_PENDING_PER_GAME} reports of game 1 at table 1 (round 1) already wait for the director; ask the director to decide them first` });
    expect(audits()).toBe(before);
    // Another game of the same match is not held up, and a decided report frees a place.
    must(backend, 'tables.report', { eventId, round: 1, board: 1, game: 2, ...win });
    const [first] = must<ReportView[]>(backend, 'tables.reports.list', { eventId });
    must(backend, 'tables.reports.decide', { eventId, reportId: first!.id, confirm: false, reason: 'duplicate' });
    must(backend, 'tables.report', { eventId, round: 1, board: 1, game: 1, id: boardGame, ...win });
  });
});
