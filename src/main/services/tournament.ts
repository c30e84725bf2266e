import type { Handlers } from './context';

/** Handlers for the tournament methods (filled in with the methods). */
export const tournamentHandlers: Handlers<never> = {};
