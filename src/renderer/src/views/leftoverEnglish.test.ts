// @vitest-environment happy-dom
/**
 * Issue 44, the language pass: the main screens rendered in French, Japanese and Spanish show no English
 * catalogue text where that language has its own (every visible text compared with the English catalogue
 * values whose translation differs). Against the real backend, on a real event with a round, results, a
 * correction and a withdrawal.
 */
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { defineComponent, h, type Component } from 'vue';
import { RouterView, createMemoryHistory, createRouter } from 'vue-router';
import { api } from '../api/client';
import { setUiLocale } from '../i18n';
import en from '../i18n/locales/en.json';
import fr from '../i18n/locales/fr.json';
import ja from '../i18n/locales/ja.json';
import es from '../i18n/locales/es.json';
import EventDetailView from './EventDetailView.vue';
import EventsView from './EventsView.vue';
import ProjectorView from './ProjectorView.vue';
import AuditView from './event/AuditView.vue';
import PairingView from './event/PairingView.vue';
import ResultsView from './event/ResultsView.vue';
import StandingsView from './event/StandingsView.vue';

type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else flatten(v, `${prefix}${k}.`, out);
  }
  return out;
}
const english = flatten(en as Tree);

/** English values a screen could show as they are (no placeholder, a real word) that `locale` words otherwise. */
function leftovers(locale: Tree): Set<string> {
  const theirs = flatten(locale);
  const out = new Set<string>();
  for (const [key, value] of english) {
    if (value.includes('{') || value.includes('|') || !/[a-z]{3}/i.test(value)) continue;
    if (theirs.get(key) !== value) out.add(value.trim());
  }
  return out;
}

/** Every visible text of the page, one per text node and per attribute people read (title, placeholder, aria-label). */
function texts(root: Element): string[] {
  const out: string[] = [];
  const walk = (n: Node) => {
    if (n.nodeType === 3) {
      const t = (n.textContent ?? '').trim();
      if (t) out.push(t);
    } else if (n.nodeType === 1) {
      const el = n as Element;
      if (['SCRIPT', 'STYLE'].includes(el.tagName)) return;
      for (const a of ['title', 'placeholder', 'aria-label']) {
        const v = el.getAttribute(a);
        if (v) out.push(v.trim());
      }
      el.childNodes.forEach(walk);
    }
  };
  walk(root);
  return out;
}

async function demoEvent(): Promise<number> {
  const e = await api.call('tournaments.create', { name: 'Soirée', game: 'othello', format: 'swiss', roundsPlanned: 3, options: {}, settings: {} });
  const ids: number[] = [];
  for (const name of ['Zoë Martin', 'Kenji Sato', 'Lucía Gómez', 'Amélie Roy', 'Omar Diallo']) {
    const p = await api.call('players.create', { name, rating: 1500 + name.length });
    ids.push(p.id);
    await api.call('events.register', { eventId: e.id, playerId: p.id });
  }
  await api.call('rounds.pair', { eventId: e.id });
  await api.call('rounds.publish', { eventId: e.id, round: 1 });
  await api.call('results.set', { eventId: e.id, round: 1, board: 1, game: 1, playoff: false, winner: 'a', score: { a: 40, b: 24 } });
  await api.call('results.correct', { eventId: e.id, round: 1, board: 1, game: 1, playoff: false, winner: 'b', score: { a: 24, b: 40 }, reason: 'x' });
  await api.call('results.set', { eventId: e.id, round: 1, board: 2, game: 1, playoff: false, winner: null, score: { a: 32, b: 32 } });
  await api.call('entries.withdraw', { eventId: e.id, entry: String(ids[4]), fromRound: 2, reason: 'x' });
  return e.id;
}

const SCREENS: Array<{ name: string; path: (id: number) => string; route: string; component: Component }> = [
  { name: 'events', path: () => '/events', route: '/events', component: EventsView },
  { name: 'dashboard', path: (id) => `/events/${id}`, route: '/events/:id(\\d+)', component: EventDetailView },
  { name: 'pairing', path: (id) => `/events/${id}/pairing`, route: '/events/:id(\\d+)/pairing', component: PairingView },
  { name: 'results', path: (id) => `/events/${id}/results?round=1`, route: '/events/:id(\\d+)/results', component: ResultsView },
  { name: 'standings', path: (id) => `/events/${id}/standings`, route: '/events/:id(\\d+)/standings', component: StandingsView },
  { name: 'audit', path: (id) => `/events/${id}/audit`, route: '/events/:id(\\d+)/audit', component: AuditView },
  { name: 'projector', path: () => '/projector', route: '/projector', component: ProjectorView },
];

afterAll(() => setUiLocale('en'));

describe('no English left on the main screens in French, Japanese and Spanish (issue 44)', () => {
  it('the scan itself flags an English catalogue text left on a French screen', () => {
    const div = document.createElement('div');
    div.innerHTML = `<p>Annuler</p><button title="${(en as Tree & { common: Tree }).common.cancel as string}">x</button>`;
    expect(texts(div).filter((t) => leftovers(fr as Tree).has(t))).toEqual([(en as Tree & { common: Tree }).common.cancel]);
  });

  for (const [code, catalogue] of [['fr', fr], ['ja', ja], ['es', es]] as const) {
    it(`${code}: every main screen`, async () => {
      const id = await demoEvent();
      setUiLocale(code);
      const english = leftovers(catalogue as Tree);
      const found: string[] = [];
      for (const s of SCREENS) {
        const router = createRouter({ history: createMemoryHistory(), routes: [{ path: s.route, component: s.component, props: true }, { path: '/:rest(.*)*', component: { render: () => null } }] });
        await router.push(s.path(id));
        const w = mount(defineComponent({ render: () => h(RouterView) }), { global: { plugins: [createPinia(), router] }, attachTo: document.body });
        await vi.waitFor(() => expect(w.text()).toMatch(/Zoë|Soirée/), { timeout: 5000 });
        await new Promise((r) => setTimeout(r, 100));
        await flushPromises();
        for (const t of texts(w.element)) if (english.has(t)) found.push(`${s.name}: "${t}"`);
        w.unmount();
      }
      expect(found).toEqual([]);
    }, 60_000);
  }
});
