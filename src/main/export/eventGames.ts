/** Every game of an event in playing order (round, board, game; play-off games after), with who moved first. */
import type { EntryId, GameResult, TournamentEvent } from '../../shared/tournament';

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
  result: GameResult | null;
}

export function eventGames(event: TournamentEvent): EventGame[] {
  const out: EventGame[] = [];
  for (const r of [...event.rounds].sort((x, y) => x.number - y.number)) {
    for (const p of r.pairings) {
      if (p.kind !== 'match' || p.forfeit) continue;
      const add = (list: typeof p.games, playoff: boolean) => list.forEach((g, i) => out.push({
        round: r.number, board: p.board, game: i + 1, playoff,
        first: g.first === 'a' ? p.a : p.b, second: g.first === 'a' ? p.b : p.a,
        recordId: g.recordId === undefined ? null : Number(g.recordId), result: g.result,
      }));
      add(p.games, false);
      add(p.playoff ?? [], true);
    }
  }
  return out.sort((x, y) => x.round - y.round || x.board - y.board || Number(x.playoff) - Number(y.playoff) || x.game - y.game);
}

/** "round 2, board 3, game 1" (or "play-off game 1"), as lists of skipped games say it. */
export const gameLabel = (g: Pick<EventGame, 'round' | 'board' | 'game' | 'playoff'>): string =>
  `round ${g.round}, board ${g.board}, ${g.playoff ? 'play-off ' : ''}game ${g.game}`;
