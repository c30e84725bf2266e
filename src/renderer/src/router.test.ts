// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { router } from './router';

describe('router', () => {
  it('every screen has its route, with its title', () => {
    const cases: Array<[string, string]> = [
      ['/players', 'Players'], ['/players/7', 'Player'], ['/events', 'Events'], ['/events/3', 'Event'], ['/events/3/entries', 'Entries'],
      ['/events/3/pairing', 'Pairing'], ['/events/3/results', 'Results'], ['/events/3/standings', 'Standings'],
      ['/events/3/cross-table', 'Cross-table'], ['/events/3/sanctions', 'Sanctions'], ['/events/3/audit', 'Audit log'],
      ['/events/3/prizes', 'Prizes'], ['/events/3/table-night', 'Table night'], ['/events/3/door', 'Check-in at the door'], ['/t', 'Table'], ['/t/ABCD-EFGH-JKMN', 'Table'],
      ['/teams', 'Team events'], ['/teams/3', 'Team event'], ['/teams/3/fixtures/2.1', 'Match card'],
      ['/boards', 'Boards'], ['/games/12', 'Game'], ['/table/12', 'Table'], ['/projector', 'Projector'], ['/print', 'Print'],
      ['/events/3/check-in', 'Check-in'], ['/events/3/settings', 'Settings'], ['/backups', 'Backups'], ['/guide', 'Guide'],
    ];
    for (const [path, title] of cases) {
      const to = router.resolve(path);
      expect(to.matched.length, path).toBeGreaterThan(0);
      expect(to.meta.title, path).toBe(title);
    }
    expect(router.resolve('/games/12').params).toEqual({ id: '12' });
  });

  it('the start page and unknown addresses land on the events list', async () => {
    for (const path of ['/', '/nowhere', '/games/abc', '/table/x/y']) {
      await router.push(path);
      expect(router.currentRoute.value.path, path).toBe('/events');
    }
    await router.push('/boards');
    expect(router.currentRoute.value.path).toBe('/boards');
    expect(document.title).toBe('Boards · Club TD');
  });
});
