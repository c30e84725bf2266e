/** Plain data every document takes: the paper and the event it prints for. */
import type { GameId, GameOptions } from '../../shared/games/types';

export type Paper = 'A4' | 'Letter';

/** What a page header says about the event (TdEvent's printable fields). */
export interface EventInfo {
  name: string;
  game: GameId;
  venue?: string;
  /** As printed, e.g. `2025-03-01 – 2025-03-02`. */
  dates?: string;
  /** The event's game options (Ninuki-Renju `size`, Onino `mode`, dominoes `set`). */
  options?: GameOptions;
}

/** The printable part of an event row (src/shared/api TdEvent), dates joined as one range. */
export function eventInfoOf(e: {
  name: string; game: GameId; venue?: string; startDate?: string | null; endDate?: string | null; options?: GameOptions;
}): EventInfo {
  const dates = [e.startDate, e.endDate].filter((d): d is string => !!d);
  const range = dates.length === 2 && dates[0] === dates[1] ? [dates[0]!] : dates;
  return { name: e.name, game: e.game, venue: e.venue ?? '', dates: range.join(' – '), options: e.options ?? {} };
}

/** A game's name on paper: its descriptor's, as on screens. */
export { gameName } from '../../shared/games/registry';
