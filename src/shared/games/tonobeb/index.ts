import { notYetImplemented } from '../placeholder';

/** Placeholder until the tonobeb engine lands; the registry needs every game to exist. */
export const rules = notYetImplemented('tonobeb');
