import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../support/paths';
import { tempDir } from '../support/tempdb';
import { directorToken, npmFlags } from '../../src/cli/commands/serve';
import { MIN_TOKEN_LENGTH } from '../../src/main/hosts/web/token';

describe('td serve through npm', () => {
  it('npm run serve --host 0.0.0.0 (no "--"): npm keeps the flag, td reads it back with its value', () => {
    const env = { npm_lifecycle_event: 'serve', npm_config_host: 'true' };
    expect(npmFlags(env, ['0.0.0.0'])).toEqual({ host: '0.0.0.0' });
    expect(npmFlags({ ...env, npm_config_port: 'true' }, ['192.168.1.20', '8080'])).toEqual({ host: '192.168.1.20', port: '8080' });
    expect(npmFlags({ npm_lifecycle_event: 'serve', npm_config_host: '10.0.0.5' }, [])).toEqual({ host: '10.0.0.5' });
    // npm start serves the browser app where Electron cannot run: its flags are read the same way
    expect(npmFlags({ npm_lifecycle_event: 'start', npm_config_host: 'true' }, ['0.0.0.0'])).toEqual({ host: '0.0.0.0' });
  });

  it('outside npm run serve, or without the flags, nothing is taken from the environment', () => {
    expect(npmFlags({ npm_config_host: '0.0.0.0' }, ['0.0.0.0'])).toEqual({});
    expect(npmFlags({ npm_lifecycle_event: 'serve' }, ['0.0.0.0'])).toEqual({});
  });
});

describe('the director token (issue 17.11, 17.14)', () => {
  it('a TD_DIRECTOR_TOKEN shorter than a generated token is refused, saying how long it must be', () => {
    expect(MIN_TOKEN_LENGTH).toBe(22);
    expect(() => directorToken('0.0.0.0', false, { TD_DIRECTOR_TOKEN: 'a' })).toThrow(/1 characters long; a director token needs at least 22/);
    expect(() => directorToken('127.0.0.1', true, { TD_DIRECTOR_TOKEN: 'x'.repeat(21) })).toThrow(/at least 22/);
    expect(() => directorToken('0.0.0.0', false, { TD_DIRECTOR_TOKEN: 'a token with spaces in it' })).toThrow(/white space/);
    expect(directorToken('0.0.0.0', false, { TD_DIRECTOR_TOKEN: 'x'.repeat(22) })).toBe('x'.repeat(22));
  });

  it('--require-token asks for the token even on loopback (a shared club computer); without it loopback needs none', () => {
    expect(directorToken('127.0.0.1', false, {})).toBeNull();
    const token = directorToken('127.0.0.1', true, {});
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(directorToken('localhost', true, { TD_DIRECTOR_TOKEN: 'y'.repeat(30) })).toBe('y'.repeat(30));
    expect(directorToken('0.0.0.0', false, {})).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('td serve --require-token on one machine (issue 17.14)', () => {
  it('on 127.0.0.1 a write without the printed token is refused, with it accepted: LAN mode on a shared computer', async () => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'TD_DIRECTOR_TOKEN'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/td.ts', 'serve', '--port', '0', '--require-token', '--db', join(tempDir(), 'club.sqlite')], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      let out = '';
      const { url, token } = await new Promise<{ url: string; token: string }>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const url = /at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out)?.[1];
          const token = /Director token[^:]*: (\S+)/.exec(out)?.[1];
          if (url && token) resolve({ url, token });
        });
        child.on('exit', (code) => reject(new Error(`td serve exited with ${code}: ${out}`)));
      });
      const create = (headers: Record<string, string>) => fetch(`${url}api/players.create`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: '{"name":"Ann"}' });
      expect((await create({})).status).toBe(403);
      expect((await create({ 'X-TD-Token': token })).status).toBe(200);
      const session = (await (await fetch(`${url}api/session`)).json()) as { data: unknown };
      expect(session.data).toEqual({ tokenRequired: true, role: 'guest' });
    } finally {
      child.kill('SIGTERM');
    }
  });
});
