import type { GameState } from '../../../shared/api/methods/games';
import type { Audience } from '../../../shared/games/types';

/** What every board component receives (see index.ts). */
export interface BoardProps {
  game: GameState;
  hints: boolean;
  audience: Audience;
  disabled: boolean;
  /** Onino doubles: the player's name in each seat (A1, A2, B1, B2) when an event's match links the game. */
  seats?: Record<string, string> | null;
}
