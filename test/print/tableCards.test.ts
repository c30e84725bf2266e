/** Table cards through print.pdf: the QR address chosen for the database, the note when there is none, the round pack. */
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { announceLan, NO_LAN_NOTE } from '../../src/main/lan';
import { tempBackend, must } from '../support/tempdb';
import type { Backend } from '../../src/main/services/backend';
import type { Player, TdEvent } from '../../src/shared/api/schemas';

async function printed(backend: Backend, input: Record<string, unknown>) {
  const result = await backend.callAsync('print.pdf', input);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  const data = result.data as { pdfBase64: string; pages: number; filename: string; notice?: string };
  const doc = await getDocument({ data: new Uint8Array(Buffer.from(data.pdfBase64, 'base64')), useSystemFonts: false, isEvalSupported: false }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) text += (await (await doc.getPage(i)).getTextContent()).items.map((x) => ('str' in x ? x.str : '')).join(' ') + '\n';
  return { ...data, text, bytes: data.pdfBase64.length };
}

function pairedEvent(backend: Backend): TdEvent {
  const event = must<TdEvent>(backend, 'events.create', { name: 'Card Cup', game: 'othello', format: 'round-robin' });
  for (const name of ['Zoë Ångström', 'Łukasz Wróbel', '李雷', 'Ann Lee']) must(backend, 'events.register', { eventId: event.id, playerId: must<Player>(backend, 'players.create', { name }).id });
  must(backend, 'rounds.pair', { eventId: event.id });
  return event;
}

describe('table cards through the API', () => {
  it('from the desktop app (no address) or a loopback page, with no LAN server: cards without codes, the note on them and in the answer', async () => {
    const { backend } = tempBackend();
    const event = pairedEvent(backend);
    for (const tableUrl of [undefined, 'http://127.0.0.1:5180/']) {
      const out = await printed(backend, { document: 'table-cards', eventId: event.id, round: 1, ...(tableUrl ? { tableUrl } : {}) });
      expect(out.notice).toBe(NO_LAN_NOTE);
      expect(out.text).toContain('No QR code');
      expect(out.text).not.toContain('Scan:');
      expect(out.filename).toBe('Card_Cup-round-1-tables.pdf');
      for (const name of ['Zoë Ångström', 'Łukasz Wróbel', '李雷', 'Ann Lee']) expect(out.text).toContain(name);
    }
  });

  it('with td serve announcing a LAN address for this database, the codes use it; a LAN page\'s own address is used as given', async () => {
    const { backend, file } = tempBackend();
    const event = pairedEvent(backend);
    const stop = announceLan(file, ['http://192.168.1.20:5180/']);
    try {
      const announced = await printed(backend, { document: 'table-cards', eventId: event.id, round: 1 });
      expect(announced.notice).toBeUndefined();
      expect(announced.text).toContain('Scan: this table on the LAN');
    } finally {
      stop();
    }
    const given = await printed(backend, { document: 'table-cards', eventId: event.id, round: 1, tableUrl: 'http://10.1.1.1:5180/', board: 2, layout: 'single' });
    expect(given.notice).toBeUndefined();
    expect(given.pages).toBe(1);
    expect(given.filename).toBe('Card_Cup-round-1-tables-2.pdf');
  });

  it('the round pack holds the table cards after the round sheet', async () => {
    const { backend } = tempBackend();
    const event = pairedEvent(backend);
    const pack = await printed(backend, { document: 'round-pack', eventId: event.id, round: 1, tableUrl: 'http://192.168.1.20:5180/' });
    expect(pack.notice).toBeUndefined();
    const pages = pack.text.split('\n');
    const cardsAt = pages.findIndex((p) => p.includes('Scan: this table on the LAN'));
    expect(cardsAt).toBeGreaterThan(pages.findIndex((p) => p.includes('Pairings')));
    expect(cardsAt).toBeLessThan(pages.findIndex((p) => p.includes('Scoresheet')));
  });

  it('refuses an unknown layout, naming the field', async () => {
    const { backend } = tempBackend();
    const event = pairedEvent(backend);
    const result = await backend.callAsync('print.pdf', { document: 'table-cards', eventId: event.id, round: 1, layout: 'poster' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(JSON.stringify(result.error)).toContain('must be tent, single or four');
  });
});
