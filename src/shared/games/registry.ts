/**
 * The shared layer's registry of games: each game's descriptor (with its engine), in the order screens
 * list them. `GameId` is derived from it; the renderer's boards and the PDF layouts keep their own
 * registries keyed by `GameId`, so the compiler refuses a game that one of them lacks.
 * `registerGame` adds a game at run time (a test-only game, test/fixtures/games): generic code reads games
 * only through `descriptorOf`, `gameRules`, `gameName` and `gameIds`, so a registered game goes everywhere a built-in one goes.
 */
import type { GameDescriptor } from './descriptor';
import type { AnyGameRules, GameId } from './types';
import { onino } from './onino/descriptor';
import { dominoes } from './dominoes/descriptor';
import { othello } from './othello/descriptor';
import { ninuki } from './ninuki/descriptor';
import { tonobeb } from './tonobeb/descriptor';

const BUILT_IN = { onino, dominoes, othello, ninuki, tonobeb };

type BuiltInGames = { [G in keyof typeof BUILT_IN]: true };
declare module './types' {
  /** A game this build knows is a key of BUILT_IN: `GameId` (types.ts) is derived from the registry. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members come from BuiltInGames
  interface KnownGames extends BuiltInGames {}
}

export type { GameId };

/** Compile-time check that `GameId` is exactly the registry's games, neither more nor fewer. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const REGISTRY_IS_GAME_ID: Same<keyof typeof BUILT_IN, GameId> = true;

/** The view a built-in game's engine draws (what `games.get` carries as JSON in `view`). */
export type GameView<G extends GameId> = ReturnType<(typeof BUILT_IN)[G]['rules']['view']>;

/** The five built-in games, in the order screens list them. */
export const GAME_IDS = Object.keys(BUILT_IN) as readonly GameId[] as readonly [GameId, ...GameId[]];

/** The game a new event, board or form starts with (and a TRF import assumes: TRF does not say). */
export const DEFAULT_GAME: GameId = 'othello';

const games = new Map<string, GameDescriptor>(Object.entries(BUILT_IN));

/** Every game, registered ones after the built-in ones. */
export const gameIds = (): GameId[] => [...games.keys()] as GameId[];

export function isGameId(id: string): id is GameId {
  return games.has(id);
}

/** The game's descriptor (what the tournament, the results grid and the screens know about it). */
export function descriptorOf(id: GameId): GameDescriptor {
  const d = games.get(id);
  if (!d) throw new Error(`no game "${id}" is registered`);
  return d;
}

export function gameRules(id: GameId): AnyGameRules {
  return descriptorOf(id).rules;
}

/** The game's name on screens and paper. */
export const gameName = (id: GameId): string => games.get(id)?.name ?? id;

/** Adds a game at run time (its id must be new); returns the id, now a `GameId`. */
export function registerGame(d: GameDescriptor): GameId {
  if (games.has(d.id)) throw new Error(`game "${d.id}" is already registered`);
  if (!/^[a-z][a-z0-9-]*$/.test(d.id)) throw new Error(`game id "${d.id}" must be lower-case letters, digits and dashes`);
  games.set(d.id, d);
  return d.id as GameId;
}
