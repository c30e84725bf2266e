import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PlayerFields } from './schemas';
import { tournamentMethods } from './methods/tournament';

/** Defect 12 of issue 16: no raw validation text ("expected number, received NaN") anywhere. */
describe('plain-language schema messages', () => {
  const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('says what a field must be, never zod\'s own wording', () => {
    const all = [
      ...messages(tournamentMethods['eventSettings.update'].input, { eventId: 1, gamesPerMatch: Number.NaN, seeding: 'x', ratingK: 'a' }),
      ...messages(z.object({ a: z.number(), b: z.string().max(3), c: z.array(z.number()).min(2) }), { a: Number.NaN, b: 'abcd', c: [] }),
      ...messages(PlayerFields, { name: 'x'.repeat(101), rating: Number.NaN }),
    ];
    expect(all).toEqual([
      'gamesPerMatch: must be a number', 'seeding: must be one of rating, registration', 'ratingK: must be a number',
      'a: must be a number', 'b: must be at most 3 characters long', 'c: must have at least 2 items',
      'name: must be at most 100 characters', 'rating: must be a number',
    ]);
    for (const m of all) expect(m).not.toMatch(/expected|received|Invalid input/i);
  });

  it('says a missing field is missing', () => {
    expect(messages(z.object({ a: z.number() }), {})).toEqual(['a: is missing']);
  });
});
