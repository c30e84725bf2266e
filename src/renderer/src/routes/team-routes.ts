import type { RouteRecordRaw } from 'vue-router';
import TeamEventsView from '../views/teams/TeamEventsView.vue';
import TeamEventView from '../views/teams/TeamEventView.vue';
import MatchCardView from '../views/teams/MatchCardView.vue';

/** Team competitions and league seasons (issue 23): the list, one event, one match card. */
export const teamRoutes: RouteRecordRaw[] = [
  { path: '/teams', component: TeamEventsView, meta: { title: 'Team events' } },
  { path: '/teams/:id(\\d+)', component: TeamEventView, props: true, meta: { title: 'Team event' } },
  { path: '/teams/:id(\\d+)/fixtures/:fixture(\\d+\\.\\d+)', component: MatchCardView, props: true, meta: { title: 'Match card' } },
];
