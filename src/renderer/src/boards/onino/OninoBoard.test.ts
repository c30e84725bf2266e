// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../../shared/api/methods/games';
import type { Audience } from '../../../../shared/games/types';
import { createGame, gameState, inLanguage, playedGame, echoing, echoLayerIn, shapesIn } from '../../testing';
import OninoBoard from './OninoBoard.vue';

/** `echo`: the position a tap leads to, as the game screen holds it during the tap's frame (TapEcho.vue). */
function board(game: GameState, props: { hints?: boolean; audience?: Audience; disabled?: boolean; pending?: boolean; echo?: GameState } = {}) {
  return mount(OninoBoard, {
    props: { game, hints: props.hints ?? true, audience: props.audience ?? 'director', disabled: props.disabled ?? false, pending: props.pending ?? false },
    global: { provide: props.echo ? echoing(props.echo) : {} }, attachTo: document.body,
  });
}
type Board = ReturnType<typeof board>;
const emitted = (w: Board) => (w.emitted('act') ?? []).map((e) => e[0]);
const button = (w: Board, text: string) => {
  const found = w.findAll('button').find((b) => b.text() === text);
  if (!found) throw new Error(`no button "${text}" in ${w.findAll('button').map((b) => b.text()).join(' | ')}`);
  return found;
};
// first completes a1-e1 with its fifth marker and has not declared it (rule 7).
const ONINO = ['a1', 'a3', 'b1', 'b3', 'c1', 'c3', 'd1', 'd3', 'e1'];

describe('OninoBoard', () => {
  it('a grid of 15 rows of 15 squares; the last marker is marked pending until its move is confirmed, and only it', async () => {
    const w = board(await playedGame('onino', ['a1', 'c3']), { pending: true });
    const rows = w.findAll('[role="row"]');
    expect(rows).toHaveLength(15);
    expect(rows.every((r) => r.findAll('[role="gridcell"]').length === 15)).toBe(true);
    expect(w.findAll('.marker.pending').map((m) => m.element.closest('[data-square]')!.getAttribute('data-square'))).toEqual(['c3']);
    await w.setProps({ pending: false });
    expect(w.findAll('.marker.pending')).toHaveLength(0);
    expect(w.get('[data-square="c3"] .marker').classes()).toContain('last');
  });

  it("the second player's marker is a square on its corner drawn without a transform, centred on its square", async () => {
    // A transform gives the shape a paint of its own: each new marker made Chromium raster the whole board again.
    const w = board(await playedGame('onino', ['a1', 'c3']));
    const marker = w.get('[data-square="c3"] .marker.second');
    expect(marker.element.tagName).toBe('polygon');
    expect(marker.attributes('transform')).toBeUndefined();
    // c3: the third file and the third rank from the bottom, whose centre is (9 + 2 * 6, 9 + 12 * 6).
    const points = marker.attributes('points')!.split(' ').map((p) => p.split(',').map(Number));
    const mean = (k: 0 | 1) => points.reduce((sum, p) => sum + p[k]!, 0) / points.length;
    expect([mean(0), mean(1)]).toEqual([21, 81]);
    expect(Math.max(...points.map((p) => p[0]!)) - Math.min(...points.map((p) => p[0]!))).toBeCloseTo(3.8 * Math.SQRT2, 6);
  });

  it('a change of language relabels every square for screen readers, not only those a move redraws', async () => {
    const w = board(await playedGame('onino'));
    expect(w.get('[data-square="a1"]').attributes('aria-label')).toBe('a1: empty');
    await inLanguage('fr', () => {
      expect(w.get('[data-square="a1"]').attributes('aria-label')).toBe('a1: vide');
    });
  });

  it('R-ONI-1: files a..o on the top and bottom edges, ranks 1..15 from the bottom, centre h8 marked', async () => {
    const w = board(await playedGame('onino'));
    const coords = w.findAll('.coords text').map((t) => t.text());
    expect(coords.filter((c) => /^[a-o]$/.test(c))).toEqual([...'abcdefghijklmno'].flatMap((f) => [f, f]));
    const ranks = coords.filter((c) => /^\d+$/.test(c)).map(Number);
    expect(ranks).toEqual(Array.from({ length: 15 }, (_, i) => [i + 1, i + 1]).flat());
    // Rank 1 is drawn at the bottom: its label sits lower than rank 15's.
    const y = (r: string) => Number(w.findAll('.coords text').find((t) => t.text() === r)!.attributes('y'));
    expect(y('1')).toBeGreaterThan(y('15'));
    expect(w.findAll('[data-square]')).toHaveLength(225);
    expect(w.get('[data-square="h8"] .square').classes()).toEqual(expect.arrayContaining(['centre', 'closed']));
    expect(w.text()).toContain('Rule 4: first may not mark the centre h8 yet.');
  });

  it('clicking a square emits it; the cursor starts on h8 and Enter plays the square under it', async () => {
    const w = board(await playedGame('onino'));
    await w.get('[data-square="a1"]').trigger('click');
    const svg = w.get('svg[role="grid"]');
    await svg.trigger('keydown', { key: 'Enter' });
    for (const key of ['ArrowDown', 'ArrowLeft', 'Enter']) await svg.trigger('keydown', { key });
    expect(emitted(w)).toEqual(['a1', 'h8', 'g7']);
  });

  it('a disabled board emits nothing and disables its declare, penalty and ending buttons', async () => {
    const w = board(await playedGame('onino'), { disabled: true });
    await w.get('[data-square="a1"]').trigger('click');
    await w.get('svg[role="grid"]').trigger('keydown', { key: 'Enter' });
    expect(w.emitted('act')).toBeUndefined();
    for (const b of w.findAll('button')) expect(b.attributes('disabled')).toBeDefined();
    // Even a submit that bypasses the disabled button (Enter in a field, a script) records no claim.
    for (const form of w.findAll('form')) await form.trigger('submit');
    expect(w.emitted('act')).toBeUndefined();
  });

  it('onino rule 7: the director\'s board marks an undeclared ONINO (line and note)', async () => {
    const w = board(await playedGame('onino', ONINO));
    expect(w.findAll('.oninos line')).toHaveLength(1);
    expect(w.get('.oninos line').classes()).toContain('first');
    expect(w.get('[data-testid="undeclared"]').text()).toContain('first a1–e1 (5)');
  });

  it('onino rule 7: the players\' board never marks an undeclared ONINO, even with hints asked for', async () => {
    const id = await createGame('onino', ONINO);
    const players = await gameState(id, 'players');
    expect(players.view).not.toHaveProperty('undeclaredOninos');
    for (const hints of [false, true]) {
      const w = board(players, { audience: 'players', hints });
      expect(w.findAll('.oninos line')).toHaveLength(0);
      expect(w.find('[data-testid="undeclared"]').exists()).toBe(false);
      expect(w.text()).not.toMatch(/ONINO a1|a1–e1|undeclared/i);
    }
    // The director's own board without hints keeps it off the screen too.
    const quiet = board(await gameState(id, 'director'), { hints: false });
    expect(quiet.findAll('.oninos line')).toHaveLength(0);
  });

  it('rule 11: once declared, the winning ONINO is drawn on every board, the players\' included; before, on none of theirs', async () => {
    const before = board(await playedGame('onino', ONINO, {}, 'players'), { audience: 'players', hints: false });
    expect(before.findAll('.declared-oninos line')).toHaveLength(0);
    for (const audience of ['players', 'director'] as const) {
      const w = board(await playedGame('onino', [...ONINO, 'first:declare'], {}, audience), { audience, hints: audience === 'director' });
      expect(w.findAll('.declared-oninos line').map((l) => [l.attributes('data-line'), l.classes()])).toEqual([['a1-e1', ['first']]]);
      expect(w.findAll('.oninos line')).toHaveLength(0);
    }
  });

  it('onino rule 7: no board suggests a play: no square is ever marked legal', async () => {
    for (const audience of ['players', 'director'] as const) {
      const w = board(await playedGame('onino', ONINO.slice(0, 4), {}, audience), { audience, hints: audience === 'director' });
      expect(w.findAll('.legal-dot, .legal, .target-dot')).toHaveLength(0);
      expect(w.findAll('[data-square]').every((c) => /: (empty|first marker|second marker)$/.test(c.attributes('aria-label') ?? ''))).toBe(true);
    }
  });

  it('rule 12: each seat has its declare button and both may declare at once', async () => {
    const w = board(await playedGame('onino', ONINO));
    await button(w, 'first declares ONINO').trigger('click');
    await button(w, 'second declares ONINO').trigger('click');
    await button(w, 'Both declare at once (rule 12)').trigger('click');
    expect(emitted(w)).toEqual(['first:declare', 'second:declare', 'both:declare']);
  });

  it('seats: singles shows first and second with the side to play; doubles shows A1 B1 A2 B2 with their sides', async () => {
    const singles = board(await playedGame('onino', ['a1']));
    expect(singles.findAll('.seats li strong').map((s) => s.text())).toEqual(['first', 'second']);
    expect(singles.get('.seats li.acting').text()).toContain('second');
    const doubles = board(await playedGame('onino', [], { mode: 'doubles' }));
    const seats = doubles.findAll('.seats li');
    expect(seats.map((s) => s.get('strong').text())).toEqual(['A1', 'B1', 'A2', 'B2']);
    expect(seats.map((s) => s.classes().includes('first') ? 'first' : 'second')).toEqual(['first', 'second', 'first', 'second']);
    expect(doubles.get('.seats li.acting strong').text()).toBe('A1');
    await button(doubles, 'B2 declares ONINO').trigger('click');
    expect(emitted(doubles)).toEqual(['B2:declare']);
    expect(doubles.findAll('select[name="offender"] option').map((o) => o.text())).toEqual(['A1', 'B1', 'A2', 'B2']);
  });

  it('rules 14-17: the penalty form builds the claim in notation (offender, infraction, squares, after play N)', async () => {
    const w = board(await playedGame('onino', ['a1', 'a3']));
    const form = w.get('form.penalty-form');
    expect(w.findAll('select[name="infraction"] option').map((o) => o.text())).toEqual([
      'Play out of turn (rule 14)', 'Centre marked while barred (rule 15)', 'Markers withdrawn, moved or touched (rule 16)',
      'Directing attention (rule 17)', 'A remark about the game (rule 17)',
    ]);
    await w.get('select[name="offender"]').setValue('second');
    await w.get('select[name="infraction"]').setValue('attention');
    // Rule 17 names no squares: the field is gone.
    expect(w.find('input[name="squares"]').exists()).toBe(false);
    expect(form.get('button[type="submit"]').text()).toBe('Record second:attention');
    await form.trigger('submit');
    await w.get('select[name="offender"]').setValue('first');
    await w.get('select[name="infraction"]').setValue('touch');
    await w.get('input[name="squares"]').setValue(' A1, B2 ');
    await w.get('input[name="after"]').setValue('2');
    await form.trigger('submit');
    await w.get('select[name="infraction"]').setValue('centre');
    await w.get('input[name="squares"]').setValue('g8');
    await w.get('input[name="after"]').setValue('');
    await form.trigger('submit');
    expect(emitted(w)).toEqual(['second:attention', 'first:touch:a1,b2@2', 'first:centre:g8']);
  });

  it('R-ONI-20: the form records an infraction that stood or a claim forfeited; the engine keeps it, marked', async () => {
    const w = board(await playedGame('onino', ['a1', 'a3']));
    await w.get('select[name="offender"]').setValue('second');
    await w.get('select[name="infraction"]').setValue('out-of-turn');
    await w.get('input[name="squares"]').setValue('c5');
    await w.get('select[name="outcome"]').setValue('!');
    await w.get('form.penalty-form').trigger('submit');
    await w.get('select[name="infraction"]').setValue('attention');
    await w.get('select[name="outcome"]').setValue('~');
    await w.get('form.penalty-form').trigger('submit');
    expect(emitted(w)).toEqual(['second:out-of-turn:c5!', 'second:attention~']);
    // After a1 a3 first is to play: second's marker on c5 stood.
    const id = await createGame('onino', ['a1', 'a3', 'second:out-of-turn:c5!']);
    const after = board(await gameState(id, 'players'), { audience: 'players', hints: false });
    expect(after.get('.infractions').text()).toContain('action 3: second out-of-turn (rule 14) c5, stood: no penalty (rule 18)');
  });

  it('rules 14-17: the claim the form builds is accepted by the engine and listed with its rule', async () => {
    const w = board(await playedGame('onino', ['a1', 'a3']));
    await w.get('select[name="offender"]').setValue('second');
    await w.get('select[name="infraction"]').setValue('attention');
    await w.get('form.penalty-form').trigger('submit');
    const claim = String(emitted(w)[0]);
    const id = await createGame('onino', ['a1', 'a3', claim]);
    const after = board(await gameState(id, 'players'), { audience: 'players', hints: false });
    expect(after.get('.infractions').text()).toContain('action 3: second attention (rule 17)');
  });

  it('endings: every seat may resign or forfeit; only the director decides a game', async () => {
    const players = board(await playedGame('onino', [], {}, 'players'), { audience: 'players', hints: false });
    const labels = players.findAll('.endings button').map((b) => b.text());
    expect(labels).toEqual(['first resigns', 'second resigns', 'first forfeits', 'second forfeits', 'Agreed draw']);
    const director = board(await playedGame('onino'));
    await button(director, 'Director: second wins').trigger('click');
    await director.get('[data-testid="confirm-ending"] button.primary').trigger('click');
    await button(director, 'first resigns').trigger('click');
    await director.get('[data-testid="confirm-ending"] button.primary').trigger('click');
    expect(emitted(director)).toEqual(['director:second', 'first:resign']);
  });

  it("issue 45: a tap on a square asks for an echo; the echo draws the tapped marker, either side's, as its row draws it pending", async () => {
    for (const [before, square] of [[['a1'], 'c3'], [['a1', 'c3'], 'e5']] as const) {
      const [game, next] = [await playedGame('onino', [...before]), await playedGame('onino', [...before, square])];
      const w = board(game, { echo: next });
      await w.get(`[data-square="${square}"]`).trigger('click');
      expect(w.emitted('act')).toEqual([[square, true]]);
      const row = board(next, { pending: true });
      const drawn = shapesIn(row.get(`[data-square="${square}"]`).element).filter((s) => s.tag !== 'rect');
      expect(drawn).toHaveLength(1);
      expect(shapesIn(w.get('.tap-echo').element)).toEqual(drawn);
      expect(echoLayerIn(w.element)).toEqual({ insideBoard: false, sameViewBox: true });
    }
  });
});
