import type { GameState } from '../../../shared/api/methods/games';
import type { Audience } from '../../../shared/games/types';

/** What every board component receives (see index.ts). */
export interface BoardProps {
  game: GameState;
  hints: boolean;
  audience: Audience;
  disabled: boolean;
}
