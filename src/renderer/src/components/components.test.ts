// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToasts } from '../stores/toasts';
import ConfirmDialog, { type Question } from './ConfirmDialog.vue';
import ToastList from './ToastList.vue';

type Asker = { ask(q: Question): Promise<string | null> };
const QUESTION: Question = { title: 'Withdraw Ada?', text: 'Ada leaves the event.', confirmLabel: 'Withdraw', danger: true };

function dialog() {
  const w = mount(ConfirmDialog, { attachTo: document.body });
  return { w, ask: (q: Question) => (w.vm as unknown as Asker).ask(q), button: (text: string) => w.findAll('button').find((b) => b.text() === text)! };
}

describe('ConfirmDialog', () => {
  it('confirming without a reason asked resolves with \'\'; the question is shown as asked', async () => {
    const { w, ask, button } = dialog();
    const answer = ask(QUESTION);
    await vi.waitFor(() => expect(w.find('h2').exists()).toBe(true));
    expect(w.get('h2').text()).toBe('Withdraw Ada?');
    expect(w.get('p').text()).toBe('Ada leaves the event.');
    expect(w.find('input').exists()).toBe(false);
    expect(button('Withdraw').classes()).toContain('danger-solid');
    await w.get('form').trigger('submit');
    expect(await answer).toBe('');
    expect(w.get('dialog').attributes('open')).toBeUndefined();
  });

  it('a required reason blocks confirming until one is typed, then resolves with it trimmed', async () => {
    const { w, ask, button } = dialog();
    const answer = ask({ ...QUESTION, reason: 'required' });
    await vi.waitFor(() => expect(w.find('input[name="confirm-reason"]').exists()).toBe(true));
    expect(button('Withdraw').attributes('disabled')).toBeDefined();
    await w.get('form').trigger('submit');
    expect(w.get('dialog').attributes('open')).toBeDefined();
    await w.get('input').setValue('  ill  ');
    expect(button('Withdraw').attributes('disabled')).toBeUndefined();
    await w.get('form').trigger('submit');
    expect(await answer).toBe('ill');
  });

  it('an optional reason may be left empty and says so in its label', async () => {
    const { w, ask } = dialog();
    const answer = ask({ ...QUESTION, reason: 'optional', reasonLabel: 'Note' });
    await vi.waitFor(() => expect(w.find('label').exists()).toBe(true));
    expect(w.get('label').text()).toContain('Note — optional');
    await w.get('form').trigger('submit');
    expect(await answer).toBe('');
  });

  it('Cancel and Escape resolve with null', async () => {
    const { w, ask, button } = dialog();
    const cancelled = ask(QUESTION);
    await vi.waitFor(() => expect(w.find('form').exists()).toBe(true));
    await button('Cancel').trigger('click');
    expect(await cancelled).toBeNull();
    const escaped = ask(QUESTION);
    await vi.waitFor(() => expect(w.get('dialog').attributes('open')).toBeDefined());
    await w.get('dialog').trigger('cancel');
    expect(await escaped).toBeNull();
  });

  it('a second question asked at once settles the first with null instead of leaving it waiting', async () => {
    const { w, ask } = dialog();
    const first = ask(QUESTION);
    const second = ask({ ...QUESTION, title: 'Second' });
    expect(await first).toBeNull();
    await vi.waitFor(() => expect(w.get('h2').text()).toBe('Second'));
    await w.get('form').trigger('submit');
    expect(await second).toBe('');
  });
});

describe('ToastList', () => {
  beforeEach(() => {
    setActivePinia(createPinia());
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each toast with its kind; Dismiss removes it', async () => {
    const pinia = createPinia();
    setActivePinia(pinia);
    const toasts = useToasts();
    const w = mount(ToastList, { global: { plugins: [pinia] } });
    toasts.ok('Saved Ada');
    toasts.error('Not recorded: a1');
    await w.vm.$nextTick();
    const shown = w.findAll('.toast');
    expect(shown.map((t) => [t.classes().includes('error') ? 'error' : 'ok', t.get('span').text()])).toEqual([['ok', 'Saved Ada'], ['error', 'Not recorded: a1']]);
    await shown[0]!.get('button[aria-label="Dismiss"]').trigger('click');
    expect(w.findAll('.toast').map((t) => t.get('span').text())).toEqual(['Not recorded: a1']);
  });

  it('confirmations go by themselves before failures do; a burst keeps only the latest four', async () => {
    const pinia = createPinia();
    setActivePinia(pinia);
    const toasts = useToasts();
    const w = mount(ToastList, { global: { plugins: [pinia] } });
    toasts.ok('saved');
    toasts.error('refused');
    vi.advanceTimersByTime(3000);
    await w.vm.$nextTick();
    expect(w.findAll('.toast span').map((s) => s.text())).toEqual(['refused']);
    vi.advanceTimersByTime(5000);
    await w.vm.$nextTick();
    expect(w.findAll('.toast')).toHaveLength(0);
    for (const n of [1, 2, 3, 4, 5, 6]) toasts.ok(`save ${n}`);
    await w.vm.$nextTick();
    expect(w.findAll('.toast span').map((s) => s.text())).toEqual(['save 3', 'save 4', 'save 5', 'save 6']);
  });
});
