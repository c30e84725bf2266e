import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { forgetFailure, rememberFailure, rememberedFailure } from '../../scripts/electron-fetch-memo.mjs';

describe('npm start remembers a failed Electron download until the version changes', () => {
  const root = mkdtempSync(join(tmpdir(), 'td-electron-memo-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const env = {};

  it('nothing is remembered before a failure', () => {
    expect(rememberedFailure(root, '39.8.10', env)).toBeNull();
  });

  it('a failure is remembered for the same version, with why and when', () => {
    rememberFailure(root, '39.8.10', 'getaddrinfo ENOTFOUND github.com', new Date('2026-12-01T20:00:00Z'));
    expect(rememberedFailure(root, '39.8.10', env)).toEqual({
      version: '39.8.10', why: 'getaddrinfo ENOTFOUND github.com', at: '2026-12-01T20:00:00.000Z',
    });
  });

  it('another Electron version is tried again', () => {
    expect(rememberedFailure(root, '40.0.0', env)).toBeNull();
  });

  it('TD_ELECTRON_FETCH=1 tries again anyway', () => {
    expect(rememberedFailure(root, '39.8.10', { TD_ELECTRON_FETCH: '1' })).toBeNull();
  });

  it('an unreadable memo is no memo', () => {
    mkdirSync(join(root, '.cache'), { recursive: true });
    writeFileSync(join(root, '.cache', 'electron-fetch.json'), '{not json');
    expect(rememberedFailure(root, '39.8.10', env)).toBeNull();
  });

  it('a download that worked forgets the failure', () => {
    rememberFailure(root, '39.8.10', 'ETIMEDOUT');
    forgetFailure(root);
    expect(rememberedFailure(root, '39.8.10', env)).toBeNull();
  });
});
