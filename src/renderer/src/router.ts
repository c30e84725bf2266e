import { createRouter, createWebHashHistory } from 'vue-router';
import PlayersView from './views/PlayersView.vue';
import PlayerView from './views/PlayerView.vue';
import EventsView from './views/EventsView.vue';
import EventDetailView from './views/EventDetailView.vue';
import PrintView from './views/event/PrintView.vue';
import ExchangeView from './views/ExchangeView.vue';
import BoardsView from './views/BoardsView.vue';
import GameView from './views/GameView.vue';
import TableView from './views/TableView.vue';
import TablePairingView from './views/TablePairingView.vue';
import ProjectorView from './views/ProjectorView.vue';
import BackupsView from './views/BackupsView.vue';
import GuideView from './views/GuideView.vue';
import SeatView from './views/SeatView.vue';
import DoorView from './views/DoorView.vue';
import { eventRoutes } from './routes/event-routes';
import { screenName } from './help';
import { teamEventGuard, teamRoutes } from './routes/team-routes';
import { numberManualEntries } from './routes/addressEntries';

/** Ahead of the router's own listener: entries made by a typed address get their place in the history. */
const rememberEntry = numberManualEntries(window);

/** Hash history: the same URLs work from file:// in Electron and from the web host. */
export const router = createRouter({
  history: createWebHashHistory(),
  routes: [
    { path: '/', redirect: '/events' },
    { path: '/players', component: PlayersView, meta: { title: 'Players' } },
    { path: '/players/:id(\\d+)', component: PlayerView, props: true, meta: { title: 'Player' } },
    { path: '/events', component: EventsView, meta: { title: 'Events' } },
    { path: '/events/:id', component: EventDetailView, props: true, meta: { title: 'Event' } },
    ...eventRoutes,
    ...teamRoutes,
    { path: '/boards', component: BoardsView, meta: { title: 'Boards' } },
    { path: '/games/:id(\\d+)', component: GameView, props: true, meta: { title: 'Game' } },
    // Pages for anyone on the LAN (a table device with its code, the projector): no director token asked.
    { path: '/table/:id(\\d+)', component: TableView, props: true, meta: { title: 'Table', open: true } },
    // A round's table, as its printed card's QR code opens it (issue 24).
    { path: '/table/:eventId(\\d+)/:round(\\d+)/:board(\\d+)', component: TablePairingView, props: true, meta: { title: 'Table', open: true } },
    // A table's page by its code (issue 42): #/t/CODE from the table card's QR, or #/t and the code typed.
    { path: '/t/:code?', component: SeatView, props: true, meta: { title: 'Table', open: true } },
    { path: '/events/:id(\\d+)/door', component: DoorView, props: true, meta: { title: 'Check-in at the door', open: true } },
    { path: '/projector', component: ProjectorView, meta: { title: 'Projector', open: true } },
    { path: '/print', component: PrintView, meta: { title: 'Print' } },
    { path: '/exchange', component: ExchangeView, meta: { title: 'Exchange' } },
    { path: '/backups', component: BackupsView, meta: { title: 'Backups' } },
    { path: '/guide', component: GuideView, meta: { title: 'Guide' } },
    // An unknown or mistyped address (an old bookmark, /games/abc) lands on the events list, not a blank page.
    { path: '/:unknown(.*)*', redirect: '/events' },
  ],
});

router.beforeEach(teamEventGuard);
router.afterEach(() => rememberEntry());

router.afterEach((to) => {
  document.title = `${screenName(String(to.meta.title ?? ''))} · Club TD`;
});
