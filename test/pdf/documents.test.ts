import { describe, expect, it } from 'vitest';
import { documents, isPdfDocument, PDF_DOCUMENTS, type PdfDocumentName, type PdfInput } from '../../src/main/pdf';
import type { GameId } from '../../src/shared/games/types';
import { pdfPages, pdfPageSizes } from './extract';
import { eventInfo, ONINO_DOUBLES, RECORDS, ratingEvents, roundRobin, UNICODE_NAMES } from './samples';

async function text<N extends PdfDocumentName>(name: N, input: PdfInput<N>): Promise<string[]> {
  const pdf = await documents[name].render(input as never);
  return (await pdfPages(pdf)).map((p) => p.replace(/\s+/g, ' '));
}

const all = (pages: string[]) => pages.join(' ');

function expectFurnished(pages: string[], title: string): void {
  pages.forEach((page, i) => {
    expect(page).toContain(title);
    expect(page).toContain(`page ${i + 1} of ${pages.length}`);
  });
}

describe('registry', () => {
  it('names every document with a description', () => {
    expect(PDF_DOCUMENTS).toEqual(['scoresheet', 'game-record', 'round-sheet', 'standings', 'cross-table', 'prizes', 'rating-list', 'player-history', 'round-pack', 'table-cards', 'match-card', 'fixture-list', 'team-standings', 'team-cross-table', 'starting-list', 'fee-sheet', 'entry-list', 'rank-table']);
    for (const name of PDF_DOCUMENTS) expect(documents[name].describe.length).toBeGreaterThan(10);
    expect(isPdfDocument('standings')).toBe(true);
    expect(isPdfDocument('toString')).toBe(false);
  });
});

describe('scoresheets', () => {
  const games: [GameId, string[]][] = [
    ['othello', ['Black ●', 'White ○', 'Final discs', 'Signature black']],
    ['onino', ['Declarations and penalties', 'Markers used by the winner', 'Score first side (+/–)', 'o', '15']],
    ['ninuki', ['Pairs captured by x', 'Pairs captured by o', '15 × 15', 'centre H8']],
    ['dominoes', ['Player 1: pegged', 'Total', '61', 'Draw for set', 'double-6']],
    ['tonobeb', ['Die 1', 'Die 6', 'Captures', 'Fourwalled', 'Red (moves first)']],
  ];
  for (const [game, headings] of games) {
    it(`${game}: one sheet per game of round 2, with event, round, table and both names`, async () => {
      const event = roundRobin(game);
      const pages = await text('scoresheet', { event: eventInfo(game, game === 'ninuki' ? { size: 15 } : {}), tournament: event, round: 2 });
      const matches = event.rounds[1]!.pairings.filter((p) => p.kind === 'match');
      expect(pages).toHaveLength(matches.length);
      expectFurnished(pages, 'Scoresheet');
      const names = new Map(event.entries.map((e) => [e.id, e.name]));
      matches.forEach((m, i) => {
        if (m.kind !== 'match') return;
        expect(pages[i]).toContain('Spring Open 2025');
        expect(pages[i]).toContain(`Round 2 · Table ${m.board}`);
        expect(pages[i]).toContain(names.get(m.a));
        expect(pages[i]).toContain(names.get(m.b));
        for (const h of headings) expect(pages[i]).toContain(h);
      });
    });
  }

  it('Othello: the pairing\'s first mover is printed as black', async () => {
    const pages = await text('scoresheet', {
      game: 'othello', sheets: [{ round: 1, table: 4, names: ['Zoë Ångström', '李雷'], first: 1 }],
    });
    expect(pages[0]).toMatch(/Black ● .*李雷.*White ○ .*Zoë Ångström/);
  });

  it('prints blank sheets without an event or a round', async () => {
    const pages = await text('scoresheet', { game: 'tonobeb', copies: 3 });
    expect(pages).toHaveLength(3);
    expect(pages[2]).toContain('blank');
  });

  it('Ninuki-Renju uses the board size (files skip I) and refuses a size the rules do not have (R-NIN-1)', async () => {
    const pages = await text('scoresheet', { game: 'ninuki', options: { size: 21 } });
    expect(pages[0]).toContain('21 × 21');
    expect(pages[0]).toContain('H H J J K K');
    expect(pages[0]).not.toContain(' I I ');
    expect(pages[0]).toContain(' V ');
    await expect(documents.scoresheet.render({ game: 'ninuki', options: { size: 12 } })).rejects.toThrow(/R-NIN-1/);
  });

  it('Onino doubles names the pairs', async () => {
    const pages = await text('scoresheet', { game: 'onino', options: { mode: 'doubles' } });
    expect(pages[0]).toContain('Pair (A1, A2)');
    expect(pages[0]).toContain('Pair (B1, B2)');
  });
});

describe('game records', () => {
  const record = (game: GameId, extra: Partial<PdfInput<'game-record'>> = {}) =>
    text('game-record', { event: eventInfo(game), game, ...RECORDS[game], round: 2, table: 1, ...extra });

  it('Othello: names, result with the official score, every move, the final discs numbered', async () => {
    const pages = await record('othello');
    const t = all(pages);
    expectFurnished(pages, 'Game record');
    for (const s of ['Zoë Ångström', '李雷', 'white wins 57-7', 'Zoë Ångström 7 – 李雷 57', 'Moves', 'f5', 'a4', '51–60']) expect(t).toContain(s);
    // Move numbers 1..60 on the diagram.
    for (const n of [1, 30, 60]) expect(t).toMatch(new RegExp(`\\b${n}\\b`));
    expect(t).toContain('Passes left out of the record (R-OTH-2)');
  });

  it('Othello: a resignation with its reason', async () => {
    const t = all(await text('game-record', { game: 'othello', record: RECORDS.othello.record.slice(0, 40) + ' resign:black(20-44) "lost on time"' }));
    expect(t).toContain('white wins 44-20 (black resigned)');
    expect(t).toContain('Reason given: lost on time.');
  });

  it('Onino: the 45-marker win scores +60 / -60 (R-ONI-9)', async () => {
    const t = all(await record('onino'));
    for (const s of ['Łukasz Wróbel', 'Zoë Ångström', '+60', '-60', 'declare', 'Numbers on the markers']) expect(t).toContain(s);
  });

  it('Onino doubles: declarations and penalties with the rule and the lost turn (rules 16, 17)', async () => {
    const t = all(await text('game-record', { game: 'onino', record: ONINO_DOUBLES, players: { first: 'Lee / Kim', second: '李雷 / Zoë Ångström' } }));
    for (const s of ['Declarations and penalties', 'directed attention to a play', 'rule 17', 'turn 3 of A1 lost',
      'withdrew, moved or touched markers (h8)', 'rule 16', 'declared ONINO without one', 'next turn lost (owed)', '李雷']) expect(t).toContain(s);
  });

  it('Ninuki-Renju: captures per move and the tally (R-NIN-3), the resignation (R-ALL-3)', async () => {
    const t = all(await record('ninuki'));
    for (const s of ['李雷', 'Łukasz Wróbel', 'Ply 14: o G7 captured G5, G6 (R-NIN-3)', 'x resigned (lost on time)', 'Pairs captured by o']) expect(t).toContain(s);
  });

  it('dominoes: every hand with its result and the running totals to 61', async () => {
    const t = all(await record('dominoes'));
    for (const s of ['b wins 35-62', 'Hands', 'forset(a=6-3;b=4-2)', 'count(b=25)', '35 – 62', 'blocked (a 5, b 6)', 'Zoë Ångström: 35', 'Łukasz Wróbel']) {
      expect(t).toContain(s);
    }
  });

  it('Tonobeb: the turn log with the capture pair and the concession (R-TON-6, R-TON-8)', async () => {
    const t = all(await record('tonobeb'));
    for (const s of ['Die 1', 'c5-c4 ×c4', 'e3-b3', 'xb4(b3,c4)', 'resign(blue)', 'red wins by concession', '李雷']) expect(t).toContain(s);
  });

  it('an illegal record is printed up to the refused move, with the rule', async () => {
    const t = all(await text('game-record', { game: 'othello', record: 'f5 f5' }));
    expect(t).toContain('The record stops here at ply 2: othello rule 8');
  });

  it('an unreadable record is printed as given, with the notation error', async () => {
    const t = all(await text('game-record', { game: 'ninuki', record: 'size 19\nK10 I9' }));
    expect(t).toContain('The record cannot be read');
    expect(t).toContain('notation');
    expect(t).toContain('K10 I9');
  });
});

describe('round sheets', () => {
  it('issue 16 defect 10: a 100-character name wraps and keeps its "(black)" / "(white)" label', async () => {
    const ev = roundRobin('othello');
    const long = 'Maximiliana Philippa Konstantinopoulou-Wolkenstein von Hohenzollern-Sigmaringen und Trauttmansdorff';
    const tournament = { ...ev, entries: ev.entries.map((e, i) => (i < 2 ? { ...e, name: `${long.slice(0, 98)} ${i}` } : e)) };
    const flat = all(await text('round-sheet', { tournament, round: 1 }));
    const labels = flat.match(/\((black|white)\)/g) ?? [];
    const matches = tournament.rounds[0]!.pairings.filter((p) => p.kind === 'match').length;
    expect(labels.length).toBe(matches * 2);
    expect(flat).toContain('Trauttmansdorf');
  });

  it('pairings by table with results and byes, then everybody alphabetically', async () => {
    const pages = await text('round-sheet', { event: eventInfo('othello'), tournament: roundRobin('othello'), round: 3 });
    expectFurnished(pages, 'Round 3: pairings');
    expect(pages[0]).toContain('Pairings by table');
    expect(pages[0]).toContain('Byes');
    expect(pages[0]).toContain('pairing bye');
    expect(pages[0]).toMatch(/李雷 \(black\)/);
    expect(pages[0]).toContain('½ – ½');
    const list = pages[1]!;
    expect(list).toContain('Players in alphabetical order');
    const order = ['Ann Baker', 'Bob Carter', 'Łukasz Wróbel', 'Zoë Ångström'].map((n) => list.indexOf(n));
    expect(order.every((x, i) => x >= 0 && (i === 0 || x > order[i - 1]!))).toBe(true);
    expect(list).toContain('李雷');
  });

  it('Onino names no sides (settled at the board, R-ONI-11) and shows total points', async () => {
    const pages = await text('round-sheet', { tournament: roundRobin('onino'), round: 4 });
    expect(pages.join(' ')).not.toContain('(first)');
    expect(pages[0]).toContain('Score');
  });
});

describe('standings and cross-table', () => {
  it('standings as of round 3 with the game\'s tie-breaks', async () => {
    const pages = await text('standings', { event: eventInfo('othello'), tournament: roundRobin('othello'), round: 3 });
    expectFurnished(pages, 'Standings after round 3');
    for (const s of ['Rank', 'Pts', 'BQ', 'Score', ...UNICODE_NAMES, 'Ranked by Pts (match points), then BQ']) expect(pages[0]).toContain(s);
  });

  it('standings with the explanation: the first criterion separating each entry from the one above', async () => {
    const pages = await text('standings', { tournament: roundRobin('othello'), round: 3, explain: true });
    const all = pages.join('\n');
    expect(all).toContain('Why each entry is below the one above');
    expect(all).toMatch(/\(1\) is above .+ \(\d\) by (match points|Brightwell quotient|sum of game scores): \S+ against \S+; equal on every criterion before it\./);
  });

  it('prizes: each award with its winner and amount, shared ones marked, the unawarded shown', async () => {
    const pages = await text('prizes', {
      event: eventInfo('othello'), throughRound: 5, onePerPerson: true, sharing: 'hort',
      awards: [
        { prizes: ['1st', '2nd'], entry: 'a', name: 'Ann Åberg', amount: 87.5, shared: 'hort' },
        { prizes: ['1st', '2nd'], entry: 'b', name: 'Bea Ørsted', amount: 62.5, shared: 'hort' },
        { prizes: ['Best junior'], entry: null, name: null, amount: 20, shared: null },
      ],
    });
    expectFurnished(pages, 'Prizes after round 5');
    for (const s of ['1st + 2nd (shared, Hort)', 'Ann Åberg', '87.50', '62.50', 'not awarded', 'Hort system']) expect(all(pages)).toContain(s);
  });

  it('standings as of round 1 differ from round 3', async () => {
    const one = await text('standings', { tournament: roundRobin('othello'), round: 1 });
    expect(one[0]).toContain('Standings after round 1');
  });

  it('issue 16 defect 3: by default after the last complete round; a round still playing is named with its tables', async () => {
    const open = roundRobin('othello'); // rounds 1-3 played, 4 and 5 paired without results
    const boards = open.rounds.find((r) => r.number === 4)!.pairings.flatMap((p) => (p.kind === 'match' ? [p.board] : []));
    expect((await text('standings', { tournament: open }))[0]).toContain('Standings after round 3');
    const during = all(await text('standings', { tournament: open, round: 4 }));
    expect(during).toContain('Standings during round 4');
    expect(during).toContain(`still playing: tables ${boards.join(', ')}`);
  });

  it('a custom order of tie-breaks', async () => {
    const pages = await text('standings', { tournament: roundRobin('tonobeb'), order: ['matchPoints', 'sonnebornBerger', 'progressive'] });
    expect(pages[0]).toContain('SB');
    expect(pages[0]).toContain('Prog');
  });

  it('cross-table: results by pairing number, points and ranks', async () => {
    const pages = await text('cross-table', { event: eventInfo('othello'), tournament: roundRobin('othello'), round: 3 });
    expectFurnished(pages, 'Cross-table after round 3');
    for (const s of UNICODE_NAMES) expect(pages[0]).toContain(s);
    expect(pages[0]).toContain('Pts');
    expect(pages[0]).toContain('Rank');
  });

  it('cross-table: Onino cells show the points won or lost', async () => {
    const pages = await text('cross-table', { tournament: roundRobin('onino'), round: 3 });
    expect(pages[0]).toContain('+60');
    expect(pages[0]).toContain('Score');
  });
});

describe('ratings', () => {
  it('rating list of one game', async () => {
    const pages = await text('rating-list', { game: 'othello', events: ratingEvents() });
    expectFurnished(pages, 'Rating list: Othello');
    for (const s of [...UNICODE_NAMES, 'Rating', 'W–D–L', 'Summer Cup 2025', '5 players · 2 events']) expect(pages[0]).toContain(s);
  });

  it('a player\'s history, event by event', async () => {
    const pages = await text('player-history', { game: 'othello', events: ratingEvents(), player: 'p3' });
    expectFurnished(pages, 'Rating history: 李雷');
    for (const s of ['Spring Open 2025', 'Summer Cup 2025', 'Before', 'After', 'Change']) expect(pages[0]).toContain(s);
  });
});

describe('paper', () => {
  it('A4 is 595 x 842 points and Letter 612 x 792', async () => {
    const a4 = await documents.standings.render({ tournament: roundRobin('othello') });
    const letter = await documents.standings.render({ tournament: roundRobin('othello'), paper: 'Letter' });
    expect(await pdfPageSizes(a4)).toEqual([[595, 842]]);
    expect(await pdfPageSizes(letter)).toEqual([[612, 792]]);
  });
});
