// @vitest-environment happy-dom
/**
 * Issue 41 part 5: the Japanese first move (one player hides a disc, the other guesses its colour; the
 * winner takes the colour or the right to win a draw) recorded from the results screen like the other
 * first-move procedures, through results.firstMove.
 */
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia } from 'pinia';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameView } from '../../../shared/api/methods/tournament';
import { api } from '../api/client';
import { setUiLocale } from '../i18n';
import FirstMoveControl from './FirstMoveControl.vue';

const allocated = (decidedBy: GameView['decidedBy']): GameView => ({
  number: 1, first: 'a', firstSide: 'first', decidedBy, result: null, gameId: null,
  due: { how: 'allocated', by: null, recorded: true, why: 'the pairing allocates the first move', reason: { key: 'allocated', game: 0 } },
  flags: {} as GameView['flags'],
} as GameView);

const at = { eventId: 7, round: 2, board: 3, game: 1 };
const control = (g: GameView, hiddenDisc = true) => mount(FirstMoveControl, {
  props: { at, names: { a: 'Ann Hider', b: 'Bob Guesser' }, game: g, hiddenDisc }, global: { plugins: [createPinia()] }, attachTo: document.body,
});

afterEach(() => {
  vi.restoreAllMocks();
  setUiLocale('en');
  document.body.innerHTML = '';
});

describe('the hidden-disc form on the results screen (issue 41 part 5, Japanese first move)', () => {
  it('records who hid the disc, the guess, the disc, what the winner took and Black, through results.firstMove', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue({} as never);
    const w = control(allocated(null));
    await w.get('button').trigger('click');
    expect(w.get('button').text()).not.toBe('');
    await w.get('select[name="hider"]').setValue('a');
    await w.get('select[name="guess"]').setValue('white');
    await w.get('select[name="disc"]').setValue('black');
    await w.get('select[name="took"]').setValue('draw');
    // Ann hid black, Bob guessed white: Ann wins the guess and takes the draw right; Bob picks the colour.
    expect(w.get('[data-testid="hidden-disc-outcome"]').text()).toBe('Ann Hider wins the guess; Ann Hider holds the right to win a draw.');
    await w.get('select[name="black"]').setValue('b');
    await w.get('form').trigger('submit');
    await flushPromises();
    expect(call).toHaveBeenCalledWith('results.firstMove', {
      ...at, playoff: false, reason: '',
      decision: { how: 'hidden-disc', hider: 'a', guess: 'white', disc: 'black', winnerTook: 'draw', black: 'b' },
    });
  });

  it('refuses an incomplete form, naming the field, and calls nothing', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue({} as never);
    const w = control(allocated(null));
    await w.get('button').trigger('click');
    await w.get('select[name="hider"]').setValue('b');
    await w.get('select[name="guess"]').setValue('black');
    await w.get('form').trigger('submit');
    await flushPromises();
    expect(w.get('[role="alert"]').text()).toBe('Choose “The disc was”: the hidden-disc procedure needs it.');
    expect(call).not.toHaveBeenCalled();
    // The refusal goes once the director answers.
    await w.get('select[name="disc"]').setValue('white');
    expect(w.find('[role="alert"]').exists()).toBe(false);
  });

  it('names the recorded decision, and a correction asks for a reason', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue({} as never);
    const w = control(allocated({ how: 'hidden-disc', hider: 'b', guess: 'black', disc: 'black', winnerTook: 'colour', black: 'a' }));
    expect(w.get('[data-testid="first-move-decision"]').text())
      .toBe('Bob Guesser hid a black disc, Ann Hider guessed black: Ann Hider won the guess and took the colour; Ann Hider plays Black');
    expect(w.text()).not.toContain('the pairing allocates');
    await w.get('button').trigger('click');
    expect((w.get('select[name="took"]').element as HTMLSelectElement).value).toBe('colour');
    await w.get('form').trigger('submit');
    await flushPromises();
    expect(w.get('[role="alert"]').text()).toContain('Say why');
    expect(call).not.toHaveBeenCalled();
  });

  it('speaks French, Japanese and Spanish too', async () => {
    const d = { how: 'hidden-disc', hider: 'a', guess: 'white', disc: 'white', winnerTook: 'draw', black: 'a' } as const;
    const texts: Record<string, string> = {};
    for (const lang of ['fr', 'ja', 'es'] as const) {
      setUiLocale(lang);
      const w = control(allocated(d));
      texts[lang] = w.get('[data-testid="first-move-decision"]').text();
      await w.get('button').trigger('click');
      texts[`${lang}-label`] = w.get('select[name="hider"]').element.closest('label')!.textContent!;
      w.unmount();
    }
    expect(texts.fr).toBe('Ann Hider a caché un pion blanc, Bob Guesser a annoncé blanc : Bob Guesser a gagné l\'annonce et a pris le droit de gagner en cas de nulle ; Ann Hider joue Noir');
    expect(texts['fr-label']).toContain('Pion caché par');
    expect(texts.ja).toContain('引き分け勝ちの権利');
    expect(texts['ja-label']).toContain('石を隠した人');
    expect(texts.es).toContain('el derecho a ganar un empate');
    expect(texts['es-label']).toContain('Ficha ocultada por');
  });

  it('a game whose federations have no hidden disc keeps the allocation, with no form', () => {
    const w = control(allocated(null), false);
    expect(w.find('select[name="hider"]').exists()).toBe(false);
    expect(w.find('button').text()).toBe('Record first move');
  });
});
