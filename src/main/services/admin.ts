import type { Handlers } from './context';

/** Handlers for the admin methods (filled in with the methods). */
export const adminHandlers: Handlers<never> = {};
