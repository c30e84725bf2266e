/**
 * DNS rebinding and cross-site requests. A web page on any site can make the browser send requests to
 * 127.0.0.1 or to this computer's LAN address, and a name the attacker controls can even resolve to them;
 * the browser then sends that name as `Host`, and its own site as `Origin` on a POST. So the server answers
 * only to the names it really is reached by, and the API only to pages it served itself.
 */
import { networkInterfaces } from 'node:os';

const WILDCARDS = new Set(['0.0.0.0', '::', '']);
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1'];

export const isWildcard = (host: string): boolean => WILDCARDS.has(host);

/** This computer's addresses on its networks: where a server listening on every interface can be reached. */
export function lanAddresses(): string[] {
  return Object.values(networkInterfaces()).flat()
    .filter((i) => i !== undefined && !i.internal && !i.address.startsWith('fe80:'))
    .map((i) => i!.address);
}

/**
 * The host names (without port) the server answers to: the loopback names, the address it listens on and,
 * when it listens on every interface, the LAN addresses it printed at start.
 */
export function servedNames(host: string, lan: readonly string[] = isWildcard(host) ? lanAddresses() : []): Set<string> {
  return new Set([...LOOPBACK_NAMES, host, ...lan].map(normalName));
}

function normalName(name: string): string {
  return name.toLowerCase().replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
}

/** The name part of a Host header (`127.0.0.1:5180`, `[::1]:5180`, `localhost`), or null if it is malformed. */
export function hostName(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim();
  const v6 = /^\[([0-9a-fA-F:.]+)\](?::\d{1,5})?$/.exec(value);
  if (v6) return normalName(v6[1]!);
  const named = /^([^:[\]\s/@]+)(?::\d{1,5})?$/.exec(value);
  return named ? normalName(named[1]!) : null;
}

/** Why a request's Host is refused, or null when it names this server. Checked before anything else. */
export function hostRefusal(header: string | undefined, names: ReadonlySet<string>): string | null {
  const name = hostName(header);
  if (name !== null && names.has(name)) return null;
  return `this server does not answer to the host name "${header ?? ''}" (protection against DNS rebinding): open it as http://127.0.0.1, http://localhost or the LAN address printed when it started`;
}

/**
 * Why an API request's Origin is refused, or null. Browsers send Origin on every cross-site request and on
 * same-site POSTs; a request without one comes from a program (the CLI, curl, a test), not a web page, and
 * is judged by its token. A page's own origin is `http://` + the Host it was loaded from.
 */
export function originRefusal(origin: string | undefined, host: string | undefined): string | null {
  if (origin === undefined) return null;
  let url: URL | null = null;
  try {
    url = new URL(origin);
  } catch {
    url = null;
  }
  if (url && url.protocol === 'http:' && host !== undefined && url.host === host.trim().toLowerCase()) return null;
  return `requests from the web page ${origin} are refused: only pages served by this server may use its API`;
}
