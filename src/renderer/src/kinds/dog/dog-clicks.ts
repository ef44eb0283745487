// Turns clicks on a Dog table (a hand card, then a piece, then a target; a 7 split step by step; a Joker's
// declared value) into an action notation from the engine's legal actions, or explains in words, naming the
// rule, why a click is not legal, in the app's language (the catalogue's `dogClick.*` texts, via the caller's `t`).
// Pure: the engine's `legalActions` stays the only judge (docs/notation.md).
import { translate } from '../../i18n/messages';
import { seatText, type Translate } from '../../components/format';

/** English, when the caller passes no `t` (tests, logs). */
const english: Translate = (key, params) => translate('en', key, params);

/** A clickable place on the board. */
export type Spot =
  | { readonly at: 'track'; readonly field: number }
  | { readonly at: 'finish'; readonly seat: number; readonly slot: number }
  | { readonly at: 'kennel'; readonly seat: number };

/** What has been picked so far for the seat to act. */
export interface DogPick {
  readonly card: string | null;
  readonly jokerAs: string | null;
  readonly from: string | null;
  /** The 7's segments chosen so far, as absolute references (`P3`, `F1@0`). */
  readonly segments: readonly (readonly [string, string])[];
}

/**
 * Nothing picked. Frozen: a store must never hold this object itself (Pinia's `$patch` merges into the object
 * it holds, which would turn this shared constant into the last move's pick); stores take
 * `emptyPick()`, a fresh object, and replace the whole pick instead of patching it.
 */
export const EMPTY_PICK: DogPick = Object.freeze({
  card: null,
  jokerAs: null,
  from: null,
  segments: Object.freeze([]) as readonly (readonly [string, string])[],
});

/** A fresh, unshared empty pick (for reactive state). */
export function emptyPick(): DogPick {
  return { card: null, jokerAs: null, from: null, segments: [] };
}

/** Board facts the explanations and the 7's step count need (from the view / position notation). */
export interface DogBoardFacts {
  readonly acting: number;
  readonly fieldCount: number;
  readonly fieldsPerSegment: number;
  /** Track field → its occupant (seat and whether it is blocking). */
  readonly occupant: (field: number) => { seat: number; blocking: boolean } | null;
  /** The player's name at `seat` for explanations ("Beat"); "Seat n" / "Platz n" when absent. */
  readonly name?: (seat: number) => string;
  /**
   * The hand-card letters whose entry in the ruleset's card table has `exit` (DOG-020; `A`, `K` in dog/standard,
   * `A`, `Q`, `K` in dog/queen-exits), from `exitCardsOf`. Absent where the rules are not at hand (a seat of a
   * session on the join page): the explanation then names no card.
   */
  readonly exitCards?: readonly string[];
}

/** Hand-card letters by rank 1…13 (A … K; the 10 is `T`), as the notation writes them (docs/notation.md). */
const RANK_LETTERS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];

/**
 * The hand-card letters that bring a piece out of the kennel (DOG-020), from the compiled card table's `exit` flags
 * (indexed by rank, 1 = A … 13 = K; the Joker, 14, stands for them and is named apart). Empty without a table.
 */
export function exitCardsOf(exit: readonly boolean[] | undefined): string[] {
  return exit ? RANK_LETTERS.filter((_, i) => exit[i + 1] === true) : [];
}

/**
 * The exit cards (`exitCardsOf`) of compiled rules with a Dog card table (`cards.exit`, DOG-020); null for rules
 * without one (the other kinds), so the click refusal names no cards there.
 */
export function exitCardsOfRules(rules: unknown): string[] | null {
  const exit = (rules as { cards?: { exit?: unknown } } | null)?.cards?.exit;
  return Array.isArray(exit) ? exitCardsOf(exit as readonly boolean[]) : null;
}

/** The outcome of one click. */
export type ClickResult =
  | { readonly kind: 'pick'; readonly pick: DogPick }
  | { readonly kind: 'ask-joker'; readonly values: readonly string[] }
  | { readonly kind: 'play'; readonly notation: string }
  | { readonly kind: 'illegal'; readonly message: string; readonly rule: string | null; readonly pick: DogPick };

/**
 * One legal action's notation read into its parts (docs/notation.md): the card played (`X` for a Joker) and the
 * value a Joker stands for (`as`), the kind of play, the seat whose kennel an exit empties, and the moves as
 * [from, to] piece references with finish slots made absolute (`F2@1`).
 */
export interface ParsedDogAction {
  readonly notation: string;
  readonly card: string;
  readonly as: string | null;
  readonly type: 'exit' | 'move' | 'seven' | 'swap' | 'discard' | 'give' | 'other';
  readonly exitSeat: number | null;
  readonly segs: readonly (readonly [string, string])[];
}

/** `P14` / `F2@1` / `K@3` for a spot. */
export function spotRef(spot: Spot): string {
  return spot.at === 'track'
    ? `P${spot.field}`
    : spot.at === 'finish'
      ? `F${spot.slot}@${spot.seat}`
      : `K@${spot.seat}`;
}

const abs = (ref: string, acting: number) => (/^F\d$/.test(ref) ? `${ref}@${acting}` : ref);
const rel = (ref: string, acting: number) => ref.replace(new RegExp(`^(F\\d)@${acting}$`), '$1');

/** Reads one legal action's notation (absolute piece references). */
export function parseDogAction(notation: string, acting: number): ParsedDogAction {
  const none = { as: null, exitSeat: null, segs: [] as [string, string][] };
  if (notation === 'discard') return { notation, card: '', type: 'discard', ...none };
  if (notation.startsWith('give:')) return { notation, card: notation.slice(5), type: 'give', ...none };
  const colon = notation.indexOf(':');
  const [card = '', as = null] = notation.slice(0, colon).split('=');
  const body = notation.slice(colon + 1);
  const base = { notation, card, as };
  if (body.startsWith('exit'))
    return { ...base, type: 'exit', exitSeat: body.includes('@') ? Number(body.split('@')[1]) : acting, segs: [] };
  if (body.includes('<>')) {
    const [a = '', b = ''] = body.split('<>');
    return { ...base, type: 'swap', exitSeat: null, segs: [[abs(a, acting), abs(b, acting)]] };
  }
  const segs = body.split(',').map((s) => s.split('>').map((r) => abs(r, acting)) as [string, string]);
  return { ...base, type: (as ?? card) === '7' ? 'seven' : 'move', exitSeat: null, segs };
}

/** The parsed legal lists, by list (a list stays the same array until the position changes) and acting seat. */
const parsedLists = new WeakMap<
  readonly string[],
  { readonly acting: number; readonly parsed: readonly ParsedDogAction[] }
>();

/**
 * Every action of `legal` parsed (`parseDogAction`), in its order. Parsed once per list and acting seat: each click
 * reads the whole list, which holds thousands of seven splits in a crowded position.
 */
function parseDogActions(legal: readonly string[], acting: number): readonly ParsedDogAction[] {
  const known = parsedLists.get(legal);
  if (known && known.acting === acting) return known.parsed;
  const parsed = legal.map((n) => parseDogAction(n, acting));
  parsedLists.set(legal, { acting, parsed });
  return parsed;
}

const prefixOf = (p: DogPick) => (p.card === 'X' ? `X=${p.jokerAs}` : p.card);
const cardOf = (a: ParsedDogAction) => (a.as ? `X=${a.as}` : a.card);
/** A card's whole value in words (DOG-032), e.g. A → "1 or 11", 4 → "4 forward or back". */
function valueText(card: string, t: Translate): string {
  if (card === 'A') return t('dogClick.valueA');
  if (card === '4') return t('dogClick.value4');
  return ({ T: '10', Q: '12', K: '13' } as Record<string, string>)[card] ?? card;
}
/** `a, b or c` in the app's language. */
function orList(items: readonly string[], t: Translate): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${t('dogClick.or')} ${items.at(-1)}`;
}

/**
 * Why the picked card brings no piece out (DOG-020): the cards that can, from the card table, and a Joker declared as
 * one of them ("only an A, a K or a Joker declared as A or K can" with the standard table).
 */
function noExitText(shown: string, exitCards: readonly string[] | undefined, t: Translate): string {
  if (!exitCards) return t('dogClick.noExitCardPlain', { card: shown });
  if (!exitCards.length) return t('dogClick.noExitAtAll');
  const word = (c: string) => (c === 'T' ? '10' : c);
  const one = (c: string) => t(c === 'A' || c === '8' ? 'dogClick.anCard' : 'dogClick.aCard', { card: word(c) });
  const joker = t('dogClick.jokerAsOneOf', { cards: orList(exitCards.map(word), t) });
  return t('dogClick.noExitCard', { card: shown, cards: orList([...exitCards.map(one), joker], t) });
}

/**
 * The legal actions (parsed) that play the picked card: with the value a picked Joker stands for, `X=<value>`.
 * Empty while no card is picked.
 */
export function candidates(legal: readonly string[], pick: DogPick, acting: number): ParsedDogAction[] {
  return parseDogActions(legal, acting).filter((a) => pick.card !== null && cardOf(a) === prefixOf(pick));
}

/** A click on a hand card. */
export function clickCard(
  legal: readonly string[],
  acting: number,
  card: string,
  _pick: DogPick,
  t: Translate = english,
): ClickResult {
  const give = legal.find((n) => n === `give:${card}`);
  if (give) return { kind: 'play', notation: give };
  if (legal.some((n) => n.startsWith('give:'))) return illegal(t('dogClick.exchangeFirst'), 'DOG-014', EMPTY_PICK);
  const parsed = parseDogActions(legal, acting);
  if (card === 'X') {
    const values = [...new Set(parsed.filter((a) => a.card === 'X' && a.as).map((a) => a.as!))];
    if (!values.length) return illegal(t('dogClick.jokerNoUse'), 'DOG-032', EMPTY_PICK);
    return { kind: 'ask-joker', values };
  }
  if (!parsed.some((a) => a.card === card && !a.as)) {
    if (legal.length === 1 && legal[0] === 'discard') return illegal(t('dogClick.discardAll'), 'DOG-093', EMPTY_PICK);
    return illegal(
      t('dogClick.cardNoMove', { card: card === 'T' ? '10' : card, value: valueText(card, t) }),
      'DOG-032',
      EMPTY_PICK,
    );
  }
  return { kind: 'pick', pick: { ...EMPTY_PICK, card } };
}

/** The Joker's declared value was chosen. */
export function chooseJoker(value: string): DogPick {
  return { ...EMPTY_PICK, card: 'X', jokerAs: value };
}

/** Steps a 7 segment takes (DOG-031: every field entered counts 1). */
export function segmentSteps(from: string, to: string, f: DogBoardFacts): number {
  const N = f.fieldCount;
  const track = (r: string) => (r.startsWith('P') ? Number(r.slice(1)) : null);
  const fin = (r: string) => (r.startsWith('F') ? { slot: Number(r[1]), seat: Number(r.split('@')[1]) } : null);
  const a = track(from);
  const b = track(to);
  const fb = fin(to);
  if (a !== null && b !== null) return (b - a + N) % N;
  if (a !== null && fb) return ((fb.seat * f.fieldsPerSegment - a + N) % N) + fb.slot + 1;
  const fa = fin(from);
  if (fa && fb) return fb.slot - fa.slot;
  return 99;
}

/** A click on the board. */
export function clickSpot(
  legal: readonly string[],
  spot: Spot,
  pick: DogPick,
  f: DogBoardFacts,
  t: Translate = english,
): ClickResult {
  const acting = f.acting;
  const ref = spotRef(spot);
  if (!pick.card) return illegal(t('dogClick.cardFirst'), 'DOG-003', pick);
  const cands = candidates(legal, pick, acting);
  const shown =
    pick.card === 'X'
      ? t('dogClick.jokerAs', { value: pick.jokerAs === 'T' ? '10' : (pick.jokerAs ?? '?') })
      : pick.card === 'T'
        ? '10'
        : pick.card;
  if (spot.at === 'kennel') {
    const exit = cands.find((a) => a.type === 'exit' && a.exitSeat === spot.seat);
    if (exit) return { kind: 'play', notation: exit.notation };
    const value = pick.jokerAs ?? pick.card;
    if (!(f.exitCards ?? []).includes(value) && !cands.some((a) => a.type === 'exit'))
      return illegal(noExitText(shown, f.exitCards, t), 'DOG-020', pick);
    const start = f.occupant(spot.seat * f.fieldsPerSegment);
    if (start?.blocking && start.seat === spot.seat) return illegal(t('dogClick.startBlocked'), 'DOG-022', pick);
    return illegal(t('dogClick.exitOwnOnly'), 'DOG-024', pick);
  }
  // The picked piece clicked again is put back (choose another piece next).
  if (pick.from !== null && pick.from === ref) return { kind: 'pick', pick: { ...pick, from: null } };
  const seven = cands.filter((a) => a.type === 'seven');
  if (seven.length) return clickSeven(seven, ref, pick, f, shown, t);
  // A legal target wins over choosing another piece: a move may land on one's own piece (DOG-050 sends it
  // home), e.g. `4:P7>P11` with pieces on P7 and P11. Click the picked piece again or Cancel
  // to choose another piece.
  const hit =
    pick.from === null ? undefined : cands.find((a) => a.segs[0]?.[0] === pick.from && a.segs[0]?.[1] === ref);
  if (hit) return { kind: 'play', notation: hit.notation };
  if (pick.from === null || ownsMove(cands, ref)) {
    if (ownsMove(cands, ref)) return { kind: 'pick', pick: { ...pick, from: ref } };
    return illegal(whyPieceCannotMove(ref, shown, pick, f, t), ruleForPiece(ref, pick, f), pick);
  }
  return illegal(whyNotThere(cands, pick.from, ref, shown, f, t), ruleForTarget(pick.from, ref, f), pick);
}

function clickSeven(
  seven: ParsedDogAction[],
  ref: string,
  pick: DogPick,
  f: DogBoardFacts,
  shown: string,
  t: Translate,
): ClickResult {
  const used = pick.segments.reduce((n, [a, b]) => n + segmentSteps(a, b, f), 0);
  const moved = new Set(pick.segments.map((s) => s[1]));
  const starts = new Set(seven.flatMap((a) => a.segs.map((s) => s[0])));
  if (pick.from === null) {
    if (starts.has(ref) || moved.has(ref)) return { kind: 'pick', pick: { ...pick, from: ref } };
    return illegal(whyPieceCannotMove(ref, shown, pick, f, t), ruleForPiece(ref, pick, f), pick);
  }
  // Another own piece clicked before any segment is chosen switches the piece — unless a legal 7 goes on
  // exactly from the picked piece to that field (landing on one's own piece).
  const next = [...pick.segments, [pick.from, ref] as const];
  const continues = seven.some((a) => next.every(([x, y], i) => a.segs[i]?.[0] === x && a.segs[i]?.[1] === y));
  if (
    !continues &&
    starts.has(ref) &&
    !moved.has(ref) &&
    pick.segments.length === 0 &&
    ref !== pick.from &&
    occupiedByActing(ref, f)
  )
    return { kind: 'pick', pick: { ...pick, from: ref } };
  const steps = segmentSteps(pick.from, ref, f);
  if (steps < 1 || used + steps > 7) {
    const where = { left: 7 - used, from: pick.from, to: ref };
    return illegal(
      steps > 13 ? t('dogClick.sevenNoPath', where) : t('dogClick.sevenSteps', { ...where, steps }),
      'DOG-065',
      { ...pick, from: null },
    );
  }
  const segments = [...pick.segments, [pick.from, ref] as const];
  if (used + steps < 7) return { kind: 'pick', pick: { ...pick, from: null, segments } };
  const prefix = prefixOf(pick);
  return {
    kind: 'play',
    notation: `${prefix}:${segments.map(([a, b]) => `${rel(a, f.acting)}>${rel(b, f.acting)}`).join(',')}`,
  };
}

function occupiedByActing(ref: string, f: DogBoardFacts): boolean {
  return ref.startsWith('P') && f.occupant(Number(ref.slice(1)))?.seat === f.acting;
}

const ownsMove = (cands: ParsedDogAction[], ref: string) =>
  cands.some((a) => (a.type === 'move' || a.type === 'swap') && a.segs[0]?.[0] === ref);

function whyPieceCannotMove(ref: string, shown: string, pick: DogPick, f: DogBoardFacts, t: Translate): string {
  if (ref.startsWith('P')) {
    const occ = f.occupant(Number(ref.slice(1)));
    if (!occ) return t('dogClick.noPiece', { field: ref.slice(1) });
    if (occ.seat !== f.acting) return t('dogClick.notYours', { owner: f.name?.(occ.seat) ?? seatText(occ.seat, t) });
    const blocker = firstBlockerAhead(Number(ref.slice(1)), valueOf(pick), f);
    if (blocker !== null) return t('dogClick.blockedAhead', { n: valueOf(pick), field: blocker });
  }
  return t('dogClick.noMoveWith', { card: shown });
}

function ruleForPiece(ref: string, pick: DogPick, f: DogBoardFacts): string {
  if (!ref.startsWith('P')) return 'DOG-032';
  const occ = f.occupant(Number(ref.slice(1)));
  if (occ && occ.seat !== f.acting) return 'DOG-035';
  return occ && firstBlockerAhead(Number(ref.slice(1)), valueOf(pick), f) !== null ? 'DOG-042' : 'DOG-032';
}

function whyNotThere(
  cands: ParsedDogAction[],
  from: string,
  ref: string,
  shown: string,
  f: DogBoardFacts,
  t: Translate,
): string {
  const targets = cands.filter((a) => a.segs[0]?.[0] === from).map((a) => a.segs[0]![1]);
  if (ref.startsWith('P')) {
    const occ = f.occupant(Number(ref.slice(1)));
    if (occ?.blocking) return t('dogClick.blockedTarget', { field: ref.slice(1) });
  }
  return targets.length
    ? t('dogClick.targets', { card: shown, from, targets: targets.join(', '), to: ref })
    : t('dogClick.noTarget', { card: shown, from });
}

function ruleForTarget(_from: string, ref: string, f: DogBoardFacts): string {
  if (ref.startsWith('P') && f.occupant(Number(ref.slice(1)))?.blocking) return 'DOG-043';
  return 'DOG-030';
}

function valueOf(pick: DogPick): number {
  const c = pick.jokerAs ?? pick.card ?? '';
  return ({ A: 1, T: 10, Q: 12, K: 13, J: 0 } as Record<string, number>)[c] ?? (Number(c) || 0);
}

/** The first blocking piece (other than on `from`) within `steps` fields ahead, or null. */
function firstBlockerAhead(from: number, steps: number, f: DogBoardFacts): number | null {
  for (let i = 1; i <= steps; i++) {
    const field = (from + i) % f.fieldCount;
    if (f.occupant(field)?.blocking) return field;
  }
  return null;
}

function illegal(message: string, rule: string | null, pick: DogPick): ClickResult {
  return { kind: 'illegal', message, rule, pick };
}
