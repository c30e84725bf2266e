/**
 * A team event as TRF-2026 (issue 37 part 4): the board games as player lines, then records 310
 * (teams), 330 (a forfeited match), 300 (a line-up out of the squad order), 352 (colours by board) and
 * 362 (team scoring); Gacrux reads it where ../shared/tools exists.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TeamEventView } from '../../src/shared/api/methods/teams';
import { must, tempBackend, tempDir } from '../support/tempdb';
import { refusal } from '../tournament/helpers';
import { formatTrf } from '../../src/shared/tournament/trf';
import { trfFromTeamEvent } from '../../src/shared/tournament/trf/teams';
import { referenceTool } from './references';

const GACRUX = referenceTool('GACRUX', 'gacrux-1.9.57/tiebreakchecker.py');

function league() {
  const { backend } = tempBackend();
  const { eventId } = must<TeamEventView>(backend, 'teams.createEvent', { name: 'League', game: 'othello', format: 'league', boards: 2 });
  const ids: Record<string, number> = {};
  for (const t of ['North', 'South', 'East', 'West']) {
    must(backend, 'teams.addTeam', { eventId, name: t, club: `${t} club` });
    for (const p of ['1', '2', 'alt']) ids[`${t}${p}`] = must<{ id: number }>(backend, 'players.create', { name: `${t} ${p}`, club: `${t} club` }).id;
    must(backend, 'teams.addPlayers', { eventId, team: t, playerIds: [ids[`${t}1`], ids[`${t}2`]] });
    must(backend, 'teams.addPlayers', { eventId, team: t, playerIds: [ids[`${t}alt`]], as: 'alternate' });
  }
  must(backend, 'teams.makeFixtures', { eventId, dates: ['2026-10-01', '2026-10-08', '2026-10-15', '2026-10-22', '2026-10-29', '2026-11-05'] });
  const view = must<TeamEventView>(backend, 'teams.get', { eventId });
  return { backend, eventId, ids, view };
}

describe('TRF-2026 of a team event', () => {
  it('writes 082, 092, 192, 352, 362, the player lines, 310 per team, 330 and 300', () => {
    const { backend, eventId, ids, view } = league();
    const round1 = view.event.fixtures.filter((f) => f.round === 1);
    for (const [i, f] of round1.entries()) {
      const away = view.event.teams.find((t) => t.id === f.away)!.name;
      // the first fixture's away side fields its alternate for board 2: in the squad's order still (no 300)
      if (i === 0) must(backend, 'teams.setLineup', { eventId, fixture: f.id, side: 'away', seats: [[ids[`${away}1`]], [ids[`${away}alt`]]], substitutes: [{ alternate: ids[`${away}alt`], replaces: ids[`${away}2`] }] });
      for (const board of [1, 2]) must(backend, 'teams.setResult', { eventId, fixture: f.id, board, result: board === 1 ? { winner: 'a', score: { a: 40, b: 24 } } : { winner: null, score: { a: 32, b: 32 } }, playedOn: '2026-10-01', defaultLineups: true });
    }
    // Gacrux reads the round-1 file (it wants the board games of a forfeited match, which the app does not seat).
    const beforeForfeit = must<{ trf: string }>(backend, 'events.exportTrf', { eventId }).trf;
    const r2 = view.event.fixtures.find((f) => f.round === 2)!;
    must(backend, 'teams.forfeitMatch', { eventId, fixture: r2.id, side: 'home', playedOn: '2026-10-08', reason: 'did not come' });
    const trf = must<{ trf: string }>(backend, 'events.exportTrf', { eventId }).trf;
    const lines = trf.split('\n');
    expect(lines).toContain('082 4');
    expect(lines).toContain('092 Team: League');
    expect(lines).toContain('192 CUSTOM_TEAM_ROUNDROBIN');
    expect(lines).toContain('362 TW 2.0   TD 1.0   TL 0.0'); // TW at 5-6, TD at 14-15, TL at 23-24, points after each
    expect(lines.find((l) => l.startsWith('352 '))).toMatch(/^352 [WB]{2}$/);
    const teamNo = new Map(view.event.teams.map((t) => [t.id, t.pairingNumber]));
    // 330: home forfeited: `-+`, round 2, home and away team numbers at 12-14 and 16-18.
    expect(lines).toContain(`330 -+   2 ${String(teamNo.get(r2.home)).padStart(3)} ${String(teamNo.get(r2.away)).padStart(3)}`);
    const r310 = lines.filter((l) => l.startsWith('310 '));
    expect(r310).toHaveLength(4);
    for (const l of r310) {
      expect(l.slice(4, 7).trim()).toMatch(/^[1-4]$/); // team number 5-7
      expect(l.slice(54, 60)).toMatch(/^ *\d+\.\d$/); // match points 55-60
      expect(l.slice(61, 67)).toMatch(/^ *\d+\.\d$/); // game points 62-67
      expect(l.slice(73).trim().split(/ +/)).toHaveLength(3); // squad and alternate from column 74
    }
    expect(lines.some((l) => l.startsWith('300 '))).toBe(false);
    // Boards seated against the squad order (as a club-night file from elsewhere may hold): record 300,
    // round at 5-7, team at 9-11, opponent at 13-15, the players by board from 17.
    const doc = structuredClone(must<TeamEventView>(backend, 'teams.get', { eventId }).event);
    const f1 = doc.fixtures.find((f) => f.id === round1[1]!.id)!;
    [f1.boards[0]!.home, f1.boards[1]!.home] = [f1.boards[1]!.home, f1.boards[0]!.home];
    const swapped = formatTrf(trfFromTeamEvent({ name: 'League', venue: '', startDate: null, endDate: null, roundsPlanned: null, initialColour: 'white' }, doc));
    expect(swapped.split('\n').filter((l) => l.startsWith('300 '))).toEqual([
      expect.stringMatching(new RegExp(`^300   1 ${String(teamNo.get(f1.home)).padStart(3)} ${String(teamNo.get(f1.away)).padStart(3)} +\\d+ +\\d+$`)),
    ]);
    // The player lines: 12 players, board points in column 81.
    expect(lines.filter((l) => l.startsWith('001 '))).toHaveLength(12);
    expect(refusal(backend, 'events.exportTrf', { eventId, version: '16' }).message).toMatch(/TRF-2026 only/);
    // Read back: refused at the first team record rather than imported as individuals.
    const at = lines.findIndex((l) => l.startsWith('310')) + 1;
    expect(refusal(backend, 'events.importTrf', { trf, game: 'othello' }).message).toBe(`TRF line ${at}, column 1: this is a team tournament (records 310/013): the import reads individual events only`);

    if (GACRUX === null) return;
    const file = join(tempDir(), 'league.trf');
    writeFileSync(file, beforeForfeit);
    const g = spawnSync('python3', [GACRUX, '-i', file, '-b', 'utf-8', '-n', '1', '-t', 'MPTS', 'GPTS', '-d', 'T'], { encoding: 'utf8' });
    expect(g.status, g.stderr + g.stdout).toBe(0);
    const rows = g.stdout.trim().split('\n').slice(1).map((l) => l.split('\t').map(Number));
    const table = must<{ table: { rows: Array<{ team: string; matchPoints: number; boardPointsFor: number }> } }>(backend, 'teams.standings', { eventId, asOf: '2026-10-01' }).table.rows;
    for (const t of view.event.teams) {
      const mine = table.find((r) => r.team === t.id)!;
      expect(rows.find((r) => r[0] === t.pairingNumber)!.slice(2), t.name).toEqual([mine.matchPoints, mine.boardPointsFor]);
    }
  });
});

describe('TRF-2026 of a team Swiss', () => {
  it('record 320 names the team with the pairing bye in each round, with a win\'s match points', () => {
    const { backend } = tempBackend();
    const { eventId } = must<TeamEventView>(backend, 'teams.createEvent', { name: 'Team Swiss', game: 'othello', format: 'swiss', boards: 1, rounds: 3 });
    for (const t of ['A', 'B', 'C', 'D', 'E']) {
      must(backend, 'teams.addTeam', { eventId, name: t, club: '' });
      const id = must<{ id: number }>(backend, 'players.create', { name: `${t} one` }).id;
      must(backend, 'teams.addPlayers', { eventId, team: t, playerIds: [id] });
    }
    const view = must<TeamEventView>(backend, 'teams.pairRound', { eventId, date: '2026-10-01' });
    const playing = new Set(view.event.fixtures.flatMap((f) => [f.home, f.away]));
    const bye = view.event.teams.find((t) => !playing.has(t.id))!;
    const trf = must<{ trf: string }>(backend, 'events.exportTrf', { eventId }).trf;
    // match points at 5-8, game points at 10-13, then the bye team of round 1 at 15-17.
    expect(trf.split('\n')).toContain(`320  2.0  0.0 ${String(bye.pairingNumber).padStart(3)}`);
    expect(trf).toMatch(/^192 CUSTOM_TEAM_SWISS$/m);
  });
});
