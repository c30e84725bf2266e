import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixture } from '../../../../test/support/paths';
import { apply, initialState } from './rules';
import { parseRecord } from './notation';
import type { OthelloState } from './types';
import { GAME_SIZE, HEADER_SIZE, PLAYER_NAME_SIZE, TOURNAMENT_NAME_SIZE, moveByte, readNames, readWtb, writeNames, writeWtb } from './wthor';
import { checkWthorGame, wthorGameOf } from './wthor-games';

const dir = fixture('wthor');
const files = readdirSync(dir).filter((f) => f.endsWith('.wtb')).sort();
const bytesOf = (name: string) => new Uint8Array(readFileSync(`${dir}/${name}`));

function play(text: string): OthelloState {
  const parsed = parseRecord(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  let state = initialState();
  for (const a of parsed.value.actions) {
    const next = apply(state, a);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return state;
}

describe('WThor archive (test/fixtures/wthor)', () => {
  it('has the sample files', () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  it.each(files)('R-OTH-2 and R-OTH-3: every game of %s replays legally and every finished game scores as recorded', (name) => {
    const file = readWtb(bytesOf(name));
    expect(file.problems).toEqual([]);
    expect(file.header).toMatchObject({ count: file.games.length, boardSize: 8, year: Number(name.slice(4, 8)) });
    for (const game of file.games) {
      const check = checkWthorGame(game);
      expect(check.error, `${name} game ${game.index}`).toBeNull();
      expect(check.legal).toBe(true);
      if (check.finished) expect(check.official, `${name} game ${game.index}`).toEqual(check.recorded);
    }
  });

  it('reads the player and tournament names (latin-1)', () => {
    const players = readNames(bytesOf('WTHOR.JOU'), PLAYER_NAME_SIZE);
    const tournaments = readNames(bytesOf('WTHOR.TRN'), TOURNAMENT_NAME_SIZE);
    expect(players.problems).toEqual([]);
    expect(tournaments.problems).toEqual([]);
    expect(players.names.length).toBe(3760);
    expect(players.names[1]).toBe('Tastet Marc');
    expect(tournaments.names[1]).toBe('World Championship');
    expect(tournaments.names).toContain('Préqualif de Paris');
  });

  it('a written .wtb reads back identically', () => {
    const original = readWtb(bytesOf('WTH_1985.wtb'));
    const written = writeWtb(original.games, { created: { year: 2026, month: 5, day: 2 }, year: 1985, depth: original.header!.depth });
    const back = readWtb(written);
    expect(back.problems).toEqual([]);
    expect(back.games).toEqual(original.games);
    expect(back.header).toMatchObject({ created: { year: 2026, month: 5, day: 2 }, count: original.games.length, year: 1985 });
    // the game bytes are the federation's own, byte for byte
    expect(written.subarray(HEADER_SIZE)).toEqual(bytesOf('WTH_1985.wtb').subarray(HEADER_SIZE));
  });

  it('names files written by the app read back identically', () => {
    const names = ['Tastet Marc', 'Léa Müller', 'A name that is far too long for twenty bytes'];
    const back = readNames(writeNames(names, PLAYER_NAME_SIZE, { year: 2026, month: 1, day: 1 }), PLAYER_NAME_SIZE);
    expect(back).toEqual({ names: ['Tastet Marc', 'Léa Müller', 'A name that is far'], problems: [] });
  });

  it('R-OTH-3: recorded games of the app go to a .wtb with their official score and come back the same', () => {
    const games = [
      play('d3c3b3d2e1d6d7e3f4'), // wipe-out, 64-0
      play('f5d6c3d3c4 resign:white'), // resignation: 61-3
      play('f5f6 award:white(20-44) "illness"'),
    ];
    const inputs = games.map((g, i) => {
      const r = wthorGameOf(g, { tournament: 7, black: 2 * i, white: 2 * i + 1 });
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    });
    expect(inputs.map((g) => g.score)).toEqual([64, 61, 20]);
    const back = readWtb(writeWtb(inputs, { created: { year: 2026, month: 3, day: 4 }, year: 2026 }));
    expect(back.problems).toEqual([]);
    expect(back.header?.depth).toBe(0);
    const checks = back.games.map(checkWthorGame);
    expect(checks.map((c) => c.transcript)).toEqual(['d3c3b3d2e1d6d7e3f4', 'f5d6c3d3c4', 'f5f6']);
    expect(checks.map((c) => c.recorded.black)).toEqual([64, 61, 20]);
    expect(checks[0]).toMatchObject({ legal: true, finished: true, official: { black: 64, white: 0 }, scoreMatches: true });
    expect(back.games[1]).toMatchObject({ tournament: 7, black: 2, white: 3, theoretical: 61 });
  });

  it('R-ALL-2: a game with a correction or an unfinished game is not exported', () => {
    expect(wthorGameOf(play('f5d6 fix(d5=b) d7 resign:white'), { tournament: 0, black: 0, white: 0 })).toMatchObject({ ok: false, error: { rule: 'R-ALL-2' } });
    expect(wthorGameOf(play('f5d6'), { tournament: 0, black: 0, white: 0 })).toMatchObject({ ok: false, error: { rule: 'R-OTH-2' } });
    expect(wthorGameOf(play('f5 draw'), { tournament: 70000, black: 0, white: 0 })).toMatchObject({ ok: false, error: { rule: 'wthor' } });
  });
});

describe('damaged WThor files', () => {
  const real = bytesOf('WTH_1980.wtb');
  const total = readWtb(real).games.length;

  it('a truncated file: the complete games are read, the cut one is reported', () => {
    const cut = real.slice(0, HEADER_SIZE + 10 * GAME_SIZE + 30);
    const file = readWtb(cut);
    expect(file.games).toHaveLength(10);
    expect(file.games).toEqual(readWtb(real).games.slice(0, 10));
    expect(file.problems).toEqual([
      { game: 11, message: `truncated: only 30 of ${GAME_SIZE} bytes of game 11` },
      { game: null, message: `header announces ${total} games, the file holds 11 (the last one truncated)` },
    ]);
  });

  it('a wrong count in the header is reported and every game still read', () => {
    const wrong = real.slice();
    new DataView(wrong.buffer).setUint32(4, total + 5, true);
    const file = readWtb(wrong);
    expect(file.games).toHaveLength(total);
    expect(file.problems).toEqual([{ game: null, message: `header announces ${total + 5} games, the file holds ${total}` }]);
  });

  it('an illegal move is reported for its game only, with the ply and the rule', () => {
    const bad = real.slice();
    const game = 3;
    const at = HEADER_SIZE + (game - 1) * GAME_SIZE + 8;
    bad[at] = moveByte(0); // a1 as the first move
    const file = readWtb(bad);
    expect(file.problems).toEqual([]);
    const checks = file.games.map(checkWthorGame);
    expect(checks.filter((c) => !c.legal)).toHaveLength(1);
    expect(checks[game - 1]).toMatchObject({ legal: false, finished: false, official: null, error: { ply: 1, rule: 'othello rule 2' } });
    expect(checks[game - 1]!.transcript.startsWith('a1')).toBe(true);
  });

  it('a move byte that is not a square is reported for its game; the others are read', () => {
    const bad = real.slice();
    bad[HEADER_SIZE + GAME_SIZE + 8 + 4] = 99;
    const file = readWtb(bad);
    expect(file.games).toHaveLength(total - 1);
    expect(file.problems).toEqual([{ game: 2, message: 'move 5: byte 99 is not a square (10 * rank + file)' }]);
  });

  it('a file shorter than its header is reported, not thrown', () => {
    expect(readWtb(real.slice(0, 5))).toMatchObject({ header: null, games: [], problems: [{ game: null }] });
  });
});
