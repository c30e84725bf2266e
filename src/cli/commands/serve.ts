import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebHost, isLoopback, listen } from '../../main/hosts/web/server';
import { newToken } from '../../main/hosts/web/token';
import { databasePath } from '../../main/paths';
import { openBackend } from '../backend';
import { UsageError, type Command } from '../command';

const rendererDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../out/renderer');

export const serve: Command = {
  name: 'serve',
  usage: 'td serve [--port N] [--host H] [--db FILE]',
  summary: 'serve the app and its API to browsers (127.0.0.1 only unless --host is given)',
  async run(argv) {
    const { values } = parseArgs({
      args: argv,
      options: { port: { type: 'string', default: '5180' }, host: { type: 'string', default: '127.0.0.1' }, db: { type: 'string' } },
    });
    const port = Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be 0..65535, got "${values.port}"`);
    if (!existsSync(resolve(rendererDir, 'index.html'))) {
      throw new UsageError(`the renderer is not built (${rendererDir}); run npm run build:web first (npm run serve does)`);
    }
    const host = values.host;
    const token = isLoopback(host) ? null : (process.env.TD_DIRECTOR_TOKEN ?? newToken());
    const backend = openBackend(values.db);
    const server = createWebHost({ backend, staticDir: rendererDir, host, port, token });
    const address = await listen(server, port, host);
    const shown = host.includes(':') ? `[${host}]` : host;
    process.stdout.write(`Club TD serving ${databasePath(values.db)} at http://${shown}:${address.port}/\n`);
    if (token) process.stdout.write(`Director token (needed for every change from another device): ${token}\n`);
    const stop = () => {
      server.close();
      backend.db.close();
      process.exit(0);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    return new Promise<number>(() => {}); // serves until stopped
  },
};
