import { ok, refuse, verbatim, type GameOptions, type GameRecord, type Outcome } from '../types';
import { CENTRE, parseSquare, squareName } from './board';
import type { OninoAction, Square, Waived, Who } from './types';

/*
 * Onino notation (docs/onino.md). Every action is one token without spaces, so a record is tokens
 * separated by any whitespace:
 *   h8                 a play by the player to move        h8!   a rule 4 centre play that stood (rule 18)
 *   declare            declaration by the side that made the last play
 *   first:declare      declaration by a named side or doubles player; both:declare = simultaneous (rule 12)
 *   B1:out-of-turn:h9  rule 14 (the square may be left out for a play started or indicated)
 *   A1:centre:d4       rule 15, with the square the marker was moved to
 *   second:touch:h8,i9 rule 16, the markers withdrawn, moved or touched; h8>h9 = the marker on h8 was moved to h9
 *   A2:attention       rule 17 for rule 7;  A2:remark  rule 17 for rule 10
 *   any infraction + @N: committed after play N (a claim after a later play is refused, rule 18)
 *   any infraction + !: it stood, never claimed (rule 18); + ~: claimed, the claim forfeited (rule 19); R-ONI-20
 *   A1:centre~         a rule 15 claim forfeited: the marker stays on h8
 *   first:resign  B2:forfeit  draw (agreed)  director:first | director:second | director:draw
 */

const WHO = /^(first|second|A1|A2|B1|B2)$/;
const INFRACTION = /^(out-of-turn|centre|center|touch|attention|remark)$/;

function square(text: string | undefined, what: string): Outcome<Square> {
  const sq = text === undefined ? null : parseSquare(text);
  return sq === null ? refuse('notation', `${what}: "${text ?? ''}" is not a square a1..o15`, 'engine.onino.notSquare', { what, text: text ?? '' }) : ok(sq);
}

export function parseAction(raw: string): Outcome<OninoAction> {
  const text = raw.trim();
  const bad = (why: string, key?: string) => refuse<OninoAction>('notation', `"${text}": ${why}`, 'engine.quoted', { text, why: key ? { key } : verbatim(why) });
  const playMatch = /^([a-oA-O]\d{1,2})(!?)$/.exec(text);
  if (playMatch) {
    const sq = square(playMatch[1], 'play');
    if (!sq.ok) return sq;
    return ok(playMatch[2] ? { type: 'play', square: sq.value, stood: true } : { type: 'play', square: sq.value });
  }
  if (text === 'declare') return ok({ type: 'declare' });
  if (text === 'draw') return ok({ type: 'draw' });
  const [head = '', verb = '', ...rest] = text.split(':');
  if (head === 'director') {
    if (rest.length > 0 || !/^(first|second|draw)$/.test(verb)) return bad('write director:first, director:second or director:draw');
    return ok({ type: 'director', winner: verb === 'draw' ? null : (verb as 'first' | 'second') });
  }
  if (head === 'both') return verb === 'declare' && rest.length === 0 ? ok({ type: 'declare', by: 'both' }) : bad('only both:declare names both sides', 'engine.onino.bothDeclare');
  if (!WHO.test(head)) return bad('not an Onino action (see docs/onino.md)', 'engine.onino.notNotation');
  const who = head as Who;
  if (verb === 'declare' || verb === 'resign' || verb === 'forfeit') {
    if (rest.length > 0) return bad(`${verb} takes no argument`);
    return ok(verb === 'declare' ? { type: 'declare', by: who } : { type: verb, by: who });
  }
  // Infractions: who:kind[:squares][@N][!|~]
  const at = /^(.*?)(?:@(\d+))?([!~]?)$/.exec([verb, ...rest].join(':'))!;
  const [kind = '', arg, ...extra] = at[1]!.split(':');
  const after = at[2] === undefined ? {} : { after: Number(at[2]) };
  const mark = WAIVED[at[3]!];
  const extras = { ...after, ...(mark ? { waived: mark } : {}) };
  if (!INFRACTION.test(kind) || extra.length > 0) return bad('not an Onino action (see docs/onino.md)', 'engine.onino.notNotation');
  switch (kind) {
    case 'out-of-turn': {
      if (arg === undefined) return ok({ type: 'out-of-turn', offender: who, ...extras });
      const sq = square(arg, 'out-of-turn');
      return sq.ok ? ok({ type: 'out-of-turn', offender: who, square: sq.value, ...extras }) : sq;
    }
    case 'centre':
    case 'center': {
      // A forfeited claim moves nothing: the marker stays on the centre.
      if (mark === 'forfeited') {
        return arg === undefined ? ok({ type: 'centre', offender: who, to: CENTRE, ...extras })
          : bad(`a forfeited rule 15 claim leaves the marker on h8: write ${who}:centre~`);
      }
      const sq = square(arg, 'centre needs the square the marker was moved to');
      return sq.ok ? ok({ type: 'centre', offender: who, to: sq.value, ...extras }) : sq;
    }
    case 'touch': {
      const squares: Square[] = [];
      const moves: { from: Square; to: Square }[] = [];
      for (const part of (arg ?? '').split(',')) {
        const [from, to, ...more] = part.split('>');
        const sq = square(more.length ? undefined : from, 'touch needs the markers touched, e.g. touch:h8,i9 or touch:h8>h9');
        if (!sq.ok) return sq;
        squares.push(sq.value);
        if (to === undefined) continue;
        const dest = square(to, 'a moved marker needs the square it went to, e.g. touch:h8>h9');
        if (!dest.ok) return dest;
        moves.push({ from: sq.value, to: dest.value });
      }
      return ok({ type: 'touch', offender: who, squares, ...(moves.length ? { moves } : {}), ...extras });
    }
    default:
      if (arg !== undefined) return bad(`${kind} takes no square`);
      return ok({ type: kind as 'attention' | 'remark', offender: who, ...extras });
  }
}

/** R-ONI-20 marks after an infraction: `!` it stood (rule 18), `~` the claim was forfeited (rule 19). */
const WAIVED: Record<string, Waived | undefined> = { '!': 'stood', '~': 'forfeited' };
const waivedMark = (w: Waived | undefined): string => (w === 'stood' ? '!' : w === 'forfeited' ? '~' : '');

export function formatAction(a: OninoAction): string {
  const at = (after: number | undefined) => (after === undefined ? '' : `@${after}`) + ('waived' in a ? waivedMark(a.waived) : '');
  switch (a.type) {
    case 'play':
      return squareName(a.square) + (a.stood ? '!' : '');
    case 'declare':
      return a.by === undefined ? 'declare' : `${a.by}:declare`;
    case 'out-of-turn':
      return `${a.offender}:out-of-turn${a.square === undefined ? '' : `:${squareName(a.square)}`}${at(a.after)}`;
    case 'centre':
      return a.waived === 'forfeited' ? `${a.offender}:centre${at(a.after)}` : `${a.offender}:centre:${squareName(a.to)}${at(a.after)}`;
    case 'touch': {
      const named = (sq: Square) => {
        const move = a.moves?.find((m) => m.from === sq);
        return move ? `${squareName(sq)}>${squareName(move.to)}` : squareName(sq);
      };
      return `${a.offender}:touch:${a.squares.map(named).join(',')}${at(a.after)}`;
    }
    case 'attention':
    case 'remark':
      return `${a.offender}:${a.type}${at(a.after)}`;
    case 'resign':
    case 'forfeit':
      return `${a.by}:${a.type}`;
    case 'draw':
      return 'draw';
    case 'director':
      return `director:${a.winner ?? 'draw'}`;
  }
}

/** Actions per line in the canonical record. */
const PER_LINE = 10;

/**
 * A record: optional `[key value]` option lines (e.g. `[mode doubles]`), then action tokens separated by
 * whitespace; `#` starts a comment to the end of the line.
 */
export function parseRecord(text: string): Outcome<GameRecord<OninoAction>> {
  const options: GameOptions = {};
  const actions: OninoAction[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    if (!line) continue;
    const tag = /^\[(\w+)\s+"?([^"\]]*)"?\]$/.exec(line);
    if (tag) {
      if (actions.length > 0) return refuse('notation', `option line "${line}" must come before the actions`);
      options[tag[1]!] = tag[2]!.trim();
      continue;
    }
    for (const token of line.split(/\s+/)) {
      const parsed = parseAction(token);
      if (!parsed.ok) return { ok: false, error: { ...parsed.error, ply: actions.length + 1 } };
      actions.push(parsed.value);
    }
  }
  return ok({ options, actions });
}

export function formatRecord(record: GameRecord<OninoAction>): string {
  const lines = Object.entries(record.options).map(([key, value]) => `[${key} ${String(value)}]`);
  const tokens = record.actions.map(formatAction);
  for (let i = 0; i < tokens.length; i += PER_LINE) lines.push(tokens.slice(i, i + PER_LINE).join(' '));
  return lines.length ? `${lines.join('\n')}\n` : '';
}
