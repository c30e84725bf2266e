// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { createMemoryHistory, createRouter } from 'vue-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../api/client';
import SectionsPanel from './SectionsPanel.vue';

const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:p(.*)*', component: { template: '<div />' } }] });
const settle = async () => {
  for (let i = 0; i < 6; i++) await flushPromises();
};
const button = (w: ReturnType<typeof mount>, text: string) => w.findAll('button').find((b) => b.text() === text)!;

describe('SectionsPanel (issue 44: A and B sections on the dashboard)', () => {
  beforeEach(() => {
    setActivePinia(createPinia());
  });

  it('adds sections A and B, previews a split by rating then applies it, moves one player, undoes it, and checks every section in', async () => {
    const event = await api.call('tournaments.create', { name: 'Club night', game: 'othello', format: 'swiss', roundsPlanned: 3, settings: {} });
    for (const [name, rating] of [['Ann', 2000], ['Bob', 1900], ['Cid', 1700], ['Dee', 1600]] as const) {
      const p = await api.call('players.create', { name, rating });
      await api.call('events.register', { eventId: event.id, playerId: p.id });
    }
    const w = mount(SectionsPanel, { props: { eventId: event.id }, global: { plugins: [router] }, attachTo: 'body' });
    await settle();
    expect(w.text()).toContain('Run this event in sections');
    // An event without sections shows no form until the director asks for sections.
    expect(w.find('input[name="section-name"]').exists()).toBe(false);
    await w.get('button[name="sections-start"]').trigger('click');
    for (const name of ['A', 'B']) {
      await w.get('input[name="section-name"]').setValue(name);
      await w.get('form').trigger('submit');
      await settle();
    }
    expect(w.findAll('tr[data-section]').map((r) => r.attributes('data-section'))).toEqual(['A', 'B']);

    await w.get('select[name="split-by"]').setValue('rating');
    await w.get('input[name="split-value"]').setValue('1800');
    await w.findAll('form')[1]!.trigger('submit');
    await settle();
    expect(w.get('[data-testid="split-preview"]').text()).toContain('4 players would move:');
    expect(w.get('[data-testid="split-preview"]').text()).toContain('Cid (1700): — → B');
    expect((await api.call('sections.list', { eventId: event.id })).unplaced).toHaveLength(4); // a preview writes nothing
    await button(w, 'Apply the split').trigger('click');
    await settle();
    expect(w.get('tr[data-section="A"]').text()).toContain('2');

    const bob = (await api.call('sections.list', { eventId: event.id })).sections[0]!.players.find((p) => p.name === 'Bob')!;
    const b = (await api.call('sections.list', { eventId: event.id })).sections[1]!;
    await w.get(`select[name="section-of-${bob.playerId}"]`).setValue(String(b.eventId));
    await settle();
    expect((await api.call('sections.list', { eventId: event.id })).sections[1]!.players.map((p) => p.name)).toContain('Bob');
    await button(w, 'Undo').trigger('click');
    await settle();
    expect((await api.call('sections.list', { eventId: event.id })).sections[0]!.players.map((p) => p.name)).toEqual(['Ann', 'Bob']);

    await w.get(`select[name="absent-${bob.playerId}"]`).setValue('half');
    await w.get('button[name="sections-check-in"]').trigger('click');
    await settle();
    const entries = await api.call('entries.list', { eventId: (await api.call('sections.list', { eventId: event.id })).sections[0]!.eventId });
    expect(entries.find((e) => e.name === 'Bob')!.byes).toEqual([expect.objectContaining({ round: 1, kind: 'half' })]);
    w.unmount();
  });

  it('shows a refusal in words where it happened: moving a player out of a section that has paired its first round', async () => {
    const event = await api.call('tournaments.create', { name: 'Night', game: 'othello', format: 'swiss', roundsPlanned: 3, settings: {} });
    const a = await api.call('sections.create', { eventId: event.id, name: 'A' });
    const b = await api.call('sections.create', { eventId: event.id, name: 'B' });
    const ids = [];
    for (const name of ['Ann', 'Bob']) {
      const p = await api.call('players.create', { name });
      ids.push(p.id);
      await api.call('sections.move', { eventId: event.id, playerId: p.id, to: a.eventId });
    }
    await api.call('rounds.pair', { eventId: a.eventId });
    const w = mount(SectionsPanel, { props: { eventId: event.id }, global: { plugins: [router] }, attachTo: 'body' });
    await settle();
    await w.get(`select[name="section-of-${ids[0]}"]`).setValue(String(b.eventId));
    await settle();
    expect(w.get('[role="alert"]').text()).toBe('Ann cannot move: section A has paired 1 round already (an entry moves only before its section\'s first round is paired)');
    // A section's own dashboard points back to the event holding it.
    const own = mount(SectionsPanel, { props: { eventId: a.eventId }, global: { plugins: [router] } });
    await settle();
    expect(own.get('[data-testid="section-of"]').text()).toContain('This is section A of Night');
    w.unmount();
    own.unmount();
  });

  it('splits three sections by rating bands from the card: preview, then apply', async () => {
    const event = await api.call('tournaments.create', { name: 'Open night', game: 'othello', format: 'swiss', roundsPlanned: 3, settings: {} });
    for (const [name, rating] of [['Ann', 2000], ['Bob', 1850], ['Cid', 1700], ['Dee', 1500], ['Eve', 1300], ['Fay', 1100]] as const) {
      await api.call('events.register', { eventId: event.id, playerId: (await api.call('players.create', { name, rating })).id });
    }
    for (const name of ['A', 'B', 'C']) await api.call('sections.create', { eventId: event.id, name });
    const w = mount(SectionsPanel, { props: { eventId: event.id }, global: { plugins: [router] }, attachTo: 'body' });
    await settle();
    expect(w.get('select[name="split-by"]').text()).toContain('rating bands over A, B, C');
    await w.get('select[name="split-by"]').setValue('bands');
    expect(w.text()).toContain('Floors, highest first (1800, 1500)');
    await w.get('input[name="split-value"]').setValue('1800, 1500');
    await w.findAll('form')[1]!.trigger('submit');
    await settle();
    expect(w.get('[data-testid="split-preview"]').text()).toContain('Dee (1500): — → B');
    expect(w.get('[data-testid="split-preview"]').text()).toContain('Eve (1300): — → C');
    await button(w, 'Apply the split').trigger('click');
    await settle();
    const after = await api.call('sections.list', { eventId: event.id });
    expect(after.sections.map((s) => s.players.map((p) => p.name))).toEqual([['Ann', 'Bob'], ['Cid', 'Dee'], ['Eve', 'Fay']]);
    w.unmount();
  });
});
