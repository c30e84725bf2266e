import { computed, onBeforeUnmount, ref, shallowRef } from 'vue';
import type { GameState } from '../../../shared/api/methods/games';
import type { Audience } from '../../../shared/games/types';
import { ApiCallError } from '../api/client';
import { useLive } from '../live';
import { useGames } from '../stores/games';
import { advance } from './engine';
import { useToasts } from '../stores/toasts';

/** A refused action as the board shows it: the rule it breaks and the engine's plain message. */
export interface Refusal {
  rule: string | null;
  message: string;
  action: string;
}

/** How long a request may take before the board shows that it is working. */
const SLOW_MS = 250;

/**
 * One open game: its state as the server answered it, the actions sent (one at a time, in order), undo,
 * jumping to an earlier position and live updates from other devices. Nothing is drawn from a guess:
 * the board only ever shows the server's answer.
 */
export function useGameSession(id: () => number, audience: Audience) {
  const games = useGames();
  const toasts = useToasts();
  const state = shallowRef<GameState | null>(null);
  const loadError = ref<string | null>(null);
  const refusal = ref<Refusal | null>(null);
  const pending = ref(0);
  const slow = ref(false);
  let slowTimer: ReturnType<typeof setTimeout> | undefined;
  // Answers are applied in the order their requests started: a late reload never hides a newer move.
  let started = 0;
  let applied = 0;
  let queue: Promise<unknown> = Promise.resolve();
  // Notices still to come for this page's own changes: their answer is already drawn, no reload needed.
  let ownNotices = 0;

  const viewingPast = computed(() => !!state.value && state.value.ply < state.value.seq);

  function begin(): number {
    pending.value++;
    if (pending.value === 1) slowTimer = setTimeout(() => (slow.value = true), SLOW_MS);
    return ++started;
  }
  function finish(): void {
    pending.value--;
    if (pending.value === 0) {
      clearTimeout(slowTimer);
      slow.value = false;
    }
  }
  function show(ticket: number, next: GameState): void {
    if (ticket < applied) return;
    applied = ticket;
    state.value = next;
  }

  async function load(ply?: number): Promise<void> {
    const ticket = begin();
    try {
      show(ticket, await games.get(id(), audience, ply));
      loadError.value = null;
    } catch (err) {
      loadError.value = (err as Error).message;
      toasts.error(`Could not load game ${id()}: ${(err as Error).message}`);
    } finally {
      finish();
    }
  }

  function refused(action: string, err: unknown): void {
    if (err instanceof ApiCallError && err.error.code === 'rule') {
      const rule = err.error.details?.rule ?? null;
      const message = rule ? err.message.replace(` (${rule})`, '') : err.message;
      refusal.value = { rule, message, action };
      return;
    }
    if (err instanceof ApiCallError && err.error.code === 'conflict') {
      toasts.error(`${err.message}. The board has been reloaded.`);
      void load();
    } else {
      toasts.error(`"${action}" was not recorded: ${(err as Error).message}`);
    }
    refusal.value = { rule: null, message: err instanceof Error ? err.message : String(err), action };
  }

  /** A refused send makes no notice; if a foreign notice was taken for it meanwhile, follow the record. */
  function forgetOwnNotice(): void {
    if (ownNotices > 0) ownNotices--;
    else void load();
  }

  /** Sends one action in the game's notation; queued behind any action still on its way. */
  function act(action: string): Promise<boolean> {
    const run = queue.then(async () => {
      const current = state.value;
      if (!current) return false;
      if (current.ply < current.seq) {
        refusal.value = { rule: null, message: 'you are looking at an earlier position: go back to the latest one to record a move', action };
        return false;
      }
      const ticket = begin();
      ownNotices++;
      try {
        show(ticket, await games.append(current.id, current.seq, action, audience));
        refusal.value = null;
        return true;
      } catch (err) {
        forgetOwnNotice();
        refused(action, err);
        return false;
      } finally {
        finish();
      }
    });
    queue = run.catch(() => false);
    return run;
  }

  /** Takes back the last action (a director decision, kept with its reason in the audit log). */
  async function undo(reason: string): Promise<boolean> {
    await queue;
    const current = state.value;
    if (!current || current.seq === 0) return false;
    const ticket = begin();
    ownNotices++;
    try {
      const removed = current.actions[current.seq - 1];
      show(ticket, await games.undo(current.id, current.seq, reason, audience));
      refusal.value = null;
      toasts.ok(`Undid ${removed ?? 'the last action'}; the reason is in the audit log`);
      return true;
    } catch (err) {
      forgetOwnNotice();
      refused('undo', err);
      return false;
    } finally {
      finish();
    }
  }

  /** Shows the position after `ply` actions (the record is unchanged). */
  const jump = (ply: number) => load(Math.max(0, ply));
  const latest = () => load();

  useLive(['games'], (notice) => {
    const current = state.value;
    if (notice.id !== id() || !current) return;
    // A change by another device cannot be recorded between this page's send and its notice (the
    // expected sequence would refuse it), so the next notice after a send is that send's own.
    if (ownNotices > 0) {
      ownNotices--;
      return;
    }
    // Another device appended one action to the record shown, and nothing of this page is on its way:
    // draw it from the notice (no second round trip). The ticket drops any older answer still to come.
    if (notice.action !== undefined && notice.seq === current.seq + 1 && pending.value === 0) {
      const next = current.ply < current.seq
        ? { ...current, seq: notice.seq, actions: [...current.actions, notice.action] }
        : advance(current, notice.action, audience);
      if (next) return show(++started, next);
    }
    // Otherwise follow the record, keeping an earlier position if one is being studied.
    void load(current.ply < current.seq ? current.ply : undefined);
  });
  onBeforeUnmount(() => clearTimeout(slowTimer));

  return { state, loadError, refusal, pending, slow, viewingPast, load, act, undo, jump, latest };
}

export type GameSession = ReturnType<typeof useGameSession>;
