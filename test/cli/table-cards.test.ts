/** `td pdf table-cards` and the LAN address `td serve` announces for the QR codes. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { announcementFile } from '../../src/main/lan';
import { lanAddresses } from '../../src/main/hosts/web/origin';
import { repoRoot } from '../support/paths';
import { tempDir } from '../support/tempdb';
import { eventWith, pairNext } from '../tournament/helpers';

function td(db: string, ...args: string[]) {
  const r = spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), ['src/cli/td.ts', ...args, '--db', db], { cwd: repoRoot, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('td pdf table-cards', () => {
  it('writes the cards; without a LAN server it says on stderr why there are no QR codes; --layout and --board choose the cards', () => {
    const s = eventWith({ game: 'othello', format: 'round-robin', names: ['Ann', 'Bob', 'Cid', 'Dee'] });
    pairNext(s);
    s.backend.db.close();
    const out = join(tempDir(), 'cards.pdf');
    const alone = td(s.file, 'pdf', 'table-cards', '--event', String(s.eventId), '--round', '1', '--out', out);
    expect(alone.status, alone.stderr).toBe(0);
    expect(alone.stdout).toBe(`wrote ${out} (1 page)\n`);
    expect(alone.stderr).toContain('td: No QR code');
    expect(readFileSync(out).subarray(0, 5).toString()).toBe('%PDF-');

    const lan = td(s.file, 'pdf', 'table-cards', '--event', String(s.eventId), '--round', '1', '--layout', 'single', '--board', '2', '--table-url', 'http://192.168.1.5:5180/', '--out', out, '--json');
    expect(lan.status, lan.stderr).toBe(0);
    expect(JSON.parse(lan.stdout)).toMatchObject({ pages: 1, filename: 'Test_event-round-1-tables-2.pdf' });
    expect(lan.stderr).toBe('');

    const bad = td(s.file, 'pdf', 'table-cards', '--event', String(s.eventId), '--round', '1', '--layout', 'poster', '--out', out);
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain('must be tent, single or four');
  });
});

describe('td serve announces its LAN address for printing', () => {
  it('on every interface it writes <database>.lan.json with the addresses it printed (none on a machine without a network), removed when stopped', async () => {
    const db = join(tempDir(), 'club.sqlite');
    const env = { ...process.env, TD_DIRECTOR_TOKEN: 'a-director-token-for-this-test-only' };
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/td.ts', 'serve', '--port', '0', '--host', '0.0.0.0', '--db', db], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    try {
      let out = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('Director token')) resolve();
        });
        child.on('exit', (code) => reject(new Error(`td serve exited with ${code}: ${out}`)));
      });
      const printed = [...out.matchAll(/On the LAN: (\S+)/g)].map((m) => m[1]);
      expect(printed.length).toBe(lanAddresses().length);
      // Written just after the token line: give it a moment.
      for (let i = 0; i < 50 && printed.length > 0 && !existsSync(announcementFile(db)); i++) await new Promise((r) => setTimeout(r, 50));
      if (printed.length === 0) expect(existsSync(announcementFile(db))).toBe(false);
      else expect(JSON.parse(readFileSync(announcementFile(db), 'utf8'))).toEqual({ pid: child.pid, urls: printed });
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
    expect(existsSync(announcementFile(db))).toBe(false);
  });
});
