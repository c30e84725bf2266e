/** What a game record page shows, built from the engine's replay by one adapter per game. */
import type { BoardSpec } from '../board';
import type { Sheet } from '../sheet';
import type { Column } from '../table';

export interface RecordSection {
  title: string;
  columns: Column<string[]>[];
  rows: string[][];
}

export interface RecordLayout {
  /** The final position, with move numbers where the game has them. */
  diagram?: BoardSpec;
  /** One line under the diagram saying what its numbers are. */
  caption?: string;
  /** Drawn under the diagram (captures tally, peg tracks). */
  tally?: (sheet: Sheet) => void;
  /** The moves, and any other tables (hands, turns). */
  sections: RecordSection[];
  /** Penalties, irregularities, corrections and declarations, one sentence each. */
  notes: string[];
}

/** Labels of the engine's two sides, in `rules.sides` order: `Black ●`, `x (black)`. */
export type SideLabels = Record<string, string>;

/** `paper.<key>` in the document's language (Sheet.t), what the record adapters write their text with. */
export type PaperText = (key: string, params?: Record<string, string | number>) => string;

/** Texts in rows of `perRow`, each row headed with its ply range: the compact move list. */
export function moveGrid(t: PaperText, texts: readonly string[], perRow = 10, header = t('record.plies')): RecordSection {
  const rows: string[][] = [];
  for (let i = 0; i < texts.length; i += perRow) {
    const chunk = texts.slice(i, i + perRow);
    rows.push([`${i + 1}–${i + chunk.length}`, ...chunk, ...Array<string>(perRow - chunk.length).fill('')]);
  }
  return {
    title: t('record.moves'),
    columns: [
      { header, width: 46, value: (r) => r[0]! },
      ...Array.from({ length: perRow }, (_, k): Column<string[]> => ({ header: String(k + 1), wrap: true, value: (r) => r[k + 1]! })),
    ],
    rows,
  };
}

/** A table section from plain headers and rows. */
export function section(title: string, headers: readonly (string | { header: string; width?: number; weight?: number; wrap?: boolean })[], rows: string[][]): RecordSection {
  return {
    title,
    columns: headers.map((h, i) => ({ ...(typeof h === 'string' ? { header: h } : h), value: (r: string[]) => r[i] ?? '' })),
    rows,
  };
}

/** The text with a full stop unless it has one (not capitalised: it may start with a side, `b wins`). */
export function sentence(text: string): string {
  const t = text.trim();
  return t + (/[.!?]$/.test(t) ? '' : '.');
}
