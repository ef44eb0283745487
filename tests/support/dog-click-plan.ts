// The clicks a person makes at the Dog table for one legal action: a hand card (a Joker then its declared
// value), then pieces and fields; a 7 split segment by segment; the discard button when nothing is playable.
// The inverse of ./dog-clicks.ts, used by the tests (unit: tests/…/click-plan.test.ts; e2e:
// tests/e2e/play-by-clicks.e2e.ts) to play whole games only by clicks. Pure, no Vue, no Pixi.
import type { Spot } from '../../src/renderer/src/kinds/dog/dog-clicks';

/** One click: a hand card, a Joker value, a board spot, or the discard button (DOG-093). */
export type DogClick =
  | { readonly kind: 'card'; readonly card: string }
  | { readonly kind: 'joker'; readonly value: string }
  | { readonly kind: 'spot'; readonly spot: Spot }
  | { readonly kind: 'discard' };

/**
 * The board spot of a piece reference in action notation (docs/notation.md): `P12` → track field 12, `F2` →
 * slot 2 of the acting seat's finish, `F2@3` → slot 2 of seat 3's finish. Throws on anything else.
 */
export function spotOfRef(ref: string, acting: number): Spot {
  let m = /^P(\d+)$/.exec(ref);
  if (m) return { at: 'track', field: Number(m[1]) };
  m = /^F(\d+)(?:@(\d+))?$/.exec(ref);
  if (m) return { at: 'finish', seat: m[2] === undefined ? acting : Number(m[2]), slot: Number(m[1]) };
  throw new Error(`not a piece reference: ${ref}`);
}

/**
 * The clicks for `notation`, a legal action of seat `acting`: `give:C` → card C twice (select, then give);
 * `discard` → the button;
 * `C:exit[@s]` → card C, the kennel of s (default: acting); `C:a>b` / `J:a<>b` → card, a, b; a 7 → card, then
 * from and to of each segment in the written order; a Joker `X=C:…` → card X, value C, then as for C.
 * A move that sends home the mover's own or the partner's piece asks for one more click at the table (the
 * store's `pending`, DOG-023/050/068); the plan leaves that to the caller (the confirm button). Throws on a
 * notation it cannot read.
 */
export function clicksFor(notation: string, acting: number): DogClick[] {
  if (notation === 'discard') return [{ kind: 'discard' }];
  // The exchange card is clicked twice: the first click selects it, the second gives it.
  if (notation.startsWith('give:'))
    return [
      { kind: 'card', card: notation.slice(5) },
      { kind: 'card', card: notation.slice(5) },
    ];
  const colon = notation.indexOf(':');
  if (colon < 0) throw new Error(`not a Dog action: ${notation}`);
  const [card = '', as] = notation.slice(0, colon).split('=');
  const body = notation.slice(colon + 1);
  const out: DogClick[] = [{ kind: 'card', card }];
  if (as !== undefined) out.push({ kind: 'joker', value: as });
  if (body.startsWith('exit')) {
    const seat = body.includes('@') ? Number(body.split('@')[1]) : acting;
    out.push({ kind: 'spot', spot: { at: 'kennel', seat } });
    return out;
  }
  const pairs = body.includes('<>') ? [body.split('<>')] : body.split(',').map((s) => s.split('>'));
  for (const [a = '', b = ''] of pairs)
    out.push({ kind: 'spot', spot: spotOfRef(a, acting) }, { kind: 'spot', spot: spotOfRef(b, acting) });
  return out;
}
