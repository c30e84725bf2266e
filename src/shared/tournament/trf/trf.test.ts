import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../../test/support/paths';
import { simulateTournament } from '../pairing';
import { formatTrf, parseTrf, recordedPairing, roundInput, trfFromHistory } from '.';

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
