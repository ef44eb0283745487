// Gämsh cards (GAM-001…003): ids, the deck, motifs and quartets. Pure data and predicates; no state.

/** Motif codes: the seed names only the Alphorn; M2…M9 are placeholders until the designer names them (docs/rules/gamsh.md). */
export const MOTIFS = ['ALP', 'M2', 'M3', 'M4', 'M5', 'M6', 'M7', 'M8', 'M9'] as const;

/** The four Föhn cards (GAM-050…067), by id. */
export const FOEHN = ['GAMEKEEPER', 'FARMER', 'SNACK', 'BULL'] as const;
export type FoehnCard = (typeof FOEHN)[number];

/**
 * A card id: `<motif>-D1`…`-D3` (day cards) and `<motif>-N` (night card), e.g. `ALP-D2`, `M4-N`; or a Föhn
 * id (`GAMEKEEPER`, `FARMER`, `SNACK`, `BULL`). GAM-001: 9 motifs × (3 day + 1 night) + 4 Föhn = 40 cards.
 */
export type Card = string;

const MOTIF_OF = new Map<Card, string>();
const NIGHT = new Set<Card>();
for (const m of MOTIFS) {
  for (const d of ['D1', 'D2', 'D3']) MOTIF_OF.set(`${m}-${d}`, m);
  MOTIF_OF.set(`${m}-N`, m);
  NIGHT.add(`${m}-N`);
}
const FOEHN_SET = new Set<string>(FOEHN);
/** Every card id, one string instance each (fast map lookups and comparisons in hot loops). */
const CANON = new Map<string, Card>([...MOTIF_OF.keys(), ...FOEHN].map((c) => [c, c]));

/**
 * The deck in canonical order, GAM-001: the 4 cards of each motif of `deck.motifs` (D1, D2, D3, N) in table order,
 * then the Föhn cards in play (`deck.foehn`) in canonical order. The standard deck is 36 + 4 cards.
 */
export function buildDeck(deck: { readonly motifs: readonly string[]; readonly foehn: readonly FoehnCard[] }): Card[] {
  const out: Card[] = [];
  for (const m of deck.motifs) for (const x of ['D1', 'D2', 'D3', 'N']) out.push(CANON.get(`${m}-${x}`)!);
  for (const f of FOEHN) if (deck.foehn.includes(f)) out.push(f);
  return out;
}

/** The canonical instance of the card id `c`, or undefined if `c` is not a card. */
export function canonicalCard(c: string): Card | undefined {
  return CANON.get(c);
}

/** True for a known card id (motif or Föhn card). */
export function isCard(c: string): boolean {
  return CANON.has(c);
}

/** The motif of a motif card, or null for a Föhn card. */
export function motifOf(c: Card): string | null {
  return MOTIF_OF.get(c) ?? null;
}

/** True for a night card (GAM-003: special only while the Gamekeeper is in the middle, GAM-060). */
export function isNight(c: Card): boolean {
  return NIGHT.has(c);
}

/** True for a Föhn card. */
export function isFoehn(c: Card): boolean {
  return FOEHN_SET.has(c);
}

/** The largest number of cards of one motif in `hand`, and that motif (first in motif order on ties). */
export function bestMotif(hand: readonly Card[]): { motif: string | null; count: number } {
  let best: string | null = null;
  let n = 0;
  for (const m of MOTIFS) {
    let k = 0;
    for (const c of hand) if (MOTIF_OF.get(c) === m) k++;
    if (k > n) {
      n = k;
      best = m;
    }
  }
  return { motif: best, count: n };
}

/**
 * GAM-002: a hand is a quartet iff it holds exactly 4 cards, all of one motif (= the 3 day cards and the
 * night card). A hand of 3 (mid-swap) is never a quartet (DIG-013). With `farmer`, 3 cards of one motif
 * count as a quartet (GAM-063, DIG-030).
 */
export function isQuartet(hand: readonly Card[], farmer = false): boolean {
  if (farmer) return bestMotif(hand).count >= 3;
  if (hand.length !== 4) return false;
  const m = MOTIF_OF.get(hand[0]!);
  return m !== undefined && hand.every((c) => MOTIF_OF.get(c) === m);
}

/** Expands the shorthand `<motif>-D` (any day card of that motif) against the cards available; else returns `c`. */
export function resolveShorthand(c: string, available: readonly Card[]): Card {
  if (!/^(ALP|M[2-9])-D$/.test(c)) return c;
  const hits = available.filter((a) => a.startsWith(c)).sort();
  return hits[0] ?? `${c}?`;
}
