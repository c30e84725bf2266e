/** The round-by-round rank table through the API and on paper (issue 44). */
import { describe, expect, it } from 'vitest';
import type { Output } from '../../src/shared/api/contract';
import type { PairOutcome } from '../../src/shared/api/methods/tournament';
import type { Player } from '../../src/shared/api/schemas';
import { must, tempBackend } from '../support/tempdb';
import { pdfPages } from '../pdf/extract';

function twoRounds() {
  const { backend } = tempBackend();
  const ev = must<{ id: number }>(backend, 'tournaments.create', { name: 'Rank Swiss', game: 'othello', format: 'swiss', roundsPlanned: 3 });
  for (const name of ['Ann', 'Bob', 'Cat', 'Dan', 'Eve']) must(backend, 'events.register', { eventId: ev.id, playerId: must<Player>(backend, 'players.create', { name }).id });
  for (const round of [1, 2]) {
    const paired = must<PairOutcome>(backend, 'rounds.pair', { eventId: ev.id });
    must(backend, 'rounds.publish', { eventId: ev.id, round });
    for (const p of paired.round.pairings) if (p.kind === 'match') must(backend, 'results.set', { eventId: ev.id, round, board: p.board, winner: 'a', score: { a: 40, b: 24 } });
  }
  return { backend, eventId: ev.id };
}

describe('rank table (issue 44)', () => {
  it('rankTable.get gives each entry\'s rounds and the same final ranks as standings.get', () => {
    const { backend, eventId } = twoRounds();
    const t = must<Output<'rankTable.get'>>(backend, 'rankTable.get', { eventId });
    const s = must<Output<'standings.get'>>(backend, 'standings.get', { eventId });
    expect(t.throughRound).toBe(2);
    expect(t.rows.map((r) => [r.entry, r.rank])).toEqual(s.rows.map((r) => [r.entry, r.rank]));
    for (const row of t.rows) {
      expect(row.cells).toHaveLength(2);
      // Five players: every round one bye and two matches; a cell's opponent has this entry as its opponent.
      for (const c of row.cells) if (c.opponent) expect(t.rows.find((r) => r.entry === c.opponent)!.cells[c.round - 1]!.opponent).toBe(row.entry);
      expect(row.cells[1]!.scoreAfter).toBe(s.rows.find((r) => r.entry === row.entry)!.values.matchPoints);
    }
    expect(t.rows.flatMap((r) => r.cells).filter((c) => c.status === 'bye')).toHaveLength(2);
    const one = must<Output<'rankTable.get'>>(backend, 'rankTable.get', { eventId, round: 1 });
    expect(one.rows.every((r) => r.cells.length === 1)).toBe(true);
  });

  it('prints the rank table with each round\'s cells and the legend, in the event\'s language', async () => {
    const { backend, eventId } = twoRounds();
    const t = must<Output<'rankTable.get'>>(backend, 'rankTable.get', { eventId });
    const print = async (lang?: string) => {
      const r = await backend.callAsync('print.pdf', { document: 'rank-table', eventId, ...(lang ? { lang } : {}) });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      return (await pdfPages(Buffer.from((r.data as { pdfBase64: string }).pdfBase64, 'base64'))).join('\n').replace(/\s+/g, ' ');
    };
    const text = await print();
    expect(text).toContain('Rank table');
    expect(text).toContain('Rd 1');
    expect(text).toContain('Rd 2');
    expect(text).toContain('moved first');
    // The leader's row: rank, number, name, then round 1 as "opponent's rank, side, result  score/rank".
    const top = t.rows[0]!;
    const c = top.cells[0]!;
    const first = c.status === 'bye' ? 'bye 1' : `${t.rows.find((r) => r.entry === c.opponent)!.rank}${c.first ? '●' : '○'} ${c.points}`;
    expect(text).toContain(`${top.name} ${first} ${c.scoreAfter}/${c.rankAfter}`);
    const french = await print('fr');
    expect(french).toContain('Grille américaine par ronde');
    expect(french).toContain('exempt');
  });
});
