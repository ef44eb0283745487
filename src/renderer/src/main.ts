// Renderer entry: Vue app + Pinia. Runs unchanged in Electron and in browser mode (no Node/Electron imports).
import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import './styles.css';

createApp(App).use(createPinia()).mount('#app');
