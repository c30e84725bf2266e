/**
 * Record format (docs/ninuki.md): `#` comment lines, a `size N` header, plays separated by spaces or
 * line breaks, and endings each on a line of their own. Canonical text: the size line, ten plays a
 * line in upper case, one line per ending, a final newline.
 */
import { ok, type GameRecord, type Outcome } from '../types';
import { DEFAULT_SIZE } from './board';
import { ENDING_WORDS, formatAction, parseAction } from './notation';
import type { NinukiAction } from './types';

const PLAYS_PER_LINE = 10;

export function parseRecord(text: string): Outcome<GameRecord<NinukiAction>> {
  const options: GameRecord<NinukiAction>['options'] = {};
  const actions: NinukiAction[] = [];
  const fail = (message: string, rule = 'notation'): Outcome<GameRecord<NinukiAction>> =>
    ({ ok: false, error: { rule, message, ply: actions.length + 1 } });
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const tokens = line.split(/\s+/);
    const first = tokens[0]!.toLowerCase();
    if (first === 'size') {
      if (actions.length > 0 || 'size' in options) return fail(`"${line}": one size header, before the first play`);
      // At most three digits: a longer number is no board size and would not survive formatting (Infinity).
      const size = /^\d{1,3}$/.test(tokens[1] ?? '') && tokens.length === 2 ? Number(tokens[1]) : NaN;
      if (Number.isNaN(size)) return fail(`"${line}": the header is "size N"`);
      options.size = size;
    } else if ((ENDING_WORDS as readonly string[]).includes(first)) {
      const action = parseAction(line);
      if (!action.ok) return fail(action.error.message);
      actions.push(action.value);
    } else {
      for (const token of tokens) {
        const action = parseAction(token);
        if (!action.ok) return fail(action.error.message);
        actions.push(action.value);
      }
    }
  }
  return ok({ options, actions });
}

export function formatRecord(record: GameRecord<NinukiAction>): string {
  const lines = [`size ${record.options.size ?? DEFAULT_SIZE}`];
  let plays: string[] = [];
  const flush = () => {
    if (plays.length) lines.push(plays.join(' '));
    plays = [];
  };
  for (const action of record.actions) {
    if (action.type === 'play') {
      plays.push(formatAction(action));
      if (plays.length === PLAYS_PER_LINE) flush();
    } else {
      flush();
      lines.push(formatAction(action));
    }
  }
  flush();
  return `${lines.join('\n')}\n`;
}
