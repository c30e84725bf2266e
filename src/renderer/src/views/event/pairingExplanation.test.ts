// @vitest-environment happy-dom
/**
 * Issue 37 part 5 in the pairing preview: for a Dutch 2026 round the screen says, per bracket, which
 * criterion decided each float and the bye (the data `td pair --explain` prints), in the screen's
 * language; for a 2017 round it says that explanations exist for the 2026 rules only. Against the
 * real backend and the real PairingView.
 */
import { mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView, createMemoryHistory, createRouter } from 'vue-router';
import { api } from '../../api/client';
import { setUiLocale } from '../../i18n';
import PairingView from './PairingView.vue';

afterEach(() => setUiLocale('en'));

const NAMES = ['Ann', 'Bob', 'Cy', 'Di', 'Eve'];

async function event(settings: object) {
  const e = await api.call('tournaments.create', { name: `Why ${JSON.stringify(settings)}`, game: 'ninuki', format: 'swiss', roundsPlanned: 5, options: {}, settings });
  for (const [i, name] of NAMES.entries()) {
    const p = await api.call('players.create', { name: `${name} Why${e.id}`, rating: 2000 - 10 * i });
    await api.call('events.register', { eventId: e.id, playerId: p.id });
  }
  return e.id;
}

async function previewScreen(eventId: number) {
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/events/:id(\\d+)/pairing', component: PairingView, props: true }] });
  await router.push(`/events/${eventId}/pairing`);
  const w = mount(defineComponent({ render: () => h(RouterView) }), { global: { plugins: [createPinia(), router] }, attachTo: document.body });
  const button = (text: string) => w.findAll('button').find((b) => b.text() === text);
  const label = (await import('../../i18n')).t('pairing.previewButton');
  await vi.waitFor(() => expect(button(label)).toBeDefined());
  await button(label)!.trigger('click');
  await vi.waitFor(() => expect(w.find('[data-testid="explanation"]').exists()).toBe(true));
  return w;
}

describe('why this pairing in the pairing preview (issue 37 part 5)', () => {
  it('a Dutch 2026 round: per bracket, the bye and the criterion that gave it, as the engine explains it', async () => {
    const eventId = await event({});
    const direct = await api.call('rounds.pair', { eventId, preview: true });
    expect(direct.explanation?.edition).toBe('2026');
    const bye = direct.explanation!.brackets.flatMap((b) => b.events).find((e) => e.kind === 'bye')!;
    expect(bye).toBeDefined();
    expect(direct.round.pairings.find((p) => p.kind === 'bye')).toMatchObject({ entry: { id: bye.player.id } });

    const w = await previewScreen(eventId);
    const text = w.find('[data-testid="explanation"]').text();
    expect(text).toContain('Why this pairing (FIDE Dutch system, C.04.3 edition 2026)');
    expect(text).toMatch(/bracket 0: residents Ann Why\d+ \(1\), Bob/);
    expect(text).toContain(`${bye.player.name} (${bye.player.pairingNumber}) gets the pairing-allocated bye: `);
    w.unmount();
  });

  it('in the screen\'s language (French, Japanese, Spanish)', async () => {
    for (const [lang, words] of [['fr', 'reçoit l\'exempt attribué par l\'appariement'], ['ja', 'に組み合わせによる不戦勝'], ['es', 'recibe el descanso asignado por el emparejamiento']] as const) {
      setUiLocale(lang);
      const w = await previewScreen(await event({}));
      expect(w.find('[data-testid="explanation"]').text()).toContain(words);
      w.unmount();
    }
  });

  it('a 2017 round says that explanations exist for the 2026 rules only', async () => {
    const w = await previewScreen(await event({ dutchEdition: '2017' }));
    const text = w.find('[data-testid="explanation"]').text();
    expect(text).toContain('Explanations exist for the 2026 rules only');
    expect(text).not.toContain('bracket');
    w.unmount();
  });
});
