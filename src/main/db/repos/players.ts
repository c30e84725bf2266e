import type { Db } from '../types';
import type { Player } from '../../../shared/api/schemas';
import { byName, fold } from '../../../shared/collate';

export interface PlayerRow {
  name: string;
  club: string;
  rating: number | null;
  contact: string;
  notes: string;
  fedId: string | null;
  clubId: string;
  birthYear: number | null;
  sex: '' | 'F' | 'M' | 'X';
  category: string;
  /** Federation code (three capital letters) or empty. */
  country: string;
}

/** A new player's row: the identity fields may be left out. */
export type PlayerInsert = Omit<PlayerRow, keyof typeof NO_IDENTITY> & Partial<PlayerRow>;
const NO_IDENTITY = { fedId: null, clubId: '', birthYear: null, sex: '', category: '', country: '' } as const;

/** Name and club folded (case, accents, spacing): two players with the same key are likely one person. */
export const duplicateKey = (name: string, club: string): string => `${fold(name).replace(/\s+/g, ' ').trim()}|${fold(club).replace(/\s+/g, ' ').trim()}`;

const COLUMNS = 'id, name, club, rating, contact, notes, fed_id AS fedId, club_id AS clubId, birth_year AS birthYear, sex, category, country, created_at AS createdAt';

type StoredRow = Record<string, unknown>;
/** What a deleted player took with it, kept in the audit log so that the deletion can be undone. */
export interface RemovedPlayer {
  player: StoredRow;
  ratings: StoredRow[];
  history: StoredRow[];
}

const withoutDupKey = ({ dup_key: _derived, ...row }: StoredRow): StoredRow => row;

export function playersRepo(db: Db) {
  // Every write of a name or club also writes its `dup_key` (migration 013), so that sameAs is one indexed read.
  const insert = db.prepare<PlayerRow & { dupKey: string }>(
    `INSERT INTO players (name, club, rating, contact, notes, fed_id, club_id, birth_year, sex, category, country, dup_key)
     VALUES (@name, @club, @rating, @contact, @notes, @fedId, @clubId, @birthYear, @sex, @category, @country, @dupKey)`,
  );
  const byId = db.prepare<[number], Player>(`SELECT ${COLUMNS} FROM players WHERE id = ?`);
  const all = db.prepare<[], Player>(`SELECT ${COLUMNS} FROM players`);
  const update = db.prepare<PlayerRow & { id: number; dupKey: string }>(
    `UPDATE players SET name = @name, club = @club, rating = @rating, contact = @contact, notes = @notes,
     fed_id = @fedId, club_id = @clubId, birth_year = @birthYear, sex = @sex, category = @category, country = @country, dup_key = @dupKey WHERE id = @id`,
  );
  const byDupKey = db.prepare<[string], Player>(`SELECT ${COLUMNS} FROM players WHERE dup_key = ? ORDER BY id`);
  const remove = db.prepare<[number]>('DELETE FROM players WHERE id = ?');
  /** A stored row put back as it was (column names come from the row that was read from the same table). */
  const insertRow = (table: string, row: StoredRow) => {
    const columns = Object.keys(row);
    return db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`).run(row);
  };
  const byFedId = db.prepare<[string], Player>(`SELECT ${COLUMNS} FROM players WHERE fed_id = ?`);
  const eventsOf = db.prepare<[number], { name: string }>(
    'SELECT e.name FROM registrations r JOIN events e ON e.id = r.event_id WHERE r.player_id = ? ORDER BY e.id',
  );
  return {
    insert: (row: PlayerInsert): Player =>
      byId.get(Number(insert.run({ ...NO_IDENTITY, ...row, dupKey: duplicateKey(row.name, row.club) }).lastInsertRowid))!,
    get: (id: number): Player | undefined => byId.get(id),
    byFedId: (fedId: string): Player | undefined => byFedId.get(fedId),
    /** Every player in name order; `term` matches name, club, federation id or club id ignoring case and accents. */
    list: (term?: string): Player[] => {
      const players = all.all().sort(byName);
      if (!term) return players;
      const needle = fold(term);
      return players.filter((p) => [p.name, p.club, p.fedId ?? '', p.clubId, p.country].some((text) => fold(text).includes(needle)));
    },
    update: (id: number, row: PlayerRow): Player => {
      update.run({ ...row, id, dupKey: duplicateKey(row.name, row.club) });
      return byId.get(id)!;
    },
    remove: (id: number): void => void remove.run(id),
    /** The player's stored rows with what deleting it takes along (its ratings and their history), as stored. */
    snapshot: (id: number): RemovedPlayer => ({
      // Without the derived dup_key: the audit keeps what the player was, putBack derives the key again.
      player: withoutDupKey(db.prepare('SELECT * FROM players WHERE id = ?').get(id) as StoredRow),
      ratings: db.prepare('SELECT * FROM ratings WHERE player_id = ?').all(id) as StoredRow[],
      history: db.prepare('SELECT * FROM rating_history WHERE player_id = ?').all(id) as StoredRow[],
    }),
    /** Puts a snapshot back, under its own id when that is free, else a new one; returns the id. */
    putBack(removed: RemovedPlayer): number {
      // The key is made again: a snapshot taken before migration 013 has none.
      const player: StoredRow = { ...removed.player, dup_key: duplicateKey(String(removed.player.name), String(removed.player.club ?? '')) };
      const { id, ...rest } = player;
      const free = !byId.get(Number(id));
      const newId = Number(insertRow('players', free ? player : rest).lastInsertRowid);
      for (const r of removed.ratings) insertRow('ratings', { ...r, player_id: newId });
      // History rows take new ids: theirs may have been given to other rows since.
      for (const { id: _old, ...h } of removed.history) insertRow('rating_history', { ...h, player_id: newId });
      return newId;
    },
    eventNames: (id: number): string[] => eventsOf.all(id).map((r) => r.name),
    /** Players with this name and club, ignoring case, accents and spacing: a likely duplicate. */
    sameAs: (name: string, club: string): Player[] => byDupKey.all(duplicateKey(name, club)),
    /** Every group of two or more players sharing name and club. */
    duplicateGroups: (): Player[][] => {
      const groups = new Map<string, Player[]>();
      for (const p of all.all().sort((a, b) => a.id - b.id)) {
        const key = duplicateKey(p.name, p.club);
        groups.set(key, [...(groups.get(key) ?? []), p]);
      }
      return [...groups.values()].filter((g) => g.length > 1);
    },
  };
}
