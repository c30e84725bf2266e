// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import type { Audience } from '../../../shared/games/types';
import { api } from '../api/client';
import { useToasts } from '../stores/toasts';
import { createGame, testBackend } from '../testing';
import { timing, useGameSession, type GameSession } from './session';

/** A session inside a mounted component (it uses stores and live updates), on a real backend. */
async function open(id: number, audience: Audience = 'director') {
  let session!: GameSession;
  let toasts!: ReturnType<typeof useToasts>;
  const Host = defineComponent({
    setup() {
      session = useGameSession(() => id, audience);
      toasts = useToasts();
      return () => h('div');
    },
  });
  const wrapper = mount(Host, { global: { plugins: [createPinia()] } });
  await session.load();
  return { session, toasts, wrapper };
}
const appends = () => testBackend().calls.filter((c) => c.method === 'games.append').map((c) => c.payload);

describe('boards/session.ts against a real backend', () => {
  it('one tap, one move: drawn at once, sent with the record length seen at the tap, other taps not taken until confirmed', async () => {
    const { session } = await open(await createGame('othello'));
    testBackend().calls.length = 0;
    const held = testBackend().hold(['games.append']);
    const first = session.act('f5');
    // Drawn from the shared engine before any answer, marked pending; the record is unchanged.
    expect(session.state.value).toMatchObject({ seq: 1, actions: ['f5'] });
    expect(session.confirmed.value).toMatchObject({ seq: 0 });
    expect(session.move.value).toMatchObject({ action: 'f5', seq: 0, phase: 'sending' });
    // A second tap on the same square is ignored; another tap is not taken (issue 27: the old page
    // queued it and sent it with the new sequence, recording it as the other side's move).
    expect(await session.act('f5')).toBe(false);
    expect(await session.act('d6')).toBe(false);
    expect(session.note.value?.kind).toBe('wait');
    await vi.waitFor(() => expect(held.count).toBe(1));
    held.release();
    expect(await first).toBe(true);
    expect(session.move.value).toBeNull();
    expect(appends()).toEqual([expect.objectContaining({ action: 'f5', expectedSeq: 0 })]);
    // Confirmed: the next tap goes out against the record the server answered.
    expect(await session.act('d6')).toBe(true);
    expect(appends()).toEqual(['f5', 'd6'].map((action, expectedSeq) => expect.objectContaining({ action, expectedSeq })));
    expect(session.state.value).toMatchObject({ seq: 2, ply: 2, actions: ['f5', 'd6'] });
    expect((await api.call('games.get', { id: session.state.value!.id, audience: 'director' })).actions).toEqual(['f5', 'd6']);
  });

  it('a move drawn here is confirmed by the server\'s receipt (issue 45): the board then shows exactly what games.get answers', async () => {
    for (const audience of ['director', 'players'] as const) {
      const { session } = await open(await createGame('onino', ['a1', 'a3']), audience);
      testBackend().calls.length = 0;
      expect(await session.act('B1')).toBe(true);
      expect(appends()).toEqual([expect.objectContaining({ action: 'B1', expectedSeq: 2, answer: 'receipt' })]);
      const id = session.state.value!.id;
      expect(session.confirmed.value).toEqual(await api.call('games.get', { id, audience, seating: true }));
      expect(session.confirmed.value).toMatchObject({ seq: 3, actions: ['a1', 'a3', 'b1'] });
    }
  });

  it('the tap is drawn before its request is set up: the request goes out after the next frame (issue 18, part 6)', async () => {
    const { session } = await open(await createGame('othello'));
    testBackend().calls.length = 0;
    const recorded = session.act('f5');
    // The page's own update (Vue's flush, in the tap's microtasks) has the move while nothing was sent.
    await Promise.resolve();
    await Promise.resolve();
    expect(session.state.value).toMatchObject({ seq: 1, actions: ['f5'] });
    expect(appends()).toEqual([]);
    // Nor before the next frame has been rendered.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(appends()).toEqual([]);
    expect(await recorded).toBe(true);
    expect(appends()).toEqual([expect.objectContaining({ action: 'f5', expectedSeq: 0 })]);
  });

  it('issue 45: an echoed tap holds the position it leads to in `echo` for its frame; `state` takes it a frame later, before the send', async () => {
    const { session } = await open(await createGame('othello'));
    testBackend().calls.length = 0;
    const before = session.state.value;
    const recorded = session.act('f5', true);
    // The tap's own frame: the echo has the move (the board draws its disc from it), the drawn position not yet.
    expect(session.echo.value).toMatchObject({ seq: 1, actions: ['f5'] });
    expect(session.state.value).toBe(before);
    expect(session.move.value).toMatchObject({ action: 'f5', seq: 0, phase: 'sending' });
    // Taken: another tap meanwhile is not.
    expect(await session.act('d6', true)).toBe(false);
    // After the frame the position is drawn, the echo is gone, and only then the request goes out.
    await vi.waitFor(() => expect(session.state.value).toMatchObject({ seq: 1, actions: ['f5'] }));
    expect(session.echo.value).toBeNull();
    expect(await recorded).toBe(true);
    expect(appends()).toEqual([expect.objectContaining({ action: 'f5', expectedSeq: 0, answer: 'receipt' })]);
    // Refused here: nothing echoed.
    expect(await session.act('a1', true)).toBe(false);
    expect(session.echo.value).toBeNull();
  });

  it('a refusal keeps the rule and the engine\'s message apart, and leaves the board as it was', async () => {
    const { session } = await open(await createGame('othello', ['f5']));
    const before = session.state.value;
    expect(await session.act('a1')).toBe(false);
    const refusal = session.refusal.value!;
    expect(refusal.action).toBe('a1');
    expect(refusal.rule).toMatch(/othello rule|R-OTH/);
    expect(refusal.message).toMatch(/a1/);
    expect(refusal.message).not.toContain(`(${refusal.rule})`);
    expect(session.state.value).toBe(before);
    expect(session.state.value).toMatchObject({ seq: 1, actions: ['f5'] });
    // The next accepted action clears the refusal.
    expect(await session.act('d6')).toBe(true);
    expect(session.refusal.value).toBeNull();
  });

  it('a syntax error is refused under the notation rule', async () => {
    const { session } = await open(await createGame('ninuki'));
    expect(await session.act('I9')).toBe(false);
    expect(session.refusal.value).toMatchObject({ rule: 'notation', action: 'I9' });
    expect(session.state.value!.seq).toBe(0);
  });

  it('a stale answer never overwrites a newer one: a reload asked before a move is answered after it', async () => {
    const { session } = await open(await createGame('othello'));
    const held = testBackend().hold(['games.get']);
    const reload = session.load();
    await vi.waitFor(() => expect(held.count).toBe(1));
    expect(await session.act('f5')).toBe(true);
    expect(session.state.value!.seq).toBe(1);
    held.release();
    await reload;
    // The reload's answer (the empty board) came last but was asked first: it is dropped.
    expect(session.state.value).toMatchObject({ seq: 1, actions: ['f5'] });
  });

  it('undo records the reason in the audit log and shows the position before the action', async () => {
    const event = await api.call('events.create', { name: 'Club night', game: 'othello', format: 'swiss' });
    const { id } = await api.call('games.create', { game: 'othello', options: {}, title: '', eventId: event.id });
    const { session, toasts } = await open(id);
    await session.act('f5');
    expect(await session.undo('clicked the wrong square')).toBe(true);
    expect(session.state.value).toMatchObject({ seq: 0, actions: [] });
    expect(toasts.list.at(-1)?.text).toBe('Undid f5; the reason is in the audit log');
    const audit = await api.call('audit.list', { eventId: event.id });
    expect(audit).toEqual(expect.arrayContaining([expect.objectContaining({ gameId: id, reason: 'clicked the wrong square' })]));
    // Nothing left to take back.
    expect(await session.undo('again')).toBe(false);
  });

  it('jumping to an earlier ply shows that position and refuses new moves until back at the latest', async () => {
    const { session } = await open(await createGame('othello', ['f5', 'd6', 'c3']));
    await session.jump(1);
    expect(session.state.value).toMatchObject({ ply: 1, seq: 3 });
    expect(session.viewingPast.value).toBe(true);
    testBackend().calls.length = 0;
    expect(await session.act('c5')).toBe(false);
    expect(session.refusal.value?.message).toMatch(/earlier position/);
    expect(appends()).toEqual([]);
    await session.latest();
    expect(session.viewingPast.value).toBe(false);
    expect(await session.act('d3')).toBe(true);
    expect(session.state.value).toMatchObject({ ply: 4, seq: 4 });
  });

  it('a move made on another device is followed through the live notice', async () => {
    const id = await createGame('othello');
    const { session } = await open(id, 'players');
    await api.call('games.append', { id, expectedSeq: 0, action: 'f5', audience: 'director' });
    await vi.waitFor(() => expect(session.state.value!.seq).toBe(1));
    expect(session.state.value!.actions).toEqual(['f5']);
  });

  it('another device moved first: the same move from this page is not recorded twice and the board follows the record', async () => {
    const id = await createGame('othello');
    const { session } = await open(id);
    await api.call('games.append', { id, expectedSeq: 0, action: 'f5', audience: 'director' });
    // Whether the page has heard of it yet (refused as a stale sequence) or not (refused by the rules).
    expect(await session.act('f5')).toBe(false);
    await vi.waitFor(() => expect(session.state.value!.seq).toBe(1));
    await flushPromises();
    expect(session.state.value!.actions).toEqual(['f5']);
    expect((await api.call('games.get', { id, audience: 'director' })).actions).toEqual(['f5']);
  });

  describe('a failing link (issue 27)', () => {
    const saved = { ...timing };
    beforeEach(() => Object.assign(timing, { sendTimeout: 200, recheck: 20 }));
    afterEach(() => Object.assign(timing, saved));

    it('recorded but unanswered: "not confirmed, checking…", then "Recorded" from the record, never "not recorded"', async () => {
      const id = await createGame('othello');
      const { session } = await open(id);
      const link = testBackend().cut(['games.append'], true);
      const done = session.act('f5');
      await vi.waitFor(() => expect(session.note.value).toEqual({ kind: 'checking', text: 'Not confirmed, checking… f5' }));
      expect(session.refusal.value).toBeNull();
      expect(session.state.value).toMatchObject({ seq: 1, actions: ['f5'] });
      link.restore();
      expect(await done).toBe(true);
      expect(session.note.value).toEqual({ kind: 'recorded', text: 'Recorded: f5' });
      expect(session.refusal.value).toBeNull();
      expect(session.confirmed.value).toMatchObject({ seq: 1, actions: ['f5'] });
      // Every attempt went against the record seen at the tap; the move is on the record once.
      expect(appends().every((a) => (a as { expectedSeq: number }).expectedSeq === 0)).toBe(true);
      expect((await api.call('games.get', { id, audience: 'director' })).actions).toEqual(['f5']);
    });

    it('lost on the way: the held move goes out again against the same record when the link is back', async () => {
      const id = await createGame('othello');
      const { session } = await open(id);
      const link = testBackend().cut(['games.append'], false);
      const done = session.act('f5');
      await vi.waitFor(() => expect(session.note.value?.kind).toBe('checking'));
      link.restore();
      expect(await done).toBe(true);
      expect((await api.call('games.get', { id, audience: 'director' })).actions).toEqual(['f5']);
    });

    it('another device moved while the outcome was unknown: "not recorded", the board shows the record', async () => {
      const id = await createGame('othello');
      const { session } = await open(id);
      const link = testBackend().cut(['games.append'], false);
      const done = session.act('f5');
      await vi.waitFor(() => expect(session.note.value?.kind).toBe('checking'));
      // The other device's link works (the next re-send of this page comes after it).
      timing.recheck = 300;
      link.restore();
      await api.call('games.append', { id, expectedSeq: 0, action: 'd3', audience: 'director' });
      expect(await done).toBe(false);
      expect(session.refusal.value).toMatchObject({ rule: null, action: 'f5' });
      expect(session.refusal.value!.message).toMatch(/^another device recorded first/);
      expect(session.state.value).toMatchObject({ seq: 1, actions: ['d3'] });
      expect(session.note.value).toBeNull();
    });

    it('an undo without an answer is "not confirmed, checking…", never "not recorded"; the record read again tells', async () => {
      const { session } = await open(await createGame('othello', ['f5']));
      const link = testBackend().cut(['games.undo'], true);
      expect(await session.undo('wrong square')).toBe(false);
      expect(session.refusal.value).toBeNull();
      expect(session.note.value).toEqual({ kind: 'checking', text: 'Undo of f5 not confirmed, checking…' });
      link.restore();
      session.resync();
      await vi.waitFor(() => expect(session.state.value!.seq).toBe(0));
      expect(session.note.value?.kind).toBe('info');
    });

    it('a send with no answer times out into the checking path; its late answer is not needed', async () => {
      const id = await createGame('othello');
      const { session } = await open(id);
      const held = testBackend().hold(['games.append']);
      const done = session.act('f5');
      await vi.waitFor(() => expect(session.note.value?.kind).toBe('checking'));
      held.release();
      expect(await done).toBe(true);
      expect(session.note.value?.kind).toBe('recorded');
      expect((await api.call('games.get', { id, audience: 'director' })).actions).toEqual(['f5']);
    });
  });

  it('issue 16 (15): a tap aimed at the board just before another device\'s move gets "another device recorded first", not a rule', async () => {
    const id = await createGame('othello');
    const { session } = await open(id);
    await api.call('games.append', { id, expectedSeq: 0, action: 'd3', audience: 'director' });
    await vi.waitFor(() => expect(session.state.value!.seq).toBe(1));
    testBackend().calls.length = 0;
    // c4 was black's move on the board before d3; now white is to move and the engine refuses it.
    expect(await session.act('c4')).toBe(false);
    expect(session.refusal.value).toMatchObject({ rule: null, action: 'c4' });
    expect(session.refusal.value!.message).toBe('another device recorded first (d3); the board shows it now');
    expect(appends()).toEqual([]);
    // A square illegal on both boards is still the rule's refusal.
    expect(await session.act('a1')).toBe(false);
    expect(session.refusal.value!.rule).toBe('othello rule 2');
  });
});
