/**
 * Board points and match points of a team match from the event's scoring. A board's outcome comes
 * from the individual match rules (`matchOutcome`: R-ONI-12 totals for Onino, games won elsewhere);
 * per-game scoring (dominoes leagues) scores every counted game instead. Match points follow the
 * board-point totals, with the margin scheme (`narrowLoss`) where the event has one.
 */
import type { GameId } from '../../games/types';
import { matchOutcome } from '../match';
import type { Match, PerSlot, Scoring } from '../model';
import { countsInTables } from '../sanctions';
import type { Fixture, TeamBoard, TeamScoring } from './model';

export function boardMatch(board: TeamBoard, home = 'home', away = 'away'): Match {
  return { kind: 'match', board: board.number, a: home, b: away, games: board.games, ...(board.forfeit ? { forfeit: board.forfeit } : {}) };
}

export interface BoardScore {
  status: 'pending' | 'played' | 'forfeit' | 'void';
  points: PerSlot<number>;
}

export function boardScore(game: GameId, scoring: TeamScoring, board: TeamBoard, gamesPerBoard: number): BoardScore {
  const s = scoring.board;
  if (board.forfeit) {
    const n = s.per === 'game' ? gamesPerBoard : 1;
    const f = board.forfeit;
    return { status: 'forfeit', points: { a: f === 'b' ? s.win * n : s.loss * n, b: f === 'a' ? s.win * n : s.loss * n } };
  }
  if (board.replay) return { status: 'pending', points: { a: 0, b: 0 } };
  if (s.per === 'game') {
    if (board.games.some((g) => g.result === null)) return { status: 'pending', points: { a: 0, b: 0 } };
    const points = { a: 0, b: 0 };
    const counted = board.games.filter(countsInTables);
    for (const g of counted) {
      const w = g.result!.winner;
      points.a += w === null ? s.draw : w === 'a' ? s.win : s.loss;
      points.b += w === null ? s.draw : w === 'b' ? s.win : s.loss;
    }
    return { status: counted.length ? 'played' : 'void', points };
  }
  const asScoring: Scoring = { win: s.win, draw: s.draw, loss: s.loss, pairingBye: 0, halfBye: 0, zeroBye: 0, forfeitWin: s.win, forfeitLoss: s.loss };
  const o = matchOutcome(game, boardMatch(board, 'a', 'b'), asScoring);
  return { status: o.status, points: o.points };
}

export interface FixtureScore {
  /** `unplayed`: no board result yet; `partial`: some boards (or a replay) to come; `played`: final. */
  status: 'unplayed' | 'partial' | 'played';
  boardPoints: { home: number; away: number };
  matchPoints: { home: number; away: number };
  winner: 'home' | 'away' | null;
  /** A match forfeited by both teams: neither won nor drawn, both lost. */
  bothForfeited?: true;
}

/** Match points from the board-point totals (or the whole-match forfeit). */
export function fixtureScore(game: GameId, scoring: TeamScoring, fixture: Fixture, gamesPerBoard: number): FixtureScore {
  const m = scoring.match;
  if (fixture.forfeit) {
    const f = fixture.forfeit;
    return {
      status: 'played', boardPoints: { home: 0, away: 0 },
      matchPoints: { home: f === 'away' ? m.forfeitWin : m.forfeitLoss, away: f === 'home' ? m.forfeitWin : m.forfeitLoss },
      winner: f === 'both' ? null : f === 'home' ? 'away' : 'home',
      ...(f === 'both' ? { bothForfeited: true as const } : {}),
    };
  }
  const scores = fixture.boards.map((b) => boardScore(game, scoring, b, gamesPerBoard));
  const bp = { home: 0, away: 0 };
  for (const s of scores) {
    bp.home += s.points.a;
    bp.away += s.points.b;
  }
  const done = scores.filter((s) => s.status !== 'pending').length;
  const status = fixture.boards.length > 0 && done === scores.length ? 'played' : done > 0 || fixture.boards.some((b) => b.games.some((g) => g.result)) ? 'partial' : 'unplayed';
  if (status !== 'played') return { status, boardPoints: bp, matchPoints: { home: 0, away: 0 }, winner: null };
  const diff = bp.home - bp.away;
  const loser = (margin: number) => (m.narrowLoss && margin <= m.narrowLoss.within ? m.narrowLoss.points : m.loss);
  if (diff === 0) return { status, boardPoints: bp, matchPoints: { home: m.draw, away: m.draw }, winner: null };
  return diff > 0
    ? { status, boardPoints: bp, matchPoints: { home: m.win, away: loser(diff) }, winner: 'home' }
    : { status, boardPoints: bp, matchPoints: { home: loser(-diff), away: m.win }, winner: 'away' };
}
