// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../api/client';
import { createGame, inLanguage, READ_WAIT, testBackend } from '../testing';
import EndingsMenu from './EndingsMenu.vue';
import GameScreen from './GameScreen.vue';
import MoveList from './MoveList.vue';
import ReasonDialog from './ReasonDialog.vue';

const ENDINGS = [
  { label: 'Black resigns', action: 'resign:black' },
  { label: 'Award to white', action: 'award:white', director: true },
];

describe('MoveList', () => {
  const list = (ply: number, seq = 3) => mount(MoveList, { props: { actions: ['f5', 'd6', 'c3'].slice(0, seq), ply, seq }, attachTo: document.body });
  const jumps = (w: ReturnType<typeof list>) => (w.emitted('jump') ?? []).map((e) => e[0]);

  it('a change of language relabels every move for screen readers', async () => {
    const w = list(3);
    await inLanguage('fr', () => {
      expect(w.findAll('button.move').map((b) => b.attributes('aria-label'))).toEqual(['Action 1 : f5', 'Action 2 : d6', 'Action 3 : c3']);
    });
  });

  it('one button per action; a click jumps to the position after it, Start to the empty board', async () => {
    const w = list(3);
    const moves = w.findAll('button.move');
    expect(moves.map((b) => b.attributes('aria-label'))).toEqual(['Action 1: f5', 'Action 2: d6', 'Action 3: c3']);
    await moves[1]!.trigger('click');
    await w.findAll('button').find((b) => b.text() === 'Start')!.trigger('click');
    expect(jumps(w)).toEqual([2, 0]);
    expect(w.text()).toContain('3 actions');
  });

  it('the shown position is the current step; Back to latest appears only on an earlier one', async () => {
    const latest = list(3);
    expect(latest.get('[aria-current="step"]').attributes('aria-label')).toBe('Action 3: c3');
    expect(latest.findAll('button').some((b) => b.text() === 'Back to latest')).toBe(false);
    const past = list(1);
    expect(past.get('[aria-current="step"]').attributes('aria-label')).toBe('Action 1: f5');
    await past.findAll('button').find((b) => b.text() === 'Back to latest')!.trigger('click');
    expect(jumps(past)).toEqual([3]);
  });

  it('arrow keys step one action, clamped to the record; Home and End jump to its ends', async () => {
    const w = list(3);
    const nav = w.get('nav');
    for (const key of ['ArrowRight', 'ArrowLeft', 'Home', 'End']) await nav.trigger('keydown', { key });
    const start = list(0);
    await start.get('nav').trigger('keydown', { key: 'ArrowUp' });
    expect(jumps(w)).toEqual([3, 2, 0, 3]);
    expect(jumps(start)).toEqual([0]);
  });

  it('scrolls the new current step into sight in the next frame, not right after the patch (no layout forced in the answer\'s task)', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    const scrolled: string[] = [];
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.getAttribute('aria-label') ?? '');
    });
    try {
      const w = list(2, 2);
      await w.setProps({ actions: ['f5', 'd6', 'c3'], ply: 3, seq: 3 });
      await flushPromises();
      expect(scrolled).toEqual([]);
      for (const frame of frames.splice(0)) frame(performance.now());
      expect(scrolled).toEqual(['Action 3: c3']);
    } finally {
      raf.mockRestore();
      scroll.mockRestore();
    }
  });

  it('updates in place (its items are memoised): the current step moves, a replaced action shows, a pending move follows', async () => {
    const w = list(3);
    const current = () => w.get('[aria-current="step"]').attributes('aria-label');
    await w.setProps({ ply: 2 });
    expect(current()).toBe('Action 2: d6');
    expect(w.findAll('button.move.current')).toHaveLength(1);
    // an undo and another move at the same place
    await w.setProps({ actions: ['f5', 'd6', 'c4'], ply: 3, seq: 3 });
    expect(current()).toBe('Action 3: c4');
    await w.setProps({ pending: 'e3' });
    expect(w.get('[data-testid="pending-move"]').text()).toContain('4. e3 (pending)');
    await w.setProps({ actions: ['f5', 'd6', 'c4', 'e3'], ply: 4, seq: 4, pending: null });
    expect(w.findAll('button.move').map((b) => b.attributes('aria-label'))).toEqual(['Action 1: f5', 'Action 2: d6', 'Action 3: c4', 'Action 4: e3']);
    expect(current()).toBe('Action 4: e3');
    expect(w.find('[data-testid="pending-move"]').exists()).toBe(false);
  });

  it('an empty record says so', () => {
    const w = list(0, 0);
    expect(w.text()).toContain('No actions yet.');
    expect(w.text()).toContain('0 actions');
  });
});

describe('ReasonDialog', () => {
  it('a reason is required: confirm stays disabled until one is typed, then emits it trimmed', async () => {
    const w = mount(ReasonDialog, { props: { title: 'Undo the last action?', text: 'This removes f5.', confirmLabel: 'Undo' }, attachTo: document.body });
    await (w.vm as unknown as { open(): Promise<void> }).open();
    expect(w.get('dialog').attributes('open')).toBeDefined();
    const confirm = w.findAll('button').find((b) => b.text() === 'Undo')!;
    expect(confirm.attributes('disabled')).toBeDefined();
    expect(w.get('input[name="reason"]').attributes('required')).toBeDefined();
    await w.get('input[name="reason"]').setValue('   ');
    expect(confirm.attributes('disabled')).toBeDefined();
    await w.get('input[name="reason"]').setValue('  misclick  ');
    expect(confirm.attributes('disabled')).toBeUndefined();
    await w.get('form').trigger('submit');
    expect(w.emitted('confirm')).toEqual([['misclick']]);
    expect(w.get('dialog').attributes('open')).toBeUndefined();
  });

  it('Cancel closes without confirming, and opening again starts with an empty reason', async () => {
    const w = mount(ReasonDialog, { props: { title: 'Undo?', text: '', confirmLabel: 'Undo' }, attachTo: document.body });
    const vm = w.vm as unknown as { open(): Promise<void> };
    await vm.open();
    await w.get('input[name="reason"]').setValue('half typed');
    await w.findAll('button').find((b) => b.text() === 'Cancel')!.trigger('click');
    expect(w.emitted('confirm')).toBeUndefined();
    await vm.open();
    expect((w.get('input[name="reason"]').element as HTMLInputElement).value).toBe('');
  });
});

describe('EndingsMenu', () => {
  it('R-ALL-3: players see the endings open to them; the director also sees the director\'s', () => {
    const players = mount(EndingsMenu, { props: { endings: ENDINGS, audience: 'players', disabled: false } });
    expect(players.findAll('button').map((b) => b.text())).toEqual(['Black resigns']);
    const director = mount(EndingsMenu, { props: { endings: ENDINGS, audience: 'director', disabled: false } });
    expect(director.findAll('button').map((b) => b.text())).toEqual(['Black resigns', 'Award to white']);
  });

  it('an ending is sent only once confirmed: one click asks, the focused Confirm (Enter) sends, Cancel keeps the game', async () => {
    const w = mount(EndingsMenu, { props: { endings: ENDINGS, audience: 'director', disabled: false }, attachTo: document.body });
    await w.findAll('button')[0]!.trigger('click');
    // The old menu sent "resign:black" on this one click (issue 16, defect 14).
    expect(w.emitted('act')).toBeUndefined();
    expect(w.get('[data-testid="confirm-ending"]').text()).toContain('Black resigns: this ends the game.');
    await flushPromises();
    expect(document.activeElement).toBe(w.get('[data-testid="confirm-ending"] button.primary').element);
    await w.findAll('button').find((b) => b.text() === 'Cancel')!.trigger('click');
    expect(w.find('[data-testid="confirm-ending"]').exists()).toBe(false);
    expect(w.emitted('act')).toBeUndefined();
    await w.findAll('button')[1]!.trigger('click');
    await w.get('[data-testid="confirm-ending"] button.primary').trigger('click');
    expect(w.emitted('act')).toEqual([['award:white']]);
    w.unmount();
  });

  it('disabled endings cannot be pressed', () => {
    const off = mount(EndingsMenu, { props: { endings: ENDINGS, audience: 'director', disabled: true } });
    expect(off.findAll('button').every((b) => b.attributes('disabled') !== undefined)).toBe(true);
  });
});

describe('GameScreen', () => {
  const screen = async (id: number, audience: 'players' | 'director') => {
    const w = mount(GameScreen, { props: { id, audience }, global: { plugins: [createPinia()] }, attachTo: document.body });
    await vi.waitFor(() => expect(w.find('section.game-screen').exists()).toBe(true), READ_WAIT);
    return w;
  };

  it('issue 19: the page reads the game and its seating in one games.get (it used to ask twice)', async () => {
    const id = await createGame('othello');
    testBackend().calls.length = 0;
    await screen(id, 'director');
    await flushPromises();
    const gets = testBackend().calls.filter((c) => c.method === 'games.get');
    expect(gets).toEqual([{ method: 'games.get', payload: { id, audience: 'director', seating: true } }]);
  });

  it('onino rule 7 / hints: the table device (players) marks no legal move; the director\'s page does', async () => {
    const id = await createGame('othello');
    expect((await screen(id, 'players')).findAll('.legal-dot')).toHaveLength(0);
    expect((await screen(id, 'director')).findAll('.legal-dot')).toHaveLength(4);
  });

  it('a click on the board is recorded through the API and the record grows', async () => {
    const id = await createGame('othello');
    const w = await screen(id, 'players');
    await w.get('[data-square="f5"]').trigger('click');
    await vi.waitFor(() => expect(w.get('section').attributes('data-seq')).toBe('1'), READ_WAIT);
    expect(w.get('[data-testid="black-discs"]').text()).toBe('4');
  });

  it('a refused move shows the rule and the message, and Dismiss clears it', async () => {
    const w = await screen(await createGame('othello'), 'director');
    await w.get('[data-square="a1"]').trigger('click');
    await vi.waitFor(() => expect(w.find('[data-testid="refusal"]').exists()).toBe(true), READ_WAIT);
    expect(w.get('[data-testid="refusal"]').text()).toContain('Not recorded: a1');
    expect(w.get('.rule-tag').text()).toMatch(/othello rule|R-OTH/);
    await w.findAll('button').find((b) => b.text() === 'Dismiss')!.trigger('click');
    expect(w.find('[data-testid="refusal"]').exists()).toBe(false);
  });

  it('nothing is sent from a finished game: the board is disabled and a click records nothing', async () => {
    const id = await createGame('othello', ['d3', 'c3', 'b3', 'd2', 'e1', 'd6', 'd7', 'e3', 'f4']);
    const w = await screen(id, 'director');
    expect(w.get('[data-testid="status"]').classes()).toContain('finished');
    testBackend().calls.length = 0;
    await w.get('[data-square="a1"]').trigger('click');
    await flushPromises();
    expect(testBackend().calls.filter((c) => c.method === 'games.append')).toEqual([]);
    expect(w.findAll('.endings button').every((b) => b.attributes('disabled') !== undefined)).toBe(true);
  });

  it('undo asks for a reason, and the reason reaches the audit log', async () => {
    const event = await api.call('events.create', { name: 'Club night', game: 'othello', format: 'swiss' });
    const { id } = await api.call('games.create', { game: 'othello', options: {}, title: '', eventId: event.id });
    await api.call('games.append', { id, expectedSeq: 0, action: 'f5', audience: 'director' });
    const w = await screen(id, 'director');
    await w.findAll('button').find((b) => b.text() === 'Undo last action…')!.trigger('click');
    expect(w.get('dialog.reason-dialog').text()).toContain('This removes “f5” (action 1)');
    await w.get('input[name="reason"]').setValue('wrong square');
    await w.get('dialog.reason-dialog form').trigger('submit');
    await vi.waitFor(() => expect(w.get('section').attributes('data-seq')).toBe('0'), READ_WAIT);
    const audit = await api.call('audit.list', { eventId: event.id });
    expect(audit.some((a) => a.gameId === id && a.reason === 'wrong square')).toBe(true);
  });

  it('jumping to an earlier action disables the board and the notation box until Back to latest', async () => {
    const w = await screen(await createGame('othello', ['f5', 'd6']), 'director');
    await w.findAll('button.move')[0]!.trigger('click');
    await vi.waitFor(() => expect(w.get('section').attributes('data-ply')).toBe('1'), READ_WAIT);
    expect(w.get('[data-testid="status"]').text()).toContain('Position after 1 of 2');
    expect(w.get('input[name="notation"]').attributes('disabled')).toBeDefined();
    await w.findAll('button').find((b) => b.text() === 'Back to latest')!.trigger('click');
    await vi.waitFor(() => expect(w.get('section').attributes('data-ply')).toBe('2'), READ_WAIT);
    expect(w.get('input[name="notation"]').attributes('disabled')).toBeUndefined();
  });

  it('typed notation is sent and the box is cleared once recorded', async () => {
    const w = await screen(await createGame('ninuki', [], { size: 13 }), 'director');
    await w.get('input[name="notation"]').setValue(' G7 ');
    await w.get('form.notation-entry').trigger('submit');
    await vi.waitFor(() => expect(w.get('section').attributes('data-seq')).toBe('1'), READ_WAIT);
    expect((w.get('input[name="notation"]').element as HTMLInputElement).value).toBe('');
  });
});
