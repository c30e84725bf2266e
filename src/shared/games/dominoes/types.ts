import type { Tile } from './tiles';

/** `a` set the first hand (docs/dominoes.md); `b` is the other player. */
export type Side = 'a' | 'b';
export const SIDES: readonly [Side, Side] = ['a', 'b'];
export const other = (s: Side): Side => (s === 'a' ? 'b' : 'a');

/** Ways a game ends away from the board (R-ALL-3). */
export type OffBoardEnding = 'resignation' | 'agreement' | 'forfeit' | 'director';

/** One thing that happened at the table (R-ALL-1). The side acting is derived, except where named. */
export type Action =
  /** Draw for set (R-DOM-2): the tile each side turned. */
  | { type: 'forset'; a: Tile; b: Tile }
  /** A hand's deal: five each by default, irregular counts (open log or seeded), or the hands themselves. */
  | { type: 'deal'; counts?: Record<Side, number>; hands?: Record<Side, Tile[]> }
  /** The set (no arm, empty table) or a play on an open end (arm omitted when only one end takes it). */
  /** `directed`: a face-up exposed tile played at the opponent's direction (R-DOM-9 alternate rule). */
  | { type: 'play'; tile: Tile; arm?: string; directed?: true }
  /** A wrong play that stood (R-ALL-2): `inner` was laid against the end, `outer` shows. */
  | { type: 'wrong'; inner: number; outer: number; arm: string }
  /** A wrong play noted before the next play and taken back to be played correctly: the table is unchanged. */
  | { type: 'corrected'; inner: number; outer: number; arm: string }
  /** A side claims points for the open-end count its last play made (R-DOM-4). */
  | { type: 'claim'; side: Side; points: number }
  /** A draw from the boneyard, the tile named when known (R-DOM-5, R-DOM-8). */
  | { type: 'draw'; tile?: Tile }
  | { type: 'pass' }
  /** End-of-hand pip counts (R-DOM-6, R-DOM-8): the loser's after going out, both after a block. */
  | { type: 'count'; counts: Partial<Record<Side, number>> }
  /** Penalties and irregularities (R-DOM-9). */
  | { type: 'trip'; side: Side }
  | { type: 'overdraw'; side: Side }
  | { type: 'underdraw'; side: Side; tiles?: Tile[] }
  | { type: 'exposed'; side?: Side; tile: Tile }
  /** R-ALL-3. `side` resigns / forfeits; for `director` it is the winner (null: a draw); `agreement` is a draw. */
  | { type: 'end'; ending: OffBoardEnding; side: Side | null; reason?: string };

export type Mode = 'open' | 'known';
export type ExposedRule = 'pickup' | 'faceup';

export interface DominoesOptions {
  /** Double-n set: 6, 9 or 12 (R-DOM-1). */
  set: 6 | 9 | 12;
  mode: Mode;
  /** R-DOM-9 house rule for a tile exposed during play. */
  exposed: ExposedRule;
  /** Seed for software deals in known mode; null: hands are entered. */
  seed: string | null;
  /** R-DOM-12: the score that wins (61 by default). */
  target: number;
  /** R-DOM-12: the skunk's penalty: none (default) or the game counting double (the margin doubled). */
  skunk: SkunkPenalty;
}

export type SkunkPenalty = 'none' | 'double';

/** A tile on the table. `inner` touches the tile before it; `outer` is the half that shows. */
export interface Placed {
  inner: number;
  outer: number;
  by: Side;
  /** A wrong play that stood (R-ALL-2). */
  wrong?: true;
}

export type Dir = 'N' | 'E' | 'S' | 'W';

/**
 * A line of play. Root arms grow from the set tile: N (away from the setter) and S (towards the setter),
 * plus E and W from a set double once crossed. A crossed double opens two arms named after its arm, its
 * 1-based position on that arm and l/r (left/right looking along the arm): `N3l`, `N3l2r`.
 */
export interface Arm {
  id: string;
  dir: Dir;
  /** The pips an empty arm shows (a set tile half or the spinner's number). */
  base: number;
  /** Opened from a crossed double's short end: counts nothing until a tile is on it (R-DOM-3). */
  short: boolean;
  tiles: Placed[];
}

export interface Layout {
  /** The set tile: [toward N, toward S]; a single is set high half toward the setter (S). */
  set: { tile: Tile; by: Side } | null;
  arms: Arm[];
}

/**
 * What a group of a hand's unknown tiles cannot show (R-DOM-11): the numbers open at the draws and passes made
 * while holding them. Groups run oldest first; an older group's numbers include a newer one's.
 */
export interface Limit {
  count: number;
  excluded: number[];
}

/** A draw or a pass (R-DOM-11): the side could play none of `open` with the tiles it held then. */
export interface Check {
  at: number;
  open: number[];
  /** The visit to the boneyard this draw belongs to (1-based), or null for a pass (never excused). */
  visit: number | null;
  /** The last tile played before it, to name the fact in words. */
  after: string | null;
}

/** A tile entering the hand: dealt, drawn, or added by an under-draw. */
export interface Slot {
  at: number;
  visit: number | null;
}

/** A tile the record shows in the side's hand: played, exposed, shown by a corrected play, or drawn by name. */
export interface Seen {
  tile: string;
  /** When the record first shows it in the hand (the slot it came from was taken before). */
  at: number;
  /** When it was played, null while it stays in the hand. */
  played: number | null;
  /** Left face up from then on: not playable without the opponent's direction, so no check applies (R-DOM-9). */
  faceUpAt: number | null;
  /** The slot it is known to fill: a named draw. */
  slot: number | null;
  /** Played right after a draw: the drawn tile, unless that visit is excused. */
  drawnSlot: number | null;
}

/** Every fact of the hand's record about one side's tiles (R-DOM-11, amended), kept in open logs. */
export interface HandFacts {
  slots: Slot[];
  checks: Check[];
  seen: Seen[];
  /** Visits to the boneyard so far, and unnecessary trips declared (R-DOM-9). */
  visits: number;
  declared: number;
  /** The side's last fact was a draw of the turn still going on. */
  drawing: boolean;
}

/** What each side holds as far as the record knows: named tiles plus unknown ones (open log). */
export interface HandState {
  known: string[];
  unknown: number;
  /** What the record says about this hand's tiles (R-DOM-11), for the end-of-hand count. */
  facts: HandFacts;
  /** Tiles exposed during play and left face up (R-DOM-9 alternate rule); also in `known`. */
  faceUp: string[];
  /** Tiles taken at the deal (an over- or under-draw differs from five). */
  dealt: number;
}

/** Per side, per hand: what R-DOM-9 bars and what it remembers. */
export interface Conduct {
  /** Unnecessary trip declared: no more scoring this hand. */
  barred: boolean;
  /** Over-draw declared: the next play may not score. */
  barNextPlay: boolean;
  overdrawDeclared: boolean;
  underdrawCompleted: boolean;
  /** Draws this hand, and draws made while holding a known playable tile not yet declared. */
  draws: number;
  undeclaredTrips: number;
}

export interface LastPlay {
  side: Side;
  /** The count's worth in points (0 when the ends are not a multiple of five). */
  points: number;
  count: number;
  /** Why R-DOM-9 bars scoring on it (null: it may score). */
  bar: string | null;
  claimed: boolean;
  /** The tile played (its key). */
  tile: string;
}

export type Phase = 'forset' | 'deal' | 'set' | 'play' | 'count' | 'over';

export interface HandResult {
  hand: number;
  setter: Side;
  ending: 'out' | 'blocked';
  /** Who went out (or scored the block; null when equal). */
  side: Side | null;
  counts: Partial<Record<Side, number>>;
  points: number;
}

export interface Irregularity {
  ply: number;
  hand: number;
  kind: 'wrong-play' | 'wrong-corrected' | 'unnecessary-trip' | 'over-draw' | 'under-draw' | 'exposed' | 'redeal';
  side: Side | null;
  tile?: string;
}

export interface DominoesState {
  options: DominoesOptions;
  phase: Phase;
  /** Hand number, 1-based; 0 before the first deal. */
  hand: number;
  /** Deals of this hand so far (a redeal after an exposed tile counts up). */
  dealAttempt: number;
  setter: Side;
  toMove: Side;
  scores: Record<Side, number>;
  layout: Layout;
  hands: Record<Side, HandState>;
  /** Known mode: the boneyard's tiles; `ordered` when the software dealt them (draws take the first). */
  boneyard: { size: number; tiles: string[]; ordered: boolean };
  /** Passes in a row since the last play (two: the hand is blocked). */
  passes: number;
  lastPlay: LastPlay | null;
  /** A score nobody claimed before the next play: lost to the muggins rule (R-DOM-4). */
  missed: { side: Side; points: number; hand: number } | null;
  conduct: Record<Side, Conduct>;
  /** The hand just ended, waiting for its count. */
  pending: { ending: 'out' | 'blocked'; side: Side | null } | null;
  results: HandResult[];
  irregularities: Irregularity[];
  result: { winner: Side | null; ending: 'play' | OffBoardEnding; reason?: string; skunk: boolean } | null;
  /** Actions applied so far. */
  ply: number;
  lastAction: Action | null;
}
