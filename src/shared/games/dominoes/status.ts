/** `status` and `summary`: what `td replay` prints for a dominoes game. */
import type { GameStatus } from '../types';
import { endCount, openEnds } from './layout';
import { handSize } from './holdings';
import { other, type DominoesState, type Side } from './types';

/** Points the last player may still claim now (R-DOM-4), or null. */
export function claimable(s: DominoesState): { side: Side; points: number } | null {
  const last = s.lastPlay;
  if ((s.phase !== 'play' && s.phase !== 'count') || !last || last.claimed || last.points === 0) return null;
  if (last.bar !== null || s.conduct[last.side].barred) return null;
  return { side: last.side, points: last.points };
}

export type HandStatus = 'draw-for-set' | 'to-deal' | 'to-set' | 'in-play' | 'gone-out' | 'blocked' | 'game-over';

export function handStatus(s: DominoesState): HandStatus {
  switch (s.phase) {
    case 'forset': return 'draw-for-set';
    case 'deal': return 'to-deal';
    case 'set': return 'to-set';
    case 'play': return 'in-play';
    case 'count': return s.pending?.ending === 'blocked' ? 'blocked' : 'gone-out';
    case 'over': return 'game-over';
  }
}

function message(s: DominoesState): string {
  const { a, b } = s.scores;
  switch (s.phase) {
    case 'forset': return 'draw for set: each player turns a tile, forset(a=TILE;b=TILE), or deal hand 1';
    case 'deal': return s.dealAttempt > 0 ? `redeal hand ${s.hand}: ${s.setter} sets` : `deal hand ${s.hand + 1}: ${s.toMove} sets`;
    case 'set': return `hand ${s.hand}: ${s.setter} sets`;
    case 'play': {
      const claim = claimable(s);
      return `hand ${s.hand}: ${s.toMove} plays, draws or passes${claim ? `; ${claim.side} may claim ${claim.points}` : ''}`;
    }
    case 'count':
      return s.pending?.ending === 'blocked'
        ? `hand ${s.hand} is blocked: enter both counts, count(a=PIPS;b=PIPS)`
        : `${s.pending?.side} went out: enter ${other(s.pending?.side ?? 'a')}'s count`;
    case 'over': {
      const r = s.result!;
      const score = `${a}-${b}`;
      if (r.ending === 'play') return `${r.winner} wins ${score}${r.skunk ? `, a skunk${skunkFactor(s) === 2 ? ' (the game counts double, R-DOM-12)' : ''}` : ''}`;
      const why = r.reason ? ` (${r.reason})` : '';
      if (r.ending === 'agreement') return `drawn by agreement at ${score}${why}`;
      if (r.ending === 'director') return `${r.winner ? `${r.winner} wins` : 'drawn'} by the director's decision at ${score}${why}`;
      return `${other(r.winner!)} ${r.ending === 'forfeit' ? 'forfeits' : 'resigns'} at ${score}${why}`;
    }
  }
}

/** R-DOM-12: a skunk under the event's `double` penalty counts the game double (its margin doubled). */
export const skunkFactor = (s: DominoesState): number => (s.result?.skunk && s.options.skunk === 'double' ? 2 : 1);

export function status(s: DominoesState): GameStatus<Side> {
  const finished = s.phase === 'over';
  const winner = s.result?.winner ?? null;
  return {
    status: finished ? 'finished' : 'ongoing',
    toMove: finished ? null : s.toMove,
    winner,
    score: { ...s.scores },
    margin: finished ? (winner ? Math.max(0, s.scores[winner] - s.scores[other(winner)]) * skunkFactor(s) : 0) : null,
    ending: s.result?.ending ?? null,
    message: message(s),
  };
}

export function summary(s: DominoesState): Record<string, unknown> {
  return {
    openEnds: openEnds(s.layout),
    count: endCount(s.layout),
    scores: { ...s.scores },
    hand: s.hand,
    setter: s.setter,
    handStatus: handStatus(s),
    boneyard: s.boneyard.size,
    handSizes: { a: handSize(s, 'a'), b: handSize(s, 'b') },
    claimable: claimable(s),
    skunk: s.result ? s.result.skunk : null,
    handResults: s.results,
    irregularities: s.irregularities,
  };
}
