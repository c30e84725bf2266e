/** Plain data every document takes: the paper and the event it prints for. */
import type { GameId, GameOptions } from '../../shared/games/types';
import { gameName as descriptorName } from '../../shared/games/registry';

export type Paper = 'A4' | 'Letter';

/** What a page header says about the event (TdEvent's printable fields). */
export interface EventInfo {
  name: string;
  game: GameId;
  venue?: string;
  /** As printed, e.g. `2025-03-01 – 2025-03-02` (when no start and end date are given). */
  dates?: string;
  /** `YYYY-MM-DD`: printed in the document's language (`1–2 mars 2025`). */
  startDate?: string;
  endDate?: string;
  /** The event's game options (Ninuki-Renju `size`, Onino `mode`, dominoes `set`). */
  options?: GameOptions;
}

/** The printable part of an event row (src/shared/api TdEvent), dates joined as one range. */
export function eventInfoOf(e: {
  name: string; game: GameId; venue?: string; startDate?: string | null; endDate?: string | null; options?: GameOptions;
}): EventInfo {
  const dates = [e.startDate, e.endDate].filter((d): d is string => !!d);
  const range = dates.length === 2 && dates[0] === dates[1] ? [dates[0]!] : dates;
  return {
    name: e.name, game: e.game, venue: e.venue ?? '', dates: range.join(' – '), options: e.options ?? {},
    ...(e.startDate ? { startDate: e.startDate } : {}), ...(e.endDate ? { endDate: e.endDate } : {}),
  };
}

/**
 * A game's name on paper in the printed language: the paper catalogue's `game.<id>.name` where it has one
 * (dominoes translates), else the descriptor's (the name screens show).
 */
export function gameName(t: (key: string) => string, game: GameId): string {
  const key = `game.${game}.name`;
  const name = t(key);
  return name === key || name.endsWith(key) ? descriptorName(game) : name;
}
