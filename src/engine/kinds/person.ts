// Second person for the viewing seat: a sentence made for a seat words
// that seat's own moves as "You play a 6" / "Du spielst eine 6" and names it as "you" / "dir" / "dich" instead of its
// player name (whose default is "You"/"Du", which read "You plays"). The variants are catalogue entries `<key>.you`
// (same placeholders in both languages, messages/en.ts and de.ts). Shared by the kinds' sentence makers. Pure.
import type { SpeechContext } from '../core/types';
import { isMessageKey, type MessageKey } from '../messages';

/**
 * True when `seat` (a seat number, or a value holding one, as in event fields) is the seat the sentence speaks to
 * (`ctx.addressee`): the viewer, or in the all-seeing view the player named "Du"/"You" (core/sight.ts). Otherwise
 * texts stay in the third person.
 */
export function isYou(ctx: SpeechContext, seat: unknown): boolean {
  return ctx.addressee !== null && seat !== undefined && seat !== null && ctx.addressee === Number(seat);
}

/**
 * `key`, or its second-person variant `<key>.you` when `you` holds and the catalogues have that variant (a key
 * without one stays as it is, so a missing variant falls back to the third person rather than to a raw key).
 */
export function personKey(key: MessageKey, you: boolean): MessageKey {
  const second = `${key}.you`;
  return you && isMessageKey(second) ? second : key;
}
