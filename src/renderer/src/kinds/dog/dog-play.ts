// Reads a Dog action's notation (docs/notation.md: `7:P14>P16,P3>F1`, `A:exit`, `X=4:P5>P1`, `give:K`,
// `discard`) into the card the board shows in its centre. What the card did is said by the engine's sentence in
// the app's language (`describeStep`), so nothing here is worded. Display only; the engine validates actions. Pure.

export interface DogPlay {
  /** Big text on the card: `A`, `10`, `Joker` (the same in German and English), or `—` for a discard. */
  readonly rank: string;
}

const RANK_NAMES: Readonly<Record<string, string>> = { T: '10', X: 'Joker' };
const rankName = (c: string) => RANK_NAMES[c] ?? c;

/** The card of `notation` as the board's centre shows it (a Joker as `Joker`, whatever it stands for). */
export function describeDogPlay(notation: string): DogPlay {
  if (notation === 'discard') return { rank: '—' };
  if (notation.startsWith('give:')) return { rank: rankName(notation.slice(5)) };
  const colon = notation.indexOf(':');
  if (colon < 0) return { rank: notation };
  const [card = ''] = notation.slice(0, colon).split('=');
  return { rank: rankName(card) };
}
