// @vitest-environment happy-dom
/**
 * Desk defect 1 (QA s18, s34): Entries → Withdraw… with "From round" cleared asked "… will not be paired
 * from round on." and was then refused with "entries.withdraw: fromRound: must be a number", the method and
 * field ids left inside the French words too; Bye… with an empty round the same ("entries.requestBye: round:
 * …"). The panel now refuses an empty or non-whole round itself, before any confirmation, marking the field
 * in the user's language; and a refusal of a form field names the field as the screen labels it. Against
 * the real backend.
 */
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView, createMemoryHistory, createRouter, type RouteRecordRaw } from 'vue-router';
import { api } from '../../api/client';
import { errorInfo, errorText } from '../../feedback';
import { refusal, testBackend } from '../../testing';
import { setUiLocale } from '../../i18n';
import EntriesView from './EntriesView.vue';

afterEach(() => {
  setUiLocale('en');
  document.body.innerHTML = '';
});

/** The screen at `path`, under a router that knows it (one wrapper component for every screen of the file). */
const Outlet = defineComponent({ render: () => h(RouterView) });
async function screenAt(route: RouteRecordRaw, path: string) {
  const router = createRouter({ history: createMemoryHistory(), routes: [route] });
  await router.push(path);
  return mount(Outlet, { global: { plugins: [createPinia(), router] }, attachTo: document.body });
}

async function entriesScreen() {
  const e = await api.call('tournaments.create', { name: 'Empty round night', game: 'othello', format: 'swiss', roundsPlanned: 3, options: {}, settings: {} });
  for (const name of ['Ann Empty', 'Bob Empty']) {
    const p = await api.call('players.create', { name });
    await api.call('events.register', { eventId: e.id, playerId: p.id });
  }
  const w = await screenAt({ path: '/events/:id(\\d+)/entries', component: EntriesView, props: true }, `/events/${e.id}/entries`);
  await vi.waitFor(() => expect(w.findAll('button[aria-label^="Withdraw"]').length).toBe(2));
  return { w, eventId: e.id };
}

const dialogOpen = () => document.querySelector('dialog[open]') !== null;
const sent = (method: string) => testBackend().calls.filter((c) => c.method === method).length;

describe('desk defect 1: an empty round in the withdraw and bye panels', () => {
  for (const [kind, button, label, method] of [
    ['withdraw', 'Withdraw', 'From round', 'entries.withdraw'],
    ['bye', 'Request a bye', 'Round', 'entries.requestBye'],
  ] as const) {
    it(`${kind}: the panel refuses an emptied round itself, marking the field, and asks nothing`, async () => {
      const { w } = await entriesScreen();
      const before = sent(method);
      const open = w.findAll('button').find((b) => (b.attributes('aria-label') ?? '').startsWith(button));
      await open!.trigger('click');
      const field = w.find('input[name=panel-round]');
      await field.setValue('');
      await w.find('form.action-panel').trigger('submit');
      await vi.waitFor(() => expect(w.find('#panel-round-error').exists()).toBe(true));
      expect(w.find('#panel-round-error').text()).toBe(`“${label}” must be a whole round number from 1 to 999.`);
      expect(field.attributes('aria-invalid')).toBe('true');
      expect(dialogOpen()).toBe(false);
      expect(w.text()).not.toContain('from round on');
      expect(sent(method)).toBe(before);

      await field.setValue('2.5');
      await w.find('form.action-panel').trigger('submit');
      await vi.waitFor(() => expect(w.find('#panel-round-error').exists()).toBe(true));
      expect(dialogOpen()).toBe(false);
      expect(sent(method)).toBe(before);
      w.unmount();
    });
  }

  it('in French the field is marked in French', async () => {
    const { w } = await entriesScreen();
    setUiLocale('fr');
    const open = w.findAll('button.danger').find((b) => (b.attributes('aria-label') ?? '') !== '');
    await open!.trigger('click');
    await w.find('input[name=panel-round]').setValue('');
    await w.find('form.action-panel').trigger('submit');
    await vi.waitFor(() => expect(w.find('#panel-round-error').exists()).toBe(true));
    expect(w.find('#panel-round-error').text()).toBe('« À partir de la ronde » doit être un numéro de ronde entier de 1 à 999.');
    expect(dialogOpen()).toBe(false);
    w.unmount();
  });

  it('a refusal of a form field names the field as the screen labels it, never the method or field id', async () => {
    const e = await api.call('tournaments.create', { name: 'Ids night', game: 'othello', format: 'swiss', roundsPlanned: 3, options: {}, settings: {} });
    const bad = await refusal('entries.withdraw', { eventId: e.id, entry: '1', fromRound: '', reason: '' });
    const shown = errorInfo(bad, { fromRound: 'From round' });
    expect(shown.message).toBe('“From round” must be a number.');
    expect(errorText(bad, { fromRound: 'From round' })).toBe('“From round” must be a number.');
    // Without a label the field is "a value in this form", still without ids.
    expect(errorInfo(bad).message).toBe('A value in this form must be a number.');

    setUiLocale('fr');
    const enFrancais = await refusal('entries.requestBye', { eventId: e.id, entry: '1', round: '', kind: 'half', reason: '' });
    const text = errorText(enFrancais, { round: 'Ronde' });
    expect(text).toBe('« Ronde » doit être un nombre.');
    for (const id of ['entries.', 'requestBye', 'round:']) expect(text).not.toContain(id);
  });
});

describe('desk defect 1, the general mechanism: another form (Sanctions) names its field too', () => {
  it('a round left empty on Sanctions is refused as "“Round” must be a number.", without sanctions.record or round:', async () => {
    const { default: SanctionsView } = await import('./SanctionsView.vue');
    const e = await api.call('tournaments.create', { name: 'Sanction ids night', game: 'othello', format: 'swiss', roundsPlanned: 3, options: {}, settings: {} });
    const w = await screenAt({ path: '/events/:id(\\d+)/sanctions', component: SanctionsView, props: true }, `/events/${e.id}/sanctions`);
    await vi.waitFor(() => expect(w.find('input[name=sanction-round]').exists()).toBe(true));
    await w.find('input[name=sanction-round]').setValue('');
    await w.find('input[name=sanction-reason]').setValue('noise at table 2');
    await w.find('input[name=sanction-round]').element.closest('form')!.dispatchEvent(new Event('submit'));
    await vi.waitFor(() => expect(w.find('.error-note').exists()).toBe(true));
    const note = w.find('.error-note').text();
    expect(note).toContain('“Round” must be a number.');
    for (const id of ['sanctions.record', 'round:']) expect(note).not.toContain(id);
    w.unmount();
  });
});
