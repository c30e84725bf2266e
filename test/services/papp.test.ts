/** Issue 41 part 1 through the API: an Othello Swiss pairs by PAPP from its creation; older events keep the Dutch. */
import { describe, expect, it } from 'vitest';
import type { AuditView, PairOutcome } from '../../src/shared/api/methods/tournament';
import type { TournamentSettings } from '../../src/shared/tournament';
import { DEFAULT_PAPP_TABLE } from '../../src/shared/tournament/papp';
import { eventWith, must } from '../tournament/helpers';

const names = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy'];
const settings = (s: ReturnType<typeof eventWith>) => must<TournamentSettings>(s.backend, 'eventSettings.get', { eventId: s.eventId });
const boards = (o: PairOutcome) => o.round.pairings.map((p) => (p.kind === 'match' ? `${p.a.name}-${p.b.name}` : `bye ${p.entry.name}`));

describe('an Othello Swiss by PAPP (issue 41)', () => {
  it('a new Othello Swiss takes PAPP, its penalty table and the Brightwell coefficient PAPP proposes (0 below 8 rounds, 6 from 8)', () => {
    const seven = eventWith({ game: 'othello', format: 'swiss', names, rounds: 7 });
    expect(settings(seven)).toMatchObject({ swissSystem: 'papp', brightwellConstant: 0, pappTable: DEFAULT_PAPP_TABLE });
    expect(settings(eventWith({ game: 'othello', format: 'swiss', names, rounds: 8 }))).toMatchObject({ swissSystem: 'papp', brightwellConstant: 6 });
    expect(settings(eventWith({ game: 'othello', format: 'round-robin', names }))).toMatchObject({ swissSystem: 'dutch', brightwellConstant: 6 });
    expect(settings(eventWith({ game: 'ninuki', format: 'swiss', names, rounds: 5 }))).toMatchObject({ swissSystem: 'dutch', brightwellConstant: 6 });
  });

  it('an event stored without swissSystem (made before) pairs by the Dutch: the default comes with creation, not with reading', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', names: names.slice(0, 4), rounds: 3 });
    // As an event created before this release stored its settings: no swissSystem.
    s.backend.db.prepare("UPDATE event_settings SET settings = json_remove(settings, '$.swissSystem') WHERE event_id = ?").run(s.eventId);
    expect(settings(s).swissSystem).toBe('dutch');
    const preview = must<PairOutcome>(s.backend, 'rounds.pair', { eventId: s.eventId, preview: true });
    expect(preview.papp).toBeUndefined();
    // The Dutch's round 1: top half against bottom half.
    expect(boards(preview).map((b) => b.split('-').sort().join('-')).sort()).toEqual(['Ann-Cid', 'Bob-Dee']);
  });

  it('the preview shows the seed and each pair\'s penalty terms; the pairing and a re-pair reproduce it; the audit records the seed', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', names, rounds: 7 });
    const preview = must<PairOutcome>(s.backend, 'rounds.pair', { eventId: s.eventId, preview: true });
    expect(preview.papp).toBeDefined();
    const papp = preview.papp!;
    expect(papp.pairs).toHaveLength(5); // four games and the bye
    expect(papp.pairs.filter((p) => p.b === null)).toHaveLength(1);
    // Round 1: each game 20 + 20 for the colours (|±1|), nothing for countries (players without one are nobody's
    // compatriots, where PAPP counts two empty countries as one); the bye a float of one half-point (its score is the lowest minus one).
    expect(papp.pairs.map((p) => p.cost).sort((x, y) => x - y)).toEqual([40, 40, 40, 40, 20000]);
    expect(papp.pairs.find((p) => p.b !== null)!.terms).toEqual({ replay: 0, colour: 40, float: 0, elitism: 0, chauvinism: 0 });
    expect(papp.cost).toBe(4 * 40 + 20000);
    const paired = must<PairOutcome>(s.backend, 'rounds.pair', { eventId: s.eventId });
    expect(boards(paired)).toEqual(boards(preview));
    const again = must<PairOutcome>(s.backend, 'rounds.repair', { eventId: s.eventId, round: 1, reason: 'check' });
    expect(boards(again)).toEqual(boards(preview));
    expect(again.papp!.seed).toBe(papp.seed);
    const audit = must<AuditView[]>(s.backend, 'audit.list', { eventId: s.eventId });
    expect(audit.filter((a) => a.action === 'pair round' || a.action === 're-pair round').map((a) => (a.detail as { seed?: number }).seed)).toEqual([papp.seed, papp.seed]);
  });

  it('the bye is PAPP\'s: once per player (bip-bip), scored as a win', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', names: names.slice(0, 5), rounds: 4 });
    const byes: string[] = [];
    for (let r = 1; r <= 4; r++) {
      const o = must<PairOutcome>(s.backend, 'rounds.pair', { eventId: s.eventId });
      must(s.backend, 'rounds.publish', { eventId: s.eventId, round: r });
      for (const p of o.round.pairings) {
        if (p.kind === 'bye') {
          byes.push(p.entry.name);
          expect(p.points).toBe(1);
        } else must(s.backend, 'results.set', { eventId: s.eventId, round: r, board: p.board, winner: 'a', score: { a: 40, b: 24 } });
      }
    }
    expect(new Set(byes).size).toBe(4);
  });
});
