/**
 * `td team` for the league server (issue 43, docs/teams.md "The league server"): captains' codes,
 * clubs' keys, the card-lock setting, the secretary's desk and decisions on the secretary's copy, and
 * `push-night` on a club's laptop: one night signed with the club's key and sent to the server.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { signNight, type Backend } from '../../main/services/backend';
import type { ApiError } from '../../shared/api/errors';
import { callApi, openBackend } from '../backend';
import { CliApiError, print, refuseStdout, toStdout, UsageError, writeOut } from '../command';
import { t } from '../language';
import { isSystemError, systemReason } from '../systemError';

export const LEAGUE_SUBS = ['captain-code', 'revoke-code', 'club-key', 'revoke-key', 'league-settings', 'cards', 'decide', 'push-night', 'withdraw', 'decide-flag'] as const;
export type LeagueSub = (typeof LEAGUE_SUBS)[number];

export interface LeagueValues {
  db?: string; json: boolean; event?: string; team?: string; fixture?: string; reason?: string; out?: string; date?: string;
  'lock-days'?: string; 'higher-team-matches'?: string; eligibility?: string; 'withdrawn-results'?: string; player?: string[]; 'key-id'?: string; 'key-file'?: string; file?: string; server?: string; 'public-url'?: string; accept: boolean; reject: boolean;
}

/** A club's key as `td team club-key --out FILE` writes it. */
interface KeyFile {
  format: 'club-td-club-key';
  keyId: string;
  club: string;
  key: string;
  season: string;
}

const need = (flag: string, v: string | undefined): string => {
  if (v === undefined || v === '') throw new UsageError(t('usageError.required', { flag }));
  return v;
};
const whole = (flag: string, v: string | undefined): number => {
  const n = Number(need(flag, v));
  if (!Number.isInteger(n)) throw new UsageError(t('usageError.wholeNumber', { flag, value: String(v) }));
  return n;
};

/** The captain's page on the server: the code travels after the '#', so it never reaches a log. */
export const captainLink = (publicUrl: string, code: string): string => `${publicUrl.replace(/\/?$/, '/')}#/captain?code=${encodeURIComponent(code)}`;

function readKeyFile(path: string): KeyFile {
  let data: Partial<KeyFile>;
  try {
    data = JSON.parse(readFileSync(path, 'utf8')) as Partial<KeyFile>;
  } catch (err) {
    throw new UsageError(t('league.keyFileUnreadable', { file: path, why: isSystemError(err) ? systemReason(err) : (err as Error).message }));
  }
  if (data.format !== 'club-td-club-key' || typeof data.keyId !== 'string' || typeof data.key !== 'string') throw new UsageError(t('league.notKeyFile', { file: path }));
  return data as KeyFile;
}

/** The sub-commands that work on the secretary's database. */
export function leagueCommand(sub: Exclude<LeagueSub, 'push-night'>, v: LeagueValues): number {
  const backend = openBackend(v.db);
  const out = (view: unknown, text: () => string) => print(v.json ? view : text());
  const eventId = whole('--event', v.event);
  try {
    switch (sub) {
      case 'captain-code': {
        const r = callApi(backend, 'league.issueCaptainCode', { eventId, team: need('--team', v.team) });
        const link = v['public-url'] ? captainLink(v['public-url'], r.code) : null;
        out({ ...r, link }, () => `${t('league.captainCode', { name: r.name, code: r.code })}${link ? `\n${link}` : ''}`);
        return 0;
      }
      case 'revoke-code': {
        const r = callApi(backend, 'league.revokeCaptainCode', { eventId, team: need('--team', v.team) });
        out(r, () => t(r.revoked ? 'league.codeRevoked' : 'league.noCode', { team: r.team }));
        return 0;
      }
      case 'club-key': {
        const r = callApi(backend, 'league.issueClubKey', { eventId, team: need('--team', v.team) });
        const season = callApi(backend, 'teams.get', { eventId }).event.seasonId;
        const file: KeyFile = { format: 'club-td-club-key', keyId: r.keyId, club: r.club, key: r.key, season };
        const path = need('--out', v.out);
        refuseStdout(path, 'secret');
        // The secret goes to a file only the owner may read, never to the screen or a shell's history.
        writeFileSync(path, `${JSON.stringify(file)}\n`, { mode: 0o600 });
        out({ keyId: r.keyId, club: r.club, file: path }, () => t('league.keyWritten', { club: r.club, keyId: r.keyId, file: path }));
        return 0;
      }
      case 'revoke-key': {
        const r = callApi(backend, 'league.revokeClubKey', { eventId, keyId: need('--key-id', v['key-id']) });
        out(r, () => t(r.revoked ? 'league.keyRevoked' : 'league.noKey', { keyId: r.keyId }));
        return 0;
      }
      case 'league-settings': {
        // Only the settings named change; none named shows them.
        const higher = v['higher-team-matches'];
        const r = callApi(backend, 'league.configure', {
          eventId,
          ...(v['lock-days'] !== undefined ? { cardLockDays: whole('--lock-days', v['lock-days']) } : {}),
          ...(higher !== undefined ? { eligibilityHigherTeamMatches: higher === 'off' ? null : whole('--higher-team-matches', higher) } : {}),
          ...(v.eligibility !== undefined ? { eligibilityAction: v.eligibility } : {}),
          ...(v['withdrawn-results'] !== undefined ? { withdrawnResults: v['withdrawn-results'] } : {}),
        });
        out(r, () => [
          t('league.lockDays', { count: r.cardLockDays }),
          r.eligibilityHigherTeamMatches === null ? t('league.higherTeamOff') : t(`league.higherTeam.${r.eligibilityAction}`, { count: r.eligibilityHigherTeamMatches }),
          t(`league.withdrawnResults.${r.withdrawnResults}`),
        ].join('\n'));
        return 0;
      }
      case 'withdraw': {
        const r = callApi(backend, 'league.withdrawTeam', { eventId, team: need('--team', v.team), date: need('--date', v.date), reason: need('--reason', v.reason) });
        out(r, () => t(`league.withdrew.${r.results}`, { team: need('--team', v.team), date: r.date }));
        return 0;
      }
      case 'decide-flag': {
        const fixture = need('--fixture', v.fixture);
        const who = need('--player', v.player?.[0]);
        const flag = callApi(backend, 'league.desk', { eventId }).needsDecision.find((f) => f.fixture === fixture && (String(f.player) === who || f.playerName.toLowerCase() === who.toLowerCase()));
        const r = callApi(backend, 'league.decideFlag', { eventId, fixture, playerId: flag?.player ?? whole('--player', who), reason: need('--reason', v.reason) });
        out(r, () => t('league.flagDecided', { player: flag?.playerName ?? who, fixture: r.fixture }));
        return 0;
      }
      case 'cards': {
        const d = callApi(backend, 'league.desk', { eventId });
        const line = (c: { fixture: string; homeName: string; awayName: string; status: string; reason: string }) =>
          `${c.fixture.padEnd(6)} ${`${c.homeName} v ${c.awayName}`.padEnd(36)} ${t(`league.status.${c.status}`)}${c.reason ? `: ${c.reason}` : ''}`;
        out(d, () => [
          ...d.cards.map(line),
          ...d.overdue.filter((o) => o.card === null).map((o) => `${o.fixture.padEnd(6)} ${`${o.homeName} v ${o.awayName}`.padEnd(36)} ${t('league.overdue', { date: o.date })}`),
          ...d.needsDecision.map((f) => `${f.fixture.padEnd(6)} ${`${f.homeName} v ${f.awayName}`.padEnd(36)} ${t('league.needsDecision', { player: f.playerName, team: f.teamName, count: f.matches, higher: f.higher.join(', ') })}`),
        ].join('\n') || t('league.noCards'));
        return 0;
      }
      case 'decide': {
        if (v.accept === v.reject) throw new UsageError(t('league.acceptOrReject'));
        const r = callApi(backend, 'league.decide', { eventId, fixture: need('--fixture', v.fixture), accept: v.accept, reason: need('--reason', v.reason) });
        out(r, () => t(`league.status.${r.status}`));
        return 0;
      }
    }
  } finally {
    backend.db.close();
  }
}

/** The signed night: the club-night file of `date` from the club's copy, signed with its key. */
function signedNight(backend: Backend, eventId: number, date: string, key: KeyFile) {
  const night = JSON.parse(callApi(backend, 'teams.exportNight', { eventId, date }).json) as Record<string, unknown>;
  return { format: 'club-td-signed-night' as const, version: 1, keyId: key.keyId, night, signature: signNight(night, key.key) };
}

/** `--server`: the league server's address, http(s), as the base of its API ("https://league.example.org/"). */
function serverUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.replace(/\/?$/, '/'));
  } catch {
    throw new UsageError(t('usageError.serverUrl', { value }));
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UsageError(t('usageError.serverUrl', { value }));
  return url.href;
}

/**
 * `td team push-night --db CLUB --event E --date D --key-file K --server URL [--out FILE]`, or
 * `--file SIGNED --server URL` to send a night signed earlier (made on a laptop with no internet).
 */
export async function pushNight(v: LeagueValues): Promise<number> {
  // Checked before anything is signed or written: a mistyped address is a usage error, not a raw "Invalid URL".
  const server = v.server === undefined ? undefined : serverUrl(v.server);
  // With --server, standard output carries the server's answer: the signed night needs a file of its own.
  if (server) refuseStdout(v.out, 'server');
  let signed: unknown;
  if (v.file) {
    try {
      signed = JSON.parse(readFileSync(v.file, 'utf8'));
    } catch (err) {
      throw new UsageError(t('league.signedUnreadable', { file: v.file, why: isSystemError(err) ? systemReason(err) : (err as Error).message }));
    }
  } else {
    const backend = openBackend(v.db);
    try {
      signed = signedNight(backend, whole('--event', v.event), need('--date', v.date), readKeyFile(need('--key-file', v['key-file'])));
    } finally {
      backend.db.close();
    }
    if (v.out) writeOut(v.out, `${JSON.stringify(signed, null, 1)}\n`);
  }
  if (!server) {
    if (!v.out) throw new UsageError(t('usageError.required', { flag: '--server' }));
    if (toStdout(v.out)) return 0;
    print(v.json ? { file: v.out } : t('league.signedWritten', { file: v.out }));
    return 0;
  }
  const url = new URL('api/league.pushNight', server);
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ signed }) });
  } catch (err) {
    // Offline: the night stays in this copy; push it again when the club is online.
    throw new UsageError(t('league.unreachable', { server: url.origin, why: (err as Error).cause instanceof Error ? ((err as Error).cause as Error).message : (err as Error).message }));
  }
  const body = (await res.json().catch(() => null)) as { ok: true; data: { date: string; fixtures: string[]; already: boolean } } | { ok: false; error: ApiError } | null;
  if (!body) throw new CliApiError({ code: 'internal', message: t('league.badAnswer', { server: url.origin, status: res.status }) });
  if (!body.ok) throw new CliApiError(body.error);
  const d = body.data;
  print(v.json ? d : t(d.already ? 'league.pushedAgain' : 'league.pushed', { date: d.date, fixtures: d.fixtures.join(', '), server: url.origin }));
  return 0;
}
