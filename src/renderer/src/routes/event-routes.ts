import type { RouteRecordRaw } from 'vue-router';
import EntriesView from '../views/event/EntriesView.vue';
import PairingView from '../views/event/PairingView.vue';
import ResultsView from '../views/event/ResultsView.vue';
import StandingsView from '../views/event/StandingsView.vue';
import CrossTableView from '../views/event/CrossTableView.vue';
import SanctionsView from '../views/event/SanctionsView.vue';
import AuditView from '../views/event/AuditView.vue';
import SettingsView from '../views/event/SettingsView.vue';
import CheckInView from '../views/event/CheckInView.vue';
import PrizesView from '../views/event/PrizesView.vue';
import TableNightView from '../views/event/TableNightView.vue';
import RankTableView from '../views/event/RankTableView.vue';

/** The event-flow screens (dashboard at /events/:id; entries, pairing, results, standings, sanctions, audit). */
export const eventRoutes: RouteRecordRaw[] = [
  { path: '/events/:id(\\d+)/entries', component: EntriesView, props: true, meta: { title: 'Entries' } },
  { path: '/events/:id(\\d+)/pairing', component: PairingView, props: true, meta: { title: 'Pairing' } },
  { path: '/events/:id(\\d+)/results', component: ResultsView, props: true, meta: { title: 'Results' } },
  { path: '/events/:id(\\d+)/standings', component: StandingsView, props: true, meta: { title: 'Standings' } },
  { path: '/events/:id(\\d+)/cross-table', component: CrossTableView, props: true, meta: { title: 'Cross-table' } },
  { path: '/events/:id(\\d+)/sanctions', component: SanctionsView, props: true, meta: { title: 'Sanctions' } },
  { path: '/events/:id(\\d+)/audit', component: AuditView, props: true, meta: { title: 'Audit log' } },
  { path: '/events/:id(\\d+)/check-in', component: CheckInView, props: true, meta: { title: 'Check-in' } },
  { path: '/events/:id(\\d+)/settings', component: SettingsView, props: true, meta: { title: 'Settings' } },
  { path: '/events/:id(\\d+)/prizes', component: PrizesView, props: true, meta: { title: 'Prizes' } },
  { path: '/events/:id(\\d+)/table-night', component: TableNightView, props: true, meta: { title: 'Table night' } },
  { path: '/events/:id(\\d+)/rank-table', component: RankTableView, props: true, meta: { title: 'Rank table' } },
];
