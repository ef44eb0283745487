// Lets bots take their turns at the table, one action per `botDelay` ms, whenever a bot is among the seats to act.
import { onBeforeUnmount, watch } from 'vue';
import type { useTableStore } from '../stores/table';

export function useBotRunner(table: ReturnType<typeof useTableStore>): void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const schedule = () => {
    if (timer) return;
    const botToAct = table.status === 'ready' && !table.outcome && table.toAct.some((s) => table.seats[s]?.occupant === 'bot');
    if (!botToAct) return;
    timer = setTimeout(() => {
      timer = null;
      if (table.botStep()) schedule();
    }, table.botDelay);
  };
  watch(() => [table.log.length, table.toAct, table.seats.map((s) => s.occupant).join(), table.status, table.rulesHash], schedule, { immediate: true });
  onBeforeUnmount(() => {
    if (timer) clearTimeout(timer);
    timer = null;
  });
}
