import { notYetImplemented } from '../placeholder';

/** Placeholder until the othello engine lands; the registry needs every game to exist. */
export const rules = notYetImplemented('othello');
