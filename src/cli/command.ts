import { readFileSync, writeFileSync } from 'node:fs';
import type { ApiError } from '../shared/api/errors';
import { t } from './language';
import { isSystemError, systemReason } from './systemError';

/** One `td` sub-command. `run` returns the process exit code (0 ok, 1 usage/runtime error, 2 refusal). */
export interface Command {
  run(argv: string[]): Promise<number> | number;
}

/** What `td help` shows of a command, known without importing the command's module (`load` does that). */
export interface CommandInfo {
  name: string;
  usage: string;
  /** In English; `td help` prints it from the `cli` catalogue (`cli.summary.<name>`) in td's language. */
  summary: string;
  /** A long-lived process (`td serve`): V8 optimises as in a server, not a one-shot command (main/tiering.ts). */
  server?: true;
  /** Works on files alone, with no club database: takes no `--db` (`td pair`, `td replay`, `td perft`, `td wthor`). */
  noDatabase?: true;
  load(): Promise<Command>;
}

/** Usage errors are thrown as this and printed by td.ts with exit code 1. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** An API failure on the command line: printed as JSON on stderr, exit code 2. */
export class CliApiError extends Error {
  override readonly name = 'CliApiError';
  constructor(readonly error: ApiError) {
    super(error.message);
  }
}

/*
 * The two errors are known by name, not by class: the built td has a copy of this module in every command's
 * bundle (scripts/build-cli.mjs), so an error thrown by a command is not an instance of the entry's class.
 */
export const isUsageError = (err: unknown): boolean => (err as Error | null)?.name === 'UsageError';
export const isCliApiError = (err: unknown): err is CliApiError => (err as Error | null)?.name === 'CliApiError';

export function print(value: unknown): void {
  process.stdout.write(typeof value === 'string' ? value : JSON.stringify(value));
  process.stdout.write('\n');
}

/** Lines gathered into chunks of about `chunk` characters, written with one call per chunk (`print` makes two per line). */
export interface LineOutput {
  line(text: string): void;
  /** Writes what is gathered; call it before the command ends. */
  flush(): void;
}

export function bufferedLines(chunk = 1 << 14): LineOutput {
  // Joined once per chunk: cheaper than growing one string line by line. A chunk's lines live until it is written,
  // through the young collections that come meanwhile: with 64 K characters, `td wthor` over 100,000 games grew V8's
  // young generation to 32 MB (16,000 pages touched for the first time), with 16 K to 8 MB (7,400); 4 K did no better.
  // A write call per 16 K is a few hundred more calls for the whole archive.
  let gathered: string[] = [];
  let size = 0;
  const flush = (): void => {
    if (gathered.length > 0) process.stdout.write(gathered.join('\n') + '\n');
    gathered = [];
    size = 0;
  };
  return {
    line(text) {
      gathered.push(text);
      size += text.length + 1;
      if (size >= chunk) flush();
    },
    flush,
  };
}

/**
 * The bytes of a file argument (`-`: standard input). A file that cannot be read (a folder, missing, not allowed)
 * is named with the reason in plain words ("cannot read /tmp: it is a folder, not a file (EISDIR)"), exit 1.
 */
export function readBytes(file: string): Buffer {
  try {
    return readFileSync(file === '-' ? 0 : file);
  } catch (err) {
    if (!isSystemError(err)) throw err;
    throw new Error(t('cannotRead', { file: file === '-' ? t('stdin') : file, reason: systemReason(err) }));
  }
}

/** Reads a file argument, or standard input for `-`. */
export function readInput(file: string | undefined): string {
  if (!file) throw new UsageError(t('usageError.missingInput'));
  return readBytes(file).toString('utf8');
}

export function readBinary(file: string | undefined): Uint8Array {
  if (!file) throw new UsageError(t('usageError.missingFile'));
  return new Uint8Array(readBytes(file));
}

/**
 * `--out -` is standard output, as `-` is standard input for the files td reads: for text output (CSV, TRF, JSON,
 * WOF), written there alone, without td's "wrote" line or --json report. Output that is not one text file
 * (`why`: a PDF, a zip, WThor's three files, the website's folder, a secret key) refuses it (usage, exit 1).
 */
export const toStdout = (out: string | undefined): boolean => out === '-';

export function refuseStdout(out: string | undefined, why: 'binary' | 'files' | 'folder' | 'secret' | 'server'): void {
  if (toStdout(out)) throw new UsageError(t('usageError.outNotStdout', { why: t(`usageError.outWhy.${why}`) }));
}

/** Writes `--out`'s content: the file, or standard output for `-`. */
export function writeOut(out: string, content: string | Uint8Array): void {
  if (toStdout(out)) process.stdout.write(content);
  else writeFileSync(out, content);
}

const ON = new Set(['true', 'yes', '1', 'on']);
const OFF = new Set(['false', 'no', '0', 'off']);

/**
 * An on/off `--opt` setting: true/false, yes/no, 1/0, on/off in any case. Anything else is a usage error naming
 * the setting and the value (a typo such as `avoidSameClub=Yes` or `=maybe` was silently saved as off).
 */
export function onOff(key: string, value: string): boolean {
  const v = value.trim().toLowerCase();
  if (ON.has(v)) return true;
  if (OFF.has(v)) return false;
  throw new UsageError(t('usageError.onOff', { key, value }));
}

/**
 * An id or a round, board or game number given on the command line: a whole number from 1, written in digits
 * (`--event 1.5`, `abc`, `0`, `-3`, `1e3` are usage errors naming the flag and the value, exit 1, before any API call).
 */
export function positiveId(flag: string, value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < 1) throw new UsageError(t('usageError.positive', { flag, value }));
  return n;
}

/** `positiveId` for an optional flag: undefined when not given. */
export function optionalId(flag: string, value: string | undefined): number | undefined {
  return value === undefined ? undefined : positiveId(flag, value);
}

/** `--opt key=value` pairs, repeated, into an options object. */
export function parseOpts(values: string[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of values ?? []) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(t('usageError.optPair', { value: pair }));
    out[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return out;
}
