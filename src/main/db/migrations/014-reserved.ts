import type { Migration } from '../types';

/**
 * A stand-in for migration 014, which another branch owns (the arena branch was given 015): it changes
 * nothing, so that 015 can run here. At the merge the other branch's 014 takes its place.
 */
export const m014: Migration = {
  version: 14,
  name: 'reserved (another branch owns 014)',
  up() {},
};
