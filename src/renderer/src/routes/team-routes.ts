import type { RouteLocationNormalized, RouteRecordRaw } from 'vue-router';
import { api } from '../api/client';
import TeamEventsView from '../views/teams/TeamEventsView.vue';
import TeamEventView from '../views/teams/TeamEventView.vue';
import MatchCardView from '../views/teams/MatchCardView.vue';
import CaptainView from '../views/teams/CaptainView.vue';

/** Team competitions and league seasons (issue 23): the list, one event, one match card. */
export const teamRoutes: RouteRecordRaw[] = [
  { path: '/teams', component: TeamEventsView, meta: { title: 'Team events' } },
  { path: '/teams/:id(\\d+)', component: TeamEventView, props: true, meta: { title: 'Team event' } },
  { path: '/teams/:id(\\d+)/fixtures/:fixture(\\d+\\.\\d+)', component: MatchCardView, props: true, meta: { title: 'Match card' } },
  // A captain's phone (issue 43): opened with the captain's code, no director token asked.
  { path: '/captain', component: CaptainView, meta: { title: 'Captain', open: true } },
];

/**
 * A team event opened from the events list goes to its team screen (the individual dashboard has
 * nothing to show for it). Which events are team events is asked once per visit to an event page.
 */
export async function teamEventGuard(to: RouteLocationNormalized): Promise<true | string> {
  const m = /^\/events\/(\d+)$/.exec(to.path);
  if (!m) return true;
  try {
    return (await api.call('teams.list', {})).includes(Number(m[1])) ? `/teams/${m[1]}` : true;
  } catch {
    return true;
  }
}
