// Lets bots take their turns at the table, one action per `botDelay` ms (settings; default 1 s, so a person can
// follow each move), whenever a bot is among the seats to act and the table is not paused. `step()` plays one
// bot move at once (while paused, too).
import { onBeforeUnmount, watch } from 'vue';
import type { useTableStore } from '../stores/table';
import { useSettingsStore } from '../stores/settings';

export function useBotRunner(table: ReturnType<typeof useTableStore>): { step: () => void } {
  const settings = useSettingsStore();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const schedule = () => {
    if (timer) return;
    const botToAct =
      table.status === 'ready' &&
      !table.outcome &&
      !table.paused &&
      table.toAct.some((s) => table.seats[s]?.occupant === 'bot');
    if (!botToAct) return;
    timer = setTimeout(() => {
      timer = null;
      if (!table.paused && table.botStep()) schedule();
    }, settings.botDelay);
  };
  watch(
    () => [
      table.log.length,
      table.toAct,
      table.seats.map((s) => s.occupant).join(),
      table.status,
      table.rulesHash,
      table.paused,
    ],
    () => {
      if (table.paused) cancel();
      schedule();
    },
    { immediate: true },
  );
  onBeforeUnmount(cancel);
  return {
    step: () => {
      cancel();
      table.botStep();
    },
  };
}
