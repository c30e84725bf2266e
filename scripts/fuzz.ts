/**
 * Hostile input, measured (fast-check generates every case):
 *  - every API method of the contract through the real services on a real SQLite file: payloads generated
 *    from each method's own schema and then broken (wrong types, missing and extra fields, huge strings,
 *    deep nesting, SQL- and script-looking text, numbers at the limits, prototype keys), duplicate and
 *    out-of-order requests (stale sequence numbers, undo then append, the same request twice);
 *  - every game's parseRecord / parseAction / apply: mutated records and notation, malformed action objects,
 *    actions from other positions.
 * Requirements: nothing throws, no unhandled rejection, every refusal is typed (an ApiError with a known
 * code other than `internal`, a RuleError with rule and message), `apply` never mutates its state, and
 * the database is identical (hash of every row of every table) before and after every refused request.
 *
 *   npm run fuzz [-- --cases 100000 --seed 1]
 */
import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { openDatabase } from '../src/main/db/connection';
import type { Db } from '../src/main/db/types';
import { createBackend, type Backend } from '../src/main/services/backend';
import { contract, METHODS } from '../src/shared/api/contract';
import type { ApiErrorCode, ApiResult } from '../src/shared/api/errors';
import { gameRules } from '../src/shared/games/registry';
import type { AnyGameRules, GameId, Outcome } from '../src/shared/games/types';
import { mulberry32 } from '../src/shared/random';
import { PLAYABLE, pick, randomGame } from './random-games';

export interface FuzzReport {
  cases: number;
  apiRequests: number;
  refusals: number;
  accepted: number;
  crashes: number;
  stateChanges: number;
  /** Records that parse but do not round-trip to the same canonical text. */
  roundTripFailures: number;
  /** First examples of each kind of failure, for the report. */
  examples: string[];
  /** Crashes per API method or game, to find their source. */
  crashesBy: Record<string, number>;
}

const KNOWN_CODES: ApiErrorCode[] = ['invalid', 'not_found', 'conflict', 'rule', 'forbidden', 'too_large', 'throttled', 'unknown_method'];

// ---------------------------------------------------------------- hostile values

const HOSTILE_STRINGS = [
  '', ' ', '\t\n', 'Ann', 'Łukasz Wróbel', '李雷', 'Zoë', '\u202eevil', '👩‍👩‍👧‍👦', '\u0000', 'a\u0000b', '\ud800',
  "'; DROP TABLE players; --", "' OR '1'='1", '1; DELETE FROM actions', 'Robert"); DROP TABLE games;--', '%', '_', '\\',
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '{{7*7}}', '${process.exit()}',
  '../../../etc/passwd', '..\\..\\windows', '/etc/passwd', 'C:\\Windows\\win.ini', 'file:///etc/passwd',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'NaN', 'null', 'undefined', 'true', '-1', '1e999',
  '2026-11-21', '2026-02-30', '0000-00-00', '9999-12-31', 'name,club,rating\nAnn,Club,1500\n', 'name\n"unterminated',
  'f5', 'F5', 'f5d6c3', 'pass', 'resign', 'K10', 'h8', 'a1-a6', 'declare', 'draw', 'x', 'A4', 'Letter',
  '0123456789'.repeat(51), 'é'.repeat(501),
];

const LIMIT_NUMBERS = [
  0, -0, 1, 2, 3, 4, 5, 6, 7, -1, 0.5, 1.5, 99, 100, 999, 1000, 4000, 4001, 65535, 2 ** 31 - 1, 2 ** 31, 2 ** 31 + 1, 2 ** 32,
  2 ** 53, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, -(2 ** 53), Number.MAX_VALUE, Number.MIN_VALUE,
  Number.EPSILON, NaN, Infinity, -Infinity, 1e308, -1e308, 1_000_000, 1_000_001,
];

/** Deeply nested arrays/objects (depth up to a few thousand): recursion bombs for validators and JSON code. */
const deepNesting = fc.tuple(fc.integer({ min: 50, max: 3000 }), fc.boolean()).map(([depth, asObject]) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = asObject ? { a: value } : [value];
  return value;
});

const hugeString = fc.tuple(fc.constantFrom('x', 'é', '💥', "'", '<', '\u0000', 'f5 '), fc.integer({ min: 501, max: 200_000 }))
  .map(([unit, n]) => unit.repeat(n));

const hostileString = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: hugeString },
);

const hostileNumber = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...LIMIT_NUMBERS) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
);

const protoPayload = fc.constantFrom(
  JSON.parse('{"__proto__": {"polluted": "yes"}}') as unknown,
  JSON.parse('{"constructor": {"prototype": {"polluted": "yes"}}}') as unknown,
  Object.create(null) as unknown,
);

/** Any value of the wrong kind. */
const wildValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 4, arbitrary: hostileNumber },
  { weight: 2, arbitrary: fc.constantFrom(null, undefined, true, false, [], {}, [[]], { id: 1 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: protoPayload },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3, withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true, withNullPrototype: true }) },
);

// ---------------------------------------------------------------- payloads from the contract's schemas

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  items?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Values that fit a schema's shape (and often its limits), with some parts replaced by hostile ones. */
function fromSchema(schema: z.ZodType, notation: string[], depth = 0): fc.Arbitrary<unknown> {
  const d = defOf(schema);
  const near = ((): fc.Arbitrary<unknown> => {
    if (depth > 6) return fc.constant(undefined);
    switch (d.type) {
      case 'object': {
        const fields = Object.fromEntries(Object.entries(d.shape ?? {}).map(([k, v]) => [k, fromSchema(v, notation, depth + 1)]));
        return fc.oneof(
          { weight: 6, arbitrary: fc.record(fields) },
          { weight: 2, arbitrary: fc.record(fields, { requiredKeys: [] }) },
          { weight: 1, arbitrary: fc.tuple(fc.record(fields), fc.constantFrom('extra', '__proto__', 'id', 'constructor'), wildValue).map(([o, k, v]) => ({ ...o, [k]: v })) },
        );
      }
      case 'string':
        return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...notation) }, { weight: 5, arbitrary: hostileString });
      case 'number':
        return fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 0, max: 8 }) }, { weight: 3, arbitrary: hostileNumber });
      case 'boolean':
        return fc.boolean();
      case 'enum':
        return fc.constantFrom(...Object.values(d.entries ?? { x: 'x' }));
      case 'literal':
        return fc.constantFrom(...((d.values ?? [null]) as unknown[]));
      case 'optional':
      case 'default':
      case 'prefault':
        return fc.option(fromSchema(d.innerType!, notation, depth + 1), { nil: undefined, freq: 3 });
      case 'nullable':
        return fc.option(fromSchema(d.innerType!, notation, depth + 1), { nil: null, freq: 3 });
      case 'array':
        return fc.array(fromSchema(d.element!, notation, depth + 1), { maxLength: 6 });
      case 'record':
        return fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('size', 'first', 'position', 'set', '__proto__')),
          fromSchema(d.valueType!, notation, depth + 1), { maxKeys: 4 });
      case 'union':
        return fc.oneof(...(d.options ?? []).map((o) => fromSchema(o, notation, depth + 1)));
      case 'tuple':
        return fc.tuple(...(d.items ?? []).map((i) => fromSchema(i, notation, depth + 1)));
      case 'pipe':
        return fromSchema(d.in!, notation, depth + 1);
      default:
        return wildValue;
    }
  })();
  return fc.oneof({ weight: 12, arbitrary: near }, { weight: 1, arbitrary: wildValue });
}

type Request = { method: string; payload: unknown; twice: boolean };

function requestArb(notation: string[]): fc.Arbitrary<Request> {
  const byMethod = METHODS.map((m) => fromSchema(contract[m].input as unknown as z.ZodType, notation).map((payload) => ({ method: m as string, payload })));
  const wrongMethod = fc.tuple(
    fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'games.append ', 'GAMES.APPEND', 'games', '', 'games.append/../players.remove', 'players.create\u0000'), fc.string({ maxLength: 30 })),
    wildValue,
  ).map(([method, payload]) => ({ method, payload }));
  return fc.tuple(fc.oneof({ weight: 30, arbitrary: fc.oneof(...byMethod) }, { weight: 1, arbitrary: wrongMethod }), fc.boolean(), fc.integer({ min: 0, max: 9 }))
    .map(([r, twice, n]) => ({ ...r, twice: twice && n === 0 }));
}

// ---------------------------------------------------------------- the database under test

/** Every row of every table, hashed: equal hashes mean the request left the data alone. */
export function snapshot(db: Db): string {
  const hash = createHash('sha256');
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[];
  for (const { name } of tables) {
    hash.update(`\u0001${name}\u0001`);
    for (const row of db.prepare(`SELECT * FROM "${name.replace(/"/g, '""')}"`).raw().iterate() as IterableIterator<unknown[]>) {
      hash.update(JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : Buffer.isBuffer(v) ? v.toString('hex') : v)));
    }
  }
  hash.update(String(db.pragma('user_version', { simple: true })));
  return hash.digest('hex');
}

function must(backend: Backend, method: string, payload: unknown): unknown {
  const r = backend.call(method, payload);
  if (!r.ok) throw new Error(`fuzz setup: ${method} refused: ${r.error.message}`);
  return r.data;
}

/** A small club: players, an event with registrations, one game of each kind with a few moves. */
function seedTemplate(file: string, random: () => number): void {
  const backend = createBackend(openDatabase({ file }));
  for (const name of ['Ann', 'Bob', 'Chidi', 'Dana', 'Eve', 'Fay']) must(backend, 'players.create', { name, rating: 1500 });
  const event = must(backend, 'events.create', { name: 'Club night', game: 'othello', format: 'swiss', roundsPlanned: 3 }) as { id: number };
  for (let p = 1; p <= 6; p++) must(backend, 'events.register', { eventId: event.id, playerId: p });
  for (const game of PLAYABLE) {
    const { id } = must(backend, 'games.create', { game, eventId: event.id }) as { id: number };
    const { actions } = randomGame(game, random, 12);
    actions.forEach((action, seq) => must(backend, 'games.append', { id, expectedSeq: seq, action }));
  }
  backend.db.close();
}

// ---------------------------------------------------------------- checks

function isApiResult(r: unknown): r is ApiResult<unknown> {
  if (typeof r !== 'object' || r === null) return false;
  const o = r as { ok?: unknown; error?: { code?: unknown; message?: unknown } };
  if (o.ok === true) return 'data' in o;
  return o.ok === false && typeof o.error?.message === 'string' && KNOWN_CODES.includes(o.error.code as ApiErrorCode);
}

const show = (v: unknown) => {
  try {
    const text = JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? `${x}n` : x)) ?? String(v);
    return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
  } catch {
    return String(v).slice(0, 300);
  }
};

/** A structural fingerprint of an engine state (Maps, Sets and typed arrays included) to prove apply did not mutate it. */
function fingerprint(value: unknown, seen = new Set<unknown>()): string {
  if (value === null || typeof value !== 'object') return typeof value === 'bigint' ? `${value}n` : JSON.stringify(value) ?? String(value);
  if (seen.has(value)) return '<cycle>';
  seen.add(value);
  let out: string;
  if (ArrayBuffer.isView(value)) out = `${value.constructor.name}[${Array.from(value as unknown as ArrayLike<number>).join(',')}]`;
  else if (value instanceof Map) out = `Map{${[...value].map(([k, v]) => `${fingerprint(k, seen)}=>${fingerprint(v, seen)}`).join(',')}}`;
  else if (value instanceof Set) out = `Set{${[...value].map((v) => fingerprint(v, seen)).join(',')}}`;
  else if (Array.isArray(value)) out = `[${value.map((v) => fingerprint(v, seen)).join(',')}]`;
  else out = `{${Object.keys(value).map((k) => `${k}:${fingerprint((value as Record<string, unknown>)[k], seen)}`).join(',')}}`;
  seen.delete(value);
  return out;
}

function isOutcome(r: unknown): r is Outcome<unknown> {
  if (typeof r !== 'object' || r === null) return false;
  const o = r as { ok?: unknown; error?: { rule?: unknown; message?: unknown } };
  if (o.ok === true) return 'value' in o;
  return o.ok === false && typeof o.error?.rule === 'string' && o.error.rule !== '' && typeof o.error.message === 'string' && o.error.message !== '';
}

// ---------------------------------------------------------------- the run

export interface FuzzOptions {
  cases: number;
  seed: number;
  /** Fresh copy of the seeded database every N API cases (keeps the snapshot cheap). */
  resetEvery?: number;
  log?: (line: string) => void;
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const report: FuzzReport = { cases: 0, apiRequests: 0, refusals: 0, accepted: 0, crashes: 0, stateChanges: 0, roundTripFailures: 0, examples: [], crashesBy: {} };
  const random = mulberry32(options.seed);
  const note = (kind: string, where: string, detail: string) => {
    if (report.examples.filter((e) => e.startsWith(kind)).length < 5) report.examples.push(`${kind} ${where}: ${detail}`);
  };
  const crash = (where: string, detail: string) => {
    report.crashes++;
    report.crashesBy[where] = (report.crashesBy[where] ?? 0) + 1;
    note('crash', where, detail);
  };
  let rejections = 0;
  const onRejection = (reason: unknown) => {
    rejections++;
    crash('unhandled rejection', String(reason));
  };
  process.on('unhandledRejection', onRejection);

  // Positions to attack: random legal games of every engine, and their notation as strings for payloads.
  const pools = new Map<GameId, { rules: AnyGameRules; states: unknown[]; actions: string[]; records: string[] }>();
  for (const game of PLAYABLE) {
    const rules = gameRules(game);
    const pool = { rules, states: [] as unknown[], actions: [] as string[], records: [] as string[] };
    for (let i = 0; i < 4; i++) {
      const played = randomGame(game, random, game === 'ninuki' ? 60 : 150);
      pool.states.push(...played.states.filter((_s, k) => k % 3 === 0 || k === played.states.length - 1));
      pool.actions.push(...played.actions);
      const parsed = played.actions.map((a) => rules.parseAction(a)).filter((p) => p.ok).map((p) => (p as { value: unknown }).value);
      pool.records.push(rules.formatRecord({ options: {}, actions: parsed }));
    }
    pools.set(game, pool);
  }
  const notation = [...new Set([...pools.values()].flatMap((p) => p.actions.slice(0, 40)))];

  const dir = mkdtempSync(join(tmpdir(), 'td-fuzz-'));
  const template = join(dir, 'template.sqlite');
  seedTemplate(template, random);
  let generation = 0;
  let backend: Backend;
  const fresh = () => {
    backend?.db.close();
    const file = join(dir, `club-${++generation}.sqlite`);
    copyFileSync(template, file);
    rmSync(join(dir, `club-${generation - 1}.sqlite.backups`), { recursive: true, force: true });
    rmSync(join(dir, `club-${generation - 1}.sqlite`), { force: true });
    backend = createBackend(openDatabase({ file }));
  };
  fresh();

  const apiCase = async (req: Request) => {
    for (let n = 0; n < (req.twice ? 2 : 1); n++) {
      const before = snapshot(backend.db);
      let result: unknown;
      report.apiRequests++;
      try {
        result = await backend.callAsync(req.method, req.payload);
      } catch (err) {
        crash(req.method, `threw ${(err as Error).message} for ${show(req.payload)}`);
        continue;
      }
      if (!isApiResult(result)) {
        crash(req.method, `answered ${show(result)} for ${show(req.payload)}`);
        continue;
      }
      if (result.ok) {
        report.accepted++;
        const out = (contract as Record<string, { output: z.ZodType }>)[req.method]?.output.safeParse(result.data);
        if (out && !out.success) crash(req.method, `answer does not fit the contract's output: ${out.error.issues[0]?.message} for ${show(req.payload)}`);
        continue;
      }
      report.refusals++;
      if (snapshot(backend.db) !== before) {
        report.stateChanges++;
        note('state change', req.method, `refused (${result.error.code}: ${result.error.message}) but changed the database, payload ${show(req.payload)}`);
      }
    }
    if (({} as Record<string, unknown>).polluted !== undefined) crash(req.method, 'Object.prototype was polluted');
  };

  /** Out of order and duplicated on purpose: a legal move, the same request again, stale and future sequence numbers, undo. */
  const sequenceCase = async (pickIndex: number, kind: number) => {
    const games = must(backend, 'games.list', {}) as { id: number; seq: number }[];
    const target = games[pickIndex % games.length];
    if (!target) return;
    const state = must(backend, 'games.get', { id: target.id }) as { seq: number; game: GameId; actions: string[] };
    const pool = pools.get(state.game)!;
    const legal = (() => {
      const rules = pool.rules;
      let s = (rules.setup({}) as { value: unknown }).value;
      for (const a of state.actions) s = (rules.apply(s, (rules.parseAction(a) as { value: unknown }).value) as { value: unknown }).value;
      const moves = rules.legal?.(s) ?? [];
      return moves.length ? rules.formatAction(pick(moves, random)) : null;
    })();
    const seq = state.seq;
    const plan: Request[] = [];
    const append = (expectedSeq: number, action: string) => ({ method: 'games.append', payload: { id: target.id, expectedSeq, action }, twice: false });
    if (kind === 0 && legal) plan.push(append(seq, legal), append(seq, legal)); // a double tap: the second is a conflict
    if (kind === 1 && legal) plan.push(append(seq - 1, legal), append(seq + 1, legal), append(seq, legal));
    if (kind === 2) plan.push({ method: 'games.undo', payload: { id: target.id, expectedSeq: seq, reason: 'fuzz' }, twice: false }, { method: 'games.undo', payload: { id: target.id, expectedSeq: seq, reason: 'again' }, twice: false });
    if (kind === 3 && legal) plan.push({ method: 'games.undo', payload: { id: target.id, expectedSeq: seq, reason: 'fuzz' }, twice: false }, append(seq, legal));
    if (kind === 4) plan.push({ method: 'events.register', payload: { eventId: 1, playerId: 1 + (pickIndex % 6) }, twice: true }, { method: 'events.unregister', payload: { eventId: 1, playerId: 1 + (pickIndex % 6) }, twice: true });
    if (kind === 5) plan.push({ method: 'players.remove', payload: { id: 1 + (pickIndex % 6) }, twice: true });
    for (const req of plan) await apiCase(req);
    if (kind === 0 && legal) {
      const after = must(backend, 'games.get', { id: target.id }) as { seq: number };
      if (after.seq !== seq + 1) crash('games.append', `a double tap recorded ${after.seq - seq} actions`);
    }
  };

  const rulesCase = (game: GameId, op: number, text: string, wild: unknown, stateIndex: number, mutateAt: number) => {
    const pool = pools.get(game)!;
    const { rules } = pool;
    const where = `${game}.${['parseRecord', 'parseAction', 'apply'][op % 3]}`;
    try {
      if (op % 3 === 0) {
        const source = pick(pool.records, random);
        const input = mutateAt < 0 ? text : mutate(source, mutateAt, text);
        const parsed = rules.parseRecord(input);
        if (!isOutcome(parsed)) return crash(where, `answered ${show(parsed)} for ${show(input)}`);
        if (!parsed.ok) return void report.refusals++;
        report.accepted++;
        const canonical = rules.formatRecord(parsed.value);
        const again = rules.parseRecord(canonical);
        if (!again.ok || rules.formatRecord(again.value) !== canonical) {
          report.roundTripFailures++;
          note('round trip', where, `${show(input)} -> ${show(canonical)} -> ${again.ok ? show(rules.formatRecord(again.value)) : show(again.error)}`);
        }
        return;
      }
      const state = pool.states[stateIndex % pool.states.length];
      let action: unknown;
      if (op % 3 === 1) {
        const input = mutateAt < 0 ? text : mutate(pick(pool.actions, random), mutateAt, text);
        const parsed = rules.parseAction(input);
        if (!isOutcome(parsed)) return crash(where, `answered ${show(parsed)} for ${show(input)}`);
        if (!parsed.ok) return void report.refusals++;
        action = parsed.value;
      } else {
        const legal = rules.legal?.(pool.states[(stateIndex * 7 + 3) % pool.states.length]) ?? [];
        action = mutateAt % 3 === 0 || legal.length === 0 ? wild : mutateAt % 3 === 1 ? pick(legal, random) : breakObject(pick(legal, random), wild, mutateAt);
      }
      const before = fingerprint(state);
      const next = rules.apply(state, action);
      if (!isOutcome(next)) return crash(`${game}.apply`, `answered ${show(next)} for ${show(action)}`);
      if (fingerprint(state) !== before) return crash(`${game}.apply`, `mutated its state for ${show(action)}`);
      if (!next.ok) return void report.refusals++;
      report.accepted++;
      rules.status(next.value);
      rules.summary(next.value);
      JSON.stringify(rules.view(next.value, 'players'));
    } catch (err) {
      crash(where, `threw ${(err as Error).message} for ${show(text)} / ${show(wild)}`);
    }
  };

  const caseArb = fc.oneof(
    { weight: 10, arbitrary: requestArb(notation).map((r) => ({ kind: 'api' as const, r })) },
    { weight: 2, arbitrary: fc.tuple(fc.nat(), fc.integer({ min: 0, max: 5 })).map(([i, k]) => ({ kind: 'sequence' as const, i, k })) },
    {
      weight: 8,
      arbitrary: fc.record({
        kind: fc.constant('rules' as const), game: fc.constantFrom(...PLAYABLE), op: fc.nat({ max: 2 }), text: hostileString,
        wild: wildValue, stateIndex: fc.nat(), mutateAt: fc.integer({ min: -1, max: 400 }),
      }),
    },
  );

  const resetEvery = options.resetEvery ?? 400;
  const batch = 500;
  try {
    for (let done = 0; done < options.cases; done += batch) {
      const cases = fc.sample(caseArb, { numRuns: Math.min(batch, options.cases - done), seed: options.seed + done });
      for (const c of cases) {
        if (c.kind === 'api') await apiCase(c.r);
        else if (c.kind === 'sequence') await sequenceCase(c.i, c.k);
        else rulesCase(c.game, c.op, c.text, c.wild, c.stateIndex, c.mutateAt);
        report.cases++;
        if (report.cases % resetEvery === 0) fresh();
      }
      options.log?.(`${report.cases} cases: ${report.refusals} refusals, ${report.crashes} crashes, ${report.stateChanges} state changes`);
    }
    await new Promise((r) => setTimeout(r, 10)); // let any stray rejection surface
  } finally {
    process.off('unhandledRejection', onRejection);
    backend!.db.close();
    rmSync(dir, { recursive: true, force: true });
  }
  void rejections;
  return report;
}

/** Text with one edit at `at`: a replaced, inserted or deleted stretch, a truncation, or a doubled part. */
function mutate(source: string, at: number, insert: string): string {
  const i = source.length ? at % (source.length + 1) : 0;
  switch (at % 5) {
    case 0: return source.slice(0, i) + insert + source.slice(i + 1);
    case 1: return source.slice(0, i) + insert.slice(0, 3) + source.slice(i);
    case 2: return source.slice(0, i) + source.slice(i + 1 + (at % 4));
    case 3: return source.slice(0, i);
    default: return source + source.slice(i);
  }
}

/** A legal action object with one field replaced by a hostile value (actions arriving as JSON from elsewhere). */
function breakObject(action: unknown, wild: unknown, at: number): unknown {
  if (typeof action !== 'object' || action === null) return wild;
  const copy = structuredClone(action) as Record<string, unknown>;
  const keys = Object.keys(copy);
  if (keys.length === 0) return wild;
  const key = keys[at % keys.length]!;
  if (at % 4 === 0) delete copy[key];
  else copy[key] = wild;
  return copy;
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { cases: { type: 'string', default: '100000' }, seed: { type: 'string', default: String(Date.now() % 1_000_000) } } });
  const cases = Number(values.cases);
  const seed = Number(values.seed);
  process.stdout.write(`fuzz: ${cases} cases over ${METHODS.length} API methods and ${PLAYABLE.length} games, seed ${seed}\n`);
  const started = Date.now();
  const report = await runFuzz({ cases, seed, log: (line) => process.stderr.write(`${line}\n`) });
  for (const example of report.examples) process.stdout.write(`${example}\n`);
  if (report.crashes) process.stdout.write(`crashes by source: ${JSON.stringify(report.crashesBy)}\n`);
  process.stdout.write([
    `cases: ${report.cases}`,
    `API requests: ${report.apiRequests} (${report.accepted} accepted overall)`,
    `refusals: ${report.refusals}`,
    `crashes: ${report.crashes}`,
    `state changes on refusal: ${report.stateChanges}`,
    `round-trip failures: ${report.roundTripFailures}`,
    `time: ${((Date.now() - started) / 1000).toFixed(1)} s`,
  ].join('\n') + '\n');
  return report.crashes === 0 && report.stateChanges === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().then((code) => (process.exitCode = code), (err: Error) => {
    process.stderr.write(`fuzz: ${err.stack ?? err.message}\n`);
    process.exitCode = 1;
  });
}
