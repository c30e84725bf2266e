/** The games' ids: kept as an import path; the list itself is the registry's. */
export { GAME_IDS, gameIds, isGameId } from './registry';
