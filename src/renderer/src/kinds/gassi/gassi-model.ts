// The Gassi seat view as the renderer reads it (docs/notation-gassi.md "View"), a tolerant reader from JSON,
// and the presentation facts of cards (realm and role of the 2.5.3 deck) and states. Pure: no Vue, no Pixi.
import type { Translate } from '../../components/format';
import {
  gassiDogName,
  speechContext,
  type GassiDogView,
  type GassiLastMove,
  type GassiOver,
  type GassiView,
} from '../../../../engine';

export type { GassiDogView, GassiLastMove, GassiOver, GassiView };

type Obj = { readonly [k: string]: unknown };
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown, d = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : d);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const nums = (v: unknown): number[] => (Array.isArray(v) ? v.map((x) => num(x)) : []);

/**
 * Reads a Gassi view from JSON (a replay frame's `view`, or the table's pretty-printed view). Returns null when
 * the value is not a Gassi view (no `dogs` list or no `bones`), so a wrong kind never throws in a watcher.
 */
export function readGassiView(json: unknown): GassiView | null {
  if (typeof json === 'string') {
    if (!json.trim()) return null;
    try {
      return readGassiView(JSON.parse(json) as unknown);
    } catch {
      return null;
    }
  }
  if (!isObj(json) || !Array.isArray(json['dogs']) || !Array.isArray(json['bones'])) return null;
  const dogs: GassiDogView[] = json['dogs'].filter(isObj).map((d) => ({
    id: str(d['id']) ?? '?',
    owner: num(d['owner']),
    state: str(d['state']) ?? '?',
    realm: str(d['realm']),
    hidden: d['hidden'] === true,
    pile: Array.isArray(d['pile']) ? d['pile'].map((c) => str(c)) : [],
    pileCount: num(d['pileCount'], Array.isArray(d['pile']) ? d['pile'].length : 0),
    attacker: str(d['attacker']),
    beast: str(d['beast']),
    attackers: strs(d['attackers']),
    beasts: strs(d['beasts']),
    draw: num(d['draw']),
    beneficiary: typeof d['beneficiary'] === 'number' ? d['beneficiary'] : null,
    roundsLeft: num(d['roundsLeft']),
  }));
  const lm = json['lastMove'];
  const over = json['over'];
  return {
    seat: typeof json['seat'] === 'number' ? json['seat'] : null,
    turn: num(json['turn']),
    toAct: nums(json['toAct']),
    round: num(json['round']),
    starter: num(json['starter']),
    deals: num(json['deals'], 1),
    drawCount: num(json['drawCount']),
    discard: strs(json['discard']),
    bones: nums(json['bones']),
    handCounts: Array.isArray(json['handCounts'])
      ? json['handCounts'].map((c) => (typeof c === 'number' ? c : null))
      : [],
    ...(Array.isArray(json['hand']) ? { hand: strs(json['hand']) } : {}),
    ...(Array.isArray(json['hands']) ? { hands: json['hands'].map(strs) } : {}),
    dogs,
    lastMove: isObj(lm)
      ? { seat: num(lm['seat']), notation: str(lm['notation']) ?? '', move: str(lm['move']) ?? '', dog: str(lm['dog']) }
      : null,
    over: isObj(over)
      ? {
          reason: str(over['reason']) ?? '',
          finisher: num(over['finisher'], -1),
          winners: nums(over['winners']),
          scores: Array.isArray(over['scores']) ? nums(over['scores']) : null,
        }
      : null,
  };
}

/** Number of seats in a view (every Gassi seat holds bones, so `bones` has one entry per seat). */
export const seatCountOf = (v: GassiView): number => Math.max(v.bones.length, v.handCounts.length);

/** The cards a seat holds in this view: names (face up), a count (face down) or null (unknown). */
export function handOf(v: GassiView, seat: number): { faceUp: readonly string[] } | { faceDown: number | null } {
  if (v.hands) return { faceUp: v.hands[seat] ?? [] };
  if (v.seat === seat && v.hand) return { faceUp: v.hand };
  return { faceDown: v.handCounts[seat] ?? null };
}

/** Realm and role of a card of the 2.5.3 deck (docs/rules/gassi.md); invented cards are unknown (drawn neutral). */
export interface CardLook {
  readonly realm: 'STREETS' | 'WOODS' | 'RIVERS' | 'GLOBAL' | null;
  readonly role: 'WALKER' | 'ATTACKER' | 'DEFENDER' | 'BEAST' | null;
}

const DECK: Readonly<Record<string, CardLook>> = {
  STREET: { realm: 'STREETS', role: 'WALKER' },
  WOOD: { realm: 'WOODS', role: 'WALKER' },
  RIVER: { realm: 'RIVERS', role: 'WALKER' },
  CATCHER: { realm: 'STREETS', role: 'ATTACKER' },
  HUNTER: { realm: 'WOODS', role: 'ATTACKER' },
  FISHERMAN: { realm: 'RIVERS', role: 'ATTACKER' },
  POOP: { realm: 'GLOBAL', role: 'ATTACKER' },
  FLEA: { realm: 'GLOBAL', role: 'ATTACKER' },
  COINS: { realm: 'STREETS', role: 'DEFENDER' },
  RABBIT: { realm: 'WOODS', role: 'DEFENDER' },
  FISH: { realm: 'RIVERS', role: 'DEFENDER' },
  SACK: { realm: 'GLOBAL', role: 'DEFENDER' },
  DOC: { realm: 'GLOBAL', role: 'DEFENDER' },
  CAT: { realm: 'STREETS', role: 'BEAST' },
  BOAR: { realm: 'WOODS', role: 'BEAST' },
  HIPPO: { realm: 'RIVERS', role: 'BEAST' },
  POLICE: { realm: 'GLOBAL', role: 'BEAST' },
};

/** How a card name is drawn (realm colour, role caption). */
export function cardLook(name: string): CardLook {
  return DECK[name] ?? { realm: null, role: null };
}

/** Realm colours (0xRRGGBB): STREETS ochre, WOODS green, RIVERS blue, GLOBAL violet; unknown grey. */
export function realmColour(realm: string | null): number {
  switch (realm) {
    case 'STREETS':
      return 0xa0600e;
    case 'WOODS':
      return 0x2e7d32;
    case 'RIVERS':
      return 0x1f6fbf;
    case 'GLOBAL':
      return 0x7d3c98;
    default:
      return 0x8a8178;
  }
}

/** Badge colours per dog state (GAS-030…036); unknown states grey. */
export function stateColour(state: string): number {
  switch (state) {
    case 'WALKING':
      return 0x2e8b57;
    case 'ATTACKED':
      return 0xc0392b;
    case 'PENDING':
      return 0xd35400;
    case 'AFRAID':
      return 0x8e1c5c;
    case 'DEFENDED':
      return 0x1f5f9f;
    case 'CONQUERED':
      return 0x6d4c41;
    default:
      return 0x707070;
  }
}

/**
 * The end reason of the view's `over.reason` (GAS-160 going out, GAS-161 a set, GAS-113 the draw pile, GAS-054 the
 * 12-card abort) in the UI's words (`t`), naming the finisher with `name` — in the second person when the finisher
 * is `you`, the seat whose view is shown ("Du bist ausgegangen"); an unknown reason is shown as written.
 */
export function describeEnd(
  over: GassiOver,
  t: Translate,
  name: (seat: number) => string,
  you: number | null = null,
): string {
  switch (over.reason) {
    case 'goOut':
      return over.finisher === you ? t('outcome.wentOut.you') : t('outcome.wentOut', { who: name(over.finisher) });
    case 'set':
      return over.finisher === you ? t('outcome.setPlain.you') : t('outcome.setPlain', { who: name(over.finisher) });
    case 'drawPile':
      return t('outcome.drawPile');
    case 'abort':
      return t('outcome.aborted');
    default:
      return over.reason;
  }
}

/**
 * The name on a dog's box instead of its internal id (`c1`): "Hund 1" / "Dog 1" in the zone of the seat that
 * brought it into play — the id's letter is that seat (a = seat 0), its number counts that seat's dogs (GAS-050,
 * docs/rules/gassi.md) — else, for a dog conquered into another zone (GAS-111), as the log names it: "Carlas Hund 1" /
 * "Carla's dog 1" (engine `gassiDogName`), or "dein Hund 1" / "your dog 1" when it came from the seat spoken to.
 * `owner` is the seat holding it now, `viewer` the perspective (null = all-seeing), `names` the seat names, `t` the
 * UI's words. An id of another form stays as it is.
 */
export function dogBoxLabel(
  id: string,
  owner: number,
  viewer: number | null,
  lang: 'en' | 'de',
  names: readonly string[] | undefined,
  t: Translate,
): string {
  const m = /^([a-h])(\d+)$/.exec(id);
  if (!m) return id;
  const origin = m[1]!.charCodeAt(0) - 97;
  const n = Number(m[2]);
  if (origin === owner) return t('gassi.dogNo', { n });
  const ctx = speechContext(viewer, { lang, names: names ?? [] });
  return ctx.addressee === origin ? t('gassi.dogNoYours', { n }) : gassiDogName(ctx, id);
}
