/**
 * The arena club night (issue 42 part 5, format `arena`) against the real services on a real SQLite
 * file: pairing the moment a table's result is confirmed, repeat avoidance, lichess streak points, the
 * end by time; and auto-enter as an event setting.
 */
import { describe, expect, it } from 'vitest';
import type { ArenaView } from '../../src/shared/api/methods/arena';
import type { TableReport, TableView } from '../../src/shared/api/methods/tableNight';
import type { Player } from '../../src/shared/api/schemas';
import { must, tempBackend } from '../support/tempdb';
import { pdfPages } from '../pdf/extract';

/** An Othello arena of `names`, PINs issued, everyone checked in at the door, auto-enter on. */
function arena(names = ['Ann', 'Bob', 'Cleo', 'Dan'], settings: Record<string, unknown> = { autoEnter: true }) {
  const { backend } = tempBackend();
  const event = must<{ id: number }>(backend, 'tournaments.create', { name: 'Arena night', game: 'othello', format: 'arena', roundsPlanned: null, settings });
  const ids = new Map<string, string>();
  for (const name of names) {
    const p = must<Player>(backend, 'players.create', { name });
    must(backend, 'events.register', { eventId: event.id, playerId: p.id });
    ids.set(name, String(p.id));
  }
  const pins = new Map(must<Array<{ entry: string; pin: string }>>(backend, 'pins.issue', { eventId: event.id }).map((p) => [p.entry, p.pin]));
  for (const name of names) must(backend, 'checkIn.self', { eventId: event.id, entry: ids.get(name), pin: pins.get(ids.get(name)!) });
  const name = new Map([...ids].map(([n, id]) => [id, n]));
  const audit = () => must<Array<{ action: string; detail: Record<string, unknown> }>>(backend, 'audit.list', { eventId: event.id });
  return { backend, eventId: event.id, ids, pins, name, audit };
}

type Night = ReturnType<typeof arena>;

/** The table's current pairing, by names. */
function at({ backend, eventId, name }: Night, board: number) {
  const v = must<TableView>(backend, 'table.view', { eventId, board });
  return { round: v.round!, a: name.get(v.a!.entry)!, b: name.get(v.b!.entry)! };
}

/** Reports (by a's PIN) and confirms (by b's PIN) a result at a table: a's score, b's score. */
function play(n: Night, board: number, a: number, b: number): string {
  const t = at(n, board);
  const pin = (who: string) => n.pins.get(n.ids.get(who)!);
  const report = must<TableReport>(n.backend, 'table.report', { eventId: n.eventId, board, round: t.round, pin: pin(t.a), score: { a, b } });
  return must<{ state: string }>(n.backend, 'table.confirm', { eventId: n.eventId, board, reportId: report.id, pin: pin(t.b), agree: true }).state;
}

const view = (n: Night) => must<ArenaView>(n.backend, 'arena.view', { eventId: n.eventId });
const pairs = (v: ArenaView) => v.tables.map((t) => [t.a, t.b].sort().join('-')).sort();

describe('the arena: paired the moment a table\'s result is confirmed (issue 42 part 5)', () => {
  it('the night starts with everyone present paired; each confirmed result pairs the players who are free, at a freed table', () => {
    const n = arena(['Ann', 'Bob', 'Cleo', 'Dan', 'Eve', 'Finn']);
    const start = must<{ paired: unknown[] }>(n.backend, 'arena.pair', { eventId: n.eventId });
    expect(start.paired).toHaveLength(3);
    expect(view(n).tables.map((t) => t.board)).toEqual([1, 2, 3]);
    const first = at(n, 1);
    const second = at(n, 2);
    expect(play(n, 1, 40, 24)).toBe('entered');
    // Table 1's two players are free; they just met and others still play: they wait for the next table.
    expect(view(n).tables.map((t) => t.board)).toEqual([2, 3]);
    expect(view(n).waiting.sort()).toEqual([first.a, first.b].sort());
    expect(play(n, 2, 20, 44)).toBe('entered');
    // Four free: paired at once, at the two freed tables, no one against the opponent just met.
    const v = view(n);
    expect(v.tables.map((t) => t.board)).toEqual([1, 2, 3]);
    expect(pairs(v)).not.toContain([first.a, first.b].sort().join('-'));
    expect(pairs(v)).not.toContain([second.a, second.b].sort().join('-'));
    // The table device at table 1 now shows its next pairing (a new round).
    expect(at(n, 1).round).toBeGreaterThan(first.round);
    // Close scores: the winners of the two tables meet.
    expect(pairs(v)).toContain([first.a, second.b].sort().join('-'));
    // Every pairing is audited.
    expect(n.audit().filter((a) => a.action === 'arena pairing')).toHaveLength(2);
  });

  it('repeat opponents are avoided as long as anyone else is free; a repeat only when nobody else is', () => {
    const n = arena(['Ann', 'Bob', 'Cleo', 'Dan']);
    must(n.backend, 'arena.pair', { eventId: n.eventId });
    const met = new Set<string>();
    const record = () => view(n).tables.forEach((t) => met.add([t.a, t.b].sort().join('-')));
    record();
    // Four players meet each other three times over before anyone meets anyone twice: 6 distinct pairs in 3 waves.
    for (let wave = 0; wave < 2; wave++) {
      play(n, 1, 40, 24);
      play(n, 2, 33, 31);
      record();
    }
    expect(met.size).toBe(6);
    expect(n.audit().filter((a) => a.action === 'arena pairing')).toHaveLength(3);
  });

  it('a player not checked in is never paired; a late arrival is paired when a table frees', () => {
    const { backend } = tempBackend();
    const eventId = must<{ id: number }>(backend, 'tournaments.create', { name: 'Arena', game: 'othello', format: 'arena', roundsPlanned: null, settings: { autoEnter: true } }).id;
    const ids: string[] = [];
    for (const name of ['Ann', 'Bob', 'Cleo']) {
      const p = must<Player>(backend, 'players.create', { name });
      must(backend, 'events.register', { eventId, playerId: p.id });
      ids.push(String(p.id));
    }
    const pins = new Map(must<Array<{ entry: string; pin: string }>>(backend, 'pins.issue', { eventId }).map((p) => [p.entry, p.pin]));
    for (const id of ids.slice(0, 2)) must(backend, 'checkIn.self', { eventId, entry: id, pin: pins.get(id) });
    must(backend, 'arena.pair', { eventId });
    expect(must<ArenaView>(backend, 'arena.view', { eventId }).tables).toHaveLength(1);
    must(backend, 'checkIn.self', { eventId, entry: ids[2], pin: pins.get(ids[2]!) });
    expect(must<ArenaView>(backend, 'arena.view', { eventId }).waiting).toEqual(['Cleo']);
    const report = must<TableReport>(backend, 'table.report', { eventId, board: 1, round: 1, pin: pins.get(ids[0]!), score: { a: 40, b: 24 } });
    must(backend, 'table.confirm', { eventId, board: 1, reportId: report.id, pin: pins.get(ids[1]!), agree: true });
    const v = must<ArenaView>(backend, 'arena.view', { eventId });
    expect(v.tables).toHaveLength(1);
    expect([v.tables[0]!.a, v.tables[0]!.b]).toContain('Cleo');
  });

  it('a confirmed result that waits for the director pairs nobody until it is entered (autoEnter off)', () => {
    const n = arena(['Ann', 'Bob', 'Cleo', 'Dan'], {});
    must(n.backend, 'arena.pair', { eventId: n.eventId });
    play(n, 1, 40, 24);
    expect(play(n, 2, 40, 24)).toBe('confirmed');
    expect(view(n).tables).toHaveLength(2);
    for (const r of must<TableReport[]>(n.backend, 'tables.decisions.list', { eventId: n.eventId })) must(n.backend, 'tables.decisions.enter', { eventId: n.eventId, reportId: r.id });
    expect(view(n).tables).toHaveLength(2);
    expect(view(n).tables.every((t) => t.round === 2)).toBe(true);
  });
});

describe('arena points as lichess counts them, on the projector (issue 42 part 5)', () => {
  it('2 a win, 1 a draw; the third win in a row counts double and the player is on a streak; plain scoring counts 2-1-0; standings and paper rank by them', async () => {
    const n = arena(['Ann', 'Bob']);
    must(n.backend, 'arena.pair', { eventId: n.eventId });
    // Two players: nobody else is ever free, so they meet again and again.
    const ann = () => view(n).standings.find((s) => s.name === 'Ann')!;
    const annWins = () => {
      const t = at(n, 1);
      play(n, 1, t.a === 'Ann' ? 40 : 24, t.a === 'Ann' ? 24 : 40);
    };
    annWins();
    annWins();
    expect(ann()).toMatchObject({ points: 4, onStreak: true, games: 2, wins: 2 });
    annWins();
    expect(ann()).toMatchObject({ points: 8, onStreak: true, rank: 1 });
    expect(ann().history.map((g) => [g.points, g.doubled])).toEqual([[2, false], [2, false], [4, true]]);
    play(n, 1, 32, 32);
    expect(ann()).toMatchObject({ points: 10, onStreak: false, draws: 1 });
    // The event's standings (screens, paper, the website) rank an arena by arena points, with its columns beside.
    const standings = must<{ rows: Array<{ name: string; rank: number }>; arena: Array<{ name: string; points: number; games: number; onStreak: boolean }> }>(n.backend, 'standings.get', { eventId: n.eventId });
    expect(standings.rows.map((r) => [r.rank, r.name])).toEqual([[1, 'Ann'], [2, 'Bob']]);
    expect(standings.arena.map((r) => [r.name, r.points, r.games])).toEqual([['Ann', 10, 4], ['Bob', 1, 4]]);
    // The standings on paper: arena points beside the names, the lichess rule in the legend.
    const pdf = await n.backend.callAsync('print.pdf', { document: 'standings', eventId: n.eventId });
    if (!pdf.ok) throw new Error(JSON.stringify(pdf.error));
    const text = (await pdfPages(Buffer.from((pdf.data as { pdfBase64: string }).pdfBase64, 'base64'))).join('\n');
    expect(text).toContain('Arena pts');
    expect(text).toMatch(/Ann[\s\S]*10[\s\S]*Bob/);
    expect(text).toContain('Arena points as lichess counts them');
    must(n.backend, 'eventSettings.update', { eventId: n.eventId, arenaPoints: 'plain' });
    expect(ann().points).toBe(2 + 2 + 2 + 1);
  });
});

describe('the director ends the night by time (issue 42 part 5)', () => {
  it('after the end time nobody is paired; games in progress finish; then the standings are final', () => {
    const n = arena(['Ann', 'Bob', 'Cleo', 'Dan']);
    must(n.backend, 'arena.pair', { eventId: n.eventId });
    must(n.backend, 'arena.end', { eventId: n.eventId, at: '2099-12-02T23:00:00Z' });
    expect(view(n)).toMatchObject({ endsAt: '2099-12-02T23:00:00Z', ended: false, final: false });
    const { endsAt } = must<{ endsAt: string }>(n.backend, 'arena.end', { eventId: n.eventId });
    expect(Date.parse(endsAt)).toBeLessThanOrEqual(Date.now());
    expect(view(n)).toMatchObject({ ended: true, final: false });
    play(n, 1, 40, 24);
    play(n, 2, 40, 24);
    const v = view(n);
    expect(v.tables).toEqual([]);
    expect(v).toMatchObject({ ended: true, final: true });
    expect(v.standings.map((s) => s.points)).toEqual([2, 2, 0, 0]);
    expect(n.backend.call('arena.pair', { eventId: n.eventId })).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringContaining('nobody is paired any more') } });
    expect(n.audit().filter((a) => a.action === 'arena end time').map((a) => a.detail.before)).toEqual([null, '2099-12-02T23:00:00Z']);
  });

  it('an arena is not paired round by round, and arena methods refuse another format in plain words', () => {
    const n = arena(['Ann', 'Bob']);
    expect(n.backend.call('rounds.pair', { eventId: n.eventId })).toMatchObject({ ok: false, error: { message: expect.stringContaining('an arena is paired as its tables finish') } });
    const swiss = must<{ id: number }>(n.backend, 'tournaments.create', { name: 'Swiss', game: 'othello', format: 'swiss', roundsPlanned: 3, settings: {} });
    expect(n.backend.call('arena.view', { eventId: swiss.id })).toMatchObject({ ok: false, error: { code: 'conflict', message: '"Swiss" is not an arena: its rounds are paired by the director' } });
  });
});

describe('auto-enter is an event setting (issue 42 part 2)', () => {
  it('eventSettings.update {autoEnter} decides whether a confirmed result enters at once; tableNight.configure sets the same setting', () => {
    const n = arena(['Ann', 'Bob'], {});
    must(n.backend, 'arena.pair', { eventId: n.eventId });
    expect(must<{ autoEnter: boolean }>(n.backend, 'eventSettings.get', { eventId: n.eventId }).autoEnter).toBe(false);
    must(n.backend, 'eventSettings.update', { eventId: n.eventId, autoEnter: true });
    expect(must<{ autoEnter: boolean }>(n.backend, 'tableNight.get', { eventId: n.eventId }).autoEnter).toBe(true);
    expect(play(n, 1, 40, 24)).toBe('entered');
    must(n.backend, 'tableNight.configure', { eventId: n.eventId, autoEnter: false });
    expect(must<{ autoEnter: boolean }>(n.backend, 'eventSettings.get', { eventId: n.eventId }).autoEnter).toBe(false);
    expect(play(n, 1, 40, 24)).toBe('confirmed');
    expect(n.audit().some((a) => a.action === 'settings' && (a.detail.after as { autoEnter: boolean }).autoEnter)).toBe(true);
  });
});
