import type { GameState } from '../../../shared/api/methods/games';
import type { GameView } from '../../../shared/games/registry';
import type { Audience, GameId } from '../../../shared/games/types';

/** What every board component receives (see index.ts). */
export interface BoardProps {
  /** The position the board draws. */
  game: GameState;
  /**
   * The position its readouts (tallies, hands, buttons, notes) show: `game`, or during a tap's own frame the
   * position before the tap (GameScreen.vue), so that frame redraws the board alone. Absent: `game`.
   */
  readout?: GameState;
  /** `game` holds this device's move, drawn and not yet confirmed: its last piece is marked (docs/safety.md). */
  pending?: boolean;
  hints: boolean;
  audience: Audience;
  disabled: boolean;
  /** Onino doubles: the player's name in each seat (A1, A2, B1, B2) when an event's match links the game. */
  seats?: Record<string, string> | null;
}

/** The game's view with its engine's type: the API carries it as JSON, read here once for every board. */
export const viewOf = <G extends GameId>(game: GameState): GameView<G> => game.view as GameView<G>;

/** The position a board's readouts show (`readout`, else `game`): one rule for every board. */
export const readoutOf = (props: BoardProps): GameState => props.readout ?? props.game;
