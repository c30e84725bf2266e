import type { APIRequestContext } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** How long `td serve` may take to say where it listens (tsx compiles the CLI first; slow on a busy machine). */
export const START_TIMEOUT = 90_000;

/** How a spec wants `td serve` run: on the LAN, with a director token, as a shared club computer. */
export interface ServeOptions {
  /** `--host 0.0.0.0`, as on a club's network; the pages still reach it on 127.0.0.1. */
  lan?: boolean;
  /** `--require-token`: this computer is not the director unless it gives the token. */
  requireToken?: boolean;
  /** The director token `td serve` takes from TD_DIRECTOR_TOKEN (instead of a random one). */
  token?: string;
}

/** A real `td serve` process on a free port and a temp database; see e2e/fixtures/server.ts for the fixture. */
export class TdServer {
  url = '';
  private child: ChildProcess | null = null;

  constructor(
    readonly options: ServeOptions = {},
    readonly db: string = join(mkdtempSync(join(tmpdir(), 'td-e2e-')), 'club.sqlite'),
  ) {}

  /** Starts the server (again, after stop, on the same database); `extra` are more `td serve` arguments. */
  async start(extra: string[] = []): Promise<string> {
    const { lan, requireToken, token } = this.options;
    const args = [...(lan ? ['--host', '0.0.0.0'] : []), ...(requireToken ? ['--require-token'] : []), ...extra];
    const env = token ? { ...process.env, TD_DIRECTOR_TOKEN: token } : process.env;
    const child = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, 'src/cli/td.ts'), 'serve', '--port', '0', '--db', this.db, ...args], {
      cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let output = '';
    this.url = await new Promise<string>((done, fail) => {
      const timer = setTimeout(() => {
        // Not left running behind the failed test.
        child.kill('SIGTERM');
        fail(new Error(`td serve did not start: ${output}`));
      }, START_TIMEOUT);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /at (http:\/\/\S+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          done(match[1]!.replace('0.0.0.0', '127.0.0.1'));
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

  /** One API call to this server, with its director token when it has one. */
  call<T = unknown>(method: string, input: unknown): Promise<T> {
    return callApi<T>(this.url, method, input, this.options.token);
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

/**
 * One API call through a page's own request context (its cookies and origin); throws with the refusal's message.
 * A kept-alive connection that the server closes as idle just as the request goes out fails with ECONNRESET before
 * the server reads the request (Node's keep-alive race, nodejs/node#47130): a browser sends such a request again on
 * a new connection, and so does this, once (one test of a fresh clone's e2e run failed so on 2026-12-07).
 */
export async function callFrom<T>(request: APIRequestContext, url: string, method: string, input: unknown): Promise<T> {
  const post = () => request.post(`${url}api/${method}`, { data: input });
  const res = await post().catch((err: Error) => {
    if (!/ECONNRESET/.test(err.message)) throw err;
    return post();
  });
  const body = (await res.json()) as { ok: boolean; data: T; error?: { message: string } };
  if (!body.ok) throw new Error(`${method}: ${body.error?.message}`);
  return body.data;
}
