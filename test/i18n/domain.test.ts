/**
 * Issue 25: the tournament domain's refusals in the caller's language over the API (its words by
 * catalogue key beside the English), rule names kept as they are.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/main/services/backend';
import type { Outcome } from '../../src/shared/games/types';
import type { Locale } from '../../src/shared/i18n/locales';
import { say } from '../../src/shared/i18n/refusals';
import {
  addLateEntry, checkEvent, checkResultTarget, resultFromStatus, drawForSet, knockoutFirstRound, reinstateEntry, roundRobinRounds, withdrawEntry, type TournamentEvent,
} from '../../src/shared/tournament';
import { readTrfEvent } from '../../src/shared/tournament/trf';
import { must, tempBackend } from '../support/tempdb';
import { eventWith, pairNext, setResult } from '../tournament/helpers';

function refusedIn(backend: Backend, locale: Locale, method: string, input: unknown): { code: string; message: string; details?: { rule?: string } } {
  const r = backend.call(method, input, '', locale);
  if (r.ok) throw new Error(`${method} should be refused`);
  return r.error as { code: string; message: string; details?: { rule?: string } };
}

describe('tournament refusals in the caller\'s language', () => {
  it('pairing a round while results are missing: French, Japanese and Spanish; English unchanged', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', names: ['Ann', 'Bob', 'Cid', 'Dan'], rounds: 3 });
    pairNext(s);
    setResult(s, 1, 1, 'a', 40, 24);
    const input = { eventId: s.eventId };
    expect(refusedIn(s.backend, 'en', 'rounds.pair', input).message).toBe('round 1 still has results missing on board 2');
    expect(refusedIn(s.backend, 'fr', 'rounds.pair', input).message).toBe('il manque encore des résultats à la ronde 1, table 2');
    expect(refusedIn(s.backend, 'ja', 'rounds.pair', input).message).toBe('第1ラウンドのテーブル 2 の結果がまだありません');
    expect(refusedIn(s.backend, 'es', 'rounds.pair', input).message).toBe('a la ronda 1 aún le faltan resultados en la mesa 2');
  });

  it('a Swiss round no pairing can make: C1-C3 named as they are, the rest in French', () => {
    // The Dutch system (PAPP pairs a rematch as a last resort).
    const s = eventWith({ game: 'othello', format: 'swiss', names: ['Ann', 'Bob'], rounds: 3, settings: { swissSystem: 'dutch' } });
    pairNext(s);
    setResult(s, 1, 1, 'a', 40, 24);
    const e = refusedIn(s.backend, 'fr', 'rounds.pair', { eventId: s.eventId });
    expect(e.message).toBe('aucun appariement des 2 joueurs disponibles ne respecte C1-C3 (pas de revanche, exemption une fois au plus, couleurs absolues)');
    expect(refusedIn(s.backend, 'en', 'rounds.pair', { eventId: s.eventId }).message).toMatch(/^no pairing of the 2 available players respects C1-C3/);
  });

  it('withdrawing twice is refused (it would bring the entry back in the rounds between), in French; reinstating one not withdrawn too', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', names: ['Ann', 'Bob', 'Cid', 'Dan'], rounds: 5 });
    const ann = s.ids.Ann!;
    expect(s.backend.call('entries.withdraw', { eventId: s.eventId, entry: ann, fromRound: 2, reason: 'ill' }).ok).toBe(true);
    const twice = refusedIn(s.backend, 'fr', 'entries.withdraw', { eventId: s.eventId, entry: ann, fromRound: 4, reason: 'ill' });
    expect(twice.message).toBe('Ann est déjà en retrait depuis la ronde 2 : réintégrez d\'abord l\'inscrit pour changer la ronde');
    expect(refusedIn(s.backend, 'en', 'entries.withdraw', { eventId: s.eventId, entry: ann, fromRound: 4 }).message)
      .toBe('Ann is already withdrawn from round 2: reinstate the entry first to change the round');
    const bob = s.ids.Bob!;
    expect(refusedIn(s.backend, 'es', 'entries.reinstate', { eventId: s.eventId, entry: bob }).message).toBe('Bob no está retirado');
  });

  it('a locked event field: the reason in French, English as before; two refused fields joined', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', names: ['Ann', 'Bob', 'Cid', 'Dan'], rounds: 3 });
    pairNext(s);
    const input = { id: s.eventId, options: { size: 10 }, status: 'finished' };
    expect(refusedIn(s.backend, 'en', 'events.update', input).message)
      .toBe('options: fixed once round 1 is paired: every game already paired is played with these options (board size, set, singles or doubles); status: an event is finished by finalising it (events.finalise), which also rates it');
    expect(refusedIn(s.backend, 'fr', 'events.update', input).message).toBe('options : fixé dès que la ronde 1 est appariée : chaque partie déjà appariée se joue avec ces options (taille du plateau, jeu, simple ou double) ; '
      + 'status : un tournoi se termine en le clôturant (events.finalise), ce qui le compte aussi pour le classement Elo');
  });

  it('a TRF file refused at import: line and column, the problem in French', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', names: [] });
    const e = refusedIn(s.backend, 'fr', 'events.importTrf', { trf: '012 Open\n', game: 'othello' });
    expect(e.message).toMatch(/^TRF ligne \d+, colonne 1 : un tournoi demande au moins deux lignes de joueur \(001\), le fichier en a 0$/);
  });

  it('a backup that is not a Club TD database: refused in French, nothing changed', () => {
    const { backend } = tempBackend();
    const made = must<{ name: string }>(backend, 'backups.create', { label: 'x' });
    const { folder } = must<{ folder: string }>(backend, 'backups.list', {});
    const copy = new Database(join(folder, made.name));
    copy.pragma('user_version = 0');
    copy.close();
    const e = refusedIn(backend, 'fr', 'backups.preview', { name: made.name });
    expect(e.message).toBe(`${made.name} n'est pas une base de données Club TD ; rien n'a été modifié`);
  });

  it('R-ONI-11: a first-move refusal in French with its rule id as it is, the nested words translated', () => {
    const s = eventWith({ game: 'onino', format: 'round-robin', names: ['Ann', 'Bob'], settings: { gamesPerMatch: 2 } });
    pairNext(s);
    const e = refusedIn(s.backend, 'fr', 'results.firstMove', { eventId: s.eventId, round: 1, board: 1, game: 1, decision: { how: 'choice', by: 'a', chose: 'first' } });
    expect(e.details?.rule).toBe('R-ONI-11');
    expect(e.message).toBe('partie 1 : le premier coup se décide par un tirage à pile ou face ; enregistrez-le');
  });
});

describe('the domain keeps its English and its key in step', () => {
  const entries = ['Ann', 'Bob'].map((name, i) => ({ id: `e${i + 1}`, name, rating: null, pairingNumber: i + 1 }));
  const event: TournamentEvent = { name: 'Open', game: 'othello', format: 'swiss', entries, rounds: [] };
  const refusals: Array<Outcome<unknown>> = [
    checkEvent({ ...event, entries: entries.slice(0, 1) }),
    checkEvent({ ...event, entries: [entries[0]!, { ...entries[1]!, pairingNumber: 1 }] }),
    checkResultTarget(event, 3, 1),
    addLateEntry(event, { id: 'e1', name: 'Ann', rating: null }, 1),
    reinstateEntry(event, 'e2'),
    withdrawEntry(event, 'e9', 1),
    drawForSet([]),
    drawForSet([{ a: 3, b: 3 }]),
    knockoutFirstRound(entries.slice(0, 1), 'othello'),
    roundRobinRounds(entries.slice(0, 1), { game: 'othello' }),
  ];
  const unfinished = resultFromStatus('othello', { status: 'playing' } as never, 'a');
  refusals.push(unfinished.ok ? unfinished : { ok: false, error: unfinished.errors[0]! });
  for (const trf of ['', '012 Open\n', '012 Open\nXXR 0\n']) {
    const read = readTrfEvent(trf, 'othello');
    refusals.push(read.ok ? read : { ok: false, error: { rule: 'trf', ...read.error } });
  }
  it('each refusal\'s catalogue English is its message, and its French differs', () => {
    for (const o of refusals) {
      if (o.ok) throw new Error('should be refused');
      expect(o.error.text, o.error.message).toBeDefined();
      expect(say('en', o.error.text!)).toBe(o.error.message);
      expect(say('fr', o.error.text!)).not.toBe(o.error.message);
    }
  });
});
