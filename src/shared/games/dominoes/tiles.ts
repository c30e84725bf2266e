/** Tiles of a double-n set (R-DOM-1). A tile is written high half first: `6-4`, `12-0`. */

/** Canonical tile: [high, low]. */
export type Tile = readonly [number, number];

export const tile = (x: number, y: number): Tile => (x >= y ? [x, y] : [y, x]);

// Keys and tiles are looked up constantly while replaying: build each once.
const keys: string[][] = [];
const tiles = new Map<string, Tile>();

/** The map key and canonical text of a tile. */
export const tileKey = (t: Tile): string => ((keys[t[0]] ??= [])[t[1]] ??= `${t[0]}-${t[1]}`);

export const fromKey = (key: string): Tile => {
  let t = tiles.get(key);
  if (!t) {
    const [x, y] = key.split('-').map(Number);
    t = tile(x ?? 0, y ?? 0);
    tiles.set(key, t);
  }
  return t;
};

export const pips = (t: Tile): number => t[0] + t[1];
export const isDouble = (t: Tile): boolean => t[0] === t[1];
export const has = (t: Tile, n: number): boolean => t[0] === n || t[1] === n;
/** The half left showing when `t` is laid with `against` touching the end (`t` must contain it). */
export const otherHalf = (t: Tile, against: number): number => (t[0] === against ? t[1] : t[0]);

/** Every tile of a double-`top` set, in a fixed order (the order the seeded shuffle starts from). */
export function fullSet(top: number): Tile[] {
  const out: Tile[] = [];
  for (let hi = 0; hi <= top; hi++) for (let lo = 0; lo <= hi; lo++) out.push([hi, lo]);
  return out;
}

/** `6-4` or `4-6` as written (orientation kept) or null. */
export function parseTileText(text: string): [number, number] | null {
  const m = /^(\d{1,2})-(\d{1,2})$/.exec(text);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

export const inSet = (t: readonly [number, number], top: number): boolean =>
  t[0] >= 0 && t[1] >= 0 && t[0] <= top && t[1] <= top;
