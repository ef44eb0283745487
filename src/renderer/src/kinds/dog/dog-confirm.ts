// Dog's second click (rules: docs/rules/dog.md): a person's click-made move that gives a card to the partner
// (DOG-014) or sends home one of the person's own or the partner's pieces (DOG-023 exit, DOG-050 landing,
// DOG-068 a 7 passing) is played only on a second click, with a sentence saying what it does. Pure.
import type { Translate } from '../../components/format';

/** A move waiting for its second click: the notation, the sentence, its rule ID and the confirm button's label. */
export interface PendingMove {
  readonly notation: string;
  readonly text: string;
  readonly rule: string;
  readonly button: string;
}

/** An engine event of a previewed move, as far as the confirmation reads it (`give`'s `to`, `sent-home`'s seat). */
export interface PreviewEvent {
  readonly type: string;
  readonly rule: string;
  readonly seat?: number;
  readonly [k: string]: unknown;
}

/** What the confirmation needs from the table. */
export interface DogConfirmContext {
  /**
   * A session's seat (the join page): no snapshot to preview with, only the exchange is confirmed, its receiver
   * named by `receiverName`.
   */
  readonly remote: boolean;
  /** The engine's events of `seat` playing `notation` on the current snapshot; null when refused or no game is open. */
  readonly preview: (seat: number, notation: string) => readonly PreviewEvent[] | null;
  /** The name of the seat that receives `seat`'s exchange card, or the catalogue's "your partner". */
  readonly receiverName: (seat: number) => string;
  /** A seat's name as the table shows it. */
  readonly name: (seat: number) => string;
  /** Seats by team (`TableLayout.teams`). */
  readonly teams: readonly (readonly number[])[];
  /** The UI's catalogue in its language. */
  readonly t: Translate;
}

/** A card as the confirmation names it: `X` the Joker, `T` the 10. */
const cardWord = (c: string): string => (c === 'X' ? 'Joker' : c === 'T' ? '10' : c);

/** The exchange's question: give `notation`'s card (`give:<card>`) to `partner` (DOG-014). */
function exchangeConfirm(notation: string, partner: string, t: Translate): PendingMove {
  const card = cardWord(notation.slice(5));
  return {
    notation,
    text: t('table.exchangeConfirm', { card, partner }),
    rule: 'DOG-014',
    button: t('table.confirmGive', { card, partner }),
  };
}

/**
 * Whether `seat`'s click-made move `notation` needs a second click, and what to say: giving a card to the
 * partner (DOG-014, the receiver named from the engine's `give` event), or a move whose events send home a
 * piece of `seat` or of a team-mate (`sent-home`: DOG-023, DOG-050, DOG-068). Null for other moves, for a move
 * the engine refuses, and for a session's seat's moves other than the exchange.
 */
export function dogConfirmation(seat: number, notation: string, ctx: DogConfirmContext): PendingMove | null {
  const { t } = ctx;
  if (ctx.remote) return notation.startsWith('give:') ? exchangeConfirm(notation, ctx.receiverName(seat), t) : null;
  const events = ctx.preview(seat, notation);
  if (!events) return null;
  if (notation.startsWith('give:')) {
    const to = events.find((e) => e.type === 'give')?.to;
    return exchangeConfirm(notation, typeof to === 'number' ? ctx.name(to) : t('table.partner'), t);
  }
  const team = ctx.teams.find((tm) => tm.includes(seat)) ?? [seat];
  const hit = events.filter((e) => e.type === 'sent-home' && typeof e.seat === 'number' && team.includes(e.seat));
  if (!hit.length) return null;
  const whom = [...new Set(hit.map((e) => e.seat as number))].map((x) =>
    x === seat ? t('table.homeSelf') : t('table.homeOf', { name: ctx.name(x) }),
  );
  return {
    notation,
    text: t('table.homeWarn', { whom: whom.join(t('table.and')), rule: hit[0]!.rule }),
    rule: hit[0]!.rule,
    button: t('table.confirmMove'),
  };
}
