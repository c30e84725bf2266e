import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commands } from '../../src/cli/commands';
import { ROOT } from './imports';

const source = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

describe('when V8 optimises (issue 45: src/main/tiering.ts)', () => {
  it('td serve is the one command that runs as a server', () => {
    expect(commands.filter((c) => c.server).map((c) => c.name)).toEqual(['serve']);
  });

  // The budget counts for the functions V8 meets after it is set, and a code cache is taken only under the flags
  // it was made with (src/cli/bundles.ts): the command's bundle and the translator's must load after it.
  it('td sets the server\'s or the one-shot tiering before it loads the command or a word of help', () => {
    const td = source('src/cli/td.ts');
    const main = td.indexOf('async function main(');
    const set = td.indexOf('if (command?.server) tierForServer();\n  else tierForOneShot();');
    expect(set).toBeGreaterThan(main);
    expect(td.indexOf('command.load()')).toBeGreaterThan(set);
    expect(td.indexOf('help()', main)).toBeGreaterThan(set);
    expect(td.indexOf('t(', main)).toBeGreaterThan(set);
  });

  it('the desktop app\'s main process is tiered as a server before it opens the database', () => {
    const main = source('src/main/hosts/electron/main.ts');
    const set = main.indexOf('\ntierForServer();');
    expect(set).toBeGreaterThan(0);
    expect(main.indexOf('openDatabase(', set)).toBeGreaterThan(set);
  });
});
