// Gämsh action notation (docs/notation-gamsh.md): parsing and formatting. Pure; says nothing about legality.
import type { Card } from './cards';
import { canonicalCard } from './cards';
import { TEAM_LETTERS } from './rules';

/** A parsed Gämsh action. Cards are ids (`ALP-D2`, `M4-N`, `BULL`); teams are indexes 0…2. */
export type GamshMove =
  | { readonly type: 'discard' | 'take' | 'slap'; readonly card: Card }
  /** DIG-012 (`swapModel: atomic` only): give a hand card and take a middle card as one input. */
  | { readonly type: 'swap'; readonly give: Card; readonly take: Card }
  | {
      readonly type: 'call';
      readonly call: 'gamsh' | 'double' | 'counter';
      readonly target: number | null;
      readonly farmer: boolean;
    }
  | { readonly type: 'outgamsh'; readonly team: number; readonly entry: string }
  | { readonly type: 'signal' | 'secret'; readonly entry: string }
  | { readonly type: 'pass' | 'wait' };

const CALL = /^call:(gamsh|double|counter:(\d))(\+farmer)?$/;
const OUT = /^outgamsh:([ABC])=([A-Za-z][A-Za-z0-9]{0,31})$/;
const ENTRY = /^[A-Za-z][A-Za-z0-9]{0,31}$/;

/**
 * Reads a notation: `discard:<card>`, `take:<card>`, `swap:<give>:<take>` (DIG-012), `slap:<card>`, `call:gamsh`, `call:double`,
 * `call:counter:<seat>` (each optionally `+farmer`), `outgamsh:<A|B|C>=<entry>`, `signal:<entry>`,
 * `secret:<entry>`, `pass`, `wait`. Null when malformed (unknown card ids included).
 */
export function parseMove(text: string): GamshMove | null {
  if (text === 'pass' || text === 'wait') return { type: text };
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  const head = text.slice(0, colon);
  const body = text.slice(colon + 1);
  switch (head) {
    case 'discard':
    case 'take':
    case 'slap': {
      const card = canonicalCard(body);
      return card ? { type: head, card } : null;
    }
    case 'swap': {
      const i = body.indexOf(':');
      const give = i < 0 ? undefined : canonicalCard(body.slice(0, i));
      const take = i < 0 ? undefined : canonicalCard(body.slice(i + 1));
      return give && take ? { type: 'swap', give, take } : null;
    }
    case 'signal':
    case 'secret':
      return ENTRY.test(body) ? { type: head, entry: body } : null;
    case 'call': {
      const m = CALL.exec(text);
      if (!m) return null;
      const counter = m[1]!.startsWith('counter');
      return {
        type: 'call',
        call: counter ? 'counter' : (m[1] as 'gamsh' | 'double'),
        target: counter ? Number(m[2]) : null,
        farmer: !!m[3],
      };
    }
    case 'outgamsh': {
      const m = OUT.exec(text);
      return m ? { type: 'outgamsh', team: TEAM_LETTERS.indexOf(m[1] as 'A'), entry: m[2]! } : null;
    }
    default:
      return null;
  }
}

/** Writes a move in canonical notation (the inverse of `parseMove`). */
export function formatMove(m: GamshMove): string {
  switch (m.type) {
    case 'discard':
    case 'take':
    case 'slap':
      return `${m.type}:${m.card}`;
    case 'swap':
      return `swap:${m.give}:${m.take}`;
    case 'signal':
    case 'secret':
      return `${m.type}:${m.entry}`;
    case 'call':
      return `call:${m.call === 'counter' ? `counter:${m.target}` : m.call}${m.farmer ? '+farmer' : ''}`;
    case 'outgamsh':
      return `outgamsh:${TEAM_LETTERS[m.team]}=${m.entry}`;
    default:
      return m.type;
  }
}
