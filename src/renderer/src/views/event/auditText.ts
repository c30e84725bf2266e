/**
 * The audit log in words (issue 44: it showed raw JSON and internal ids): each action by its catalogue
 * name, and the detail as short phrases — the round, table and game, the players by name, a result
 * before and after — leaving out the bookkeeping (revisions, sanction and report ids, backups).
 */
import type { GameResult } from '../../../../shared/tournament';
import { i18n, t } from '../../i18n';
import { formatResultLine } from './resultText';

/** `team: line-up` -> `team_line_up`: the catalogue key of an action. */
const slug = (action: string) => action.toLowerCase().replace(/[^a-z]+/g, '_').replace(/^_|_$/g, '');

/** The action in the screen's language; one the catalogue does not know yet is shown as written. */
export function auditAction(action: string): string {
  // `team: undo forfeit` takes back `team: forfeit`: said as the undo of that action.
  const undone = /^(team: )?undo (.+)$/.exec(action);
  if (undone) return t('audit.undoOf', { action: auditAction(`${undone[1] ?? ''}${undone[2]!}`) });
  const key = `audit.action.${slug(action)}`;
  return i18n.global.te(key, 'en') ? t(key) : action;
}

/**
 * Who made a change, in the screen's language: the audit stores the host's English words
 * (hosts/web/server.ts actorOf, the CLI's 'td command line'); an actor in another shape is shown as stored.
 */
export function auditActor(actor: string): string {
  const where = (w: string) => (w === 'this computer' ? t('audit.actor.thisComputer') : w);
  if (actor === 'td command line') return t('audit.actor.cli');
  let m = /^director \((.+)\)$/.exec(actor);
  if (m) return t('audit.actor.director', { where: where(m[1]!) });
  m = /^table device, table (\d+) of event (\d+) \((.+)\)$/.exec(actor);
  if (m) return t('audit.actor.tableDevice', { table: m[1]!, event: m[2]!, where: where(m[3]!) });
  m = /^table device, game (\d+) \((.+)\)$/.exec(actor);
  if (m) return t('audit.actor.gameDevice', { game: m[1]!, where: where(m[2]!) });
  m = /^captain of (.+), event (\d+) \((.+)\)$/.exec(actor);
  if (m) return t('audit.actor.captain', { team: m[1]!, event: m[2]!, where: where(m[3]!) });
  m = /^guest \((.+)\)$/.exec(actor);
  if (m) return t('audit.actor.guest', { where: where(m[1]!) });
  return actor;
}

/** Fields that are bookkeeping, never shown. */
const HIDDEN = new Set(['eventId', 'teams', 'revision', 'sanction', 'reportId', 'gameId', 'backup', 'seed', 'undoes', 'version', 'warnings']);
/** Fields that name a player or an entry by id. */
const WHO = new Set(['entry', 'player', 'playerId', 'alternate', 'by', 'replaced', 'forfeiter', 'winnerEntry']);

/** A field's name in words where the catalogue has it (`audit.key.<field>`), else as stored. */
const field = (k: string) => (i18n.global.te(`audit.key.${k}`, 'en') ? t(`audit.key.${k}`) : k);

const isResult = (v: unknown): v is GameResult => !!v && typeof v === 'object' && 'winner' in v && 'score' in v;

function value(v: unknown, name: (id: string) => string | undefined): string {
  if (v === null || v === undefined) return '';
  if (isResult(v)) return formatResultLine(v);
  if (Array.isArray(v)) return v.every((x) => typeof x !== 'object') ? v.map((x) => name(String(x)) ?? String(x)).join(', ') : t('audit.items', v.length);
  if (typeof v === 'object') {
    return Object.entries(v as Record<string, unknown>).filter(([k, x]) => !HIDDEN.has(k) && x !== null && x !== undefined && typeof x !== 'object')
      .map(([k, x]) => t('audit.d.field', { field: field(k), value: String(x) })).join(', ');
  }
  if (typeof v === 'boolean') return v ? '✓' : '✗';
  return String(v);
}

/** The detail of one entry as readable phrases, with players named (`name` knows entry and player ids). */
export function auditDetail(detail: unknown, name: (id: string) => string | undefined): string {
  if (!detail || typeof detail !== 'object') return detail === null || detail === undefined ? '' : String(detail);
  const d = detail as Record<string, unknown>;
  const out: string[] = [];
  if (typeof d.round === 'number') out.push(t('audit.d.round', { n: d.round }));
  if (typeof d.board === 'number') out.push(t('audit.d.table', { n: d.board }));
  if (typeof d.game === 'number') out.push(t('audit.d.game', { n: d.game }));
  if (d.playoff === true) out.push(t('audit.d.playoff'));
  if (isResult(d.before) || isResult(d.after)) out.push(t('audit.d.change', { before: isResult(d.before) ? formatResultLine(d.before) : '—', after: isResult(d.after) ? formatResultLine(d.after) : '—' }));
  for (const [k, v] of Object.entries(d)) {
    if (HIDDEN.has(k) || ['round', 'board', 'game', 'playoff', 'before', 'after', 'pairedAfter'].includes(k)) continue;
    if (v === null || v === undefined || (Array.isArray(v) && v.length === 0)) continue;
    if (WHO.has(k) && (typeof v === 'string' || typeof v === 'number')) {
      out.push(name(String(v)) ?? String(v));
      continue;
    }
    const text = value(v, name);
    if (text) out.push(t('audit.d.field', { field: field(k), value: text }));
  }
  if (Array.isArray(d.pairedAfter) && d.pairedAfter.length) out.push(t('audit.d.pairedAfter', { rounds: d.pairedAfter.join(', ') }, d.pairedAfter.length));
  return out.join(' · ');
}
