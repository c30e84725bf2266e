import { parseArgs } from 'node:util';
import { UsageError, readInput, type Command } from '../command';
// The modules themselves, not the barrels: `td pair` starts in a fraction of a second only when it loads
// neither the TRF event import (and with it every game) nor the simulator.
import { pairDutch } from '../../shared/tournament/pairing/dutch';
import { checkPairing } from '../../shared/tournament/pairing/check';
import type { BracketExplanation } from '../../shared/tournament/pairing/explain';
import type { DutchEdition, DutchPair } from '../../shared/tournament/pairing/types';
import { parseTrf } from '../../shared/tournament/trf/parse';
import { pairedRounds, recordedPairing, roundInput } from '../../shared/tournament/trf/pairing';
import type { Trf, TrfRound } from '../../shared/tournament/trf/types';
import { t } from '../language';
import { DEFAULT_PAPP_TABLE, pappRound } from '../../shared/tournament/papp';

const key = (p: DutchPair): string => `${p.white} ${p.black}`;

/** JaVaFo output: the number of pairs (the bye counts as one), then `white black`, the bye `N 0`. */
function javafoLines(pairs: DutchPair[], bye: number | null): string[] {
  const lines = pairs.map(key);
  if (bye !== null) lines.push(`${bye} 0`);
  return [String(lines.length), ...lines];
}

/**
 * Without XXC, the initial colour is read the way bbpPairings reads it: in the first round with a
 * colour, the colour of the highest pairing number who took part in a pairing by then, reversed once
 * for every such player above him without a colour (E.5 alternates down the list). Without any
 * colour yet: white.
 */
export function initialColourOf(trf: Trf): 'white' | 'black' {
  if (trf.initialColour !== null) return trf.initialColour;
  const sorted = [...trf.players].sort((a, b) => a.id - b.id);
  const rounds = Math.max(0, ...trf.players.map((p) => p.rounds.length));
  const tookPart = (c: TrfRound | null | undefined): boolean => !!c && (c.opponent > 0 || c.result === 'U' || c.result === '+');
  for (let f = 0; f < rounds; f++) {
    if (!sorted.some((p) => p.rounds[f]?.colour === 'w' || p.rounds[f]?.colour === 'b')) continue;
    let flip = false;
    for (const p of sorted) {
      if (!p.rounds.slice(0, f + 1).some(tookPart)) continue;
      const c = p.rounds[f];
      if (c?.colour === 'w' || c?.colour === 'b') return (c.colour === 'w') !== flip ? 'white' : 'black';
      flip = !flip;
    }
  }
  return 'white';
}

/** One round of `--check`: the engine's pairing against the file's, and the rules both must keep. */
export interface RoundCheck {
  round: number;
  recorded: { pairs: DutchPair[]; bye: number | null };
  engine: { pairs: DutchPair[]; bye: number | null } | { error: string };
  /** Pairs (with their colours) the engine made exactly as the file has them. */
  samePairs: number;
  identical: boolean;
  /** Rule breaches of the engine's pairing and of the file's (checkPairing). */
  engineBreaches: string[];
  fileBreaches: string[];
}

/**
 * Re-pairs every round of a file from the rounds before it and compares. A file without XXR is
 * taken to declare the rounds it holds (as bbpPairings does for a finished tournament).
 */
export function checkTrf(trf: Trf, edition: DutchEdition = '2017'): RoundCheck[] {
  const rounds = pairedRounds(trf);
  const file: Trf = { ...trf, totalRounds: trf.totalRounds ?? rounds, initialColour: initialColourOf(trf) };
  const out: RoundCheck[] = [];
  for (let round = 1; round <= rounds; round++) {
    const input = { ...roundInput(file, round), edition };
    const recorded = recordedPairing(file, round);
    const result = pairDutch(input);
    const fileBreaches = checkPairing(input, recorded);
    if (!result.ok) {
      out.push({ round, recorded, engine: { error: result.error.message }, samePairs: 0, identical: false, engineBreaches: [], fileBreaches });
      continue;
    }
    const mine = new Set(result.pairs.map(key));
    const samePairs = recorded.pairs.filter((p) => mine.has(key(p))).length;
    const identical = samePairs === recorded.pairs.length && samePairs === result.pairs.length && recorded.bye === result.bye;
    const engine = { pairs: result.pairs, bye: result.bye };
    out.push({ round, recorded, engine, samePairs, identical, engineBreaches: checkPairing(input, engine), fileBreaches });
  }
  return out;
}

/** Record 192 (TRF-2026 system code) codes for the Dutch system without acceleration: the 2026 rules. */
const DUTCH_2026_CODES = ['FIDE_DUTCH_2025', 'FIDE_DUTCH'];
/** Not a FIDE code: what a file of the 2017 rules may say (and what an export of a 2017 event writes). */
const DUTCH_2017_CODES = ['FIDE_DUTCH_2017'];

/**
 * The rules to pair a file by: its record 192 when present, else `--edition`, else 2026 (the rules in
 * force). `code` is the record's value, to say why an option was overruled; an unknown code is refused.
 */
export function dutchEditionOf(trf: Trf, option: string | undefined): { edition: DutchEdition; code: string | null } | { refused: string } {
  if (option !== undefined && option !== '2017' && option !== '2026') throw new UsageError(t('pair.edition', { value: option }));
  const line = trf.headers.find((h) => h.startsWith('192 '));
  if (line !== undefined) {
    const code = line.slice(4).trim();
    if (DUTCH_2026_CODES.includes(code)) return { edition: '2026', code };
    if (DUTCH_2017_CODES.includes(code)) return { edition: '2017', code };
    return { refused: t('pair.systemCode', { code }) };
  }
  return { edition: (option as DutchEdition | undefined) ?? '2026', code: null };
}

/** The explanation in the command line's language, one line per bracket and per decision. */
export function explanationLines(edition: DutchEdition, brackets: BracketExplanation[]): string[] {
  const lines = [t('pair.explain.title', { edition })];
  if (edition === '2017') return [...lines, t('pair.explain.only2026')];
  for (const b of brackets) {
    const list = (ids: number[]): string => (ids.length > 0 ? ids.join(' ') : t('pair.explain.none'));
    lines.push(t('pair.explain.bracket', { score: b.score, residents: list(b.residents), mdps: list(b.mdps) }));
    for (const e of b.events) {
      const why = t(`pair.explain.why.${e.criterion}`);
      if (e.kind === 'downfloat') lines.push(`  ${t('pair.explain.downfloat', { player: e.player, why })}`);
      else if (e.kind === 'upfloat') lines.push(`  ${t('pair.explain.upfloat', { player: e.player, opponent: e.opponent, why })}`);
      else lines.push(`  ${t('pair.explain.bye', { player: e.player, why })}`);
    }
  }
  return lines;
}

const listed = (p: { pairs: DutchPair[]; bye: number | null }): string => [...p.pairs.map(key), `bye ${p.bye ?? '-'}`].join(', ');

/** The whole file's figures under `--check`: rounds and pairs the same, rule breaches. */
function checkSummary(report: RoundCheck[]): { rounds: number; same: number; pairs: number; samePairs: number; breaches: number } {
  return {
    rounds: report.length,
    same: report.filter((r) => r.identical).length,
    pairs: report.reduce((s, r) => s + r.recorded.pairs.length, 0),
    samePairs: report.reduce((s, r) => s + r.samePairs, 0),
    breaches: report.reduce((s, r) => s + r.engineBreaches.length + r.fileBreaches.length, 0),
  };
}

/** A round that fails `--check`: the engine pairs it otherwise (or not at all), or either pairing breaks a rule. */
const failed = (r: RoundCheck): boolean => !r.identical || r.engineBreaches.length + r.fileBreaches.length > 0;

function check(trf: Trf, edition: DutchEdition, json: boolean): number {
  const report = checkTrf(trf, edition);
  if (json) {
    // The report as data: each round as checkTrf gives it, then the file's figures (the text's last line).
    process.stdout.write(JSON.stringify({ edition, rounds: report, summary: checkSummary(report) }, null, 2) + '\n');
    return report.some(failed) ? 2 : 0;
  }
  let failing = 0;
  for (const r of report) {
    const breaches = [...r.engineBreaches.map((b) => `engine breaks ${b}`), ...r.fileBreaches.map((b) => `file breaks ${b}`)];
    if (!r.identical || breaches.length > 0) failing++;
    if ('error' in r.engine) process.stdout.write(`round ${r.round}: ${r.engine.error}\n`);
    else if (r.identical) process.stdout.write(`round ${r.round}: same\n`);
    else {
      process.stdout.write(
        `round ${r.round}: differs (${r.samePairs} of ${r.recorded.pairs.length} pairs the same)\n` +
          `  file:   ${listed(r.recorded)}\n  engine: ${listed(r.engine)}\n`,
      );
    }
    for (const b of breaches) process.stdout.write(`  ${b}\n`);
  }
  const { rounds, same, pairs, samePairs, breaches } = checkSummary(report);
  process.stdout.write(`${same} of ${rounds} rounds agree; ${samePairs} of ${pairs} pairs; ${breaches} rule breaches\n`);
  return failing > 0 ? 2 : 0;
}

function seedOf(value: string | undefined): number {
  if (value === undefined) return 1;
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n)) throw new UsageError(t('usageError.wholeNumber', { flag: '--seed', value }));
  return n >>> 0;
}

/**
 * The next round by PAPP (docs/othello.md): the TRF's federation column is the country, `w` the
 * first mover (Othello's Black). JaVaFo lines; `--explain` adds each pair's penalty terms after `#`.
 */
function pairByPapp(trf: Trf, round: number, seed: number, explain: boolean, json: boolean): number {
  const input = roundInput(trf, round);
  const countries = new Map(trf.players.map((p) => [p.id, p.federation.trim()]));
  const result = pappRound({ round, players: input.players, countries, seed, table: DEFAULT_PAPP_TABLE, pointsForWin: 1, totalRounds: trf.totalRounds });
  if (json) {
    // As the Dutch --json ({round, edition, pairs, bye}), the edition replaced by the system and its seed;
    // --explain adds the round's total penalty and each pair's terms (the bye's: `bye` instead of white/black).
    const penalties = result.papp.penalties.map((p) =>
      (p.second === null ? { bye: p.first, cost: p.cost, terms: p.terms } : { white: p.first, black: p.second, cost: p.cost, terms: p.terms }));
    const out = { round, system: 'papp', seed, pairs: result.pairs, bye: result.bye, ...(explain ? { explanation: { cost: result.papp.cost, penalties } } : {}) };
    process.stdout.write(JSON.stringify(out, null, 2) + '\n');
    return 0;
  }
  const lines = javafoLines(result.pairs, result.bye);
  if (explain) {
    const terms = new Map(result.papp.penalties.map((p) => [`${p.first} ${p.second ?? 0}`, p]));
    for (let i = 1; i < lines.length; i++) {
      const p = terms.get(lines[i]!);
      if (p) lines[i] += `  # ${p.cost} = replay ${p.terms.replay}, colour ${p.terms.colour}, float ${p.terms.float}, elitism ${p.terms.elitism}, chauvinism ${p.terms.chauvinism}`;
    }
    lines.push(`# seed ${seed}, total ${result.papp.cost}`);
  }
  process.stdout.write(lines.join('\n') + '\n');
  return 0;
}

export const pair: Command = {
  run(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      options: {
        system: { type: 'string' }, check: { type: 'boolean', default: false }, edition: { type: 'string' }, seed: { type: 'string' },
        explain: { type: 'boolean', default: false }, json: { type: 'boolean', default: false },
      },
      allowPositionals: true,
    });
    if (values.system !== 'dutch' && values.system !== 'papp') throw new UsageError(t('usageError.system'));
    if (values.system === 'papp' && values.check) throw new UsageError(t('usageError.checkDutch'));
    if (positionals.length !== 1) throw new UsageError(t('usageError.oneTrfPair'));
    const text = readInput(positionals[0]);
    const parsed = parseTrf(text);
    // Refused as td import trf refuses it: a file with no player lines has no one to pair (it printed "0" and exit 0).
    if (parsed.ok && parsed.trf.players.length === 0) {
      process.stderr.write(`td pair: ${positionals[0]}: ${text.trim() === '' ? t('pair.emptyFile') : t('pair.noPlayers')}\n`);
      return 2;
    }
    if (!parsed.ok) {
      const { line, column, message } = parsed.error;
      process.stderr.write(`td pair: ${positionals[0]}:${line}:${column}: ${message}\n`);
      return 2;
    }
    // A PAPP round reads no Dutch edition (record 192 names the Dutch rules only).
    const rules = values.system === 'papp' ? { edition: '2026' as const, code: null } : dutchEditionOf(parsed.trf, values.edition);
    if ('refused' in rules) {
      process.stderr.write(`td pair: ${positionals[0]}: ${rules.refused}\n`);
      return 2;
    }
    const { edition, code } = rules;
    if (code !== null && values.edition !== undefined && values.edition !== edition) {
      process.stderr.write(`td pair: ${t('pair.editionOverridden', { code, edition, option: values.edition })}\n`);
    }
    if (values.check) return check(parsed.trf, edition, values.json);
    const round = pairedRounds(parsed.trf) + 1;
    if (parsed.trf.totalRounds !== null && round > parsed.trf.totalRounds) {
      process.stderr.write(`td pair: ${t('pair.allPaired', { count: parsed.trf.totalRounds })}\n`);
      return 2;
    }
    if (values.system === 'papp') return pairByPapp(parsed.trf, round, seedOf(values.seed), values.explain, values.json);
    const input = roundInput({ ...parsed.trf, initialColour: initialColourOf(parsed.trf) }, round);
    const result = pairDutch({ ...input, edition, explain: values.explain });
    if (!result.ok) {
      process.stderr.write(`td pair: ${t('round.title', { round })}: ${result.error.message}\n`);
      return 2;
    }
    if (values.json) {
      const out = { round, edition, pairs: result.pairs, bye: result.bye, ...(values.explain ? { explanation: result.explanation ?? [] } : {}) };
      process.stdout.write(JSON.stringify(out, null, 2) + '\n');
      return 0;
    }
    const lines = javafoLines(result.pairs, result.bye);
    // The explanation follows the JaVaFo lines after a blank line, so the pairing stays readable by programs.
    if (values.explain) lines.push('', ...explanationLines(edition, result.explanation ?? []));
    process.stdout.write(lines.join('\n') + '\n');
    return 0;
  },
};
