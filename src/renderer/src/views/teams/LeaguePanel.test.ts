// @vitest-environment happy-dom
/**
 * The League server panel's forms (issue 43): the league settings, a team's withdrawal with its
 * consequence said before confirming, and a flagged line-up let stand; each through the real services
 * on a temporary SQLite file, audited and taken back by `teams.undo`.
 */
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import LeaguePanel from './LeaguePanel.vue';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const won = (a: number, b: number) => ({ winner: a > b ? ('a' as const) : ('b' as const), score: { a, b } });

/** Parity A and Parity B (one club), Edges and Corners; two boards; six weekly rounds from five weeks ago; round 1 played. */
async function season() {
  const eventId = (await api.call('teams.createEvent', { name: 'County league', game: 'othello', format: 'league', boards: 2 })).eventId;
  const ids: Record<string, number> = {};
  for (const [team, club] of [['Parity A', 'Parity'], ['Parity B', 'Parity'], ['Edges', 'Edges'], ['Corners', 'Corners']] as const) {
    await api.call('teams.addTeam', { eventId, name: team, club });
    for (const n of [1, 2]) ids[`${team} ${n}`] = (await api.call('players.create', { name: `${team} ${n}`, club })).id;
    await api.call('teams.addPlayers', { eventId, team, playerIds: [ids[`${team} 1`]!, ids[`${team} 2`]!] });
  }
  const made = await api.call('teams.makeFixtures', { eventId, dates: [-35, -28, -21, -14, -7, 0].map(day) });
  for (const f of made.fixtures.filter((x) => x.round === 1)) {
    await api.call('teams.setResults', { eventId, fixture: f.id, playedOn: f.date!, defaultLineups: true, boards: [{ board: 1, result: won(40, 24) }, { board: 2, result: won(40, 24) }] });
  }
  return { eventId, ids };
}

async function mountPanel(eventId: number) {
  const event = (await api.call('teams.get', { eventId })).event;
  // The team screen's part: a change reloads the document it hands the panel.
  const onChanged = async () => w.setProps({ event: (await api.call('teams.get', { eventId })).event });
  const w: VueWrapper = mount(LeaguePanel, { props: { eventId, event, onChanged }, attachTo: 'body' });
  await vi.waitFor(() => expect(w.find('[data-testid="league-settings"]').exists()).toBe(true));
  return w;
}
const settle = async () => {
  for (let i = 0; i < 6; i++) await flushPromises();
};
const undoLast = async (eventId: number) => {
  const last = (await api.call('teams.get', { eventId })).lastChange!;
  await api.call('teams.undo', { eventId, auditId: last.auditId, reason: 'entered by mistake' });
  return last;
};
const click = (w: VueWrapper, text: string) => w.findAll('button').find((b) => b.text() === text)!.trigger('click');

describe('LeaguePanel: the secretary changes what was API-only (issue 43)', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('league settings: the form shows the current ones, saves every one (audited) and an undo takes them back', async () => {
    const { eventId } = await season();
    const w = await mountPanel(eventId);
    const form = w.get('[data-testid="league-settings"]');
    expect((form.get('input[name="lock-days"]').element as HTMLInputElement).value).toBe('7');
    expect((form.get('input[name="higher-team-matches"]').element as HTMLInputElement).value).toBe('');
    await form.get('input[name="lock-days"]').setValue('3');
    await form.get('input[name="higher-team-matches"]').setValue('2');
    await form.get('select[name="eligibility-action"]').setValue('flag');
    await form.get('select[name="withdrawn-results"]').setValue('void');
    await form.trigger('submit');
    await settle();
    const desk = await api.call('league.desk', { eventId });
    expect(desk).toMatchObject({ cardLockDays: 3, eligibilityHigherTeamMatches: 2, eligibilityAction: 'flag', withdrawnResults: 'void' });
    expect(w.text()).toContain('A match card locks 3 days after the match.');
    expect(w.text()).toContain('flagged here');
    const audit = await api.call('audit.list', { eventId });
    expect(JSON.stringify(audit)).toContain('league settings');

    expect((await undoLast(eventId)).action).toMatch(/league settings/);
    expect(await api.call('league.desk', { eventId })).toMatchObject({ cardLockDays: 7, eligibilityHigherTeamMatches: null, eligibilityAction: 'refuse', withdrawnResults: 'by-half' });

    // Emptying the count switches the rule off again.
    await form.get('input[name="higher-team-matches"]').setValue('2');
    await form.trigger('submit');
    await settle();
    await form.get('input[name="higher-team-matches"]').setValue('');
    await form.trigger('submit');
    await settle();
    expect((await api.call('league.desk', { eventId })).eligibilityHigherTeamMatches).toBeNull();
    w.unmount();
  });

  it('withdrawing a team: the consequence is stated before confirming, a reason is asked, the desk lists it, undo brings it back', async () => {
    const { eventId } = await season();
    const w = await mountPanel(eventId);
    const form = w.get('[data-testid="league-withdraw"]');
    const corners = (await api.call('teams.get', { eventId })).event.teams.find((t) => t.name === 'Corners')!;
    await form.get('select[name="withdraw-team"]').setValue(corners.id);
    // In the first half (round 2 of 6): voided, one match played, five not.
    await form.get('input[name="withdraw-date"]').setValue(day(-28));
    expect(w.get('[data-testid="withdraw-consequence"]').text()).toBe(`Withdrawing Corners on ${day(-28)} voids its results: the matches it played (1) count for nobody, for neither side, in the table, the cross-table, the individual standings and the player averages; the matches it had still to play (5) will not be played.`);
    // In the second half (round 4 on): they stand.
    await form.get('input[name="withdraw-date"]').setValue(day(-14));
    expect(w.get('[data-testid="withdraw-consequence"]').text()).toContain(`Withdrawing Corners on ${day(-14)} lets its results stand: the matches it played (1) still count`);
    await form.get('input[name="withdraw-date"]').setValue(day(-28));
    await form.trigger('submit');
    await settle();
    const dialog = document.querySelector('dialog')!;
    expect(dialog.textContent).toContain(`Withdraw Corners on ${day(-28)}?`);
    expect(dialog.textContent).toContain('voids its results');
    // Nothing happens before the reason and the confirmation.
    expect((await api.call('league.desk', { eventId })).withdrawn).toEqual([]);
    const reason = dialog.querySelector<HTMLInputElement>('input[name="confirm-reason"]')!;
    reason.value = 'not enough players';
    reason.dispatchEvent(new Event('input'));
    await settle();
    dialog.querySelector('form')!.dispatchEvent(new Event('submit'));
    await settle();
    await vi.waitFor(async () => expect((await api.call('league.desk', { eventId })).withdrawn).toEqual([{ team: corners.id, name: 'Corners', date: day(-28), reason: 'not enough players', results: 'voided' }]));
    await settle();
    expect(w.text()).toContain(`Corners withdrew on ${day(-28)} (not enough players): its results are voided.`);
    const row = (await api.call('teams.standings', { eventId })).table.rows.find((r) => r.name === 'Corners')!;
    expect(row).toMatchObject({ played: 0, withdrawn: { results: 'voided' } });

    expect((await undoLast(eventId)).action).toMatch(/withdraw team/);
    expect((await api.call('league.desk', { eventId })).withdrawn).toEqual([]);
    w.unmount();
  });

  it('a flagged line-up: the secretary lets it stand with a reason (audited), and an undo puts the flag back', async () => {
    const { eventId, ids } = await season();
    await api.call('league.configure', { eventId, eligibilityHigherTeamMatches: 1, eligibilityAction: 'flag' });
    const view = await api.call('teams.get', { eventId });
    const id = (name: string) => view.event.teams.find((t) => t.name === name)!.id;
    const [A, B] = [id('Parity A'), id('Parity B')];
    const against = (t: string, not: string) => view.fixtures.filter((f) => (f.home === t || f.away === t) && f.home !== not && f.away !== not && f.playedOn === null).sort((x, y) => x.round - y.round);
    const up = against(A, B)[0]!;
    await api.call('teams.setLineup', { eventId, fixture: up.id, side: up.home === A ? 'home' : 'away', seats: [[ids['Parity A 1']!], [ids['Parity B 1']!]], substitutes: [{ alternate: ids['Parity B 1']!, replaces: ids['Parity A 2']! }] });
    await api.call('teams.setResults', { eventId, fixture: up.id, playedOn: up.date!, defaultLineups: true, boards: [{ board: 1, result: won(40, 24) }, { board: 2, result: won(40, 24) }] });
    const later = against(B, A).find((f) => f.date! > up.date!)!;
    await api.call('teams.setLineup', { eventId, fixture: later.id, side: later.home === B ? 'home' : 'away', seats: [[ids['Parity B 1']!], [ids['Parity B 2']!]] });

    const w = await mountPanel(eventId);
    const flag = w.get(`[data-testid="flag-${later.id}-${ids['Parity B 1']}"]`);
    expect(flag.text()).toContain('Parity B 1 plays for Parity B after 1 matches for Parity A');
    await flag.get('input').setValue('agreed by both clubs');
    await click(w, 'Let it stand');
    await settle();
    expect((await api.call('league.desk', { eventId })).needsDecision).toEqual([]);
    expect(w.find(`[data-testid="flag-${later.id}-${ids['Parity B 1']}"]`).exists()).toBe(false);
    expect((await undoLast(eventId)).action).toMatch(/eligibility decided/);
    expect((await api.call('league.desk', { eventId })).needsDecision).toHaveLength(1);
    w.unmount();
  });
});
