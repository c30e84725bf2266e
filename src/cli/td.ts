#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { commands } from './commands';
import { isCliApiError, isUsageError, type CommandInfo } from './command';
import { t } from './language';
import { isSystemError, systemReason } from './systemError';
import { tierForOneShot, tierForServer } from '../main/tiering';

/** Each command's usage (literal syntax), then what it does in td's language on the next line: usages are too long to share a column. */
function help(): string {
  return [t('help.title'), '',
    ...commands.map((c) => `  ${c.usage.replace(/\n\s*/g, '\n  ')}\n      ${t(`summary.${c.name}`)}`), '',
    t('help.json'), t('help.db'), t('help.version')].join('\n');
}

/** package.json's version: td.ts (under tsx) and the built out/cli/td.js both sit two folders below it. */
function version(): string {
  return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}

/**
 * `td players export | head`: the reader closing the pipe early ends the output; it is not a failure,
 * so td exits quietly (0, like other Unix tools) instead of dying on an unhandled EPIPE with a stack trace.
 * Any other failure to write the output (a full disk, `> /dev/full`, an I/O error) is one line on stderr and
 * exit 1. Writes to stdout fail after the command has run (the error comes back from the system later), so
 * a change the command made to the database is saved: the line says so.
 */
function onOutputError(err: NodeJS.ErrnoException, command: CommandInfo | undefined): void {
  if (err.code === 'EPIPE') process.exit(0);
  const said = t(command && !command.noDatabase ? 'outputFailedSaved' : 'outputFailed', { reason: systemReason(err) });
  process.stderr.write(`td${command ? ` ${command.name}` : ''}: ${said}\n`);
  process.exit(1);
}

/** A system error the command did not expect (a file that cannot be read or written): its path and the reason, no stack. */
function plainFailure(err: unknown): string {
  if (isSystemError(err)) return err.path ? `${err.path}: ${systemReason(err)}` : systemReason(err);
  return (err as Error).message;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const command = commands.find((c) => c.name === name);
  // Before any of td's own code loads, help's words included: V8 counts its budget for the functions it meets after
  // this, and keeps a code cache only under the flags it was made with (bundles.ts).
  if (command?.server) tierForServer();
  else tierForOneShot();
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    process.stdout.write(help() + '\n');
    return 0;
  }
  if (name === '--version' || name === '-V') {
    process.stdout.write(`td (Club TD) ${version()}\n`);
    return 0;
  }
  if (!command) {
    process.stderr.write(`td: ${t('unknownCommand', { name })}\n`);
    return 1;
  }
  try {
    return await (await command.load()).run(rest);
  } catch (err) {
    if (isUsageError(err) || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`td ${name}: ${(err as Error).message}\n${t('usage', { usage: command.usage })}\n`);
      return 1;
    }
    if (isCliApiError(err)) {
      process.stderr.write(`${JSON.stringify({ error: err.error })}\n`);
      return 2;
    }
    process.stderr.write(`td ${name}: ${plainFailure(err)}\n`);
    return 1;
  }
}

process.stdout.on('error', (err: NodeJS.ErrnoException) => onOutputError(err, commands.find((c) => c.name === process.argv[2])));
main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
