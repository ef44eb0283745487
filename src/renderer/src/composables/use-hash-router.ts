// Connects the address bar's hash to the nav store (both ways: back/forward buttons and links).
import { onBeforeUnmount, onMounted } from 'vue';
import { parseHash, useNavStore } from '../stores/nav';

export function useHashRouter(): void {
  const nav = useNavStore();
  const sync = () => {
    nav.route = parseHash(window.location.hash);
  };
  sync();
  onMounted(() => window.addEventListener('hashchange', sync));
  onBeforeUnmount(() => window.removeEventListener('hashchange', sync));
}
