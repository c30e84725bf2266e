#!/usr/bin/env node
import { commands } from './commands';
import { CliApiError, UsageError } from './command';
import { t } from './language';
import { tierForOneShot, tierForServer } from '../main/tiering';

/** Each command's usage (literal syntax), then what it does in td's language on the next line: usages are too long to share a column. */
function help(): string {
  return [t('help.title'), '',
    ...commands.map((c) => `  ${c.usage.replace(/\n\s*/g, '\n  ')}\n      ${t(`summary.${c.name}`)}`), '',
    t('help.json')].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    process.stdout.write(help() + '\n');
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    process.stderr.write(`td: ${t('unknownCommand', { name })}\n`);
    return 1;
  }
  if (command.server) tierForServer();
  else tierForOneShot();
  try {
    return await (await command.load()).run(rest);
  } catch (err) {
    if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`td ${name}: ${(err as Error).message}\n${t('usage', { usage: command.usage })}\n`);
      return 1;
    }
    if (err instanceof CliApiError) {
      process.stderr.write(`${JSON.stringify({ error: err.error })}\n`);
      return 2;
    }
    process.stderr.write(`td ${name}: ${(err as Error).message}\n`);
    return 1;
  }
}

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
