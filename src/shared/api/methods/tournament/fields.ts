/**
 * The fields every tournament method area shares (src/shared/api/methods/tournament/*): an entry,
 * a round, a board, a game within a match, a reason, a slot, and the typed-output marker.
 */
import { z } from 'zod';
import { Id } from '../../schemas';

/** An entry: a player's id (number or text) or a doubles pair's id ("t3"). */
export const EntryRef = z.union([Id, z.string().trim().regex(/^t?\d{1,10}$/, 'must be a player id or a pair id like t3')]).transform(String);
export const RoundNo = z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(999);
export const Board = z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(100_000);
/** 1-based game number within a match (or within its play-off games). */
export const GameNo = z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(99).default(1);
export const Reason = z.string().trim().max(500, 'must be at most 500 characters').default('');
export const Slot = z.enum(['a', 'b'], { error: 'must be a or b' });

export const EventRef = z.object({ eventId: Id });

/** An output the backend produces (typed, not validated). */
export const out = <T>() => z.custom<T>(() => true);
