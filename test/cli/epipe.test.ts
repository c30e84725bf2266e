/** Issue 17.12: `td … | head` closes the pipe before td has written everything: td exits quietly. */
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../support/paths';
import { tempDir } from '../support/tempdb';

function tdIntoClosedPipe(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(join(repoRoot, 'node_modules/.bin/tsx'), [join(repoRoot, 'src/cli/td.ts'), ...args], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy(); // the reader is gone before td writes a byte, as `head -c 0` would leave it
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('td into a closed pipe (issue 17.12)', () => {
  it('exits 0 without a stack trace, for printed data and for a command writing its own output', async () => {
    const dir = tempDir();
    const roll = join(dir, 'roll.csv');
    writeFileSync(roll, `name\n${Array.from({ length: 3000 }, (_, i) => `Player ${i}`).join('\n')}\n`);
    const db = join(dir, 'club.sqlite');
    for (const args of [['help'], ['players', 'import', roll, '--db', db, '--json'], ['players', 'export', '--db', db]]) {
      const run = await tdIntoClosedPipe(args);
      expect(run.stderr, args.join(' ')).not.toMatch(/EPIPE|Error|\n\s+at /);
      expect(run.code, args.join(' ')).toBe(0);
    }
  });
});
