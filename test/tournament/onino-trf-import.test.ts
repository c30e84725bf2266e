/**
 * An Onino match goes to the higher total of points (R-ONI-12) and a win is worth 105 - markers used
 * (R-ONI-9), and a TRF has no game scores: the import once stored every Onino win with a nominal 0-0, which
 * made it a drawn match, half a point each. Through the real services on a real SQLite file.
 */
import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/main/services/backend';
import type { RoundView } from '../../src/shared/api/methods/tournament';
import { formatTrf } from '../../src/shared/tournament/trf/format';
import type { TrfPlayer, TrfRound } from '../../src/shared/tournament/trf/types';
import { matchesOf, must, refusal, tempBackend } from './helpers';

/** QA's club-2026.trf: a Swiss of four rounds with wins, draws, a forfeit and byes, points in column 81. */
const CLUB_2026 = `012 Test event
022 Club hall
042 2026/11/20
052 2026/11/22
062 8
092 Individual: Swiss-System
142 5
152 W
162  W 1.0    D 0.5    L 0.0    P 1.0
192 FIDE_DUTCH_2025
202 BH/C1,BH,DE,WIN,SB
212 PTS,BH/C1,BH,DE,WIN,SB
240 H   3    7
001    1      Ann                               2000                             2.0    4     5 w 1     4 b 0     2 w =     6 b =
001    2      Bob                               1990                             2.5    2     6 b =     3 w =     1 b =     5 w 1
001    3      Cid                               1980                             3.5    1     7 w 1     2 b =     4 w +     8 w 1
001    4      Dee                               1970                             2.0    6     8 b 1     1 w 1     3 b -
001    5      Eve                               1960                             1.0    8     1 b 0     6 w 1     8 b 0     2 b 0
001    6      Fay                               1950                             2.0    5     2 w =     5 b 0  0000 - U     1 w =
001    7      Gus                               1940                             1.5    7     3 b 0     8 w 0  0000 - H  0000 - U
001    8      Hal                               1930                             2.0    3     4 w 0     7 b 1     5 w 1     3 b 0
`;
const FILE_POINTS = { Ann: 2, Bob: 2.5, Cid: 3.5, Dee: 2, Eve: 1, Fay: 2, Gus: 1.5, Hal: 2 };

const pointsOf = (backend: Backend, eventId: number): Record<string, number> =>
  Object.fromEntries(must<{ rows: Array<{ name: string; values: { matchPoints: number } }> }>(backend, 'standings.get', { eventId }).rows.map((r) => [r.name, r.values.matchPoints]));

describe('TRF import into an Onino event keeps a win as a win', () => {
  it('refuses a won game it cannot score (a TRF has no points), naming the line and column, and saves nothing', () => {
    const { backend } = tempBackend();
    const e = refusal(backend, 'events.importTrf', { trf: CLUB_2026, game: 'onino' });
    // Line 14 is Ann's; column 99 is her round-1 result ("1" against Eve).
    expect(e.code).toBe('invalid');
    expect(e.message).toBe('TRF line 14, column 99: round 1: the result "1" of player 1 cannot be imported into this Onino event: a TRF has no game scores, '
      + 'and a win in Onino is scored in points (105 - markers used, at least 5 markers) (R-ONI-9); nothing was imported');
    expect(must<unknown[]>(backend, 'events.list', {})).toEqual([]);
    expect(must<unknown[]>(backend, 'players.list', {})).toEqual([]);
  });

  it('keeps the file\'s points in the other four games, and an Onino file of draws, forfeits and byes', () => {
    for (const game of ['othello', 'dominoes', 'ninuki', 'tonobeb']) {
      const { backend } = tempBackend();
      const { eventId } = must<{ eventId: number }>(backend, 'events.importTrf', { trf: CLUB_2026, game });
      expect(pointsOf(backend, eventId), game).toEqual(FILE_POINTS);
    }
    // Round 1: 1-2 drawn (0-0, R-ONI-10), 3 wins by forfeit against 4, 5 a pairing bye.
    const cell = (opponent: number, colour: TrfRound['colour'], result: string): TrfRound => ({ opponent, colour, result });
    const player = (id: number, name: string, points: number, round: TrfRound): TrfPlayer =>
      ({ id, sex: '', title: '', name, rating: 2000 - id, federation: '', fideId: '', birth: '', points, rank: null, rounds: [round] });
    const trf = formatTrf({
      headers: ['012 Onino night', '092 Individual: Swiss-System'], totalRounds: 3, initialColour: 'white',
      players: [player(1, 'Ann', 0.5, cell(2, 'w', '=')), player(2, 'Bob', 0.5, cell(1, 'b', '=')), player(3, 'Cid', 1, cell(4, 'w', '+')),
        player(4, 'Dee', 0, cell(3, 'b', '-')), player(5, 'Eve', 1, cell(0, '-', 'U'))],
    });
    const { backend } = tempBackend();
    const { eventId } = must<{ eventId: number }>(backend, 'events.importTrf', { trf, game: 'onino' });
    const round = must<RoundView>(backend, 'rounds.get', { eventId, round: 1 });
    expect(matchesOf(round)[0]!.games[0]!.result).toMatchObject({ winner: null, score: { a: 0, b: 0 } });
    expect(pointsOf(backend, eventId)).toEqual({ Ann: 0.5, Bob: 0.5, Cid: 1, Dee: 0, Eve: 1 });
  });
});
