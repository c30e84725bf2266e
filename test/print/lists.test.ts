/**
 * The starting list and the entry list (issue 44: what a Swiss-Manager user posts on the notice board):
 * the starting list by pairing number with rating, federation id and club; the entry list alphabetical,
 * with each entry's fee status when the event takes fees.
 */
import { describe, expect, it } from 'vitest';
import type { Player } from '../../src/shared/api/schemas';
import { must, tempBackend } from '../support/tempdb';
import { pdfPages } from '../pdf/extract';

function club() {
  const { backend } = tempBackend();
  const event = must<{ id: number }>(backend, 'tournaments.create', { name: 'Autumn Swiss', game: 'othello', format: 'swiss', roundsPlanned: 3, settings: {} });
  const ids: Record<string, string> = {};
  for (const [name, rating, fedId, club] of [['Zoë Ångström', 1900, 'SWE-77', 'Uppsala'], ['Bob Ames', 1500, null, 'Hove'], ['Émile Durand', 2100, 'FRA-12', 'Lyon'], ['Cleo Park', null, null, '']] as const) {
    const p = must<Player>(backend, 'players.create', { name, rating, fedId, club });
    must(backend, 'events.register', { eventId: event.id, playerId: p.id });
    ids[name] = String(p.id);
  }
  return { backend, eventId: event.id, ids };
}

async function text(backend: ReturnType<typeof tempBackend>['backend'], document: string, eventId: number, lang?: string) {
  const r = await backend.callAsync('print.pdf', { document, eventId, ...(lang ? { lang } : {}) });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return (await pdfPages(Buffer.from((r.data as { pdfBase64: string }).pdfBase64, 'base64'))).join('\n').replace(/\s+/g, ' ');
}

describe('starting list and entry list (issue 44)', () => {
  it('the starting list gives each entry by pairing number with rating, federation id and club', async () => {
    const { backend, eventId } = club();
    const list = await text(backend, 'starting-list', eventId);
    expect(list).toContain('Fed. ID');
    expect(list).toContain('Club');
    // Seeded by rating: Émile 1, Zoë 2, Bob 3, Cleo 4; each line carries the player's own federation id and club.
    expect(list).toMatch(/1 Émile Durand 2100 FRA-12 Lyon.*2 Zoë Ångström 1900 SWE-77 Uppsala.*3 Bob Ames 1500 Hove.*4 Cleo Park/);
  });

  it('the entry list is alphabetical, without a fee column when the event takes no fees', async () => {
    const { backend, eventId } = club();
    const list = await text(backend, 'entry-list', eventId);
    expect(list).toContain('Entry list');
    expect(list).toMatch(/Bob Ames.*Cleo Park.*Émile Durand.*Zoë Ångström/);
    expect(list).not.toContain('Entry fee');
  });

  it('the entry list says who paid, who owes and who has no fee set', async () => {
    const { backend, eventId, ids } = club();
    must(backend, 'tableNight.configure', { eventId, fees: { member: 4, junior: 2.5 } });
    must(backend, 'fees.set', { eventId, entry: ids['Bob Ames'], category: 'member', paid: true, method: 'cash' });
    must(backend, 'fees.set', { eventId, entry: ids['Zoë Ångström'], category: 'junior' });
    const list = await text(backend, 'entry-list', eventId);
    expect(list).toContain('Entry fee');
    expect(list).toMatch(/Bob Ames.*paid.*Cleo Park.*not set.*Zoë Ångström.*owes 2.50/);
    const french = await text(backend, 'entry-list', eventId, 'fr');
    expect(french).toContain('Liste des inscrits');
    expect(french).toMatch(/Bob Ames.*payé.*Zoë Ångström.*doit 2,50/);
  });
});
