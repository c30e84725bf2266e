/**
 * The event website's data, read in one transaction through the same handlers the screens use, and
 * built into files (src/main/export/site). See docs/exchange.md.
 */
import { sidesOf, computeStandings, crossTable, eventEditions, rankingOrder } from '../../shared/tournament';
import { eventGames } from '../export/eventGames';
import { viewerScript } from '../export/site/bundle';
import { buildSite } from '../export/site/build';
import { noticedEvent, type ChangeNotice } from '../../shared/api/contract';
import { ApiFailure, type ApiResult } from '../../shared/api/errors';
import type { Locale } from '../../shared/i18n/locales';
import { existsSync, statSync } from 'node:fs';
import { MAX_LISTED, UnsafeSitePath, writeSiteFolder } from '../export/site/folder';
import { must, type Handlers, type RunOnServices, type ServiceContext } from './context';
import { loadEvent, roundView, settingsOf } from './tournamentState';
import { recordFor } from './games';
import { prizesView } from './tournamentPrizes';
import { teamEventIfAny } from './teams';
import { buildTeamSite } from '../export/site/teams';
import { buildSectionsSite } from '../export/site/sections';
import { sectionsRepo } from '../db/repos/sections';
import { errorIn, messageIn, refuse } from '../../shared/i18n/refusals';

export function siteFiles(ctx: ServiceContext, eventId: number): Map<string, string> {
  // An event run in sections: one index, each section's own site beside it (issue 44).
  const sections = sectionsRepo(ctx.db).of(eventId);
  if (sections.length > 0) {
    const info = must(ctx.events.get(eventId), 'event', eventId);
    return buildSectionsSite(info, sections.map((s) => ({
      name: s.name, players: ctx.events.registrations(s.eventId).length, roundsPaired: sectionsRepo(ctx.db).roundsPaired(s.eventId),
      roundsPlanned: ctx.events.get(s.eventId)?.roundsPlanned ?? null, files: siteFiles(ctx, s.eventId),
    })), settingsOf(ctx, eventId).printLanguage ?? 'en');
  }
  // A team event publishes its fixtures, matches and team table (issue 23).
  const teams = teamEventIfAny(ctx, eventId);
  // Its words in the event's print language (event settings), English when none is set.
  if (teams) return buildTeamSite(must(ctx.events.get(eventId), 'event', eventId), teams, settingsOf(ctx, eventId).printLanguage ?? 'en');
  const loaded = loadEvent(ctx, eventId);
  const order = rankingOrder(loaded.event.game, loaded.settings);
  const rounds = [...loaded.event.rounds].sort((x, y) => x.number - y.number);
  const games = eventGames(loaded.event).map((g) => {
    const row = g.recordId === null ? undefined : ctx.games.get(g.recordId);
    // The website is public: each record as the players may see it (dominoes' hidden hands left out).
    return { ...g, record: row ? recordFor(row, ctx.games.actions(row.id), 'players') : null };
  });
  return buildSite({
    info: loaded.info,
    event: loaded.event,
    rounds: rounds.map((r) => roundView(loaded, r)),
    standings: rounds.map((r) => computeStandings(loaded.event, { throughRound: r.number, order })),
    cross: crossTable(loaded.event),
    games,
    sides: sidesOf(loaded.info.game),
    viewer: viewerScript(),
    prizes: prizesView(ctx, loaded),
    editions: eventEditions(loaded.info.format, loaded.settings),
    // Its own words in the event's print language, as the team site's.
    locale: loaded.settings.printLanguage ?? 'en',
  });
}

/** The publish setting, kept beside the tournament settings (event_settings JSON, key `publish`). */
interface PublishSetting {
  folder: string;
  auto: boolean;
  publishedAt: string | null;
  error: string | null;
}

function publishSetting(ctx: ServiceContext, eventId: number): PublishSetting | null {
  const stored = ctx.tournament.store.settings(eventId) as { publish?: PublishSetting };
  return stored.publish ?? null;
}

function savePublishSetting(ctx: ServiceContext, eventId: number, publish: PublishSetting): void {
  const stored = ctx.tournament.store.settings(eventId) as Record<string, unknown>;
  ctx.tournament.store.saveSettings(eventId, { ...stored, publish });
}

/** A path the site refused to write or delete (a planted link, a name from unchecked data), in words. */
export function unsafeRefusal(folder: string, err: UnsafeSitePath): ApiFailure {
  return refuse('invalid', `site.unsafe.${err.why}`, { folder, path: err.path }, { issues: [{ field: 'folder', message: err.message }] });
}

/** Builds and writes the site; a folder with other files not allowed is refused (ApiFailure conflict, every file named). */
function publishInto(ctx: ServiceContext, eventId: number, folder: string, allow: boolean | readonly string[]): number {
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    throw refuse('invalid', 'site.noFolder', { folder }, { issues: [{ field: 'folder', message: 'no such folder' }] });
  }
  let written: ReturnType<typeof writeSiteFolder>;
  try {
    written = writeSiteFolder(folder, eventId, siteFiles(ctx, eventId), allow);
  } catch (err) {
    if (err instanceof UnsafeSitePath) throw unsafeRefusal(folder, err);
    throw err;
  }
  if (!written.ok) {
    if (written.more) throw refuse('conflict', 'site.crowded', { folder, count: MAX_LISTED }, { issues: [{ field: 'folder', message: 'too many other files' }] });
    const shown = written.foreign.slice(0, 10).join(', ');
    const more = written.foreign.length - 10;
    throw refuse('conflict', more > 0 ? 'site.foreignMore' : 'site.foreign', { folder, files: shown, count: Math.max(more, 0) }, {
      issues: written.foreign.map((f) => ({ field: 'folder', message: f })),
    });
  }
  return written.written;
}

export const siteHandlers: Handlers<'site.status' | 'site.publish'> = {
  'site.status': ({ eventId }, ctx) => {
    must(ctx.events.get(eventId), 'event', eventId);
    const p = publishSetting(ctx, eventId);
    return { folder: p?.folder ?? null, auto: p?.auto ?? false, publishedAt: p?.publishedAt ?? null, error: p?.error ?? null };
  },
  'site.publish': ({ eventId, folder, auto, accept }, ctx) => {
    must(ctx.events.get(eventId), 'event', eventId);
    let files: number;
    try {
      files = publishInto(ctx, eventId, folder, accept);
    } catch (err) {
      if (err instanceof ApiFailure) throw err;
      throw refuse('invalid', 'site.cannotWrite', { folder, message: (err as Error).message }, { issues: [{ field: 'folder', message: (err as Error).message }] });
    }
    const publishedAt = new Date().toISOString();
    savePublishSetting(ctx, eventId, { folder, auto, publishedAt, error: null });
    ctx.tournament.log.audit(eventId, 'publish site', '', { folder, files, auto, accepted: accept });
    return { folder, files, auto, publishedAt };
  },
};

/** What `td export site` wrote, or the other files that kept it from writing. */
export type SiteExport = ReturnType<typeof writeSiteFolder>;

/** Builds the site in one transaction, then writes it into `folder` outside it (Backend.exportSite). */
export function exportSite(run: RunOnServices, eventId: number, folder: string, force: boolean, locale: Locale): ApiResult<SiteExport> {
  const files = run('site export', (ctx) => siteFiles(ctx, eventId), { locale, read: true });
  if (!files.ok) return files;
  try {
    return { ok: true, data: writeSiteFolder(folder, eventId, files.data, force) };
  } catch (err) {
    if (!(err instanceof UnsafeSitePath)) throw err;
    const refused = unsafeRefusal(folder, err);
    return { ok: false, error: errorIn({ code: refused.code, message: messageIn(refused, locale), details: refused.details }, locale) };
  }
}

/** Who the audit names for what the site watcher writes. */
export const AUTO_PUBLISH_ACTOR = 'automatic site publishing';

/** How long after a change the site is re-published: changes within it go out together (the issue asks ≤ 2 s). */
export const AUTO_PUBLISH_DELAY_MS = 400;

/**
 * Re-publishes an event's site after every change to it, for events whose publish setting has `auto`.
 * The folder was accepted when publishing was switched on, so later runs write over other files
 * without asking; a failure is kept in the setting (`site.status` shows it) and tried again on the
 * next change.
 */
export function watchPublishing(run: RunOnServices, subscribe: (listener: (n: ChangeNotice) => void) => () => void): () => void {
  const due = new Map<number, ReturnType<typeof setTimeout>>();
  /** Set while the watcher's own write announces itself: that notice is no change to publish again. */
  let publishing = false;
  const republish = (eventId: number) => {
    due.delete(eventId);
    publishing = true;
    try {
      // The host may have closed the database meanwhile: the run fails as a value and nothing is written.
      run('site.publish (automatic)', (ctx) => {
        const p = publishSetting(ctx, eventId);
        if (!p?.auto || !ctx.events.get(eventId)) return;
        let error: string | null = null;
        try {
          publishInto(ctx, eventId, p.folder, true);
        } catch (err) {
          error = (err as Error).message;
        }
        savePublishSetting(ctx, eventId, { ...p, publishedAt: error ? p.publishedAt : new Date().toISOString(), error });
        ctx.notify({ topic: 'events', id: eventId });
      }, { actor: AUTO_PUBLISH_ACTOR });
    } finally {
      publishing = false;
    }
  };
  /**
   * Events changed since the last look, looked up together in one read after the turn that announced
   * them (the notices of a batch of moves, a venue's boards, are one read instead of one each, and none
   * runs before the moves' answers are sent).
   */
  const changedNow = new Set<number>();
  const lookUp = () => {
    const changed = [...changedNow];
    changedNow.clear();
    // A change in a section is a change of its event's website (issue 44): the event holding it publishes.
    // An event deleted since has no settings: it publishes nothing, and keeps no other from it.
    const auto = run('site.status', (ctx) => changed.map((id) => ctx.tournament.store.autoPublisher(id)), { read: true });
    if (!auto.ok) return;
    for (const eventId of auto.data) {
      if (eventId === null || due.has(eventId)) continue;
      const timer = setTimeout(() => republish(eventId), AUTO_PUBLISH_DELAY_MS);
      timer.unref?.();
      due.set(eventId, timer);
    }
  };
  return subscribe((n) => {
    const changed = noticedEvent(n);
    if (publishing || changed === undefined) return;
    if (changedNow.size === 0) setImmediate(lookUp).unref?.();
    changedNow.add(changed);
  });
}
