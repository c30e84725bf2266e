import { computed, onBeforeUnmount, ref, shallowRef, triggerRef } from 'vue';
import { isReceipt, type GameState, type Seating } from '../../../shared/api/methods/games';
import type { Audience } from '../../../shared/games/types';
import { api, ApiCallError, link, NoAnswerError } from '../api/client';
import { useLive } from '../live';
import { useGames } from '../stores/games';
import { advance, canonical, confirmedBy, tryAction } from './engine';
import { missedNotice, noticeStep, phaseWithoutAnswer, recordHolds, tapped, type Heard, type PendingMove } from './pendingMove';
import { useToasts } from '../stores/toasts';
import { afterNextFrame } from './nextFrame';
import { t } from '../i18n';

/** A refused action as the board shows it: the rule it breaks and the engine's plain message. */
export interface Refusal {
  rule: string | null;
  message: string;
  action: string;
}

export type { PendingMove } from './pendingMove';

/** A line under the board about the pending move or the outcome of one whose fate was unknown. */
export interface MoveNote {
  kind: 'checking' | 'held' | 'recorded' | 'wait' | 'info';
  text: string;
}

/** Waits, in milliseconds; tests shorten them. */
export const timing = {
  /** A request may take this long before the board shows that it is working. */
  slow: 250,
  /** A send with no answer by then takes the "not confirmed, checking…" path. */
  sendTimeout: 5000,
  /** A move whose fate is unknown (or held offline) is tried again this often, and on every reconnect. */
  recheck: 3000,
  /** A tap this soon after another device's move, legal before it and not after, was aimed at the old board. */
  race: 3000,
};

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new NoAnswerError(`no answer within ${Math.round(ms / 1000)} s`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

const CONFLICT = 'another device recorded first';

/**
 * One open game. `confirmed` is the server's last answer; a legal tap is drawn at once from the shared
 * engine (`state` then shows it, marked pending) and sent with the record length seen at the tap; the
 * server's acknowledgement confirms it, a refusal rolls it back with the reason. A send without an answer
 * is "not confirmed, checking…" until the server is reached again and the record says whether it holds
 * the move. Also undo, jumping to an earlier position, live updates from other devices and a re-read
 * after every reconnect.
 */
export function useGameSession(id: () => number, audience: Audience) {
  const games = useGames();
  const toasts = useToasts();
  const confirmed = shallowRef<GameState | null>(null);
  /** The position drawn by the engine for the pending move (null: not drawable here, the record is shown). */
  const drawn = shallowRef<GameState | null>(null);
  /**
   * During a tap's own frame, the position the tap leads to, when the board draws the tapped piece itself
   * (`TapEcho.vue`); `drawn` takes it a frame later, so that the frame holds the piece and not the board's redraw.
   */
  const echo = shallowRef<GameState | null>(null);
  const move = shallowRef<PendingMove | null>(null);
  const note = ref<MoveNote | null>(null);
  const loadError = ref<string | null>(null);
  const refusal = ref<Refusal | null>(null);
  const busy = ref(0);
  const slow = ref(false);
  let slowTimer: ReturnType<typeof setTimeout> | undefined;
  let recheckTimer: ReturnType<typeof setTimeout> | undefined;
  // Answers are applied in the order their requests started: a late reload never hides a newer move.
  let started = 0;
  let applied = 0;
  /** Attempts of the pending move: only the latest attempt's answer counts. */
  let attempts = 0;
  /** The last change notice heard for this game while a move was on its way (null: nothing missed). */
  let heard: Heard | null = null;
  /** The last move drawn from another device's notice, for a tap aimed at the board before it. */
  let foreign: { at: number; before: GameState; action: string } | null = null;
  let undoing = false;
  /** An undo got no answer: the next resync re-reads the record. */
  let stale = false;

  const state = computed(() => (move.value && drawn.value) || confirmed.value);
  const viewingPast = computed(() => !!confirmed.value && confirmed.value.ply < confirmed.value.seq);

  /** Who plays which side when an event's match links the game (read with the game's first load). */
  const seating = ref<Seating | null>(null);
  let seatingOf: number | null = null;

  function begin(): number {
    busy.value++;
    if (busy.value === 1) slowTimer = setTimeout(() => (slow.value = true), timing.slow);
    return ++started;
  }
  function finish(): void {
    busy.value--;
    if (busy.value === 0) {
      clearTimeout(slowTimer);
      slow.value = false;
    }
  }
  function show(ticket: number, next: GameState): void {
    if (ticket < applied) return;
    applied = ticket;
    confirmed.value = next;
  }

  async function load(ply?: number): Promise<void> {
    const ticket = begin();
    // The seating (who plays which side) comes with the first read of a game: one call, not two.
    const game = id();
    const askSeating = seatingOf !== game;
    try {
      const answer = await within(games.get(game, audience, ply, askSeating), timing.sendTimeout);
      if (askSeating && game === id()) {
        seating.value = answer.seating ?? null;
        seatingOf = game;
      }
      show(ticket, answer);
      loadError.value = null;
      if (stale && !move.value && note.value?.kind === 'checking') {
        note.value = { kind: 'info', text: t('session.readAgain') };
      }
      stale = false;
    } catch (err) {
      // Offline with a board already drawn: the badge says so, the next reconnect re-reads.
      if (err instanceof NoAnswerError && confirmed.value) {
        stale = true;
        return;
      }
      loadError.value = (err as Error).message;
      toasts.error(t('session.cannotLoad', { id: id(), message: (err as Error).message }));
    } finally {
      finish();
    }
  }

  /** The pending move is over (answered or refused): the board shows the record, resolve the tap. */
  function settle(recorded: boolean): void {
    const m = move.value;
    move.value = null;
    drawn.value = null;
    echo.value = null;
    clearTimeout(recheckTimer);
    if (m) resolvers.get(m)?.(recorded);
    // A notice heard meanwhile that the answer does not account for: follow the record.
    if (missedNotice(heard, confirmed.value)) void load();
    heard = null;
  }
  const resolvers = new WeakMap<PendingMove, (recorded: boolean) => void>();

  function ruleRefusal(action: string, err: ApiCallError): Refusal {
    const rule = err.error.details?.rule ?? null;
    return { rule, message: rule ? err.message.replace(` (${rule})`, '') : err.message, action };
  }

  function recheckLater(m: PendingMove): void {
    clearTimeout(recheckTimer);
    recheckTimer = setTimeout(() => {
      if (move.value === m) void attempt(m);
    }, timing.recheck);
  }

  function setPhase(m: PendingMove, phase: PendingMove['phase']): void {
    // A tap's first send finds the phase already 'sending': no redraw of the screen right after its frame.
    if (m.phase !== phase) {
      m.phase = phase;
      triggerRef(move);
    }
    if (phase === 'checking') note.value = { kind: 'checking', text: t('session.checking', { action: m.action }) };
    else if (phase === 'held') note.value = { kind: 'held', text: t('session.held', { action: m.action }) };
    else if (note.value?.kind !== 'recorded') note.value = null;
  }

  /** Sends the pending move against the record it was tapped on; the same request on every attempt. */
  async function attempt(m: PendingMove): Promise<void> {
    if (move.value !== m || m.inFlight) return;
    m.inFlight = true;
    const mine = ++attempts;
    if (!m.unanswered) setPhase(m, 'sending');
    const ticket = begin();
    // A move drawn here needs only the server's receipt: the whole state would repeat what is drawn.
    const local = drawn.value;
    try {
      const answer = await within(games.append(id(), m.seq, m.action, audience, local ? 'receipt' : 'game'), timing.sendTimeout).finally(() => (m.inFlight = false));
      if (move.value !== m || mine !== attempts) return;
      const recorded = isReceipt(answer) ? confirmedBy(local, answer) : answer;
      if (recorded) show(ticket, recorded);
      refusal.value = null;
      note.value = m.unanswered || m.held ? { kind: 'recorded', text: t('session.recorded', { action: m.action }) } : null;
      settle(true);
      // Recorded, but not as drawn here: the board shows the record.
      if (!recorded) void load();
    } catch (err) {
      if (move.value !== m || mine !== attempts) return;
      if (err instanceof NoAnswerError) {
        m.unanswered = true;
        setPhase(m, phaseWithoutAnswer(m, link.status.state === 'offline'));
        // A send that timed out may sit on a dead link that has not noticed yet.
        if (link.status.state === 'connected') api.suspect();
        recheckLater(m);
      } else if (err instanceof ApiCallError && err.error.code === 'conflict') {
        await reconcile(m, mine);
      } else {
        refusal.value = err instanceof ApiCallError && err.error.code === 'rule'
          ? ruleRefusal(m.action, err)
          : { rule: null, message: (err as Error).message, action: m.action };
        note.value = null;
        settle(false);
      }
    } finally {
      finish();
    }
  }

  /**
   * The record moved on past the move's `seq`. If an attempt went out unanswered and the record holds this
   * very move at `seq`, that attempt was recorded (its answer was lost): success. Otherwise another device
   * recorded first: the board shows the record as it is.
   */
  async function reconcile(m: PendingMove, mine: number): Promise<void> {
    const ticket = begin();
    try {
      const record = await within(games.get(id(), audience), timing.sendTimeout);
      if (move.value !== m || mine !== attempts) return;
      show(ticket, record);
      const ours = recordHolds(record, m, canonical(record, m.action));
      if (ours) {
        refusal.value = null;
        note.value = { kind: 'recorded', text: t('session.recorded', { action: m.action }) };
      } else {
        note.value = null;
        refusal.value = { rule: null, message: `${CONFLICT}; the board has been reloaded and shows the record`, action: m.action };
      }
      settle(ours);
    } catch (err) {
      if (move.value !== m || mine !== attempts) return;
      m.unanswered = true;
      setPhase(m, 'checking');
      recheckLater(m);
      if (!(err instanceof NoAnswerError)) toasts.error(t('session.cannotRead', { id: id(), message: (err as Error).message }));
    } finally {
      finish();
    }
  }

  /**
   * A tap the engine refuses here that was legal on the board shown just before another device's move:
   * it was aimed at that board, so the truth is "another device recorded first", not a rule.
   */
  function raced(action: string): Refusal | null {
    if (!foreign || Date.now() - foreign.at > timing.race || confirmed.value?.seq !== foreign.before.seq + 1) return null;
    const before = tryAction(foreign.before, action, audience);
    if (!before || !('state' in before)) return null;
    return { rule: null, message: `${CONFLICT} (${foreign.action}); the board shows it now`, action };
  }

  /**
   * One tap, one action: drawn at once when the engine here can replay the game, sent with the record
   * length seen at the tap. Taken only when no other action of this device is on its way; a second tap
   * on the pending move is ignored. Resolves true once recorded, false when refused or not taken.
   * `echoed`: the board draws the tapped piece itself in the tap's frame (a tap on its squares or open ends), and
   * the position follows a frame later, before the send (issue 45: Vue's redraw of the board was most of the tap's
   * script).
   */
  function act(action: string, echoed = false): Promise<boolean> {
    const current = confirmed.value;
    if (!current) return Promise.resolve(false);
    if (current.ply < current.seq) {
      refusal.value = { rule: null, message: 'you are looking at an earlier position: go back to the latest one to record a move', action };
      return Promise.resolve(false);
    }
    const waiting = move.value;
    if (waiting) {
      if (canonical(current, action) !== canonical(current, waiting.action)) {
        note.value = { kind: 'wait', text: t('session.wait', { action: waiting.action }) };
        setTimeout(() => {
          if (note.value?.kind !== 'wait') return;
          if (move.value === waiting) setPhase(waiting, waiting.phase);
          else note.value = null;
        }, 2500);
      }
      return Promise.resolve(false);
    }
    if (undoing) return Promise.resolve(false);
    const local = tryAction(current, action, audience);
    if (local && 'refused' in local) {
      refusal.value = raced(action) ?? { ...local.refused, action };
      if (refusal.value.message.startsWith(CONFLICT)) void load();
      return Promise.resolve(false);
    }
    refusal.value = null;
    note.value = null;
    const offline = link.status.state === 'offline';
    const m = tapped(action, current.seq, offline);
    const done = new Promise<boolean>((resolve) => resolvers.set(m, resolve));
    const next = local?.state ?? null;
    if (next && echoed) {
      echo.value = next;
      afterNextFrame(() => {
        if (echo.value === next) echo.value = null;
        if (move.value === m) drawn.value = next;
      });
    } else drawn.value = next;
    move.value = m;
    if (offline) {
      // At most this one move is held; it goes out on reconnect against the record it was tapped on.
      setPhase(m, 'held');
      recheckLater(m);
    } else {
      // Sent after the frame that draws the tap, against the record length seen at the tap (held in `m`).
      afterNextFrame(() => void attempt(m));
    }
    return done;
  }

  /** Takes back the last action (a director decision, kept with its reason in the audit log). */
  async function undo(reason: string): Promise<boolean> {
    const current = confirmed.value;
    if (!current || current.seq === 0 || move.value || undoing) return false;
    undoing = true;
    const ticket = begin();
    try {
      const removed = current.actions[current.seq - 1];
      show(ticket, await within(games.undo(current.id, current.seq, reason, audience), timing.sendTimeout));
      refusal.value = null;
      toasts.ok(t('session.undid', { action: removed ?? t('session.lastAction') }));
      return true;
    } catch (err) {
      if (err instanceof NoAnswerError) {
        // Unknown, not refused: the record read again (now or on reconnect) says whether it happened.
        stale = true;
        note.value = { kind: 'checking', text: t('session.undoChecking', { action: current.actions[current.seq - 1] ?? t('session.lastAction') }) };
        void load();
      } else if (err instanceof ApiCallError && err.error.code === 'conflict') {
        refusal.value = { rule: null, message: `${CONFLICT}; the board has been reloaded`, action: 'undo' };
        void load();
      } else {
        refusal.value = err instanceof ApiCallError && err.error.code === 'rule' ? ruleRefusal('undo', err) : { rule: null, message: (err as Error).message, action: 'undo' };
      }
      return false;
    } finally {
      undoing = false;
      finish();
    }
  }

  /** Reads the game again with its seating (an undo or a first-move decision may change what the event holds). */
  function reseat(): Promise<void> {
    seatingOf = null;
    const current = confirmed.value;
    return load(current && current.ply < current.seq ? current.ply : undefined);
  }

  /** Shows the position after `ply` actions (the record is unchanged). */
  const jump = (ply: number) => load(Math.max(0, ply));
  const latest = () => load();

  /**
   * The link is back (or the page visible again): send the pending move if any (its answer re-reads the
   * record), else read the game again; messages about the lost link go.
   */
  function resync(): void {
    const m = move.value;
    if (m) {
      void attempt(m);
      return;
    }
    if (note.value?.kind !== 'recorded' && !stale) note.value = null;
    const current = confirmed.value;
    void load(current && current.ply < current.seq ? current.ply : undefined);
  }

  useLive(['games'], (notice) => {
    const current = confirmed.value;
    const step = noticeStep(notice, id(), current, !!move.value || undoing, busy.value > 0);
    if (step.kind === 'remember') heard = step.heard;
    if (step.kind === 'draw' && current) {
      // Another device appended one action to the record shown: draw it from the notice (no round trip).
      const next = current.ply < current.seq
        ? { ...current, seq: current.seq + 1, actions: [...current.actions, step.action] }
        : advance(current, step.action, audience);
      if (next) {
        foreign = { at: Date.now(), before: current, action: step.action };
        return show(++started, next);
      }
      void load(current.ply < current.seq ? current.ply : undefined);
    }
    if (step.kind === 'read') void load(step.ply);
  }, resync);
  onBeforeUnmount(() => {
    clearTimeout(slowTimer);
    clearTimeout(recheckTimer);
  });

  return { state, echo, confirmed, move, note, loadError, refusal, busy, slow, viewingPast, seating, load, reseat, act, undo, jump, latest, resync };
}

export type GameSession = ReturnType<typeof useGameSession>;
