/**
 * The dominoes record notation (docs/dominoes.md). One action is one token without spaces:
 *   forset(a=6-4;b=3-1)  deal  deal(a=6;b=5)  deal(a=6-4,5-5,3-1,2-0,1-1;b=...)
 *   6-4 (the set, or a play only one end takes)  6-1@N  !4-6@S (a wrong play that stood)  a+2 (a claims 2)
 *   ?4-6@S (a wrong play corrected before the next play)  3-2@N^ (a face-up tile played at the opponent's direction)
 *   draw  draw(3-2)  pass  count  count(b=18)  count(a=4;b=12)
 *   trip(a)  overdraw(a)  underdraw(a)  underdraw(a=3-2)  exposed(3-2)  exposed(a=3-2)
 *   resign(a)  forfeit(a)  agreed  director(a)  director(draw), each optionally followed by {reason}.
 * A record is `[key value]` option lines, then the tokens; `#` starts a comment to the end of the line.
 */
import { ok, refuse, verbatim, type GameOptions, type GameRecord, type Outcome } from '../types';
import type { Action, Side } from './types';
import { parseTileText, tile, tileKey, type Tile } from './tiles';

const ARM = /^[NSEW](?:\d+[lr])*$/;
const SIDE = /^[ab]$/;

/** `"text": why`, the why by key when it has one (issue 25), else its English as given. */
const bad = (text: string, why: string, key?: string): Outcome<Action> =>
  refuse('notation', `"${text}": ${why}`, 'engine.quoted', { text, why: key ? { key } : verbatim(why) });

function parseTiles(text: string): Tile[] | null {
  const out: Tile[] = [];
  for (const part of text.split(',')) {
    const t = parseTileText(part);
    if (!t) return null;
    out.push(tile(...t));
  }
  return out;
}

/** `a=x;b=y` into a map; null when a key is not a side or repeats. */
function parseSideArgs(args: string): Partial<Record<Side, string>> | null {
  const out: Partial<Record<Side, string>> = {};
  for (const part of args.split(';')) {
    const m = /^([ab])=(.+)$/.exec(part);
    if (!m || out[m[1] as Side] !== undefined) return null;
    out[m[1] as Side] = m[2]!;
  }
  return out;
}

const sideTiles = (args: string): Record<Side, Tile[]> | null => {
  const sides = parseSideArgs(args);
  if (!sides?.a || !sides.b) return null;
  const a = parseTiles(sides.a);
  const b = parseTiles(sides.b);
  return a && b ? { a, b } : null;
};

const ENDINGS = { resign: 'resignation', forfeit: 'forfeit', director: 'director', agreed: 'agreement' } as const;

export function parseAction(text: string): Outcome<Action> {
  const t = text.trim();
  const play = /^([!?])?(\d{1,2}-\d{1,2})(?:@([^\s^]+))?(\^)?$/.exec(t);
  if (play) {
    const halves = parseTileText(play[2]!)!;
    const arm = play[3];
    if (arm !== undefined && !ARM.test(arm)) return bad(t, `"${arm}" is not an end (N, S, E, W, or like N3l)`);
    if (play[1]) {
      if (arm === undefined) return bad(t, `a wrong play names its end: ${play[1]}inner-outer@END`);
      if (play[4]) return bad(t, 'only a play is made at the opponent\'s direction (^)');
      return ok({ type: play[1] === '!' ? 'wrong' : 'corrected', inner: halves[0], outer: halves[1], arm });
    }
    const directed = play[4] ? { directed: true as const } : {};
    return ok(arm === undefined ? { type: 'play', tile: tile(...halves), ...directed } : { type: 'play', tile: tile(...halves), arm, ...directed });
  }
  // Numbers of at most six digits: longer ones are no score and would format as Infinity.
  const claim = /^([ab])\+(\d{1,6})$/.exec(t);
  if (claim) {
    const points = Number(claim[2]);
    return points > 0 ? ok({ type: 'claim', side: claim[1] as Side, points }) : bad(t, 'a claim is at least one point', 'engine.dominoes.claimOne');
  }
  const m = /^([a-z]+)(?:\(([^)]*)\))?(?:\{([^}]*)\})?$/.exec(t);
  if (!m) return bad(t, 'not a dominoes action', 'engine.dominoes.notNotation');
  const [, word, args, reason] = m as unknown as [string, string, string | undefined, string | undefined];
  if (reason !== undefined && !(word in ENDINGS)) return bad(t, 'only game endings carry a {reason}');
  const sideArg = (): Side | null => (args !== undefined && SIDE.test(args) ? (args as Side) : null);
  switch (word) {
    case 'forset': {
      const sides = args === undefined ? null : sideTiles(args);
      if (!sides || sides.a.length !== 1 || sides.b.length !== 1) return bad(t, 'write forset(a=TILE;b=TILE)');
      return ok({ type: 'forset', a: sides.a[0]!, b: sides.b[0]! });
    }
    case 'deal': {
      if (args === undefined) return ok({ type: 'deal' });
      const sides = parseSideArgs(args);
      if (sides?.a && sides.b && /^\d{1,6}$/.test(sides.a) && /^\d{1,6}$/.test(sides.b)) {
        return ok({ type: 'deal', counts: { a: Number(sides.a), b: Number(sides.b) } });
      }
      const hands = sideTiles(args);
      return hands ? ok({ type: 'deal', hands }) : bad(t, 'write deal, deal(a=N;b=N) or deal(a=TILES;b=TILES)');
    }
    case 'draw': {
      if (args === undefined) return ok({ type: 'draw' });
      const drawn = parseTiles(args);
      return drawn?.length === 1 ? ok({ type: 'draw', tile: drawn[0]! }) : bad(t, 'write draw or draw(TILE)');
    }
    case 'pass':
      return args === undefined ? ok({ type: 'pass' }) : bad(t, 'pass takes nothing', 'engine.dominoes.passNothing');
    case 'count': {
      if (args === undefined) return ok({ type: 'count', counts: {} });
      const sides = parseSideArgs(args);
      if (!sides || Object.values(sides).some((v) => !/^\d{1,6}$/.test(v ?? ''))) return bad(t, 'write count(b=PIPS) or count(a=PIPS;b=PIPS)');
      const counts: Partial<Record<Side, number>> = {};
      if (sides.a !== undefined) counts.a = Number(sides.a);
      if (sides.b !== undefined) counts.b = Number(sides.b);
      return ok({ type: 'count', counts });
    }
    case 'trip':
    case 'overdraw': {
      const side = sideArg();
      return side ? ok({ type: word, side }) : bad(t, `write ${word}(a) or ${word}(b)`);
    }
    case 'underdraw': {
      const side = sideArg();
      if (side) return ok({ type: 'underdraw', side });
      const sides = args === undefined ? null : parseSideArgs(args);
      const entries = sides ? Object.entries(sides) : [];
      const tiles = entries.length === 1 ? parseTiles(entries[0]![1]) : null;
      return tiles ? ok({ type: 'underdraw', side: entries[0]![0] as Side, tiles }) : bad(t, 'write underdraw(a) or underdraw(a=TILES)');
    }
    case 'exposed': {
      const bare = args === undefined ? null : parseTiles(args);
      if (bare?.length === 1) return ok({ type: 'exposed', tile: bare[0]! });
      const sides = args === undefined ? null : parseSideArgs(args);
      const entries = sides ? Object.entries(sides) : [];
      const tiles = entries.length === 1 ? parseTiles(entries[0]![1]) : null;
      return tiles?.length === 1 ? ok({ type: 'exposed', side: entries[0]![0] as Side, tile: tiles[0]! }) : bad(t, 'write exposed(TILE) or exposed(a=TILE)');
    }
    case 'resign':
    case 'forfeit':
    case 'director':
    case 'agreed': {
      const ending = ENDINGS[word];
      let side: Side | null = null;
      if (word === 'agreed') {
        if (args !== undefined) return bad(t, 'agreed takes no side', 'engine.dominoes.agreedNoSide');
      } else if (word === 'director' && args === 'draw') {
        side = null;
      } else {
        side = sideArg();
        if (!side) return bad(t, `write ${word}(a) or ${word}(b)${word === 'director' ? ' or director(draw)' : ''}`);
      }
      const action: Action = { type: 'end', ending, side };
      return ok(reason === undefined ? action : { ...action, reason });
    }
    default:
      return bad(t, 'not a dominoes action', 'engine.dominoes.notNotation');
  }
}

const tilesText = (tiles: readonly Tile[]): string => tiles.map(tileKey).join(',');

export function formatAction(action: Action): string {
  switch (action.type) {
    case 'forset':
      return `forset(a=${tileKey(action.a)};b=${tileKey(action.b)})`;
    case 'deal':
      if (action.hands) return `deal(a=${tilesText(action.hands.a)};b=${tilesText(action.hands.b)})`;
      return action.counts ? `deal(a=${action.counts.a};b=${action.counts.b})` : 'deal';
    case 'play':
      return (action.arm === undefined ? tileKey(action.tile) : `${tileKey(action.tile)}@${action.arm}`) + (action.directed ? '^' : '');
    case 'wrong':
      return `!${action.inner}-${action.outer}@${action.arm}`;
    case 'corrected':
      return `?${action.inner}-${action.outer}@${action.arm}`;
    case 'claim':
      return `${action.side}+${action.points}`;
    case 'draw':
      return action.tile ? `draw(${tileKey(action.tile)})` : 'draw';
    case 'pass':
      return 'pass';
    case 'count': {
      const parts = (['a', 'b'] as const).filter((s) => action.counts[s] !== undefined).map((s) => `${s}=${action.counts[s]}`);
      return parts.length ? `count(${parts.join(';')})` : 'count';
    }
    case 'trip':
    case 'overdraw':
      return `${action.type}(${action.side})`;
    case 'underdraw':
      return action.tiles ? `underdraw(${action.side}=${tilesText(action.tiles)})` : `underdraw(${action.side})`;
    case 'exposed':
      return action.side ? `exposed(${action.side}=${tileKey(action.tile)})` : `exposed(${tileKey(action.tile)})`;
    case 'end': {
      const word = { resignation: 'resign', forfeit: 'forfeit', director: 'director', agreement: 'agreed' }[action.ending];
      const arg = action.ending === 'agreement' ? '' : `(${action.side ?? 'draw'})`;
      return `${word}${arg}${action.reason === undefined ? '' : `{${action.reason}}`}`;
    }
  }
}

/** Splits at whitespace outside (...) and {...}. */
function tokens(body: string): string[] {
  const out: string[] = [];
  let current = '';
  let depth = 0;
  for (const ch of body) {
    if (ch === '(' || ch === '{') depth++;
    if (ch === ')' || ch === '}') depth = Math.max(0, depth - 1);
    if (/\s/.test(ch) && depth === 0) {
      if (current) out.push(current);
      current = '';
    } else current += ch;
  }
  if (current) out.push(current);
  return out;
}

const OPTION_ORDER = ['set', 'mode', 'exposed', 'seed'];

export function parseRecord(text: string): Outcome<GameRecord<Action>> {
  const options: GameOptions = {};
  const body: string[] = [];
  let inHeader = true;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) continue;
    const tag = /^\[([A-Za-z]+)\s+"?([^"\]]*)"?\]$/.exec(line);
    if (tag && inHeader) {
      options[tag[1]!] = tag[2]!;
      continue;
    }
    if (tag || line.startsWith('[')) return { ok: false, error: { rule: 'notation', message: `option line "${line}" after the first action`, ply: body.length + 1 } };
    inHeader = false;
    body.push(line);
  }
  const actions: Action[] = [];
  for (const token of tokens(body.join('\n'))) {
    const parsed = parseAction(token);
    if (!parsed.ok) return { ok: false, error: { ...parsed.error, ply: actions.length + 1 } };
    actions.push(parsed.value);
  }
  return ok({ options, actions });
}

/** Canonical text: option lines in a fixed order, then one line per hand (a line break before each deal). */
export function formatRecord(record: GameRecord<Action>): string {
  const keys = Object.keys(record.options).sort((x, y) => {
    const rank = (k: string) => (OPTION_ORDER.includes(k) ? OPTION_ORDER.indexOf(k) : OPTION_ORDER.length);
    return rank(x) - rank(y) || x.localeCompare(y);
  });
  const header = keys.map((k) => `[${k} ${String(record.options[k])}]\n`).join('');
  const lines: string[] = [];
  let line: string[] = [];
  for (const action of record.actions) {
    if (action.type === 'deal' && line.length) {
      lines.push(line.join(' '));
      line = [];
    }
    line.push(formatAction(action));
  }
  if (line.length) lines.push(line.join(' '));
  return `${header}${header && lines.length ? '\n' : ''}${lines.join('\n')}${lines.length ? '\n' : ''}`;
}
