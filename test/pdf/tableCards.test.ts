/** Table cards: one per table of a round, read back with pdf.js; the QR codes' addresses. */
import { describe, expect, it } from 'vitest';
import { pairingPageUrl } from '../../src/main/lan';
import { renderScoresheets } from '../../src/main/pdf/scoresheets';
import { renderTableCards, tableCardsOf, type TableCardsInput } from '../../src/main/pdf/tableCards';
import type { TournamentEvent } from '../../src/shared/tournament';
import { pdfPageSizes, pdfPages } from './extract';
import { eventInfo, roundRobin } from './samples';

const LAN = 'http://192.168.1.20:5180/';

/** Round 1 of the sample round robin: tables 1 and 2 (Łukasz Wróbel – Bob Carter, 李雷 – Ann Baker), Zoë has the bye. */
const input = (over: Partial<TableCardsInput> = {}): TableCardsInput => ({
  event: eventInfo('othello'), eventId: 3, tournament: roundRobin('othello'), round: 1, tableUrl: LAN, ...over,
});

const count = (text: string, s: string) => text.split(s).length - 1;

describe('table cards', () => {
  it('a card per table, in table order, with its page address: the event, round and table, under the LAN address', () => {
    const cards = tableCardsOf(input());
    expect(cards.map((c) => c.table)).toEqual([1, 2]);
    expect(cards.map((c) => c.url)).toEqual([`${LAN}#/table/3/1/1`, `${LAN}#/table/3/1/2`]);
    expect(pairingPageUrl('http://192.168.1.20:5180/#/print?x=1', 3, 2, 7)).toBe('http://192.168.1.20:5180/#/table/3/2/7');
    expect(pairingPageUrl('http://10.0.0.2:5180', 3, 2, 7)).toBe('http://10.0.0.2:5180/#/table/3/2/7');
    // No address, no code (the note is printed instead).
    expect(tableCardsOf(input({ tableUrl: undefined })).map((c) => c.url)).toEqual([null, null]);
  });

  it('folded tents, two to a page: each face has the table, round and game, both names and who moves first', async () => {
    const pdf = await renderTableCards(input());
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(1);
    const [page] = pages as [string];
    // Two faces per tent (the back turned), two tents per page.
    expect(count(page, 'Round 1 · Othello')).toBe(4);
    expect(count(page, 'TABLE')).toBe(4);
    expect(count(page, 'Łukasz Wróbel')).toBe(2);
    expect(count(page, '李雷')).toBe(2);
    expect(count(page, 'Black · moves first')).toBe(4);
    expect(count(page, 'Scan: this table on the LAN')).toBe(4);
    expect(page).toContain('fold');
    expect(page).toContain('cut');
    // Cards have no page header or footer: they are cut and folded.
    expect(page).not.toContain('page 1 of 1');
  });

  it('the first mover is named first with the game\'s side; a match of two games says who moves first in game 2', async () => {
    const t = roundRobin('othello');
    const round1 = t.rounds[0]!;
    const twoGames: TournamentEvent = {
      ...t,
      rounds: [{ ...round1, pairings: round1.pairings.map((p) => (p.kind === 'match' ? { ...p, games: [{ first: 'b' as const, result: null }, { first: 'a' as const, result: null }] } : p)) }],
    };
    const [card] = tableCardsOf(input({ tournament: twoGames, board: 1 }));
    expect(card!.firsts).toEqual([1, 0]);
    const [page] = (await pdfPages(await renderTableCards(input({ tournament: twoGames, board: 1, layout: 'four' })))) as [string];
    // b (Bob Carter) moves first in game 1: black, named first; game 2 goes to a.
    expect(page.indexOf('Bob Carter')).toBeLessThan(page.indexOf('Łukasz Wróbel'));
    expect(page).toContain('Game 2: Łukasz Wróbel moves first');
    expect(page).not.toContain('李雷');
  });

  it('Onino and dominoes settle the first move at the table: the card names the rule instead of sides (R-ONI-11, R-DOM-2)', async () => {
    for (const [game, rule] of [['onino', 'R-ONI-11'], ['dominoes', 'R-DOM-2']] as const) {
      // Letter's shorter cards too: the line must still find room above the code.
      for (const paper of ['A4', 'Letter'] as const) {
        const [page] = (await pdfPages(await renderTableCards(input({ event: eventInfo(game), tournament: roundRobin(game), layout: 'four', paper, tableUrl: undefined, noQrNote: 'No QR code.' })))) as [string];
        expect(count(page, `settled at the table (${rule})`), `${game} ${paper}`).toBe(2);
        expect(page, game).not.toContain('· moves first');
      }
    }
  });

  it('without a LAN address the card carries the note saying how to get codes, and no code', async () => {
    const note = 'No QR code: start the LAN server and print again.';
    const withCodes = await renderTableCards(input({ layout: 'four' }));
    const without = await renderTableCards(input({ layout: 'four', tableUrl: undefined, noQrNote: note }));
    const [page] = (await pdfPages(without)) as [string];
    expect(page).toContain('No QR code: start the LAN server');
    expect(page).not.toContain('Scan:');
    // A code is hundreds of squares: two of them add well over a thousand bytes, compressed.
    expect(withCodes.length - without.length).toBeGreaterThan(1000);
  });

  it('layouts: four flat cards a page, one large tent a page, one table only; A4 and Letter', async () => {
    const big = roundRobin('othello');
    // Five tables: a round of a ten-player field, drawn from the sample's round 1 twice over.
    const r1 = big.rounds[0]!;
    const matches = r1.pairings.filter((p) => p.kind === 'match');
    const five: TournamentEvent = { ...big, rounds: [{ number: 1, pairings: [...matches, ...matches, matches[0]!].map((p, i) => ({ ...p, board: i + 1 })) }] };
    expect((await pdfPages(await renderTableCards(input({ tournament: five, layout: 'four' }))))).toHaveLength(2);
    expect((await pdfPages(await renderTableCards(input({ tournament: five, layout: 'tent' }))))).toHaveLength(3);
    expect((await pdfPages(await renderTableCards(input({ tournament: five, layout: 'single' }))))).toHaveLength(5);
    const one = await pdfPages(await renderTableCards(input({ tournament: five, layout: 'single', board: 4 })));
    expect(one).toHaveLength(1);
    expect(count(one[0]!, 'TABLE')).toBe(2);
    expect(one[0]).toContain('4');
    expect(await pdfPageSizes(await renderTableCards(input({ paper: 'Letter' })))).toEqual([[612, 792]]);
    expect(await pdfPageSizes(await renderTableCards(input()))).toEqual([[595, 842]]);
  });

  it('a round without that table, or without matches, prints a page that says so', async () => {
    const [page] = (await pdfPages(await renderTableCards(input({ board: 9 })))) as [string];
    expect(page).toContain('Round 1 has no table 9.');
  });

  it('a scoresheet whose game has no digital board carries a code to its table\'s page too, given the event', async () => {
    const sheets = { sheets: [{ round: 1, table: 2 }], game: 'othello' as const, tableUrl: LAN };
    const without = await renderScoresheets(sheets);
    const withPage = await renderScoresheets({ ...sheets, eventId: 3 });
    expect(withPage.length - without.length).toBeGreaterThan(1000);
  });
});
