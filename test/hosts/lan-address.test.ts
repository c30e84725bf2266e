/** The address printed QR codes open: never this computer's loopback; a running LAN server's when the page gave none. */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { announceLan, announcedLanUrl, announcementFile, chooseTableUrl, NO_LAN_NOTE, unreachableFromLan } from '../../src/main/lan';
import { tempDir } from '../support/tempdb';

describe('the QR codes\' address', () => {
  it('loopback, wildcard and file addresses are not reachable from a table device', () => {
    for (const url of ['http://127.0.0.1:5180/', 'http://localhost:5180/', 'http://[::1]:5180/', 'http://0.0.0.0:5180/', 'file:///opt/app/index.html', 'http://app.localhost/', 'not a url']) {
      expect(unreachableFromLan(url), url).toBe(true);
    }
    for (const url of ['http://192.168.1.20:5180/', 'http://[fd00::5]:5180/', 'http://club-laptop.local:5180/']) expect(unreachableFromLan(url), url).toBe(false);
  });

  it('the page\'s own LAN address first, then the announced server, else no code and the note', () => {
    expect(chooseTableUrl('http://192.168.1.20:5180/', 'http://10.0.0.2:5180/')).toEqual({ url: 'http://192.168.1.20:5180/' });
    // The browser on the club computer itself (td serve on loopback) or the desktop app (file://): never a loopback code.
    expect(chooseTableUrl('http://127.0.0.1:5180/', 'http://10.0.0.2:5180/')).toEqual({ url: 'http://10.0.0.2:5180/' });
    expect(chooseTableUrl(undefined, 'http://10.0.0.2:5180/')).toEqual({ url: 'http://10.0.0.2:5180/' });
    expect(chooseTableUrl('http://localhost:5180/', null)).toEqual({ url: null, note: NO_LAN_NOTE });
    expect(chooseTableUrl(undefined, null)).toEqual({ url: null, note: NO_LAN_NOTE });
    expect(chooseTableUrl(undefined, 'http://127.0.0.1:5180/')).toEqual({ url: null, note: NO_LAN_NOTE });
    expect(NO_LAN_NOTE).toContain('td serve --host 0.0.0.0');
  });

  it('td serve announces its LAN addresses beside the database, IPv4 first, and withdraws them when it stops', () => {
    const db = join(tempDir(), 'club.sqlite');
    expect(announcedLanUrl(db)).toBeNull();
    const stop = announceLan(db, ['http://127.0.0.1:5180/', 'http://[fd00::5]:5180/', 'http://192.168.1.20:5180/']);
    expect(announcedLanUrl(db)).toBe('http://192.168.1.20:5180/');
    stop();
    expect(existsSync(announcementFile(db))).toBe(false);
    expect(announcedLanUrl(db)).toBeNull();
    // Loopback only: nothing to announce, no file.
    announceLan(db, ['http://127.0.0.1:5180/']);
    expect(existsSync(announcementFile(db))).toBe(false);
  });

  it('an announcement left by a server that died (its process is gone) or a damaged file is ignored', () => {
    const db = join(tempDir(), 'club.sqlite');
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    announceLan(db, ['http://192.168.1.20:5180/'], gone);
    expect(announcedLanUrl(db)).toBeNull();
    writeFileSync(announcementFile(db), '{"pid": ');
    expect(announcedLanUrl(db)).toBeNull();
    writeFileSync(announcementFile(db), JSON.stringify({ pid: process.pid, urls: ['http://localhost:5180/', 42] }));
    expect(announcedLanUrl(db)).toBeNull();
    expect(announcedLanUrl(null)).toBeNull();
  });
});
