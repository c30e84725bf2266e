import { notYetImplemented } from '../placeholder';

/** Placeholder until the ninuki engine lands; the registry needs every game to exist. */
export const rules = notYetImplemented('ninuki');
