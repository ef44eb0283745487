// Reads a Dog action's notation (docs/notation.md: `7:P14>P16,P3>F1`, `A:exit`, `X=4:P5>P1`, `give:K`,
// `discard`) into what the board shows in its centre. Display only; the engine validates actions. Pure.

export interface DogPlay {
  /** Big text on the card: `A`, `10`, `Joker`, or `—` for a discard. */
  readonly rank: string;
  /** One line on what the card did. */
  readonly detail: string;
}

const RANK_NAMES: Readonly<Record<string, string>> = { T: '10', X: 'Joker' };
const rankName = (c: string) => RANK_NAMES[c] ?? c;

export function describeDogPlay(notation: string): DogPlay {
  if (notation === 'discard') return { rank: '—', detail: 'discards the hand' };
  if (notation.startsWith('give:')) return { rank: rankName(notation.slice(5)), detail: 'gives this card to the partner' };
  const colon = notation.indexOf(':');
  if (colon < 0) return { rank: notation, detail: '' };
  const head = notation.slice(0, colon);
  const body = notation.slice(colon + 1);
  const [card = head, acting] = head.split('=');
  const what = body.startsWith('exit') ? `exit${body.slice(4).replace('@', ' for seat ')}` : body.replaceAll(',', ', ').replaceAll('<>', ' ⇄ ').replaceAll('>', '→');
  return { rank: rankName(card), detail: acting ? `as ${rankName(acting)}: ${what}` : what };
}
