import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { announceLan, createWebHost, isLoopback, listen } from '../../main/hosts/web/server';
import { newToken, weakToken } from '../../main/hosts/web/token';
import { isWildcard, lanAddresses } from '../../main/hosts/web/origin';
import { cliDatabasePath, openBackend } from '../backend';
import { UsageError, type Command } from '../command';
import { t } from '../language';

/** out/renderer, seen from the sources (src/cli/commands, under tsx) or from the built CLI (out/cli). */
const here = dirname(fileURLToPath(import.meta.url));
const rendererDir = resolve(here, basename(here) === 'commands' ? '../../../out/renderer' : '../renderer');

/**
 * `npm run serve --host 0.0.0.0` (without npm's `--`; `npm start` too where it serves the browser app)
 * gives the flags to npm, not to td: npm sets
 * npm_config_host ('true', or the value given as `--host=H`) and passes a bare value on as an argument.
 * Read them back so the LAN host is not silently loopback-only. A bare number is the port, anything
 * else the host.
 */
export function npmFlags(env: NodeJS.ProcessEnv, positionals: readonly string[]): { host?: string; port?: string } {
  if (env.npm_lifecycle_event !== 'serve' && env.npm_lifecycle_event !== 'start') return {};
  const bare = { port: positionals.find((p) => /^\d+$/.test(p)), host: positionals.find((p) => !/^\d+$/.test(p)) };
  const flag = (name: 'host' | 'port') => {
    const value = env[`npm_config_${name}`];
    if (!value) return undefined;
    return value === 'true' ? bare[name] : value;
  };
  const found: { host?: string; port?: string } = {};
  const host = flag('host');
  const port = flag('port');
  if (host) found.host = host;
  if (port) found.port = port;
  return found;
}

/**
 * The director token the server requires, or null when it requires none: on loopback everyone at this
 * computer is the director, unless `--require-token` says it is a shared club computer. TD_DIRECTOR_TOKEN
 * chooses the token (refused if shorter than a generated one); otherwise a random one is made.
 */
export function directorToken(host: string, requireToken: boolean, env: NodeJS.ProcessEnv): string | null {
  const chosen = env.TD_DIRECTOR_TOKEN;
  const weak = chosen === undefined ? null : weakToken(chosen);
  if (weak) throw new UsageError(weak.why === 'short' ? t('usageError.tokenShort', { length: weak.length, min: weak.min }) : t('usageError.tokenSpace'));
  return isLoopback(host) && !requireToken ? null : (chosen ?? newToken());
}

/** `--public-url`: the address the clubs use (https behind a reverse proxy), without a path beyond "/". */
export function checkPublicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(t('usageError.publicUrl', { value }));
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UsageError(t('usageError.publicUrlScheme', { value }));
  if (url.pathname !== '/' || url.search || url.hash || url.username) throw new UsageError(t('usageError.publicUrlRoot', { value }));
  return url.origin + '/';
}

export const serve: Command = {
  async run(argv) {
    const { values: given, positionals } = parseArgs({
      args: argv, allowPositionals: true,
      options: { port: { type: 'string' }, host: { type: 'string' }, db: { type: 'string' }, 'require-token': { type: 'boolean' }, 'public-url': { type: 'string' } },
    });
    const fromNpm = npmFlags(process.env, positionals);
    const unread = positionals.filter((p) => p !== fromNpm.host && p !== fromNpm.port);
    if (unread.length > 0) throw new UsageError(t('usageError.unexpected', { value: unread[0]!, example: 'npm run serve -- --host H' }));
    const values = { ...given, host: given.host ?? fromNpm.host ?? '127.0.0.1', port: given.port ?? fromNpm.port ?? '5180' };
    const port = Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(t('usageError.port', { value: String(values.port) }));
    if (!existsSync(resolve(rendererDir, 'index.html'))) {
      throw new UsageError(t('usageError.notBuilt', { dir: rendererDir }));
    }
    const host = values.host;
    const publicUrl = given['public-url'] === undefined ? null : checkPublicUrl(given['public-url']);
    // Behind a reverse proxy every club's request arrives from loopback: the token must be asked for all the same.
    const token = directorToken(host, given['require-token'] === true || publicUrl !== null, process.env);
    const backend = openBackend(values.db);
    const lan = isWildcard(host) ? lanAddresses() : [];
    const server = createWebHost({ backend, staticDir: rendererDir, host, port, token, lanAddresses: lan, publicUrl });
    const address = await listen(server, port, host);
    const url = (name: string) => `http://${name.includes(':') ? `[${name}]` : name}:${address.port}/`;
    process.stdout.write(`Club TD serving ${cliDatabasePath(values.db)} at ${url(host)}\n`);
    // The browser must use one of these names: any other is refused (DNS rebinding protection).
    for (const name of lan) process.stdout.write(`On the LAN: ${url(name)}\n`);
    if (publicUrl) process.stdout.write(`Public address (links and QR codes): ${publicUrl}\n`);
    if (token) process.stdout.write(`Director token (needed for every change from another device): ${token}\n`);
    let unannounce = () => {};
    const stop = () => {
      unannounce();
      server.close();
      backend.db.close();
      process.exit(0);
    };
    // Handlers first: a stop that arrives the moment the file appears must still remove it.
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    // Printing from this database elsewhere (the desktop app, td pdf) puts this address in the tables' QR codes.
    if (!backend.db.memory) unannounce = announceLan(backend.db.name, [...(isWildcard(host) ? [] : [url(host)]), ...lan.map(url)]);
    return new Promise<number>(() => {}); // serves until stopped
  },
};
