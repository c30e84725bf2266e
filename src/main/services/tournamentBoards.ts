/**
 * The board and the event must not disagree in silence (issue 16): a result taken from a digital
 * board stays in the event while the board's record may change afterwards (an ending undone, another
 * recorded). Every linked game whose record no longer gives the event's result is listed for the
 * director, who takes the board's result (a correction, audited) or keeps the event's (audited with
 * the record's length, so the same record is not asked about again; a later change asks again).
 */
import type { BoardMismatch } from '../../shared/api/methods/tournament';
import { laterPairedRounds, type GameResult } from '../../shared/tournament';
import type { Handlers, ServiceContext } from './context';
import { recordResult } from './tournamentResults';
import { loadEvent, writable, type Loaded } from './tournamentState';
import { refuse } from '../../shared/i18n/refusals';

const same = (x: GameResult, y: GameResult | null) => y !== null && x.winner === y.winner && x.score.a === y.score.a && x.score.b === y.score.b && x.ending === y.ending;

/** Record lengths the director has confirmed the event's result against, by game record. */
function kept(ctx: ServiceContext, eventId: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const a of ctx.tournament.log.auditList(eventId)) {
    if (a.action !== 'keep result against board') continue;
    const d = a.detail as { gameId: number; seq: number };
    out.set(d.gameId, d.seq);
  }
  return out;
}

export function boardMismatches(ctx: ServiceContext, loaded: Loaded): BoardMismatch[] {
  const confirmed = kept(ctx, loaded.info.id);
  const out: BoardMismatch[] = [];
  for (const r of loaded.event.rounds) {
    for (const p of r.pairings) {
      if (p.kind !== 'match') continue;
      for (const [playoff, list] of [[false, p.games], [true, p.playoff ?? []]] as const) {
        list.forEach((g, i) => {
          if (!g.result || g.recordId === undefined) return;
          const gameId = Number(g.recordId);
          const seq = ctx.games.get(gameId)?.seq ?? 0;
          let board: GameResult | null = null;
          try {
            board = recordResult(ctx, loaded, gameId, g.first).result;
          } catch {
            board = null; // a record that no longer ends validly gives no result
          }
          if (same(g.result, board) || confirmed.get(gameId) === seq) return;
          const laterRounds = laterPairedRounds(loaded.event, r.number);
          out.push({ round: r.number, board: p.board, game: i + 1, playoff, gameId, seq, event: g.result, record: board, laterRounds, a: p.a, b: p.b });
        });
      }
    }
  }
  return out;
}

export const boardHandlers: Handlers<'boardChecks.list' | 'results.keepAgainstBoard'> = {
  'boardChecks.list': ({ eventId }, ctx) => boardMismatches(ctx, loadEvent(ctx, eventId)),
  'results.keepAgainstBoard': ({ eventId, gameId, reason }, ctx) => {
    const loaded = loadEvent(ctx, eventId);
    writable(loaded);
    const m = boardMismatches(ctx, loaded).find((x) => x.gameId === gameId);
    if (!m) throw refuse('conflict', 'results.nothingToConfirm', { gameId, name: loaded.info.name });
    ctx.tournament.log.audit(eventId, 'keep result against board', reason, { gameId, seq: m.seq, round: m.round, board: m.board, game: m.game, result: m.event, record: m.record }, gameId);
    ctx.notify({ topic: 'results', id: m.round, eventId });
    return { kept: true };
  },
};
