/**
 * Tonobeb notation and record format (docs/tonobeb.md):
 *   a1-a6  move            c3-c3  a 1 staying put        xd5 / xd5(c5,e5)  capture
 *   end / end(c3,d4)  end of turn, with the pieces it fourwalled
 *   resign(red)  draw  forfeit(blue)  director(red|blue|draw)   the non-board endings
 * A record is `[key "value"]` option lines, a blank line, then one turn per line, each closed by `end`.
 */
import { ok, refuse, type GameOptions, type GameRecord, type Outcome } from '../types';
import { bySquare, parseSquare, SQUARE, squareName } from './board';
import type { Action, Side, Square } from './types';

const sq = `(${SQUARE})`;
const MOVE = new RegExp(`^${sq}-${sq}$`);
const CAPTURE = new RegExp(`^x${sq}(?:\\(${sq},${sq}\\))?$`);
const END = new RegExp(`^end(?:\\((${SQUARE}(?:,${SQUARE})*)\\))?$`);
const SIDED = /^(resign|forfeit|director)\((red|blue|draw)\)$/;

export function parseAction(input: string): Outcome<Action> {
  const text = input.trim().toLowerCase();
  let m = MOVE.exec(text);
  if (m) return ok({ kind: 'move', from: parseSquare(m[1]!)!, to: parseSquare(m[2]!)! });
  m = CAPTURE.exec(text);
  if (m) {
    const target = parseSquare(m[1]!)!;
    if (!m[2]) return ok({ kind: 'capture', target });
    const by = [parseSquare(m[2])!, parseSquare(m[3]!)!].sort(bySquare) as [Square, Square];
    return ok({ kind: 'capture', target, by });
  }
  m = END.exec(text);
  if (m) {
    if (!m[1]) return ok({ kind: 'end' });
    const fourwalled = m[1].split(',').map((s) => parseSquare(s)!).sort(bySquare);
    if (new Set(fourwalled).size !== fourwalled.length) return refuse('notation', `"${input.trim()}" names a square twice`, 'engine.tonobeb.twice', { text: input.trim() });
    return ok({ kind: 'end', fourwalled });
  }
  if (text === 'draw') return ok({ kind: 'draw' });
  m = SIDED.exec(text);
  if (m) {
    const who = m[2] as Side | 'draw';
    if (m[1] === 'director') return ok({ kind: 'director', winner: who === 'draw' ? null : who });
    if (who !== 'draw') return ok({ kind: m[1] as 'resign' | 'forfeit', side: who });
  }
  return refuse('notation', `"${input.trim()}" is not a Tonobeb action: expected a move like a1-a6, a capture like `
    + 'xd5 or xd5(c5,e5), end, resign(red|blue), draw, forfeit(red|blue) or director(red|blue|draw); squares are a1..g14',
  'engine.tonobeb.unreadable', { text: input.trim() });
}

export function formatAction(action: Action): string {
  switch (action.kind) {
    case 'move': return `${squareName(action.from)}-${squareName(action.to)}`;
    case 'capture': {
      const by = action.by ? `(${[...action.by].sort(bySquare).map(squareName).join(',')})` : '';
      return `x${squareName(action.target)}${by}`;
    }
    case 'end': {
      const walls = action.fourwalled?.length ? `(${[...action.fourwalled].sort(bySquare).map(squareName).join(',')})` : '';
      return `end${walls}`;
    }
    case 'resign': return `resign(${action.side})`;
    case 'forfeit': return `forfeit(${action.side})`;
    case 'draw': return 'draw';
    case 'director': return `director(${action.winner ?? 'draw'})`;
  }
}

const HEADER = /^\[([A-Za-z][\w-]*)\s+"([^"]*)"\]$/;
/** Option keys in the order the formatter writes them. */
const OPTION_ORDER = ['first', 'position'];

export function parseRecord(text: string): Outcome<GameRecord<Action>> {
  const options: GameOptions = {};
  const actions: Action[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    const header = HEADER.exec(line);
    if (header) {
      if (actions.length > 0) {
        return { ok: false, error: { rule: 'notation', message: `option line ${line} after the first action`, ply: actions.length + 1 } };
      }
      options[header[1]!] = header[2]!;
      continue;
    }
    for (const token of line.split(/\s+/)) {
      const action = parseAction(token);
      if (!action.ok) return { ok: false, error: { ...action.error, ply: actions.length + 1 } };
      actions.push(action.value);
    }
  }
  return ok({ options, actions });
}

/** Turn lines close after `end` and after an ending; an unfinished turn is the last line. */
const closesLine = (a: Action) => a.kind !== 'move' && a.kind !== 'capture';

export function formatRecord(record: GameRecord<Action>): string {
  const rank = (k: string) => (OPTION_ORDER.includes(k) ? OPTION_ORDER.indexOf(k) : OPTION_ORDER.length);
  const keys = Object.keys(record.options).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const lines = keys.map((k) => `[${k} "${String(record.options[k])}"]`);
  if (lines.length && record.actions.length) lines.push('');
  let turn: string[] = [];
  for (const action of record.actions) {
    turn.push(formatAction(action));
    if (closesLine(action)) {
      lines.push(turn.join(' '));
      turn = [];
    }
  }
  if (turn.length) lines.push(turn.join(' '));
  return lines.length ? `${lines.join('\n')}\n` : '';
}
