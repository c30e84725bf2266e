/**
 * Issue 41 part 2: players have a country (a federation code of three capital letters), kept by the
 * players list, the CSV roll, TRF (the player record's federation, columns 54-56) and the event's
 * entries; PAPP's Chauvinisme keeps compatriots apart, and a player without a country is nobody's compatriot.
 */
import { describe, expect, it } from 'vitest';
import type { Player } from '../../src/shared/api/schemas';
import type { EntryView, PairOutcome } from '../../src/shared/api/methods/tournament';
import { eventWith, must, refusal, tempBackend } from '../tournament/helpers';

describe('a player\'s country (issue 41 part 2)', () => {
  it('is kept by players.create and players.update; anything but three capital letters is refused naming the field', () => {
    const { backend } = tempBackend();
    const ann = must<Player>(backend, 'players.create', { name: 'Ann', country: 'FRA' });
    expect(ann.country).toBe('FRA');
    expect(must<Player>(backend, 'players.create', { name: 'Bob' }).country).toBe('');
    for (const bad of ['fra', 'FRANCE', 'F1A', 'FR']) {
      const r = refusal(backend, 'players.create', { name: `Cid ${bad}`, country: bad });
      expect(r.code).toBe('invalid');
      expect(r.message).toMatch(/country/);
      expect(r.message).toMatch(/three capital letters/);
    }
    expect(must<Player>(backend, 'players.update', { id: ann.id, country: 'JPN' }).country).toBe('JPN');
    // A patch without the country keeps it.
    expect(must<Player>(backend, 'players.update', { id: ann.id, club: 'Paris' }).country).toBe('JPN');
    expect(refusal(backend, 'players.update', { id: ann.id, country: 'jpn' }).message).toMatch(/country/);
    expect(must<Player>(backend, 'players.get', { id: ann.id }).country).toBe('JPN');
  });

  it('the CSV roll has a country column: read, written back, and a bad code refused by line and column with nothing imported', () => {
    const { backend } = tempBackend();
    const report = must<{ added: unknown[] }>(backend, 'players.importCsv', { csv: 'name,country\nAnn,FRA\nBob,\n' });
    expect(report.added).toHaveLength(2);
    const list = must<Player[]>(backend, 'players.list', {});
    expect(list.map((p) => [p.name, p.country])).toEqual([['Ann', 'FRA'], ['Bob', '']]);
    const { csv } = must<{ csv: string }>(backend, 'players.exportCsv', {});
    const [header, first] = csv.split('\n');
    const col = header!.split(',').indexOf('country');
    expect(col).toBeGreaterThan(0);
    expect(first!.split(',')[col]).toBe('FRA');

    const r = refusal(backend, 'players.importCsv', { csv: 'name,country\nCid,JPN\nDee,jp\n' });
    expect(r.message).toBe('CSV line 3, column country: must be a federation code of three capital letters (e.g. FRA, JPN) or empty');
    expect(must<Player[]>(backend, 'players.list', {})).toHaveLength(2);
  });

  it('TRF: the player record\'s federation (columns 54-56) is written from the country and read back into it; a bad one is refused by line and column', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', names: ['Ann', 'Bob', 'Cid'], rounds: 3 });
    must(s.backend, 'players.update', { id: Number(s.ids.Ann), country: 'FRA' });
    must(s.backend, 'players.update', { id: Number(s.ids.Bob), country: 'JPN' });
    const entries = must<EntryView[]>(s.backend, 'entries.list', { eventId: s.eventId });
    expect(entries.map((e) => [e.name, e.country])).toEqual([['Ann', 'FRA'], ['Bob', 'JPN'], ['Cid', '']]);
    const { trf } = must<{ trf: string }>(s.backend, 'events.exportTrf', { eventId: s.eventId });
    const records = trf.split('\n').filter((l) => l.startsWith('001'));
    expect(records.map((l) => l.slice(53, 56))).toEqual(['FRA', 'JPN', '   ']);

    const other = tempBackend().backend;
    const imported = must<{ eventId: number }>(other, 'events.importTrf', { trf, game: 'othello' });
    const back = must<EntryView[]>(other, 'entries.list', { eventId: imported.eventId });
    expect(back.map((e) => [e.name, e.country])).toEqual([['Ann', 'FRA'], ['Bob', 'JPN'], ['Cid', '']]);

    const lines = trf.split('\n');
    const i = lines.findIndex((l) => l.startsWith('001'));
    // Lower case (PAPP's files may have it) is read as the code in capitals.
    lines[i] = lines[i]!.slice(0, 53) + 'ned' + lines[i]!.slice(56);
    const third = tempBackend().backend;
    const lower = must<{ eventId: number }>(third, 'events.importTrf', { trf: lines.join('\n'), game: 'othello' });
    expect(must<EntryView[]>(third, 'entries.list', { eventId: lower.eventId }).map((e) => e.country)).toEqual(['NED', 'JPN', '']);
    lines[i] = lines[i]!.slice(0, 53) + 'fr ' + lines[i]!.slice(56);
    const bad = refusal(tempBackend().backend, 'events.importTrf', { trf: lines.join('\n'), game: 'othello' });
    expect(bad.message).toBe(`TRF line ${i + 1}, column 54: federation "fr" is not a code of three letters (e.g. FRA, JPN)`);
  });
});

describe('PAPP keeps compatriots apart in the app (Chauvinisme, issue 41 part 2)', () => {
  const countries: Record<string, string> = { Ann: 'FRA', Bob: 'FRA', Cid: 'JPN', Dee: '' };
  const pairsOf = (o: PairOutcome) => o.round.pairings.flatMap((p) => (p.kind === 'match' ? [[p.a.name, p.b.name].sort().join('-')] : []));

  it('a same-country pair is avoided when an equal-cost pairing exists (round 1, every seed); players without a country cost nothing', () => {
    // Round 1: every pairing costs the same but for Chauvinisme. Ann-Bob (both FRA) costs 2 more than the two others.
    for (let k = 0; k < 8; k++) {
      const s = eventWith({ game: 'othello', format: 'swiss', names: Object.keys(countries), rounds: 7 });
      for (const [name, country] of Object.entries(countries)) must(s.backend, 'players.update', { id: Number(s.ids[name]), country });
      const preview = must<PairOutcome>(s.backend, 'rounds.pair', { eventId: s.eventId, preview: true });
      expect(pairsOf(preview)).not.toContain('Ann-Bob');
      expect(preview.papp!.pairs.map((p) => p.terms.chauvinism)).toEqual([0, 0]);
      expect(preview.papp!.cost).toBe(2 * 40);
    }
  });

  it('compatriots who must meet pay the term (2), and two players without a country do not (they are not compatriots)', () => {
    const same = eventWith({ game: 'othello', format: 'swiss', names: ['Ann', 'Bob'], rounds: 7 });
    for (const name of ['Ann', 'Bob']) must(same.backend, 'players.update', { id: Number(same.ids[name]), country: 'FRA' });
    expect(must<PairOutcome>(same.backend, 'rounds.pair', { eventId: same.eventId, preview: true }).papp!.pairs[0]!.terms.chauvinism).toBe(2);
    const none = eventWith({ game: 'othello', format: 'swiss', names: ['Ann', 'Bob'], rounds: 7 });
    expect(must<PairOutcome>(none.backend, 'rounds.pair', { eventId: none.eventId, preview: true }).papp!.pairs[0]!.terms.chauvinism).toBe(0);
  });
});
