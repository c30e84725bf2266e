import type { APIRequestContext } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A real `td serve` process on a free port; the e2e specs start, stop and restart it themselves. */
export class TdServer {
  url = '';
  private child: ChildProcess | null = null;

  constructor(readonly db: string = join(mkdtempSync(join(tmpdir(), 'td-e2e-')), 'club.sqlite')) {}

  async start(extra: string[] = []): Promise<string> {
    const child = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, 'src/cli/td.ts'), 'serve', '--port', '0', '--db', this.db, ...extra], {
      cwd: root, stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let output = '';
    this.url = await new Promise<string>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`td serve did not start: ${output}`)), 30_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /at (http:\/\/\S+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          done(match[1]!);
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.on('exit', (code) => fail(new Error(`td serve exited with ${code}: ${output}`)));
    });
    return this.url;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
    this.child = null;
  }
}

/** One API call over HTTP to a running `td serve` (its answer's data; throws with the error otherwise). */
export async function callApi<T>(url: string, method: string, body: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(token ? { 'X-TD-Token': token } : {}) };
  const res = await fetch(`${url}api/${method}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = (await res.json()) as { ok: boolean; data: T; error?: unknown };
  if (!json.ok) throw new Error(`${method}: ${JSON.stringify(json.error)}`);
  return json.data;
}

/** One API call through a page's own request context (its cookies and origin); throws with the refusal's message. */
export async function callFrom<T>(request: APIRequestContext, url: string, method: string, input: unknown): Promise<T> {
  const res = await request.post(`${url}api/${method}`, { data: input });
  const body = (await res.json()) as { ok: boolean; data: T; error?: { message: string } };
  if (!body.ok) throw new Error(`${method}: ${body.error?.message}`);
  return body.data;
}
