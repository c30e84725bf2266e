// @vitest-environment happy-dom
/**
 * The UI's language as a device setting (issue 25): the choice is kept in this browser and `<html lang>`
 * follows; numbers, half points, dates, side names and name order follow the chosen language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h, nextTick } from 'vue';
import { mount } from '@vue/test-utils';
import { formatDateTime, formatNumber, i18n, nameOrder, setUiLocale, sideName, t } from './index';
import { points } from '../views/event/labels';
import en from './locales/en.json';

afterEach(() => setUiLocale('en'));

describe('the UI language', () => {
  it('is remembered in this browser and sets <html lang>; the pseudo-locale formats as English', () => {
    setUiLocale('ja');
    expect(localStorage.getItem('td.lang')).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(t('eventNav.standings')).toBe('順位表');
    setUiLocale('pseudo');
    expect(document.documentElement.lang).toBe('en');
    expect(t('eventNav.standings')).toMatch(/^Štáñdíñğš|^Štáñdíñgš/);
  });

  it('writes numbers and half points the language\'s way', () => {
    expect(points(2.25)).toBe('2.25');
    expect(points(1.5)).toBe('1½');
    setUiLocale('fr');
    expect(points(2.25)).toBe('2,25');
    expect(points(0.5)).toBe('½');
    expect(points(-0.5)).toBe('-½');
    expect(formatNumber(1234.5)).toMatch(/^1\s234,5$/u);
  });

  it('keeps English dates unambiguous (YYYY-MM-DD HH:MM) and writes French ones the French way', () => {
    const at = new Date(2026, 10, 25, 14, 5, 9).toISOString();
    expect(formatDateTime(at)).toBe('2026-11-25 14:05');
    expect(formatDateTime(at, true)).toBe('2026-11-25 14:05:09');
    setUiLocale('fr');
    expect(formatDateTime(at)).toBe('25/11/2026 14:05');
    expect(formatDateTime(null)).toBe('');
  });

  it('names an engine\'s sides in the language, and leaves a side without a word as it is', () => {
    setUiLocale('es');
    expect(sideName('othello', 'black')).toBe('negras');
    expect(sideName('tonobeb', 'red')).toBe('rojo');
    expect(sideName('ninuki', 'x')).toBe('x');
  });

  it('sorts names in the language\'s collation (accents secondary, numbers as numbers)', () => {
    setUiLocale('es');
    expect(['Zoë', 'Ñandú', 'Nora', 'Álvaro', 'Table 10', 'Table 9'].sort(nameOrder.value)).toEqual(['Álvaro', 'Nora', 'Ñandú', 'Table 9', 'Table 10', 'Zoë']);
  });

  it('gives the text vue-i18n gives, asked once or again, and follows a change of language', () => {
    const asks: Array<[string, ...unknown[]]> = [
      ['eventNav.standings'], ['board.gameNo', { id: 7 }], ['board.actions', 1], ['board.actions', 12], ['no.such.key'],
      ['board.actions', ['a list']], ['board.gameNo', { id: new Date(0) }],
      // JSON writes these three alike (null, or nothing): each must still get its own text.
      ['board.gameNo', { id: null }], ['board.gameNo', { id: Number.NaN }], ['board.gameNo', { id: undefined }], ['board.gameNo', {}],
    ];
    const vueI18n = i18n.global.t as unknown as (key: string, ...args: unknown[]) => string;
    const ours = t as unknown as (key: string, ...args: unknown[]) => string;
    for (const locale of ['en', 'fr', 'ja', 'en'] as const) {
      setUiLocale(locale);
      for (const ask of asks) {
        expect(ours(...ask)).toBe(vueI18n(...ask));
        expect(ours(...ask)).toBe(vueI18n(...ask));
      }
    }
    expect(t('board.gameNo', { id: 7 })).toBe('game 7');
    expect(t('board.gameNo', { id: 8 })).toBe('game 8');
    setUiLocale('fr');
    expect(t('board.gameNo', { id: 7 })).toBe('partie 7');
  });

  it('fills named values into a message as vue-i18n does, for every message of every language, asked once or again', () => {
    type Tree = { [key: string]: string | Tree };
    const keys = (tree: Tree, prefix = ''): Array<[string, string]> => Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : keys(v, `${prefix}${k}.`)));
    const vueI18n = i18n.global.t as unknown as (key: string, ...args: unknown[]) => string;
    const ours = t as unknown as (key: string, ...args: unknown[]) => string;
    for (const locale of ['en', 'fr', 'ja', 'es', 'pseudo', 'en'] as const) {
      setUiLocale(locale);
      for (const [key, english] of keys(en as Tree)) {
        const names = [...new Set([...english.matchAll(/\{\s*(\w+)\s*\}/g)].map((m) => m[1]!))];
        if (names.length === 0) continue;
        // Strings, numbers (0, 1 and 2 choose plural branches), text that looks like the message syntax, and a second set of values.
        for (const sample of [(i: number) => `v${i}`, (i: number) => i, (i: number) => `{x} @:y | ${i}`, (i: number) => i + 2]) {
          const named = Object.fromEntries(names.map((name, i) => [name, sample(i)]));
          expect(ours(key, named), `${locale} ${key}`).toBe(vueI18n(key, named));
          expect(ours(key, named), `${locale} ${key}`).toBe(vueI18n(key, named));
        }
      }
    }
    // A message in the form of text and places: the labels a board redraws on every move.
    expect(t('board.gameNo', { id: 9 })).toBe('game 9');
  });

  it('redraws a screen\'s words when the language changes ($t in a template)', async () => {
    const Label = defineComponent({ render() { return h('p', this.$t('eventNav.standings')); } });
    const wrapper = mount(Label);
    expect(wrapper.text()).toBe('Standings');
    setUiLocale('ja');
    await nextTick();
    expect(wrapper.text()).toBe('順位表');
    wrapper.unmount();
  });
});
