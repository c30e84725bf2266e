import type { AnyGameRules, GameId } from './types';
import { refuse } from './types';

/** Stands in for an engine that has not been written yet: refuses everything, says so. */
export function notYetImplemented(id: GameId): AnyGameRules {
  const no = () => refuse('not-implemented', `the ${id} engine is not available yet`);
  return {
    id, name: id, sides: ['a', 'b'],
    setup: no, apply: no, parseAction: no, parseRecord: no,
    status: () => { throw new Error(`${id}: no engine`); },
    formatAction: () => '', formatRecord: () => '', summary: () => ({}), view: () => null,
  };
}
