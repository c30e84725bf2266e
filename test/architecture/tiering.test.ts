import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commands } from '../../src/cli/commands';
import { ROOT } from './imports';

describe('when V8 optimises (issue 45: src/main/tiering.ts)', () => {
  it('td serve is the one command that runs as a server, with Node\'s own budget', () => {
    expect(commands.filter((c) => c.server).map((c) => c.name)).toEqual(['serve']);
  });

  // The budget counts for the functions V8 meets after it is set: the command's own modules must load after it.
  it('td sets the one-shot budget before it loads the command', () => {
    const td = readFileSync(join(ROOT, 'src/cli/td.ts'), 'utf8');
    const set = td.indexOf('if (!command.server) tierForOneShot();');
    expect(set).toBeGreaterThan(0);
    expect(td.indexOf('command.load()')).toBeGreaterThan(set);
  });
});
