/**
 * Issue 19, "prove it": connect four, a game that exists only in test/fixtures/games/connect-four/ (its
 * shared, pdf and renderer parts, each registered from its own folder), goes through the API (an event,
 * a board, a result), `td replay`, the generic scoresheet and record, with no edit anywhere else.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/main/db/connection';
import { migrate } from '../../src/main/db/migrate';
import { migrations } from '../../src/main/db/migrations';
import { createBackend } from '../../src/main/services/backend';
import { renderGameRecord } from '../../src/main/pdf/records';
import { renderScoresheets } from '../../src/main/pdf/scoresheets';
import { replay } from '../../src/cli/commands/replay';
import { registerGame } from '../../src/shared/games/registry';
import { connectFour } from '../fixtures/games/connect-four/rules/descriptor';
import { registerConnectFourPaper } from '../fixtures/games/connect-four/pdf';
import { registerConnectFour } from '../fixtures/games/connect-four/rules';
import { pdfPages } from '../pdf/extract';
import { must, tempDir } from '../support/tempdb';

registerConnectFourPaper();
const GAME = registerConnectFour();
const RED_FOUR = ['d', 'e', 'd', 'e', 'd', 'e', 'd']; // red drops four in column d

/** The real services on a real file (migration 009 lets the schema take a game the registry knows). */
function backend() {
  const file = join(tempDir(), 'club.sqlite');
  const db = openDatabase({ file });
  migrate(db, { file, backupDir: tempDir() }, migrations);
  return createBackend(db);
}

describe('a sixth game registered from its own folders (issue 19)', () => {
  it('an event of it: pairing, a board linked to the match, moves, the result and the standings', () => {
    const b = backend();
    const event = must<{ id: number }>(b, 'tournaments.create', { name: 'Connect night', game: GAME, format: 'round-robin', roundsPlanned: null, options: {}, settings: {} });
    for (const name of ['Ann', 'Bob']) {
      const p = must<{ id: number }>(b, 'players.create', { name });
      must(b, 'events.register', { eventId: event.id, playerId: p.id });
    }
    must(b, 'rounds.pair', { eventId: event.id });
    must(b, 'rounds.publish', { eventId: event.id, round: 1 });
    const game = must<{ id: number; game: string }>(b, 'games.create', { game: GAME, eventId: event.id });
    expect(game.game).toBe(GAME);
    must(b, 'results.fromGame', { eventId: event.id, round: 1, board: 1, gameId: game.id });
    let seq = 0;
    for (const action of RED_FOUR) seq = must<{ seq: number }>(b, 'games.append', { id: game.id, expectedSeq: seq, action }).seq;
    const state = must<{ status: string; report: { winner: string }; view: { cells: string[][] } }>(b, 'games.get', { id: game.id, audience: 'players' });
    expect(state.status).toBe('finished');
    expect(state.report.winner).toBe('red');
    expect(state.view.cells[2]![3]).toBe('●');
    // The finished board decided the match game through the descriptor's sides and result rules.
    const round = must<{ pairings: { kind: string; games: { result: { winner: string; score: { a: number; b: number } } | null }[] }[] }>(b, 'rounds.get', { eventId: event.id, round: 1 });
    const result = round.pairings.find((p) => p.kind === 'match')!.games[0]!.result!;
    expect(result.score.a + result.score.b).toBe(1);
    const standings = must<{ rows: { name: string; values: Record<string, number> }[] }>(b, 'standings.get', { eventId: event.id });
    expect(standings.rows.map((r) => r.values.matchPoints).sort()).toEqual([0, 1]);
    // The engine's refusals reach the API with their rule; the API refuses an unknown game by name.
    const other = must<{ id: number }>(b, 'games.create', { game: GAME });
    let s2 = 0;
    for (let i = 0; i < 6; i++) s2 = must<{ seq: number }>(b, 'games.append', { id: other.id, expectedSeq: s2, action: 'a' }).seq;
    const full = b.call('games.append', { id: other.id, expectedSeq: s2, action: 'a' });
    expect(full.ok ? null : full.error.details).toMatchObject({ rule: 'C4-1' });
    const unknown = b.call('games.create', { game: 'connect-five' });
    expect(unknown.ok ? '' : unknown.error.message).toContain('connect-four');
  });

  it('a hand-entered result is judged by its descriptor', () => {
    const b = backend();
    const event = must<{ id: number }>(b, 'tournaments.create', { name: 'Connect night', game: GAME, format: 'round-robin', roundsPlanned: null, options: {}, settings: {} });
    for (const name of ['Ann', 'Bob']) must(b, 'events.register', { eventId: event.id, playerId: must<{ id: number }>(b, 'players.create', { name }).id });
    must(b, 'rounds.pair', { eventId: event.id });
    must(b, 'rounds.publish', { eventId: event.id, round: 1 });
    const bad = b.call('results.set', { eventId: event.id, round: 1, board: 1, winner: 'a', score: { a: 2, b: 0 } });
    expect(bad.ok ? '' : bad.error.message).toMatch(/0\.\.1/);
    expect(b.call('results.set', { eventId: event.id, round: 1, board: 1, winner: 'a', score: { a: 1, b: 0 } }).ok).toBe(true);
  });

  it('td replay prints its report', () => {
    const file = join(tempDir(), 'game.txt');
    writeFileSync(file, RED_FOUR.join(' '));
    const out: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
    try {
      expect(replay.run([GAME, file])).toBe(0);
    } finally {
      spy.mockRestore();
    }
    expect(JSON.parse(out.join(''))).toMatchObject({ status: 'finished', winner: 'red', ending: 'play', discs: 7 });
  });

  it('prints on the generic scoresheet and record layouts', async () => {
    const sheet = (await pdfPages(await renderScoresheets({ game: GAME, copies: 1 }))).join('\n');
    expect(sheet).toContain('Red (moves first)');
    expect(sheet).toContain('Yellow');
    const record = (await pdfPages(await renderGameRecord({ game: GAME, record: RED_FOUR.join(' '), players: { red: 'Ann', yellow: 'Bob' } }))).join('\n');
    expect(record).toContain('Ann');
    expect(record).toContain('Winner: Ann');
  });

  it('a game with no paper registered is refused in words, never printed blank', async () => {
    const bare = registerGame({ ...connectFour, id: 'connect-four-bare' });
    await expect(renderScoresheets({ game: bare })).rejects.toThrow('no scoresheet or record layout is registered for the game "connect-four-bare"');
  });
});
