/** Pip positions on one half of a domino, in a 3 x 3 grid of (-1..1, -1..1); above 9 the number is written. */
const GRID: Record<number, [number, number][]> = {
  0: [],
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
  7: [[-1, -1], [1, -1], [-1, 0], [0, 0], [1, 0], [-1, 1], [1, 1]],
  8: [[-1, -1], [0, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [0, 1], [1, 1]],
  9: [[-1, -1], [0, -1], [1, -1], [-1, 0], [0, 0], [1, 0], [-1, 1], [0, 1], [1, 1]],
};

export const pipsOf = (n: number): [number, number][] | null => GRID[n] ?? null;

/** Every tile of a double-`set` set, high half first (`6-4`), highest first. */
export function tilesOf(set: number): string[] {
  const out: string[] = [];
  for (let high = set; high >= 0; high--) for (let low = high; low >= 0; low--) out.push(`${high}-${low}`);
  return out;
}
