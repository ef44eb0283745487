// Dog's hint line above the board (rules: docs/rules/dog.md): it follows the pick click by click — the card
// exchange names the receiver (DOG-014), a hand with no playable card is told so at once (DOG-093), a 7 counts
// the steps left (DOG-031, DOG-065), a Jack asks for the piece to swap with (DOG-035).
import type { TurnHintContext } from '../types';
import { segmentSteps } from './dog-clicks';

/**
 * The hint for the person to act (`ctx.table.acting`, not null) at a Dog table, in the UI's language. On the
 * join page (`ctx.short`) only the exchange's receiver or "your turn"; at the table panel also the pick's next
 * click. Reads the table store; changes nothing.
 */
export function dogTurnHint({ table, t, name, people, short }: TurnHintContext): string {
  const acting = table.acting!;
  if (table.legal.some((n) => n.startsWith('give:')))
    return t('table.exchangePick', { partner: table.receiverName(acting) });
  if (short) return t('table.yourTurn');
  const pickCard = people > 1 ? t('table.pickCard', { seat: name(acting) }) : t('table.yourTurn');
  if (table.legal.length === 1 && table.legal[0] === 'discard') return t('table.noPlayable');
  const p = table.pick;
  if (!p.card) return pickCard;
  const value = p.jokerAs ?? p.card;
  if (value === '7') {
    const f = table.facts();
    const left = 7 - p.segments.reduce((n, [a, b]) => n + segmentSteps(a, b, f), 0);
    return left === 1 ? t('table.sevenLeftOne') : t('table.sevenLeft', { left });
  }
  if (p.from && value === 'J') return t('table.pickSwap');
  return p.from ? t('table.pickTarget') : t('table.pickPiece');
}
