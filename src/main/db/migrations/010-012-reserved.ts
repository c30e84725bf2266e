import type { Migration } from '.';

/**
 * Placeholders for migrations 010 to 012, which other branches add at the same time (issue 43 was
 * given 013). The runner numbers migrations by their place in the list, so this branch needs three
 * entries before its own. When the real 010-012 are merged, this file and its line in index.ts go.
 */
const reserved = (version: number): Migration => ({ version, name: `reserved ${version}`, up: () => {} });

export const m010 = reserved(10);
export const m011 = reserved(11);
export const m012 = reserved(12);
