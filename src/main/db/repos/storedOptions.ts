import type { GameOptions } from '../../../shared/games/types';
import { GameOptionsSchema } from '../../../shared/api/schemas';

/**
 * A game's or an event's options as stored (a JSON text the schema's CHECK keeps valid JSON), read with
 * the options schema: anything else (a hand-edited or damaged file) is refused in words that name the row,
 * instead of reaching the engines as a value of the wrong shape.
 */
export function storedOptions(text: string, owner: string): GameOptions {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${owner} has damaged options (not JSON)`);
  }
  const options = GameOptionsSchema.safeParse(value);
  if (!options.success) throw new Error(`${owner} has damaged options (${options.error.issues[0]?.message ?? 'not an object'})`);
  return options.data;
}
