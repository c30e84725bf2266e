/**
 * The clicks that enter an action on a board, by the action's notation: all but the last only prepare it (a
 * dominoes tile before its open end). null: the action is not entered on the board (a pass, a deal, `end`).
 * Shared by the board-latency bench and click-cpu.ts, so both click what a person would.
 */
export const square = (s: string): string => `.board-svg [data-square="${s}"]`;

export const othelloClicks = (a: string): string[] | null => (/^[a-h][1-8]$/.test(a) ? [square(a)] : null);

export const oninoClicks = (a: string): string[] | null => (/^[a-o]\d+$/.test(a) ? [square(a)] : null);

export const ninukiClicks = (a: string): string[] | null => (/^[A-Z]\d+$/.test(a) ? [`.board-svg [data-point="${a}"]`] : null);

/** The set tile is one click on the palette; a play is the tile, then the open end. */
export function dominoesClicks(a: string): string[] | null {
  if (/^\d+-\d+$/.test(a)) return [`.palette [data-tile="${a}"]`];
  const play = /^(\d+-\d+)@(\w+)$/.exec(a);
  return play ? [`.palette [data-tile="${play[1]}"]`, `.board-svg .open-end[data-end="${play[2]}"]`] : null;
}
