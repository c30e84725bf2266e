/**
 * The event's games out: WThor (written, read back by the archive reader, the same moves), the records
 * archive (each record replays to the same actions) and the event JSON.
 */
import { unzipSync, strFromU8 } from 'fflate';
import Papa from 'papaparse';
import { gameRules } from '../../src/shared/games/registry';
import { describe, expect, it } from 'vitest';
import { parseSquare } from '../../src/shared/games/othello/position';
import { playLinked } from './helpers';
import { PLAYER_NAME_SIZE, TOURNAMENT_NAME_SIZE, readNames, readWtb } from '../../src/shared/games/othello/wthor';
import { eventWith, matchesOf, must, pairNext, refusal, setResult } from '../tournament/helpers';

/** Round 1: a played game and one with a correction (R-ALL-2); round 2: a hand result and a played game. */
function withGames() {
  const s = eventWith({ game: 'othello', format: 'swiss', names: ['Ann', 'Bob', 'Cid', 'Dee'], rounds: 2 });
  const r1 = matchesOf(pairNext(s));
  const played = playLinked(s, 1, r1[0]!.board, 7);
  const fixed = playLinked(s, 1, r1[1]!.board, 8, 10);
  const r2 = matchesOf(pairNext(s));
  setResult(s, 2, r2[0]!.board, 'a', 40, 24);
  const played2 = playLinked(s, 2, r2[1]!.board, 9);
  return { s, r1, r2, played, fixed, played2 };
}

describe('game records and event JSON', () => {
  it('the zip holds each record in its notation (replaying to the same actions) and an index; hand results are listed', () => {
    const { s, r1, r2, played, fixed, played2 } = withGames();
    const out = must<{ filename: string; zip: string; files: number; skipped: Array<{ game: string; reason: string }> }>(s.backend, 'events.exportRecords', { eventId: s.eventId });
    expect(out.filename).toBe('Test_event-games.zip');
    expect(out.files).toBe(3);
    expect(out.skipped).toEqual([{ game: `round 2, board ${r2[0]!.board}, game 1`, reason: 'no game record: only the result was entered' }]);
    const files = unzipSync(new Uint8Array(Buffer.from(out.zip, 'base64')));
    const name = (round: number, board: number) => `round-0${round}-board-0${board}-game-1.txt`;
    expect(Object.keys(files).sort()).toEqual([name(1, r1[0]!.board), name(1, r1[1]!.board), name(2, r2[1]!.board), 'index.csv'].sort());
    const rules = gameRules('othello');
    const actionsOf = (file: string) => {
      const parsed = rules.parseRecord(strFromU8(files[file]!));
      if (!parsed.ok) throw new Error(parsed.error.message);
      return parsed.value.actions.map((a: unknown) => rules.formatAction(a));
    };
    expect(actionsOf(name(1, r1[0]!.board))).toEqual(played);
    expect(actionsOf(name(1, r1[1]!.board))).toEqual(fixed);
    expect(actionsOf(name(2, r2[1]!.board))).toEqual(played2);
    const index = Papa.parse<Record<string, string>>(strFromU8(files['index.csv']!).replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data;
    expect(index).toHaveLength(3);
    expect(Object.keys(index[0]!)).toEqual(['File', 'Round', 'Board', 'Game', 'black (moves first)', 'white', 'Result', 'Score black', 'Score white', 'Ending']);
    for (const row of index) expect(Number(row['Score black']) + Number(row['Score white'])).toBe(64);
  });

  it('the event JSON is versioned and holds the event, entries, rounds and every record', () => {
    const { s, played } = withGames();
    const out = must<{ filename: string; json: string }>(s.backend, 'events.exportJson', { eventId: s.eventId });
    expect(out.filename).toBe('Test_event.json');
    const data = JSON.parse(out.json) as { format: string; version: number; event: { name: string }; entries: unknown[]; rounds: Array<{ number: number; published: boolean }>; games: Array<{ actions: string[] }>; audit: unknown[] };
    expect(data).toMatchObject({ format: 'club-td-event', version: 1, event: { name: 'Test event' } });
    expect(data.entries).toHaveLength(4);
    expect(data.rounds.map((r) => [r.number, r.published])).toEqual([[1, true], [2, true]]);
    expect(data.games).toHaveLength(3);
    expect(data.games[0]!.actions).toEqual(played);
    expect(data.audit.length).toBeGreaterThan(0);
  });
});

describe('WThor export', () => {
  it('writes the digital-board games, read back with identical moves; lists what it cannot write', () => {
    const { s, r1, r2, played, fixed, played2 } = withGames();
    expect(fixed.some((a) => a.startsWith('fix('))).toBe(true);

    const out = must<{ filename: string; wtb: string; jou: string; trn: string; written: number; skipped: Array<{ game: string; reason: string }> }>(
      s.backend, 'events.exportWthor', { eventId: s.eventId });
    expect(out.filename).toBe('Test_event.wtb');
    expect(out.written).toBe(2);
    expect(out.skipped).toEqual([
      { game: `round 1, board ${r1[1]!.board}, game 1`, reason: expect.stringContaining('mis-flip that stood') },
      { game: `round 2, board ${r2[0]!.board}, game 1`, reason: 'no game record: only the result was entered' },
    ]);
    const file = readWtb(new Uint8Array(Buffer.from(out.wtb, 'base64')));
    expect(file.problems).toEqual([]);
    const moves = (actions: string[]) => actions.filter((a) => a !== 'pass').map((a) => parseSquare(a));
    expect(file.games.map((g) => g.moves)).toEqual([moves(played), moves(played2)]);
    const players = readNames(new Uint8Array(Buffer.from(out.jou, 'base64')), PLAYER_NAME_SIZE);
    expect(players.problems).toEqual([]);
    // Black is the entry that moved first (slot a on a fresh pairing).
    const names = (g: { black: number; white: number }) => [players.names[g.black], players.names[g.white]];
    const firstOf = (m: (typeof r1)[number]) => (m.games[0]!.first === 'a' ? [m.a.name, m.b.name] : [m.b.name, m.a.name]);
    expect(names(file.games[0]!)).toEqual(firstOf(r1[0]!));
    expect(names(file.games[1]!)).toEqual(firstOf(r2[1]!));
    expect(readNames(new Uint8Array(Buffer.from(out.trn, 'base64')), TOURNAMENT_NAME_SIZE).names).toEqual(['Test event']);
  });

  it('refuses an event of another game', () => {
    const s = eventWith({ game: 'onino', format: 'swiss', names: ['Ann', 'Bob'], rounds: 1 });
    expect(refusal(s.backend, 'events.exportWthor', { eventId: s.eventId }).message).toMatch(/WThor archives hold Othello games/);
  });
});
