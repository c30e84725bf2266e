import { createRouter, createWebHashHistory } from 'vue-router';
import PlayersView from './views/PlayersView.vue';
import EventsView from './views/EventsView.vue';
import EventDetailView from './views/EventDetailView.vue';
import ComingView from './views/ComingView.vue';

/** Hash history: the same URLs work from file:// in Electron and from the web host. */
export const router = createRouter({
  history: createWebHashHistory(),
  routes: [
    { path: '/', redirect: '/events' },
    { path: '/players', component: PlayersView, meta: { title: 'Players' } },
    { path: '/events', component: EventsView, meta: { title: 'Events' } },
    { path: '/events/:id', component: EventDetailView, props: true, meta: { title: 'Event' } },
    {
      path: '/boards', component: ComingView, meta: { title: 'Boards' },
      props: { title: 'Boards', what: 'Digital boards for all five games, recording every move as it is played, arrive with the rules engines and the director\'s screens.' },
    },
    {
      path: '/print', component: ComingView, meta: { title: 'Print' },
      props: { title: 'Print', what: 'Scoresheets, pairings, standings and cross-tables as PDFs are coming with the printing work.' },
    },
  ],
});

router.afterEach((to) => {
  document.title = `${String(to.meta.title ?? '')} · Club TD`;
});
