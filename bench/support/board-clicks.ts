/**
 * The clicks that enter an action on a board, by the action's notation (Tonobeb's also by the position): all but
 * the last only prepare it (a dominoes tile before its open end, a Tonobeb die before its square). null: the action
 * is not entered on the board (a pass, a deal, `end`).
 * Shared by the board-latency bench and click-cpu.ts, so both click what a person would.
 */
import type { AnyGameRules } from '../../src/shared/games/types';
import type { TonobebView } from '../../src/shared/games/tonobeb';

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

/**
 * A Tonobeb move is the die, then its square; a capture (`xd5`) is one click on the die taken. null when the board
 * cannot enter it by clicks: the target holds another of one's own dice still to move (a click there selects that
 * die instead).
 */
export function tonobebClicks(a: string, rules: AnyGameRules, state: unknown): string[] | null {
  const view = rules.view(state, 'director') as TonobebView;
  const move = /^([a-g]\d+)-([a-g]\d+)$/.exec(a);
  if (move) {
    const [, from, to] = move as unknown as [string, string, string];
    const onTo = view.dice.find((d) => d.square === to);
    if (from !== to && onTo?.colour === view.toMove && view.stillToMove.includes(to)) return null;
    // Staying put (a 1 moving no distance) is the board's own button once the die is selected: a second
    // click on the die would only put it down again.
    return [square(from), from === to ? '[data-testid="stay"]' : square(to)];
  }
  return /^x[a-g]\d+$/.test(a) ? [square(a.slice(1))] : null;
}
