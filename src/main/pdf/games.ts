/**
 * The PDF layer's registry of games: each game's scoresheet and game-record layouts, from the game's own
 * files (scoresheets/<game>.ts, records/<game>.ts). Keyed by `GameId` and checked by the compiler, so a
 * game without its layouts does not build; a game registered at run time without them is refused in
 * words (never a blank sheet). `registerPdfGame` adds the layouts of a run-time game (a test-only game).
 */
import { rules as dominoes } from '../../shared/games/dominoes';
import { rules as ninuki } from '../../shared/games/ninuki';
import { rules as onino } from '../../shared/games/onino';
import { rules as othello } from '../../shared/games/othello';
import { rules as tonobeb } from '../../shared/games/tonobeb';
import { ok, type GameId, type GameOptions, type GameRules, type GameStatus, type Outcome, type RuleError } from '../../shared/games/types';
import { statusOf } from '../../shared/games/present';
import type { Sheet } from './sheet';
import { dominoesRecord } from './records/dominoes';
import { ninukiRecord } from './records/ninuki';
import { oninoRecord } from './records/onino';
import { othelloRecord } from './records/othello';
import { stepRecord, type Stepped } from './records/replay';
import { tonobebRecord } from './records/tonobeb';
import type { PaperText, RecordLayout, SideLabels } from './records/types';
import { dominoesSheet } from './scoresheets/dominoes';
import { ninukiGeometry, ninukiSheet } from './scoresheets/ninuki';
import { oninoSheet } from './scoresheets/onino';
import { othelloSheet } from './scoresheets/othello';
import type { SheetSlot } from './scoresheets/slots';
import { tonobebSheet } from './scoresheets/tonobeb';

/** A record replayed for printing: the game's layout, its status, and the first refusal if it stops early. */
export interface RecordReplay {
  layout: RecordLayout;
  status: GameStatus;
  error: RuleError | null;
}

/** What the record layout is given besides the record: options over its header, names by side. */
export interface RecordSource {
  record: string;
  options?: GameOptions;
  players?: Partial<Record<string, string>>;
  /** The document's words (its printed language) and the page, for layouts that measure text. */
  t: PaperText;
  sheet: Sheet;
}

export interface PdfGame {
  /** The two sides as a record page names them (`Black ●`), where the paper catalogue has no translation. */
  sideLabels: SideLabels;
  /** Refuses bad options before any page is drawn (a Ninuki-Renju board size); throws with the reason. */
  checkOptions?(options: GameOptions): void;
  /** One scoresheet page for `slot`. */
  scoresheet(sheet: Sheet, slot: SheetSlot, options: GameOptions): void;
  /** The record replayed by the engine and laid out. */
  record(source: RecordSource): Outcome<RecordReplay>;
}

/** A game-record layout: the engine's stepwise replay of the record, adapted to the page by the game. */
export function recordLayout<S, A, Side extends string>(
  rules: GameRules<S, A, Side>, adapt: (run: Stepped<S, A>, source: RecordSource) => RecordLayout,
): PdfGame['record'] {
  return (source) => {
    const stepped = stepRecord(rules, source.record, source.options);
    if (!stepped.ok) return stepped;
    const run = stepped.value;
    return ok({ layout: adapt(run, source), status: statusOf(rules, run.final).status, error: run.error });
  };
}

// The compiler refuses a game without its paper.
const BUILT_IN: Record<GameId, PdfGame> = {
  othello: {
    sideLabels: { black: 'Black ●', white: 'White ○' },
    scoresheet: (sheet, slot) => othelloSheet(sheet, slot),
    record: recordLayout(othello, (run, { t }) => othelloRecord(run, t)),
  },
  onino: {
    sideLabels: { first: 'First side (dark)', second: 'Second side (light)' },
    scoresheet: (sheet, slot, options) => oninoSheet(sheet, slot, options.mode === 'doubles'),
    record: recordLayout(onino, (run, { t }) => oninoRecord(run, t)),
  },
  ninuki: {
    sideLabels: { x: 'x (black)', o: 'o (white)' },
    checkOptions: (options) => void ninukiGeometry(options),
    scoresheet: ninukiSheet,
    record: recordLayout(ninuki, (run, { t }) => ninukiRecord(run, t)),
  },
  dominoes: {
    sideLabels: { a: 'a (set the first hand)', b: 'b' },
    scoresheet: dominoesSheet,
    record: recordLayout(dominoes, (run, { players, t }) => dominoesRecord(run, { a: players?.a || 'a', b: players?.b || 'b' }, t)),
  },
  tonobeb: {
    sideLabels: { red: 'Red', blue: 'Blue' },
    scoresheet: (sheet, slot) => tonobebSheet(sheet, slot),
    record: recordLayout(tonobeb, (run, { t, sheet }) => tonobebRecord(run, t, sheet)),
  },
};

const games = new Map<string, PdfGame>(Object.entries(BUILT_IN));

/** The game's layouts; a game without them is refused in words, never printed as a blank sheet. */
export function pdfGame(game: GameId): PdfGame {
  const found = games.get(game);
  if (!found) throw new Error(`no scoresheet or record layout is registered for the game "${game}"`);
  return found;
}

export const pdfGameRegistered = (game: GameId): boolean => games.has(game);

/** Adds the layouts of a game registered at run time (`registerGame`); scoresheets/generic.ts fits most games. */
export function registerPdfGame(game: GameId, layouts: PdfGame): void {
  if (games.has(game)) throw new Error(`layouts are already registered for the game "${game}"`);
  games.set(game, layouts);
}
