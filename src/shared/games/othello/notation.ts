import { ok, refuse, type GameRecord, type Outcome } from '../types';
import { parseSquare } from './position';
import type { OthelloAction, Score, Side } from './types';

/*
 * Notation (docs/othello.md): moves are squares (`f5`), the other actions are words:
 *   pass                         the side to move passes (R-OTH-2; may be left out)
 *   fix(d4=b,e5=w)               a mis-flip that stood: set these discs to these colours (R-ALL-2)
 *   resign:black                 black resigns          forfeit:white   white forfeits
 *   draw                         agreed draw            award:white     director's decision (or award:draw)
 * An ending may carry the official score (black-white) and a reason: `resign:black(20-44) "lost on time"`.
 * Input is case-insensitive with optional spaces; canonical text is lower case, moves run together and
 * every other action stands alone between single spaces: `f5d6c3 pass d3 fix(d4=b) resign:white`.
 */

const SIDE_WORDS: Record<string, Side> = { black: 'black', b: 'black', white: 'white', w: 'white' };
const EXTRAS = String.raw`(?:\((\d+)-(\d+)\))?(?:\s*"([^"\n]*)")?`;

const TOKENS: ReadonlyArray<[RegExp, (m: RegExpExecArray) => Outcome<OthelloAction>]> = [
  [/([a-h][1-8])/iy, (m) => ok({ type: 'move', square: m[1]!.toLowerCase() })],
  [/pass/iy, () => ok({ type: 'pass' })],
  [/fix\(([^)]*)\)/iy, (m) => parseFix(m[1]!)],
  [new RegExp(`(resign|forfeit):(black|white|b|w)${EXTRAS}`, 'iy'), (m) =>
    ok(withExtras({ type: m[1]!.toLowerCase() as 'resign' | 'forfeit', side: SIDE_WORDS[m[2]!.toLowerCase()]! }, m, 3))],
  [new RegExp(`award:(black|white|b|w|draw)${EXTRAS}`, 'iy'), (m) =>
    ok(withExtras({ type: 'award', winner: SIDE_WORDS[m[1]!.toLowerCase()] ?? null }, m, 2))],
  [new RegExp(`draw${EXTRAS}`, 'iy'), (m) => ok(withExtras({ type: 'draw' }, m, 1))],
];

/** Adds the optional `(b-w)` score and `"reason"` captured from group `at` on. */
function withExtras<A extends OthelloAction>(action: A, m: RegExpExecArray, at: number): A {
  const extras: { score?: Score; reason?: string } = {};
  if (m[at] !== undefined) extras.score = { black: Number(m[at]), white: Number(m[at + 1]) };
  if (m[at + 2] !== undefined) extras.reason = m[at + 2];
  return { ...action, ...extras };
}

function parseFix(body: string): Outcome<OthelloAction> {
  const set: Record<string, Side> = {};
  const entries = body.split(',').map((e) => e.trim());
  for (const entry of entries) {
    const m = /^([a-h][1-8])\s*=\s*(black|white|b|w)$/i.exec(entry);
    if (!m) return refuse('notation', `fix(...) expects square=colour pairs like d4=b, got "${entry}"`,
      'engine.othello.fixPairs', { entry });
    const square = m[1]!.toLowerCase();
    if (square in set) return refuse('notation', `fix(...) names ${square} twice`,
      'engine.othello.fixTwice', { square });
    set[square] = SIDE_WORDS[m[2]!.toLowerCase()]!;
  }
  return ok({ type: 'fix', set: sortedFix(set) });
}

/** The fix squares in board order (a1..h8), so a correction has one canonical spelling. */
function sortedFix(set: Record<string, Side>): Record<string, Side> {
  const squares = Object.keys(set).sort((a, b) => parseSquare(a) - parseSquare(b));
  return Object.fromEntries(squares.map((s) => [s, set[s]!]));
}

/** Reads actions from `text` (whole record); errors carry the 1-based ply of the bad action. */
function tokenize(text: string): Outcome<OthelloAction[]> {
  const actions: OthelloAction[] = [];
  let at = 0;
  for (;;) {
    while (at < text.length && /\s/.test(text[at]!)) at++;
    if (at >= text.length) return ok(actions);
    let matched: Outcome<OthelloAction> | null = null;
    for (const [re, build] of TOKENS) {
      re.lastIndex = at;
      const m = re.exec(text);
      if (!m) continue;
      matched = build(m);
      at = re.lastIndex;
      break;
    }
    const ply = actions.length + 1;
    if (!matched) {
      const near = text.slice(at, at + 12).split(/\s/)[0];
      return { ok: false, error: { rule: 'notation', ply, message: `cannot read "${near}": expected a square like f5, pass, fix(...), resign:..., forfeit:..., draw or award:...`, text: { key: 'engine.othello.unreadable', params: { text: near ?? '' } } } };
    }
    if (!matched.ok) return { ok: false, error: { ...matched.error, ply } };
    actions.push(matched.value);
  }
}

export function parseAction(text: string): Outcome<OthelloAction> {
  const parsed = tokenize(text);
  if (!parsed.ok) return { ok: false, error: { rule: parsed.error.rule, message: parsed.error.message, ...(parsed.error.text ? { text: parsed.error.text } : {}) } };
  if (parsed.value.length !== 1) return refuse('notation', `expected one action, got ${parsed.value.length}: "${text.trim()}"`, 'engine.oneAction', { count: parsed.value.length, text: text.trim() });
  return ok(parsed.value[0]!);
}

const scoreText = (s: Score | undefined) => (s ? `(${s.black}-${s.white})` : '');
const reasonText = (r: string | undefined) => (r !== undefined ? ` "${r}"` : '');

export function formatAction(action: OthelloAction): string {
  switch (action.type) {
    case 'move':
      return action.square.toLowerCase();
    case 'pass':
      return 'pass';
    case 'fix':
      return `fix(${Object.entries(sortedFix(action.set)).map(([sq, side]) => `${sq.toLowerCase()}=${side[0]}`).join(',')})`;
    case 'resign':
    case 'forfeit':
      return `${action.type}:${action.side}${scoreText(action.score)}${reasonText(action.reason)}`;
    case 'draw':
      return `draw${scoreText(action.score)}${reasonText(action.reason)}`;
    case 'award':
      return `award:${action.winner ?? 'draw'}${scoreText(action.score)}${reasonText(action.reason)}`;
  }
}

/** Othello has no options, so a record is just its actions. */
export function parseRecord(text: string): Outcome<GameRecord<OthelloAction>> {
  const parsed = tokenize(text);
  return parsed.ok ? ok({ options: {}, actions: parsed.value }) : parsed;
}

/** Canonical text: moves run together (`f5d6c3`), every other action set apart by single spaces. */
export function formatRecord(record: GameRecord<OthelloAction>): string {
  let text = '';
  let previousWasMove = false;
  for (const action of record.actions) {
    const isMove = action.type === 'move';
    if (text !== '' && !(isMove && previousWasMove)) text += ' ';
    text += formatAction(action);
    previousWasMove = isMove;
  }
  return text;
}
