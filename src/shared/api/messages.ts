/**
 * Plain-language messages for every schema check that does not write its own: zod's defaults
 * ("Invalid input: expected number, received NaN") never reach a director. Installed once, globally,
 * by schemas.ts, which every side (renderer, services, CLI) imports; a schema's own message wins.
 */
import { z } from 'zod';

const TYPE_WORDS: Record<string, string> = {
  number: 'a number', int: 'a whole number', string: 'text', boolean: 'yes or no', array: 'a list', object: 'a set of fields',
  date: 'a date', bigint: 'a whole number',
};

function sized(origin: string | undefined, limit: unknown, most: boolean): string {
  const n = Number(limit);
  if (origin === 'string') return `must be ${most ? 'at most' : 'at least'} ${n} character${n === 1 ? '' : 's'} long`;
  if (origin === 'array' || origin === 'set') return `must have ${most ? 'at most' : 'at least'} ${n} item${n === 1 ? '' : 's'}`;
  return `must be ${most ? 'at most' : 'at least'} ${n}`;
}

export function plainMessage(iss: { code?: string; expected?: unknown; origin?: unknown; maximum?: unknown; minimum?: unknown; values?: unknown; keys?: unknown; input?: unknown; format?: unknown }): string {
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined) return 'is missing';
      return `must be ${TYPE_WORDS[String(iss.expected)] ?? String(iss.expected)}`;
    case 'too_big': return sized(iss.origin as string | undefined, iss.maximum, true);
    case 'too_small': return sized(iss.origin as string | undefined, iss.minimum, false);
    case 'invalid_value': {
      const values = Array.isArray(iss.values) ? iss.values.map(String) : [];
      return values.length ? `must be one of ${values.join(', ')}` : 'is not an allowed value';
    }
    case 'unrecognized_keys': return `has fields this form does not know: ${Array.isArray(iss.keys) ? iss.keys.join(', ') : ''}`;
    case 'invalid_format': return `is not in the expected form${iss.format ? ` (${String(iss.format)})` : ''}`;
    case 'not_multiple_of': return 'is not an allowed step';
    case 'invalid_union': return 'is not in any of the accepted forms';
    default: return 'is not valid';
  }
}

z.config({ customError: (iss) => plainMessage(iss as Parameters<typeof plainMessage>[0]) });
