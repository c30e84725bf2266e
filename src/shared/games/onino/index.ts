import { notYetImplemented } from '../placeholder';

/** Placeholder until the onino engine lands; the registry needs every game to exist. */
export const rules = notYetImplemented('onino');
