import { z } from 'zod';
import { GameId, Id } from '../schemas';

export const BackupKind = z.enum(['auto', 'manual', 'pre-migration', 'pre-restore', 'replaced']);

/** One backup copy in the database's backup folder. */
export const BackupInfo = z.object({
  /** The file name: what backups.restore takes. */
  name: z.string(),
  kind: BackupKind,
  label: z.string(),
  createdAt: z.string(),
  bytes: z.number(),
});
export type BackupInfo = z.infer<typeof BackupInfo>;

/** A name from backups.list: a bare file name, never a path. */
const BackupName = z.string().max(200).regex(/^[0-9A-Za-z-]+\.sqlite$/, 'must be a backup name from backups.list');

export const BackupPreview = z.object({
  backup: BackupInfo,
  players: z.number(),
  events: z.array(z.object({ id: Id, name: z.string(), game: GameId, status: z.string(), rounds: z.number(), entries: z.number() })),
});
export type BackupPreview = z.infer<typeof BackupPreview>;

/** A table code as printed for a table device: shown once, stored only as a hash. */
export const TableCode = z.object({ gameId: Id, code: z.string(), issuedAt: z.string() });

export const adminMethods = {
  'backups.list': {
    input: z.object({}).default({}),
    output: z.object({
      folder: z.string(), backups: z.array(BackupInfo),
      /** Events deleted (newest first), from the audit log: restoring `backup` brings one back. */
      deleted: z.array(z.object({ at: z.string(), eventId: Id, name: z.string(), reason: z.string(), backup: z.string() })),
    }),
  },
  'backups.create': {
    input: z.object({ label: z.string().trim().max(60, 'must be at most 60 characters').default('') }).default({ label: '' }),
    output: BackupInfo,
  },
  /** Replaces all data by the backup's, after taking a pre-restore backup of the current data. */
  'backups.restore': {
    input: z.object({ name: BackupName }),
    output: z.object({ restored: BackupInfo, kept: BackupInfo }),
  },
  /** What a backup holds, read without changing anything: shown before restoring it. */
  'backups.preview': {
    input: z.object({ name: BackupName }),
    output: BackupPreview,
  },
  /** A new code for the table device of one game (replaces the game's previous code). */
  'tables.issueCode': { input: z.object({ gameId: Id }), output: TableCode },
  'tables.list': {
    input: z.object({}).default({}),
    output: z.array(z.object({ gameId: Id, game: GameId, title: z.string(), issuedAt: z.string() })),
  },
  'tables.revoke': { input: z.object({ gameId: Id }), output: z.object({ gameId: Id, revoked: z.boolean() }) },
} as const;
