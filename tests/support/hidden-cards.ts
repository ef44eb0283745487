// Test support: what one step of a game hides from a seat, worked
// out from the rules and the true state — independently of the engine's redaction code under test — and a check
// that a text names none of it. Used by tests/view-leak.test.ts (logs, replay, export, terminal) and
// ./table-view-leak.test.ts (the live table's text). Imported by tests only, never by the app. Pure.
import { MESSAGES, type Action, type CompiledGame, type GameEvent, type Snapshot } from '../../src/engine';

/** One applied step: the action, its events and the snapshots around it. */
export interface PlayedStep {
  readonly action: Action;
  readonly events: readonly GameEvent[];
  readonly before: Snapshot;
  readonly after: Snapshot;
}

/** What one step hides from a seat: its notation (e.g. `give:9`) and the words (card names, en and de) naming the card. */
export interface Secret {
  readonly notation: string;
  readonly words: readonly string[];
}

/** The names of Dog card `c` (`9`, `A`, `T`, …) in English and German (engine catalogue `dog.card.*`). */
const dogCardWords = (c: string): string[] => [
  MESSAGES.en[`dog.card.${c}` as 'dog.card.A'],
  MESSAGES.de[`dog.card.${c}` as 'dog.card.A'],
];

/**
 * The secret step `p` carries for `seat`, or null. Dog: another seat's exchange card `give:X` (DOG-014). Gassi: the
 * walker played onto a dog that is face down after the move, for every seat but its owner (GAS-016). Gämsh: another
 * team's `secret:` entry (GAM-060, DIG-021). Hands at a deal (Gämsh GAM-015) are checked by the callers against the
 * true hands, not here.
 */
export function secretOf(game: CompiledGame, p: PlayedStep, seat: number): Secret | null {
  const n = p.action.notation;
  if (game.kind.id === 'dog' && n.startsWith('give:') && p.action.seat !== seat)
    return { notation: n, words: dogCardWords(n.slice(5)) };
  if (game.kind.id === 'gassi' && p.action.seat !== seat) {
    const after = p.after.state as { dogs: { id: string; owner: number; hidden: boolean }[] };
    const rules = game.rules as { cards: { name: string; walkerOf: number }[]; cardIndex: Record<string, number> };
    const [, ...toks] = n.split(/\s+/);
    const dogId = toks.find((t) => /^[a-h]\d+$/.test(t));
    const dog = dogId ? after.dogs.find((d) => d.id === dogId) : after.dogs[after.dogs.length - 1];
    const walkers = toks
      .flatMap((t) => t.split(':'))
      .filter((c) => rules.cardIndex[c] !== undefined && rules.cards[rules.cardIndex[c]!]!.walkerOf >= 0);
    if (dog?.hidden && walkers.length) return { notation: n, words: walkers };
  }
  if (game.kind.id === 'gamsh' && n.startsWith('secret:')) {
    const teams = (game.rules as { teams: number }).teams;
    if (p.action.seat % teams !== seat % teams) {
      const entry = n.slice(7);
      return {
        notation: n,
        words: [
          `secret:${entry}`,
          MESSAGES.en[`gamsh.signal.${entry}` as 'gamsh.signal.wink'] ?? entry,
          MESSAGES.de[`gamsh.signal.${entry}` as 'gamsh.signal.wink'] ?? entry,
        ],
      };
    }
  }
  return null;
}

const wordRes = new Map<string, RegExp>();

/** The first word of `secret` that `text` names as a whole word (or its notation), else null. */
export function namedSecret(text: string, secret: Secret): string | null {
  if (text.includes(secret.notation)) return secret.notation;
  for (const w of secret.words) {
    let re = wordRes.get(w);
    if (!re)
      wordRes.set(
        w,
        (re = new RegExp(`(^|[^A-Za-z0-9-])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9-])`)),
      );
    if (re.test(text)) return w;
  }
  return null;
}
