// @vitest-environment happy-dom
/**
 * Defect 2 (desk QA): Print → Round sheet with the Round box blank was refused as "round-sheet needs round" (an
 * internal id), the Round field was not marked, and the previous PDF stayed in the preview beside the refusal.
 * Blank now means the latest round; a real refusal names the field in words, marks it, and clears the preview.
 * Against the real backend.
 */
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView, createMemoryHistory, createRouter } from 'vue-router';
import { api } from '../../api/client';
import PrintView from './PrintView.vue';

async function eventWithRound(name: string, pair: boolean): Promise<number> {
  const e = await api.call('tournaments.create', { name, game: 'othello', format: 'swiss', roundsPlanned: 3, options: {}, settings: {} });
  for (const n of ['Ann', 'Bob', 'Cy', 'Di']) {
    const p = await api.call('players.create', { name: `${n} ${name}` });
    await api.call('events.register', { eventId: e.id, playerId: p.id });
  }
  if (pair) await api.call('rounds.pair', { eventId: e.id });
  return e.id;
}

describe('defect 2: Print with the Round box blank', () => {
  it('defect 2: a round sheet with the Round blank prints the latest round; a refusal marks the Round field in words and clears the old preview', async () => {
    URL.createObjectURL ??= () => 'blob:test';
    URL.revokeObjectURL ??= () => undefined;
    const paired = await eventWithRound('Paired night', true);
    const fresh = await eventWithRound('Fresh night', false);
    const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/print', component: PrintView }] });
    await router.push(`/print?document=round-sheet&event=${paired}`);
    const w = mount(defineComponent({ render: () => h(RouterView) }), { global: { plugins: [createPinia(), router] }, attachTo: document.body });
    const make = () => w.findAll('button').find((b) => b.text() === 'Make the PDF')!;
    await vi.waitFor(() => expect(w.find('select[name="round"]').exists()).toBe(true));
    await w.find('select[name="round"]').setValue('');
    // The label says what blank means, and blank prints the latest round.
    expect(w.text()).toContain('(empty: the latest)');
    await make().element.closest('form')!.dispatchEvent(new Event('submit'));
    await vi.waitFor(() => expect(w.find('.preview-card h2').text()).toContain('round-1-pairings.pdf'));
    expect(w.find('.error-note').exists()).toBe(false);

    // An event with no round paired: refused, the Round field marked with the words, the old PDF gone.
    await w.find('select[name="event"]').setValue(String(fresh));
    await vi.waitFor(() => expect(w.find('select[name="round"] option').text()).toBe('no round paired'));
    await make().element.closest('form')!.dispatchEvent(new Event('submit'));
    await vi.waitFor(() => expect(w.find('.error-note').exists()).toBe(true));
    expect(w.find('.error-note').text()).toContain('has no round paired yet');
    expect(w.find('.error-note').text()).not.toContain('round-sheet');
    expect(w.find('select[name="round"]').attributes('aria-invalid')).toBe('true');
    expect(w.find('#round-error').text()).toContain('pair round 1 first');
    expect(w.find('iframe').exists()).toBe(false);
    expect(w.find('.preview-card h2').text()).not.toContain('.pdf');
    w.unmount();
  });
});
