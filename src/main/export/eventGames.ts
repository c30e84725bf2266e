/** Every game of an event in playing order (round, board, game; play-off games after), with who moved first. */
import type { Ending } from '../../shared/games/types';
import type { EntryId, TournamentEvent } from '../../shared/tournament';

export interface EventGame {
  round: number;
  board: number;
  /** 1-based within the match (or within its play-off games). */
  game: number;
  playoff: boolean;
  /** The entry with the first-moving side (Othello black) and the other. */
  first: EntryId;
  second: EntryId;
  /** The digital-board or typed record (games.id), null when only a result was entered. */
  recordId: number | null;
  /** The result seen from the first mover: the winning entry (null for a draw) and both game scores. */
  result: { winner: EntryId | null; first: number; second: number; ending: Ending } | null;
}

export function eventGames(event: TournamentEvent): EventGame[] {
  const out: EventGame[] = [];
  for (const r of [...event.rounds].sort((x, y) => x.number - y.number)) {
    for (const p of r.pairings) {
      if (p.kind !== 'match' || p.forfeit) continue;
      const entry = { a: p.a, b: p.b };
      const add = (list: typeof p.games, playoff: boolean) => list.forEach((g, i) => {
        const second = g.first === 'a' ? 'b' : 'a';
        const res = g.result;
        out.push({
          round: r.number, board: p.board, game: i + 1, playoff, first: entry[g.first], second: entry[second],
          recordId: g.recordId === undefined ? null : Number(g.recordId),
          result: res && { winner: res.winner === null ? null : entry[res.winner], first: res.score[g.first], second: res.score[second], ending: res.ending },
        });
      });
      add(p.games, false);
      add(p.playoff ?? [], true);
    }
  }
  return out.sort((x, y) => x.round - y.round || x.board - y.board || Number(x.playoff) - Number(y.playoff) || x.game - y.game);
}

/** Why a game has no record to write: only a result was entered, or the record is gone. */
export const noRecord = (g: EventGame): string =>
  g.recordId === null ? 'no game record: only the result was entered' : `game record ${g.recordId} is missing`;

/** "round 2, board 3, game 1" (or "play-off game 1"), as lists of skipped games say it. */
export const gameLabel = (g: Pick<EventGame, 'round' | 'board' | 'game' | 'playoff'>): string =>
  `round ${g.round}, board ${g.board}, ${g.playoff ? 'play-off ' : ''}game ${g.game}`;
