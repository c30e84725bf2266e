// @vitest-environment happy-dom
/**
 * Desk defect 3 (QA s20, s21): in a re-pairing preview, two players swapped and then a reload or a click on
 * another tab lost the edits without a question (Results already asked). The Pairing screen now asks
 * before leaving the screen or the round with edits not saved, in the user's language, and a reload or a
 * close asks the browser's question (beforeunload). Against the real backend.
 */
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView, createMemoryHistory, createRouter } from 'vue-router';
import { api } from '../../api/client';
import { setUiLocale } from '../../i18n';
import PairingView from './PairingView.vue';

afterEach(() => {
  setUiLocale('en');
  document.body.innerHTML = '';
});

async function swappedRepairPreview() {
  const e = await api.call('tournaments.create', { name: 'Swap night', game: 'othello', format: 'swiss', roundsPlanned: 3, options: {}, settings: {} });
  for (const name of ['Ann', 'Bob', 'Cy', 'Di']) {
    const p = await api.call('players.create', { name: `${name} Swap` });
    await api.call('events.register', { eventId: e.id, playerId: p.id });
  }
  await api.call('rounds.pair', { eventId: e.id });
  const Other = { render: () => h('p', 'another screen') };
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [{ path: '/events/:id(\\d+)/pairing', component: PairingView, props: true }, { path: '/events/:id(\\d+)/standings', component: Other }],
  });
  await router.push(`/events/${e.id}/pairing?round=1`);
  const w = mount(defineComponent({ render: () => h(RouterView) }), { global: { plugins: [createPinia(), router] }, attachTo: document.body });
  const button = (text: string) => w.findAll('button').find((b) => b.text() === text);
  await vi.waitFor(() => expect(button('Re-pair round 1…')).toBeDefined());
  await button('Re-pair round 1…')!.trigger('click');
  await vi.waitFor(() => expect(w.text()).toContain('re-pairing preview — not saved'));
  const chips = w.findAll('td button.chip');
  await chips[0]!.trigger('click');
  await chips[2]!.trigger('click');
  await vi.waitFor(() => expect(w.find('.state-chip.is-edited').exists()).toBe(true));
  return { w, router, eventId: e.id };
}

const dialog = () => document.querySelector('dialog[open]');
const dialogButton = (text: string) => [...document.querySelectorAll<HTMLButtonElement>('dialog[open] button')].find((b) => b.textContent?.trim() === text);

describe('desk defect 3: pairing edits not saved are not lost without a question', () => {
  it('another screen asks first; Stay keeps the edits, leaving after the question goes', async () => {
    const { w, router, eventId } = await swappedRepairPreview();
    const move = router.push(`/events/${eventId}/standings`);
    await vi.waitFor(() => expect(dialog()?.textContent).toContain('Round 1: pairing edits not saved'));
    dialogButton('Cancel')!.click();
    await move;
    expect(router.currentRoute.value.path).toBe(`/events/${eventId}/pairing`);
    expect(w.find('.state-chip.is-edited').exists()).toBe(true);

    const again = router.push(`/events/${eventId}/standings`);
    await vi.waitFor(() => expect(dialogButton('Leave without saving')).toBeDefined());
    dialogButton('Leave without saving')!.click();
    await again;
    expect(router.currentRoute.value.path).toBe(`/events/${eventId}/standings`);
    w.unmount();
  });

  it('another round asks first, in the user\'s language', async () => {
    const { w, router, eventId } = await swappedRepairPreview();
    setUiLocale('fr');
    const move = router.push(`/events/${eventId}/pairing?round=2`);
    await vi.waitFor(() => expect(dialog()?.textContent).toContain('Ronde 1 : modifications de l’appariement non enregistrées'));
    expect(dialogButton('Quitter sans enregistrer')).toBeDefined();
    dialogButton('Annuler')!.click();
    await move;
    expect(router.currentRoute.value.query.round).toBe('1');
    expect(w.find('.state-chip.is-edited').exists()).toBe(true);
    w.unmount();
  });

  it('a reload or a close asks the browser\'s question while edits are not saved, and not otherwise', async () => {
    const { w } = await swappedRepairPreview();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    const button = (text: string) => w.findAll('button').find((b) => b.text() === text);
    await button('Discard re-pairing')!.trigger('click');
    await vi.waitFor(() => expect(w.find('.state-chip.is-edited').exists()).toBe(false));
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
    w.unmount();
  });
});
