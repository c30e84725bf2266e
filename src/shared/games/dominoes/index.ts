import { notYetImplemented } from '../placeholder';

/** Placeholder until the dominoes engine lands; the registry needs every game to exist. */
export const rules = notYetImplemented('dominoes');
