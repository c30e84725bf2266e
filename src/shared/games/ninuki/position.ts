/** Builds a position from stone lists (for tests, benches and setting up studied positions). */
import { EMPTY, fileIndex, fileLetter, geometry, indexOf, onBoard, stoneOf } from './board';
import { newGame } from './rules';
import type { NinukiState, Side } from './types';

export interface PositionSpec {
  size?: number;
  /** Points like `K10`, any case. */
  x?: readonly string[];
  o?: readonly string[];
  toMove?: Side;
  /** Plays made so far; defaults to the number of stones (at least 3, past the opening). */
  plies?: number;
  captures?: Partial<Record<Side, number>>;
}

/** The position; throws on a bad or repeated point (positions are written by programmers, not players). */
export function positionOf(spec: PositionSpec): NinukiState {
  const size = spec.size ?? 19;
  const g = geometry(size);
  const cells = g.blank.slice();
  let stones = 0;
  for (const side of ['x', 'o'] as const) {
    for (const name of spec[side] ?? []) {
      const col = fileIndex(name[0] ?? '');
      const row = Number(name.slice(1)) - 1;
      const p = indexOf(g, col, row);
      if (col < 0 || !onBoard(g, col, row) || cells[p] !== EMPTY) throw new Error(`bad or repeated point ${name}`);
      cells[p] = stoneOf(side);
      stones++;
    }
  }
  return {
    ...newGame(size), cells,
    toMove: spec.toMove ?? 'x',
    plies: spec.plies ?? Math.max(3, stones),
    captures: { x: spec.captures?.x ?? 0, o: spec.captures?.o ?? 0 },
    empties: size * size - stones,
  };
}

/**
 * A position drawn as in the rules text: lines `  11  . . x o ...` (rank, then one token per file
 * from A; `.` or `-` empty, `x`/`o` stones). Other tokens (`X`, `O`, `1`, `A`) are marked points,
 * returned by name and left empty.
 */
export function positionFromDiagram(text: string, spec: Omit<PositionSpec, 'x' | 'o'> = {}):
  { state: NinukiState; marks: Record<string, string> } {
  const x: string[] = [];
  const o: string[] = [];
  const marks: Record<string, string> = {};
  const size = spec.size ?? 19;
  for (const line of text.split('\n')) {
    const m = /^\s*(\d+)\s+(.*)$/.exec(line);
    if (!m) continue;
    const rank = Number(m[1]);
    m[2]!.trim().split(/\s+/).slice(0, size).forEach((token, col) => {
      const name = `${fileLetter(col)}${rank}`;
      if (token === 'x') x.push(name);
      else if (token === 'o') o.push(name);
      else if (token !== '.' && token !== '-') marks[token] = name;
    });
  }
  return { state: positionOf({ ...spec, x, o }), marks };
}
