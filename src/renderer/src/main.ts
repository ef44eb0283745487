// Renderer entry: Vue app + Pinia. Runs unchanged in Electron and in browser mode (no Node/Electron imports).
// An invite link (`#/join/<table>/<secret>`) opens the join page alone: a separate root that never loads the
// workbench's views or calls the designer's host API.
import { createPinia } from 'pinia';
import { createApp, type Component } from 'vue';
import './styles.css';

async function main(): Promise<void> {
  const root: Component = window.location.hash.startsWith('#/join/')
    ? (await import('./join/JoinApp.vue')).default
    : (await import('./App.vue')).default;
  createApp(root).use(createPinia()).mount('#app');
}
void main();
