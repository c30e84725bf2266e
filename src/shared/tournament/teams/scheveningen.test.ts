import { describe, expect, it } from 'vitest';
import type { ResultInput } from '../results';
import { addPlayers, addTeam, fixtureScore, importNight, exportNight, makeFixtures, newTeamEvent, scheveningenBoard, setBoardResult, setLineup, type TeamEvent } from '.';
import { createHash } from 'node:crypto';

function must<T>(o: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!o.ok) throw new Error(o.error.message);
  return o.value;
}
const hash = (s: string) => createHash('sha256').update(s).digest('hex');

describe('Scheveningen team matches (issue 43 part 4): every player of one team meets every player of the other', () => {
  for (const n of [2, 3, 4]) {
    it(`${n} a side: ${n * n} boards, each home player meets each away player once`, () => {
      const meetings = Array.from({ length: n * n }, (_, k) => scheveningenBoard(n, k + 1)).map((b) => `${b.home}-${b.away}`);
      expect(new Set(meetings).size).toBe(n * n);
    });
  }

  it('colours alternate as a Scheveningen does: each home player alternates from sub-round to sub-round, every player has the first move in half the games (even n)', () => {
    for (const n of [2, 4]) {
      const boards = Array.from({ length: n * n }, (_, k) => ({ r: Math.floor(k / n), ...scheveningenBoard(n, k + 1) }));
      for (let p = 0; p < n; p++) {
        const home = boards.filter((b) => b.home === p).sort((x, y) => x.r - y.r).map((b) => b.first);
        expect(home.filter((f) => f === 'a')).toHaveLength(n / 2);
        home.slice(1).forEach((f, r) => expect(f).not.toBe(home[r]));
        expect(boards.filter((b) => b.away === p && b.first === 'b')).toHaveLength(n / 2);
      }
    }
    // 4 a side, sub-round 1: boards 1-4 alternate, home first on board 1 (the team match's convention).
    expect([1, 2, 3, 4].map((b) => scheveningenBoard(4, b).first)).toEqual(['a', 'b', 'b', 'a']);
  });

  function match(): TeamEvent {
    let e = newTeamEvent({ seasonId: 'S', name: 'Scheveningen cup', game: 'othello', format: 'round-robin', boards: 2, scheveningen: true });
    for (const t of ['h', 'a']) {
      e = must(addTeam(e, { id: t, name: t === 'h' ? 'Home' : 'Away', club: t }));
      e = must(addPlayers(e, t, [1, 2].map((i) => ({ id: `${t}${i}`, name: `${t}${i}`, club: t, rating: null })), 'squad'));
    }
    return must(makeFixtures(e, ['2026-03-01']));
  }

  it('the fixture generates n x n boards from the two line-ups; the match counts every board', () => {
    let e = match();
    const f = e.fixtures[0]!;
    e = must(setLineup(e, f.id, 'home', { seats: [[`${f.home}1`], [`${f.home}2`]] }));
    e = must(setLineup(e, f.id, 'away', { seats: [[`${f.away}1`], [`${f.away}2`]] }));
    const boards = e.fixtures[0]!.boards;
    expect(boards.map((b) => `${b.home[0]}-${b.away[0]}:${b.games[0]!.first}`)).toEqual([
      `${f.home}1-${f.away}1:a`, `${f.home}2-${f.away}2:a`, `${f.home}1-${f.away}2:b`, `${f.home}2-${f.away}1:b`,
    ]);
    const win: ResultInput = { winner: 'a', score: { a: 40, b: 24 } };
    for (const b of [1, 2, 3, 4]) e = must(setBoardResult(e, { fixture: f.id, board: b, game: 0, result: win, playedOn: '2026-03-01' }));
    expect(fixtureScore(e.game, e.scoring, e.fixtures[0]!, e.gamesPerBoard)).toMatchObject({ status: 'played', boardPoints: { home: 4, away: 0 } });
    // A club's night of a Scheveningen imports into another copy of the season.
    const night = must(exportNight(e, '2026-03-01', hash));
    const imported = must(importNight(match(), night, hash));
    expect(imported.fixtures[0]!.boards.map((b) => [b.home, b.away])).toEqual(e.fixtures[0]!.boards.map((b) => [b.home, b.away]));
  });
});
