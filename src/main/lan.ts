/**
 * Where table devices reach this club's data on the LAN, for the QR codes on printed table cards and
 * scoresheets. `td serve` listening beyond loopback announces its LAN address in a small file beside
 * the database (`<database>.lan.json`, removed when it stops); whoever prints from the same database
 * (the desktop app, `td pdf`, the browser) reads it. A QR code never points to this computer's own
 * loopback address: a phone at the table would open itself.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

/** What `td serve` writes: its process (to tell a stale file) and the addresses it printed at start. */
interface Announcement {
  pid: number;
  urls: string[];
}

export const announcementFile = (database: string): string => `${database}.lan.json`;

/** True for an address only this computer can open (localhost, 127.x, ::1, the wildcard) or a file. */
export function unreachableFromLan(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return true;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return true;
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host.startsWith('127.') || host === '::1' || host === '0.0.0.0' || host === '::';
}

/** Called by `td serve` once it listens: the LAN addresses it answers to (none: nothing is announced). */
export function announceLan(database: string, urls: readonly string[], pid = process.pid): () => void {
  const reachable = urls.filter((u) => !unreachableFromLan(u));
  if (reachable.length === 0) return () => {};
  const file = announcementFile(database);
  // Written beside it and renamed into place: a reader never sees the file created but not yet written.
  const temp = `${file}.${pid}.tmp`;
  writeFileSync(temp, JSON.stringify({ pid, urls: reachable } satisfies Announcement));
  renameSync(temp, file);
  return () => rmSync(file, { force: true });
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // alive, only not ours to signal
  }
};

/** The LAN address a running `td serve` announced for this database (IPv4 first), or null. */
export function announcedLanUrl(database: string | null): string | null {
  if (!database) return null;
  let found: Announcement;
  try {
    found = JSON.parse(readFileSync(announcementFile(database), 'utf8')) as Announcement;
  } catch {
    return null; // no server, or a damaged file: print without a code rather than fail
  }
  if (!Number.isInteger(found.pid) || !Array.isArray(found.urls) || !alive(found.pid)) return null;
  const urls = found.urls.filter((u): u is string => typeof u === 'string' && !unreachableFromLan(u));
  return urls.find((u) => !new URL(u).hostname.startsWith('[')) ?? urls[0] ?? null;
}

/** The address a QR code opens, or why there is none (printed on the card instead of the code). */
export type TableAddress = { url: string } | { url: null; note: string };

export const NO_LAN_NOTE =
  'No QR code: no table device can reach this computer yet. Start the LAN server (td serve --host 0.0.0.0, or npm run serve -- --host 0.0.0.0) and print again; devices then scan this card to open the table.';

/**
 * The address for the QR codes: the one the print request gave (the page's own address when printed
 * from a browser on the LAN), else the LAN server announced for this database; never a loopback one.
 */
export function chooseTableUrl(given: string | undefined, announced: string | null): TableAddress {
  if (given && !unreachableFromLan(given)) return { url: given };
  if (announced && !unreachableFromLan(announced)) return { url: announced };
  return { url: null, note: NO_LAN_NOTE };
}

/** The table page of a pairing (the renderer's `#/table/:event/:round/:board` route) under the app's LAN address. */
export const pairingPageUrl = (base: string, eventId: number, round: number, board: number): string =>
  `${base.replace(/#.*$/, '').replace(/\/?$/, '/')}#/table/${eventId}/${round}/${board}`;

/** A table's page by its code (issue 42: the renderer's `#/t/:code` route, every round) under the app's LAN address. */
export const tableCodeUrl = (base: string, code: string): string =>
  `${base.replace(/#.*$/, '').replace(/\/?$/, '/')}#/t/${encodeURIComponent(code)}`;
