import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { router } from './router';
import { uiI18n } from './i18n';
import './styles.css';

createApp(App).use(createPinia()).use(router).use(uiI18n).mount('#app');
