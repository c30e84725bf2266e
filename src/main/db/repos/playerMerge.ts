/**
 * Merging a duplicate player into the one kept, and undoing it: every row that names the duplicate
 * (registrations, doubles seats, pairings, requested byes, sanctions, ratings and their history) is
 * moved to the kept player, and the whole move is returned so that an un-merge can put each row back.
 * A player's entry id in an event is the player's id as text (migration 3), hence the text columns.
 */
import type { Db } from '../types';
import type { Player } from '../../../shared/api/schemas';
import type { StoredRegistration } from './events';
import { duplicateKey } from './players';

export interface MergeRecord {
  merged: Player;
  keep: number;
  registrations: StoredRegistration[];
  seats: Array<{ teamId: number; seat: number }>;
  pairings: Array<{ eventId: number; round: number; pos: number; slot: 'a' | 'b' }>;
  byes: Array<{ eventId: number; round: number; kind: string }>;
  sanctions: number[];
  /** Ratings moved to the kept player (games it had no rating in) and those dropped (it had one). */
  ratingsMoved: string[];
  ratingsDropped: Array<{ game: string; rating: number; games: number }>;
  history: number[];
}

export function playerMergeRepo(db: Db) {
  const q = <P extends unknown[], R = unknown>(sql: string) => db.prepare<P, R>(sql);
  /** Events where both are registered: one entry would have to vanish, so the merge is refused. */
  const shared = q<[number, number], { name: string }>(
    `SELECT e.name FROM registrations a JOIN registrations b ON a.event_id = b.event_id JOIN events e ON e.id = a.event_id
     WHERE a.player_id = ? AND b.player_id = ?`,
  );
  return {
    sharedEvents: (a: number, b: number): string[] => shared.all(a, b).map((r) => r.name),

    merge(keep: number, merged: Player): MergeRecord {
      const id = merged.id;
      const text = String(id);
      const rec: MergeRecord = {
        merged, keep,
        registrations: q<[number], StoredRegistration>(`SELECT event_id AS eventId, player_id AS playerId, registered_at AS registeredAt, pairing_number AS pairingNumber,
          joined_round AS joinedRound, withdrawn_round AS withdrawnRound FROM registrations WHERE player_id = ?`).all(id),
        seats: q<[number], { teamId: number; seat: number }>('SELECT team_id AS teamId, seat FROM team_members WHERE player_id = ?').all(id),
        pairings: [
          ...q<[string], { eventId: number; round: number; pos: number }>('SELECT event_id AS eventId, round, pos FROM pairings WHERE a = ?').all(text).map((p) => ({ ...p, slot: 'a' as const })),
          ...q<[string], { eventId: number; round: number; pos: number }>('SELECT event_id AS eventId, round, pos FROM pairings WHERE b = ?').all(text).map((p) => ({ ...p, slot: 'b' as const })),
        ],
        byes: q<[string], { eventId: number; round: number; kind: string }>('SELECT event_id AS eventId, round, kind FROM bye_requests WHERE entry = ?').all(text),
        sanctions: q<[string], { id: number }>('SELECT id FROM sanctions WHERE entry = ?').all(text).map((r) => r.id),
        ratingsMoved: [],
        ratingsDropped: [],
        history: q<[number], { id: number }>('SELECT id FROM rating_history WHERE player_id = ?').all(id).map((r) => r.id),
      };
      const kept = new Set(q<[number], { game: string }>('SELECT game FROM ratings WHERE player_id = ?').all(keep).map((r) => r.game));
      for (const r of q<[number], { game: string; rating: number; games: number }>('SELECT game, rating, games FROM ratings WHERE player_id = ?').all(id)) {
        if (kept.has(r.game)) rec.ratingsDropped.push(r);
        else rec.ratingsMoved.push(r.game);
      }
      const k = String(keep);
      q<[number, number]>('UPDATE registrations SET player_id = ? WHERE player_id = ?').run(keep, id);
      q<[number, number]>('UPDATE team_members SET player_id = ? WHERE player_id = ?').run(keep, id);
      q<[string, string]>('UPDATE pairings SET a = ? WHERE a = ?').run(k, text);
      q<[string, string]>('UPDATE pairings SET b = ? WHERE b = ?').run(k, text);
      q<[string, string]>('UPDATE bye_requests SET entry = ? WHERE entry = ?').run(k, text);
      q<[string, string]>('UPDATE sanctions SET entry = ? WHERE entry = ?').run(k, text);
      q<[number, number]>('DELETE FROM ratings WHERE player_id = ? AND game IN (SELECT game FROM ratings WHERE player_id = ?)').run(id, keep);
      q<[number, number]>('UPDATE ratings SET player_id = ? WHERE player_id = ?').run(keep, id);
      q<[number, number]>('UPDATE rating_history SET player_id = ? WHERE player_id = ?').run(keep, id);
      q<[number]>('DELETE FROM players WHERE id = ?').run(id);
      return rec;
    },

    /** Put every moved row back on the merged player, re-created with its own id. */
    unmerge(rec: MergeRecord): void {
      const m = rec.merged;
      const id = m.id;
      const text = String(id);
      q(`INSERT INTO players (id, name, club, rating, contact, notes, fed_id, club_id, birth_year, sex, category, country, created_at, dup_key)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
        .run(id, m.name, m.club, m.rating, m.contact, m.notes, m.fedId ?? null, m.clubId ?? '', m.birthYear ?? null, m.sex ?? '', m.category ?? '', m.country ?? '', m.createdAt,
          duplicateKey(m.name, m.club));
      for (const r of rec.registrations) q('UPDATE registrations SET player_id = ? WHERE event_id = ? AND player_id = ?').run(id, r.eventId, rec.keep);
      for (const s of rec.seats) q('UPDATE team_members SET player_id = ? WHERE team_id = ? AND seat = ?').run(id, s.teamId, s.seat);
      for (const p of rec.pairings) q(`UPDATE pairings SET ${p.slot === 'a' ? 'a' : 'b'} = ? WHERE event_id = ? AND round = ? AND pos = ?`).run(text, p.eventId, p.round, p.pos);
      for (const b of rec.byes) q('UPDATE bye_requests SET entry = ? WHERE event_id = ? AND round = ? AND entry = ?').run(text, b.eventId, b.round, String(rec.keep));
      for (const s of rec.sanctions) q('UPDATE sanctions SET entry = ? WHERE id = ?').run(text, s);
      for (const g of rec.ratingsMoved) q('UPDATE ratings SET player_id = ? WHERE player_id = ? AND game = ?').run(id, rec.keep, g);
      for (const r of rec.ratingsDropped) q('INSERT INTO ratings (game, player_id, rating, games) VALUES (?, ?, ?, ?)').run(r.game, id, r.rating, r.games);
      for (const h of rec.history) q('UPDATE rating_history SET player_id = ? WHERE id = ?').run(id, h);
    },

    /** A player-level audit entry (no event): merges, deletions and their undoing. */
    audit(action: string, reason: string, detail: unknown): number {
      return Number(q('INSERT INTO audit (event_id, game_id, action, reason, detail) VALUES (NULL, NULL, ?, ?, ?)').run(action, reason, JSON.stringify(detail)).lastInsertRowid);
    },
    auditEntry(id: number): { id: number; action: string; detail: unknown } | undefined {
      const row = q<[number], { id: number; action: string; detail: string }>('SELECT id, action, detail FROM audit WHERE id = ? AND event_id IS NULL').get(id);
      return row && { ...row, detail: JSON.parse(row.detail) };
    },
    /** Deletions not undone since ('restore player' names the deletion it undoes), newest first. */
    deletions: (): Array<{ id: number; at: string; reason: string; detail: unknown }> =>
      q<[], { id: number; at: string; reason: string; detail: string }>(
        `SELECT d.id, d.at, d.reason, d.detail FROM audit d WHERE d.action = 'remove player' AND d.event_id IS NULL
         AND NOT EXISTS (SELECT 1 FROM audit r WHERE r.action = 'restore player' AND json_extract(r.detail, '$.undoes') = d.id)
         ORDER BY d.id DESC`,
      ).all().map((r) => ({ ...r, detail: JSON.parse(r.detail) })),
    undone: (id: number, action = 'un-merge players'): boolean => q<[string, string], { n: number }>("SELECT count(*) AS n FROM audit WHERE action = ? AND json_extract(detail, '$.undoes') = CAST(? AS INTEGER)").get(action, String(id))!.n > 0,
  };
}
