import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../../test/support/paths';
import { simulateTournament } from '../pairing';
import { dutchEditionOf, formatTrf, parseTrf, recordedPairing, roundInput, systemCode, trfFromHistory } from '.';

const fixture = (name: string): string => readFileSync(resolve(repoRoot, 'test/fixtures/trf', name), 'utf8');

describe('TRF-16', () => {
  it('round trip: a canonical file is written back byte for byte', () => {
    for (const name of ['sim13.trf', 'sim24-r4.trf', 'javafo-ext.trf']) {
      const text = fixture(name);
      const parsed = parseTrf(text);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(formatTrf(parsed.trf)).toBe(text);
    }
  });

  it('XXR and XXC, forfeits (+/-), byes (H, F, U, Z) and absence are read', () => {
    const parsed = parseTrf(fixture('javafo-ext.trf'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.trf.totalRounds).toBe(5);
    expect(parsed.trf.initialColour).toBe('black');
    const input = roundInput(parsed.trf, 3);
    const kinds = input.players.map((p) => p.history.map((h) => `${h.kind}:${h.points}`).join(','));
    expect(kinds).toEqual([
      'played:1,played:0.5', 'played:0,forfeitWin:1', 'played:0,forfeitLoss:0',
      'played:0,played:0.5', 'pairingBye:1,bye:0.5', 'bye:1,bye:0',
    ]);
    expect(input.players.map((p) => p.available)).toEqual([true, true, true, true, true, false]);
    expect(recordedPairing(parsed.trf, 1)).toEqual({ pairs: [{ white: 1, black: 3 }, { white: 4, black: 2 }], bye: 5 });
  });

  it('engine history survives export and import', () => {
    const t = simulateTournament({ players: 9, rounds: 4, seed: 9, forfeit: 0.1, absence: 0.1 });
    const parsed = parseTrf(formatTrf(trfFromHistory(t.players, 4)));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const back = roundInput(parsed.trf, 4);
    expect(back.players.map((p) => p.history)).toEqual(t.players.map((p) => p.history.slice(0, 3)));
  });

  it('malformed files name the line and the column', () => {
    const good = fixture('javafo-ext.trf').split('\n');
    const bad = (i: number, from: number, text: string): string =>
      good.map((l, k) => (k === i ? l.slice(0, from - 1) + text + l.slice(from - 1 + text.length) : l)).join('\n');
    const line = good.findIndex((l) => l.startsWith('001'));
    expect(parseTrf(bad(line, 5, 'x12 '))).toMatchObject({ ok: false, error: { line: line + 1, column: 5, message: expect.stringContaining('starting rank') } });
    expect(parseTrf(bad(line, 99, 'Q'))).toMatchObject({ ok: false, error: { line: line + 1, column: 99 } });
    expect(parseTrf(bad(line, 97, 'x'))).toMatchObject({ ok: false, error: { line: line + 1, column: 97 } });
    expect(parseTrf(bad(line, 92, '0099'))).toMatchObject({ ok: false, error: { line: line + 1, column: 92, message: expect.stringContaining('not a player') } });
    expect(parseTrf('XXC red1\n')).toMatchObject({ ok: false, error: { line: 1, column: 5 } });
  });
});

describe('TRF-2026 for td pair', () => {
  it('records 142 and 152 give the rounds and the initial colour as XXR and XXC do', () => {
    const text = ['012 Two rounds', '142 3', '152 B',
      '001    1      A                                 2000                             1.0    1     2 w 1',
      '001    2      B                                 1900                             0.0    2     1 b 0'].join('\r');
    const parsed = parseTrf(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.trf).toMatchObject({ version: '2026', totalRounds: 3, initialColour: 'black', headers: ['012 Two rounds'] });
    expect(roundInput(parsed.trf, 2)).toMatchObject({ round: 2, totalRounds: 3, initialColour: 'black' });
    // written back in record order, LF line ends
    expect(formatTrf(parsed.trf)).toBe(text.replaceAll('\r', '\n') + '\n');
  });

  it('record 192 names the Dutch edition: FIDE_DUTCH_2025 (and FIDE_DUTCH) the 2026 rules, FIDE_DUTCH_2017 the 2017 ones', () => {
    expect(dutchEditionOf('FIDE_DUTCH_2025')).toBe('2026');
    expect(dutchEditionOf('fide_dutch_2025_baku ')).toBe('2026');
    expect(dutchEditionOf('FIDE_DUTCH')).toBe('2026');
    expect(dutchEditionOf('FIDE_DUTCH_2017')).toBe('2017');
    expect(dutchEditionOf('FIDE_BURSTEIN')).toBeNull();
    expect(systemCode('swiss', '2026', false)).toBe('FIDE_DUTCH_2025');
    expect(systemCode('swiss', '2017', true)).toBe('FIDE_DUTCH_2017_BAKU');
    expect(systemCode('round-robin', '2026', false)).toBe('FIDE_ROUNDROBIN');
  });
});
