// Gassi's hint line above the board (rules: docs/rules/gassi.md). Gassi's board keeps its own hint that follows
// the picked cards (GassiTable.vue); the line above it says only whose turn it is, so the two never contradict.
import type { TurnHintContext } from '../types';

/**
 * The hint for the person to act (`ctx.table.acting`, not null) at a Gassi table: "Your turn." for the one
 * person at the screen, "<name> to play." when several people share it. Reads the table store; changes nothing.
 */
export function gassiTurnHint({ table, t, name, people, short }: TurnHintContext): string {
  return people > 1 && !short ? t('table.turnOf', { seat: name(table.acting!) }) : t('table.yourTurnOnly');
}
