/**
 * What every screen, page and command shows of a position: the engine's status, its report (status plus the
 * game's own keys, what `td replay` prints and the API's `report`) and the view for an audience. The one home
 * of that presentation: the services, the renderer's local engine, the PDF records, `td replay` and the site
 * viewer all call `present` (issue 40), so an audience never sees a position built another way.
 */
import type { GameView } from './registry';
import type { AnyGameRules, Audience, GameId, GameStatus } from './types';

/** The engine's status and the game's own summary keys (`captures`, `markersUsed`, `layout`, ...). */
export type GameReport = GameStatus & Record<string, unknown>;

/** A position as an audience sees it. */
export interface Presented<View = unknown> {
  status: GameStatus;
  report: GameReport;
  view: View;
}

/** The status of a position (given when the caller has it already) and its report: status first, the game's own keys after it. */
export function statusOf(rules: AnyGameRules, state: unknown, status: GameStatus = rules.status(state)): { status: GameStatus; report: GameReport } {
  return { status, report: { ...status, ...rules.summary(state) } };
}

/** The report of a position (what `td replay` prints). */
export const reportOf = (rules: AnyGameRules, state: unknown): GameReport => statusOf(rules, state).report;

/**
 * The position `state` as `audience` sees it. Players never see what the rules forbid showing them (onino rule 7).
 * `status`: the state's status when the caller has it already (a move just applied asked for it).
 */
export function present(rules: AnyGameRules, state: unknown, audience: Audience, status: GameStatus = rules.status(state)): Presented {
  return { ...statusOf(rules, state, status), view: rules.view(state, audience) };
}

/** `present` for a game known by id, its view typed as that game's engine draws it. */
export const presentAs = <G extends GameId>(_game: G, rules: AnyGameRules, state: unknown, audience: Audience): Presented<GameView<G>> =>
  present(rules, state, audience) as Presented<GameView<G>>;
